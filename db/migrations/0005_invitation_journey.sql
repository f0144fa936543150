ALTER TABLE "invitations" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "watched_at" timestamp with time zone;