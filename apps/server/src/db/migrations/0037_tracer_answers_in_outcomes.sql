ALTER TABLE "outcome_facts" DROP CONSTRAINT "outcome_facts_pkey";--> statement-breakpoint
ALTER TABLE "outcome_facts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD COLUMN "respondent" uuid;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD COLUMN "person" uuid;--> statement-breakpoint
UPDATE "outcome_facts" SET "respondent" = "user_id", "person" = "user_id";--> statement-breakpoint
ALTER TABLE "outcome_facts" ALTER COLUMN "respondent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outcome_facts" ALTER COLUMN "person" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD COLUMN "wave" smallint;--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD COLUMN "mode" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "outcome_units" ADD COLUMN "wave" smallint;--> statement-breakpoint
ALTER TABLE "outcome_units" ADD COLUMN "mode" text;--> statement-breakpoint
CREATE INDEX "outcome_facts_user_idx" ON "outcome_facts" USING btree ("user_id","survey_id") WHERE "outcome_facts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "outcome_facts_case_idx" ON "outcome_facts" USING btree ("case_id") WHERE "outcome_facts"."case_id" is not null;--> statement-breakpoint
CREATE INDEX "outcome_facts_person_idx" ON "outcome_facts" USING btree ("person");--> statement-breakpoint
ALTER TABLE "outcome_facts" ADD CONSTRAINT "outcome_facts_pkey" PRIMARY KEY("survey_id","respondent");
--> statement-breakpoint
CREATE TABLE "tracer_baselines" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"roll_entry_id" uuid,
	"email" text,
	"phone" text,
	"whatsapp" text,
	"alt_name" text,
	"alt_relation" text,
	"alt_phone" text,
	"alt_email" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_events" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "tracer_baselines" ADD CONSTRAINT "tracer_baselines_case_id_tracer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tracer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_baselines" ADD CONSTRAINT "tracer_baselines_roll_entry_id_roll_entries_id_fk" FOREIGN KEY ("roll_entry_id") REFERENCES "public"."roll_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracer_baselines_entry_idx" ON "tracer_baselines" USING btree ("roll_entry_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "consent_events_case_idx" ON "consent_events" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_someone" CHECK ("consent_events"."account_id" is not null or "consent_events"."case_id" is not null);
--> statement-breakpoint
-- ===== hand-written (h3, issue 26): answers by link in the outcome facts, with wave and mode =====
-- Copied from features/outcomes/outcomes.sql as it stands.
-- ---------- facts: one row per respondent and survey, following their answers ----------
-- Outcome facts follow the answers (issue 14). An answer to a tagged question sets that indicator's column of the
-- respondent's row: the option's code, or for a text question the number typed (months, income) or the lower-cased
-- text (state of work). A deleted answer clears it (no row is created on delete: the person may be going).
-- A respondent is an account (survey_responses: answers given signed in, and a tracer case's answers copied there
-- once the case is linked to the account) or a tracer case no account is linked to (tracer_answers: answers by
-- link, text message, USSD, WhatsApp or phone; issue 26). A case's own row goes when the case is linked (its answers
-- are copied to the account's), so one graduate's answers count once. `person` is who the row counts as: the
-- account, or the case's roll entry (the same graduate across waves).
--
-- Where an account's answers come from (issue 26): the wave of the account's tracer case over this survey (the case
-- answered by link first, else the one whose wave is open) and that case's mode; 'web' otherwise.
CREATE OR REPLACE FUNCTION "outcome_fact_origin"(survey uuid, account uuid, tcase uuid, OUT wave smallint,
  OUT mode text, OUT person uuid, OUT completed_at timestamptz) LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF tcase IS NOT NULL THEN
    SELECT w.offset_months, coalesce(c.mode, 'web'), coalesce(c.roll_entry_id, c.id),
      CASE WHEN c.disposition = 'complete' THEN coalesce(c.completed_at, now()) END
      INTO wave, mode, person, completed_at
      FROM tracer_cases c JOIN tracer_waves w ON w.id = c.wave_id WHERE c.id = tcase;
    RETURN;
  END IF;
  person := account;
  SELECT w.offset_months, coalesce(c.mode, 'web') INTO wave, mode
    FROM tracer_cases c JOIN tracer_studies s ON s.id = c.study_id JOIN tracer_waves w ON w.id = c.wave_id
   WHERE c.account_id = account AND s.survey_id = survey
   ORDER BY (c.mode IS NOT NULL) DESC, (now() >= w.opens_at AND now() < w.closes_at) DESC, w.offset_months DESC
   LIMIT 1;
  mode := coalesce(mode, 'web');
