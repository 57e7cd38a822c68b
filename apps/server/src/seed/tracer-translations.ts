import { TRANSLATION_LANGUAGES, type TranslationLanguage, translationKey } from '@tvet/contract';
import type { Database } from '../db/client';
import { surveyTranslations } from '../features/surveys/surveys.table';
import type { createSurvey } from './surveys.factory';
import { MORE_TRACER_TEXTS } from './tracer-translations-rest';

/**
 * Draft translations of the demo graduate tracer (issue 29 part B), written by the developer, NOT by native
 * speakers: every one is stored as a draft awaiting a native speaker's review, so respondents keep reading English
 * until an administrator approves a language. They cover every text: the title, the introduction, the section
 * titles, the questions and their options (the later ones in tracer-translations-rest.ts). Keyed by the English text.
 */
const FIRST: Record<string, Record<TranslationLanguage, string>> = {
  'TVET Graduate Tracer Survey 2026': {
    ha: 'Binciken Bibiyar Waɗanda Suka Kammala TVET 2026',
    yo: 'Ìwádìí Àtẹ̀lé Àwọn Tó Kẹ́kọ̀ọ́ Jáde ní TVET 2026',
    ig: 'Nnyocha Nsochi Ndị Gụsịrị Ọzụzụ TVET 2026',
    pcm: 'Survey wey dey follow TVET graduates 2026',
  },
  'Tell us what you have done since you finished your training. Your answers help institutions and the regulator improve technical and vocational education in Nigeria. It takes about 5 minutes.':
    {
      ha: "Faɗa mana abin da kake yi tun bayan da ka kammala horonka. Amsoshinka suna taimaka wa cibiyoyi da hukuma su inganta ilimin fasaha da sana'o'i a Najeriya. Yana ɗaukar kusan minti 5.",
      yo: 'Sọ fún wa ohun tí o ti ń ṣe láti ìgbà tí o ti parí ẹ̀kọ́ rẹ. Àwọn ìdáhùn rẹ ń ran àwọn ilé-ẹ̀kọ́ àti àjọ alábòójútó lọ́wọ́ láti mú ẹ̀kọ́ iṣẹ́-ọwọ́ àti ìmọ̀-ẹ̀rọ dára sí i ní Nàìjíríà. Ó máa gbà tó ìṣẹ́jú márùn-ún.',
      ig: 'Gwa anyị ihe ị na-eme kemgbe ị gụchara ọzụzụ gị. Azịza gị na-enyere ụlọ akwụkwọ na ndị na-ahụ maka ha aka ime ka agụmakwụkwọ nka na ọrụ aka ka mma na Naịjirịa. Ọ ga-ewe ihe dị ka nkeji ise.',
      pcm: 'Tell us wetin you don dey do since you finish your training. Your answers go help schools and di regulator make technical and vocational education for Naija beta. E go take like 5 minutes.',
    },
  'Your current situation': {
    ha: 'Halin da kake ciki yanzu',
    yo: 'Ipò rẹ lọ́wọ́lọ́wọ́',
    ig: 'Ọnọdụ gị ugbu a',
    pcm: 'How your life be now',
  },
  'Your first job': { ha: 'Aikinka na farko', yo: 'Iṣẹ́ àkọ́kọ́ rẹ', ig: 'Ọrụ mbụ gị', pcm: 'Your first work' },
  Income: { ha: 'Samun kuɗi', yo: 'Owó tí ò ń rí', ig: 'Ego ị na-enweta', pcm: 'Money wey you dey make' },
  'Relevance of your training': {
    ha: 'Amfanin horonka',
    yo: 'Ìwúlò ẹ̀kọ́ rẹ',
    ig: 'Uru ọzụzụ gị bara',
    pcm: 'How your training take help you',
  },
  Certification: { ha: 'Takardar shaida', yo: 'Ìwé-ẹ̀rí', ig: 'Asambodo', pcm: 'Certificate' },
  'What is your main activity now?': {
    ha: 'Mene ne babban abin da kake yi yanzu?',
    yo: 'Kí ni iṣẹ́ pàtàkì tí ò ń ṣe báyìí?',
    ig: 'Gịnị bụ isi ihe ị na-eme ugbu a?',
    pcm: 'Wetin be di main tin wey you dey do now?',
  },
  'Wage employment (working for an employer)': {
    ha: 'Aikin albashi (ina yi wa mai ɗaukar aiki aiki)',
    yo: 'Iṣẹ́ olówó-oṣù (mo ń ṣiṣẹ́ fún agbanisíṣẹ́)',
    ig: 'Ọrụ ụgwọ ọnwa (m na-arụrụ onye were m n’ọrụ)',
    pcm: 'Salary work (I dey work for oga or company)',
  },
  'Self-employed / running my own business': {
    ha: 'Ina aikin kaina / ina gudanar da kasuwancina',
    yo: 'Mo ń ṣiṣẹ́ ara mi / mo ní òwò tèmi',
    ig: 'Ana m arụrụ onwe m ọrụ / m nwere azụmahịa nke m',
    pcm: 'I dey work for myself / I get my own business',
  },
  Apprenticeship: {
    ha: "Koyon sana'a a hannun mai sana'a",
    yo: 'Iṣẹ́ ìkọ́ṣẹ́',
    ig: 'Ịmụ ọrụ n’aka onye nka',
    pcm: 'Apprentice work',
  },
  'Informal or casual work': {
    ha: 'Aikin da ba na dindindin ba ko ƙwadago',
    yo: 'Iṣẹ́ àìforúkọsílẹ̀ tàbí iṣẹ́ ọjọ́-kan-ọjọ́-kan',
    ig: 'Ọrụ na-edebanyeghị aha ma ọ bụ ọrụ nwa oge',
    pcm: 'Small-small work or casual work',
  },
  'Further study or training': {
    ha: 'Ci gaba da karatu ko horo',
    yo: 'Mo ń tẹ̀síwájú nínú ẹ̀kọ́ tàbí ìdánilẹ́kọ̀ọ́',
    ig: 'Agụkwu akwụkwọ ma ọ bụ ọzụzụ ọzọ',
    pcm: 'I dey school again or I dey do more training',
  },
  'Looking for work': {
    ha: 'Ina neman aiki',
    yo: 'Mo ń wá iṣẹ́',
    ig: 'Ana m achọ ọrụ',
    pcm: 'I dey find work',
  },
  'Not working and not looking for work': {
    ha: 'Ba na aiki kuma ba na neman aiki',
    yo: 'N kò ṣiṣẹ́, n kò sì wá iṣẹ́',
    ig: 'Anaghị m arụ ọrụ, anaghị m achọkwa ọrụ',
    pcm: 'I no dey work and I no dey find work',
  },
  'How long after finishing your training did you find your first job or start your business?': {
    ha: 'Bayan ka kammala horonka, tsawon wane lokaci ne kafin ka samu aikinka na farko ko ka fara kasuwancinka?',
    yo: 'Ìgbà wo lẹ́yìn tí o parí ẹ̀kọ́ rẹ ni o rí iṣẹ́ àkọ́kọ́ rẹ tàbí tí o bẹ̀rẹ̀ òwò rẹ?',
    ig: 'Ogologo oge ole ka ọ were mgbe ị gụchara ọzụzụ gị tupu ị nweta ọrụ mbụ gị ma ọ bụ malite azụmahịa gị?',
    pcm: 'How long after you finish your training before you get your first work or start your business?',
  },
  'Before or when I finished my training': {
    ha: 'Kafin ko lokacin da na kammala horona',
    yo: 'Kí n tó parí tàbí nígbà tí mo parí ẹ̀kọ́ mi',
    ig: 'Tupu m gụcha ma ọ bụ mgbe m gụchara ọzụzụ m',
    pcm: 'Before or when I finish my training',
  },
  '1 to 3 months': { ha: 'Wata 1 zuwa 3', yo: 'Oṣù 1 sí 3', ig: 'Ọnwa 1 ruo 3', pcm: '1 to 3 months' },
  '4 to 6 months': { ha: 'Wata 4 zuwa 6', yo: 'Oṣù 4 sí 6', ig: 'Ọnwa 4 ruo 6', pcm: '4 to 6 months' },
  '7 to 12 months': { ha: 'Wata 7 zuwa 12', yo: 'Oṣù 7 sí 12', ig: 'Ọnwa 7 ruo 12', pcm: '7 to 12 months' },
  '13 to 24 months': {
    ha: 'Wata 13 zuwa 24',
    yo: 'Oṣù 13 sí 24',
    ig: 'Ọnwa 13 ruo 24',
    pcm: '13 to 24 months',
  },
  'More than 24 months': {
    ha: 'Fiye da wata 24',
    yo: 'Ó ju oṣù 24 lọ',
    ig: 'Karịa ọnwa 24',
    pcm: 'Pass 24 months',
  },
  'I have not found work yet': {
    ha: 'Har yanzu ban samu aiki ba',
    yo: 'N kò tíì rí iṣẹ́',
    ig: 'Achọtabeghị m ọrụ',
    pcm: 'I never see work yet',
  },
};

const T = { ...FIRST, ...MORE_TRACER_TEXTS };

/** Stores the draft translations of a questionnaire made by `createSurvey` from the tracer's spec. */
export async function seedTracerTranslations(db: Database, made: Awaited<ReturnType<typeof createSurvey>>) {
  const entries: [string, string][] = [
    ['title', made.survey.title],
    ['text', made.survey.text],
  ];
  for (const { section, questions } of made.sections) {
    entries.push([translationKey.section(section.id), section.title]);
    for (const question of questions) {
      entries.push([translationKey.question(question.id), question.text]);
      for (const option of question.options)
        entries.push([translationKey.option(question.id, option._id), option.text]);
    }
  }
  const rows = TRANSLATION_LANGUAGES.map((language) => ({
    surveyId: made.survey.id,
    language,
    status: 'draft',
    texts: Object.fromEntries(
      entries.flatMap(([key, english]) => {
        const text = T[english]?.[language];
        return text ? [[key, text.normalize('NFC')]] : [];
      }),
    ),
  }));
  await db.insert(surveyTranslations).values(rows);
}
