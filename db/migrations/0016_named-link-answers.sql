ALTER TABLE "share_links" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD COLUMN "email" text;