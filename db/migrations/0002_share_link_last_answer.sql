DROP INDEX "share_link_answers_latest_idx";--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "last_response" "invitation_status";--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "last_people_count" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "last_answered_at" timestamp with time zone;