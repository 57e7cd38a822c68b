-- Outcome figures are cached per view (issue 14) under the data version: a sequence moved by every statement
-- that changes what the figures read (rolls, programmes, institutions and their addresses, graduates, outcome
-- facts, survey rounds and their tags). nextval takes no lock, so writers never wait on each other for it.
CREATE SEQUENCE "outcome_data_version";
--> statement-breakpoint
CREATE FUNCTION "outcome_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('outcome_data_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roll_entries_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "roll_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "programmes_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "programmes"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "institutions_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "institutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "graduates_outcome_version" AFTER INSERT OR UPDATE OF user_id OR DELETE ON "graduates"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_outcome_version" AFTER UPDATE OF address, name OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "outcome_facts_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "outcome_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "surveys_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "surveys"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "survey_questions_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "survey_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_data_changed"();
