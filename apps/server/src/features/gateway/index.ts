/*
 * The gateway feature's public face (features/dependencies.json). Other features reach the channels through
 * Deps.gateway (platform/gateway) and offer the tracer's side through ports.interviews (platform/ports.ts); the
 * tables are here for foreign keys and the data-rights registry.
 */
export { gatewayCallbacks, gatewayInterviews } from './gateway.table';
