import { addDuration } from '@tvet/contract';
import type { Database } from '../../db/client';
import {
  type CreatedInstitution,
  type GraduateSpec,
  insertGraduates,
  insertInstitution,
  insertRoll,
  type ProgrammeSpec,
  type RollRowSpec,
} from '../outcomes.factory';
import { shiftDays } from '../rows';
import type { Graduate } from './answers';
import { INSTITUTIONS, type InstitutionPlan } from './institutions';
import { MOVE_TO, NAMES, REGION, type Region, STATE_EFFECT } from './places';
import { PROGRAMMES } from './programmes';
import type { Random } from './random';

/*
 * The demo country's institutions with their programmes, graduation rolls over the last three cohorts, and
 * the graduates who signed up (confirmed claims on their roll rows).
 */

/** Two programmes expiring within 90 days and one whose accreditation has lapsed; the rest full. */
const ACCREDITATION_EXCEPTIONS = new Map<string, 'expiring' | 'expired'>([
  ['Kano State College of Technology|Agricultural Technology', 'expiring'],
  ['Government Technical College Bauchi|Motor Vehicle Mechanic Works', 'expiring'],
  ['Federal Polytechnic Owerri|Business Administration', 'expired'],
]);

function programmeSpecs(random: Random, plan: InstitutionPlan, today: string): ProgrammeSpec[] {
  const specs: ProgrammeSpec[] = plan.programmes.map((name) => {
    const kind = ACCREDITATION_EXCEPTIONS.get(`${plan.name}|${name}`);
    if (kind === 'expiring')
      return {
        name,
        accreditationType: 'interim',
        grantedDate: shiftDays(addDuration(today, '60 day'), -365),
        expiryDate: addDuration(today, '60 day'),
      };
    if (kind === 'expired')
      return {
        name,
        accreditationType: 'initial',
        grantedDate: shiftDays(today, -800),
        expiryDate: shiftDays(today, -70),
      };
    return {
      name,
      accreditationType: 'full',
      grantedDate: shiftDays(today, -400 - random.int(0, 900)),
      expiryDate: shiftDays(today, 400 + random.int(0, 900)),
    };
  });
  // One programme waits for the regulator's approval.
  if (plan.slug === 'abujaiei')
    specs.push({
      name: 'Drone Technology',
      accreditationType: 'approval',
      grantedDate: today,
      expiryDate: addDuration(today, '2 year'),
      status: 'pending',
    });
  return specs;
}

export interface SeededInstitution {
  plan: InstitutionPlan;
  made: CreatedInstitution;
}

export interface SeededRolls {
  institutions: SeededInstitution[];
  programmes: number;
  roll: number;
  /** The signed-up graduates' accounts, in the order of `profiles`. */
  accounts: { userId: string; graduateId: string }[];
  profiles: Graduate[];
}

/** Running numbers shared by every roll drawn in one seed, so matric numbers, usernames and NINs stay unique. */
export interface RollCounters {
  serial: number;
  nin: number;
}

/**
 * One institution's roll over the last three cohorts (drawn from `plan`; `yearsOut` names other cohorts), inserted,
 * and the graduates who signed up drawn from it: their specs and profiles are appended to `signedUp` for one bulk
 * insert later.
 */
