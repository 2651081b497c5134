-- The lesson score that completes a lesson, per course (issue: completion needs the work); existing courses: 80 %.
ALTER TABLE "courses" ADD COLUMN "pass_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pass_percent_range" CHECK ("courses"."pass_percent" between 1 and 100);