ALTER TYPE "public"."invitation_status" ADD VALUE 'maybe' BEFORE 'declined';--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_counters_non_negative";--> statement-breakpoint
ALTER TABLE "share_link_answers" DROP CONSTRAINT "share_link_answers_response";--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "maybe" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "maybe_people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_counters_non_negative" CHECK ("share_links"."views" >= 0 and "share_links"."accepted" >= 0 and "share_links"."declined" >= 0 and "share_links"."people" >= 0 and "share_links"."maybe" >= 0 and "share_links"."maybe_people" >= 0);--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD CONSTRAINT "share_link_answers_response" CHECK ("share_link_answers"."response"::text in ('accepted', 'maybe', 'declined'));