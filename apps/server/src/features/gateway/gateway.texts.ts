import {
  IDENTITY_LOCK_MINUTES,
  LANGUAGES,
  type Language,
  GATEWAY_MESSAGES as M,
  SMS_TEMPLATES,
  type TemplateCost,
  templateCosts,
  USSD_LANGUAGE_MENU,
} from '@tvet/contract';
import type { Deps } from '../../platform/deps';

/*
 * What the gateway says to a graduate's phone, in the five languages (issue 27 with issue 29, decision 0037): one
 * table per message, English first (the contract's own words, which the API tests and the phone simulator read).
 * The server has no Lingui, so the texts live here, beside the code that sends them. Non-English texts are drafts
 * awaiting a native speaker's review. `{name}` placeholders are filled by `say`; gateway.texts.test.ts holds every
 * text to its channel: 160 characters a text message, 182 a USSD reply with `CON `/`END `, placeholders kept.
 */

export type Texts = Record<Language, string>;

/** Sentences shown on a USSD screen or sent as a text message by the interview engine. */
export const INTERVIEW_TEXTS = {
  notOnRoll: {
    en: M.notOnRoll,
    ha: 'Wannan lamba ba ta cikin jerin daliban da muke bincike yanzu. Idan ka kammala a makarantar TVET, ka ce ta saka lambar nan.',
    yo: 'Nọ́mbà yìí kò sí nínú àkọsílẹ̀ àwọn tó parí ẹ̀kọ́ tí à ń wá báyìí. Tí o bá parí ní ilé-ẹ̀kọ́ TVET, ní kí wọ́n fi nọ́mbà yìí kún un.',
    ig: 'Nọmba a anọghị na ndepụta ndị gụchara akwụkwọ anyị na-achọ ugbu a. Ọ bụrụ na i gụchara na ụlọ akwụkwọ TVET, gwa ha tinye nọmba a.',
    pcm: 'Dis number no dey for any graduation list wey we dey trace now. If you graduate from TVET school, tell dem make dem add dis number.',
  },
  closed: {
    en: M.closed,
    ha: 'Binciken daliban ba a bude yake a wannan lamba yanzu ba. Mun gode.',
    yo: 'Ìwádìí àwọn tó parí ẹ̀kọ́ kò ṣí sílẹ̀ lórí nọ́mbà yìí báyìí. A dúpẹ́.',
    ig: 'Nchọpụta ndị gụchara akwụkwọ emepeghị na nọmba a ugbu a. Daalụ.',
    pcm: 'The graduate survey no open for dis number now. Thank you.',
  },
  tooLong: {
    en: M.tooLong,
    ha: 'Wannan amsa ta yi tsawo. Sake danna lambar ka amsa a takaice.',
    yo: 'Ìdáhùn yẹn ti gùn jù. Tẹ̀ ẹ́ padà kí o dáhùn ní ṣókí.',
    ig: 'Ihe i dere ogologo karịa. Pịa ọzọ ma zaa nke dị mkpirikpi.',
    pcm: 'Wetin you type too long. Abeg dial again and answer short.',
  },
  unknownSession: {
    en: M.unknownSession,
    ha: 'Wannan zama ya kare. Sake danna lambar don ci gaba daga inda ka tsaya.',
    yo: 'Ìgbà yìí ti parí. Tẹ̀ ẹ́ padà láti tẹ̀síwájú láti ibi tí o dúró sí.',
    ig: "Oge a agwụla. Pịa ọzọ ka ị gaa n'ihu site n'ebe i kwụsịrị.",
    pcm: 'Dis session don end. Abeg dial again to continue from where you stop.',
  },
  timedOut: {
    en: M.timedOut,
    ha: 'Lokacinka ya kare. Sake danna lambar don ci gaba daga inda ka tsaya; an ajiye amsoshinka.',
    yo: 'Àkókò rẹ ti tán. Tẹ̀ ẹ́ padà láti tẹ̀síwájú láti ibi tí o dúró sí; a ti pa ìdáhùn rẹ mọ́.',
    ig: "Oge gị agwụla. Pịa ọzọ ka ị gaa n'ihu site n'ebe i kwụsịrị; edebere azịza gị.",
    pcm: 'Your time don pass. Dial again to continue from where you stop; we don keep your answers.',
  },
  outOfRange: {
    en: M.outOfRange,
    ha: 'Wannan zabi ba ya cikin jerin. Sake danna lambar don ci gaba daga inda ka tsaya.',
    yo: 'Àṣàyàn yẹn kò sí nínú àkójọ. Tẹ̀ ẹ́ padà láti tẹ̀síwájú láti ibi tí o dúró sí.',
    ig: "Nhọrọ ahụ anọghị na ndepụta. Pịa ọzọ ka ị gaa n'ihu site n'ebe i kwụsịrị.",
    pcm: 'Dat choice no dey for the list. Dial again to continue from where you stop.',
  },
  identityPrompt: {
    en: M.identityPrompt,
    ha: 'Binciken daliban TVET.\nDon tabbatar da kai ne, saka shekarar haihuwarka ko haruffa 4 na karshen lambar matric dinka.',
    yo: 'Ìwádìí àwọn tó parí ẹ̀kọ́ TVET.\nLáti fi hàn pé ìwọ ni, tẹ ọdún ìbí rẹ tàbí ohun 4 tó gbẹ̀yìn nọ́mbà matric rẹ.',
    ig: 'Nchọpụta ndị gụchara TVET.\nIji gosi na ọ bụ gị, tinye afọ amụrụ gị ma ọ bụ mkpụrụ 4 ikpeazụ nke nọmba matric gị.',
    pcm: 'TVET graduate survey.\nMake we know say na you, type the year wey dem born you or the last 4 characters of your matric number.',
  },
  identityRetry: {
    en: 'That does not match our records. Try again ({left} left):\nyear of birth or last 4 characters of your matric number.',
    ha: 'Bai dace da bayananmu ba. Sake gwadawa (saura {left}):\nshekarar haihuwa ko haruffa 4 na karshen lambar matric.',
    yo: 'Kò bá àkọsílẹ̀ wa mu. Gbìyànjú lẹ́ẹ̀kan sí i ({left} ló kù):\nọdún ìbí tàbí ohun 4 tó gbẹ̀yìn nọ́mbà matric rẹ.',
    ig: 'Ọ dabaghị ihe anyị dekọrọ. Nwaa ọzọ ({left} fọdụrụ):\nafọ amụrụ gị ma ọ bụ mkpụrụ 4 ikpeazụ nke nọmba matric gị.',
    pcm: 'E no match wetin we get. Try again ({left} remain):\nyear wey dem born you or last 4 characters of your matric number.',
  },
  identityLocked: {
    en: 'That does not match our records. For your safety, please try again after {minutes} minutes.',
    ha: 'Bai dace da bayananmu ba. Don tsaronka, sake gwadawa bayan mintuna {minutes}.',
    yo: 'Kò bá àkọsílẹ̀ wa mu. Fún ààbò rẹ, gbìyànjú padà lẹ́yìn ìṣẹ́jú {minutes}.',
    ig: 'Ọ dabaghị ihe anyị dekọrọ. Maka nchekwa gị, nwaa ọzọ mgbe nkeji {minutes} gachara.',
    pcm: 'E no match wetin we get. For your safety, abeg try again after {minutes} minutes.',
  },
  nothingToAnswer: {
    en: M.nothingToAnswer,
    ha: 'Ba za a iya amsa wannan bincike ta wannan hanya ba. Yi amfani da link din sakon da muka aiko maka. Mun gode.',
    yo: 'A kò lè dáhùn ìwádìí yìí ní ọ̀nà yìí. Lo ìjápọ̀ inú ìfiránṣẹ́ tí a fi ránṣẹ́ sí ọ. A dúpẹ́.',
    ig: "Enweghị ike ịza nchọpụta a n'ụzọ a. Jiri njikọ dị n'ozi anyị zitere gị. Daalụ.",
    pcm: 'You no fit answer dis survey for here. Abeg use the link for the message wey we send you. Thank you.',
  },
  alreadyDone: {
    en: M.alreadyDone,
    ha: 'Ka riga ka amsa wannan bincike. Mun gode.',
    yo: 'O ti dáhùn ìwádìí yìí tẹ́lẹ̀. A dúpẹ́.',
    ig: 'Ị zaalarị nchọpụta a. Daalụ.',
    pcm: 'You don answer dis survey before. Thank you.',
  },
  failed: {
    en: M.failed,
    ha: "Yi hakuri, wani abu ya lalace a bangarenmu. Sake danna lambar bayan 'yan mintuna don ci gaba daga inda ka tsaya.",
    yo: 'Ẹ má bínú, nǹkan kan bàjẹ́ ní ọ̀dọ̀ wa. Tẹ̀ ẹ́ padà lẹ́yìn ìṣẹ́jú díẹ̀ láti tẹ̀síwájú láti ibi tí o dúró sí.',
    ig: "Ndo, ihe mebiri n'akụkụ anyị. Pịa ọzọ mgbe nkeji ole na ole gachara ka ị gaa n'ihu site n'ebe i kwụsịrị.",
    pcm: 'Sorry, something spoil for our side. Dial again after some minutes to continue from where you stop.',
  },
  thanks: {
    en: M.thanks,
    ha: 'Mun gode. An ajiye amsoshinka. Za su taimaki daliban da ke zuwa bayanka.',
    yo: 'A dúpẹ́. A ti pa ìdáhùn rẹ mọ́. Wọn yóò ran àwọn akẹ́kọ̀ọ́ tó ń bọ̀ lẹ́yìn rẹ lọ́wọ́.',
    ig: "Daalụ. Edebere azịza gị. Ha ga-enyere ụmụ akwụkwọ na-abịa n'azụ gị aka.",
    pcm: 'Thank you. We don save your answers. Dem go help the students wey dey come after you.',
  },
  smsIdentityPrompt: {
    en: M.smsIdentityPrompt,
    ha: 'TVET Tracer: don farawa, tura shekarar haihuwarka ko haruffa 4 na karshen lambar matric dinka. Tura STOP don dainawa.',
    yo: 'TVET Tracer: láti bẹ̀rẹ̀, fi ọdún ìbí rẹ tàbí ohun 4 tó gbẹ̀yìn nọ́mbà matric rẹ ránṣẹ́. Fi STOP ránṣẹ́ láti dúró.',
    ig: 'TVET Tracer: iji malite, zitere afọ amụrụ gị ma ọ bụ mkpụrụ 4 ikpeazụ nke nọmba matric gị. Zitere STOP ka ị kwụsị.',
    pcm: 'TVET Tracer: to start, send the year wey dem born you or the last 4 characters of your matric number. Reply STOP make we stop.',
  },
  smsAnswerChoice: {
    en: 'Please reply with a number from 1 to {count}.',
    ha: 'Da fatan za ka tura lamba daga 1 zuwa {count}.',
    yo: 'Jọ̀wọ́ fi nọ́mbà láti 1 sí {count} ránṣẹ́.',
    ig: 'Biko zitere nọmba site na 1 ruo {count}.',
    pcm: 'Abeg reply with number from 1 to {count}.',
  },
  smsAnswerText: {
    en: M.smsAnswerText,
    ha: 'Da fatan za ka tura gajeriyar amsa (bai wuce haruffa 300 ba).',
    yo: 'Jọ̀wọ́ fi ìdáhùn kúkúrú ránṣẹ́ (kò ju ohun 300 lọ).',
    ig: 'Biko zitere azịza dị mkpirikpi (agafela mkpụrụ 300).',
    pcm: 'Abeg reply with short answer (no pass 300 characters).',
  },
  /** The reply to a language keyword (HAUSA, YORUBA …), before the question on screen is sent again. */
  languageSet: {
    en: 'TVET Tracer: we will write to you in English.',
    ha: 'TVET Tracer: za mu rubuta maka da Hausa.',
    yo: 'TVET Tracer: a ó máa kọ̀wé sí ọ ní Yorùbá.',
    ig: "TVET Tracer: anyị ga-edegara gị n'Igbo.",
    pcm: 'TVET Tracer: we go dey write you for Pidgin.',
  },
} satisfies Record<string, Texts>;
export type InterviewTextKey = keyof typeof INTERVIEW_TEXTS;

