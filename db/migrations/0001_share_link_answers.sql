CREATE TABLE "share_link_answers" (
	"share_link_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"response" "invitation_status" NOT NULL,
	"people_count" integer NOT NULL,
	"previous_response" "invitation_status",
	"previous_people_count" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_answers_share_link_id_visitor_id_pk" PRIMARY KEY("share_link_id","visitor_id"),
	CONSTRAINT "share_link_answers_response" CHECK ("share_link_answers"."response" in ('accepted', 'declined')),
	CONSTRAINT "share_link_answers_people_count_range" CHECK ("share_link_answers"."people_count" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "share_link_answers" ADD CONSTRAINT "share_link_answers_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_answers_latest_idx" ON "share_link_answers" USING btree ("share_link_id","answered_at" DESC NULLS LAST);