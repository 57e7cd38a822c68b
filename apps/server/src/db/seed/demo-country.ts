import {
  addDuration,
  type EmploymentStatus,
  INCOME_BAND_CODES,
  MONTHS_TO_FIRST_JOB_CODES,
  todayInNigeria,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { applications, jobs } from '../../features/jobs/jobs.table';
import { surveyQuestions, surveys } from '../../features/surveys/surveys.table';
import { hashPassword } from '../../platform/secrets';
import type { Database } from '../client';
import { employers, users } from '../schema';
import { DEMO_PASSWORD } from './accounts.factory';
import {
  type CreatedInstitution,
  type GraduateSpec,
  insertAnswers,
  insertGraduates,
  insertInstitution,
  insertRoll,
  type ProgrammeSpec,
  type RespondentSpec,
  type RollRowSpec,
} from './outcomes.factory';
import { GRADUATE_TRACER } from './tracer-surveys';

/*
 * The demo country (issue 14, "Demo data that shows the product"): a dozen institutions of every type across
 * the regions, their programmes (two expiring within 90 days, one expired, one pending), graduation rolls of
 * about 3,500 graduates over the last three cohorts, about half of them signed up with confirmed claims, most
 * of those answering the tagged graduate tracer, and employers with jobs and applications.
 *
 * Every number comes from one seeded generator, so two starts build the same country (dates move with today so
 * that "expires within 90 days" stays true). The names and figures are invented; the differences between
 * programmes, sexes, states and cohorts follow the patterns tracer studies of TVET graduates in Nigeria report
 * (wage jobs concentrated in the southern commercial states, more self-employment and informal work in the north
 * and in trades, lower incomes and more "not looking" among women, the latest cohort still looking).
 */

/* ---------- a seeded generator ---------- */

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float() {
    return this.next();
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  /** A normal draw (Box-Muller). */
  normal(mean = 0, sd = 1) {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll <= 0) return key;
    }
    return entries[entries.length - 1][0];
  }
}

/* ---------- the country ---------- */

interface Profile {
  /** Employment status weights before sex, state and cohort adjustments. */
  status: Record<EmploymentStatus, number>;
  sectors: Record<string, number>;
  /** Latent income level: 1 = below ₦35,000 … 7 = ₦500,000 or more. */
  income: number;
  /** Mean relevance of the training to the work (1-5). */
  relevance: number;
  /** Share of women on the roll. */
  women: number;
  /** Mean months to a first job. */
  months: number;
  titles: string[];
}

const status = (
  wage: number,
  self: number,
  apprenticeship: number,
  informal: number,
  study: number,
  looking: number,
  notLooking: number,
): Record<EmploymentStatus, number> => ({
  wage_employed: wage,
  self_employed: self,
  apprenticeship,
  informal,
  further_study: study,
  unemployed_looking: looking,
  not_looking: notLooking,
});

