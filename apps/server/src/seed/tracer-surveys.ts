import type { SurveySpec } from './surveys.factory';

/**
 * The core TVET graduate tracer questionnaire, after the ILO/ETF/Cedefop guide to tracer studies: current
 * activity, time to first job, income, relevance of training, certification.
 */
export const GRADUATE_TRACER: SurveySpec = {
  title: 'TVET Graduate Tracer Survey 2026',
  text: 'Tell us what you have done since you finished your training. Your answers help institutions and the regulator improve technical and vocational education in Nigeria. It takes about 5 minutes.',
  respondentType: 'graduate',
  // Tagged with the outcome indicators (issue 14): every option of a tagged question carries its code.
  sections: [
    {
      title: 'Your current situation',
      questions: [
        {
          text: 'What is your main activity now?',
          type: 'multiple_choice',
          indicator: 'employment_status',
          options: [
            { text: 'Wage employment (working for an employer)', code: 'wage_employed' },
            { text: 'Self-employed / running my own business', code: 'self_employed' },
            { text: 'Apprenticeship', code: 'apprenticeship' },
            { text: 'Informal or casual work', code: 'informal' },
            { text: 'Further study or training', code: 'further_study' },
            { text: 'Looking for work', code: 'unemployed_looking' },
            { text: 'Not working and not looking for work', code: 'not_looking' },
          ],
        },
        { text: 'What is your job title, trade or business?', type: 'text', required: false },
        {
          text: 'In which sector is your main work?',
          type: 'multiple_choice',
          indicator: 'sector',
          options: [
            { text: 'Agriculture, forestry or fishing', code: 'agriculture' },
            { text: 'Mining, oil or gas', code: 'mining' },
            { text: 'Manufacturing', code: 'manufacturing' },
            { text: 'Electricity, gas, water or waste', code: 'energy_water' },
            { text: 'Construction', code: 'construction' },
            { text: 'Trade or vehicle repair', code: 'trade' },
            { text: 'Transport or storage', code: 'transport' },
            { text: 'Hotels, catering or food', code: 'hospitality' },
            { text: 'Information technology or telecoms', code: 'ict' },
            { text: 'Banking, insurance or real estate', code: 'finance' },
            { text: 'Professional or technical services', code: 'professional' },
            { text: 'Government or public service', code: 'public_administration' },
            { text: 'Education', code: 'education' },
            { text: 'Health or social care', code: 'health' },
            { text: 'Other services (fashion, beauty, arts, repairs)', code: 'other_services' },
            { text: 'I am not working', code: 'not_applicable' },
          ],
        },
        {
          text: 'In which state do you work? (write the state, or "outside Nigeria")',
          type: 'text',
          indicator: 'work_state',
          required: false,
        },
      ],
    },
    {
      title: 'Your first job',
      questions: [
        {
          text: 'How long after finishing your training did you find your first job or start your business?',
          type: 'multiple_choice',
          indicator: 'months_to_first_job',
          options: [
            { text: 'Before or when I finished my training', code: 'm0' },
            { text: '1 to 3 months', code: 'm1_3' },
            { text: '4 to 6 months', code: 'm4_6' },
            { text: '7 to 12 months', code: 'm7_12' },
            { text: '13 to 24 months', code: 'm13_24' },
            { text: 'More than 24 months', code: 'm25_plus' },
            { text: 'I have not found work yet', code: 'not_yet' },
          ],
        },
      ],
    },
    {
      title: 'Income',
      questions: [
        {
          text: 'What is your average monthly income from work?',
          type: 'multiple_choice',
          indicator: 'income_band',
          options: [
            { text: 'No income', code: 'none' },
            { text: 'Below ₦35,000', code: 'lt_35000' },
            { text: '₦35,000 to ₦69,999', code: '35000_69999' },
            { text: '₦70,000 to ₦99,999', code: '70000_99999' },
            { text: '₦100,000 to ₦149,999', code: '100000_149999' },
            { text: '₦150,000 to ₦249,999', code: '150000_249999' },
            { text: '₦250,000 to ₦499,999', code: '250000_499999' },
            { text: '₦500,000 or more', code: '500000_plus' },
            { text: 'Prefer not to say', code: 'not_applicable' },
          ],
        },
      ],
    },
    {
      title: 'Relevance of your training',
      questions: [
        {
          text: 'How relevant is the training you received to the work you do now?',
          type: 'objective',
          indicator: 'relevance',
          options: [
            { text: 'Very relevant', code: '5' },
            { text: 'Relevant', code: '4' },
            { text: 'Somewhat relevant', code: '3' },
            { text: 'Slightly relevant', code: '2' },
            { text: 'Not relevant at all', code: '1' },
            { text: 'I am not working', code: 'not_applicable' },
          ],
        },
        {
          text: 'How satisfied are you with your current work?',
          type: 'objective',
          indicator: 'job_satisfaction',
          options: [
            { text: 'Very satisfied', code: '5' },
            { text: 'Satisfied', code: '4' },
            { text: 'Neither satisfied nor dissatisfied', code: '3' },
            { text: 'Dissatisfied', code: '2' },
            { text: 'Very dissatisfied', code: '1' },
            { text: 'I am not working', code: 'not_applicable' },
          ],
        },
        { text: 'What one change would have made your training more useful?', type: 'text', required: false },
      ],
    },
    {
      title: 'Certification',
      questions: [
        {
          text: 'Which certificate did you obtain at the end of your training?',
          type: 'multiple_choice',
          options: [
            'National Diploma (ND)',
            'Higher National Diploma (HND)',
            'NABTEB certificate',
            'National Skills Qualification (NSQ)',
            'City & Guilds',
            'Trade Test certificate',
            'None yet',
          ],
        },
      ],
    },
  ],
};

