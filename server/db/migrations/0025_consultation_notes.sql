CREATE TABLE "consultation_notes" (
	"consultation_id" integer PRIMARY KEY NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_notes_text_length" CHECK (char_length("consultation_notes"."text") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;