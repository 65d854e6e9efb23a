CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text,
	"assigned_to" integer,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "grievances_queue_idx" ON "grievances" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_key_idx" ON "grievances" USING btree ("user_id","idempotency_key") WHERE "grievances"."idempotency_key" is not null;