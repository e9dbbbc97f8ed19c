/**
 * `npm start`: the shop on this machine at http://localhost:8800/spices/ with DynamoDB Local
 * (data kept in .local-data/), the SES emulator as the owner's mailbox and s3rver for menu photos
 * (kept in .local-data/s3). Ctrl-C stops it all.
 * It seeds an owner account (local only) and prints its e-mail and password.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot, siteDir } from '../../repo-paths.ts';
import { ensureSiteBuilt } from '../../web/scripts/ensure-built.ts';
import { LocalStackError } from './ports.ts';
import { localDefaults, startLocalStack, type LocalStack } from './stack.ts';

/** The local shop's owner account: its password is made once and kept in .local-data/ (git-ignored). */
const localOwnerEmail = 'owner@spices-kitchen.example';

// The local machine runs Node 20; the Lambdas run Node 22. The SDK's reminder is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new LocalStackError(`${name} must be a port number between 1 and 65535, not "${value}".`);
  }
  return port;
}

/** A random session secret made on the first start and kept beside the data, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, '..', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The local owner's password: random, made on the first start and kept beside the data (local only). */
function localOwnerPassword(dataDir: string): string {
  const file = join(dataDir, '..', 'owner-password');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(12).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function ownerBanner(stack: LocalStack, password: string): string[] {
  const owner = stack.owner;
  const lines: string[] = [];
  if (owner?.state === 'changed') {
    lines.push(`  The owner's account (local only): ${owner.email} was changed in the shop, so the password`);
    lines.push('  in .local-data/owner-password no longer works for it (or it is no longer an owner).');
  } else if (owner) {
    lines.push(`  The kitchen: ${stack.shopUrl}kitchen  (the order board, enquiries, the day's settings)`);
    lines.push("  The owner's account (local only):");
    lines.push(`    e-mail:    ${owner.email}`);
    lines.push(`    password:  ${password}`);
    lines.push("    two-factor is on: its sign-in codes arrive in the owner's mailbox.");
  }
  lines.push('  Make another owner: npm run owner -- add <email>');
  return lines;
}

async function main() {
  const port = portFromEnv('PORT', localDefaults.port);
  // SPICES_API_ONLY=1 serves the API alone, for `npm run dev` where Vite serves the site.
  if (process.env.SPICES_API_ONLY !== '1') ensureSiteBuilt();
  const dataDir = process.env.SPICES_DATA_DIR || join(repoRoot, '.local-data', 'dynamodb');
  const ownerPassword = localOwnerPassword(dataDir);
  const stack: LocalStack = await startLocalStack({
    port,
    dynamoDbPort: portFromEnv('DYNAMODB_PORT', localDefaults.dynamoDbPort),
    sesPort: portFromEnv('SES_PORT', localDefaults.sesPort),
    s3Port: portFromEnv('S3_PORT', localDefaults.s3Port),
    stripePort: portFromEnv('STRIPE_PORT', localDefaults.stripePort),
    messagingPort: portFromEnv('MESSAGING_PORT', localDefaults.messagingPort),
    pushPort: portFromEnv('PUSH_PORT', localDefaults.pushPort),
    schedulerPort: portFromEnv('SCHEDULER_PORT', localDefaults.schedulerPort),
    dataDir,
    s3DataDir: join(dataDir, '..', 's3'),
    pagesDir: join(dataDir, '..', 'pages'),
    sessionSecret: localSessionSecret(dataDir),
    siteDir,
    stage: 'local',
    // Set these to LocalStack's endpoint (http://localhost:4566) to use it instead of the local emulators.
    externalDynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    externalSesEndpoint: process.env.SES_ENDPOINT || undefined,
    localOwner: { email: localOwnerEmail, password: ownerPassword, name: 'Kitchen Owner' },
  });

  console.log('');
  console.log(`  The shop:            ${stack.shopUrl}`);
  console.log(`  The owner's mailbox: ${stack.mailboxUrl}`);
  console.log(`  The API:             ${stack.apiUrl}`);
  console.log(`  The local Stripe:    ${stack.stripeUrl} (card payments' stand-in: docs/local-stripe.md)`);
  console.log(`  Texts and calls:     ${stack.messagingUrl}/ (the kitchen's texts and calls: docs/local-messaging.md)`);
  console.log(`  Push alerts:         ${stack.pushUrl}/ (the push service's stand-in: docs/local-push.md)`);
  console.log(`  Alert timers:        ${stack.schedulerUrl}/_schedules (the scheduler's stand-in: docs/local-scheduler.md)`);
  console.log('');
  for (const line of ownerBanner(stack, ownerPassword)) console.log(line);
  console.log('');
  console.log('  Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping (${signal})…`);
    await stack.stop();
    console.log('Stopped. The data is kept in .local-data/ for the next start.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('Ctrl-C'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) {
    console.error(`\n${error.message}`);
  } else {
    console.error('\nThe shop could not start:', error);
  }
  process.exit(1);
});
