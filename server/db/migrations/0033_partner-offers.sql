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
ALTER TABLE "partner_offer_claims" ADD CONSTRAINT "partner_offer_claims_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_claims" ADD CONSTRAINT "partner_offer_claims_code_id_partner_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."partner_offer_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_codes" ADD CONSTRAINT "partner_offer_codes_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_claims_person_idx" ON "partner_offer_claims" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_claims_code_idx" ON "partner_offer_claims" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "partner_offer_claims_user_idx" ON "partner_offer_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offer_codes_code_idx" ON "partner_offer_codes" USING btree ("offer_id","code");--> statement-breakpoint
CREATE INDEX "partner_offer_codes_free_idx" ON "partner_offer_codes" USING btree ("offer_id","id") WHERE "partner_offer_codes"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "partner_offers_partner_idx" ON "partner_offers" USING btree ("partner_id");