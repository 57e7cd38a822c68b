import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_USSD_CODE } from '@tvet/contract';
import { z } from 'zod';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
      `${name} must start with ${protocols.join(' or ')}`,
    );

/** A whole number of calls of at least 1. */
const perIpLimit = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl('REDIS_URL', ['redis://', 'rediss://']),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('TVET Graduate Tracer <no-reply@tvet-tracer.ng>'),
  JWT_SECRET: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.length >= 32,
      'JWT_SECRET must be at least 32 characters',
    ),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED: z.enum(['demo', 'none'], { error: 'SEED must be demo or none' }).optional(),
  /** Scales every rate limit; end-to-end tests raise it so repeated journeys from one IP are not throttled. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('RATE_LIMIT_MULTIPLIER must be positive').default(1),
  /**
   * Per-IP ceilings. High on purpose: Nigerian carriers and campuses put thousands of phones behind one address,
   * so accounts are protected by per-address failure counts, and these only stop floods from one client.
   */
  RATE_LIMIT_IP_SIGN_IN: perIpLimit('RATE_LIMIT_IP_SIGN_IN', 1000),
  RATE_LIMIT_IP_SIGN_UP: perIpLimit('RATE_LIMIT_IP_SIGN_UP', 300),
  RATE_LIMIT_IP_CODES: perIpLimit('RATE_LIMIT_IP_CODES', 300),
  RATE_LIMIT_IP_REFRESH: perIpLimit('RATE_LIMIT_IP_REFRESH', 3000),
  /**
   * Whose X-Forwarded-For and X-Forwarded-Proto to believe (rate limits count per client IP; HSTS is sent over
   * HTTPS). Unset: nobody, the server faces clients directly. Behind a load balancer: its addresses or networks,
   * comma-separated (`10.0.0.0/8`, or `loopback`, `uniquelocal`). A hop count is refused: Fastify 5.12 ignores
   * it (it cannot tell the proxy from a client claiming to be one), so it would silently trust nobody.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || !/^\d+$/.test(value), {
      message:
        'TRUST_PROXY must name the proxies (addresses or networks such as 10.0.0.0/8), not a hop count: a count is ignored by Fastify',
    })
    .refine(
      (value) =>
        !value ||
        value === 'false' ||
        value
          .split(',')
          .map((part) => part.trim())
          .every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(part)),
      'TRUST_PROXY must be a comma-separated list of proxy addresses or networks (e.g. 10.0.0.0/8, loopback)',
    ),
  /**
   * The address people reach the app at (scheme, host, optional port and path, no query): every link the server
   * e-mails starts with it, never with a request's Origin or Host header, which a caller controls.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || publicUrlOf(value) !== null, {
      message: 'PUBLIC_URL must be an http:// or https:// address such as https://tracer.example.ng',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * While answers arrive, an outcome dashboard view is recounted at most once every this many seconds and says
   * when its figures were counted; other changes (rolls, claims, programmes, surveys) show at once. 0: every
   * answer shows at once.
   */
  OUTCOME_REFRESH_SECONDS: z.coerce
    .number({ error: 'OUTCOME_REFRESH_SECONDS must be a number' })
    .min(0, 'OUTCOME_REFRESH_SECONDS must be between 0 and 3600')
    .max(3600, 'OUTCOME_REFRESH_SECONDS must be between 0 and 3600')
    .default(10),
  /** Africa's Talking (text messages and USSD): all four set, or none for the fake gateway. */
  AT_USERNAME: z.string().trim().optional(),
  AT_API_KEY: z.string().trim().optional(),
  AT_SENDER_ID: z.string().trim().max(11, 'AT_SENDER_ID is at most 11 characters').optional(),
  AT_CALLBACK_KEY: z.string().trim().min(24, 'AT_CALLBACK_KEY must be at least 24 characters').optional(),
  AT_API_URL: optionalUrl('AT_API_URL', ['https://', 'http://']),
  /** WhatsApp through Meta's Cloud API: all four set, or none for the fake gateway. */
  WHATSAPP_TOKEN: z.string().trim().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID must be digits')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().trim().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().optional(),
  WHATSAPP_API_URL: optionalUrl('WHATSAPP_API_URL', ['https://', 'http://']),
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(/^\*\d+(\*\d+)*#$/, 'USSD_SERVICE_CODE must look like *347*88#')
    .default(DEFAULT_USSD_CODE),
  /**
   * When the tracer sends no message (issue 26): `HH:MM-HH:MM` in Africa/Lagos time (the end is the next morning
   * when it is earlier than the start), or `off` to send at any hour (demos, tests).
   */
  QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, {
      message: 'QUIET_HOURS must be two times like 20:00-08:00 (Africa/Lagos), or off',
    })
    .default('20:00-08:00'),
});

