import { MESSAGES, SERVER_MESSAGES, USER_TYPES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, users } from '../../db/schema';
import { signedIn, uniqueIdentity } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

const BULK = 120;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('institutions', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let token: string;
  const ids: Record<string, string> = {};

  /** Institutions written straight to the database (they never sign in), so a hundred of them are cheap. */
  async function seed(rows: { name: string; state?: string; verified?: boolean }[]) {
    const created = await t.database.db
      .insert(users)
      .values(
        rows.map(({ name, state = 'Lagos' }) => ({
          ...uniqueIdentity('inst'),
          userType: 'institution',
          name,
          passwordHash: 'never-used',
          isEmailVerified: true,
          address: `1 Campus Road|${state}|Nigeria`,
        })),
      )
      .returning({ id: users.id, name: users.name });
    const profiles = await t.database.db
      .insert(institutions)
      .values(
        created.map((user, index) => ({
          userId: user.id,
          institutionType: 'technical-colleges',
          ownershipType: 'state',
          isVerified: rows[index].verified ?? false,
        })),
      )
      .returning({ id: institutions.id });
    created.forEach((user, index) => {
      ids[user.name] = profiles[index].id;
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    token = (await signedIn(t, 'graduate')).token;
    await seed(
      Array.from({ length: BULK }, (_, i) => ({
        name: `Bulk Polytechnic ${String(i + 1).padStart(3, '0')}`,
      })),
    );
    await seed([
      { name: 'Yaba College of Technology', state: 'Lagos', verified: true },
      { name: '100% Skills Academy', state: 'Kano' },
      { name: 'Alpha_Beta Institute', state: 'Oyo' },
      { name: 'AlphaXBeta Polytechnic', state: 'Oyo' },
    ]);
  });
  afterAll(() => t.close());

  const list = (query: string, as = token) => api.get(`/api/v1/institutions/${query}`, as);

  describe('GET /api/v1/institutions', () => {
    it('answers every signed-in role, and no visitor', async () => {
      for (const userType of USER_TYPES) {
        const account = await signedIn(t, userType);
        const res = await list('?name=yaba', account.token);
        expect(res.statusCode, userType).toBe(200);
      }
      const visitor = await list('', '');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body.msg).toBe(SERVER_MESSAGES.signInRequired);
    });

    it('shows name under user_id.name, type, state and the verified badge', async () => {
      const res = await list('?name=Yaba');
      expect(res.body.msg).toBe(SERVER_MESSAGES.institutionsLoaded);
      expect(res.body.payload.docs).toEqual([
        {
          _id: ids['Yaba College of Technology'],
          user_id: {
            _id: expect.any(String),
            name: 'Yaba College of Technology',
            email: expect.stringContaining('@'),
            phone: null,
            address: '1 Campus Road|Lagos|Nigeria',
          },
          institution_type: 'technical-colleges',
          ownership_type: 'state',
          state: 'Lagos',
          is_verified: true,
        },
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/password|never-used/);
    });

    it('pages by name with the spec paging fields, 20 to a page by default', async () => {
      const first = (await list('?name=bulk')).body.payload;
      expect(first).toMatchObject({
        totalDocs: BULK,
        totalPages: 6,
        page: 1,
        limit: 20,
        nextPage: 2,
        prevPage: null,
      });
      expect(first).toMatchObject({ hasNextPage: true, hasPrevPage: false, pagingCounter: 1 });
      expect(first.docs.map((doc: any) => doc.user_id.name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Bulk Polytechnic ${String(i + 1).padStart(3, '0')}`),
      );
      const third = (await list('?name=bulk&limit=50&page=3')).body.payload;
      expect(third).toMatchObject({
        page: 3,
        limit: 50,
        totalPages: 3,
        nextPage: null,
        prevPage: 2,
        pagingCounter: 101,
      });
      expect(third.docs).toHaveLength(20);
      expect(third.docs[0].user_id.name).toBe('Bulk Polytechnic 101');
    });

    it('caps limit at 100 whatever is asked', async () => {
      for (const asked of ['9999', '101', '1000000']) {
        const res = await list(`?limit=${asked}`);
        expect(res.statusCode).toBe(200);
        expect(res.body.payload.limit).toBe(100);
        expect(res.body.payload.docs).toHaveLength(100);
        expect(res.body.payload.totalDocs).toBeGreaterThan(BULK);
      }
    });

    it('finds one institution by id, for naming a saved choice', async () => {
      const first = (await list('?limit=1')).body.payload.docs[0];
      const res = await list(`?id=${first._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload.docs.map((doc: { _id: string }) => doc._id)).toEqual([first._id]);
      expect((await list(`?id=${UNKNOWN_ID}`)).body.payload.docs).toEqual([]);
      expect((await list('?id=not-an-id')).statusCode).toBe(400);
    });

    it('answers an empty page beyond the end', async () => {
      const res = await list('?name=bulk&limit=100&page=7');
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({
        docs: [],
        totalDocs: BULK,
        page: 7,
        hasNextPage: false,
        nextPage: null,
      });
    });

    it('refuses a limit or page that is not a positive whole number, by name', async () => {
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=ten', 'limit'],
        ['?page=0', 'page'],
        ['?page=1.5', 'page'],
      ]) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(res.body.payload.fields)).toEqual([field]);
      }
    });

    it('searches names case-insensitively, with % and _ taken literally', async () => {
      const names = async (search: string) =>
        (await list(`?name=${encodeURIComponent(search)}&limit=100`)).body.payload.docs.map(
          (doc: any) => doc.user_id.name,
        );
      expect(await names('YABA college')).toEqual(['Yaba College of Technology']);
      expect(await names('%')).toEqual(['100% Skills Academy']);
      expect(await names('a_b')).toEqual(['Alpha_Beta Institute']);
      expect((await names('alpha')).sort()).toEqual(
        ['AlphaXBeta Polytechnic', 'Alpha_Beta Institute'].sort(),
      );
      expect(await names("' or 1=1 --")).toEqual([]);
      const none = (await list('?name=Atlantis')).body.payload;
      expect(none).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, hasNextPage: false });
    });
  });

  describe('a graduate links institutions', () => {
    const links = (graduateId: string) => `/api/v1/graduates/${graduateId}/institutions/`;

    it('links (idempotently, more than one), lists and removes them', async () => {
      const graduate = await signedIn(t, 'graduate');
      const yaba = ids['Yaba College of Technology'];
      const alpha = ids['Alpha_Beta Institute'];
      const first = await api.post(links(graduate.profile.id), { institution_id: yaba }, graduate.token);
      expect(first.statusCode, first.body.msg).toBe(200);
      expect(first.body.msg).toBe(MESSAGES.institutionUpdated);
      expect(first.body.msg).toBe('Institution updated successfully');
      expect(first.body.payload.docs.map((doc: any) => doc._id)).toEqual([yaba]);
      const again = await api.post(links(graduate.profile.id), { institution_id: yaba }, graduate.token);
      expect(again.statusCode).toBe(200);
      expect(again.body.payload.docs).toHaveLength(1);
      await api.post(links(graduate.profile.id), { institution_id: alpha }, graduate.token);

      const read = await api.get(links(graduate.profile.id), graduate.token);
      expect(read.statusCode).toBe(200);
      expect(read.body.payload.docs.map((doc: any) => doc.user_id.name)).toEqual([
        'Alpha_Beta Institute',
        'Yaba College of Technology',
      ]);

      const removed = await api.delete(`${links(graduate.profile.id)}${alpha}`, graduate.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.body.payload.docs.map((doc: any) => doc._id)).toEqual([yaba]);
      expect((await api.delete(`${links(graduate.profile.id)}${alpha}`, graduate.token)).statusCode).toBe(
        200,
      );
      expect((await api.get(links(graduate.profile.id), graduate.token)).body.payload.docs).toHaveLength(1);
    });

    it('answers 404 for an unknown institution and 400 for a malformed or missing id', async () => {
      const graduate = await signedIn(t, 'graduate');
      const unknown = await api.post(
        links(graduate.profile.id),
        { institution_id: UNKNOWN_ID },
        graduate.token,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.msg).toBe(SERVER_MESSAGES.institutionNotFound);
      for (const body of [
        { institution_id: 'Yaba' },
        {},
        { institution_id: ids['Yaba College of Technology'], x: 1 },
      ]) {
        const res = await api.post(links(graduate.profile.id), body, graduate.token);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.body.payload.fields).toBeDefined();
      }
      expect((await api.get(links(graduate.profile.id), graduate.token)).body.payload.docs).toEqual([]);
    });

    it("refuses another graduate's list and every other role", async () => {
      const graduate = await signedIn(t, 'graduate');
      const other = await signedIn(t, 'graduate');
      const body = { institution_id: ids['Yaba College of Technology'] };
      const cases = [
        await api.post(links(other.profile.id), body, graduate.token),
        await api.get(links(other.profile.id), graduate.token),
        await api.delete(`${links(other.profile.id)}${body.institution_id}`, graduate.token),
      ];
      for (const userType of ['staff', 'institution', 'employer', 'mentor'] as const) {
        const account = await signedIn(t, userType);
        cases.push(await api.post(links(account.profile.id), body, account.token));
        cases.push(await api.post(links(graduate.profile.id), body, account.token));
      }
      for (const res of cases) {
        expect(res.statusCode).toBe(403);
        expect(res.body.status).toBe('Forbidden');
      }
      expect((await api.get(links(other.profile.id), other.token)).body.payload.docs).toEqual([]);
      expect((await api.post(links(graduate.profile.id), body)).statusCode).toBe(401);
    });
  });
});
