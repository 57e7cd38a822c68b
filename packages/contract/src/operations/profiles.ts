import { defineOperation } from '../operation';
import { profileParamsSchema, UPDATE_SCHEMAS } from '../profile-updates';
import { profileSchema } from '../profiles';
import { USERS_SEGMENTS, type UsersSegment } from '../roles';

const tags = ['profiles'] as const;
type Updatable = keyof typeof UPDATE_SCHEMAS;

/** GET /v1/{segment}/:id: one operation per role's path segment. */
const read = <S extends UsersSegment>(segment: S) =>
  defineOperation({
    method: 'GET',
    path: `/v1/${segment}/:id` as `/v1/${S}/:id`,
    tags,
    summary: `Read a ${USERS_SEGMENTS[segment]} profile (your own)`,
    params: profileParamsSchema,
    response: profileSchema,
  });

/** PATCH /v1/{segment}/:id with only the fields that changed. */
const update = <S extends Updatable>(segment: S) =>
  defineOperation({
    method: 'PATCH',
    path: `/v1/${segment}/:id` as `/v1/${S}/:id`,
    tags,
    summary: `Update your ${USERS_SEGMENTS[segment]} profile (send only the fields that changed)`,
    params: profileParamsSchema,
    body: UPDATE_SCHEMAS[segment] as (typeof UPDATE_SCHEMAS)[S],
    response: profileSchema,
  });

/** Role profiles (spec 000 §7, spec 001 §7), where `:id` is the caller's profile id or account id. */
export const profileOperations = {
  read: {
    graduates: read('graduates'),
    staff: read('staff'),
    institutions: read('institutions'),
    employers: read('employers'),
    mentors: read('mentors'),
    admins: read('admins'),
  },
  update: {
    graduates: update('graduates'),
    staff: update('staff'),
    institutions: update('institutions'),
    employers: update('employers'),
    mentors: update('mentors'),
  },
};
