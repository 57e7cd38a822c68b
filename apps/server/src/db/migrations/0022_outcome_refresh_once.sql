CREATE TABLE "outcome_refresh_pending" (
	"xid" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Each transaction that marks people for a recount (migration 0020) now also inserts one row for itself into
-- outcome_refresh_pending, and the deferred trigger that recounts them at commit hangs on that row: it fires once
-- per transaction. It hung on each marked person's row before, and every firing after the first searched the
-- transaction's (by then deleted) marks again: changing 50,000 answers in one statement took 150 s instead of
-- 10 s on the benchmark's database (quadratic in the people marked).
DROP TRIGGER "outcome_dirty_users_refresh" ON "outcome_dirty_users";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_refresh_marked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE people uuid[];
BEGIN
  DELETE FROM outcome_refresh_pending WHERE xid = txid_current();
  WITH gone AS (DELETE FROM outcome_dirty_users WHERE xid = txid_current() RETURNING user_id)
  SELECT array_agg(DISTINCT user_id) INTO people FROM gone;
  PERFORM outcome_units_refresh(people);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outcome_refresh_pending_refresh" AFTER INSERT ON "outcome_refresh_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_refresh_marked"();
--> statement-breakpoint
CREATE FUNCTION "outcome_mark_users"(people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_dirty_users (xid, user_id)
    SELECT DISTINCT txid_current(), p FROM unnest(people) p WHERE p IS NOT NULL
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    INSERT INTO outcome_refresh_pending (xid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_mark_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_dirty_users (xid, user_id)
    VALUES (txid_current(), CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    INSERT INTO outcome_refresh_pending (xid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_mark_graduate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM outcome_mark_users(ARRAY[OLD.user_id, CASE WHEN TG_OP = 'UPDATE' THEN NEW.user_id END]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_mark_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.state <> 'draft' AND OLD.respondent_type IN ('graduate', 'all'))
     IS DISTINCT FROM (NEW.state <> 'draft' AND NEW.respondent_type IN ('graduate', 'all')) THEN
    PERFORM outcome_mark_users(array(SELECT f.user_id FROM outcome_facts f WHERE f.survey_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_mark_question"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND OLD.indicator IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.indicator IS NOT DISTINCT FROM NEW.indicator AND OLD.survey_id = NEW.survey_id THEN
    RETURN NULL;
  END IF;
  PERFORM outcome_mark_users(array(
    SELECT f.user_id FROM outcome_facts f
    WHERE f.survey_id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.survey_id END,
                          CASE WHEN TG_OP <> 'DELETE' THEN NEW.survey_id END)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_roll_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
    SELECT institution_id, programme_id, sex, graduation_year, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, programme_id, sex, graduation_year)
    DO UPDATE SET graduates = c.graduates + excluded.graduates;
  PERFORM outcome_mark_users(array(SELECT g.user_id FROM new_rows r JOIN graduates g ON g.id = r.graduate_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_roll_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
    SELECT institution_id, programme_id, sex, graduation_year, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, programme_id, sex, graduation_year)
    DO UPDATE SET graduates = c.graduates + excluded.graduates;
  PERFORM outcome_mark_users(array(SELECT g.user_id FROM old_rows r JOIN graduates g ON g.id = r.graduate_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outcome_roll_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE people uuid[];
BEGIN
  WITH changed AS (
    SELECT o.institution_id AS old_institution, o.programme_id AS old_programme, o.sex AS old_sex,
      o.graduation_year AS old_year, o.graduate_id AS old_graduate,
      n.institution_id, n.programme_id, n.sex, n.graduation_year, n.graduate_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.institution_id, o.programme_id, o.sex, o.graduation_year, o.graduate_id)
      IS DISTINCT FROM (n.institution_id, n.programme_id, n.sex, n.graduation_year, n.graduate_id)
  ),
  moves AS (
    SELECT old_institution AS institution_id, old_programme AS programme_id, old_sex AS sex,
      old_year AS graduation_year, -1 AS d FROM changed
    UNION ALL
    SELECT institution_id, programme_id, sex, graduation_year, 1 FROM changed
  ),
  framed AS (
    INSERT INTO outcome_frame_cells AS c (institution_id, programme_id, sex, graduation_year, graduates)
      SELECT institution_id, programme_id, sex, graduation_year, sum(d) FROM moves
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (institution_id, programme_id, sex, graduation_year)
      DO UPDATE SET graduates = c.graduates + excluded.graduates
  )
  SELECT array_agg(g.user_id) INTO people
  FROM changed r JOIN graduates g ON g.id IN (r.old_graduate, r.graduate_id);
  PERFORM outcome_mark_users(people);
  RETURN NULL;
END $$;