END $$;
--> statement-breakpoint
-- Sets (or clears, when deleting) the indicator one answer to a tagged question fills in the respondent's row.
CREATE OR REPLACE FUNCTION "outcome_fact_set"(survey uuid, who uuid, account uuid, tcase uuid, question_id uuid,
  answer_text text, answer_option text, deleting boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  question record;
  origin record;
  code text;
  amount numeric;
  cleaned text;
BEGIN
  SELECT q.indicator, q.type, q.options INTO question FROM survey_questions q WHERE q.id = question_id;
  IF question.indicator IS NULL THEN RETURN; END IF;
  IF NOT deleting THEN
    IF question.type = 'text' THEN
      IF question.indicator = 'work_state' THEN
        code := nullif(lower(btrim(answer_text)), '');
      ELSE
        cleaned := regexp_replace(coalesce(answer_text, ''), '[[:space:],₦]', '', 'g');
        IF cleaned ~ '^[0-9]{1,12}([.][0-9]+)?$' THEN amount := cleaned::numeric; END IF;
      END IF;
    ELSE
      SELECT o ->> 'code' INTO code FROM jsonb_array_elements(question.options) o
       WHERE o ->> '_id' = answer_option LIMIT 1;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM outcome_facts f WHERE f.survey_id = survey AND f.respondent = who) THEN
      origin := outcome_fact_origin(survey, account, tcase);
      INSERT INTO outcome_facts (survey_id, respondent, person, user_id, case_id, wave, mode, completed_at)
        VALUES (survey, who, origin.person, account, tcase, origin.wave, origin.mode,
                CASE WHEN tcase IS NOT NULL THEN origin.completed_at END)
        ON CONFLICT (survey_id, respondent) DO NOTHING;
    END IF;
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
  WHERE survey_id = survey AND respondent = who;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_facts_from_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answer survey_responses%ROWTYPE;
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN answer := OLD; ELSE answer := NEW; END IF;
  PERFORM outcome_fact_set(answer.survey_id, answer.user_id, answer.user_id, NULL, answer.question_id,
    answer.text, answer.option_id, TG_OP = 'DELETE');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "survey_responses_outcome_facts" ON "survey_responses";
--> statement-breakpoint
CREATE TRIGGER "survey_responses_outcome_facts" AFTER INSERT OR UPDATE OR DELETE ON "survey_responses"
  FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_answer"();
--> statement-breakpoint
-- A respondent of a survey with tagged questions has a row; completed_at is set while the survey is completed.
CREATE OR REPLACE FUNCTION "outcome_facts_from_respondent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  origin record;
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE outcome_facts SET completed_at = NULL, updated_at = now()
     WHERE survey_id = OLD.survey_id AND respondent = OLD.user_id;
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM survey_questions WHERE survey_id = NEW.survey_id AND indicator IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  origin := outcome_fact_origin(NEW.survey_id, NEW.user_id, NULL);
  INSERT INTO outcome_facts (survey_id, respondent, person, user_id, wave, mode, completed_at)
    VALUES (NEW.survey_id, NEW.user_id, NEW.user_id, NEW.user_id, origin.wave, origin.mode,
            CASE WHEN NEW.status = 'completed' THEN coalesce(NEW.completed_at, NEW.updated_at, now()) END)
    ON CONFLICT (survey_id, respondent) DO UPDATE SET completed_at = excluded.completed_at, updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "survey_respondents_outcome_facts" ON "survey_respondents";
--> statement-breakpoint
CREATE TRIGGER "survey_respondents_outcome_facts" AFTER INSERT OR UPDATE OF status, completed_at OR DELETE
  ON "survey_respondents" FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_respondent"();
--> statement-breakpoint
-- A tracer case's answers (issue 26) are the case's row while no account is linked to the case; once one is, they
-- are copied to survey_responses (tracer.repository.ts copyLinkedAnswers) and count as the account's.
CREATE OR REPLACE FUNCTION "outcome_facts_from_case_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answer tracer_answers%ROWTYPE;
  tcase record;
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN answer := OLD; ELSE answer := NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD.text IS NOT DISTINCT FROM NEW.text AND OLD.option_id IS NOT DISTINCT FROM NEW.option_id
  THEN
    RETURN NULL;
  END IF;
  SELECT c.account_id, s.survey_id INTO tcase
    FROM tracer_cases c JOIN tracer_studies s ON s.id = c.study_id WHERE c.id = answer.case_id;
  IF NOT FOUND OR tcase.account_id IS NOT NULL THEN RETURN NULL; END IF;
  PERFORM outcome_fact_set(tcase.survey_id, answer.case_id, NULL, answer.case_id, answer.question_id,
    answer.text, answer.option_id, TG_OP = 'DELETE');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tracer_answers_outcome_facts" ON "tracer_answers";
