CREATE TABLE "e_prescription_medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"e_prescription_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"name" text NOT NULL,
	"strength" text NOT NULL,
	"dose" text NOT NULL,
	"frequency" text NOT NULL,
	"duration" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"tpg_list" text NOT NULL,
	CONSTRAINT "e_prescription_medicines_quantity" CHECK ("e_prescription_medicines"."quantity" between 1 and 20 and "e_prescription_medicines"."tpg_list" in ('O', 'A', 'B'))
);
--> statement-breakpoint
CREATE TABLE "e_prescription_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"e_prescription_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lab_test_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"doctor_name" text NOT NULL,
	"qualifications" text NOT NULL,
	"registration_number" text NOT NULL,
	"council" text NOT NULL,
	"doctor_address" text NOT NULL,
	"doctor_contact" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" integer,
	"patient_gender" text,
	"prescribed_on" date NOT NULL,
	"mode" text NOT NULL,
	"visit" text NOT NULL,
	"complaints" text DEFAULT '' NOT NULL,
	"diagnosis" text NOT NULL,
	"provisional" boolean DEFAULT false NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"follow_up_days" integer,
	"follow_up_note" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"pdf_bytes" integer NOT NULL,
	"keep_until" date NOT NULL,
	"prescription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_prescriptions_words" CHECK ("e_prescriptions"."mode" in ('chat', 'audio', 'video') and "e_prescriptions"."visit" in ('first', 'follow_up')
        and ("e_prescriptions"."follow_up_days" is null or "e_prescriptions"."follow_up_days" between 1 and 365))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "consultation_id" integer;--> statement-breakpoint
ALTER TABLE "e_prescription_medicines" ADD CONSTRAINT "e_prescription_medicines_e_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("e_prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_tests" ADD CONSTRAINT "e_prescription_tests_e_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("e_prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_prescription_medicines_rx_idx" ON "e_prescription_medicines" USING btree ("e_prescription_id","position");--> statement-breakpoint
CREATE INDEX "e_prescription_tests_rx_idx" ON "e_prescription_tests" USING btree ("e_prescription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "e_prescriptions_consultation_idx" ON "e_prescriptions" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "e_prescriptions_doctor_idx" ON "e_prescriptions" USING btree ("doctor_id","signed_at");