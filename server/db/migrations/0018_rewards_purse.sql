CREATE TABLE "loyalty_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "purse" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_purse" CHECK ("wallet_entries"."purse" in ('cash', 'rewards'));--> statement-breakpoint
-- Care Plan cash back written before the purses (issue 23, stop 34) is a reward (decision 055).
UPDATE "wallet_entries" SET "purse" = 'rewards' WHERE "kind" IN ('cashback', 'cashback_reversal');
