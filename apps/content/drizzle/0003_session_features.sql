ALTER TABLE "sessions" ADD COLUMN "sensory_friendly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_and_baby" boolean DEFAULT false NOT NULL;