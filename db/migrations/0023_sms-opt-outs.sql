CREATE TABLE "sms_inbound" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"keyword" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL
);
