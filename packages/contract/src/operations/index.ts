/** Every HTTP operation, one object each, grouped by feature (decision 0033). */
export { healthOperations } from './health';
