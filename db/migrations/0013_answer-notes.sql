ALTER TABLE "invitations" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "last_note" text;--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD COLUMN "note" text;