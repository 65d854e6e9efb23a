CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"street2" text,
	"street3" text,
	"landmark" text,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"address_type" text NOT NULL,
	"address_name" text NOT NULL,
	"geodata_latitude" double precision,
	"geodata_longitude" double precision,
	"geodata_source" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_prescriptions" (
	"cart_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	CONSTRAINT "cart_prescriptions_cart_id_prescription_id_pk" PRIMARY KEY("cart_id","prescription_id")
);
--> statement-breakpoint
CREATE TABLE "order_prescriptions" (
	"order_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	CONSTRAINT "order_prescriptions_order_id_prescription_id_pk" PRIMARY KEY("order_id","prescription_id")
);
--> statement-breakpoint
CREATE TABLE "prescription_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_id" integer,
	"sku_id" integer NOT NULL,
	"name" text NOT NULL,
	"pack" text NOT NULL,
	"manufacturer" text NOT NULL,
	"schedule" text NOT NULL,
	"rx_required" boolean NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"quantity" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"centre_id" integer NOT NULL,
	"eta_days_min" integer NOT NULL,
	"eta_days_max" integer NOT NULL,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_type" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"mrp_total_paise" integer NOT NULL,
	"item_total_paise" integer NOT NULL,
	"coupon_code" text,
	"coupon_discount_paise" integer NOT NULL,
	"delivery_fee_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"wallet_paise" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"city" text NOT NULL,
	"rx_required" boolean NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"invoice_number" text,
	"cancel_reason" text,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_money" CHECK ("orders"."total_paise" >= 0 and "orders"."wallet_paise" >= 0 and "orders"."wallet_paise" <= "orders"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"failure_reason" text,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_paise" > 0 and "payments"."refunded_paise" between 0 and "payments"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_amount" CHECK ("wallet_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "address_id" integer;--> statement-breakpoint
ALTER TABLE "cart_prescriptions" ADD CONSTRAINT "cart_prescriptions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prescriptions" ADD CONSTRAINT "order_prescriptions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prescription_files_prescription_idx" ON "prescription_files" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reference_idx" ON "wallet_entries" USING btree ("kind","reference");