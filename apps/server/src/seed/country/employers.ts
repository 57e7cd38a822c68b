import type { Database } from '../../db/client';
import { employers, users } from '../../db/schema';
import { applications, jobs } from '../../features/jobs/jobs.table';
import { accountRow, DAY, PLACEHOLDER_CAC_DOCUMENT } from '../rows';
import type { Seeker } from './answers';
import { NAMES } from './places';
import type { Random } from './random';

/*
 * The demo country's employers, half vetted and half waiting in the vetting queue, their jobs, and
 * applications from graduates still looking.
 */

export interface Employer {
  name: string;
  slug: string;
  industry: string;
  state: string;
  /** Approved by an administrator; the others wait in the vetting queue and their jobs read 'Unverified employer'. */
  vetted?: boolean;
  jobs: { title: string; field: string; salary: number; type: 'full-time' | 'part-time' }[];
}

type JobPlan = Employer['jobs'][number];

const job = (title: string, field: string, salary: number, type: JobPlan['type'] = 'full-time'): JobPlan => ({
  title,
  field,
  salary,
  type,
});

export const EMPLOYERS: Employer[] = [
  {
    name: 'Lekki Solar Systems Ltd',
    slug: 'lekkisolar',
    vetted: true,
    industry: 'Energy & Power',
    state: 'Lagos',
    jobs: [
      job('Solar PV installer', 'Solar PV installation', 120_000),
      job('Inverter repair technician', 'Electrical/Electronic Engineering', 140_000),
      job('Field sales assistant', 'Business Administration', 80_000, 'part-time'),
    ],
  },
  {
    name: 'Sahel Agro Processing Ltd',
    slug: 'sahelagro',
    industry: 'Agriculture',
    state: 'Kano',
    jobs: [
      job('Farm supervisor', 'Agricultural Technology', 90_000),
      job('Quality control technician', 'Science Laboratory Technology', 110_000),
    ],
  },
  {
    name: 'Niger Delta Marine Services',
    slug: 'ndmarine',
    vetted: true,
    industry: 'Oil & Gas',
    state: 'Rivers',
    jobs: [
      job('Marine welder', 'Welding and Fabrication', 250_000),
      job('Mechanical maintenance technician', 'Mechanical Engineering', 230_000),
      job('Store keeper', 'Accountancy', 120_000),
    ],
  },
  {
    name: 'Abuja Digital Hub',
    slug: 'abujadigital',
    vetted: true,
    industry: 'Information Technology',
    state: 'Federal Capital Territory',
    jobs: [
      job('Junior software developer', 'Software Development', 220_000),
      job('IT support officer', 'Computer Science', 130_000),
      job('Data entry clerk', 'Computer Science', 75_000, 'part-time'),
    ],
  },
  {
    name: 'Marina Hotels and Suites',
    slug: 'marinahotels',
    vetted: true,
    industry: 'Hospitality & Tourism',
    state: 'Lagos',
    jobs: [
      job('Commis chef', 'Hospitality Management', 95_000),
      job('Front desk officer', 'Hospitality Management', 90_000),
    ],
  },
  {
    name: 'Onitsha Auto Parts and Service Co.',
    slug: 'onitshaauto',
    industry: 'Automotive',
    state: 'Enugu',
    jobs: [
      job('Auto mechanic', 'Motor Vehicle Mechanic Works', 85_000),
      job('Auto electrician', 'Electrical Installation', 95_000),
    ],
  },
  {
    name: 'Calabar Community Health Trust',
    slug: 'calabarhealth',
    industry: 'Healthcare',
    state: 'Cross River',
    jobs: [
      job('Community health extension worker', 'Community Health Extension', 105_000),
      job('Medical records assistant', 'Health Information Management', 90_000),
    ],
  },
  {
    name: 'Ikeja Fashion House',
    slug: 'ikejafashion',
    industry: 'Fashion & Textiles',
    state: 'Lagos',
    jobs: [
      job('Pattern cutter', 'Fashion Design and Clothing Technology', 70_000),
      job('Sewing machine operator', 'Fashion Design and Clothing Technology', 60_000, 'part-time'),
    ],
  },
];

