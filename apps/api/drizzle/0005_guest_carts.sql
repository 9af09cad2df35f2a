ALTER TABLE "cart_items" ADD COLUMN "unit_price_seen" integer;--> statement-breakpoint
CREATE INDEX "carts_guest_updated" ON "carts" USING btree ("updated_at") WHERE "carts"."user_id" is null;