import type { Deps } from '../../platform/deps';
import { createCodesService } from './accounts.codes';
import { recoveryUseCases } from './accounts.recovery';
import { registrationUseCases } from './accounts.registration';
import { createSessionsService } from './accounts.sessions';
import { signInUseCases } from './accounts.signin';
import { verificationUseCases } from './accounts.verification';

/**
 * The account lifecycle, one file per use case: registration, sign-in and sessions, e-mail verification,
 * password recovery. `accounts.codes.ts` (one-time codes) and `accounts.sessions.ts` (tokens) are their parts.
 */
export function createAccountsService(deps: Deps) {
  const codes = createCodesService(deps);
  const sessions = createSessionsService(deps);
  return {
    ...registrationUseCases(deps, codes),
    ...signInUseCases(deps, sessions),
    ...verificationUseCases(deps, codes),
    ...recoveryUseCases(deps, codes, sessions),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
