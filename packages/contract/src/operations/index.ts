/**
 * Every HTTP operation, one object each, grouped by feature (decision 0033). A group re-exported whole (`*`)
 * names its objects in its own file, so a new object there needs no edit here.
 */
export { accountCodeOperations, accountOperations, registrationOperations } from './accounts';

export {
  adminAccountOperations,
  adminAdministratorOperations,
  adminJobOperations,
  adminLogOperations,
  adminReviewOperations,
} from './admin';
export * from './data-rights';
export * from './gateway';
export { healthOperations } from './health';
export * from './institutions';
export * from './interviews';
export { jobOperations } from './jobs';
export { MENTORING_ROUTES, mentoringOperations } from './mentoring';
export { messagingDeskOperations, messagingOperations } from './messaging';
export * from './outcomes';
export * from './privacy';
export { profileOperations } from './profiles';
export { programmeOperations } from './programmes';
export * from './sessions';
export * from './surveys';
export { ticketOperations } from './tickets';
export * from './tracer';
export { uploadOperations } from './uploads';
