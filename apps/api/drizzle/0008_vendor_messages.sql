CREATE TABLE "vendor_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_messages_sender" CHECK ("vendor_messages"."sender" in ('shopper', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "vendor_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "vendor_messages" ADD CONSTRAINT "vendor_messages_thread_id_vendor_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."vendor_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_threads" ADD CONSTRAINT "vendor_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_threads" ADD CONSTRAINT "vendor_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_threads" ADD CONSTRAINT "vendor_threads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_threads" ADD CONSTRAINT "vendor_threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_messages_thread" ON "vendor_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_threads_user_company" ON "vendor_threads" USING btree ("user_id","company_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_threads_vendor" ON "vendor_threads" USING btree ("vendor_id");