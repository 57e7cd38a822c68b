import { SERVER_MESSAGES, USERS_SEGMENTS, type UsersSegment } from '@tvet/contract';
import { isCaller, type Policies } from '../../platform/access';
import { forbidden } from '../../platform/errors';

/*
 * Who may read which role profile, in one place. Today: only its owner, by account id or profile id, under
 * the owner's own segment (/v1/graduates/{id} for a graduate). Features that need to read other people's
 * profiles (an institution its students, a mentor its mentees) widen this rule here, and every route that
 * reads a profile follows. Editing a profile is the plain owner rule 'self' on its route.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    profileReader: true;
  }
}

/** The account type a `/api/v1/{segment}/:id` route serves. */
const segmentType = (url: string | undefined) =>
  USERS_SEGMENTS[(url ?? '').split('/')[3] as UsersSegment] as string | undefined;

export function profilesPolicies(): Partial<Policies> {
  return {
    profileReader: (request, auth) => {
      const { id } = request.params as { id: string };
      const ownSegment = segmentType(request.routeOptions.url) === auth.userType;
      if (!ownSegment || !isCaller(auth, id)) throw forbidden(SERVER_MESSAGES.notOwner);
    },
  };
}
