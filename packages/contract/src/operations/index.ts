/** Every HTTP operation, one object each, grouped by feature (decision 0033). */
export { accountCodeOperations, accountOperations, registrationOperations } from './accounts';

export {
  adminAccountOperations,
  adminAdministratorOperations,
  adminJobOperations,
  adminLogOperations,
  adminReviewOperations,
} from './admin';
export { healthOperations } from './health';
export { jobOperations } from './jobs';
export { MENTORING_ROUTES, mentoringOperations } from './mentoring';
export { messagingDeskOperations, messagingOperations } from './messaging';
export { profileOperations } from './profiles';
export { programmeOperations } from './programmes';
export { ticketOperations } from './tickets';
export { uploadOperations } from './uploads';