export interface SeededEmployer {
  userId: string;
  employerId: string;
  plan: Employer;
  jobs: { id: string; title: string }[];
}

/** Each employer's account, profile and jobs, and applications from the seekers. */
export async function seedEmployers(
  db: Database,
  random: Random,
  seekers: Seeker[],
  passwordHash: string,
  now: number,
): Promise<{ employers: SeededEmployer[]; jobs: number; applications: number }> {
  const made: SeededEmployer[] = [];
  let applied = 0;
  let posts = 0;
  for (const employer of EMPLOYERS) {
    const [user] = await db
      .insert(users)
      .values(
        accountRow({
          userType: 'employer',
          name: employer.name,
          username: employer.slug,
          email: `hr@${employer.slug}.example.ng`,
          passwordHash,
          street: '1 Industrial Avenue',
          state: employer.state,
          phone: '+2348090000000',
        }),
      )
      .returning({ id: users.id });
    const [profile] = await db
      .insert(employers)
      .values({
        userId: user.id,
        industryType: employer.industry,
        ownershipType: 'private',
        organizationSize: random.pick(['5-99', '100-499', '500-999']),
        nameOfPrincipalOfficial: `${random.pick(NAMES.south_west.male)} ${random.pick(NAMES.south_east.surnames)}`,
        dateOfEstablishment: `${random.int(1985, 2018)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
        acceptsCorpMembers: random.chance(0.6),
        numberOfBranches: random.int(1, 6),
        ...(employer.vetted ? { vettingStatus: 'approved', vettedAt: new Date(now - 30 * DAY) } : {}),
        cacDocument: PLACEHOLDER_CAC_DOCUMENT,
      })
      .returning({ id: employers.id });
    const posted = await db
      .insert(jobs)
      .values(
        employer.jobs.map((job, index) => ({
          employerId: profile.id,
          companyName: employer.name,
          title: job.title,
          text: `${employer.name} is hiring a ${job.title.toLowerCase()} for its ${employer.state} operations. TVET graduates with hands-on training are encouraged to apply.`,
          state: employer.state,
          salary: job.salary,
          currency: 'NGN',
          experienceYearsRequired: random.int(1, 2),
          fieldRequired: job.field,
          jobType: job.type,
          responsibility:
            'Carry out daily tasks safely and to standard\nKeep records of work done\nReport to the supervisor',
          companyOverview: `${employer.name} works in ${employer.industry.toLowerCase()} across ${employer.state} State.`,
          createdAt: new Date(now - (index + 1) * random.int(2, 9) * DAY),
        })),
      )
      .returning({ id: jobs.id, title: jobs.title });
    made.push({ userId: user.id, employerId: profile.id, plan: employer, jobs: posted });
    posts += posted.length;
    const rows = applicationsFor(posted, employer.name, seekers, random, now, [6, 22]);
    if (rows.length > 0) await db.insert(applications).values(rows);
    applied += rows.length;
  }
  return { employers: made, jobs: posts, applications: applied };
}

/**
 * Applications to each posted job from a random set of seekers (between `range` of them, none twice): shared by
 * the demo country's employers and the demo employer's portal.
 */
export function applicationsFor(
  posted: { id: string; title: string }[],
  companyName: string,
  seekers: Seeker[],
  random: Random,
  now: number,
  [fewest, most]: [number, number],
): (typeof applications.$inferInsert)[] {
  const rows: (typeof applications.$inferInsert)[] = [];
  for (const job of posted) {
    const chosen = new Set<string>();
    const wanted = random.int(fewest, most);
    for (let attempt = 0; attempt < wanted * 3 && chosen.size < wanted && seekers.length > 0; attempt++)
      chosen.add(random.pick(seekers).graduateId);
    for (const graduateId of chosen)
      rows.push({
        jobId: job.id,
        graduateId,
        jobTitle: job.title,
        companyName,
        createdAt: new Date(now - random.int(0, 20) * DAY),
      });
  }
  return rows;
}
