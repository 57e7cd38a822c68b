import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAdministratorOperations, type Invitation, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type InvitationsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/invitations?pending&page: invitations to administer the platform. */
export function getInvitations(query: InvitationsQuery, signal?: AbortSignal): Promise<Paged<Invitation>> {
  return getPage(adminAdministratorOperations.invitations, query, signal);
}

export const invitationsQueryOptions = (query: InvitationsQuery) =>
  queryOptions({
    queryKey: adminKeys.invitationList(query),
    queryFn: ({ signal }) => getInvitations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvitations(query: InvitationsQuery) {
  return useQuery(invitationsQueryOptions(query));
}