const PROGRAMMES: Record<string, Profile> = {
  'Computer Science': {
    status: status(40, 14, 3, 8, 12, 20, 3),
    sectors: { ict: 55, finance: 12, education: 10, professional: 13, trade: 10 },
    income: 4.1,
    relevance: 4.1,
    women: 0.38,
    months: 7,
    titles: ['IT support officer', 'Web developer', 'Network technician', 'Data entry officer'],
  },
  'Electrical/Electronic Engineering Technology': {
    status: status(36, 18, 6, 12, 8, 18, 2),
    sectors: { energy_water: 40, manufacturing: 20, construction: 15, ict: 10, trade: 15 },
    income: 3.9,
    relevance: 4.2,
    women: 0.17,
    months: 8,
    titles: ['Electrical technician', 'Solar installer', 'Maintenance electrician', 'Meter technician'],
  },
  'Mechanical Engineering Technology': {
    status: status(34, 14, 8, 14, 8, 20, 2),
    sectors: { manufacturing: 45, mining: 15, transport: 20, construction: 20 },
    income: 3.8,
    relevance: 3.9,
    women: 0.1,
    months: 9,
    titles: ['Plant maintenance technician', 'Machinist', 'Fitter', 'Production supervisor'],
  },
  'Civil Engineering Technology': {
    status: status(30, 16, 6, 18, 8, 20, 2),
    sectors: { construction: 70, public_administration: 15, professional: 15 },
    income: 3.7,
    relevance: 4.0,
    women: 0.2,
    months: 9,
    titles: ['Site supervisor', 'Surveying assistant', 'Works technician'],
  },
  Accountancy: {
    status: status(38, 10, 2, 10, 14, 22, 4),
    sectors: { finance: 45, trade: 20, public_administration: 20, education: 15 },
    income: 3.6,
    relevance: 3.8,
    women: 0.55,
    months: 8,
    titles: ['Accounts clerk', 'Bookkeeper', 'Cashier', 'Audit assistant'],
  },
  'Business Administration': {
    status: status(32, 18, 2, 14, 12, 18, 4),
    sectors: { trade: 45, finance: 20, professional: 20, public_administration: 15 },
    income: 3.3,
    relevance: 3.3,
    women: 0.52,
    months: 9,
    titles: ['Sales representative', 'Admin officer', 'Shop manager', 'Customer service officer'],
  },
  'Hospitality Management': {
    status: status(28, 22, 6, 20, 5, 15, 4),
    sectors: { hospitality: 80, trade: 20 },
    income: 2.9,
    relevance: 4.0,
    women: 0.66,
    months: 6,
    titles: ['Cook', 'Caterer', 'Front desk officer', 'Restaurant supervisor'],
  },
  'Fashion Design and Clothing Technology': {
    status: status(10, 46, 10, 18, 4, 9, 3),
    sectors: { other_services: 75, trade: 20, manufacturing: 5 },
    income: 2.6,
    relevance: 4.3,
    women: 0.8,
    months: 4,
    titles: ['Fashion designer', 'Tailor', 'Pattern cutter'],
  },
  'Agricultural Technology': {
    status: status(16, 30, 6, 26, 6, 13, 3),
    sectors: { agriculture: 80, trade: 15, public_administration: 5 },
    income: 2.7,
    relevance: 3.9,
    women: 0.35,
    months: 7,
    titles: ['Farm manager', 'Extension worker', 'Poultry farmer', 'Agro-dealer'],
  },
  'Animal Health and Production': {
    status: status(20, 28, 6, 22, 6, 15, 3),
    sectors: { agriculture: 75, health: 15, trade: 10 },
    income: 2.8,
    relevance: 4.0,
    women: 0.4,
    months: 8,
    titles: ['Animal health assistant', 'Livestock farmer', 'Feed mill attendant'],
  },
  'Science Laboratory Technology': {
    status: status(28, 6, 4, 10, 26, 22, 4),
    sectors: { health: 40, education: 35, manufacturing: 25 },
    income: 3.2,
    relevance: 3.7,
    women: 0.5,
    months: 10,
    titles: ['Laboratory assistant', 'Quality control technician', 'Laboratory teacher'],
  },
  'Community Health Extension': {
    status: status(52, 6, 2, 8, 10, 18, 4),
    sectors: { health: 90, public_administration: 10 },
    income: 3.4,
    relevance: 4.5,
    women: 0.7,
    months: 5,
    titles: ['Community health extension worker', 'Health assistant', 'Immunisation officer'],
  },
  'Health Information Management': {
    status: status(44, 6, 2, 8, 12, 24, 4),
    sectors: { health: 80, public_administration: 20 },
    income: 3.3,
    relevance: 4.2,
    women: 0.62,
    months: 7,
    titles: ['Medical records officer', 'Health data clerk'],
  },
  'Welding and Fabrication': {
    status: status(20, 30, 16, 20, 2, 11, 1),
    sectors: { construction: 40, manufacturing: 35, mining: 15, trade: 10 },
    income: 3.0,
    relevance: 4.4,
    women: 0.06,
    months: 5,
    titles: ['Welder', 'Fabricator', 'Iron bender'],
  },
  'Motor Vehicle Mechanic Works': {
    status: status(16, 32, 18, 22, 2, 9, 1),
    sectors: { trade: 70, transport: 30 },
    income: 2.9,
    relevance: 4.3,
    women: 0.05,
    months: 4,
    titles: ['Auto mechanic', 'Vulcaniser', 'Auto electrician'],
  },
  'Electrical Installation and Maintenance': {
    status: status(22, 30, 14, 20, 2, 11, 1),
    sectors: { construction: 45, energy_water: 40, trade: 15 },
    income: 3.0,
    relevance: 4.3,
    women: 0.08,
    months: 5,
    titles: ['House wiring electrician', 'Installer', 'Maintenance electrician'],
  },
  'Solar PV Installation': {
    status: status(26, 34, 12, 14, 2, 11, 1),
    sectors: { energy_water: 80, construction: 10, trade: 10 },
    income: 3.5,
    relevance: 4.5,
    women: 0.14,
    months: 4,
    titles: ['Solar technician', 'Solar installer', 'Inverter repairer'],
  },
  'Software Development': {
    status: status(42, 22, 6, 8, 6, 14, 2),
    sectors: { ict: 80, finance: 10, professional: 10 },
    income: 4.4,
    relevance: 4.4,
    women: 0.3,
    months: 5,
    titles: ['Software developer', 'Mobile app developer', 'QA tester'],
  },
  Cosmetology: {
    status: status(10, 52, 10, 16, 2, 7, 3),
    sectors: { other_services: 90, trade: 10 },
    income: 2.6,
    relevance: 4.2,
    women: 0.85,
    months: 3,
    titles: ['Hair stylist', 'Make-up artist', 'Salon owner'],
  },
};

