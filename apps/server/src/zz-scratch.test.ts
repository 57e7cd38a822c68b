import { it } from 'vitest';
import { openTestDatabase } from './test/harness';
import { createAccount } from './db/seed/accounts.factory';
import { uniqueViolation } from './features/accounts/accounts.repository';
it('scratch', async () => {
  const h = await openTestDatabase();
  await createAccount(h.db, { userType: 'graduate', email: 'a@b.ng', username: 'aaa' });
  try { await createAccount(h.db, { userType: 'graduate', email: 'a@b.ng', username: 'bbb' }); } catch (e) { console.log('ERR', uniqueViolation(e), (e as any).constructor.name); }
  await h.close();
});
