CREATE TABLE "member_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"members_from" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_sales_times" CHECK ("member_sales"."members_from" <= "member_sales"."starts_at" and "member_sales"."starts_at" < "member_sales"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "member_sales_members_from_idx" ON "member_sales" USING btree ("members_from");