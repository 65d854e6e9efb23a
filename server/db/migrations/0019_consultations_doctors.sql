CREATE TABLE "doctor_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	CONSTRAINT "doctor_exceptions_kind" CHECK ("doctor_exceptions"."kind" in ('off', 'extra') and ("doctor_exceptions"."kind" = 'off' or ("doctor_exceptions"."from_minute" is not null and "doctor_exceptions"."to_minute" is not null))
        and ("doctor_exceptions"."from_minute" is null) = ("doctor_exceptions"."to_minute" is null)
        and ("doctor_exceptions"."from_minute" is null or ("doctor_exceptions"."from_minute" >= 0 and "doctor_exceptions"."to_minute" <= 1440 and "doctor_exceptions"."from_minute" < "doctor_exceptions"."to_minute")))
);
--> statement-breakpoint
CREATE TABLE "doctor_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"from_minute" integer NOT NULL,
	"to_minute" integer NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	CONSTRAINT "doctor_hours_window" CHECK ("doctor_hours"."weekday" between 0 and 6 and "doctor_hours"."from_minute" >= 0 and "doctor_hours"."to_minute" <= 1440 and "doctor_hours"."from_minute" < "doctor_hours"."to_minute" and "doctor_hours"."slot_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_slots_taken" CHECK ("doctor_slots"."taken" >= 0 and "doctor_slots"."taken" <= "doctor_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "doctor_specialties" (
	"specialty_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	CONSTRAINT "doctor_specialties_specialty_id_doctor_id_pk" PRIMARY KEY("specialty_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"qualifications" text NOT NULL,
	"registration_number" text NOT NULL,
	"council" text NOT NULL,
	"languages" text[] NOT NULL,
	"experience_years" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"initials" text NOT NULL,
	"rating_tenths" integer,
	"ratings" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_numbers" CHECK ("doctors"."fee_paise" >= 0 and "doctors"."experience_years" between 0 and 70 and ("doctors"."rating_tenths" is null or "doctors"."rating_tenths" between 0 and 50))
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_exceptions" ADD CONSTRAINT "doctor_exceptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_slots" ADD CONSTRAINT "doctor_slots_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialties" ADD CONSTRAINT "doctor_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialties" ADD CONSTRAINT "doctor_specialties_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_exceptions_doctor_date_idx" ON "doctor_exceptions" USING btree ("doctor_id","date");--> statement-breakpoint
CREATE INDEX "doctor_hours_doctor_idx" ON "doctor_hours" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_slots_doctor_start_idx" ON "doctor_slots" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "doctor_specialties_doctor_idx" ON "doctor_specialties" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_idx" ON "doctors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_code_idx" ON "specialties" USING btree ("code");