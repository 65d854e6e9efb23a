CREATE TABLE "consultation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_messages_body" CHECK ("consultation_messages"."side" in ('patient', 'doctor') and ("consultation_messages"."text" <> '' or "consultation_messages"."storage_key" is not null)
        and ("consultation_messages"."storage_key" is null) = ("consultation_messages"."file_name" is null) and ("consultation_messages"."storage_key" is null) = ("consultation_messages"."content_type" is null)
        and ("consultation_messages"."storage_key" is null) = ("consultation_messages"."bytes" is null))
);
--> statement-breakpoint
CREATE TABLE "consultation_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"side" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_signals_side" CHECK ("consultation_signals"."side" in ('patient', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_signals" ADD CONSTRAINT "consultation_signals_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_messages_consultation_idx" ON "consultation_messages" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "consultation_signals_consultation_idx" ON "consultation_signals" USING btree ("consultation_id","id");