ALTER TABLE "payments" ADD COLUMN "success_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_url" text NOT NULL;