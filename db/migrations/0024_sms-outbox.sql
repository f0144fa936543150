CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" "outbox_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"provider_id" text,
	"provider_status" text,
	"error" text,
	"event_id" uuid,
	"invitation_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_idempotency_key" ON "sms_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_phone_idx" ON "sms_outbox" USING btree ("to_phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_id_idx" ON "sms_outbox" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_invitation_id_idx" ON "sms_outbox" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at" DESC NULLS LAST);