/* The admin console's public face (features/dependencies.json): its table, for foreign keys. */
export { jobReports } from './admin.table';
