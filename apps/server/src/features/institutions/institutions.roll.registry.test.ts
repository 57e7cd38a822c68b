import { ROLL_MAPPING_MESSAGES, ROLL_MESSAGES } from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type Account, institutionWithProgrammes, rollClient } from '../../test/institutions.fixtures';
import { registryRow, registryXlsx, xlsxBomb } from '../../test/roll-registry.fixtures';
import { programmes as programmesTable } from '../programmes';
import { XLSX_MAX_UNZIPPED } from './institutions.roll.read';
import { rollEntries, rollImports } from './institutions.table';

/* Issue 24: graduation rolls as registries export them (title rows, their own column names, programme names). */

const PROGRAMMES = ['Computer Science', 'Electrical Engineering Technology', 'Welding and Fabrication'];

describe('graduation rolls as registries export them', () => {
  let t: TestApp;
  let rolls: ReturnType<typeof rollClient>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    rolls = rollClient(t.app);
    api = client(t.app);
  });
  afterAll(() => t.close());

  const base = (account: Account) => `/api/v1/institutions/${account.profile.id}/roll/imports`;
  const patch = (account: Account, importId: string, body: unknown) =>
    api.patch(`${base(account)}/${importId}`, body, account.token);
  const commit = (account: Account, importId: string, body: unknown = {}) =>
    api.post(`${base(account)}/${importId}/commit`, body, account.token);
  /** An institution with PROGRAMMES, approved by an administrator (near names are matched to approved ones). */
  async function registrar(name: string) {
    const made = await institutionWithProgrammes(t, name, PROGRAMMES);
    await t.database.db
      .update(programmesTable)
      .set({ status: 'approved' })
      .where(eq(programmesTable.institutionId, made.institution.profile.id));
    return made;
  }
  async function rollSize(account: Account) {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(rollEntries)
      .where(eq(rollEntries.institutionId, account.profile.id));
    return row.total;
  }

  it('finds the header below the title, matches registry columns and programmes, and groups faults', async () => {
    const { institution, programmes } = await registrar('Yaba Registry');
    const graduates = [
      registryRow(1),
      registryRow(2, { programme: 'ND  Elect. Engr. Tech.' }),
      registryRow(3, { programme: 'HND Astrophysics' }),
      registryRow(4, { sex: 'FEMALE', year: 2023 }),
      registryRow(5, { programme: 'HND Astrophysics', sex: 'male' }),
    ];
    const res = await rolls.upload(institution, await registryXlsx(graduates), { name: 'graduands.xlsx' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(422);
    const preview = res.body.payload;
    expect(preview.header_row).toBe(3);
    expect(preview.columns.map((column: any) => [column.header, column.field])).toEqual([
      ['S/N', null],
      ['MATRIC NO.', 'matric_number'],
      ['SURNAME', 'name'],
      ['OTHER NAMES', 'name'],
      ['SEX', 'sex'],
      ['PROGRAMME', 'programme'],
      ['STATE OF ORIGIN', 'state'],
      ['YEAR OF GRAD.', 'graduation_year'],
      ['PHONE NO.', 'phone'],
      ['E-MAIL', 'email'],
      ['CGPA', null],
      ['CLASS', null],
    ]);
    expect(preview.columns[1].samples).toEqual(['YCT/HND/00001', 'YCT/HND/00002', 'YCT/HND/00003']);
    expect(preview.programmes).toEqual([
      {
        name: 'HND Computer Sci.',
        rows: 2,
        programme_id: programmes['Computer Science'],
        programme_name: 'Computer Science',
      },
      {
        name: 'ND Elect. Engr. Tech.',
        rows: 1,
        programme_id: programmes['Electrical Engineering Technology'],
        programme_name: 'Electrical Engineering Technology',
      },
      { name: 'HND Astrophysics', rows: 2, programme_id: null, programme_name: null },
    ]);
    // One group for the unknown programme, naming the spreadsheet rows (header on row 3: data from row 4).
    expect(preview.fault_groups).toEqual([
      {
        column: 'programme',
        value: 'HND Astrophysics',
        message: ROLL_MESSAGES.unknownProgramme('HND Astrophysics'),
        count: 2,
        rows: [6, 8],
      },
    ]);
    expect(preview.valid_rows).toBe(3);

    // The registrar maps the unknown programme to one of theirs: every row is checked again.
    const mapped = await patch(institution, preview._id, {
      programmes: [{ name: 'hnd astrophysics', programme_id: programmes['Welding and Fabrication'] }],
    });
    expect(mapped.statusCode, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.msg).toBe(ROLL_MAPPING_MESSAGES.mappingChanged);
    expect(mapped.body.payload).toMatchObject({ valid_rows: 5, invalid_rows: 0, can_commit: true });
    expect(await rollSize(institution)).toBe(0);

    const done = await commit(institution, preview._id);
    expect(done.statusCode, done.body.msg).toBe(200);
    expect(done.body.payload).toMatchObject({ created: 5, skipped: null });
    const stored = await t.database.db
      .select()
      .from(rollEntries)
      .where(eq(rollEntries.institutionId, institution.profile.id))
      .orderBy(rollEntries.matricKey);
    expect(stored.map((row) => [row.name, row.sex, row.graduationYear])).toEqual([
      ['OKONKWO Chiamaka Bda', 'female', 2023],
      ['OKONKWO Chiamaka Cda', 'male', 2023],
      ['OKONKWO Chiamaka Dda', 'female', 2023],
      ['OKONKWO Chiamaka Eda', 'female', 2023],
      ['OKONKWO Chiamaka Fda', 'male', 2023],
    ]);
    expect(stored[2].programmeId).toBe(programmes['Welding and Fabrication']);

    // Next year's file: the same columns and programme names need no mapping.
    const next = [registryRow(6, { year: '2023/24' }), registryRow(7, { programme: 'HND Astrophysics' })];
    const second = await rolls.upload(institution, await registryXlsx(next));
    expect(second.statusCode, JSON.stringify(second.body.payload?.fault_groups)).toBe(200);
    expect(second.body.payload.programmes[1]).toMatchObject({
      name: 'HND Astrophysics',
      programme_id: programmes['Welding and Fabrication'],
    });
    expect(second.body.payload.sample[0].graduation_year).toBe(2024);
  });

  it('creates a programme the institution lacks from the mapping step, pending approval, and goes on', async () => {
    const { institution, programmes } = await registrar('Kaduna Registry');
    const graduates = [
      registryRow(1),
      registryRow(2, { programme: 'HND Astrophysics' }),
      registryRow(3, { programme: 'ND Astrophysics' }),
    ];
    const preview = await rolls.upload(institution, await registryXlsx(graduates));
    expect(preview.statusCode).toBe(422);
    const id = preview.body.payload._id;
    const programmeCount = async () =>
      (await api.get('/api/v1/programmes', institution.token)).body.payload.totalDocs;
    expect(await programmeCount()).toBe(3);

    // Refused, adding nothing: a name the institution has, both a choice and a creation, a bad type, and a
    // creation sent with a column change that is refused.
    const refusals: [unknown, number, string][] = [
      [
        {
          programmes: [
            { name: 'HND Astrophysics', create: { name: 'computer science', accreditation_type: 'full' } },
          ],
        },
        409,
        ROLL_MAPPING_MESSAGES.programmeExists('computer science'),
      ],
      [
        {
          programmes: [
            {
              name: 'HND Astrophysics',
              programme_id: programmes['Computer Science'],
              create: { name: 'Astrophysics', accreditation_type: 'full' },
            },
          ],
        },
        400,
        'Send programme_id (one of your programmes, or null) or create (a new programme), not both',
      ],
      [
        {
          programmes: [
            { name: 'HND Astrophysics', create: { name: 'Astrophysics', accreditation_type: 'forever' } },
          ],
        },
        400,
        'create.accreditation_type',
      ],
      [
        {
          columns: [{ index: 10, field: 'matric_number' }],
          programmes: [
            { name: 'HND Astrophysics', create: { name: 'Astrophysics', accreditation_type: 'full' } },
          ],
        },
        400,
        ROLL_MAPPING_MESSAGES.fieldMappedTwice('matric_number'),
      ],
    ];
    for (const [body, code, msg] of refusals) {
      const res = await patch(institution, id, body);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(code);
      expect(`${res.body.msg} ${JSON.stringify(res.body.payload)}`).toContain(msg);
    }
    expect(await programmeCount()).toBe(3);

    // Two spellings of the file name the same new programme: it is added once, pending, and the rows are valid.
    const created = await patch(institution, id, {
      programmes: [
        { name: 'HND Astrophysics', create: { name: 'Astrophysics', accreditation_type: 'initial' } },
        { name: 'ND Astrophysics', create: { name: 'astrophysics', accreditation_type: 'initial' } },
      ],
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(created.body.msg).toBe(ROLL_MAPPING_MESSAGES.programmeCreated(1));
    expect(created.body.payload).toMatchObject({ valid_rows: 3, invalid_rows: 0, can_commit: true });
    const astro = created.body.payload.programmes.find((p: any) => p.name === 'HND Astrophysics');
    expect(astro.programme_name).toBe('Astrophysics');
    expect(created.body.payload.programmes.find((p: any) => p.name === 'ND Astrophysics').programme_id).toBe(
      astro.programme_id,
    );
    const added = await api.get(`/api/v1/programmes/${astro.programme_id}`, institution.token);
    expect(added.body.payload).toMatchObject({
      name: 'Astrophysics',
      status: 'pending',
      accreditation_type: 'initial',
    });
    expect(await programmeCount()).toBe(4);

    // The upload goes on: the rows are imported under the pending programme, and the next file maps to it.
    expect((await commit(institution, id)).statusCode).toBe(200);
    const stored = await t.database.db
      .select({ programmeId: rollEntries.programmeId })
      .from(rollEntries)
      .where(eq(rollEntries.institutionId, institution.profile.id));
    expect(stored.filter((row) => row.programmeId === astro.programme_id)).toHaveLength(2);
    const next = await rolls.upload(
      institution,
      await registryXlsx([registryRow(4, { programme: 'HND Astrophysics' })]),
    );
    expect(next.statusCode, JSON.stringify(next.body.payload?.fault_groups)).toBe(200);
    expect(next.body.payload.programmes[0].programme_id).toBe(astro.programme_id);
  });

  it('matches a near name to approved programmes only; the very name to any of them', async () => {
    const { institution, programmes } = await institutionWithProgrammes(t, 'Pending Poly', PROGRAMMES);
    const graduates = [registryRow(1), registryRow(2, { programme: 'welding and fabrication' })];
    const preview = await rolls.upload(institution, await registryXlsx(graduates));
    expect(preview.body.payload.programmes).toEqual([
      // "HND Computer Sci." is near "Computer Science", which is still pending: the registrar chooses.
      { name: 'HND Computer Sci.', rows: 1, programme_id: null, programme_name: null },
      {
        name: 'welding and fabrication',
        rows: 1,
        programme_id: programmes['Welding and Fabrication'],
        programme_name: 'Welding and Fabrication',
      },
    ]);
  });

  it('remembers a column the registrar matched by hand for the next upload', async () => {
    const { institution } = await registrar('Ilaro Registry');
    const header = [
      'S/N',
      'MATRIC NO.',
      'SURNAME',
      'OTHER NAMES',
      'SEX',
      'PROGRAMME',
      'STATE OF ORIGIN',
      'YEAR OF GRAD.',
      'PHONE NO.',
      'CONTACT MAIL',
      'CGPA',
      'CLASS',
    ];
    const first = await rolls.upload(institution, await registryXlsx([registryRow(1)], { header }));
    expect(first.statusCode).toBe(200);
    expect(first.body.payload.columns[9]).toMatchObject({ header: 'CONTACT MAIL', field: null });
    const mapped = await patch(institution, first.body.payload._id, {
      columns: [{ index: 9, field: 'email' }],
    });
    expect(mapped.statusCode, mapped.body.msg).toBe(200);
    expect(mapped.body.payload.sample[0].email).toBe('registry1@example.ng');
    expect((await commit(institution, first.body.payload._id)).statusCode).toBe(200);

    const second = await rolls.upload(institution, await registryXlsx([registryRow(2)], { header }));
    expect(second.body.payload.columns[9]).toMatchObject({ header: 'CONTACT MAIL', field: 'email' });
  });

  it('imports the rows without faults on request, offers the faulty ones as a CSV, and stores nothing twice', async () => {
    const { institution } = await registrar('Auchi Registry');
    const graduates = [
      registryRow(1),
      registryRow(2, { sex: 'X' }),
      registryRow(3),
      registryRow(4, { surname: '=HYPERLINK("http://evil.example")' }),
    ];
    const preview = await rolls.upload(institution, await registryXlsx(graduates), { name: 'auchi.xlsx' });
    expect(preview.statusCode).toBe(422);
    const id = preview.body.payload._id;
    expect((await commit(institution, id)).statusCode).toBe(422);
    expect(await rollSize(institution)).toBe(0);

    const faults = await t.app.inject({
      method: 'GET',
      url: `${base(institution)}/${id}/faults`,
      headers: { authorization: `Bearer ${institution.token}` },
    });
    expect(faults.statusCode).toBe(200);
    expect(faults.headers['content-type']).toContain('text/csv');
    expect(faults.headers['content-disposition']).toContain('auchi - rows to fix.csv');
    const lines = faults.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      `S/N,MATRIC NO.,SURNAME,OTHER NAMES,SEX,PROGRAMME,STATE OF ORIGIN,YEAR OF GRAD.,PHONE NO.,E-MAIL,CGPA,CLASS,${ROLL_MAPPING_MESSAGES.faultsColumn}`,
    );
    expect(lines[1]).toContain(`YCT/HND/00002`);
    expect(lines[1]).toContain(`sex: ${ROLL_MESSAGES.badSex}`);
    // A formula comes back as text (a leading apostrophe), never as a formula.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const partial = await commit(institution, id, { skip_invalid: true });
    expect(partial.statusCode, partial.body.msg).toBe(200);
    expect(partial.body.msg).toBe(ROLL_MAPPING_MESSAGES.committedSkipping(2, 0, 2));
    expect(partial.body.payload).toMatchObject({ created: 2, skipped: 2, status: 'committed' });
    expect(await rollSize(institution)).toBe(2);
    const again = await commit(institution, id, { skip_invalid: true });
    expect(again.statusCode).toBe(409);
    // The corrected file updates the two stored rows and adds the two fixed ones.
    const fixed = [registryRow(1), registryRow(2), registryRow(3), registryRow(4)];
    const upload = await rolls.upload(institution, await registryXlsx(fixed));
    expect(upload.body.payload).toMatchObject({ will_create: 2, will_update: 2 });
    expect((await commit(institution, upload.body.payload._id)).statusCode).toBe(200);
    expect(await rollSize(institution)).toBe(4);
  });

  describe('bad input: a 4xx saying what to do, nothing stored', () => {
    it('refuses a file with two header rows', async () => {
      const { institution } = await registrar('Two Headers Poly');
      const bytes = await registryXlsx([registryRow(1), registryRow(2)], { extraHeaderAt: 1 });
      const res = await rolls.upload(institution, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toBe(ROLL_MAPPING_MESSAGES.twoHeaderRows(3, 5));
    });

    it("refuses two columns on one field, an unknown column and another institution's programme", async () => {
      const { institution } = await registrar('Mapping Poly');
      const other = await institutionWithProgrammes(t, 'Other Poly', ['Astrophysics']);
      const preview = await rolls.upload(
        institution,
        await registryXlsx([registryRow(1, { programme: 'Astro' })]),
      );
      const id = preview.body.payload._id;
      const cases: [unknown, string][] = [
        [
          { columns: [{ index: 10, field: 'matric_number' }] },
          ROLL_MAPPING_MESSAGES.fieldMappedTwice('matric_number'),
        ],
        [{ columns: [{ index: 40, field: 'email' }] }, ROLL_MAPPING_MESSAGES.unknownColumn(40)],
        [
          { programmes: [{ name: 'Astro', programme_id: other.programmes.Astrophysics }] },
          ROLL_MAPPING_MESSAGES.programmeNotYours,
        ],
        [
          { programmes: [{ name: 'Geology', programme_id: other.programmes.Astrophysics }] },
          ROLL_MAPPING_MESSAGES.unknownProgrammeName('Geology'),
        ],
      ];
      for (const [body, msg] of cases) {
        const res = await patch(institution, id, body);
        expect(res.statusCode, msg).toBe(400);
        expect(res.body.msg).toBe(msg);
      }
      const [row] = await t.database.db.select().from(rollImports).where(eq(rollImports.id, id));
      expect(row.columns[10].field).toBeNull();
      expect(row.programmes[0].programme_id).toBeNull();
      expect((await commit(institution, id)).statusCode).toBe(422);
      expect(await rollSize(institution)).toBe(0);
    });

    it('answers an unmatched required field with a preview naming it; only commit refuses it', async () => {
      const { institution } = await registrar('Unmapped Poly');
      const preview = await rolls.upload(institution, await registryXlsx([registryRow(1), registryRow(2)]));
      const id = preview.body.payload._id;
      const unmapped = await patch(institution, id, { columns: [{ index: 1, field: null }] });
      expect(unmapped.statusCode).toBe(422);
      expect(unmapped.body.msg).toBe(ROLL_MAPPING_MESSAGES.missingFields(['matric_number']));
      expect(unmapped.body.payload.fault_groups[0]).toMatchObject({
        message: ROLL_MAPPING_MESSAGES.missingFields(['matric_number']),
        count: 2,
      });
      for (const body of [{}, { skip_invalid: true }]) {
        const refused = await commit(institution, id, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.body.msg).toBe(ROLL_MAPPING_MESSAGES.missingFields(['matric_number']));
      }
      expect(await rollSize(institution)).toBe(0);
      const mapped = await patch(institution, id, { columns: [{ index: 1, field: 'matric_number' }] });
      expect(mapped.statusCode, mapped.body.msg).toBe(200);
      expect((await commit(institution, id)).statusCode).toBe(200);
      expect(await rollSize(institution)).toBe(2);
    });

    it('refuses an .xlsx that inflates past the limit whatever it declares, and keeps answering others', async () => {
      const { institution } = await registrar('Bomb Poly');
      const bomb = await xlsxBomb(XLSX_MAX_UNZIPPED + 1024 * 1024);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const [res, health] = await Promise.all([
        rolls.upload(institution, bomb, { name: 'roll.xlsx' }),
        api.get('/api/health'),
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.body.msg).toBe(ROLL_MAPPING_MESSAGES.xlsxTooLarge);
      expect(health.statusCode).toBe(200);
      const [imports] = await t.database.db
        .select({ total: count() })
        .from(rollImports)
        .where(eq(rollImports.institutionId, institution.profile.id));
      expect(imports.total).toBe(0);
    }, 60_000);
  });

  it('searches the roll without accents, tone marks or name order', async () => {
    const { institution } = await registrar('Search Poly');
    const graduates = [
      registryRow(1, { surname: 'ADÉWÁLÉ', otherNames: 'Ṣẹ́gun' }),
      registryRow(2, { surname: 'Okonkwo', otherNames: 'Chiamaka' }),
      registryRow(3, { surname: 'Bello', otherNames: 'Amina' }),
    ];
    const preview = await rolls.upload(institution, await registryXlsx(graduates));
    expect((await commit(institution, preview.body.payload._id)).statusCode).toBe(200);
    const names = async (query: string) =>
      (await rolls.list(institution, `?name=${encodeURIComponent(query)}`)).body.payload.docs.map(
        (entry: any) => entry.name,
      );
    expect(await names('Segun')).toEqual(['ADÉWÁLÉ Ṣẹ́gun']);
    expect(await names('segun adewale')).toEqual(['ADÉWÁLÉ Ṣẹ́gun']);
    expect(await names('okonkwo chiamaka')).toEqual(['Okonkwo Chiamaka']);
    expect(await names('chiamaka  OKONKWO')).toEqual(['Okonkwo Chiamaka']);
    expect(await names('chiamaka bello')).toEqual([]);
    expect(await names('YCT/HND/00003')).toEqual(['Bello Amina']);
  });
});
