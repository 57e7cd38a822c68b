DROP INDEX "survey_responses_question_user_key";--> statement-breakpoint
ALTER TABLE "survey_responses" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_pkey" PRIMARY KEY("question_id","user_id");--> statement-breakpoint
CREATE INDEX "jobs_type_feed_idx" ON "jobs" USING btree ("job_type","status","created_at");
