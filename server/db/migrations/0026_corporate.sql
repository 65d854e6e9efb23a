CREATE TABLE "corporate_admins" (
	"corporate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_admins_corporate_id_user_id_pk" PRIMARY KEY("corporate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "corporate_dependants" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"patient_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_dependants_relation" CHECK ("corporate_dependants"."relation" in ('spouse', 'child', 'parent', 'parent_in_law'))
);
--> statement-breakpoint
CREATE TABLE "corporate_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"employee_code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"work_email" text,
	"phone" text,
	"coverage" text NOT NULL,
	"cover_from" date NOT NULL,
	"cover_until" date,
	"user_id" integer,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_employees_coverage" CHECK ("corporate_employees"."coverage" in ('self', 'self_and_family')),
	CONSTRAINT "corporate_employees_cover" CHECK ("corporate_employees"."cover_until" is null or "corporate_employees"."cover_until" >= "corporate_employees"."cover_from")
);
--> statement-breakpoint
CREATE TABLE "corporate_health_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"dependant_id" integer,
	"year" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_health_checks_status" CHECK ("corporate_health_checks"."status" in ('booked', 'sample_collected', 'report_ready', 'cancelled')),
	CONSTRAINT "corporate_health_checks_channel" CHECK ("corporate_health_checks"."channel" in ('corporate_labs', 'self_serve'))
);
--> statement-breakpoint
CREATE TABLE "corporate_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"year" integer NOT NULL,
	"pharmacy_paise" integer NOT NULL,
	"labs_paise" integer NOT NULL,
	"consultation_paise" integer NOT NULL,
	"family_cover" boolean NOT NULL,
	"health_check_test_id" integer,
	"health_check_for" text DEFAULT 'employee' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_policies_amounts" CHECK ("corporate_policies"."pharmacy_paise" >= 0 and "corporate_policies"."labs_paise" >= 0 and "corporate_policies"."consultation_paise" >= 0),
	CONSTRAINT "corporate_policies_for" CHECK ("corporate_policies"."health_check_for" in ('employee', 'employee_and_family'))
);
--> statement-breakpoint
CREATE TABLE "corporate_self_serve_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"corporate_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"reschedule_reason" text,
	"order_id" integer,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_self_serve_links_purpose" CHECK ("corporate_self_serve_links"."purpose" in ('booking', 'reschedule'))
);
--> statement-breakpoint
CREATE TABLE "corporate_wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"benefit" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"balance_after_paise" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_wallet_entries_amount" CHECK ("corporate_wallet_entries"."amount_paise" <> 0),
	CONSTRAINT "corporate_wallet_entries_kind" CHECK ("corporate_wallet_entries"."kind" in ('top_up', 'payment', 'refund', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "corporate_wallets" (
	"employee_id" integer NOT NULL,
	"benefit" text NOT NULL,
	"balance_paise" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_wallets_employee_id_benefit_pk" PRIMARY KEY("employee_id","benefit"),
	CONSTRAINT "corporate_wallets_floor" CHECK ("corporate_wallets"."balance_paise" >= 0),
	CONSTRAINT "corporate_wallets_benefit" CHECK ("corporate_wallets"."benefit" in ('pharmacy', 'labs', 'consultation'))
);
--> statement-breakpoint
CREATE TABLE "corporates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "corporate_admins_user_idx" ON "corporate_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_dependants_employee_idx" ON "corporate_dependants" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_employees_code_idx" ON "corporate_employees" USING btree ("corporate_id","employee_code");--> statement-breakpoint
CREATE INDEX "corporate_employees_phone_idx" ON "corporate_employees" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "corporate_employees_email_idx" ON "corporate_employees" USING btree ("work_email");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_employees_user_idx" ON "corporate_employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_health_checks_person_idx" ON "corporate_health_checks" USING btree ("employee_id",coalesce("dependant_id", 0),"year") WHERE "corporate_health_checks"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "corporate_health_checks_corporate_idx" ON "corporate_health_checks" USING btree ("corporate_id","year");--> statement-breakpoint
CREATE INDEX "corporate_health_checks_order_idx" ON "corporate_health_checks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_policies_year_idx" ON "corporate_policies" USING btree ("corporate_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_self_serve_links_uuid_idx" ON "corporate_self_serve_links" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_self_serve_links_token_idx" ON "corporate_self_serve_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "corporate_self_serve_links_employee_idx" ON "corporate_self_serve_links" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "corporate_wallet_entries_history_idx" ON "corporate_wallet_entries" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "corporate_wallet_entries_corporate_idx" ON "corporate_wallet_entries" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_wallet_entries_reference_idx" ON "corporate_wallet_entries" USING btree ("employee_id","kind","reference","benefit");--> statement-breakpoint
CREATE UNIQUE INDEX "corporates_slug_idx" ON "corporates" USING btree ("slug");