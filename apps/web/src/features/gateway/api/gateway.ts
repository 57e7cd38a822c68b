import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayConsoleOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

/* The administrators' view of the messaging gateway (issue 27): providers, templates, and the phone simulator. */

export const gatewayKeys = {
  all: ['gateway'] as const,
  overview: () => [...gatewayKeys.all, 'overview'] as const,
  outbox: (phone: string) => [...gatewayKeys.all, 'outbox', phone] as const,
};

/** GET /v1/admin/gateway: the providers in use, the USSD code and each template's encoding and parts. */
export function useGatewayOverview() {
  return useQuery({
    queryKey: gatewayKeys.overview(),
    queryFn: async ({ signal }) => (await call(ops.overview, { signal })).payload,
  });
}

/** GET /v1/admin/gateway/simulator/outbox?phone=: what the fake gateway sent this phone, newest first. */
export function useOutbox(phone: string | null) {
  return useQuery({
    queryKey: gatewayKeys.outbox(phone ?? ''),
    enabled: Boolean(phone),
    // Replies are sent by the job runner a moment after the message came in: the phone keeps looking, as a phone does.
    refetchInterval: 2_000,
    queryFn: async ({ signal }) =>
      (await call(ops.outbox, { query: { phone: phone ?? '' }, signal })).payload.docs,
  });
}

/** POST /v1/admin/gateway/simulator/ussd: one USSD request through the fake network. */
export async function dialUssd(body: { phone: string; session_id: string; text: string }) {
  return (await call(ops.simulateUssd, { body })).payload;
}

/**
 * POST /v1/admin/gateway/simulator/delivery: the fake network's delivery report for a sent message (numbers ending
 * in 00 fail, in 99 are on the do-not-disturb list, the rest are delivered), delivered twice.
 */
export async function playDelivery(messageId: string) {
  return (await call(ops.simulateDelivery, { body: { message_id: messageId } })).payload.status;
}

/** POST /v1/admin/gateway/simulator/sms: a text message from the phone (the network delivers it twice). */
export function useSendSms(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => call(ops.simulateSms, { body: { phone, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.outbox(phone) }),
  });
}
