CREATE TABLE "lab_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"days" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_offers" (
	"lab_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"turnaround_hours" integer NOT NULL,
	CONSTRAINT "lab_offers_lab_id_test_id_pk" PRIMARY KEY("lab_id","test_id"),
	CONSTRAINT "lab_offers_price" CHECK ("lab_offers"."price_paise" > 0 and "lab_offers"."price_paise" <= "lab_offers"."mrp_paise"),
	CONSTRAINT "lab_offers_turnaround" CHECK ("lab_offers"."turnaround_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "lab_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"city" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_slots_taken" CHECK ("lab_slots"."taken" >= 0 and "lab_slots"."taken" <= "lab_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "lab_tests" ADD COLUMN "preparation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "accreditations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "rating_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "home_collection" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "lab_slot_id" integer;--> statement-breakpoint
ALTER TABLE "lab_cart_items" ADD COLUMN "lab_id" integer;--> statement-breakpoint
ALTER TABLE "lab_centres" ADD CONSTRAINT "lab_centres_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_offers" ADD CONSTRAINT "lab_offers_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_offers" ADD CONSTRAINT "lab_offers_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_slots" ADD CONSTRAINT "lab_slots_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_centres_lab_city_idx" ON "lab_centres" USING btree ("lab_id","city");--> statement-breakpoint
CREATE INDEX "lab_offers_test_idx" ON "lab_offers" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_slots_lab_city_start_idx" ON "lab_slots" USING btree ("lab_id","city","starts_at");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_age" CHECK ("patients"."age" is null or "patients"."age" between 0 and 120);