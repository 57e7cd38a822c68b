import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCREDITATION_TYPE_LABELS,
  ROLL_FIELD_LABELS,
  ROLL_IGNORE_LABEL,
  ROLL_MAPPING_MESSAGES,
  ROLL_MESSAGES,
  type RollImport,
} from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { anOverview, aRollImport } from '../test/fixtures';
import { GraduationRollPage } from './graduation-roll-page';

/* Issue 24: the mapping step of a registry export, faults grouped by kind and value, importing the good rows. */

beforeEach(() => signInAs('institution', 'institution-1'));
const SLOW = { timeout: 5000 };

const registryPreview = (overrides: Partial<RollImport> = {}) =>
  aRollImport({
    _id: 'import-9',
    header_row: 3,
    total_rows: 14,
    valid_rows: 2,
    invalid_rows: 12,
    error_count: 12,
    can_commit: false,
    columns: [
      { index: 0, header: 'S/N', samples: ['1', '2'], field: null },
      { index: 1, header: 'MATRIC NO.', samples: ['YCT/HND/001'], field: 'matric_number' },
      { index: 2, header: 'SURNAME', samples: ['OKONKWO'], field: 'name' },
      { index: 3, header: 'GRAD. COHORT', samples: ['2022/2023'], field: null },
    ],
    programmes: [
      { name: 'HND Computer Sci.', rows: 2, programme_id: 'programme-1', programme_name: 'Computer Science' },
      { name: 'HND Astrophysics', rows: 12, programme_id: null, programme_name: null },
    ],
    fault_groups: [
      {
        column: 'programme',
        value: 'HND Astrophysics',
        message: ROLL_MESSAGES.unknownProgramme('HND Astrophysics'),
        count: 12,
        rows: [29, 31],
      },
    ],
    ...overrides,
  });

function mappingServer(preview: RollImport, extra: Parameters<typeof serve>[0] = {}) {
  return serve({
    'GET /institutions/institution-1/overview': () =>
      envelope(200, ROLL_MESSAGES.overviewLoaded, anOverview()),
    'GET /institutions/institution-1/roll': () => envelope(200, ROLL_MESSAGES.loaded, paged([])),
    'GET /institutions/institution-1/programmes': () =>
      envelope(
        200,
        'Programmes loaded',
        paged([
          { _id: 'programme-1', name: 'Computer Science' },
          { _id: 'programme-2', name: 'Welding and Fabrication' },
        ]),
      ),
    'GET /institutions/institution-1/roll/imports/import-9': () =>
      envelope(200, ROLL_MESSAGES.importLoaded, preview),
    ...extra,
  });
}

const renderRoll = () =>
  renderWithData(
    <>
      <GraduationRollPage />
      <Toaster />
    </>,
    '/graduation-roll?import=import-9',
  );

