CREATE TABLE "lab_booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"test_name" text NOT NULL,
	"patient_id" integer,
	"patient_name" text NOT NULL,
	"patient_age" integer,
	"patient_gender" text,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lab_booking_items_price" CHECK ("lab_booking_items"."price_paise" >= 0 and "lab_booking_items"."price_paise" <= "lab_booking_items"."mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "lab_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"lab_name" text NOT NULL,
	"slot_id" integer NOT NULL,
	"city" text NOT NULL,
	"places" integer NOT NULL,
	"status" text NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lab_bookings_places" CHECK ("lab_bookings"."places" between 1 and 6),
	CONSTRAINT "lab_bookings_reschedules" CHECK ("lab_bookings"."reschedule_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_order_id_lab_bookings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_bookings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_booking_items" ADD CONSTRAINT "lab_booking_items_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_bookings" ADD CONSTRAINT "lab_bookings_slot_id_lab_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."lab_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_booking_items_order_idx" ON "lab_booking_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lab_bookings_slot_idx" ON "lab_bookings" USING btree ("slot_id");