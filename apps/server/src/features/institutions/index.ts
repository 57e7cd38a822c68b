/*
 * The institutions feature's public face (features/dependencies.json): its tables (for foreign keys) and the
 * one read another feature asks, which of its members' documents an institution may open (uploads).
 */
export { institutionMayReadFile } from './institutions.files';
export {
  graduateInstitutions,
  rollEntries,
  rollImports,
  rollMappings,
  rollPhoneE164,
} from './institutions.table';
