-- The administrator's user list at scale (decision 0146): name and e-mail as searches compare them
-- (lower case, without Spanish accents) kept in a generated column, a search by part of it (LIKE '%…%')
-- answered by a pg_trgm index (the extension exists since 0015), and the first page by last name within
-- the tenant from a b-tree.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(btrim("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."email"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_name_idx" ON "users" USING btree ("tenant_id","last_name","first_name","id");
