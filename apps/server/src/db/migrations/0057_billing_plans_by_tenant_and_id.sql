-- The billing day reads each school's plans a page at a time, in the order of their ids (decision 0187):
-- an index on (tenant, id) serves each page without sorting the school's plans; it replaces the one on
-- the tenant alone, which it begins with.
DROP INDEX "billing_plans_tenant_idx";--> statement-breakpoint
CREATE INDEX "billing_plans_tenant_id_idx" ON "billing_plans" USING btree ("tenant_id","id");