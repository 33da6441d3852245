CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"kind" text NOT NULL,
	"vacancy_slug" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"fields" jsonb NOT NULL,
	"cv" "bytea",
	"cv_mime" text,
	"cv_filename" text,
	"cv_size" integer,
	"idempotency_key" text,
	"body_hash" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"town" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"schedule_day" date,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"file" jsonb
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_categories_town_slug_pk" PRIMARY KEY("town","slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"day_offset" integer NOT NULL,
	"start_time" text NOT NULL,
	"duration_min" integer,
	"venue" text NOT NULL,
	"image" jsonb NOT NULL,
	"excerpt" text NOT NULL,
	"content" jsonb NOT NULL,
	"age_rating" text NOT NULL,
	"price_from" jsonb,
	"ticket_url" text,
	"film_slug" text
);
--> statement-breakpoint
CREATE TABLE "film_categories" (
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "film_categories_town_slug_pk" PRIMARY KEY("town","slug")
);
--> statement-breakpoint
CREATE TABLE "films" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"original_title" text,
	"age_rating" text NOT NULL,
	"duration_min" integer NOT NULL,
	"year" integer NOT NULL,
	"director" text NOT NULL,
	"genres" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"cast" jsonb NOT NULL,
	"description" text NOT NULL,
	"poster" jsonb NOT NULL,
	"trailer" jsonb,
	"formats" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"is_premier" boolean NOT NULL,
	"premiere_offset_days" integer,
	"premiere_date" date,
	"weight" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"seats" integer NOT NULL,
	"formats" jsonb NOT NULL,
	"accessible" boolean NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image" jsonb NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"town" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "pages_town_key_pk" PRIMARY KEY("town","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"film_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"cinema_day" date NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"subtitles" text,
	"wheelchair" boolean NOT NULL,
	"audio_description" boolean NOT NULL,
	"hard_of_hearing_subtitles" boolean NOT NULL,
	"price_kopecks" integer NOT NULL,
	"sold_out" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_info" (
	"town" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"town" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"employment" text NOT NULL,
	"schedule" text NOT NULL,
	"salary" jsonb,
	"summary" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duties" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"conditions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency" ON "applications" USING btree ("town","kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_received" ON "applications" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_town_slug" ON "documents" USING btree ("town","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_town_slug" ON "events" USING btree ("town","slug");--> statement-breakpoint
CREATE INDEX "events_town_starts" ON "events" USING btree ("town","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "films_town_slug" ON "films" USING btree ("town","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_town_slug" ON "halls" USING btree ("town","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_town_slug" ON "news" USING btree ("town","slug");--> statement-breakpoint
CREATE INDEX "news_town_published" ON "news" USING btree ("town","published_at");--> statement-breakpoint
CREATE INDEX "sessions_town_day" ON "sessions" USING btree ("town","cinema_day");--> statement-breakpoint
CREATE INDEX "sessions_film" ON "sessions" USING btree ("film_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancies_town_slug" ON "vacancies" USING btree ("town","slug");