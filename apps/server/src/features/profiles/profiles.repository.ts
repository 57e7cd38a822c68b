// Moved to db/profiles.ts (shared by accounts, uploads and jobs); this file is reshaped with the slice.
export {
  findProfileById,
  findProfileByUser,
  PROFILE_TABLES,
  type ProfileRow,
  type UserRow,
} from '../../db/profiles';
