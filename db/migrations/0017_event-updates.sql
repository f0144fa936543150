CREATE TABLE "event_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"body" text NOT NULL,
	"emailed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_updates_audience" CHECK ("event_updates"."audience" in ('all', 'accepted', 'maybe', 'unanswered', 'notDeclined')),
	CONSTRAINT "event_updates_body_length" CHECK (char_length("event_updates"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "event_updates" ADD CONSTRAINT "event_updates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_updates_event_idx" ON "event_updates" USING btree ("event_id","created_at");