ALTER TABLE "users" ADD COLUMN "language_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracer_cases" ADD COLUMN "phone_language_at" timestamp with time zone;