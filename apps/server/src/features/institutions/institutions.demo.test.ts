import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../platform/storage';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { seedDemo } from '../../seed/demo';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

describe('the demo institution', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, diskStorage(path.join(t.dataDir, 'uploads')));
  });
  afterAll(() => t.close());

  it('has programmes (one expiring soon), a roll with the demo graduate confirmed, and the demo staff', async () => {
    const api = client(t.app);
    const institution = await login(t, 'institution', 'institution@demo.tvet.ng', DEMO_PASSWORD);
    const userId = institution.user._id;
    const overview = (await api.get(`/api/v1/institutions/${userId}/overview`, institution.key)).body.payload;
    expect(overview).toMatchObject({
      roll: { total: 8, signed_up: 1, confirmed: 1 },
      graduates: { total: 1, confirmed: 1 },
      staff: 1,
      programmes: {
        total: 4,
        by_status: { approved: 3, pending: 1, expired: 0, denied: 0 },
        expiring_soon: 1,
      },
    });
    expect(overview.expiring_programmes.map((programme: any) => programme.name)).toEqual([
      'Mechanical Engineering Technology',
    ]);
    const graduates = (await api.get(`/api/v1/institutions/${userId}/graduates`, institution.key)).body
      .payload.docs;
    expect(graduates).toEqual([
      expect.objectContaining({
        matric_number: 'FPI/ND/EE/19/001',
        claim_status: 'confirmed',
        graduate_id: expect.objectContaining({
          user_id: expect.objectContaining({ email: 'graduate@demo.tvet.ng' }),
        }),
      }),
    ]);

    const graduate = await login(t, 'graduate', 'graduate@demo.tvet.ng', DEMO_PASSWORD);
    const links = (await api.get(`/api/v1/graduates/${graduate.user._id}/institutions`, graduate.key)).body
      .payload.docs;
    expect(links[0].link).toMatchObject({
      claim_status: 'confirmed',
      graduation_year: 2021,
      programme_id: { name: 'Electrical/Electronic Engineering Technology' },
    });
  });
});