--> statement-breakpoint
CREATE TRIGGER "tracer_answers_outcome_facts" AFTER INSERT OR UPDATE OR DELETE ON "tracer_answers"
  FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_case_answer"();
--> statement-breakpoint
-- The case's row follows its disposition (complete: completed_at) and mode; it goes when the case is linked to an
-- account (the account's row holds the answers from then on) or removed.
CREATE OR REPLACE FUNCTION "outcome_facts_from_case"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tvet.erasure', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' OR NEW.account_id IS NOT NULL THEN
    DELETE FROM outcome_facts WHERE case_id = OLD.id;
    RETURN NULL;
  END IF;
  UPDATE outcome_facts f SET
    completed_at = CASE WHEN NEW.disposition = 'complete' THEN coalesce(NEW.completed_at, now()) END,
    mode = coalesce(NEW.mode, f.mode), updated_at = now()
  WHERE f.case_id = NEW.id
    AND (f.completed_at, f.mode) IS DISTINCT FROM
        (CASE WHEN NEW.disposition = 'complete' THEN coalesce(NEW.completed_at, now()) END, coalesce(NEW.mode, f.mode));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tracer_cases_outcome_facts" ON "tracer_cases";
--> statement-breakpoint
CREATE TRIGGER "tracer_cases_outcome_facts" AFTER UPDATE OF disposition, completed_at, mode, account_id OR DELETE
  ON "tracer_cases" FOR EACH ROW EXECUTE FUNCTION "outcome_facts_from_case"();
--> statement-breakpoint
-- ---------- the counted cells: the roll's frame, each person's units, the cells' counts ----------
-- Outcome figures read counts kept here instead of the whole roll and every respondent (issue 14; decision 0014,
-- "Counted cells"):
--   outcome_frame_cells  the roll counted per institution × programme × sex × cohort (a cell), moved by statement
--                        triggers on roll_entries by the rows added, changed or removed;
--   outcome_units        each respondent graduation: a row per survey round, and one more for the graduate's latest
--                        round (scope 'latest'), in their roll row's cell, with their outcome facts;
--   outcome_cells        outcome_units counted per scope × cell × indicator × code (indicator '' counts the
--                        respondents themselves).
-- A change to what a person's units derive from (their outcome facts, the roll rows their graduate profile holds,
-- that profile, a survey becoming or ceasing to be a round) marks the person in outcome_dirty_users; at commit
-- their units are recomputed from those tables and outcome_cells moves by the difference. Recomputing serialises
-- per person (advisory locks on buckets of people, taken in one order) and reads what is committed once the locks
-- are held, so two transactions touching the same person cannot both count from a stale view of the other; the
-- counts move by differences in key order, so concurrent commits neither lose an update nor deadlock.
CREATE OR REPLACE FUNCTION "outcome_units_refresh"(people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF people IS NULL OR cardinality(people) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(1400, b)
    FROM (SELECT DISTINCT hashtext(p::text) & 255 AS b FROM unnest(people) p ORDER BY 1) buckets;
  -- A new statement, so a new snapshot: everything committed before the locks were granted is seen.
  WITH rounds AS (
    -- The survey rounds, as outcomes.repository.ts surveyRounds() reads them.
    SELECT s.id FROM surveys s
    WHERE s.state <> 'draft' AND s.respondent_type IN ('graduate', 'all')
      AND EXISTS (SELECT 1 FROM survey_questions q WHERE q.survey_id = s.id AND q.indicator IS NOT NULL)
  ),
  facts AS (
    -- A person's row per survey round is their latest wave's (a graduate answering at 1 and at 3 years counts once
    -- in the round and in 'latest'); each wave's rows are also counted under the scope '<round>@<wave>'
    -- ('<round>@-' outside any wave), which the views by wave read (issue 26).
    SELECT f.*,
      row_number() OVER (PARTITION BY f.person ORDER BY f.completed_at DESC, f.survey_id) = 1 AS latest,
      row_number() OVER (PARTITION BY f.person, f.survey_id ORDER BY f.wave DESC NULLS LAST, f.completed_at DESC)
        = 1 AS round_latest
    FROM outcome_facts f
    WHERE f.person = ANY(people) AND f.completed_at IS NOT NULL AND f.survey_id IN (SELECT id FROM rounds)
  ),
  placed AS (
    SELECT f.*, re.id AS entry_id, re.institution_id, re.programme_id, re.sex, re.graduation_year
    FROM facts f
      JOIN graduates g ON g.user_id = f.user_id
      JOIN roll_entries re ON re.graduate_id = g.id
    UNION ALL
    -- A tracer case no account is linked to: the cell its roll row had when the case was made.
    SELECT f.*, f.person, c.institution_id, c.programme_id, c.sex, w.cohort
    FROM facts f
      JOIN tracer_cases c ON c.id = f.case_id
      JOIN tracer_waves w ON w.id = c.wave_id
    WHERE f.user_id IS NULL
  ),
  fresh AS (
    SELECT sc.scope, fc.cell_id, f.entry_id, f.person AS user_id, f.survey_id, f.employment_status,
      f.months_to_first_job, f.months_value, f.income_band, f.income_value, f.relevance, f.sector,
      f.job_satisfaction, f.work_state, f.wave, f.mode
    FROM placed f
      -- The roll row's cell: its statement trigger counted it in the frame before this runs.
      JOIN outcome_frame_cells fc ON fc.institution_id = f.institution_id AND fc.programme_id = f.programme_id
        AND fc.sex = f.sex AND fc.graduation_year = f.graduation_year
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN f.round_latest THEN f.survey_id::text END),
        (CASE WHEN f.latest THEN 'latest' END),
        (f.survey_id::text || '@' || coalesce(f.wave::text, '-'))
      ) sc(scope)
    WHERE sc.scope IS NOT NULL
  ),
  old AS (DELETE FROM outcome_units u WHERE u.user_id = ANY(people) RETURNING u.*),
  new AS (INSERT INTO outcome_units SELECT * FROM fresh RETURNING *),
  changes AS (SELECT -1 AS d, o.* FROM old o UNION ALL SELECT 1 AS d, n.* FROM new n),
  delta AS (
    SELECT c.scope, c.cell_id, v.indicator, v.code, v.number, sum(c.d)::int AS respondents
    FROM changes c CROSS JOIN LATERAL (VALUES
      ('', NULL::text, NULL::numeric),
      ('employment_status', c.employment_status, NULL),
      ('months_to_first_job', c.months_to_first_job, c.months_value),
      ('income_band', c.income_band, c.income_value),
      ('relevance', c.relevance, NULL),
      ('sector', c.sector, NULL),
      ('job_satisfaction', c.job_satisfaction, NULL),
      ('work_state', c.work_state, NULL)
    ) v(indicator, code, number)
    WHERE v.indicator = '' OR v.code IS NOT NULL OR v.number IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.d) <> 0
  )
  -- In key order, so that transactions moving the same cells lock them in the same order.
  INSERT INTO outcome_cells AS c (scope, cell_id, indicator, code, number, respondents)
  SELECT * FROM delta
  ORDER BY scope, cell_id, indicator, coalesce(code, ''), coalesce(number, -1)
  ON CONFLICT (scope, cell_id, indicator, coalesce(code, ''), coalesce(number, -1))
  DO UPDATE SET respondents = c.respondents + excluded.respondents;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_mark_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT DISTINCT txid_current(), p
      FROM unnest(ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.person END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.person END]) p
     WHERE p IS NOT NULL
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    INSERT INTO outcome_refresh_pending (xid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A survey becoming or ceasing to be a round (published to graduates, back to draft) moves its respondents.
CREATE OR REPLACE FUNCTION "outcome_mark_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.state <> 'draft' AND OLD.respondent_type IN ('graduate', 'all'))
     IS DISTINCT FROM (NEW.state <> 'draft' AND NEW.respondent_type IN ('graduate', 'all')) THEN
    PERFORM outcome_mark_users(array(SELECT f.person FROM outcome_facts f WHERE f.survey_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A question tagged or untagged can make its survey a round or not.
CREATE OR REPLACE FUNCTION "outcome_mark_question"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND OLD.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.indicator IS NOT DISTINCT FROM NEW.indicator AND OLD.survey_id = NEW.survey_id THEN
    RETURN NULL;
  END IF;
  PERFORM outcome_mark_users(array(
    SELECT f.person FROM outcome_facts f
    WHERE f.survey_id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.survey_id END,
                          CASE WHEN TG_OP <> 'DELETE' THEN NEW.survey_id END)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing rows: an account's wave and mode from its tracer cases; the answers of cases no account is linked to
-- become the cases' rows; every person's units are recounted at commit (the new scopes by wave).
UPDATE "outcome_facts" f SET ("wave", "mode") =
  (SELECT o.wave, o.mode FROM outcome_fact_origin(f.survey_id, f.user_id, NULL) o) WHERE f.user_id IS NOT NULL;
--> statement-breakpoint
SELECT outcome_fact_set(s.survey_id, a.case_id, NULL, a.case_id, a.question_id, a.text, a.option_id, false)
  FROM tracer_answers a JOIN tracer_cases c ON c.id = a.case_id JOIN tracer_studies s ON s.id = c.study_id
 WHERE c.account_id IS NULL;
--> statement-breakpoint
SELECT outcome_mark_users(array(SELECT DISTINCT person FROM outcome_facts));
-- ===== end of hand-written block =====
