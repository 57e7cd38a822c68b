/** Every kind of account. `admin` has no self-service sign-up and its own route set. */
export const USER_TYPES = ['graduate', 'staff', 'institution', 'employer', 'mentor', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The `{users}` segment of the API paths, mapped to the account type it names. */
export const USERS_SEGMENTS = {
  graduates: 'graduate',
  staff: 'staff',
  institutions: 'institution',
  employers: 'employer',
  mentors: 'mentor',
  admins: 'admin',
} as const satisfies Record<string, UserType>;
export type UsersSegment = keyof typeof USERS_SEGMENTS;
export const USERS_SEGMENT_NAMES = Object.keys(USERS_SEGMENTS) as UsersSegment[];

export function segmentOf(userType: UserType): UsersSegment {
  const found = USERS_SEGMENT_NAMES.find((segment) => USERS_SEGMENTS[segment] === userType);
  if (!found) throw new Error(`no path segment for ${userType}`);
  return found;
}

/** Mentors are created by administrators and admins by configuration; only these sign up themselves. */
export const SELF_REGISTERING_TYPES = ['graduate', 'staff', 'institution', 'employer'] as const;
export type SelfRegisteringType = (typeof SELF_REGISTERING_TYPES)[number];

export function isSelfRegistering(userType: string): userType is SelfRegisteringType {
  return (SELF_REGISTERING_TYPES as readonly string[]).includes(userType);
}

/** Where a signed-in user lands once the profile is complete (spec 000 §2 "Sign-in redirects"). */
export function homePathOf(userType: UserType): string {
  if (userType === 'staff') return '/surveys';
  if (userType === 'admin') return '/admin';
  return '/overview';
}

/** Mentors and admins have no onboarding wizard; their profile is always complete. */
export const TYPES_WITH_ONBOARDING: readonly UserType[] = ['graduate', 'staff', 'institution', 'employer'];
