import type { ChannelMode, DeliveryStatus, GatewayChannel, Language, SmsTemplateKey } from '@tvet/contract';

/*
 * Use cases one feature offers another and answers, without either importing the other: the offering feature fills
 * its slot when its routes are registered (before the first request), the using feature calls it at request time.
 * Unlike platform/events.ts (facts announced for listeners, nothing answered), a port returns what was done.
 * A slot left empty is a wiring mistake, so `portOf` throws rather than failing quietly.
 */

/** One message to many, each in their own conversation (messaging offers it; the mentors' broadcast uses it). */
export interface GroupMessenger {
  /**
   * Each member receives the text in their own one-to-one conversation with the sender (created when missing),
   * live, and learns nobody else's name. `clientId` makes a retry answer the stored copies. Members with a block
   * either way are left out; `recipients` are the members reached, `created` the conversations opened for it.
   */
  broadcast(
    senderId: string,
    memberIds: readonly string[],
    text: string,
    clientId?: string,
  ): Promise<{ recipients: string[]; created: number }>;
}

/** The tracer case a phone reaches through the gateway's channels: opaque references, never a person's data. */
export interface InterviewCase {
  /** The tracer's case id (or any reference the tracer reads back). */
  caseRef: string;
  /** The study the case belongs to: interview state is kept per phone and study, so a new wave starts afresh. */
  studyRef: string;
  /** The questionnaire (a published survey) the case answers. */
  surveyId: string;
  /**
   * The case's language (issue 29): the graduate's latest explicit choice, the linked account's saved language or
   * one made on a phone channel (kept for every wave), else English.
   */
  language: Language;
}

/** One answer given on a channel: an option of a choice question, or typed text. */
export interface ChannelAnswer {
  questionId: string;
  optionId?: string;
  text?: string;
}

/**
 * What the gateway's channels (USSD, text messages, WhatsApp: features/gateway) need from the tracer (issue 26),
 * which offers it. The gateway never reads a case, a roll entry or a person: it asks here, with the phone number as
 * the network gave it (+234…).
 */
export interface InterviewPort {
  /** The open case of the wave this phone number is on the roll for, or null (no roll, no open wave, opted out). */
  findCaseForPhone(phone: string): Promise<InterviewCase | null>;
  /** Whether `answer` is the case's year of birth or the last 4 characters of its matric number (case-blind). */
  checkIdentity(caseRef: string, answer: string): Promise<boolean>;
  /**
   * Stores the answers in the same responses and outcome facts as web answers, with the mode; `complete` when the
   * questionnaire was answered to its end (the case's disposition moves by the tracer's rules). `skipped` lists the
   * questions that could not be asked on the channel, so the outcome figures can say so.
   */
  saveAnswers(
    caseRef: string,
    answers: readonly ChannelAnswer[],
    mode: ChannelMode,
    outcome: { complete: boolean; skipped: readonly string[]; language: Language },
  ): Promise<void>;
  /**
   * The graduate chose a language on a phone channel: kept for them, with when, so later waves and reminders use
   * it until they choose again (here or in the account's Settings).
   */
  chooseLanguage(caseRef: string, language: Language): Promise<void>;
  /** The tracer's own text-message templates (invitation, reminder) in every language, for the console's costs. */
  templates(): readonly { key: SmsTemplateKey; language: Language; text: string }[];
  /** STOP on a channel: opts the person out of the study (every case of this phone when no case is known). */
  optOut(target: { caseRef: string } | { phone: string }, channel: GatewayChannel): Promise<void>;
  /**
   * A delivery report for a message the tracer sent (its contact attempt holds the provider's id): a failure or a
   * do-not-disturb rejection marks the attempt, and the case falls back to its next channel.
   */
  deliveryReported(providerMessageId: string, status: DeliveryStatus): Promise<void>;
}

/**
 * The do-not-contact list of phone numbers (the tracer keeps it: STOP on a phone channel, an objection, an
 * erasure), for a feature that texts someone outside a study (a minor's guardian, issue 25), so that a number
 * that sent STOP is not texted again by any part of the product.
 */
export interface PhoneOptOuts {
  /** Whether this phone number (any written form) asked us to stop contacting it. */
  phoneOptedOut(phone: string): Promise<boolean>;
}

export interface Ports {
  groupMessages?: GroupMessenger;
  /** Offered by the tracer (issue 26), used by the gateway's interview engine (issue 27). */
  interviews?: InterviewPort;
  /** Offered by the tracer, which keeps the list; used by privacy before it texts a guardian. */
  phoneOptOuts?: PhoneOptOuts;
}

export function portOf<K extends keyof Ports>(ports: Ports, name: K): NonNullable<Ports[K]> {
  const port = ports[name];
  if (!port) throw new Error(`port ${name} is not registered: is the feature that offers it in FEATURES?`);
  return port as NonNullable<Ports[K]>;
}
