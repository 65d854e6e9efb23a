CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"owner" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"relation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_cart_item_patients" (
	"cart_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	CONSTRAINT "lab_cart_item_patients_cart_id_test_id_patient_id_pk" PRIMARY KEY("cart_id","test_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "lab_cart_items" (
	"cart_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_cart_items_cart_id_test_id_pk" PRIMARY KEY("cart_id","test_id")
);
--> statement-breakpoint
DROP INDEX "carts_user_idx";--> statement-breakpoint
ALTER TABLE "lab_cart_item_patients" ADD CONSTRAINT "lab_cart_item_patients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cart_item_patients" ADD CONSTRAINT "lab_cart_item_patients_cart_id_test_id_lab_cart_items_cart_id_test_id_fk" FOREIGN KEY ("cart_id","test_id") REFERENCES "public"."lab_cart_items"("cart_id","test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cart_items" ADD CONSTRAINT "lab_cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "patients_user_idx" ON "patients" USING btree ("user_id");--> statement-breakpoint
-- Data written before carts had owners and lab lines their own table: lab test lines move out of cart_items (their
-- quantity was a patient count; none had patients), every cart keeps exactly one owner, one cart per owner and type.
INSERT INTO "lab_cart_items" ("cart_id", "test_id", "added_at")
	SELECT ci."cart_id", ci."sku_id", ci."added_at" FROM "cart_items" ci JOIN "carts" c ON c."id" = ci."cart_id"
	WHERE c."type" IN ('labs', 'cp_labs');--> statement-breakpoint
DELETE FROM "cart_items" USING "carts" WHERE "carts"."id" = "cart_items"."cart_id" AND "carts"."type" IN ('labs', 'cp_labs');--> statement-breakpoint
UPDATE "cart_items" SET "quantity" = LEAST(GREATEST("quantity", 1), 20) WHERE "quantity" NOT BETWEEN 1 AND 20;--> statement-breakpoint
UPDATE "carts" SET "visitor_id" = NULL WHERE "user_id" IS NOT NULL AND "visitor_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "carts" WHERE "user_id" IS NULL AND "visitor_id" IS NULL;--> statement-breakpoint
DELETE FROM "carts" a USING "carts" b WHERE a."user_id" = b."user_id" AND a."type" = b."type" AND a."id" < b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_type_idx" ON "carts" USING btree ("user_id","type");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 20);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_one_owner" CHECK (("carts"."visitor_id" is null) <> ("carts"."user_id" is null));