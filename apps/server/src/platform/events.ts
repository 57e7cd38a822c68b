import type { Database } from '../db/client';

/**
 * The facts one feature announces for others to act on, named here (a published language) so that no feature
 * imports another to hear of them. Each carries what its listeners need, so they do not read the announcing
 * feature's tables.
 */
export interface PlatformEvents {
  /** A member reported a conversation (messaging); the support desk opens a ticket for it (tickets). */
  'conversation.reported': {
    reportId: string;
    conversationId: string;
    /** The member who reported it: the ticket is theirs. */
    reporterId: string;
    reason: string;
    /** The other members' names, for the ticket's title. */
    reportedNames: string[];
  };
  /**
   * An account was registered (accounts); the privacy feature records the notice version the sign-up showed
   * (`noticeVersion` as the form sent it; the current version without it).
   */
  'account.registered': { accountId: string; noticeVersion?: number };
  /**
   * A person erased their account (data rights, NDPA s. 34-38); the tracer keeps only a keyed hash of their
   * contacts so that no wave, and no re-uploaded roll, contacts them again.
   */
  'person.erased': {
    accountId: string;
    /** The phone numbers (E.164) and e-mail addresses the person was known by, before they are erased. */
    phones: string[];
    emails: string[];
  };
  /**
   * Roll rows came to be held by a graduate (institutions): the institution confirmed a claim, or a claim matched
   * the roll (at the claim, or at a roll import). The tracer links these rows' cases to the graduate's account in
   * the same transaction, so a graduate who answered by link is counted once from that moment, not a sweep later.
   */
  'roll.claims-confirmed': { rollEntryIds: string[] };
}

export type PlatformEventName = keyof PlatformEvents;
type Listener<K extends PlatformEventName> = (tx: Database, event: PlatformEvents[K]) => Promise<void>;

/** What a feature declares it does when a fact is announced (`Feature.listeners`). */
export type EventListeners = { [K in PlatformEventName]?: Listener<K> };

export interface Events {
  on<K extends PlatformEventName>(name: K, listener: Listener<K>): void;
  /**
   * Runs every listener of `name`, one after the other, in the caller's transaction `tx`: the fact and what
   * follows from it are stored together or not at all (a listener that throws rolls the whole change back).
   */
  emit<K extends PlatformEventName>(tx: Database, name: K, event: PlatformEvents[K]): Promise<void>;
}

/** One per app; app.ts adds every feature's declared listeners before the first request. */
export function createEvents(): Events {
  const listeners = new Map<PlatformEventName, Listener<PlatformEventName>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<PlatformEventName>]);
    },
    async emit(tx, name, event) {
      for (const listener of listeners.get(name) ?? []) await listener(tx, event);
    },
  };
}
