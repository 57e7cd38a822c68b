import { isLanguage, type SessionUser, type UserType } from '@tvet/contract';
import type { ProfileRow, UserRow } from '../../db/profiles';
import { profileOut } from '../../db/profiles.serialize';

/** The signed-in person as the login answer carries it (spec 000 §3 "Login response payload"). */
export function sessionUserOut(user: UserRow, profile: ProfileRow): SessionUser {
  return {
    _id: profile.id,
    user_id: {
      _id: user.id,
      user_type: user.userType as UserType,
      email: user.email,
      username: user.username,
      name: user.name,
      is_email_verified: user.isEmailVerified,
    },
    is_profile_complete: profileOut(user.userType as UserType, profile, user).is_profile_complete,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** A new account: its profile id and the account, unverified until the mailed code is entered. */
export function registeredOut(user: UserRow, profile: ProfileRow) {
  const { _id, user_id } = sessionUserOut(user, profile);
  return { _id, user_id };
}
