import { TICKET_MESSAGES } from '@tvet/contract';
import { isCaller, type Policies } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { ticketCreator } from './tickets.repository';

/*
 * Who may read or write which ticket, in one place: its creator and administrators. Anyone else gets exactly the
 * 404 of a missing ticket, so whether a ticket id exists is never revealed.
 */

declare module '../../platform/access' {
  interface PolicyNames {
    ticketMember: true;
  }
}

export function ticketsPolicies(deps: Deps): Partial<Policies> {
  return {
    /**
     * `/v1/tickets/:id...`: the ticket exists and the caller opened it, or the caller is an administrator (404
     * otherwise); a `created_by` in the body, when sent, names the caller (403 otherwise).
     */
    ticketMember: async (request, auth) => {
      const { id } = request.params as { id: string };
      const createdBy = await ticketCreator(deps.db, id);
      if (!createdBy) throw notFound(TICKET_MESSAGES.notFound);
      if (auth.userType !== 'admin' && createdBy !== auth.accountId) throw notFound(TICKET_MESSAGES.notFound);
      const body = request.body as { created_by?: string } | undefined;
      if (body?.created_by !== undefined && !isCaller(auth, body.created_by)) {
        throw forbidden(TICKET_MESSAGES.createdByNotYou);
      }
    },
  };
}
