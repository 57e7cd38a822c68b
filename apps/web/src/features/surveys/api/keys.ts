/** Query keys of the surveys feature: every mutation invalidates `surveyKeys.all`, so lists and details refresh. */
export const surveyKeys = {
  all: ['surveys'] as const,
  mine: (params: { userType: string; status?: string; page: number; limit: number }) =>
    ['surveys', 'mine', params] as const,
  detail: (surveyId: string) => ['surveys', 'detail', surveyId] as const,
  admin: (params: { state?: string; page: number }) => ['surveys', 'admin', params] as const,
  responses: (surveyId: string, page: number) => ['surveys', 'responses', surveyId, page] as const,
};
