CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"nominal" json NOT NULL,
	"description" text NOT NULL,
	"image" json NOT NULL,
	"validity_days" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"group_title" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" text,
	"image" json,
	"order_topic" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"town" text,
	"kind" text,
	"item_id" text,
	"summary" text NOT NULL,
	"changes" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"file_name" text,
	"plan" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"towns" json NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "day_offset" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "start_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ticket_url" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "site_info" ADD COLUMN "ticket_url_template" text;--> statement-breakpoint
ALTER TABLE "site_info" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "site_info" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_tokens" ADD CONSTRAINT "preview_tokens_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_imports" ADD CONSTRAINT "session_imports_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_town_slug" ON "certificates" USING btree ("town","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_items_town_slug" ON "faq_items" USING btree ("town","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "services_town_slug" ON "services" USING btree ("town","slug");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_account" ON "audit_log" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_account" ON "staff_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_hall_day" ON "sessions" USING btree ("hall_id","cinema_day");--> statement-breakpoint
-- Data of databases made before the staff workspace: every film came from the demo seed, sessions link to the demo
-- ticket site, and the items of the services, certificates and FAQ pages move to their own tables.
UPDATE "films" SET "demo" = true;--> statement-breakpoint
UPDATE "site_info" SET "ticket_url_template" = 'https://tickets.kino.example/' || "town" || '/sessions/{session}';--> statement-breakpoint
INSERT INTO "services" ("town", "slug", "position", "title", "description", "price", "image", "order_topic")
SELECT p."town", s.value->>'id', (s.ord - 1)::int, s.value->>'title', coalesce(s.value->>'description', ''),
  s.value->>'price', CASE WHEN json_typeof(s.value->'image') = 'object' THEN s.value->'image' END,
  s.value->>'orderTopic'
FROM "pages" p CROSS JOIN LATERAL json_array_elements(p."data"->'services') WITH ORDINALITY AS s(value, ord)
WHERE p."key" = 'services' AND json_typeof(p."data"->'services') = 'array';--> statement-breakpoint
UPDATE "pages" SET "data" = json_build_object('title', "data"->'title', 'intro', "data"->'intro')
WHERE "key" = 'services';--> statement-breakpoint
INSERT INTO "certificates" ("town", "slug", "position", "title", "nominal", "description", "image", "validity_days")
SELECT p."town", c.value->>'id', (c.ord - 1)::int, c.value->>'title', c.value->'nominal',
  coalesce(c.value->>'description', ''), c.value->'image', (c.value->>'validityDays')::int
FROM "pages" p CROSS JOIN LATERAL json_array_elements(p."data"->'certificates') WITH ORDINALITY AS c(value, ord)
WHERE p."key" = 'certificates' AND json_typeof(p."data"->'certificates') = 'array';--> statement-breakpoint
UPDATE "pages" SET "data" = json_build_object('title', "data"->'title', 'intro', "data"->'intro',
  'howToBuy', "data"->'howToBuy', 'rules', "data"->'rules')
WHERE "key" = 'certificates';--> statement-breakpoint
INSERT INTO "faq_items" ("town", "slug", "position", "group_title", "question", "answer")
SELECT p."town", i.value->>'id', ((g.ord - 1) * 1000 + (i.ord - 1))::int, g.value->>'title',
  i.value->>'question', i.value->>'answer'
FROM "pages" p
CROSS JOIN LATERAL json_array_elements(p."data"->'groups') WITH ORDINALITY AS g(value, ord)
CROSS JOIN LATERAL json_array_elements(g.value->'items') WITH ORDINALITY AS i(value, ord)
WHERE p."key" = 'faq' AND json_typeof(p."data"->'groups') = 'array';--> statement-breakpoint
UPDATE "pages" SET "data" = json_build_object('title', "data"->'title', 'intro', "data"->'intro')
WHERE "key" = 'faq';
