import { SURVEY_MESSAGES, type UserType } from '@tvet/contract';
import { isCaller, type Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import type { SurveyRow } from './surveys.repository';

/**
 * Who may see, answer and read back which survey, in one place. A person's own respondent records are the
 * route's `owner: 'self'`; the rules below are the ones that need the survey or the request body.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    surveyRespondent: true;
  }
}

export function surveysPolicies(_deps: Deps): Partial<Policies> {
  return {
    /**
     * Every answer of a submission is the caller's own: its `user_id` names the caller by account id or role-profile
     * id. Answers are stored under the account either way.
     */
    surveyRespondent: (request, auth) => {
      const body = request.body as { responses?: { user_id?: unknown }[] } | undefined;
      if ((body?.responses ?? []).some((response) => !isCaller(auth, response.user_id)))
        throw forbidden(SURVEY_MESSAGES.notYourAnswer);
    },
  };
}

/** A survey addressed to this account type, or to everyone. */
export function isAddressedTo(survey: SurveyRow, userType: UserType): boolean {
  return survey.respondentType === 'all' || survey.respondentType === userType;
}

/** Administrators see any survey; everyone else only the published ones addressed to them (else: not found). */
export function mayRead(survey: SurveyRow, auth: AuthContext): boolean {
  if (auth.userType === 'admin') return true;
  return survey.state === 'published' && isAddressedTo(survey, auth.userType);
}

/** Administrators author surveys and never answer them; others answer those addressed to them. */
export function mayAnswer(survey: SurveyRow, auth: AuthContext): boolean {
  return auth.userType !== 'admin' && isAddressedTo(survey, auth.userType);
}

/** The account types a respondent's list may show: their own and 'all', narrowed by what they asked for. */
export function listableTypes(auth: AuthContext, asked: string[]): string[] {
  // A person only ever sees surveys for their own type; asking for another type narrows the list to nothing.
  return asked.length
    ? asked.filter((type) => type === auth.userType || type === 'all')
    : [auth.userType, 'all'];
}
