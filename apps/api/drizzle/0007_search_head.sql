ALTER TABLE "products" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_head" ON "products" USING gin ("search_head" gin_trgm_ops);