import type { Config } from '../config';
import { createAfricasTalking } from './africas-talking';
import { createFakeSide } from './fake';
import type { Gateway } from './gateway';
import { createMetaWhatsApp } from './whatsapp-meta';

export * from './gateway';

/** The gateway the configuration asks for: each side a real provider when configured, else the fake. */
export function createGateway(config: Config): Gateway {
  const fake = createFakeSide(config.dataDir);
  const { sms, whatsapp, ussdCode } = config.gateway;
  const at = sms.provider === 'africastalking' ? createAfricasTalking(sms) : null;
  const meta = whatsapp.provider === 'meta' ? createMetaWhatsApp(whatsapp) : null;
  return {
    providers: { sms: sms.provider, whatsapp: whatsapp.provider },
    ussdCode,
    sendText: (message) => (at ? at.sendText(message) : fake.sendText(message)),
    sendWhatsApp: (to, message, caseRef) =>
      meta ? meta.sendWhatsApp(to, message) : fake.sendWhatsApp(to, message, caseRef),
    verifySmsCallback: (request) => (at ? at.verify(request) : fake.verify(request)),
    verifyWhatsAppCallback: (request) => (meta ? meta.verify(request) : fake.verify(request)),
    whatsAppVerifyToken: whatsapp.provider === 'meta' ? whatsapp.verifyToken : null,
  };
}
