CREATE TABLE "partner_offer_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_offer_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"kind" text NOT NULL,
	"eligibility" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"terms" jsonb NOT NULL,
	"how_to_use" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_offers_kind" CHECK ("partner_offers"."kind" in ('discount_code', 'free_service')),
	CONSTRAINT "partner_offers_eligibility" CHECK ("partner_offers"."eligibility" in ('everyone', 'members', 'corporate')),
	CONSTRAINT "partner_offers_window" CHECK ("partner_offers"."starts_at" < "partner_offers"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"about" text NOT NULL,
	"logo_url" text NOT NULL,
	"website" text,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
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
CREATE TABLE "content_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"copied_from" integer,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_saved_by" integer NOT NULL,
	"draft_saved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"policy_number" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_benefit_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"activation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"year" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "insurer_benefit_uses_amount" CHECK ("insurer_benefit_uses"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurer_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"name" text,
	"birth_date" date NOT NULL,
	"cover_until" date,
	"source" text NOT NULL,
	"upload_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"medicine" text,
	"asker_name" text NOT NULL,
	"asker_phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"reviewed_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"company_size" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_records" DROP CONSTRAINT "health_records_words";--> statement-breakpoint
ALTER TABLE "partner_offer_claims" ADD CONSTRAINT "partner_offer_claims_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_claims" ADD CONSTRAINT "partner_offer_claims_code_id_partner_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."partner_offer_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_codes" ADD CONSTRAINT "partner_offer_codes_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_bookings" ADD CONSTRAINT "vaccination_bookings_slot_id_vaccination_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."vaccination_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_slug_content_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."content_pages"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_claims_person_idx" ON "partner_offer_claims" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_claims_code_idx" ON "partner_offer_claims" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "partner_offer_claims_user_idx" ON "partner_offer_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_codes_code_idx" ON "partner_offer_codes" USING btree ("offer_id","code");--> statement-breakpoint
CREATE INDEX "partner_offer_codes_free_idx" ON "partner_offer_codes" USING btree ("offer_id","id") WHERE "partner_offer_codes"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "partner_offers_partner_idx" ON "partner_offers" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_bookings_order_idx" ON "vaccination_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_bookings_certificate_idx" ON "vaccination_bookings" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_user_idx" ON "vaccination_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_patient_idx" ON "vaccination_bookings" USING btree ("patient_id","vaccine_code");--> statement-breakpoint
CREATE INDEX "vaccination_bookings_starts_idx" ON "vaccination_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_slots_city_start_idx" ON "vaccination_slots" USING btree ("city","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_slug_version_idx" ON "content_page_versions" USING btree ("slug","version");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_activations_user_idx" ON "insurer_activations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_activations_member_idx" ON "insurer_activations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_benefit_uses_order_idx" ON "insurer_benefit_uses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "insurer_benefit_uses_activation_idx" ON "insurer_benefit_uses" USING btree ("activation_id","kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_members_policy_idx" ON "insurer_members" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "campaign_questions_queue_idx" ON "campaign_questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "campaign_questions_published_idx" ON "campaign_questions" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "partnership_leads_queue_idx" ON "partnership_leads" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_leads_key_idx" ON "partnership_leads" USING btree ("idempotency_key") WHERE "partnership_leads"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_slug_idx" ON "survey_responses" USING btree ("slug","id");--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_words" CHECK ("health_records"."kind" in ('OPConsultation', 'Prescription', 'DiagnosticReport', 'DischargeSummary', 'ImmunizationRecord', 'HealthDocumentRecord', 'WellnessRecord')
        and "health_records"."source" in ('lab_report', 'order_prescription', 'e_prescription', 'invoice', 'vaccination', 'upload')
        and ("health_records"."storage_key" is null or "health_records"."source" = 'upload'));