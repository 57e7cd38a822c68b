/**
 * What verifying one access token costs: jose's jwtVerify (WebCrypto HMAC, asynchronous) against the app's
 * platform/jwt.ts verify, on the same tokens, in one process. Every authenticated request pays this once.
 * Run from the repository root:
 *
 *   node --import tsx bench/jwt-verify.ts [--tokens 2000] [--rounds 5] [--seconds 2]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { createJwt } from '../apps/server/src/platform/jwt';
import { readFlags } from './lib/cli';
import { environment, table } from './lib/report';

const flags = readFlags('node --import tsx bench/jwt-verify.ts [flags]', {
  tokens: { default: 2000, min: 10, max: 100_000, help: 'distinct tokens verified in turn' },
  rounds: { default: 5, min: 1, max: 50, help: 'alternating rounds per implementation (median kept)' },
  seconds: { default: 2, min: 0.2, max: 30, help: 'seconds per round' },
});

const secret = randomBytes(36).toString('base64url');
const jwt = createJwt(secret);
const key = new TextEncoder().encode(secret);
const tokens = await Promise.all(
  Array.from({ length: flags.tokens }, () =>
    jwt.sign({ accountId: randomUUID(), profileId: randomUUID(), userType: 'graduate', emailVerified: true }),
  ),
);

type Verify = (token: string) => Promise<unknown>;
const implementations: [string, Verify][] = [
  // What platform/jwt.ts did before (jose 6: crypto.subtle.verify per token, plus its claim checks).
  [
    'jose jwtVerify (WebCrypto)',
    (token) => jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] }),
  ],
  ['platform/jwt.ts verify', (token) => jwt.verify(token)],
];

/** Verifications per second, one at a time (as a request does), for `seconds`. */
async function rate(verify: Verify): Promise<number> {
  let done = 0;
  const until = performance.now() + flags.seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 200; i++) {
      const result = (await verify(tokens[done % tokens.length])) as { ok?: boolean };
      if (result && result.ok === false) throw new Error('a valid token was refused');
      done++;
    }
  }
  return done / flags.seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map<string, number[]>(implementations.map(([name]) => [name, []]));
for (const [, verify] of implementations) await rate(verify); // warm-up (JIT)
for (let round = 0; round < flags.rounds; round++)
  for (const [name, verify] of implementations) results.get(name)?.push(await rate(verify));

console.log(`\n## JWT verification\n\nRun: ${environment()}.\n`);
const baseline = median(results.get(implementations[0][0]) ?? [1]);
console.log(
  table([
    ['implementation', 'verifications / s (median)', 'µs each', 'vs jose'],
    ...implementations.map(([name]) => {
      const perSecond = median(results.get(name) ?? [0]);
      return [
        name,
        Math.round(perSecond).toLocaleString('en-US'),
        (1e6 / perSecond).toFixed(1),
        `${(perSecond / baseline).toFixed(2)}x`,
      ];
    }),
  ]),
);
