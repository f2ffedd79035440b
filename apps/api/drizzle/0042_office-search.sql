-- The office's search (issue 42, decision 073): a customer found by words anywhere in the name
-- or email, and by a phone number's digits however either side wrote it, through trigram
-- indexes (pg_trgm, which every PostgreSQL ships among its contrib extensions, and PGlite
-- loads: db/client.ts). The text is the one the user list's search reads as well.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_search_text_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING gin (regexp_replace("phone_number", '[^0-9]', '', 'g') gin_trgm_ops);