CREATE TABLE "outcome_cells" (
	"scope" text NOT NULL,
	"cell_id" integer NOT NULL,
	"indicator" text NOT NULL,
	"code" text,
	"number" numeric,
	"respondents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_dirty_users" (
	"xid" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "outcome_dirty_users_pkey" PRIMARY KEY("xid","user_id")
);
--> statement-breakpoint
CREATE TABLE "outcome_frame_cells" (
	"cell_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcome_frame_cells_cell_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"sex" text NOT NULL,
	"graduation_year" smallint NOT NULL,
	"graduates" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_units" (
	"scope" text NOT NULL,
	"cell_id" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"employment_status" text,
	"months_to_first_job" text,
	"months_value" numeric,
	"income_band" text,
	"income_value" numeric,
	"relevance" text,
	"sector" text,
	"job_satisfaction" text,
	"work_state" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_cells_key" ON "outcome_cells" USING btree ("scope","cell_id","indicator",coalesce("code", ''),coalesce("number", -1));--> statement-breakpoint
CREATE INDEX "outcome_cells_respondents_idx" ON "outcome_cells" USING btree ("scope","cell_id") WHERE "outcome_cells"."indicator" = '';--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_frame_cells_key" ON "outcome_frame_cells" USING btree ("institution_id","programme_id","sex","graduation_year");--> statement-breakpoint
CREATE INDEX "outcome_units_user_idx" ON "outcome_units" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outcome_units_scope_entry_idx" ON "outcome_units" USING btree ("scope","entry_id");
--> statement-breakpoint
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
CREATE FUNCTION "outcome_units_refresh"(people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    SELECT f.*,
      row_number() OVER (PARTITION BY f.user_id ORDER BY f.completed_at DESC, f.survey_id) = 1 AS latest
    FROM outcome_facts f
    WHERE f.user_id = ANY(people) AND f.completed_at IS NOT NULL AND f.survey_id IN (SELECT id FROM rounds)
  ),
  fresh AS (
    SELECT sc.scope, fc.cell_id, re.id AS entry_id, f.user_id, f.survey_id, f.employment_status,
      f.months_to_first_job, f.months_value, f.income_band, f.income_value, f.relevance, f.sector,
      f.job_satisfaction, f.work_state
    FROM facts f
      JOIN graduates g ON g.user_id = f.user_id
      JOIN roll_entries re ON re.graduate_id = g.id
      -- The roll row's cell: its statement trigger counted it in the frame before this runs.
      JOIN outcome_frame_cells fc ON fc.institution_id = re.institution_id AND fc.programme_id = re.programme_id
        AND fc.sex = re.sex AND fc.graduation_year = re.graduation_year
      CROSS JOIN LATERAL (VALUES (f.survey_id::text), (CASE WHEN f.latest THEN 'latest' END)) sc(scope)
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
-- At commit: the people this transaction marked, once (later firings find none left).
CREATE FUNCTION "outcome_refresh_marked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE people uuid[];
BEGIN
  WITH gone AS (DELETE FROM outcome_dirty_users WHERE xid = txid_current() RETURNING user_id)
  SELECT array_agg(DISTINCT user_id) INTO people FROM gone;
  PERFORM outcome_units_refresh(people);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outcome_dirty_users_refresh" AFTER INSERT ON "outcome_dirty_users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_refresh_marked"();
--> statement-breakpoint
CREATE FUNCTION "outcome_mark_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_dirty_users (xid, user_id)
    VALUES (txid_current(), CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outcome_facts_units" AFTER INSERT OR UPDATE OR DELETE ON "outcome_facts"
  FOR EACH ROW EXECUTE FUNCTION "outcome_mark_fact"();
--> statement-breakpoint
CREATE FUNCTION "outcome_mark_graduate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT txid_current(), u FROM (VALUES (OLD.user_id), (CASE WHEN TG_OP = 'UPDATE' THEN NEW.user_id END)) v(u)
    WHERE u IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "graduates_outcome_units" AFTER UPDATE OF user_id OR DELETE ON "graduates"
  FOR EACH ROW EXECUTE FUNCTION "outcome_mark_graduate"();
--> statement-breakpoint
-- A survey becoming or ceasing to be a round (published to graduates, back to draft) moves its respondents.
CREATE FUNCTION "outcome_mark_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.state <> 'draft' AND OLD.respondent_type IN ('graduate', 'all'))
     IS DISTINCT FROM (NEW.state <> 'draft' AND NEW.respondent_type IN ('graduate', 'all')) THEN
    INSERT INTO outcome_dirty_users (xid, user_id)
      SELECT txid_current(), f.user_id FROM outcome_facts f WHERE f.survey_id = NEW.id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "surveys_outcome_units" AFTER UPDATE OF state, respondent_type ON "surveys"
  FOR EACH ROW EXECUTE FUNCTION "outcome_mark_survey"();
--> statement-breakpoint
-- A question tagged or untagged can make its survey a round or not.
CREATE FUNCTION "outcome_mark_question"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND OLD.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.indicator IS NOT DISTINCT FROM NEW.indicator AND OLD.survey_id = NEW.survey_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT txid_current(), f.user_id FROM outcome_facts f
    WHERE f.survey_id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.survey_id END,
                          CASE WHEN TG_OP <> 'DELETE' THEN NEW.survey_id END)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_questions_outcome_units" AFTER INSERT OR UPDATE OR DELETE ON "survey_questions"
  FOR EACH ROW EXECUTE FUNCTION "outcome_mark_question"();
--> statement-breakpoint
-- The roll: the frame's counts move by the rows added, changed or removed; the graduates holding them are marked.
CREATE FUNCTION "outcome_roll_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
    SELECT institution_id, programme_id, sex, graduation_year, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, programme_id, sex, graduation_year)
    DO UPDATE SET graduates = c.graduates + excluded.graduates;
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT DISTINCT txid_current(), g.user_id FROM new_rows r JOIN graduates g ON g.id = r.graduate_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roll_entries_outcome_inserted" AFTER INSERT ON "roll_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "outcome_roll_inserted"();
--> statement-breakpoint
CREATE FUNCTION "outcome_roll_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
    SELECT institution_id, programme_id, sex, graduation_year, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, programme_id, sex, graduation_year)
    DO UPDATE SET graduates = c.graduates + excluded.graduates;
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT DISTINCT txid_current(), g.user_id FROM old_rows r JOIN graduates g ON g.id = r.graduate_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roll_entries_outcome_deleted" AFTER DELETE ON "roll_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "outcome_roll_deleted"();
--> statement-breakpoint
CREATE FUNCTION "outcome_roll_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.institution_id AS old_institution, o.programme_id AS old_programme, o.sex AS old_sex,
      o.graduation_year AS old_year, o.graduate_id AS old_graduate,
      n.institution_id, n.programme_id, n.sex, n.graduation_year, n.graduate_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.institution_id, o.programme_id, o.sex, o.graduation_year, o.graduate_id)
      IS DISTINCT FROM (n.institution_id, n.programme_id, n.sex, n.graduation_year, n.graduate_id)
  ),
  marked AS (
    INSERT INTO outcome_dirty_users (xid, user_id)
      SELECT DISTINCT txid_current(), g.user_id
      FROM changed r JOIN graduates g ON g.id IN (r.old_graduate, r.graduate_id)
      ON CONFLICT DO NOTHING
  ),
  moves AS (
    SELECT old_institution AS institution_id, old_programme AS programme_id, old_sex AS sex,
      old_year AS graduation_year, -1 AS d FROM changed
    UNION ALL
    SELECT institution_id, programme_id, sex, graduation_year, 1 FROM changed
  )
  INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
    SELECT institution_id, programme_id, sex, graduation_year, sum(d) FROM moves
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, programme_id, sex, graduation_year)
    DO UPDATE SET graduates = c.graduates + excluded.graduates;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roll_entries_outcome_updated" AFTER UPDATE ON "roll_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "outcome_roll_updated"();
--> statement-breakpoint
-- What is there already.
INSERT INTO "outcome_frame_cells" (institution_id, programme_id, sex, graduation_year, graduates)
  SELECT institution_id, programme_id, sex, graduation_year, count(*) FROM roll_entries GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT outcome_units_refresh(array(
  SELECT DISTINCT g.user_id FROM graduates g JOIN roll_entries re ON re.graduate_id = g.id));
