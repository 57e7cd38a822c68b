-- Answers move a version of their own (issue 14): while answers arrive, a dashboard view may be served from
-- counts up to OUTCOME_REFRESH_SECONDS old, labelled with when they were counted, instead of being recounted
-- on every request; any other change the figures read (rolls, claims, programmes, institutions, graduates,
-- addresses, survey rounds) still moves outcome_data_version and shows at once. Same deferred constraint trigger
-- as 0015 (moved at commit, a nextval per changed row, no lock).
CREATE SEQUENCE "outcome_answers_version";
--> statement-breakpoint
CREATE FUNCTION "outcome_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('outcome_answers_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "outcome_facts_outcome_version" ON "outcome_facts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outcome_facts_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "outcome_facts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_answers_changed"();
--> statement-breakpoint
-- Statistics for the counted cells 0020 filled, so the first views after the upgrade are planned on them (an
-- institution's view read 4,800 cells in 38 ms without them, 3 ms with them, on 100,000 graduates).
ANALYZE "outcome_frame_cells", "outcome_units", "outcome_cells";