export const EMPLOYER_SATISFACTION: SurveySpec = {
  title: 'Employer Satisfaction with TVET Graduates',
  text: 'How well do graduates of technical and vocational institutions meet your needs? Your answers guide what institutions teach.',
  respondentType: 'employer',
  sections: [
    {
      title: 'Hiring',
      questions: [
        {
          text: 'How many TVET graduates have you hired in the last 12 months?',
          type: 'objective',
          options: ['None', '1 to 5', '6 to 20', 'More than 20'],
        },
      ],
    },
    {
      title: 'Satisfaction',
      questions: [
        {
          text: 'How satisfied are you with the technical skills of the TVET graduates you hired?',
          type: 'objective',
          options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'],
        },
        {
          text: 'How satisfied are you with their work habits (communication, teamwork, punctuality)?',
          type: 'objective',
          options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'],
        },
        { text: 'Which skills are hardest to find among TVET graduates?', type: 'text', required: false },
        {
          text: 'Would you hire TVET graduates again?',
          type: 'objective',
          options: ['Yes', 'No', 'Not sure'],
        },
      ],
    },
  ],
};

/** Mentors answer surveys too (spec 001 §2 'Mentor screens'); the demo mentor's Surveys card counts this one. */
export const MENTOR_CHECK_IN: SurveySpec = {
  title: 'Mentor Check-in',
  text: 'How is mentoring going with your cohort? Your answers help administrators support mentors and match cohorts.',
  respondentType: 'mentor',
  sections: [
    {
      title: 'Your cohort',
      questions: [
        {
          text: 'How often do you hear from most of your mentees?',
          type: 'objective',
          options: ['Every week', 'Every month', 'Less than monthly', 'Not yet'],
        },
        {
          text: 'What do your mentees most often ask for help with?',
          type: 'objective',
          options: ['Finding a job', 'Starting a business', 'Further training', 'Workplace skills'],
        },
        { text: 'What would help you mentor your cohort better?', type: 'text', required: false },
      ],
    },
  ],
};

/** Institution staff answer surveys too (issue 22): the demo staff member's My surveys lists this one. */
export const STAFF_TRAINING_SURVEY: SurveySpec = {
  title: 'TVET Staff Survey: Training and Industry Links',
  text: 'How well do your programmes keep up with the workplace? Your answers help the regulator plan staff training and equipment.',
  respondentType: 'staff',
  sections: [
    {
      title: 'Your teaching',
      questions: [
        {
          text: 'How up to date is the equipment in your workshops or laboratories?',
          type: 'objective',
          options: ['Current', 'Usable but dated', 'Mostly obsolete', 'We have none'],
        },
        {
          text: 'When did you last spend time in industry (placement, attachment or consulting)?',
          type: 'objective',
          options: ['Within the last year', '1 to 3 years ago', 'More than 3 years ago', 'Never'],
        },
        { text: 'What training would help you teach your programme better?', type: 'text', required: false },
      ],
    },
  ],
};
