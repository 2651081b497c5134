ALTER TABLE "exam_questions" ADD COLUMN "skill" text DEFAULT 'grammar' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "draw_count" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "retake_cooldown_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "skill_scores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "question_ids" uuid[];--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "review" jsonb;--> statement-breakpoint
-- hand-written: existing questions measure what their exercise type practises most (as new ones do by default).
UPDATE "exam_questions" SET "skill" = CASE "type"
  WHEN 'listening' THEN 'listening'
  WHEN 'matching' THEN 'vocabulary'
  WHEN 'single-choice' THEN 'reading'
  WHEN 'multiple-choice' THEN 'reading'
  ELSE 'grammar' END;
