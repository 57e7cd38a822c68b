/* The fields a graduation roll row has, and the header names registries give them. */

/* ---------- columns ---------- */

export const ROLL_COLUMNS = [
  'name',
  'matric_number',
  'programme',
  'graduation_year',
  'sex',
  'state',
  'email',
  'phone',
  'date_of_birth',
] as const;
export type RollColumn = (typeof ROLL_COLUMNS)[number];
/** Every column must be present, except that one of email and phone may be left out, and date_of_birth (optional). */
export const ROLL_REQUIRED_COLUMNS: readonly RollColumn[] = [
  'name',
  'matric_number',
  'programme',
  'graduation_year',
  'sex',
  'state',
];

/**
 * Header names recognised for each column, compared after lower-casing and turning spaces, dots, hyphens and
 * underscores into one underscore ("Matric No." reads as matric_no).
 */
export const ROLL_COLUMN_ALIASES: Record<RollColumn, readonly string[]> = {
  // Name parts (SURNAME, OTHER NAMES, FIRST NAME…) all map to name; several such columns are joined in file order.
  name: [
    'name',
    'names',
    'full_name',
    'fullname',
    'full_names',
    'graduate_name',
    'student_name',
    'name_of_student',
    'name_of_graduate',
    'surname',
    'last_name',
    'lastname',
    'family_name',
    'other_names',
    'other_name',
    'othernames',
    'first_name',
    'firstname',
    'given_names',
    'middle_name',
    'middlename',
  ],
  matric_number: [
    'matric_number',
    'matric_no',
    'matric',
    'matric_num',
    'matriculation_number',
    'matriculation_no',
    'reg_no',
    'reg_number',
    'registration_no',
    'registration_number',
    'student_id',
  ],
  programme: ['programme', 'program', 'course', 'programme_name', 'course_of_study', 'programme_of_study'],
  // A session such as 2022/2023 gives the later year.
  graduation_year: [
    'graduation_year',
    'year_of_graduation',
    'year_of_grad',
    'yr_of_grad',
    'grad_year',
    'year_graduated',
    'year',
    'session',
    'graduation_session',
    'academic_session',
  ],
  sex: ['sex', 'gender'],
  state: ['state', 'state_of_origin', 'soo'],
  email: ['email', 'e_mail', 'email_address', 'e_mail_address', 'mail'],
  phone: [
    'phone',
    'phone_number',
    'phone_no',
    'phone_num',
    'mobile',
    'mobile_number',
    'mobile_no',
    'gsm',
    'gsm_no',
    'gsm_number',
    'telephone',
    'tel',
    'tel_no',
  ],
  // Optional (issue 25): a graduate under 18 needs a guardian's confirmation for the optional extras.
  date_of_birth: [
    'date_of_birth',
    'dob',
    'd_o_b',
    'birth_date',
    'birthdate',
    'dateofbirth',
    'date_of_birth_dd_mm_yyyy',
    'birthday',
  ],
};

export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s.\-_/:()#]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The column a header names, or null. */
export function rollColumnOf(header: string): RollColumn | null {
  const key = normaliseHeader(header);
  for (const column of ROLL_COLUMNS) if (ROLL_COLUMN_ALIASES[column].includes(key)) return column;
  return null;
}
