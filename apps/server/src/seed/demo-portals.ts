import { eq } from 'drizzle-orm';
import { insertAccount } from '../db/accounts';
import type { Database } from '../db/client';
import { employers, institutions, users } from '../db/schema';
import { applications, jobs } from '../features/jobs/jobs.table';
import { programmes } from '../features/programmes/programmes.table';
import { answerTracer, type Seeker } from './country/answers';
import { applicationsFor } from './country/employers';
import type { InstitutionPlan } from './country/institutions';
import type { ProgrammeName } from './country/programmes';
import { Random } from './country/random';
import { seedPlanRoll } from './country/rolls';
import { DEMO_ROLL_YEAR } from './demo-institution';
import { type GraduateSpec, insertGraduates } from './outcomes.factory';
import { DAY } from './rows';

/*
 * The demo accounts' own portals with something in them (issue 22 point 24): the demo institution gets a roll
 * of hundreds of graduates over three cohorts (drawn like the demo country's, most signed up and answering the
 * tracer, so its overview, students and outcome figures show groups of 5 and more) and a staff room; the demo
 * employer gets jobs with applicants. Runs after seedDemo (the accounts, the tracer) and seedDemoCountry, with
 * its own generator so the country stays as it was, and deterministic for a given day.
 */

/** The demo institution (seedDemo's Federal Polytechnic Ilaro) drawn as a country institution. */
const DEMO_INSTITUTION_PLAN: InstitutionPlan = {
  name: 'Federal Polytechnic Ilaro',
  slug: 'fpilaro',
  abbreviation: 'FPI/ND',
  type: 'federal-polytechnics',
  ownership: 'federal',
  state: 'Ogun',
  town: 'Ilaro',
  founded: 1979,
  // Its approved programmes (demo-institution.ts); the pending one has no graduates yet.
  programmes: [
    'Electrical/Electronic Engineering Technology',
    'Computer Science',
    'Mechanical Engineering Technology',
  ] satisfies ProgrammeName[],
  size: 150,
  signUp: 0.6,
};

/** Far past the country's running numbers, so matric numbers, usernames and NINs never meet theirs. */
const FIRST_SERIAL = 60_000;

const STAFF: { name: string; sex: 'male' | 'female'; category: string; grade: string }[] = [
  { name: 'Olufemi Adeleke', sex: 'male', category: 'academic', grade: 'GL-14' },
  { name: 'Kehinde Ajayi', sex: 'female', category: 'academic', grade: 'GL-12' },
  { name: 'Abdullahi Garba', sex: 'male', category: 'academic', grade: 'GL-10' },
  { name: 'Ngozi Eze', sex: 'female', category: 'non-academic', grade: 'GL-08' },
  { name: 'Yetunde Bakare', sex: 'female', category: 'non-academic', grade: 'GL-07' },
  { name: 'Samuel Oyewole', sex: 'male', category: 'academic', grade: 'GL-13' },
];

const EMPLOYER_JOBS = [
  { title: 'Electrical maintenance technician', field: 'Electrical/Electronic Engineering', salary: 180_000 },
  { title: 'Plant mechanic', field: 'Mechanical Engineering', salary: 170_000 },
  { title: 'Quality control laboratory assistant', field: 'Science Laboratory Technology', salary: 140_000 },
  { title: 'IT support technician', field: 'Computer Science', salary: 150_000 },
  { title: 'Production line operator', field: 'Mechanical Engineering', salary: 110_000, partTime: true },
];

/**
 * Graduates whose claim on the demo institution waits for its review (the roll page's "Claims to review"): the
 * first three name matric numbers that are on no roll row of the last cohort (its roll is not uploaded in full), the
 * last two name rows another graduate already holds (disputed).
 */
export const DEMO_PENDING_CLAIMS: {
  name: string;
  sex: 'female' | 'male';
  state: string;
  disputes: boolean;
}[] = [
  { name: 'Adaeze Okonkwo', sex: 'female', state: 'Enugu', disputes: false },
  { name: 'Babatunde Alabi', sex: 'male', state: 'Ogun', disputes: false },
  { name: 'Zainab Lawal', sex: 'female', state: 'Kwara', disputes: false },
  { name: 'Kunle Ogundipe', sex: 'male', state: 'Oyo', disputes: true },
  { name: 'Mercy Etim', sex: 'female', state: 'Cross River', disputes: true },
];

export interface PortalsSummary {
  roll: number;
  graduates: number;
  respondents: number;
  staff: number;
  jobs: number;
  applications: number;
  /** Claims left for the institution to review. */
  pendingClaims: number;
}

