ALTER TABLE "products" ADD COLUMN "min_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_company_min_price" ON "products" USING btree ("company_id","min_price","id");--> statement-breakpoint
CREATE INDEX "products_company_sales" ON "products" USING btree ("company_id","sales_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_company_rating" ON "products" USING btree ("company_id","rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reviews_product_created" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Fill the new column for rows written before it existed (spec section 3's minimum price).
UPDATE "products" SET "min_price" = coalesce(
	(SELECT min("price") FROM "product_variants" WHERE "product_variants"."product_id" = "products"."id"),
	coalesce("sale_price", "price")
);
