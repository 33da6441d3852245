CREATE TABLE "item_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"collection" text NOT NULL,
	"item_id" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"row" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"collection" text NOT NULL,
	"item_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by" text,
	"row" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "date_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "item_versions_item" ON "item_versions" USING btree ("town","collection","item_id");--> statement-breakpoint
CREATE INDEX "trash_town_deleted" ON "trash" USING btree ("town","deleted_at");