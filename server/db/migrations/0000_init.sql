CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"level" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"pincode_count" integer NOT NULL,
	"top_rank" integer,
	"serviceable" boolean NOT NULL,
	"pharma_available" boolean NOT NULL,
	"otc_available" boolean NOT NULL,
	"labs_available" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"sample_type" text NOT NULL,
	"fasting" boolean NOT NULL,
	"parameters" integer NOT NULL,
	"includes" jsonb NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "lab_tests_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"cities" jsonb NOT NULL,
	CONSTRAINT "labs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"otp" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"pincode" text NOT NULL,
	"place" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"city_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_salts" (
	"product_id" integer NOT NULL,
	"salt_id" integer NOT NULL,
	"strength" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_salts_product_id_salt_id_pk" PRIMARY KEY("product_id","salt_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"form" text,
	"pack" text NOT NULL,
	"manufacturer" text NOT NULL,
	"composition" text,
	"salt_key" text,
	"schedule" text NOT NULL,
	"rx_required" boolean NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"category_id" integer,
	"popularity" integer NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"therapeutic_class" text NOT NULL,
	"uses" text NOT NULL,
	"schedule" text NOT NULL,
	CONSTRAINT "salts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_idx" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_lower_name_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "places_pincode_idx" ON "places" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "product_salts_salt_idx" ON "product_salts" USING btree ("salt_id");--> statement-breakpoint
CREATE INDEX "products_salt_key_idx" ON "products" USING btree ("salt_key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");