/** Every environment variable the server reads (the README's configuration table lists each; a test checks). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  seed?: 'demo' | 'none';
  rateLimitMultiplier: number;
  /** Per-IP ceilings: sign-in attempts and code calls (send, check, reset) per 15 minutes, sign-ups per hour,
   * token refreshes per 15 minutes. */
  ipLimits: { signIn: number; signUp: number; codes: number; refresh: number };
  logLevel: string;
  webDist?: string;
  /** Where e-mailed links point, without a trailing slash (PUBLIC_URL; http://localhost:PORT by default). */
  publicUrl: string;
  trustProxy: false | string[];
  /** How old (seconds) an outcome view's counts may be while answers arrive (OUTCOME_REFRESH_SECONDS). */
  outcomeRefreshSeconds: number;
  /** QUIET_HOURS: `HH:MM-HH:MM` (Africa/Lagos) or `off`. */
  quietHours: string;
  /** Which messaging providers run (platform/gateway): each side the fake unless its variables are set. */
  gateway: GatewayConfig;
}

export interface GatewayConfig {
  sms:
    | { provider: 'fake' }
    | {
        provider: 'africastalking';
        username: string;
        apiKey: string;
        senderId?: string;
        apiUrl: string;
        callbackKey: string;
      };
  whatsapp:
    | { provider: 'fake' }
    | {
        provider: 'meta';
        token: string;
        phoneNumberId: string;
        appSecret: string;
        verifyToken: string;
        apiUrl: string;
      };
  ussdCode: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; every wrong variable is named with what is expected of it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n- ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const dataDir = path.resolve(value.DATA_DIR);
  const gateway = gatewayOf(value);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    jwtSecret: value.JWT_SECRET ?? persistedSecret(dataDir),
    adminEmail: value.ADMIN_EMAIL,
    adminPassword: value.ADMIN_PASSWORD,
    seed: value.SEED,
    rateLimitMultiplier: value.RATE_LIMIT_MULTIPLIER,
    ipLimits: {
      signIn: value.RATE_LIMIT_IP_SIGN_IN,
      signUp: value.RATE_LIMIT_IP_SIGN_UP,
      codes: value.RATE_LIMIT_IP_CODES,
      refresh: value.RATE_LIMIT_IP_REFRESH,
    },
    logLevel: value.LOG_LEVEL,
    webDist: value.WEB_DIST,
    publicUrl: value.PUBLIC_URL
      ? (publicUrlOf(value.PUBLIC_URL) as string)
      : `http://localhost:${value.PORT || 3000}`,
    trustProxy: trustProxyOf(value.TRUST_PROXY),
    outcomeRefreshSeconds: value.OUTCOME_REFRESH_SECONDS,
    quietHours: value.QUIET_HOURS,
    gateway,
  };
}

/** A provider is on when all its variables are set; some but not all is a mistake named in full. */
function gatewayOf(value: z.infer<typeof envSchema>): GatewayConfig {
  const at = [value.AT_USERNAME, value.AT_API_KEY, value.AT_CALLBACK_KEY];
  if (at.some(Boolean) && !at.every(Boolean))
    throw new ConfigError(
      "Invalid configuration:\n- AT_USERNAME, AT_API_KEY and AT_CALLBACK_KEY must be set together (Africa's Talking)",
    );
  const meta = [
    value.WHATSAPP_TOKEN,
    value.WHATSAPP_PHONE_NUMBER_ID,
    value.WHATSAPP_APP_SECRET,
    value.WHATSAPP_VERIFY_TOKEN,
  ];
  if (meta.some(Boolean) && !meta.every(Boolean))
    throw new ConfigError(
      'Invalid configuration:\n- WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together',
    );
  return {
    sms:
      value.AT_USERNAME && value.AT_API_KEY && value.AT_CALLBACK_KEY
        ? {
            provider: 'africastalking',
            username: value.AT_USERNAME,
            apiKey: value.AT_API_KEY,
            senderId: value.AT_SENDER_ID || undefined,
            apiUrl:
              value.AT_API_URL ??
              (value.AT_USERNAME === 'sandbox'
                ? 'https://api.sandbox.africastalking.com'
                : 'https://api.africastalking.com'),
            callbackKey: value.AT_CALLBACK_KEY,
          }
        : { provider: 'fake' },
    whatsapp:
      value.WHATSAPP_TOKEN &&
      value.WHATSAPP_PHONE_NUMBER_ID &&
      value.WHATSAPP_APP_SECRET &&
      value.WHATSAPP_VERIFY_TOKEN
        ? {
            provider: 'meta',
            token: value.WHATSAPP_TOKEN,
            phoneNumberId: value.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: value.WHATSAPP_APP_SECRET,
            verifyToken: value.WHATSAPP_VERIFY_TOKEN,
            apiUrl: value.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
          }
        : { provider: 'fake' },
    ussdCode: value.USSD_SERVICE_CODE,
  };
}

/** An http(s) address with a host and no credentials, query or fragment, without its trailing slash; else null. */
function publicUrlOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function trustProxyOf(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Generated once per data folder so that tokens survive restarts without any set-up. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
