-- Every product's search_title is empty after this migration, so the server rewrites all search
-- columns at start (refreshSearchDocuments with onlyEmpty), attribute tokens included (ADR 0054).
ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "titled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "headed" integer DEFAULT 0 NOT NULL;
