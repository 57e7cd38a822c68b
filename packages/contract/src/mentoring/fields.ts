import { MENTOR_TYPES } from '../enums';
import { enumField } from '../fields';

/* Fields shared by the admin's and the cohort's schemas (not re-exported by index.ts). */

export const mentorTypeField = enumField('mentor_type', MENTOR_TYPES);
