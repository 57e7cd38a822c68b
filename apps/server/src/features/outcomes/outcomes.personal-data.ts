import { eq } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import { outcomeFacts, outcomeUnits } from './outcomes.table';

/*
 * The outcome facts derived from a person's answers (employment, income band, relevance…) and the units that
 * place them in their cohort. They are the anonymous facts an erasure keeps: once the account has no identity they
 * lead back to no one, and deleting them would change the published figures.
 */
export const outcomesPersonalData: PersonalDataHolder = {
  tables: ['outcome_facts', 'outcome_units'],

  async export(db, person) {
    const facts = await db
      .select({
        survey_id: outcomeFacts.surveyId,
        completed_at: outcomeFacts.completedAt,
        employment_status: outcomeFacts.employmentStatus,
        months_to_first_job: outcomeFacts.monthsToFirstJob,
        months_value: outcomeFacts.monthsValue,
        income_band: outcomeFacts.incomeBand,
        income_value: outcomeFacts.incomeValue,
        relevance: outcomeFacts.relevance,
        sector: outcomeFacts.sector,
        job_satisfaction: outcomeFacts.jobSatisfaction,
        work_state: outcomeFacts.workState,
      })
      .from(outcomeFacts)
      .where(eq(outcomeFacts.userId, person.accountId));
    const units = await db
      .select({
        scope: outcomeUnits.scope,
        survey_id: outcomeUnits.surveyId,
        roll_entry_id: outcomeUnits.entryId,
      })
      .from(outcomeUnits)
      .where(eq(outcomeUnits.userId, person.accountId));
    return { outcome_facts: facts, outcome_counting: units };
  },

  async erase() {
    // Kept on purpose: anonymous once the account is erased (see above); the surveys eraser says so in the receipt.
    return { kept: [] };
  },
};