type ProgrammeName = keyof typeof PROGRAMMES;

interface InstitutionPlan {
  name: string;
  slug: string;
  abbreviation: string;
  type: string;
  ownership: 'federal' | 'state' | 'private';
  state: string;
  town: string;
  founded: number;
  programmes: ProgrammeName[];
  /** Graduates on the roll per cohort (before noise). */
  size: number;
  /** Share of the roll that signed up. */
  signUp: number;
}

const INSTITUTIONS: InstitutionPlan[] = [
  {
    name: 'Federal Polytechnic Ikorodu',
    slug: 'fedpolyikorodu',
    abbreviation: 'FPK',
    type: 'federal-polytechnics',
    ownership: 'federal',
    state: 'Lagos',
    town: 'Ikorodu',
    founded: 1977,
    programmes: [
      'Computer Science',
      'Electrical/Electronic Engineering Technology',
      'Accountancy',
      'Hospitality Management',
    ],
    size: 110,
    signUp: 0.6,
  },
  {
    name: 'Federal Polytechnic Owerri',
    slug: 'fedpolyowerri',
    abbreviation: 'FPO',
    type: 'federal-polytechnics',
    ownership: 'federal',
    state: 'Imo',
    town: 'Owerri',
    founded: 1978,
    programmes: [
      'Mechanical Engineering Technology',
      'Civil Engineering Technology',
      'Business Administration',
    ],
    size: 100,
    signUp: 0.5,
  },
  {
    name: 'Kaduna Federal Polytechnic of Technology',
    slug: 'kadfedpoly',
    abbreviation: 'KFP',
    type: 'federal-polytechnics',
    ownership: 'federal',
    state: 'Kaduna',
    town: 'Kaduna',
    founded: 1968,
    programmes: [
      'Electrical/Electronic Engineering Technology',
      'Science Laboratory Technology',
      'Civil Engineering Technology',
    ],
    size: 100,
    signUp: 0.45,
  },
  {
    name: 'Kano State College of Technology',
    slug: 'kanotech',
    abbreviation: 'KSCT',
    type: 'state-polytechnics',
    ownership: 'state',
    state: 'Kano',
    town: 'Kano',
    founded: 1976,
    programmes: ['Business Administration', 'Agricultural Technology', 'Computer Science'],
    size: 95,
    signUp: 0.38,
  },
  {
    name: 'Rivers State Polytechnic Port Harcourt',
    slug: 'riverspoly',
    abbreviation: 'RSP',
    type: 'state-polytechnics',
    ownership: 'state',
    state: 'Rivers',
    town: 'Port Harcourt',
    founded: 1988,
    programmes: ['Mechanical Engineering Technology', 'Science Laboratory Technology', 'Accountancy'],
    size: 90,
    signUp: 0.55,
  },
  {
    name: 'Ogun State Polytechnic Ijebu-Ode',
    slug: 'ogunpoly',
    abbreviation: 'OSP',
    type: 'state-polytechnics',
    ownership: 'state',
    state: 'Ogun',
    town: 'Ijebu-Ode',
    founded: 1990,
    programmes: [
      'Hospitality Management',
      'Fashion Design and Clothing Technology',
      'Business Administration',
    ],
    size: 85,
    signUp: 0.52,
  },
  {
    name: 'Crescent Polytechnic Osogbo',
    slug: 'crescentpoly',
    abbreviation: 'CPO',
    type: 'private-polytechnics',
    ownership: 'private',
    state: 'Osun',
    town: 'Osogbo',
    founded: 2008,
    programmes: ['Computer Science', 'Accountancy', 'Software Development'],
    size: 60,
    signUp: 0.62,
  },
  {
    name: 'Federal College of Agriculture Ogbomoso',
    slug: 'fcaogbomoso',
    abbreviation: 'FCA',
    type: 'colleges-of-agriculture',
    ownership: 'federal',
    state: 'Oyo',
    town: 'Ogbomoso',
    founded: 1981,
    programmes: ['Agricultural Technology', 'Animal Health and Production'],
    size: 80,
    signUp: 0.44,
  },
  {
    name: 'Cross River College of Health Technology',
    slug: 'crhealthtech',
    abbreviation: 'CRH',
    type: 'public-colleges-of-health',
    ownership: 'state',
    state: 'Cross River',
    town: 'Calabar',
    founded: 1983,
    programmes: ['Community Health Extension', 'Health Information Management'],
    size: 80,
    signUp: 0.57,
  },
  {
    name: 'Government Technical College Bauchi',
    slug: 'gtcbauchi',
    abbreviation: 'GTB',
    type: 'technical-colleges',
    ownership: 'state',
    state: 'Bauchi',
    town: 'Bauchi',
    founded: 1962,
    programmes: [
      'Welding and Fabrication',
      'Motor Vehicle Mechanic Works',
      'Electrical Installation and Maintenance',
    ],
    size: 90,
    signUp: 0.33,
  },
  {
    name: 'Abuja Innovation Enterprise Institute',
    slug: 'abujaiei',
    abbreviation: 'AIE',
    type: 'innovation-enterprise-institutions',
    ownership: 'private',
    state: 'Federal Capital Territory',
    town: 'Abuja',
    founded: 2012,
    programmes: ['Software Development', 'Solar PV Installation'],
    size: 55,
    signUp: 0.68,
  },
  {
    name: 'Enugu Vocational Enterprise Institute',
    slug: 'enuguvei',
    abbreviation: 'EVE',
    type: 'vocational-enterprise-institutions',
    ownership: 'private',
    state: 'Enugu',
    town: 'Enugu',
    founded: 2010,
    programmes: ['Cosmetology', 'Fashion Design and Clothing Technology', 'Solar PV Installation'],
    size: 60,
    signUp: 0.5,
  },
];

