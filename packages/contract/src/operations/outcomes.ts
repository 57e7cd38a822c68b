import { z } from 'zod';
import { idSchema } from '../api';
import { defineOperation } from '../operation';
import {
  figuresDownloadQuerySchema,
  figuresQuerySchema,
  figuresSchema,
  institutionFiguresSchema,
  microdataQuerySchema,
} from '../outcomes-figures';

const tags = ['outcomes'] as const;
const institutionParams = z.object({ userId: idSchema });

/**
 * Outcome figures (issue 14): the national figures, downloads and microdata for administrators; an institution's
 * own figures with the national figures of its programmes beside them. Downloads answer a file, not JSON.
 */
export const outcomeOperations = {
  national: defineOperation({
    method: 'GET',
    path: '/v1/outcomes/figures',
    tags,
    summary:
      'National outcome figures: filters, up to two group_by dimensions; raw and weighted; small groups marked, not hidden',
    query: figuresQuerySchema,
    response: figuresSchema,
  }),
  downloadNational: defineOperation({
    method: 'GET',
    path: '/v1/outcomes/figures/download',
    tags,
    summary: 'The indicator table of a national view as CSV or XLSX (?format=csv|xlsx)',
    query: figuresDownloadQuerySchema,
  }),
  microdata: defineOperation({
    method: 'GET',
    path: '/v1/outcomes/microdata',
    tags,
    summary:
      'Anonymised microdata as CSV: one row per respondent (no name, contact, NIN or matric number), administrators only',
    query: microdataQuerySchema,
  }),
  institution: defineOperation({
    method: 'GET',
    path: '/v1/outcomes/institutions/:userId/figures',
    tags,
    summary:
      'An institution\u2019s own outcome figures and the national figures of its programmes; fewer than 5 respondents hidden',
    params: institutionParams,
    query: figuresQuerySchema,
    response: institutionFiguresSchema,
  }),
  downloadInstitution: defineOperation({
    method: 'GET',
    path: '/v1/outcomes/institutions/:userId/figures/download',
    tags,
    summary: 'The indicator table of an institution\u2019s view (own and national rows) as CSV or XLSX',
    params: institutionParams,
    query: figuresDownloadQuerySchema,
  }),
};
