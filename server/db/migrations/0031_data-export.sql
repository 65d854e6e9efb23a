CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_prefix" text,
	"parts" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"entries" integer,
	"swept_at" timestamp with time zone,
	CONSTRAINT "data_exports_status" CHECK ("data_exports"."status" in ('preparing', 'ready', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_key_idx" ON "data_exports" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");