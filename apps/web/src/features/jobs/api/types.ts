import type { applicantSchema, applicationSchema, Paged } from '@tvet/contract';
import type { z } from 'zod';

export type { Job } from '@tvet/contract';
export type Applicant = z.infer<typeof applicantSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type { Paged };
