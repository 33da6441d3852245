ALTER TABLE "halls" ADD COLUMN "wheelchair_places" integer;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "hearing_loop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "step_free_entrance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "accessible_toilet" boolean DEFAULT false NOT NULL;