async function demoProfile(db: Database, table: typeof institutions | typeof employers, email: string) {
  const [row] = await db
    .select({ id: table.id, userId: users.id, name: users.name })
    .from(table as typeof institutions)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** `passwordHash`: the demo password hashed once by the caller. */
export async function seedDemoPortals(
  db: Database,
  passwordHash: string,
  today: string,
  now: number,
  demo = { institution: 'institution@demo.tvet.ng', employer: 'employer@demo.tvet.ng' },
): Promise<PortalsSummary> {
  const random = new Random(22);
  const summary: PortalsSummary = {
    roll: 0,
    graduates: 0,
    respondents: 0,
    staff: 0,
    jobs: 0,
    applications: 0,
    pendingClaims: 0,
  };
  let seekers: Seeker[] = [];
  let older: (() => Promise<void>) | null = null;

  const institution = await demoProfile(db, institutions, demo.institution);
  if (institution) {
    const made = await db
      .select({ id: programmes.id, name: programmes.name })
      .from(programmes)
      .where(eq(programmes.institutionId, institution.id));
    const byName = new Map(made.map((programme) => [programme.name, programme.id]));
    const plan = {
      ...DEMO_INSTITUTION_PLAN,
      programmes: DEMO_INSTITUTION_PLAN.programmes.filter((name) => byName.has(name)),
    };
    const signedUp = { specs: [] as GraduateSpec[], profiles: [] as Parameters<typeof answerTracer>[3] };
    const counters = { serial: FIRST_SERIAL, nin: FIRST_SERIAL };
    const thisYear = Number(today.slice(0, 4));
    summary.roll = await seedPlanRoll(
      db,
      random,
      plan,
      { userId: institution.userId, institutionId: institution.id, programmes: byName },
      thisYear,
      counters,
      signedUp,
    );
    const accounts = await insertGraduates(db, signedUp.specs, passwordHash);
    summary.graduates = accounts.length;
    const tracer = await answerTracer(db, random, accounts, signedUp.profiles, now);
    summary.respondents = tracer.respondents;
    seekers = tracer.seekers;
    summary.staff = await seedStaffRoom(db, institution.id, passwordHash);
    // After the employer's jobs, with their own generators, so everything drawn above stays as it was.
    older = async () => {
      const made = { userId: institution.userId, institutionId: institution.id, programmes: byName };
      const cohort = await seedOlderCohort(db, plan, made, thisYear, counters, passwordHash, now);
      summary.roll += cohort.roll;
      summary.graduates += cohort.graduates;
      summary.respondents += cohort.respondents;
      summary.pendingClaims = await seedPendingClaims(
        db,
        plan,
        made,
        signedUp.specs,
        thisYear,
        counters,
        passwordHash,
      );
      summary.graduates += summary.pendingClaims;
    };
  }

  const employer = await demoProfile(db, employers, demo.employer);
  if (employer) {
    const posted = await seedEmployerJobs(db, random, employer, seekers, now);
    summary.jobs = posted.jobs;
    summary.applications = posted.applications;
  }
  await older?.();
  return summary;
}

type MadeInstitution = Parameters<typeof seedPlanRoll>[3];

/**
 * The cohort of the demo graduate's small roll (DEMO_ROLL_YEAR, demo-institution.ts), drawn like the recent ones:
 * without it that cohort's figures read 'fewer than 5' (issue 22 point 24). Skipped when it is one of the three
 * recent cohorts already drawn.
 */
async function seedOlderCohort(
  db: Database,
  plan: InstitutionPlan,
  made: MadeInstitution,
  thisYear: number,
  counters: { serial: number; nin: number },
  passwordHash: string,
  now: number,
) {
  const yearsOut = thisYear - DEMO_ROLL_YEAR;
  if (yearsOut <= 3) return { roll: 0, graduates: 0, respondents: 0 };
  const random = new Random(DEMO_ROLL_YEAR);
  const signedUp = { specs: [] as GraduateSpec[], profiles: [] as Parameters<typeof answerTracer>[3] };
  const roll = await seedPlanRoll(db, random, plan, made, thisYear, counters, signedUp, [yearsOut]);
  const accounts = await insertGraduates(db, signedUp.specs, passwordHash);
  const tracer = await answerTracer(db, random, accounts, signedUp.profiles, now);
  return { roll, graduates: accounts.length, respondents: tracer.respondents };
}

/**
 * DEMO_PENDING_CLAIMS: graduates who signed up and claimed the demo institution, waiting for its review. The
 * disputed ones name the rows of the first graduates drawn for the roll (`held`), who hold them.
 */
async function seedPendingClaims(
  db: Database,
  plan: InstitutionPlan,
  made: MadeInstitution,
  held: GraduateSpec[],
  thisYear: number,
  counters: { serial: number; nin: number },
  passwordHash: string,
) {
  const cohort = thisYear - 1;
  let disputed = 0;
  const specs = DEMO_PENDING_CLAIMS.map((person, index): GraduateSpec => {
    counters.nin += 1;
    const nin = counters.nin;
    const rival = person.disputes ? held[disputed++] : undefined;
    const programme = plan.programmes[index % plan.programmes.length];
    const claim = rival
      ? { ...rival.claim, rollEntryId: rival.claim.rollEntryId, status: 'disputed' as const }
      : {
          rollEntryId: null,
          status: 'claimed' as const,
          institutionId: made.institutionId,
          programmeId: made.programmes.get(programme) as string,
          graduationYear: cohort,
          matricNumber: `${plan.abbreviation}/${String(cohort).slice(2)}/${String(90_000 + index).padStart(5, '0')}`,
        };
    return {
      name: person.name,
      email: `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${nin}@mail.example.ng`,
      username: `grad_${plan.slug}_${nin}`,
      sex: person.sex,
      state: person.state,
      residenceState: person.state,
      nin: String(90_000_000_000 + nin),
      dateOfBirth: `${claim.graduationYear - 22}-0${(index % 9) + 1}-1${index}`,
      isEmployed: null,
      claim,
    };
  });
  const accounts = await insertGraduates(db, specs, passwordHash);
  return accounts.length;
}

/** Colleagues of the demo staff member at the demo institution (the institution's Staff page). */
async function seedStaffRoom(db: Database, institutionId: string, passwordHash: string) {
  for (const [index, person] of STAFF.entries()) {
    const handle = person.name.toLowerCase().replace(/[^a-z]+/g, '.');
    await insertAccount(db, {
      userType: 'staff',
      name: person.name,
      username: `fpi_staff_${index + 1}`,
      email: `${handle}@staff.fpilaro.example.ng`,
      passwordHash,
      isEmailVerified: true,
      phone: `+2348059000${String(index + 10)}`,
      profile: {
        institutionId,
        gender: person.sex,
        nationality: 'Nigeria',
        state: 'Ogun',
        lga: 'Yewa South',
        nin: String(80_000_000_000 + index),
        dateOfBirth: `${1970 + index * 3}-0${(index % 9) + 1}-15`,
        phone: `+2348059000${String(index + 10)}`,
        staffCategory: person.category,
        currentGradeLevel: person.grade,
        employerCategory: 'federal',
        modeOfAppointment: 'permanent',
        typeOfAppointment: 'pensionable',
        highestAcademicQualification: index % 2 === 0 ? 'Masters-Degree' : 'HND',
      },
    });
  }
  return STAFF.length;
}

/** The demo employer's open jobs, each with applicants from the graduates still looking. */
async function seedEmployerJobs(
  db: Database,
  random: Random,
  employer: { id: string; name: string },
  seekers: Seeker[],
  now: number,
) {
  const existing = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employer.id));
  if (existing.length > 0) return { jobs: 0, applications: 0 };
  // Vetted a month ago: the demo employer's jobs read as a verified company's, not 'Unverified employer'.
  await db
    .update(employers)
    .set({ vettingStatus: 'approved', vettedAt: new Date(now - 30 * DAY) })
    .where(eq(employers.id, employer.id));
  const posted = await db
    .insert(jobs)
    .values(
      EMPLOYER_JOBS.map((job, index) => ({
        employerId: employer.id,
        companyName: employer.name,
        title: job.title,
        text: `${employer.name} is hiring ${/^[aeiou]/i.test(job.title) ? 'an' : 'a'} ${job.title.toLowerCase()} for its Ogun plant. TVET graduates with hands-on training are encouraged to apply.`,
        state: 'Ogun',
        salary: job.salary,
        currency: 'NGN',
        experienceYearsRequired: random.int(0, 2),
        fieldRequired: job.field,
        jobType: job.partTime ? 'part-time' : 'full-time',
        responsibility:
          'Carry out daily tasks safely and to standard\nKeep records of work done\nReport to the shift supervisor',
        companyOverview: `${employer.name} makes cement and building materials across Nigeria.`,
        createdAt: new Date(now - (index * 4 + 1) * DAY),
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  const rows = applicationsFor(posted, employer.name, seekers, random, now, [5, 14]);
  if (rows.length > 0) await db.insert(applications).values(rows);
  return { jobs: posted.length, applications: rows.length };
}

/** Used by the tests: the names the demo staff room is seeded with. */
export const DEMO_STAFF_NAMES = STAFF.map((person) => person.name);
export const DEMO_EMPLOYER_JOB_TITLES = EMPLOYER_JOBS.map((job) => job.title);
