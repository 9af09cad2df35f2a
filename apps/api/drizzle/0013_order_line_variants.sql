ALTER TABLE "order_items" ADD COLUMN "colour_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "colour_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picture_key" text;--> statement-breakpoint
-- Lines ordered before the copy: their variant's colour and size and their product's first picture
-- as the catalog has them now, where the variant or product still exists.
UPDATE "order_items" AS "line" SET
  "colour_en" = "variant"."colour_en",
  "colour_ar" = "variant"."colour_ar",
  "size_en" = "variant"."size_en",
  "size_ar" = "variant"."size_ar"
FROM "product_variants" AS "variant"
WHERE "variant"."id" = "line"."variant_id";--> statement-breakpoint
UPDATE "order_items" AS "line" SET "picture_key" = (
  SELECT "picture"."media_key" FROM "product_pictures" AS "picture"
  WHERE "picture"."product_id" = "line"."product_id"
  ORDER BY "picture"."position", "picture"."id"
  LIMIT 1
)
WHERE "line"."product_id" IS NOT NULL;
