ALTER TABLE "product_variants" ADD COLUMN "size_kind" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_size_kind" CHECK ("product_variants"."size_kind" is null or "product_variants"."size_kind" in ('clothing', 'garment_length', 'shoe', 'storage', 'volume', 'weight', 'dimension', 'other'));--> statement-breakpoint
-- Sizes written before kinds existed: named by how their labels read. Plain numbers are thobe and
-- abaya lengths (inches) when the product's largest is 50 or more, else EU shoe sizes.
UPDATE "product_variants" AS v SET "size_kind" = CASE
  WHEN lower(trim(v."size_en")) ~ '^(x{0,3}s|m|x{0,3}l|[2-5]xl|one size|free size)$' THEN 'clothing'
  WHEN lower(trim(v."size_en")) ~ '^[0-9]+(\.[0-9]+)?\s*(gb|tb)$' THEN 'storage'
  WHEN lower(trim(v."size_en")) ~ '[0-9]\s*(ml|l)$' THEN 'volume'
  WHEN lower(trim(v."size_en")) ~ '[0-9]\s*(g|kg)$' THEN 'weight'
  WHEN lower(trim(v."size_en")) ~ '[0-9]\s*(mm|cm|m)$' THEN 'dimension'
  WHEN trim(v."size_en") ~ '^[0-9]+(\.[0-9]+)?$' THEN CASE
    WHEN (SELECT max(trim(o."size_en")::numeric) FROM "product_variants" AS o
          WHERE o."product_id" = v."product_id" AND trim(o."size_en") ~ '^[0-9]+(\.[0-9]+)?$') >= 50
    THEN 'garment_length' ELSE 'shoe' END
  ELSE 'other'
END
WHERE v."size_en" IS NOT NULL AND v."size_kind" IS NULL;
