CREATE TABLE "prescription_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"sku_id" integer,
	"salt_key" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rx_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"dio_request_id" integer,
	"status" text NOT NULL,
	"enqueued_at" timestamp with time zone NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision" text,
	"reason" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "dio_request_lines" (
	"request_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dio_request_lines_request_id_sku_id_pk" PRIMARY KEY("request_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "dio_request_prescriptions" (
	"request_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	CONSTRAINT "dio_request_prescriptions_request_id_prescription_id_pk" PRIMARY KEY("request_id","prescription_id")
);
--> statement-breakpoint
CREATE TABLE "dio_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"mode" text DEFAULT 'all' NOT NULL,
	"allow_substitutes" boolean DEFAULT false NOT NULL,
	"order_id" integer,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "h1_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"dispensed_on" date NOT NULL,
	"rx_register_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_address" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_address" text NOT NULL,
	"medicine" text NOT NULL,
	"quantity" integer NOT NULL,
	"keep_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rx_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"dispensed_on" date NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"memo_number" text NOT NULL,
	"prescription_id" integer NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_address" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_address" text NOT NULL,
	"sku_id" integer NOT NULL,
	"medicine" text NOT NULL,
	"schedule" text NOT NULL,
	"quantity" integer NOT NULL,
	"batch_no" text NOT NULL,
	"expires_on" date NOT NULL,
	"pharmacist_id" integer NOT NULL,
	"pharmacist_name" text NOT NULL,
	"pharmacist_reg_no" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "pharmacists" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"council" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"refund_paise" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ndps" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salts" ADD COLUMN "ndps" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_centres" ADD COLUMN "pharmacist_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_centres" ADD COLUMN "pharmacist_reg_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_reg_no" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescriber_address" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_age" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "prescribed_on" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "keep_until" date;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "packed_by" integer;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dio_request_lines" ADD CONSTRAINT "dio_request_lines_request_id_dio_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."dio_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dio_request_prescriptions" ADD CONSTRAINT "dio_request_prescriptions_request_id_dio_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."dio_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_medicines_prescription_idx" ON "prescription_medicines" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "rx_reviews_queue_idx" ON "rx_reviews" USING btree ("status","enqueued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rx_reviews_order_idx" ON "rx_reviews" USING btree ("order_id") WHERE "rx_reviews"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rx_reviews_dio_idx" ON "rx_reviews" USING btree ("dio_request_id") WHERE "rx_reviews"."dio_request_id" is not null;--> statement-breakpoint
CREATE INDEX "dio_requests_user_idx" ON "dio_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "h1_register_dispensed_idx" ON "h1_register" USING btree ("dispensed_on");--> statement-breakpoint
CREATE INDEX "rx_register_dispensed_idx" ON "rx_register" USING btree ("dispensed_on");--> statement-breakpoint
CREATE INDEX "rx_register_order_idx" ON "rx_register" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_shipments_tracking_idx" ON "order_shipments" USING btree ("tracking_number");--> statement-breakpoint
-- The legal registers are append-only (issue 10 §5): a correction is a new line, never an edit or a deletion.
CREATE FUNCTION refuse_register_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the % register is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER rx_register_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "rx_register" FOR EACH STATEMENT EXECUTE FUNCTION refuse_register_change();--> statement-breakpoint
CREATE TRIGGER h1_register_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "h1_register" FOR EACH STATEMENT EXECUTE FUNCTION refuse_register_change();
