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

export interface Ports {
  groupMessages?: GroupMessenger;
}

export function portOf<K extends keyof Ports>(ports: Ports, name: K): NonNullable<Ports[K]> {
  const port = ports[name];
  if (!port) throw new Error(`port ${name} is not registered: is the feature that offers it in FEATURES?`);
  return port as NonNullable<Ports[K]>;
}
