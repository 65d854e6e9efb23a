CREATE TABLE "consultation_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"patient_id" integer,
	"patient_name" text NOT NULL,
	"patient_age" integer,
	"patient_gender" text,
	"doctor_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"symptoms" text DEFAULT '' NOT NULL,
	"consent" text NOT NULL,
	"consent_by" text,
	"consent_at" timestamp with time zone NOT NULL,
	"fee_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"free_with_plan" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"patient_joined_at" timestamp with time zone,
	"doctor_joined_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultations_words" CHECK ("consultations"."mode" in ('chat', 'audio', 'video') and "consultations"."kind" in ('now', 'scheduled') and "consultations"."consent" in ('implied', 'explicit')
        and "consultations"."state" in ('pending_payment', 'booked', 'waiting', 'in_progress', 'completed', 'cancelled', 'no_show', 'refunded')),
	CONSTRAINT "consultations_numbers" CHECK ("consultations"."fee_paise" >= 0 and "consultations"."price_paise" between 0 and "consultations"."fee_paise" and "consultations"."reschedule_count" >= 0
        and ("consultations"."rating" is null or "consultations"."rating" between 1 and 5) and "consultations"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "consultation_attachments" ADD CONSTRAINT "consultation_attachments_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_slot_id_doctor_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."doctor_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_attachments_consultation_idx" ON "consultation_attachments" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultations_doctor_idx" ON "consultations" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_order_idx" ON "consultations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consultations_slot_idx" ON "consultations" USING btree ("slot_id");