/** Commercial hubs: more wage jobs and higher pay; the northern states: more informal work and lower pay. */
const STATE_EFFECT: Record<string, { wage: number; informal: number; looking: number; income: number }> = {
  Lagos: { wage: 1.35, informal: 0.9, looking: 0.95, income: 0.6 },
  'Federal Capital Territory': { wage: 1.3, informal: 0.9, looking: 0.95, income: 0.55 },
  Rivers: { wage: 1.2, informal: 1, looking: 1.05, income: 0.45 },
  Ogun: { wage: 1.1, informal: 1, looking: 1, income: 0.15 },
  Oyo: { wage: 0.95, informal: 1.1, looking: 1.05, income: 0 },
  Osun: { wage: 0.9, informal: 1.1, looking: 1.1, income: -0.1 },
  Imo: { wage: 0.95, informal: 1.05, looking: 1.15, income: 0 },
  Enugu: { wage: 1, informal: 1, looking: 1.05, income: 0.05 },
  'Cross River': { wage: 1, informal: 1, looking: 1.05, income: -0.05 },
  Kaduna: { wage: 0.85, informal: 1.3, looking: 1.2, income: -0.3 },
  Kano: { wage: 0.75, informal: 1.45, looking: 1.15, income: -0.4 },
  Bauchi: { wage: 0.65, informal: 1.5, looking: 1.3, income: -0.55 },
};
const MOVE_TO = ['Lagos', 'Federal Capital Territory', 'Rivers', 'Lagos', 'Ogun'];

