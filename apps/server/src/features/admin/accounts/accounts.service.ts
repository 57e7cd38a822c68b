import { ADMIN_MESSAGES, type adminAccountListQuerySchema } from '@tvet/contract';
import type { z } from 'zod';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import { pageOf } from '../../../platform/paging';
import { accountOr404 } from '../admin.lookups';
import * as repo from '../admin.repository';
import { accountOut } from '../admin.serialize';
import { lockActiveAdmins } from '../administrators/administrators.repository';

/*
 * The console's accounts: the list, one account, deactivating and reactivating.
 * Use cases of the console (admin.service.ts assembles them for the routes), each taking its dependencies.
 */

export function listAccounts(deps: Deps, query: z.infer<typeof adminAccountListQuerySchema>) {
  const { db } = deps;
  const filter: repo.AccountFilter = {
    q: query.q || undefined,
    role: query.role,
    state: query.state,
    verified: query.verified,
  };
  return pageOf(query, {
    rows: (window) => repo.accountRows(db, filter, window),
    total: () => repo.countAccounts(db, filter),
    map: accountOut,
  });
}

export async function showAccount(deps: Deps, id: string) {
  return accountOut(await accountOr404(deps.db, id));
}

/**
 * The account cannot sign in any more and every sign-in it had ends at once (platform/sessions.ts); its data
 * is kept. Not one's own account; never the last administrator who can act.
 */
export async function deactivateAccount(
  deps: Deps,
  auth: AuthContext,
  id: string,
  reason: string | undefined,
) {
  const { db } = deps;
  const target = await accountOr404(db, id);
  if (target.id === auth.accountId) throw conflict(ADMIN_MESSAGES.cannotDeactivateSelf);
  if (!target.isActive) throw conflict(ADMIN_MESSAGES.alreadyDeactivated);
  await db.transaction(async (tx) => {
    if (target.userType === 'admin') {
      const active = await lockActiveAdmins(tx);
      if (active.filter((adminId) => adminId !== target.id).length === 0)
        throw conflict(ADMIN_MESSAGES.lastAdmin);
    }
    await repo.setAccountActive(tx, target.id, false);
    await audit(tx, {
      actor: auth,
      action: 'account.deactivate',
      target: { type: 'account', id: target.id, label: target.email },
      detail: { reason: reason || null, user_type: target.userType },
    });
  });
  await deps.sessions.endAll(target.id, 'deactivated');
  return accountOut(await accountOr404(db, id));
}

export async function reactivateAccount(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const target = await accountOr404(db, id);
  if (target.isActive) throw conflict(ADMIN_MESSAGES.alreadyActive);
  await db.transaction(async (tx) => {
    await repo.setAccountActive(tx, target.id, true);
    await audit(tx, {
      actor: auth,
      action: 'account.reactivate',
      target: { type: 'account', id: target.id, label: target.email },
    });
  });
  deps.sessions.forget(target.id);
  return accountOut(await accountOr404(db, id));
}
