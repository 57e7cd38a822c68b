import type { SurveySpec } from './surveys.factory';

/**
 * The core TVET graduate tracer questionnaire, after the ILO/ETF/Cedefop guide to tracer studies: current
 * activity, time to first job, income, relevance of training, certification.
 */
export const GRADUATE_TRACER: SurveySpec = {
  title: 'TVET Graduate Tracer Survey 2026',
  text: 'Tell us what you have done since you finished your training. Your answers help institutions and the regulator improve technical and vocational education in Nigeria. It takes about 5 minutes.',
  respondentType: 'graduate',
  sections: [
    {
      title: 'Your current situation',
      questions: [
        {
          text: 'What is your main activity now?',
          type: 'multiple_choice',
          options: [
            'Wage employment (working for an employer)',
            'Self-employed / running my own business',
            'Apprenticeship',
            'Informal or casual work',
            'Further study or training',
            'Looking for work',
            'Not working and not looking for work',
          ],
        },
        { text: 'What is your job title, trade or business?', type: 'text', required: false },
      ],
    },
    {
      title: 'Your first job',
      questions: [
        {
          text: 'How long after finishing your training did you find your first job or start your business?',
          type: 'multiple_choice',
          options: [
            'Less than 3 months',
            '3 to 6 months',
            '6 to 12 months',
            'More than 12 months',
            'I have not found work yet',
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
          options: [
            'Below ₦30,000',
            '₦30,000 to ₦70,000',
            '₦70,001 to ₦150,000',
            '₦150,001 to ₦300,000',
            'Above ₦300,000',
            'No income',
            'Prefer not to say',
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
          options: ['Very relevant', 'Relevant', 'Somewhat relevant', 'Not relevant', 'I am not working'],
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
