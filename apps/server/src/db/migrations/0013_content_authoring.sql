CREATE TABLE "carousel_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"carousel_id" text NOT NULL,
	"position" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid,
	"resource_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "carousel_slots_position_positive" CHECK ("carousel_slots"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_lessons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
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
ALTER TABLE "carousel_slots" ADD CONSTRAINT "carousel_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_lessons" ADD CONSTRAINT "review_lessons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_lessons" ADD CONSTRAINT "review_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carousel_slots_position_live_key" ON "carousel_slots" USING btree ("tenant_id","carousel_id","position") WHERE "carousel_slots"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carousel_slots_title_live_key" ON "carousel_slots" USING btree ("tenant_id","carousel_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "carousel_slots"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_lessons_course_title_live_key" ON "review_lessons" USING btree ("course_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "review_lessons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_course_title_live_key" ON "chapters" USING btree ("course_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "chapters"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_title_es_live_key" ON "courses" USING btree ("tenant_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_title_en_live_key" ON "courses" USING btree ("tenant_id",lower(translate(btrim("title_en"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "courses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_course_title_live_key" ON "exams" USING btree ("course_id",lower(translate(btrim("title_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "exams"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_chapter_prompt_live_key" ON "exercises" USING btree ("chapter_id",lower(translate(btrim("definition" ->> 'prompt'), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "exercises"."deleted_at" is null;