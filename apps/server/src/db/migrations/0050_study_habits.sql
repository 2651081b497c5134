CREATE TABLE "study_habits" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"onboarding" text,
	"placement_level" text,
	"placement_step" integer,
	"daily_goal_minutes" integer DEFAULT 10 NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"reminder_hour" integer DEFAULT 19 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_habits_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "study_habits_goal_range" CHECK ("study_habits"."daily_goal_minutes" between 1 and 240),
	CONSTRAINT "study_habits_hour_range" CHECK ("study_habits"."reminder_hour" between 0 and 23),
	CONSTRAINT "study_habits_step_range" CHECK ("study_habits"."placement_step" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "study_reminder_claims" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_reminder_claims_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "study_habits" ADD CONSTRAINT "study_habits_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_reminder_claims" ADD CONSTRAINT "study_reminder_claims_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_habits_reminder_idx" ON "study_habits" USING btree ("reminder_hour") WHERE "study_habits"."reminder_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "study_reminder_claims_token_key" ON "study_reminder_claims" USING btree ("token_hash");--> statement-breakpoint
-- hand-written: the users who exist before onboarding are not offered it (it is for new students)
INSERT INTO "study_habits" ("tenant_id", "user_id", "onboarding") SELECT "tenant_id", "id", 'existing' FROM "users" ON CONFLICT DO NOTHING;