/** The templates the gateway sends itself: the answer to HELP and the STOP confirmation (`{ussd}`: the code). */
export const GATEWAY_TEMPLATES = {
  help: {
    en: SMS_TEMPLATES.help.en,
    ha: 'TVET Tracer na tambayar wadanda suka kammala karatu game da aiki. Danna {ussd} ko bude link din da muka aiko. Tura STOP don dainawa.',
    yo: 'TVET Tracer ń béèrè nípa iṣẹ́ lẹ́yìn ẹ̀kọ́. Tẹ {ussd} tàbí ṣí ìjápọ̀ tí a fi ránṣẹ́. Fi STOP ránṣẹ́ láti dúró.',
    ig: 'TVET Tracer na-ajụ ndị gụchara akwụkwọ maka ọrụ. Pịa {ussd} ma ọ bụ mepee njikọ anyị zitere. Zitere STOP ka ị kwụsị.',
    pcm: 'TVET Tracer dey ask graduates about work after training. Dial {ussd} or open the link wey we send. Reply STOP make we stop.',
  },
  stopConfirmation: {
    en: SMS_TEMPLATES.stopConfirmation.en,
    ha: 'TVET Tracer: an cire ka. Ba za mu sake tuntubar ka game da wannan bincike ba. Mun gode.',
    yo: 'TVET Tracer: a ti yọ ọ́ kúrò. A kò ní kàn sí ọ mọ́ nípa ìwádìí yìí. A dúpẹ́.',
    ig: 'TVET Tracer: ewepụla gị. Anyị agaghị akpọtụrụ gị ọzọ maka nchọpụta a. Daalụ.',
    pcm: 'TVET Tracer: we don stop am. We no go message you again about this study. Thank you.',
  },
} satisfies Record<'help' | 'stopConfirmation', Texts>;

