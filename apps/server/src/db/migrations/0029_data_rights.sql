CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_known" CHECK ("data_exports"."status" in ('queued', 'preparing', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."storage_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_running_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" in ('queued', 'preparing');
--> statement-breakpoint
-- Erasure (issue 25, data-rights): inside an erasure's transaction (the transaction-local setting tvet.erasure is
-- 'on') deleting a person's answers leaves their outcome facts as they are: the facts stay as anonymous outcome
-- facts of an account with no identity, and the published figures do not move.
CREATE OR REPLACE FUNCTION "outcome_facts_from_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answer survey_responses%ROWTYPE;
  question record;
  code text;
  amount numeric;
  cleaned text;
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN answer := OLD; ELSE answer := NEW; END IF;
  SELECT q.indicator, q.type, q.options INTO question FROM survey_questions q WHERE q.id = answer.question_id;
  IF question.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    IF question.type = 'text' THEN
      IF question.indicator = 'work_state' THEN
        code := nullif(lower(btrim(answer.text)), '');
      ELSE
        cleaned := regexp_replace(coalesce(answer.text, ''), '[[:space:],₦]', '', 'g');
        IF cleaned ~ '^[0-9]{1,12}([.][0-9]+)?$' THEN amount := cleaned::numeric; END IF;
      END IF;
    ELSE
      SELECT o ->> 'code' INTO code FROM jsonb_array_elements(question.options) o
       WHERE o ->> '_id' = answer.option_id LIMIT 1;
    END IF;
    INSERT INTO outcome_facts (survey_id, user_id) VALUES (answer.survey_id, answer.user_id)
      ON CONFLICT (survey_id, user_id) DO NOTHING;
  END IF;
  UPDATE outcome_facts SET
    employment_status = CASE WHEN question.indicator = 'employment_status' THEN code ELSE employment_status END,
    months_to_first_job = CASE WHEN question.indicator = 'months_to_first_job' THEN code ELSE months_to_first_job END,
    months_value = CASE WHEN question.indicator = 'months_to_first_job' THEN amount ELSE months_value END,
    income_band = CASE WHEN question.indicator = 'income_band' THEN code ELSE income_band END,
    income_value = CASE WHEN question.indicator = 'income_band' THEN amount ELSE income_value END,
    relevance = CASE WHEN question.indicator = 'relevance' THEN code ELSE relevance END,
    sector = CASE WHEN question.indicator = 'sector' THEN code ELSE sector END,
    job_satisfaction = CASE WHEN question.indicator = 'job_satisfaction' THEN code ELSE job_satisfaction END,
    work_state = CASE WHEN question.indicator = 'work_state' THEN code ELSE work_state END,
    updated_at = now()
  WHERE survey_id = answer.survey_id AND user_id = answer.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_facts_from_respondent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE outcome_facts SET completed_at = NULL, updated_at = now()
     WHERE survey_id = OLD.survey_id AND user_id = OLD.user_id;
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM survey_questions WHERE survey_id = NEW.survey_id AND indicator IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO outcome_facts (survey_id, user_id, completed_at)
    VALUES (NEW.survey_id, NEW.user_id,
            CASE WHEN NEW.status = 'completed' THEN coalesce(NEW.completed_at, NEW.updated_at, now()) END)
    ON CONFLICT (survey_id, user_id) DO UPDATE SET completed_at = excluded.completed_at, updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The audit log stays append-only, except that an erasure may minimise an entry: the actor's name and e-mail, the
-- record's label and the details may change; who acted (id), what, on which record and when may not. No DELETE.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('tvet.erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.action = OLD.action
     AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
