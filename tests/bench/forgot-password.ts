/**
 * `npm run bench:forgot-password`: whether POST /auth/forgot-password takes the same time for an
 * address with an account and one without (an attacker must not learn which addresses have
 * accounts from the timing). Starts its own throw-away stack, registers accounts, then sends
 * alternating requests for known and unknown addresses and prints the medians and the 90th
 * percentiles of each. Prints figures; asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { startEphemeralStack } from '../../functions/local/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const rounds = Number(process.env.ROUNDS ?? 200);
const stack = await startEphemeralStack();
const origin = new URL(stack.apiUrl).origin;

async function post(path: string, json: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(json),
  });
  await response.text();
  if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

try {
  const known = Array.from({ length: 20 }, () => `known-${randomBytes(4).toString('hex')}@example.com`);
  for (const email of known) await post('/auth/register', { name: 'Timing Test', email, password: 'a long and uncommon passphrase' });
  // Warm both paths (module loads, connections) before measuring.
  for (let i = 0; i < 20; i++) {
    await post('/auth/forgot-password', { email: known[i % known.length] });
    await post('/auth/forgot-password', { email: `warm-${i}@example.com` });
  }
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    knownMs.push(await post('/auth/forgot-password', { email: known[i % known.length] }));
    unknownMs.push(await post('/auth/forgot-password', { email: `nobody-${randomBytes(4).toString('hex')}@example.com` }));
  }
  const row = (label: string, values: number[]) =>
    console.log(`  ${label.padEnd(16)} median ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p90 ${quantile(values, 0.9).toFixed(1).padStart(6)} ms`);
  console.log(
    `POST /auth/forgot-password, ${rounds} requests each, alternating (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):`,
  );
  row('known address', knownMs);
  row('unknown address', unknownMs);
  const gap = quantile(knownMs, 0.5) - quantile(unknownMs, 0.5);
  console.log(`  median gap (known − unknown): ${gap.toFixed(1)} ms`);
} finally {
  await stack.stop();
}
