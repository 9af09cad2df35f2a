CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"redirect_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"brand" text,
	"last4" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunding', 'refunded')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_last4" CHECK ("payments"."last4" is null or "payments"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"token" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"step" text DEFAULT 'card' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"brand" text,
	"last4" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_step" CHECK ("sandbox_payments"."step" in ('card', 'authenticate', 'done')),
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id" ON "payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "payments_refunding" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'refunding';--> statement-breakpoint
CREATE INDEX "sandbox_payments_reference" ON "sandbox_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'AwaitingPayment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('AwaitingPayment', 'InProgress', 'Completed', 'Cancelled'));