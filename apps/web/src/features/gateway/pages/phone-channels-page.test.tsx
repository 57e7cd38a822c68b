import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GATEWAY_MESSAGES, SMS_TEMPLATE_KEYS, SMS_TEMPLATES, templateCosts } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { PhoneChannelsPage } from './phone-channels-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

/** 149 characters once filled, with dotted letters and tone marks: UCS-2, three parts of 67. */
const YORUBA_INVITATION =
  'TVET Tracer: báwo ni iṣẹ́ láti ìgbà tí o parí? Dáhùn: {link} tàbí tẹ {ussd}. Fi STOP ránṣẹ́ láti dúró.';

const overview = (sms = 'fake') =>
  envelope(200, GATEWAY_MESSAGES.templatesLoaded, {
    providers: { sms, whatsapp: 'fake' },
    ussd_code: '*347*88#',
    templates: templateCosts([
      ...SMS_TEMPLATE_KEYS.map((key) => ({ key, language: 'en' as const, text: SMS_TEMPLATES[key].en })),
      { key: 'invitation', language: 'yo', text: YORUBA_INVITATION },
    ]),
  });

describe('Phones without data (issue 27)', () => {
  it('dials the USSD code and sends every input so far joined by *, as the networks do, until END', async () => {
    const replies = [
      'CON TVET graduate survey.\nTo confirm it is you, enter your year of birth',
      'CON Are you working now?\n1 Yes\n2 No',
      `END ${GATEWAY_MESSAGES.thanks}`,
    ];
    const server = serve({
      'GET /admin/gateway': () => overview(),
      'GET /admin/gateway/simulator/outbox': () => envelope(200, 'ok', { docs: [] }),
      'POST /admin/gateway/simulator/ussd': () => {
        const reply = replies.shift() ?? 'END';
        return envelope(200, 'ok', { reply, accepted: true, reason: null, ended: reply.startsWith('END') });
      },
    });
    const user = userEvent.setup();
    renderWithData(<PhoneChannelsPage />, '/admin/phones');
    await user.type(await screen.findByLabelText(/^Phone number/), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Dial *347*88#' }));
    const phone = screen.getByTestId('phone-screen');
    await within(phone).findByText(/enter your year of birth/);
    await user.type(within(phone).getByLabelText('Your reply'), '1999');
    await user.click(within(phone).getByRole('button', { name: 'Send' }));
    await within(phone).findByText(/Are you working now/);
    await user.type(within(phone).getByLabelText('Your reply'), '1');
    await user.click(within(phone).getByRole('button', { name: 'Send' }));
    await within(phone).findByText(GATEWAY_MESSAGES.thanks);
    // The session ended: the phone offers to dial again, not to reply.
    expect(within(phone).queryByLabelText('Your reply')).toBeNull();
    const sent = server.requestsTo('POST /admin/gateway/simulator/ussd').map((request) => request.body);
    expect(sent.map((body) => body.text)).toEqual(['', '1999', '1999*1']);
    expect(new Set(sent.map((body) => body.session_id)).size).toBe(1);
    expect(sent[0].phone).toBe('+2348031234567');
  });

  it('says when the network refused a reply, and lists each template with its encoding and parts', async () => {
    serve({
      'GET /admin/gateway': () => overview(),
      'GET /admin/gateway/simulator/outbox': () => envelope(200, 'ok', { docs: [] }),
      'POST /admin/gateway/simulator/ussd': () =>
        envelope(200, 'ok', {
          reply: `CON ${'x'.repeat(179)}`,
          accepted: false,
          reason: 'a USSD reply holds at most 182 characters',
          ended: true,
        }),
    });
    const user = userEvent.setup();
    renderWithData(<PhoneChannelsPage />, '/admin/phones');
    await user.type(await screen.findByLabelText(/^Phone number/), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Dial *347*88#' }));
    await screen.findByText('Refused by the network: a USSD reply holds at most 182 characters.');
    expect(screen.getAllByText(/^GSM-7, \d+ characters, 1 part · a wave of 1,000: N4,000$/)).toHaveLength(4);
    // Each language of a template shows its own encoding and parts: Yoruba's marks make it UCS-2.
    const yoruba = screen.getByText('Invitation · Yorùbá').closest('li') as HTMLElement;
    expect(
      within(yoruba).getByText(/^UCS-2, \d+ characters, 3 parts · a wave of 1,000: N12,000$/),
    ).toBeTruthy();
  });

  it("reads the phone's text messages and plays the network's delivery report of one", async () => {
    const server = serve({
      'GET /admin/gateway': () => overview(),
      'GET /admin/gateway/simulator/outbox': () =>
        envelope(200, 'ok', {
          docs: [
            {
              id: 'fake-1',
              channel: 'sms',
              to: '+2348031234599',
              text: 'Are you working now?\n1 Yes\n2 No',
              encoding: 'GSM-7',
              segments: 1,
              case: null,
              createdAt: '2026-11-27T06:00:00.000Z',
            },
          ],
        }),
      'POST /admin/gateway/simulator/delivery': () => envelope(200, 'ok', { status: 'rejected_dnd' }),
    });
    const user = userEvent.setup();
    renderWithData(<PhoneChannelsPage />, '/admin/phones');
    await user.type(await screen.findByLabelText(/^Phone number/), '08031234599');
    const inbox = await screen.findByRole('list', { name: 'Messages received' });
    await within(inbox).findByText(/Are you working now/);
    await user.click(within(inbox).getByRole('button', { name: 'Send delivery report' }));
    await within(inbox).findByText(/delivery report: rejected \(do-not-disturb list\)/);
    expect(server.requestsTo('POST /admin/gateway/simulator/delivery')[0]?.body).toEqual({
      message_id: 'fake-1',
    });
  });

  it('refuses a number that is not a Nigerian mobile before sending anything', async () => {
    const server = serve({ 'GET /admin/gateway': () => overview() });
    const user = userEvent.setup();
    renderWithData(<PhoneChannelsPage />, '/admin/phones');
    await user.type(await screen.findByLabelText(/^Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Dial *347*88#' }));
    await screen.findByText('Enter a Nigerian mobile number such as 08031234567');
    expect(server.requestsTo('POST /admin/gateway/simulator/ussd')).toEqual([]);
  });

  it('has no simulator when a real provider runs', async () => {
    serve({ 'GET /admin/gateway': () => overview('africastalking') });
    renderWithData(<PhoneChannelsPage />, '/admin/phones');
    await screen.findByText('The phone simulator works only with the fake gateway.');
    expect(screen.queryByRole('button', { name: /^Dial/ })).toBeNull();
  });
});
