CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_user_id_gateway_pk" PRIMARY KEY("user_id","gateway")
);
--> statement-breakpoint
CREATE TABLE "payment_token_removals" (
	"user_id" integer NOT NULL,
	"token_id" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_token_removals_user_id_token_id_pk" PRIMARY KEY("user_id","token_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('visible', 'hidden')),
	CONSTRAINT "reviews_subject" CHECK ("reviews"."subject" in ('product', 'lab_test'))
);
--> statement-breakpoint
CREATE INDEX "payment_token_removals_at_idx" ON "payment_token_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_idx" ON "reviews" USING btree ("user_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "reviews_visible_idx" ON "reviews" USING btree ("subject","subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);