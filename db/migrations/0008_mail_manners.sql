CREATE TYPE "public"."suppression_reason" AS ENUM('unsubscribed', 'bounced', 'complained');--> statement-breakpoint
ALTER TYPE "public"."invitation_delivery" ADD VALUE 'delivered';--> statement-breakpoint
ALTER TYPE "public"."invitation_delivery" ADD VALUE 'delayed';--> statement-breakpoint
ALTER TYPE "public"."invitation_delivery" ADD VALUE 'bounced';--> statement-breakpoint
ALTER TYPE "public"."invitation_delivery" ADD VALUE 'complained';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'duplicate';--> statement-breakpoint
CREATE TABLE "guest_mail_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"event_id" uuid,
	"reason" "suppression_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_address_event_key" UNIQUE NULLS NOT DISTINCT("address","event_id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "guest_mail_ledger" ADD CONSTRAINT "guest_mail_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_mail_ledger" ADD CONSTRAINT "guest_mail_ledger_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_mail_ledger_event_address_idx" ON "guest_mail_ledger" USING btree ("event_id","address","created_at");--> statement-breakpoint
CREATE INDEX "guest_mail_ledger_user_created_idx" ON "guest_mail_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_mail_ledger_user_address_idx" ON "guest_mail_ledger" USING btree ("user_id","address");--> statement-breakpoint
CREATE INDEX "mail_suppressions_event_id_idx" ON "mail_suppressions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outbox_provider_message_id_idx" ON "outbox" USING btree ("provider_message_id");