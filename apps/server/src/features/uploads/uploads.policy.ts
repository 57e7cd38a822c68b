import { type DocumentType, UPLOAD_RULES } from '@tvet/contract';
import type { Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { institutionMayReadFile } from '../institutions';
import { mentorMayReadFile } from '../mentoring';
import { appliedToEmployer, type FileRow, findFile } from './uploads.repository';

/*
 * Who may read which stored file, and which documents a profile holds. Uploading to one's own account or
 * profile is the routes' owner rule 'self'; reading a file is the named policy `fileReader`.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    fileReader: true;
  }
}

/**
 * Profile pictures: every signed-in user. Documents: their owner and administrators; an employer also the
 * resume of a graduate who applied to one of its jobs (nothing else of theirs, and not once the job is gone).
 */
export async function canReadFile(deps: Deps, auth: AuthContext, file: FileRow): Promise<boolean> {
  if (file.kind === 'avatar' || file.ownerId === auth.accountId || auth.userType === 'admin') return true;
  if (auth.userType === 'employer' && file.kind === 'resume') {
    return appliedToEmployer(deps.db, auth.profileId, file.ownerId);
  }
  // An institution: its students' school ID and resume, its staff's ID card (issue 10).
  if (auth.userType === 'institution') return institutionMayReadFile(deps.db, auth.profileId, file);
  // A mentor: the school ID and resume of a graduate in their cohort (issue 12).
  if (auth.userType === 'mentor') return mentorMayReadFile(deps.db, auth.profileId, file);
  return false;
}

/** Which profiles hold a document type: a CAC document belongs to an employer, a resume to a graduate… */
export function holdsDocument(segment: string, type: DocumentType): boolean {
  return (UPLOAD_RULES[type].owners as readonly string[]).includes(segment);
}

export function uploadsPolicies(deps: Deps): Partial<Policies> {
  return {
    /** `/v1/files/:id`: 404 for a file that does not exist or is no profile upload, 403 for one the caller may not read. */
    fileReader: async (request, auth) => {
      const { id } = request.params as { id: string };
      const file = await findFile(deps.db, id);
      // Only the profile uploads are read here; other files (message attachments) have their own route and rule.
      if (!file || !Object.hasOwn(UPLOAD_RULES, file.kind)) throw notFound();
      if (!(await canReadFile(deps, auth, file))) throw forbidden();
    },
  };
}
