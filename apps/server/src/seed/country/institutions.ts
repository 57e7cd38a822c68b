import type { ProgrammeName } from './programmes';

/*
 * The demo country's institutions: a dozen of every type across the regions, each with the programmes it runs,
 * how many graduate a year and how many of those signed up. Accreditation dates are drawn in rolls.ts; the
 * exceptions (expiring, lapsed, pending) are named there.
 */

export interface InstitutionPlan {
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

export const INSTITUTIONS: InstitutionPlan[] = [
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