const NAMES = {
  south_west: {
    female: [
      'Adebisi',
      'Funmilayo',
      'Ayomide',
      'Temitope',
      'Folake',
      'Oluwaseun',
      'Kemi',
      'Damilola',
      'Yetunde',
      'Bukola',
    ],
    male: [
      'Babatunde',
      'Olumide',
      'Tunde',
      'Segun',
      'Kayode',
      'Adewale',
      'Femi',
      'Gbenga',
      'Oluwafemi',
      'Dapo',
    ],
    surnames: [
      'Adeyemi',
      'Ogunleye',
      'Balogun',
      'Oladipo',
      'Afolabi',
      'Adebayo',
      'Ogunbiyi',
      'Oyelaran',
      'Akinola',
      'Salami',
    ],
  },
  south_east: {
    female: [
      'Chiamaka',
      'Ngozi',
      'Adaeze',
      'Ifeoma',
      'Chioma',
      'Obiageli',
      'Uchenna',
      'Nneka',
      'Amarachi',
      'Ebere',
    ],
    male: [
      'Chinedu',
      'Emeka',
      'Obinna',
      'Ikenna',
      'Chukwudi',
      'Nnamdi',
      'Uchechukwu',
      'Kelechi',
      'Ifeanyi',
      'Somto',
    ],
    surnames: ['Okafor', 'Nwosu', 'Eze', 'Okeke', 'Obi', 'Nwachukwu', 'Onyekachi', 'Uzor', 'Ibe', 'Anyanwu'],
  },
  south_south: {
    female: [
      'Ebiere',
      'Tamuno',
      'Ekaette',
      'Nkoyo',
      'Blessing',
      'Precious',
      'Ibinabo',
      'Arit',
      'Grace',
      'Mfon',
    ],
    male: [
      'Tamunotonye',
      'Ebiye',
      'Effiong',
      'Bassey',
      'Godspower',
      'Ibiso',
      'Okon',
      'Edet',
      'Asuquo',
      'Preye',
    ],
    surnames: ['Bassey', 'Etim', 'Okon', 'George', 'Briggs', 'Amadi', 'Ekpo', 'Harry', 'Ita', 'Douglas'],
  },
  north: {
    female: [
      'Aisha',
      'Fatima',
      'Hauwa',
      'Zainab',
      'Amina',
      'Hadiza',
      'Maryam',
      'Rukayya',
      'Halima',
      'Khadija',
    ],
    male: ['Abubakar', 'Musa', 'Ibrahim', 'Usman', 'Sani', 'Yusuf', 'Aliyu', 'Bashir', 'Nasiru', 'Kabiru'],
    surnames: [
      'Bello',
      'Abdullahi',
      'Mohammed',
      'Garba',
      'Danjuma',
      'Lawal',
      'Suleiman',
      'Aminu',
      'Umar',
      'Idris',
    ],
  },
};
const REGION: Record<string, keyof typeof NAMES> = {
  Lagos: 'south_west',
  Ogun: 'south_west',
  Oyo: 'south_west',
  Osun: 'south_west',
  Imo: 'south_east',
  Enugu: 'south_east',
  Rivers: 'south_south',
  'Cross River': 'south_south',
  Kaduna: 'north',
  Kano: 'north',
  Bauchi: 'north',
  'Federal Capital Territory': 'north',
};

interface Employer {
  name: string;
  slug: string;
  industry: string;
  state: string;
  jobs: { title: string; field: string; salary: number; type: 'full-time' | 'part-time' }[];
}

const EMPLOYERS: Employer[] = [
  {
    name: 'Lekki Solar Systems Ltd',
    slug: 'lekkisolar',
    industry: 'Energy & Power',
    state: 'Lagos',
    jobs: [
      { title: 'Solar PV installer', field: 'Solar PV installation', salary: 120_000, type: 'full-time' },
      {
        title: 'Inverter repair technician',
        field: 'Electrical/Electronic Engineering',
        salary: 140_000,
        type: 'full-time',
      },
      { title: 'Field sales assistant', field: 'Business Administration', salary: 80_000, type: 'part-time' },
    ],
  },
  {
    name: 'Sahel Agro Processing Ltd',
    slug: 'sahelagro',
    industry: 'Agriculture',
    state: 'Kano',
    jobs: [
      { title: 'Farm supervisor', field: 'Agricultural Technology', salary: 90_000, type: 'full-time' },
      {
        title: 'Quality control technician',
        field: 'Science Laboratory Technology',
        salary: 110_000,
        type: 'full-time',
      },
    ],
  },
  {
    name: 'Niger Delta Marine Services',
    slug: 'ndmarine',
    industry: 'Oil & Gas',
    state: 'Rivers',
    jobs: [
      { title: 'Marine welder', field: 'Welding and Fabrication', salary: 250_000, type: 'full-time' },
      {
        title: 'Mechanical maintenance technician',
        field: 'Mechanical Engineering',
        salary: 230_000,
        type: 'full-time',
      },
      { title: 'Store keeper', field: 'Accountancy', salary: 120_000, type: 'full-time' },
    ],
  },
  {
    name: 'Abuja Digital Hub',
    slug: 'abujadigital',
    industry: 'Information Technology',
    state: 'Federal Capital Territory',
    jobs: [
      {
        title: 'Junior software developer',
        field: 'Software Development',
        salary: 220_000,
        type: 'full-time',
      },
      { title: 'IT support officer', field: 'Computer Science', salary: 130_000, type: 'full-time' },
      { title: 'Data entry clerk', field: 'Computer Science', salary: 75_000, type: 'part-time' },
    ],
  },
  {
    name: 'Marina Hotels and Suites',
    slug: 'marinahotels',
    industry: 'Hospitality & Tourism',
    state: 'Lagos',
    jobs: [
      { title: 'Commis chef', field: 'Hospitality Management', salary: 95_000, type: 'full-time' },
      { title: 'Front desk officer', field: 'Hospitality Management', salary: 90_000, type: 'full-time' },
    ],
  },
  {
    name: 'Onitsha Auto Parts and Service Co.',
    slug: 'onitshaauto',
    industry: 'Automotive',
    state: 'Enugu',
    jobs: [
      { title: 'Auto mechanic', field: 'Motor Vehicle Mechanic Works', salary: 85_000, type: 'full-time' },
      { title: 'Auto electrician', field: 'Electrical Installation', salary: 95_000, type: 'full-time' },
    ],
  },
  {
    name: 'Calabar Community Health Trust',
    slug: 'calabarhealth',
    industry: 'Healthcare',
    state: 'Cross River',
    jobs: [
      {
        title: 'Community health extension worker',
        field: 'Community Health Extension',
        salary: 105_000,
        type: 'full-time',
      },
      {
        title: 'Medical records assistant',
        field: 'Health Information Management',
        salary: 90_000,
        type: 'full-time',
      },
    ],
  },
  {
    name: 'Ikeja Fashion House',
    slug: 'ikejafashion',
    industry: 'Fashion & Textiles',
    state: 'Lagos',
    jobs: [
      {
        title: 'Pattern cutter',
        field: 'Fashion Design and Clothing Technology',
        salary: 70_000,
        type: 'full-time',
      },
      {
        title: 'Sewing machine operator',
        field: 'Fashion Design and Clothing Technology',
        salary: 60_000,
        type: 'part-time',
      },
    ],
  },
];