describe('/graduation-roll: registry exports', () => {
  it('shows the header row, each column with its values and field, and faults grouped by value', async () => {
    mappingServer(registryPreview());
    renderRoll();
    expect(await screen.findByText(ROLL_MAPPING_MESSAGES.headerRowUsed(3), {}, SLOW)).toBeTruthy();
    const matric = screen.getByLabelText('MATRIC NO.') as HTMLSelectElement;
    expect(matric.value).toBe('matric_number');
    expect((screen.getByLabelText('S/N') as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('YCT/HND/001')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('HND Computer Sci.') as HTMLSelectElement).value).toBe('programme-1'),
    );
    expect(screen.getByText('12 rows')).toBeTruthy();
    expect(
      screen.getByText(
        `HND Astrophysics: ${ROLL_MESSAGES.unknownProgramme('HND Astrophysics')}, 12 rows: 29, 31, …`,
      ),
    ).toBeTruthy();
    // No inner scroll box around the faults.
    expect(document.querySelector('.overflow-y-auto')).toBeNull();
  });

  it('opens the mapping step on a required field no column is matched to, with nothing to import', async () => {
    const missing = ROLL_MAPPING_MESSAGES.missingFields(['graduation_year']);
    mappingServer(
      registryPreview({
        valid_rows: 0,
        invalid_rows: 14,
        programmes: [],
        fault_groups: [{ column: null, value: null, message: missing, count: 14, rows: [] }],
      }),
    );
    renderRoll();
    expect(await screen.findByText(missing, {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('GRAD. COHORT') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('sends the changed matches only, and shows the preview checked again', async () => {
    const user = userEvent.setup();
    const fixed = registryPreview({
      valid_rows: 14,
      invalid_rows: 0,
      error_count: 0,
      can_commit: true,
      fault_groups: [],
      columns: registryPreview().columns.map((column) =>
        column.index === 3 ? { ...column, field: 'graduation_year' } : column,
      ),
      programmes: registryPreview().programmes.map((programme) =>
        programme.programme_id ? programme : { ...programme, programme_id: 'programme-2' },
      ),
    });
    let current = registryPreview();
    const server = mappingServer(current, {
      'GET /institutions/institution-1/roll/imports/import-9': () =>
        envelope(200, ROLL_MESSAGES.importLoaded, current),
      'PATCH /institutions/institution-1/roll/imports/import-9': () => {
        current = fixed;
        return envelope(200, ROLL_MAPPING_MESSAGES.mappingChanged, fixed);
      },
    });
    renderRoll();
    const cohort = (await screen.findByLabelText('GRAD. COHORT', {}, SLOW)) as HTMLSelectElement;
    const check = screen.getByRole('button', { name: 'Check again with these matches' });
    expect(check.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(cohort, ROLL_FIELD_LABELS.graduation_year);
    await waitFor(() =>
      expect(screen.getByLabelText('HND Astrophysics').querySelectorAll('option').length).toBe(4),
    );
    await user.selectOptions(screen.getByLabelText('HND Astrophysics'), 'Welding and Fabrication');
    await user.click(check);
    await waitFor(() =>
      expect(server.requestsTo('PATCH /institutions/institution-1/roll/imports/import-9')).toHaveLength(1),
    );
    expect(server.requestsTo('PATCH /institutions/institution-1/roll/imports/import-9')[0].body).toEqual({
      columns: [{ index: 3, field: 'graduation_year' }],
      programmes: [{ name: 'HND Astrophysics', programme_id: 'programme-2' }],
    });
    expect(await screen.findByText(ROLL_MAPPING_MESSAGES.mappingChanged)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Import 14 rows' })).toBeTruthy();
    expect((screen.getByLabelText('S/N') as HTMLSelectElement).querySelector('option')?.textContent).toBe(
      ROLL_IGNORE_LABEL,
    );
  });

  it('adds a programme the institution lacks from the mapping step, pending approval', async () => {
    const user = userEvent.setup();
    const astro = {
      name: 'HND Astrophysics',
      rows: 12,
      programme_id: 'programme-3',
      programme_name: 'Astrophysics',
    };
    const fixed = registryPreview({
      valid_rows: 14,
      invalid_rows: 0,
      error_count: 0,
      can_commit: true,
      fault_groups: [],
      programmes: [registryPreview().programmes[0], astro],
    });
    let current = registryPreview();
    const server = mappingServer(current, {
      'GET /institutions/institution-1/roll/imports/import-9': () =>
        envelope(200, ROLL_MESSAGES.importLoaded, current),
      'PATCH /institutions/institution-1/roll/imports/import-9': () => {
        current = fixed;
        return envelope(200, ROLL_MAPPING_MESSAGES.programmeCreated(1), fixed);
      },
    });
    renderRoll();
    const select = (await screen.findByLabelText('HND Astrophysics', {}, SLOW)) as HTMLSelectElement;
    await user.selectOptions(select, ROLL_MAPPING_MESSAGES.newProgrammeOption);
    expect(screen.getByText(ROLL_MAPPING_MESSAGES.newProgrammeNote)).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check again with these matches' });
    // Not sent until the new programme has a name and an accreditation type.
    expect(check.hasAttribute('disabled')).toBe(true);
    const name = screen.getByLabelText('Name of the new programme') as HTMLInputElement;
    expect(name.value).toBe('HND Astrophysics');
    await user.clear(name);
    await user.type(name, 'Astrophysics');
    await user.selectOptions(screen.getByLabelText('Accreditation type'), ACCREDITATION_TYPE_LABELS.initial);
    expect(check.hasAttribute('disabled')).toBe(false);
    await user.click(check);
    await waitFor(() =>
      expect(server.requestsTo('PATCH /institutions/institution-1/roll/imports/import-9')).toHaveLength(1),
    );
    expect(server.requestsTo('PATCH /institutions/institution-1/roll/imports/import-9')[0].body).toEqual({
      programmes: [
        { name: 'HND Astrophysics', create: { name: 'Astrophysics', accreditation_type: 'initial' } },
      ],
    });
    expect(await screen.findByText(ROLL_MAPPING_MESSAGES.programmeCreated(1))).toBeTruthy();
    // The new programme is read again into the list, and the file name maps to it.
    await waitFor(() =>
      expect(server.requestsTo('GET /institutions/institution-1/programmes').length).toBeGreaterThan(1),
    );
    expect(await screen.findByRole('button', { name: 'Import 14 rows' })).toBeTruthy();
    expect(screen.queryByLabelText('Name of the new programme')).toBeNull();
  });

  it('imports the rows without errors on request', async () => {
    const user = userEvent.setup();
    const server = mappingServer(registryPreview(), {
      'POST /institutions/institution-1/roll/imports/import-9/commit': () =>
        envelope(
          200,
          ROLL_MAPPING_MESSAGES.committedSkipping(2, 0, 12),
          registryPreview({ status: 'committed', created: 2, updated: 0, skipped: 12 }),
        ),
    });
    renderRoll();
    await user.click(await screen.findByRole('button', { name: 'Import the 2 rows without errors' }, SLOW));
    await waitFor(() =>
      expect(server.requestsTo('POST /institutions/institution-1/roll/imports/import-9/commit')).toHaveLength(
        1,
      ),
    );
    expect(
      server.requestsTo('POST /institutions/institution-1/roll/imports/import-9/commit')[0].body,
    ).toEqual({
      skip_invalid: true,
    });
    const status = await screen.findAllByText(ROLL_MAPPING_MESSAGES.committedSkipping(2, 0, 12));
    expect(status.length).toBeGreaterThan(0);
    expect(within(document.body).getByText('12 rows with faults were left out.')).toBeTruthy();
  });
});
