import { addDuration, matricKey, todayInNigeria } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { graduates, institutions, staff, users } from '../db/schema';
import { graduateInstitutions, rollEntries } from '../features/institutions/institutions.table';
import { programmes } from '../features/programmes/programmes.table';

/*
 * The demo institution's portal with something in it (issue 10): programmes (one expiring within 90 days,
 * one pending), a small graduation roll that includes the demo graduate, whose link is confirmed, and the
 * demo staff member working there.
 */

/** The cohort of the demo graduate's small roll; demo-portals.ts fills it out so its figures are shown. */
export const DEMO_ROLL_YEAR = 2021;
const ROLL_YEAR = DEMO_ROLL_YEAR;

/** The same calendar day `years` earlier (29 February becomes 28 February). */
function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  return new Date(Date.UTC(year - years, month - 1, Math.min(date, last))).toISOString().slice(0, 10);
}

async function profileIdOf(
  db: Database,
  table: typeof graduates | typeof institutions | typeof staff,
  email: string,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(users.email, email))
    .limit(1);
  return row?.id ?? null;
}

export async function seedDemoInstitution(
  db: Database,
  emails: { institution: string; graduate: string; staff: string },
): Promise<void> {
  const institutionId = await profileIdOf(db, institutions, emails.institution);
  const graduateId = await profileIdOf(db, graduates, emails.graduate);
  if (!institutionId || !graduateId) return;
  const today = todayInNigeria();
  const yearsAgo = (years: number) => yearsBefore(today, years);

  const made = await db
    .insert(programmes)
    .values([
      {
        institutionId,
        name: 'Electrical/Electronic Engineering Technology',
        accreditationType: 'full',
        grantedDate: yearsAgo(1),
        expiryDate: addDuration(yearsAgo(1), '5 year'),
        status: 'approved',
      },
      {
        institutionId,
        name: 'Computer Science',
        accreditationType: 're_accreditation',
        grantedDate: yearsAgo(2),
        expiryDate: addDuration(yearsAgo(2), '5 year'),
        status: 'approved',
      },
      {
        // Its accreditation ends within 90 days: the overview warns about it.
        institutionId,
        name: 'Mechanical Engineering Technology',
        accreditationType: 'interim',
        grantedDate: yearsBefore(addDuration(today, '45 day'), 1),
        expiryDate: addDuration(today, '45 day'),
        status: 'approved',
      },
      {
        institutionId,
        name: 'Science Laboratory Technology',
        accreditationType: 'initial',
        grantedDate: today,
        expiryDate: addDuration(today, '2 year'),
        status: 'pending',
      },
    ])
    .returning({ id: programmes.id, name: programmes.name });
  const programme = Object.fromEntries(made.map((row) => [row.name, row.id]));

  const roll = [
    [
      'Amina Bello',
      'FPI/ND/EE/19/001',
      'Electrical/Electronic Engineering Technology',
      'female',
      'Ogun',
      'graduate@demo.tvet.ng',
    ],
    [
      'Oluwaseun Adebayo',
      'FPI/ND/EE/19/002',
      'Electrical/Electronic Engineering Technology',
      'male',
      'Ogun',
      'seun.adebayo@example.ng',
    ],
    [
      'Halima Yusuf',
      'FPI/ND/EE/19/003',
      'Electrical/Electronic Engineering Technology',
      'female',
      'Kwara',
      'halima.yusuf@example.ng',
    ],
    [
      'Chukwuemeka Nwosu',
      'FPI/ND/CS/19/001',
      'Computer Science',
      'male',
      'Anambra',
      'emeka.nwosu@example.ng',
    ],
    ['Fatima Abdullahi', 'FPI/ND/CS/19/002', 'Computer Science', 'female', 'Kano', null],
    [
      'Tolulope Ogunleye',
      'FPI/ND/CS/19/003',
      'Computer Science',
      'female',
      'Lagos',
      'tolu.ogunleye@example.ng',
    ],
    [
      'Ibrahim Musa',
      'FPI/ND/ME/19/001',
      'Mechanical Engineering Technology',
      'male',
      'Niger',
      'ibrahim.musa@example.ng',
    ],
    ['Blessing Okon', 'FPI/ND/ME/19/002', 'Mechanical Engineering Technology', 'female', 'Akwa Ibom', null],
  ] as const;
  const entries = await db
    .insert(rollEntries)
    .values(
      roll.map(([name, matric, programmeName, sex, state, email], index) => ({
        institutionId,
        name,
        matricNumber: matric,
        matricKey: matricKey(matric),
        programmeId: programme[programmeName],
        graduationYear: ROLL_YEAR,
        sex,
        state,
        email,
        phone: `+23480312345${String(67 + index).padStart(2, '0')}`,
      })),
    )
    .returning({ id: rollEntries.id, matricKey: rollEntries.matricKey });
  const demoEntry = entries.find((entry) => entry.matricKey === matricKey('FPI/ND/EE/19/001'));

  // The demo graduate's claim, matched to the roll and so confirmed.
  await db.insert(graduateInstitutions).values({
    graduateId,
    institutionId,
    matricNumber: 'FPI/ND/EE/19/001',
    matricKey: matricKey('FPI/ND/EE/19/001'),
    programmeId: programme['Electrical/Electronic Engineering Technology'],
    graduationYear: ROLL_YEAR,
    claimStatus: 'confirmed',
    rollEntryId: demoEntry?.id ?? null,
  });
  if (demoEntry)
    await db
      .update(rollEntries)
      .set({ claimStatus: 'confirmed', graduateId })
      .where(eq(rollEntries.id, demoEntry.id));

  const staffId = await profileIdOf(db, staff, emails.staff);
  if (staffId) await db.update(staff).set({ institutionId }).where(eq(staff.id, staffId));
}
