ALTER TABLE "events" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "question_answers" jsonb;--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD COLUMN "question_answers" jsonb;