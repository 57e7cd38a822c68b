ALTER TABLE "guardian_confirmations" ALTER COLUMN "guardian_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_entries" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "guardian_confirmations" ADD COLUMN "guardian_phone" text;