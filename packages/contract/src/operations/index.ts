/** Every HTTP operation, one object each, grouped by feature (decision 0033). */
export { healthOperations } from './health';
export { profileOperations } from './profiles';
export { programmeOperations } from './programmes';
export { ticketOperations } from './tickets';
export { uploadOperations } from './uploads';
