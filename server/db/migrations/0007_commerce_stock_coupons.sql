CREATE TABLE "centre_cities" (
	"centre_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "centre_cities_centre_id_city_id_pk" PRIMARY KEY("centre_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"gstin" text NOT NULL,
	"drug_licence" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fulfilment_centres_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"expires_on" date NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "stock_batches_on_hand" CHECK ("stock_batches"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_paise" integer NOT NULL,
	"max_discount_paise" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_account_limit" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('flat', 'percent')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'flat' or "coupons"."value" <= 100))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "centre_cities" ADD CONSTRAINT "centre_cities_centre_id_fulfilment_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."fulfilment_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_cities" ADD CONSTRAINT "centre_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_centre_id_fulfilment_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."fulfilment_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centre_cities_city_idx" ON "centre_cities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_lot_idx" ON "stock_batches" USING btree ("centre_id","sku_id","batch_no");--> statement-breakpoint
CREATE INDEX "stock_batches_sku_idx" ON "stock_batches" USING btree ("sku_id","centre_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_batch_idx" ON "stock_reservations" USING btree ("batch_id") WHERE "stock_reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");