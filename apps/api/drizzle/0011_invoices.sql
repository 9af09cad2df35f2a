CREATE TABLE "invoice_counters" (
	"company_id" integer NOT NULL,
	"seller" text NOT NULL,
	"type" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_company_id_seller_type_pk" PRIMARY KEY("company_id","seller","type")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"seller_kind" text NOT NULL,
	"vendor_id" integer,
	"seller_name_ar" text NOT NULL,
	"seller_name_en" text NOT NULL,
	"vat_number" text NOT NULL,
	"reverses_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"qr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_seller_kind" CHECK ("invoices"."seller_kind" in ('vendor', 'marketplace')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."vat" >= 0 and "invoices"."vat" <= "invoices"."total" and "invoices"."subtotal" = "invoices"."total" - "invoices"."vat")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverses_id_invoices_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reverses" ON "invoices" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_seller" ON "invoices" USING btree ("order_id",coalesce("vendor_id", 0)) WHERE "invoices"."type" = 'invoice';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_vat_number" CHECK ("companies"."vat_number" ~ '^3[0-9]{13}3$');--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vat_number" CHECK ("vendors"."vat_number" ~ '^3[0-9]{13}3$');--> statement-breakpoint
CREATE FUNCTION "invoices_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an issued invoice never changes: % on %', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_never_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_never_change"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_never_change" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoices_never_change"();
