CREATE TABLE "outcome_facts" (
	"survey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"employment_status" text,
	"months_to_first_job" text,
	"months_value" numeric,
	"income_band" text,
	"income_value" numeric,
	"relevance" text,
	"sector" text,
	"job_satisfaction" text,
	"work_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_facts_pkey" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD CONSTRAINT "outcome_facts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD CONSTRAINT "outcome_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_facts_user_completed_idx" ON "outcome_facts" USING btree ("user_id","completed_at" DESC NULLS LAST) WHERE "outcome_facts"."completed_at" is not null;--> statement-breakpoint
-- Outcome facts follow the answers (issue 14). An answer to a tagged question sets that indicator's column of the
-- person's row: the option's code, or for a text question the number typed (months, income) or the lower-cased
-- text (state of work). A deleted answer clears it (no row is created on delete: the person may be going).
CREATE FUNCTION "outcome_facts_from_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answer survey_responses%ROWTYPE;
  question record;
  code text;
  amount numeric;
  cleaned text;
BEGIN
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
CREATE TRIGGER "survey_responses_outcome_facts" AFTER INSERT OR UPDATE OR DELETE ON "survey_responses"
  FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_answer"();
--> statement-breakpoint
-- A respondent of a survey with tagged questions has a row; completed_at is set while the survey is completed.
CREATE FUNCTION "outcome_facts_from_respondent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER "survey_respondents_outcome_facts" AFTER INSERT OR UPDATE OF status, completed_at OR DELETE
  ON "survey_respondents" FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_respondent"();
--> statement-breakpoint
-- Backfill: run the triggers over what is already there (questions tagged since 0011 and their answers).
UPDATE "survey_respondents" SET status = status
 WHERE survey_id IN (SELECT survey_id FROM survey_questions WHERE indicator IS NOT NULL);
--> statement-breakpoint
UPDATE "survey_responses" SET option_id = option_id
 WHERE question_id IN (SELECT id FROM survey_questions WHERE indicator IS NOT NULL);