/* ---------- answering the tracer ---------- */

const EMPLOYED: readonly EmploymentStatus[] = [
  'wage_employed',
  'self_employed',
  'apprenticeship',
  'informal',
];
const INCOME_LEVELS = INCOME_BAND_CODES.filter((band) => band.counts && band.code !== 'none').map(
  (band) => band.code,
);
const MONTH_BANDS = MONTHS_TO_FIRST_JOB_CODES.filter((band) => band.min !== undefined);

interface Graduate {
  programme: ProgrammeName;
  sex: 'female' | 'male';
  institutionState: string;
  residence: string;
  /** 1 = last year's cohort … 3 = three years ago. */
  yearsOut: number;
}

interface Answers {
  status: EmploymentStatus;
  sector: string;
  workState: string | null;
  months: string;
  income: string;
  relevance: string;
  satisfaction: string;
  title: string | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function answer(random: Random, graduate: Graduate): Answers {
  const profile = PROGRAMMES[graduate.programme];
  const state = STATE_EFFECT[graduate.institutionState] ?? STATE_EFFECT.Oyo;
  const weights = { ...profile.status };
  weights.wage_employed *= state.wage;
  weights.informal *= state.informal;
  weights.unemployed_looking *= state.looking;
  if (graduate.sex === 'female') {
    weights.wage_employed *= 0.85;
    weights.self_employed *= 1.1;
    weights.not_looking *= 2;
    weights.unemployed_looking *= 1.1;
  }
  // The latest cohort is still looking and in apprenticeships; earlier ones have found work.
  const seasoning = [1.45, 1, 0.7][graduate.yearsOut - 1] ?? 1;
  weights.unemployed_looking *= seasoning;
  weights.apprenticeship *= graduate.yearsOut === 1 ? 1.3 : 0.9;
  weights.wage_employed *= graduate.yearsOut === 3 ? 1.2 : 1;
  weights.further_study *= graduate.yearsOut === 1 ? 1.2 : 0.85;
  const current = random.weighted(weights);

  if (!EMPLOYED.includes(current)) {
    const everWorked = current !== 'further_study' && random.chance(0.25);
    return {
      status: current,
      sector: 'not_applicable',
      workState: null,
      months: everWorked ? random.pick(['m4_6', 'm7_12', 'm13_24']) : 'not_yet',
      income: 'none',
      relevance: 'not_applicable',
      satisfaction: 'not_applicable',
      title: null,
    };
  }

  const sector = random.weighted(profile.sectors);
  const stayed = random.chance(0.82);
  const workState = random.chance(0.03)
    ? 'Outside Nigeria'
    : stayed
      ? graduate.residence
      : random.pick(MOVE_TO);
  const monthsValue = Math.max(
    0,
    random.normal(
      profile.months * (current === 'self_employed' || current === 'apprenticeship' ? 0.6 : 1),
      5,
    ) +
      (state.looking - 1) * 10,
  );
  const months = random.chance(current === 'apprenticeship' ? 0.35 : 0.12)
    ? 'm0'
    : (MONTH_BANDS.find(
        (band) => monthsValue >= (band.min ?? 0) && (band.max === undefined || monthsValue <= band.max),
      )?.code ?? 'm25_plus');
  const level =
    profile.income +
    state.income +
    (graduate.sex === 'female' ? -0.35 : 0) +
    (
      { wage_employed: 0.3, self_employed: 0.1, apprenticeship: -1.3, informal: -0.8 } as Record<
        string,
        number
      >
    )[current] +
    (graduate.yearsOut - 2) * 0.2 +
    random.normal(0, 0.9);
  const income = random.chance(0.05)
    ? 'not_applicable'
    : current === 'apprenticeship' && random.chance(0.25)
      ? 'none'
      : INCOME_LEVELS[clamp(Math.round(level) - 1, 0, INCOME_LEVELS.length - 1)];
  const relevanceScore =
    profile.relevance +
    (
      { wage_employed: 0.2, self_employed: 0.1, apprenticeship: 0.2, informal: -0.9 } as Record<
        string,
        number
      >
    )[current] +
    random.normal(0, 0.8);
  const satisfactionScore = 2.6 + (level - 3) * 0.45 + random.normal(0, 0.8);
  return {
    status: current,
    sector,
    workState,
    months,
    income,
    relevance: String(clamp(Math.round(relevanceScore), 1, 5)),
    satisfaction: String(clamp(Math.round(satisfactionScore), 1, 5)),
    title: random.pick(profile.titles),
  };
}

/* ---------- writing it ---------- */

const DAY = 24 * 60 * 60 * 1000;

export interface CountrySummary {
  institutions: number;
  programmes: number;
  roll: number;
  graduates: number;
  respondents: number;
  employers: number;
  jobs: number;
  applications: number;
}

/**
 * Builds the demo country on a database that has the demo accounts and the published graduate tracer
 * (seedDemo). Deterministic for a given day; about 3,500 roll rows, 1,700 accounts and 14,000 answers.
 */
export async function seedDemoCountry(db: Database, seed = 14): Promise<CountrySummary> {
  const random = new Random(seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayInNigeria();
  const thisYear = Number(today.slice(0, 4));
  const now = Date.now();
  const summary: CountrySummary = {
    institutions: 0,
    programmes: 0,
    roll: 0,
    graduates: 0,
    respondents: 0,
    employers: 0,
    jobs: 0,
    applications: 0,
  };

  const [tracer] = await db.select().from(surveys).where(eq(surveys.title, GRADUATE_TRACER.title)).limit(1);
  const questions = tracer
    ? await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, tracer.id))
    : [];
  const byIndicator = new Map(questions.filter((q) => q.indicator).map((q) => [q.indicator as string, q]));
  const optionFor = (indicator: string, code: string) =>
    byIndicator.get(indicator)?.options.find((option) => option.code === code)?._id ?? null;
  const titleQuestion = questions.find((q) => q.text.startsWith('What is your job title'));
  const certificate = questions.find((q) => q.text.startsWith('Which certificate'));

