CREATE TABLE "second_opinion_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "second_opinion_files_kind" CHECK ("second_opinion_files"."kind" in ('pathology', 'imaging'))
);
--> statement-breakpoint
CREATE TABLE "second_opinion_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_opinion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" integer,
	"patient_gender" text,
	"diagnosis" text NOT NULL,
	"stage" text NOT NULL,
	"treatment" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"doctor_id" integer,
	"opinion_key" text,
	"opinion_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone,
	"opinion_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "second_opinion_requests_state" CHECK ("second_opinion_requests"."state" in ('received', 'assigned', 'opinion_ready', 'closed')),
	CONSTRAINT "second_opinion_requests_ready" CHECK ("second_opinion_requests"."state" <> 'opinion_ready' or "second_opinion_requests"."opinion_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "second_opinion_files" ADD CONSTRAINT "second_opinion_files_request_id_second_opinion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."second_opinion_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_notes" ADD CONSTRAINT "second_opinion_notes_request_id_second_opinion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."second_opinion_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_opinion_files_request_idx" ON "second_opinion_files" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "second_opinion_notes_request_idx" ON "second_opinion_notes" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "second_opinion_requests_user_idx" ON "second_opinion_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "second_opinion_requests_queue_idx" ON "second_opinion_requests" USING btree ("created_at","id");