CREATE TABLE "communication_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"offers_sms" boolean DEFAULT false NOT NULL,
	"offers_email" boolean DEFAULT false NOT NULL,
	"offers_whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"version" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender" text,
	"birth_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","at");