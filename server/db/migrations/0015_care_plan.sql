CREATE TABLE "care_plan_savings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"order_line_id" integer,
	"label" text NOT NULL,
	"benefit" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "care_plan_savings_amount" CHECK ("care_plan_savings"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "care_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"duration_months" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "care_plans_money" CHECK ("care_plans"."price_paise" > 0 and "care_plans"."mrp_paise" >= "care_plans"."price_paise" and "care_plans"."duration_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"state" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cod_locked" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"refund_paise" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_term" CHECK ("memberships"."ends_at" > "memberships"."starts_at" and "memberships"."fee_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "care_plan_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "care_plan_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "care_plan_savings" ADD CONSTRAINT "care_plan_savings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_plan_savings_user_idx" ON "care_plan_savings" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "care_plan_savings_membership_idx" ON "care_plan_savings" USING btree ("membership_id","at");--> statement-breakpoint
CREATE INDEX "care_plan_savings_order_idx" ON "care_plan_savings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_plans_code_idx" ON "care_plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_order_idx" ON "memberships" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_pending_idx" ON "memberships" USING btree ("user_id") WHERE "memberships"."state" = 'pending_payment';