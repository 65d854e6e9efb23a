CREATE TABLE "health_record_abha" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"abha_number" text,
	"abha_address" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_record_share_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"network" text,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_record_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"scope" text NOT NULL,
	"record_id" integer,
	"token_hash" text NOT NULL,
	"idempotency_key" text,
	"hours" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "health_record_shares_scope" CHECK (("health_record_shares"."scope" = 'record' and "health_record_shares"."record_id" is not null) or ("health_record_shares"."scope" = 'patient' and "health_record_shares"."record_id" is null))
);
--> statement-breakpoint
ALTER TABLE "health_record_abha" ADD CONSTRAINT "health_record_abha_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record_share_views" ADD CONSTRAINT "health_record_share_views_share_id_health_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."health_record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record_shares" ADD CONSTRAINT "health_record_shares_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record_shares" ADD CONSTRAINT "health_record_shares_record_id_health_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."health_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_record_share_views_share_idx" ON "health_record_share_views" USING btree ("share_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_record_shares_token_idx" ON "health_record_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "health_record_shares_key_idx" ON "health_record_shares" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "health_record_shares_patient_idx" ON "health_record_shares" USING btree ("patient_id","created_at");