ALTER TABLE "addresses" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "building_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "short_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "estimated_earliest" date;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "estimated_latest" date;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "handling_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_handling_days" CHECK ("vendors"."handling_days" between 0 and 10);