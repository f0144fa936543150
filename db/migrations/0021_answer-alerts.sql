CREATE TABLE "answer_alerts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"told_through" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "answer_alerts" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_alerts" ADD CONSTRAINT "answer_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_answer_alerts_values" CHECK ("events"."answer_alerts" in ('each', 'digest', 'none'));