/**
 * WhatsApp's own words around a question (the question and its options are the survey's, translated there): the
 * button that opens a list of answers, at most WHATSAPP_LIST_BUTTON_MAX characters (Meta refuses longer).
 */
export const WHATSAPP_WORDS: Record<Language, { listButton: string }> = {
  en: { listButton: 'Choose' },
  ha: { listButton: 'Zaɓi amsa' },
  yo: { listButton: 'Yan ìdáhùn' },
  ig: { listButton: 'Họrọ azịza' },
  pcm: { listButton: 'Pick your answer' },
};

/** `text` with each `{name}` replaced by its value; NFC, as every text leaves the server. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text
    .replace(/\{([A-Za-z_]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    .normalize('NFC');
}

/** One interview sentence in `language`, its placeholders filled (the lock's minutes always). */
export function say(
  key: InterviewTextKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return fill(INTERVIEW_TEXTS[key][language], { minutes: IDENTITY_LOCK_MINUTES, ...values });
}

/** The first USSD screen: who is calling, in `language`, and the line that switches language. */
export const ussdWelcome = (language: Language) =>
  `${say('identityPrompt', language)}\n${USSD_LANGUAGE_MENU}`;

/**
 * Every text-message template in every language with its encoding and parts, for the console: the tracer's
 * (invitation, reminder, through its port) and the gateway's own (HELP, STOP confirmation).
 */
export function phoneTemplateCosts(deps: Pick<Deps, 'gateway' | 'ports'>): TemplateCost[] {
  const own = (['help', 'stopConfirmation'] as const).flatMap((key) =>
    LANGUAGES.map((language) => ({ key, language, text: GATEWAY_TEMPLATES[key][language] })),
  );
  const tracer = deps.ports.interviews?.templates() ?? [];
  return templateCosts([...tracer, ...own], { ussd: deps.gateway.ussdCode });
}
