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
CREATE UNIQUE INDEX "insurer_activations_user_idx" ON "insurer_activations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_activations_member_idx" ON "insurer_activations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_benefit_uses_order_idx" ON "insurer_benefit_uses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "insurer_benefit_uses_activation_idx" ON "insurer_benefit_uses" USING btree ("activation_id","kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_members_policy_idx" ON "insurer_members" USING btree ("policy_number");