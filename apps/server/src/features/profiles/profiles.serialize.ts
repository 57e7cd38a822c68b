// Moved to db/profiles.serialize.ts (shared by accounts, uploads and jobs); this file is reshaped with the slice.
export { accountOut, fileOut, profileOut } from '../../db/profiles.serialize';
