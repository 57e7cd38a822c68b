/*
 * The accounts feature's public face: what another feature may import from it (docs/decisions, dependencies.json).
 * Its tables hold sign-in codes and password resets; nothing outside the feature reads them yet.
 */
export { otpCodes, passwordResets } from './accounts.table';
