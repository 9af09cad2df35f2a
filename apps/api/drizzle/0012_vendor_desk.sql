CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('due', 'made'))
);
--> statement-breakpoint
CREATE TABLE "vendor_staff" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_staff" ADD CONSTRAINT "vendor_staff_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_shipment" ON "payment_refunds" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'due';--> statement-breakpoint
CREATE INDEX "vendor_staff_vendor" ON "vendor_staff" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "order_shipments_vendor" ON "order_shipments" USING btree ("vendor_id","id" DESC NULLS LAST);