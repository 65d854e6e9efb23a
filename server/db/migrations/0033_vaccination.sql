CREATE TABLE "vaccination_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer,
	"patient_name" text NOT NULL,
	"patient_gender" text,
	"date_of_birth" date,
	"vaccine_code" text NOT NULL,
	"vaccine_name" text NOT NULL,
	"dose" integer NOT NULL,
	"dose_of" integer,
	"earlier_doses" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_paise" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"city" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"batch_number" text,
	"expiry" date,
	"cold_chain_tenths" integer,
	"given_at" timestamp with time zone,
	"given_by" integer,
	"observed_at" timestamp with time zone,
	"certificate_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vaccination_bookings_status" CHECK ("vaccination_bookings"."status" in ('pending_payment', 'booked', 'given', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vaccination_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vaccination_slots_taken" CHECK ("vaccination_slots"."taken" >= 0 and "vaccination_slots"."taken" <= "vaccination_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "health_records" DROP CONSTRAINT "health_records_words";--> statement-breakpoint
ALTER TABLE "vaccination_bookings" ADD CONSTRAINT "vaccination_bookings_slot_id_vaccination_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."vaccination_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_bookings_order_idx" ON "vaccination_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_bookings_certificate_idx" ON "vaccination_bookings" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_user_idx" ON "vaccination_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_patient_idx" ON "vaccination_bookings" USING btree ("patient_id","vaccine_code");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_starts_idx" ON "vaccination_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_slots_city_start_idx" ON "vaccination_slots" USING btree ("city","starts_at");--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_words" CHECK ("health_records"."kind" in ('OPConsultation', 'Prescription', 'DiagnosticReport', 'DischargeSummary', 'ImmunizationRecord', 'HealthDocumentRecord', 'WellnessRecord')
        and "health_records"."source" in ('lab_report', 'order_prescription', 'e_prescription', 'invoice', 'vaccination', 'upload')
        and ("health_records"."storage_key" is null or "health_records"."source" = 'upload'));