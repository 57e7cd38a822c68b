ALTER TABLE "interview_calls" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_calls_client_key" ON "interview_calls" USING btree ("case_id","client_id");