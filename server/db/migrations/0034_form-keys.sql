ALTER TABLE "campaign_questions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_questions_key_idx" ON "campaign_questions" USING btree ("idempotency_key") WHERE "campaign_questions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_key_idx" ON "survey_responses" USING btree ("idempotency_key") WHERE "survey_responses"."idempotency_key" is not null;