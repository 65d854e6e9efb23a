CREATE TABLE "lab_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"patient_key" text NOT NULL,
	"patient_name" text NOT NULL,
	"source" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_reports_source" CHECK ("lab_reports"."source" in ('entered', 'uploaded'))
);
--> statement-breakpoint
CREATE TABLE "lab_result_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"ref_low" double precision,
	"ref_high" double precision,
	"ref_text" text,
	"flag" text,
	"entered_by" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_result_rows_flag" CHECK ("lab_result_rows"."flag" is null or "lab_result_rows"."flag" in ('high', 'low', 'abnormal'))
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_id_lab_bookings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_bookings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_rows" ADD CONSTRAINT "lab_result_rows_item_id_lab_booking_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_order_patient_idx" ON "lab_reports" USING btree ("order_id","patient_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_result_rows_item_position_idx" ON "lab_result_rows" USING btree ("item_id","position");