CREATE TYPE "public"."invitation_delivery" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "delivery_status" "invitation_delivery";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "delivery_send_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "batch_key" text;--> statement-breakpoint
CREATE INDEX "outbox_batch_key_idx" ON "outbox" USING btree ("batch_key");