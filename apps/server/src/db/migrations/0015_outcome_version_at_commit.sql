-- The data version moves when a change commits, not when its statement runs (0014 moved it at the statement):
-- a view computed between a long transaction's statement and its commit (a roll import) would otherwise be cached
-- under the new version without the change. Constraint triggers deferred to commit; one per changed row (a
-- nextval each, no lock).
DROP TRIGGER "roll_entries_outcome_version" ON "roll_entries";
--> statement-breakpoint
DROP TRIGGER "programmes_outcome_version" ON "programmes";
--> statement-breakpoint
DROP TRIGGER "institutions_outcome_version" ON "institutions";
--> statement-breakpoint
DROP TRIGGER "graduates_outcome_version" ON "graduates";
--> statement-breakpoint
DROP TRIGGER "users_outcome_version" ON "users";
--> statement-breakpoint
DROP TRIGGER "outcome_facts_outcome_version" ON "outcome_facts";
--> statement-breakpoint
DROP TRIGGER "surveys_outcome_version" ON "surveys";
--> statement-breakpoint
DROP TRIGGER "survey_questions_outcome_version" ON "survey_questions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roll_entries_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "roll_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "programmes_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "programmes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "institutions_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "institutions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "graduates_outcome_version" AFTER INSERT OR UPDATE OF user_id OR DELETE ON "graduates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_outcome_version" AFTER UPDATE OF address, name OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outcome_facts_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "outcome_facts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "surveys_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "surveys"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "survey_questions_outcome_version" AFTER INSERT OR UPDATE OR DELETE ON "survey_questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "outcome_data_changed"();
