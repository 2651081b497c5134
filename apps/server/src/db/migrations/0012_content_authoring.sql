ALTER TABLE "chapters" ADD COLUMN "assigned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_course_title_live_key" ON "chapters" USING btree ("course_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "chapters"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_title_es_live_key" ON "courses" USING btree ("tenant_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_title_en_live_key" ON "courses" USING btree ("tenant_id",lower(translate(btrim("title_en"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "courses"."deleted_at" is null;