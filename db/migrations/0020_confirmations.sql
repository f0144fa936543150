ALTER TABLE "invitations" ADD COLUMN "confirmation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD COLUMN "confirmation_due_at" timestamp with time zone;