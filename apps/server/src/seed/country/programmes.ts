import type { EmploymentStatus } from '@tvet/contract';

/*
 * What graduates of each programme tend to do, after tracer studies of TVET graduates in Nigeria: wage jobs in
 * health, ICT and engineering, self-employment in the trades, fashion and cosmetology. The country's answers
 * (answers.ts) start from these weights and adjust them by sex, state and cohort.
 */

export interface Profile {
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

export const PROGRAMMES: Record<string, Profile> = {
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

export type ProgrammeName = keyof typeof PROGRAMMES;
