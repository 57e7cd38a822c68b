/** Enumerations of spec 000 §3 and spec 001 §3, in the spellings the API carries. */
export const INSTITUTION_TYPES = [
  'federal-polytechnics',
  'state-polytechnics',
  'private-polytechnics',
  'specialised-institutions',
  'colleges-of-agriculture',
  'public-colleges-of-health',
  'private-colleges-of-health',
  'technical-colleges',
  'innovation-enterprise-institutions',
  'vocational-enterprise-institutions',
] as const;
export const INSTITUTION_OWNERSHIP = ['federal', 'state', 'private'] as const;
export const EMPLOYER_OWNERSHIP = ['private', 'public', 'ngo', 'ppp', 'international organization'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const QUALIFICATIONS = [
  'PhD',
  'Masters-Degree',
  'Postgraduate-Diploma',
  'Bachelors Degree',
  'HND',
  'OND',
  'Advanced-NABTEB',
  'City-and-Guilds-Certification',
  'Trade-Test-Certificate-I',
  'Trade-Test-Certificate-II',
  'WASSCE',
  'NECO',
  'FSLC',
] as const;
export const SIZE_BANDS = ['1-4', '5-99', '100-499', '500-999', '1000'] as const;
export const GRADE_LEVELS = Array.from({ length: 17 }, (_, i) => `GL-${String(i + 1).padStart(2, '0')}`);
export const O_LEVEL_TYPES = ['waec', 'neco', 'nabteb'] as const;
export const O_LEVEL_SITTINGS = [1, 2, 3, 4] as const;
export const MENTOR_TYPES = ['individual', 'organization'] as const;
export const STAFF_CATEGORIES = ['academic', 'non-academic'] as const;
export const EMPLOYER_CATEGORIES = ['state', 'federal', 'private'] as const;
export const MODES_OF_APPOINTMENT = ['permanent', 'contract'] as const;
export const TYPES_OF_APPOINTMENT = ['pensionable', 'non-pensionable'] as const;
export const ACCREDITATION_TYPES = ['initial', 'full', 'interim', 're_accreditation', 'approval'] as const;
export const PROGRAMME_STATUSES = ['approved', 'expired', 'pending', 'denied'] as const;
export const TICKET_STATUSES = ['ongoing', 'closed'] as const;
/**
 * What a ticket is about: a question a person opened ('support'), or a conversation a member reported ('report',
 * opened for the reporter by the server and linked to the conversation, so the desk can read it).
 */
export const TICKET_KINDS = ['support', 'report'] as const;
export const JOB_TYPES = ['full-time', 'part-time'] as const;
export const CURRENCIES = ['NGN', 'USD'] as const;
/** Labels people read for the enumerations whose API spelling is not fit to show. */
export const INSTITUTION_TYPE_LABELS: Record<(typeof INSTITUTION_TYPES)[number], string> = {
  'federal-polytechnics': 'Federal polytechnic',
  'state-polytechnics': 'State polytechnic',
  'private-polytechnics': 'Private polytechnic',
  'specialised-institutions': 'Specialised institution',
  'colleges-of-agriculture': 'College of agriculture',
  'public-colleges-of-health': 'Public college of health',
  'private-colleges-of-health': 'Private college of health',
  'technical-colleges': 'Technical college',
  'innovation-enterprise-institutions': 'Innovation enterprise institution',
  'vocational-enterprise-institutions': 'Vocational enterprise institution',
};

/** Industries an employer picks from at sign-up (the client's list was not shown; these follow ISIC sections). */
export const INDUSTRY_TYPES = [
  'Agriculture',
  'Automotive',
  'Construction',
  'Creative & Media',
  'Education',
  'Energy & Power',
  'Financial Services',
  'Fashion & Textiles',
  'Healthcare',
  'Hospitality & Tourism',
  'Information Technology',
  'Manufacturing',
  'Mining',
  'Oil & Gas',
  'Public Service',
  'Real Estate',
  'Retail & Trade',
  'Telecommunications',
  'Transport & Logistics',
  'Other',
] as const;
