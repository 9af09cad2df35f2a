-- Trigram indexes for Arabic-aware search (ADR 0013). The columns are filled from TypeScript,
-- which owns the normalisation: by the seed, and at start for rows that are still empty.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_name" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text" ON "products" USING gin ("search_text" gin_trgm_ops);