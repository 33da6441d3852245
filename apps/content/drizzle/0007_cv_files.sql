ALTER TABLE "applications" ADD COLUMN "cv_file" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_sha256" text;--> statement-breakpoint
-- Decision 045: a CV stored before files keeps its bytes in the row (still read from there) and gets its hash here.
UPDATE "applications" SET "cv_sha256" = encode(sha256("cv"), 'hex') WHERE "cv" IS NOT NULL AND "cv_sha256" IS NULL;
