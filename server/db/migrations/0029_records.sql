CREATE TABLE "health_record_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"ref_low" double precision,
	"ref_high" double precision,
	"ref_text" text,
	"flag" text
);
--> statement-breakpoint
CREATE TABLE "health_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"record_date" date NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"link" text,
	"storage_key" text,
	"content_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_records_words" CHECK ("health_records"."kind" in ('OPConsultation', 'Prescription', 'DiagnosticReport', 'DischargeSummary', 'ImmunizationRecord', 'HealthDocumentRecord', 'WellnessRecord')
        and "health_records"."source" in ('lab_report', 'order_prescription', 'e_prescription', 'invoice', 'upload')
        and ("health_records"."storage_key" is null or "health_records"."source" = 'upload'))
);
--> statement-breakpoint
ALTER TABLE "health_record_observations" ADD CONSTRAINT "health_record_observations_record_id_health_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."health_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_record_observations_position_idx" ON "health_record_observations" USING btree ("record_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "health_records_source_idx" ON "health_records" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "health_records_timeline_idx" ON "health_records" USING btree ("patient_id","record_date","id");--> statement-breakpoint
CREATE INDEX "health_records_user_idx" ON "health_records" USING btree ("user_id");