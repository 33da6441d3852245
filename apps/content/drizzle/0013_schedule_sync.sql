CREATE TABLE "schedule_syncs" (
	"town" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"interval_min" integer DEFAULT 60 NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run" json,
	"failing_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "films" ALTER COLUMN "year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body" text;