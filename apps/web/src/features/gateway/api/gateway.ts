import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GatewayOverview, OutboxMessageOut, SimulatorUssdReply } from '@tvet/contract';
import { request } from '@/lib/api';

/* The administrators' view of the messaging gateway (issue 27): providers, templates, and the phone simulator. */

export const gatewayKeys = {
  all: ['gateway'] as const,
  overview: () => [...gatewayKeys.all, 'overview'] as const,
  outbox: (phone: string) => [...gatewayKeys.all, 'outbox', phone] as const,
};

/** GET /admin/gateway: the providers in use, the USSD code and each template's encoding and parts. */
export function useGatewayOverview() {
  return useQuery({
    queryKey: gatewayKeys.overview(),
    queryFn: async ({ signal }) => (await request<GatewayOverview>('/admin/gateway', { signal })).payload,
  });
}

/** GET /admin/gateway/simulator/outbox?phone=: what the fake gateway sent this phone, newest first. */
export function useOutbox(phone: string | null) {
  return useQuery({
    queryKey: gatewayKeys.outbox(phone ?? ''),
    enabled: Boolean(phone),
    // Replies are sent by the job runner a moment after the message came in: the phone keeps looking, as a phone does.
    refetchInterval: 2_000,
    queryFn: async ({ signal }) =>
      (
        await request<{ docs: OutboxMessageOut[] }>(
          `/admin/gateway/simulator/outbox?phone=${encodeURIComponent(phone ?? '')}`,
          { signal },
        )
      ).payload.docs,
  });
}

/** POST /admin/gateway/simulator/ussd: one USSD request through the fake network. */
export async function dialUssd(body: { phone: string; session_id: string; text: string }) {
  return (await request<SimulatorUssdReply>('/admin/gateway/simulator/ussd', { method: 'POST', body }))
    .payload;
}

/**
 * POST /admin/gateway/simulator/delivery: the fake network's delivery report for a sent message (numbers ending
 * in 00 fail, in 99 are on the do-not-disturb list, the rest are delivered), delivered twice.
 */
export async function playDelivery(messageId: string) {
  return (
    await request<{ status: string }>('/admin/gateway/simulator/delivery', {
      method: 'POST',
      body: { message_id: messageId },
    })
  ).payload.status;
}

/** POST /admin/gateway/simulator/sms: a text message from the phone (the network delivers it twice). */
export function useSendSms(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      request<{ id: string }>('/admin/gateway/simulator/sms', { method: 'POST', body: { phone, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.outbox(phone) }),
  });
}
