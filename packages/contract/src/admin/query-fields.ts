import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from './common';

/* Query parameters the console's lists share; used inside admin/ only (not re-exported by the contract). */

/** A console list's search box. */
export const searchField = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`);
/** A query parameter read as true or false. */
export const booleanQuery = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .transform((value) => value === 'true');
