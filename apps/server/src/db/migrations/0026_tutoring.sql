CREATE TYPE "public"."tutor_exception_kind" AS ENUM('off', 'extra');--> statement-breakpoint
CREATE TYPE "public"."tutoring_session_status" AS ENUM('booked', 'cancelled', 'attended', 'student_no_show', 'tutor_no_show');--> statement-breakpoint
CREATE TABLE "tutor_availability_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" "tutor_exception_kind" NOT NULL,
	"start_time" text,
	"end_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_availability_exceptions_times" CHECK (("tutor_availability_exceptions"."start_time" is null and "tutor_availability_exceptions"."end_time" is null and "tutor_availability_exceptions"."kind" = 'off') or ("tutor_availability_exceptions"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "tutor_availability_exceptions"."end_time" ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$' and "tutor_availability_exceptions"."start_time" < "tutor_availability_exceptions"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "tutor_availability_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_availability_rules_weekday" CHECK ("tutor_availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "tutor_availability_rules_times" CHECK ("tutor_availability_rules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "tutor_availability_rules"."end_time" ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$' and "tutor_availability_rules"."start_time" < "tutor_availability_rules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate_cents" integer DEFAULT 0 NOT NULL,
	"session_lengths" integer[] DEFAULT '{30,60}'::integer[] NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 28 NOT NULL,
	"meeting_link" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_profiles_rate" CHECK ("tutor_profiles"."hourly_rate_cents" >= 0),
	CONSTRAINT "tutor_profiles_notice" CHECK ("tutor_profiles"."min_notice_minutes" between 0 and 20160),
	CONSTRAINT "tutor_profiles_horizon" CHECK ("tutor_profiles"."horizon_days" between 1 and 180),
	CONSTRAINT "tutor_profiles_lengths" CHECK ("tutor_profiles"."session_lengths" <@ '{30,60}'::integer[] and cardinality("tutor_profiles"."session_lengths") > 0)
);
--> statement-breakpoint
CREATE TABLE "tutoring_reminders" (
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutoring_reminders_pkey" PRIMARY KEY("session_id","kind","starts_at")
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "tutoring_session_status" DEFAULT 'booked' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"course_id" uuid,
	"context_label" text DEFAULT '' NOT NULL,
	"student_time_zone" text NOT NULL,
	"meeting_link" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"account_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_sessions_times" CHECK ("tutoring_sessions"."starts_at" < "tutoring_sessions"."ends_at"),
	CONSTRAINT "tutoring_sessions_price" CHECK ("tutoring_sessions"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tutoring_cancel_cutoff_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tutoring_session_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tutoring_meeting_url_pattern" text;--> statement-breakpoint
ALTER TABLE "tutor_availability_exceptions" ADD CONSTRAINT "tutor_availability_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability_exceptions" ADD CONSTRAINT "tutor_availability_exceptions_tutor_fk" FOREIGN KEY ("tutor_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability_rules" ADD CONSTRAINT "tutor_availability_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability_rules" ADD CONSTRAINT "tutor_availability_rules_tutor_fk" FOREIGN KEY ("tutor_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_reminders" ADD CONSTRAINT "tutoring_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_reminders" ADD CONSTRAINT "tutoring_reminders_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_fk" FOREIGN KEY ("tutor_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_student_fk" FOREIGN KEY ("student_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_availability_exceptions_tutor_idx" ON "tutor_availability_exceptions" USING btree ("tenant_id","tutor_id","day");--> statement-breakpoint
CREATE INDEX "tutor_availability_rules_tutor_idx" ON "tutor_availability_rules" USING btree ("tenant_id","tutor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_profiles_tenant_user_key" ON "tutor_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_idx" ON "tutoring_sessions" USING btree ("tenant_id","tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_student_idx" ON "tutoring_sessions" USING btree ("tenant_id","student_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_starts_idx" ON "tutoring_sessions" USING btree ("starts_at") WHERE "tutoring_sessions"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_tutoring_cutoff" CHECK ("tenants"."tutoring_cancel_cutoff_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_tutoring_price" CHECK ("tenants"."tutoring_session_price_cents" >= 0);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "tutor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_student_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "student_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