  // Programmes: two expiring within 90 days, one whose accreditation has lapsed, one pending.
  const special = new Map<string, 'expiring' | 'expired' | 'pending'>([
    ['Kano State College of Technology|Agricultural Technology', 'expiring'],
    ['Government Technical College Bauchi|Motor Vehicle Mechanic Works', 'expiring'],
    ['Federal Polytechnic Owerri|Business Administration', 'expired'],
  ]);

  let serial = 0;
  let nin = 0;
  const graduateSpecs: GraduateSpec[] = [];
  const profiles: Graduate[] = [];
  const created: { plan: InstitutionPlan; made: CreatedInstitution }[] = [];

  for (const plan of INSTITUTIONS) {
    const programmeSpecs: ProgrammeSpec[] = plan.programmes.map((name) => {
      const kind = special.get(`${plan.name}|${name}`);
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
    if (plan.slug === 'abujaiei')
      programmeSpecs.push({
        name: 'Drone Technology',
        accreditationType: 'approval',
        grantedDate: today,
        expiryDate: addDuration(today, '2 year'),
        status: 'pending',
      });
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
        programmes: programmeSpecs,
      },
      passwordHash,
    );
    created.push({ plan, made });
    summary.institutions += 1;
    summary.programmes += programmeSpecs.length;

    const region = NAMES[REGION[plan.state] ?? 'north'];
    const rows: RollRowSpec[] = [];
    const rowGraduates: Graduate[] = [];
    for (const programme of plan.programmes) {
      const profile = PROGRAMMES[programme];
      for (let yearsOut = 1; yearsOut <= 3; yearsOut++) {
        const cohort = thisYear - yearsOut;
        const count = Math.round((plan.size / plan.programmes.length) * (0.8 + random.float() * 0.4));
        for (let index = 0; index < count; index++) {
          serial += 1;
          const sex: 'female' | 'male' = random.chance(profile.women) ? 'female' : 'male';
          // A few graduates come from elsewhere; names follow the region otherwise.
          const names = random.chance(0.15)
            ? NAMES[random.pick(Object.keys(NAMES) as (keyof typeof NAMES)[])]
            : region;
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
    summary.roll += rows.length;
    rows.forEach((row, index) => {
      // Recent cohorts and rows with an e-mail address sign up more often.
      const graduate = rowGraduates[index];
      const p = plan.signUp * (row.email ? 1.08 : 0.6) * (graduate.yearsOut === 1 ? 1.1 : 0.95);
      if (!random.chance(p)) return;
      nin += 1;
      graduateSpecs.push({
        name: row.name,
        email: row.email ?? `graduate.${serial + nin}.${nin}@mail.example.ng`,
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
      profiles.push(graduate);
    });
  }

  const accounts = await insertGraduates(db, graduateSpecs, passwordHash);
  summary.graduates = accounts.length;

  // About three in four who signed up completed the tracer.
  const respondents: RespondentSpec[] = [];
  /** Graduates who did not answer or are not working: they apply for the jobs. */
  const seekers: { graduateId: string; programme: string }[] = [];
  if (tracer) {
    accounts.forEach((account, index) => {
      const graduate = profiles[index];
      if (!random.chance(0.72 + (graduate.yearsOut === 1 ? 0.05 : -0.03))) {
        seekers.push({ graduateId: account.graduateId, programme: graduate.programme });
        return;
      }
      const answers = answer(random, graduate);
      if (!EMPLOYED.includes(answers.status))
        seekers.push({ graduateId: account.graduateId, programme: graduate.programme });
      const list: RespondentSpec['answers'] = [];
      const add = (indicator: string, code: string) => {
        const question = byIndicator.get(indicator);
        const optionId = optionFor(indicator, code);
        if (question && optionId) list.push({ questionId: question.id, optionId });
      };
      add('employment_status', answers.status);
      add('sector', answers.sector);
      const workQuestion = byIndicator.get('work_state');
      if (workQuestion && answers.workState)
        list.push({ questionId: workQuestion.id, text: answers.workState });
      add('months_to_first_job', answers.months);
      add('income_band', answers.income);
      add('relevance', answers.relevance);
      add('job_satisfaction', answers.satisfaction);
      if (titleQuestion && answers.title) list.push({ questionId: titleQuestion.id, text: answers.title });
      if (certificate)
        list.push({ questionId: certificate.id, optionId: certificate.options[random.int(0, 2)]._id });
      respondents.push({
        userId: account.userId,
        completedAt: new Date(now - random.int(1, 120) * DAY),
        answers: list,
      });
    });
    await insertAnswers(db, tracer.id, respondents);
  }
  summary.respondents = respondents.length;

  // Employers, their jobs, and applications from graduates still looking.
  for (const employer of EMPLOYERS) {
    const [user] = await db
      .insert(users)
      .values({
        userType: 'employer',
        name: employer.name,
        username: employer.slug,
        email: `hr@${employer.slug}.example.ng`,
        passwordHash,
        isEmailVerified: true,
        address: `1 Industrial Avenue|${employer.state}|Nigeria`,
        phone: '+2348090000000',
      })
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
        cacDocument: {
          key: 'demo/cac.pdf',
          url: '/api/v1/files/demo/cac.pdf',
          title: 'CAC certificate.pdf',
          size: 48213,
          mimetype: 'application/pdf',
        },
      })
      .returning({ id: employers.id });
    summary.employers += 1;
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
    summary.jobs += posted.length;
    const rows: (typeof applications.$inferInsert)[] = [];
    for (const job of posted) {
      const chosen = new Set<string>();
      const wanted = random.int(6, 22);
      for (let attempt = 0; attempt < wanted * 3 && chosen.size < wanted && seekers.length > 0; attempt++)
        chosen.add(random.pick(seekers).graduateId);
      for (const graduateId of chosen)
        rows.push({
          jobId: job.id,
          graduateId,
          jobTitle: job.title,
          companyName: employer.name,
          createdAt: new Date(now - random.int(0, 20) * DAY),
        });
    }
    if (rows.length > 0) await db.insert(applications).values(rows);
    summary.applications += rows.length;
  }
  return summary;
}

/** A calendar day `days` later (earlier when negative). */
function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
