import type { Message } from '@tvet/contract';

/*
 * Use cases one feature offers another and answers, without either importing the other: the offering feature fills
 * its slot when its routes are registered (before the first request), the using feature calls it at request time.
 * Unlike platform/events.ts (facts announced for listeners, nothing answered), a port returns what was done.
 * A slot left empty is a wiring mistake, so `portOf` throws rather than failing quietly.
 */

/** Messages to a group (messaging offers it; the mentors' broadcast uses it). */
export interface GroupMessenger {
  /**
   * Spec 001 §7: the conversation of exactly the sender + members gets the text (created with 'hello' first when
   * there is none); every member receives it live. `clientId` makes a retry answer the stored copy. Members
   * with a block either way are left out; `recipients` are the members reached.
   */
  broadcast(
    senderId: string,
    memberIds: readonly string[],
    text: string,
    clientId?: string,
  ): Promise<{ conversationId: string; created: boolean; message: Message; recipients: string[] }>;
}

export interface Ports {
  groupMessages?: GroupMessenger;
}

export function portOf<K extends keyof Ports>(ports: Ports, name: K): NonNullable<Ports[K]> {
  const port = ports[name];
  if (!port) throw new Error(`port ${name} is not registered: is the feature that offers it in FEATURES?`);
  return port as NonNullable<Ports[K]>;
}
