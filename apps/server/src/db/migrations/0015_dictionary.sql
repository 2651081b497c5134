-- Search: trigram similarity (pg_trgm) and accent folding (unaccent), both shipped with PostgreSQL's
-- contrib modules. unaccent() is only STABLE (its dictionary could change), so a generated column and
-- an index need this IMMUTABLE wrapper, which names the dictionary explicitly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dictionary_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"source" text NOT NULL,
	"direction" text NOT NULL,
	"headword" text NOT NULL,
	"search_key" text GENERATED ALWAYS AS (dictionary_search_key(headword)) STORED NOT NULL,
	"ipa" text,
	"parts_of_speech" text[] NOT NULL,
	"summary" text NOT NULL,
	"sensitive_only" boolean DEFAULT false NOT NULL,
	"frequency_rank" integer,
	"frequency_band" smallint NOT NULL,
	"overrides_entry_id" uuid,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dictionary_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"entries" integer NOT NULL,
	"senses" integer NOT NULL,
	"translations" integer NOT NULL,
	"refused_lines" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_senses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"tenant_id" uuid,
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"part_of_speech" text NOT NULL,
	"gender" text,
	"gloss" text,
	"tags" text[] NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"see_also" text,
	"see_also_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_translations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sense_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"gender" text,
	"tags" text[] NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"target_entry_id" uuid
);
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_overrides_entry_id_dictionary_entries_id_fk" FOREIGN KEY ("overrides_entry_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_senses" ADD CONSTRAINT "dictionary_senses_entry_id_dictionary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_senses" ADD CONSTRAINT "dictionary_senses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_senses" ADD CONSTRAINT "dictionary_senses_see_also_entry_id_dictionary_entries_id_fk" FOREIGN KEY ("see_also_entry_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_translations" ADD CONSTRAINT "dictionary_translations_sense_id_dictionary_senses_id_fk" FOREIGN KEY ("sense_id") REFERENCES "public"."dictionary_senses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_translations" ADD CONSTRAINT "dictionary_translations_target_entry_id_dictionary_entries_id_fk" FOREIGN KEY ("target_entry_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_import_key_idx" ON "dictionary_entries" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "dictionary_entries_search_key_trgm_idx" ON "dictionary_entries" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dictionary_entries_search_key_idx" ON "dictionary_entries" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dictionary_entries_overrides_idx" ON "dictionary_entries" USING btree ("overrides_entry_id") WHERE overrides_entry_id is not null;--> statement-breakpoint
CREATE INDEX "dictionary_senses_entry_idx" ON "dictionary_senses" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "dictionary_senses_source_idx" ON "dictionary_senses" USING btree ("source");--> statement-breakpoint
CREATE INDEX "dictionary_translations_sense_idx" ON "dictionary_translations" USING btree ("sense_id","position");