export async function seedPlanRoll(
  db: Database,
  random: Random,
  plan: InstitutionPlan,
  made: CreatedInstitution,
  thisYear: number,
  counters: RollCounters,
  signedUp: { specs: GraduateSpec[]; profiles: Graduate[] },
  yearsOutList: readonly number[] = [1, 2, 3],
): Promise<number> {
  const region = NAMES[REGION[plan.state] ?? 'north'];
  const rows: RollRowSpec[] = [];
  const rowGraduates: Graduate[] = [];
  for (const programme of plan.programmes) {
    const profile = PROGRAMMES[programme];
    for (const yearsOut of yearsOutList) {
      const cohort = thisYear - yearsOut;
      const count = Math.round((plan.size / plan.programmes.length) * (0.8 + random.float() * 0.4));
      for (let index = 0; index < count; index++) {
        counters.serial += 1;
        const serial = counters.serial;
        const sex: 'female' | 'male' = random.chance(profile.women) ? 'female' : 'male';
        // A few graduates come from elsewhere; names follow the region otherwise.
        const names = random.chance(0.15) ? NAMES[random.pick(Object.keys(NAMES) as Region[])] : region;
        const name = `${random.pick(names[sex])} ${random.pick(names.surnames)}`;
        const matric = `${plan.abbreviation}/${String(cohort).slice(2)}/${String(serial).padStart(5, '0')}`;
        rows.push({
          institutionId: made.institutionId,
          programmeId: made.programmes.get(programme) as string,
          name,
          matricNumber: matric,
          graduationYear: cohort,
          sex,
          state: random.chance(0.8) ? plan.state : random.pick(Object.keys(STATE_EFFECT)),
          email: random.chance(0.85)
            ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${serial}@mail.example.ng`
            : null,
          phone: `+23480${String(30_000_000 + serial).padStart(8, '0')}`,
        });
        rowGraduates.push({
          programme,
          sex,
          institutionState: plan.state,
          residence: random.chance(0.84) ? plan.state : random.pick(MOVE_TO),
          yearsOut,
        });
      }
    }
  }
  const ids = await insertRoll(db, rows);
  rows.forEach((row, index) => {
    // Recent cohorts and rows with an e-mail address sign up more often.
    const graduate = rowGraduates[index];
    const p = plan.signUp * (row.email ? 1.08 : 0.6) * (graduate.yearsOut === 1 ? 1.1 : 0.95);
    if (!random.chance(p)) return;
    counters.nin += 1;
    const nin = counters.nin;
    signedUp.specs.push({
      name: row.name,
      email: row.email ?? `graduate.${counters.serial + nin}.${nin}@mail.example.ng`,
      username: `grad_${plan.slug}_${nin}`,
      sex: row.sex,
      state: row.state,
      residenceState: graduate.residence,
      nin: String(90_000_000_000 + nin),
      dateOfBirth: `${row.graduationYear - 21 - random.int(0, 4)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      isEmployed: null,
      claim: {
        rollEntryId: ids[index],
        institutionId: made.institutionId,
        programmeId: row.programmeId,
        graduationYear: row.graduationYear,
        matricNumber: row.matricNumber,
      },
    });
    signedUp.profiles.push(graduate);
  });
  return rows.length;
}

/** Every institution, its programmes and roll, then the graduates who signed up, in bulk. */
export async function seedInstitutionsAndRolls(
  db: Database,
  random: Random,
  passwordHash: string,
  today: string,
): Promise<SeededRolls> {
  const thisYear = Number(today.slice(0, 4));
  const counters: RollCounters = { serial: 0, nin: 0 };
  let programmeCount = 0;
  let rollCount = 0;
  const signedUp = { specs: [] as GraduateSpec[], profiles: [] as Graduate[] };
  const created: SeededInstitution[] = [];

  for (const plan of INSTITUTIONS) {
    const specs = programmeSpecs(random, plan, today);
    const made = await insertInstitution(
      db,
      {
        name: plan.name,
        email: `registrar@${plan.slug}.edu.ng`,
        username: plan.slug,
        institutionType: plan.type,
        ownershipType: plan.ownership,
        state: plan.state,
        town: plan.town,
        yearOfEstablishment: plan.founded,
        programmes: specs,
      },
      passwordHash,
    );
    created.push({ plan, made });
    programmeCount += specs.length;
    rollCount += await seedPlanRoll(db, random, plan, made, thisYear, counters, signedUp);
  }

  const accounts = await insertGraduates(db, signedUp.specs, passwordHash);
  return {
    institutions: created,
    programmes: programmeCount,
    roll: rollCount,
    accounts,
    profiles: signedUp.profiles,
  };
}
