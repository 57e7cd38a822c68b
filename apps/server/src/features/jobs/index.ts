/* The jobs feature's public face (features/dependencies.json): its tables, for foreign keys and the console's counts. */
export { applications, jobs } from './jobs.table';
