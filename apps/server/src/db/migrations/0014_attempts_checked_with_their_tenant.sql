-- Exercise attempts and activity events name their user and exercise together with the tenant (and an
-- attempt its exercise's course): one foreign-key lookup per referenced row instead of one per column,
-- and no row can mix tenants. A lesson moved to another course takes its attempts along (on update
-- cascade). The best-score index leads with the tenant, as every read of it does, so the best score is
-- read from the index's top whatever the statistics say (decision 0063).
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_exercise_id_exercises_id_fk";
--> statement-breakpoint
DROP INDEX "exercise_attempts_user_exercise_score_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_id_tenant_course_key" ON "exercises" USING btree ("id","tenant_id","course_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_tenant_key" ON "users" USING btree ("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_exercise_fk" FOREIGN KEY ("exercise_id","tenant_id","course_id") REFERENCES "public"."exercises"("id","tenant_id","course_id") ON DELETE no action ON UPDATE cascade;
--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exercise_attempts_tenant_user_exercise_score_idx" ON "exercise_attempts" USING btree ("tenant_id","user_id","exercise_id","score");
