ALTER TABLE "share_links" DROP CONSTRAINT "share_links_counters_non_negative";--> statement-breakpoint
ALTER TABLE "share_link_answers" DROP CONSTRAINT "share_link_answers_response";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "max_people" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "waitlisted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "waitlisted_people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_range" CHECK ("events"."capacity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_max_people_range" CHECK ("invitations"."max_people" between 1 and 20);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_counters_non_negative" CHECK ("share_links"."views" >= 0 and "share_links"."accepted" >= 0 and "share_links"."declined" >= 0 and "share_links"."people" >= 0 and "share_links"."maybe" >= 0 and "share_links"."maybe_people" >= 0 and "share_links"."waitlisted" >= 0 and "share_links"."waitlisted_people" >= 0);--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD CONSTRAINT "share_link_answers_response" CHECK ("share_link_answers"."response"::text in ('accepted', 'maybe', 'waitlisted', 'declined'));