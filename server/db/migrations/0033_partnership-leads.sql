CREATE TABLE "campaign_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"medicine" text,
	"asker_name" text NOT NULL,
	"asker_phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"reviewed_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"company_size" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_questions_queue_idx" ON "campaign_questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "campaign_questions_published_idx" ON "campaign_questions" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "partnership_leads_queue_idx" ON "partnership_leads" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_leads_key_idx" ON "partnership_leads" USING btree ("idempotency_key") WHERE "partnership_leads"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_slug_idx" ON "survey_responses" USING btree ("slug","id");