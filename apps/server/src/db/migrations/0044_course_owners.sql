-- Courses have owners (decision 0145): owner_id is the creator; courses that existed before belong to their
-- school's first (oldest) administrator. course_teachers holds a course's co-teachers (professors of the same
-- school). A professor edits only the courses they own or co-teach; administrators edit all.
-- Review lessons get a key (their identifier in content packages, as courses, lessons and exams have);
-- existing ones take 'review-' and their id.
CREATE TABLE "course_teachers" (
	"tenant_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "review_lessons" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "review_lessons" SET "key" = 'review-' || "id"::text;--> statement-breakpoint
ALTER TABLE "review_lessons" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
UPDATE "courses" c SET "owner_id" = a.id FROM (
  SELECT DISTINCT ON (u.tenant_id) u.tenant_id, u.id FROM users u
  WHERE u.role = 'Administrator'
  ORDER BY u.tenant_id, u.created_at, u.id
) a WHERE a.tenant_id = c.tenant_id;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_teachers_course_user_key" ON "course_teachers" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_teachers_user_idx" ON "course_teachers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_lessons_course_key_key" ON "review_lessons" USING btree ("course_id","key");