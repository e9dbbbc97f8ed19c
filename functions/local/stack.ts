/**
 * The whole local stack in one call: DynamoDB Local, the SES emulator, s3rver with the media bucket,
 * the table from the shared definition, the seeded menu (and, on the local stage, an owner account),
 * the local host, the public pages published from the live menu, the kitchen alerts' stand-ins (texts and calls, push,
 * the scheduler), and the stream pollers that e-mail the owner, alert the kitchen, keep the sales totals and publish the
 * pages again as the menu changes. `npm start` and the test runner both use it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import sesEmulatorModule from 'aws-ses-v2-local';
import { rendererDir, siteDir } from '../../repo-paths.ts';
import { menuVersionStreamFilter } from '../src/catalogue/store/dish.ts';
import { notifyStreamFilter } from '../src/mail/store/notification.ts';
import { createTableInput, tableDefinition } from '../src/platform/table/table-definition.ts';
import { handler as notifyHandler } from '../src/mail/handlers/notify.ts';
import { handler as tallySalesHandler } from '../src/reports/handlers/tally-sales.ts';
import { handler as settleOffersHandler } from '../src/offers/handlers/settle-offers.ts';
import { settleOffersStreamFilter } from '../src/offers/store/settle-stream.ts';
import { handler as drainOfferMailsHandler } from '../src/offers/handlers/drain-offer-mails.ts';
import { offerMailStreamFilter } from '../src/offers/store/offer-mail-stream.ts';
import { salesStreamFilter } from '../src/reports/store/sales-days.ts';
import { seedMenuIfEmpty } from './seed.ts';
import { pagesStreamHandler } from '../src/pages/use-cases/pages-stream.ts';
import { folderTarget } from '../src/pages/use-cases/publish-folder.ts';
import { publishLivePages } from '../src/pages/use-cases/publish-pages.ts';
import { pageKitFile } from '../src/pages/rules/site-pages.ts';
import { seedLocalOwner, type SeededOwner } from '../src/accounts/use-cases/owners.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { assertPortFree, freePort } from './ports.ts';
import { startS3Local } from './s3-local.ts';
import { startStripeLocal } from './stripe/stripe-local.ts';
import { basePath, createLocalServer } from './server.ts';
import { startStreamPoller } from './stream-poller.ts';
import { startAlertServices, type AlertServices } from './alert-services.ts';
import { alertStreamFilter } from '../src/alerts/index.ts';
import { handler as alertNewOrdersHandler } from '../src/alerts/handlers/alert-new-orders.ts';
import { customerUpdateStreamFilter } from '../src/messaging/index.ts';
import { handler as sendCustomerUpdatesHandler } from '../src/messaging/handlers/send-customer-updates.ts';

// A CommonJS module with `exports.default`: Node's ESM loader hands over the whole exports object.
/** What the SES emulator answers to GetAccount: a production account's usual quota (14 a second, 50,000 a day). */
const localSesAccount = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'MARKETING',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Order e-mails and offers to customers who asked for them',
    WebsiteURL: 'http://localhost:8800/spices/',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
};

const startSesEmulator = (sesEmulatorModule as unknown as { default?: typeof sesEmulatorModule }).default ?? sesEmulatorModule;

/** `npm start`'s ports and table; `npm run owner` (functions/local/owner.ts) finds the table the same way. */
export const localDefaults = {
  port: 8800,
  dynamoDbPort: 8802,
  sesPort: 8805,
  s3Port: 8806,
  stripePort: 8807,
  messagingPort: 8808,
  pushPort: 8809,
  schedulerPort: 8810,
  tableName: 'spices',
} as const;

export type LocalStackOptions = {
  port: number;
  dynamoDbPort: number;
  sesPort: number;
  /** s3rver's port: the media bucket (menu photos). */
  s3Port: number;
  /** The local Stripe-compatible service's port (docs/local-stripe.md): card payments' API, hosted page and webhooks. */
  stripePort: number;
  /** The kitchen alerts' stand-ins: texts and calls, a push service, the scheduler (functions/local/alert-services.ts). */
  messagingPort: number;
  pushPort: number;
  schedulerPort: number;
  /** Where DynamoDB Local keeps its data; omitted = in memory (tests). */
  dataDir?: string;
  /** Where s3rver keeps the media bucket; omitted = a temporary folder, removed at stop (tests). */
  s3DataDir?: string;
  siteDir: string;
  /** Where the public pages are published as the menu changes; omitted = a temporary folder, removed at stop (tests). */
  pagesDir?: string;
  stage: 'local' | 'test';
  tableName?: string;
  /** Use this DynamoDB (e.g. LocalStack's) instead of starting DynamoDB Local. */
  externalDynamoDbEndpoint?: string;
  /** The session-signing secret the handlers use (SSM holds it in AWS). */
  sessionSecret: string;
  /** Use this SES endpoint (e.g. LocalStack's) instead of starting the SES emulator. */
  externalSesEndpoint?: string;
  /** An owner account to create when its address has none (local stage only; never on the test stage). */
  localOwner?: { email: string; password: string; name: string };
  /** Whether the stream keeps the owner's sales totals (default yes; the reports benchmark fills them itself). */
  salesTally?: boolean;
  log?: (line: string) => void;
};

export type LocalStack = {
  shopUrl: string;
  apiUrl: string;
  mailboxUrl: string;
  dynamoDbEndpoint: string;
  sesEndpoint: string;
  /** s3rver's endpoint and the media bucket in it. */
  s3Endpoint: string;
  mediaBucket: string;
  /** The local Stripe's origin (its API, hosted page and control API: docs/local-stripe.md). */
  stripeUrl: string;
  /** The alerts' stand-ins: texts and calls (docs/local-messaging.md), the push service (docs/local-push.md), the scheduler (docs/local-scheduler.md). */
  messagingUrl: string;
  pushUrl: string;
  schedulerUrl: string;
  tableName: string;
  /** The seeded owner account, when `localOwner` was given on the local stage. */
  owner?: SeededOwner;
  stop: () => Promise<void>;
};

async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? console.log;
  const tableName = options.tableName ?? localDefaults.tableName;
  await assertPortFree(options.port, 'the shop', 'PORT');
  if (!options.externalDynamoDbEndpoint) await assertPortFree(options.dynamoDbPort, 'DynamoDB Local', 'DYNAMODB_PORT');
  if (!options.externalSesEndpoint) await assertPortFree(options.sesPort, 'the e-mail emulator', 'SES_PORT');
  await assertPortFree(options.s3Port, 'the S3 emulator (photos)', 'S3_PORT');
  await assertPortFree(options.stripePort, 'the local Stripe (card payments)', 'STRIPE_PORT');
  await assertPortFree(options.messagingPort, 'the local texts and calls', 'MESSAGING_PORT');
  await assertPortFree(options.pushPort, 'the local push service', 'PUSH_PORT');
  await assertPortFree(options.schedulerPort, 'the local scheduler', 'SCHEDULER_PORT');

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };
  const dynamoDb = options.externalDynamoDbEndpoint
    ? { endpoint: options.externalDynamoDbEndpoint }
    : await startDynamoDbLocal({ port: options.dynamoDbPort, dataDir: options.dataDir }).then((running) => {
        stoppers.push(running.stop);
        return running;
      });
  const sesEndpoint = options.externalSesEndpoint ?? `http://127.0.0.1:${options.sesPort}`;
  let owner: SeededOwner | undefined;
  let media: { endpoint: string; bucket: string } | undefined;
  let stripeUrl: string | undefined;
  let alerts: AlertServices | undefined;
  const credentials = { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' };

  try {
    if (!options.externalSesEndpoint) {
      const sesServer = await startSesEmulator({ host: '127.0.0.1', port: options.sesPort });
      stoppers.push(() => close(sesServer));
    }
    const s3 = await startS3Local({ port: options.s3Port, dataDir: options.s3DataDir, ...credentials });
    stoppers.push(s3.stop);
    media = s3;

    // Card payments go through the real stripe client to this service (docs/local-stripe.md); its webhooks come to
    // the local host's API with a secret made for this run, as Stripe signs for one endpoint.
    const stripeSecrets = { secretKey: 'sk_test_local', webhookSecret: `whsec_${randomBytes(24).toString('base64url')}` };
    const stripe = await startStripeLocal({
      port: options.stripePort,
      ...stripeSecrets,
      // By the host name of SITE_ORIGIN's default: the local host redirects any other (server.ts `redirectedToSiteOrigin`).
      webhookUrl: `http://localhost:${options.port}/api/payments/webhook`,
      publicOrigin: `http://localhost:${options.stripePort}`,
      log,
    });
    stoppers.push(stripe.stop);
    stripeUrl = stripe.url;

    alerts = await startAlertServices({
      messagingPort: options.messagingPort,
      pushPort: options.pushPort,
      schedulerPort: options.schedulerPort,
      stage: options.stage,
      log,
    });
    stoppers.push(alerts.stop);

    // The handlers read these once, exactly as they read the Lambda environment in AWS.
    Object.assign(process.env, {
      TABLE_NAME: tableName,
      STAGE: options.stage,
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      DYNAMODB_ENDPOINT: dynamoDb.endpoint,
      SES_ENDPOINT: sesEndpoint,
      // Menu photos: uploads and renditions in s3rver's media bucket (functions/src/platform/media/media.ts).
      MEDIA_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      // The test stage hands an export over 8 KB by a link (docs/business-rules.md#the-owners-reports), so a test
      // reaches it with a few dozen orders; elsewhere the deployed threshold holds.
      ...(options.stage === 'test' ? { EXPORT_INLINE_MAX_BYTES: process.env.EXPORT_INLINE_MAX_BYTES ?? '8192' } : {}),
      SESSION_SECRET: options.sessionSecret,
      STRIPE_SECRET_KEY: stripeSecrets.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeSecrets.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // Links in e-mails the stream sends (owner actions, order messages) point at this host, unless told otherwise (e.g. Vite's).
      SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${options.port}`,
      // The contact forms' local test widget sends `local-pass-…` tokens; deployed stages refuse this provider.
      ROBOT_CHECK_PROVIDER: process.env.ROBOT_CHECK_PROVIDER ?? 'local',
      // No CloudWatch here: the metrics stay off; the tests keep only warnings and errors in the log.
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? (options.stage === 'test' ? 'WARN' : 'INFO'),
      // The SES emulator's answer to GetAccount (it reads this variable of its own process, this one): SES's usual
      // production quota, which offer e-mails pace themselves by (offers/rules/offer-mail-pace.ts).
      AWS_SES_ACCOUNT: process.env.AWS_SES_ACCOUNT ?? JSON.stringify(localSesAccount),
      // The kitchen's alerts: texts and calls, Web Push and the ladder's timers, at this machine's stand-ins.
      ...alerts.environment,
    });

    const client = new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: dynamoDb.endpoint });
    if (await ensureTable(client, tableName)) log(`Created the table "${tableName}".`);
    const seeded = await seedMenuIfEmpty(DynamoDBDocumentClient.from(client), tableName);
    if (seeded > 0) log(`Seeded the menu (${seeded} items).`);
    client.destroy();
    // An owner to try the kitchen with: local only, and only when its address has no account.
    if (options.stage === 'local' && options.localOwner) {
      owner = await seedLocalOwner(options.localOwner);
      if (owner.state === 'created') log(`Created the owner account ${owner.email}.`);
    }

    // The public pages, rendered from the live catalogue now and again whenever the menu version rises (as the stream's
    // mapping does in AWS), into a folder of this host's own: the build's pages show the starter menu.
    const pagesDir = options.pagesDir ?? mkdtempSync(join(tmpdir(), 'spices-pages-'));
    if (!options.pagesDir) stoppers.push(async () => rmSync(pagesDir, { recursive: true, force: true }));
    const publishes = existsSync(join(rendererDir, pageKitFile));
    if (publishes) {
      const published = await publishLivePages(folderTarget(pagesDir), rendererDir);
      log(`Published the public pages (${published.pages}, menu version ${published.version}).`);
    } else log("No page renderer in web/dist-server (run `npm run build:web`): the pages stay the build's.");

    const server = createLocalServer({
      siteDir: options.siteDir,
      pagesDir,
      mediaUploadOrigin: s3.endpoint,
      localPushOrigin: alerts.environment.LOCAL_PUSH_ORIGIN,
      siteOrigin: process.env.SITE_ORIGIN,
    });
    await listen(server, options.port);
    stoppers.push(() => close(server));

    // What the stream's event source mappings do in AWS: each consumer reads the table's stream through its filter.
    const poll = (handler: Parameters<typeof startStreamPoller>[0]['handler'], filter: Parameters<typeof startStreamPoller>[0]['filter']) => {
      const poller = startStreamPoller({ endpoint: dynamoDb.endpoint, region: process.env.AWS_REGION ?? 'us-east-1', tableName, handler, filter });
      stoppers.push(() => poller.stop());
    };
    // New enquiries (and orders) e-mail the owner.
    poll(notifyHandler, notifyStreamFilter);
    if (publishes)
      poll(
        pagesStreamHandler(() => folderTarget(pagesDir), rendererDir),
        menuVersionStreamFilter,
      );
    // The kitchen's alerts: each new order pushed to the kitchen's devices and its ladder's timers set.
    poll(alertNewOrdersHandler, alertStreamFilter);
    // The customers' pushes and texts: each new message about an order (docs/business-rules.md#customer-updates).
    poll(sendCustomerUpdatesHandler, customerUpdateStreamFilter);
    // And the sales mapping: orders, new or changed, kept in the owner's per-day sales totals.
    if (options.salesTally !== false) poll(tallySalesHandler, salesStreamFilter);
    // And a cancelled order's offer use given back (docs/business-rules.md#offers-and-loyalty).
    poll(settleOffersHandler, settleOffersStreamFilter);
    // And the owner's offer e-mails: a new one drained at once, what is left every minute, as the rule does in AWS
    // (docs/business-rules.md#offer-e-mails). The drains run one at a time, as the function's concurrency of one makes them.
    let draining: Promise<unknown> = Promise.resolve();
    const drainOfferMails = (event: unknown) => {
      const run = draining.then(() => drainOfferMailsHandler(event));
      draining = run.catch(() => undefined);
      return run;
    };
    poll((event) => drainOfferMails(event) as Promise<DynamoDBBatchResponse>, offerMailStreamFilter);
    const offerMailTick = setInterval(() => void drainOfferMails({ source: 'local.tick' }).catch(() => undefined), 60_000);
    offerMailTick.unref();
    stoppers.push(async () => clearInterval(offerMailTick));
  } catch (error) {
    await stop();
    throw error;
  }

  const origin = `http://localhost:${options.port}`;
  return {
    shopUrl: `${origin}${basePath}`,
    apiUrl: `${origin}/api`,
    mailboxUrl: `${sesEndpoint.replace('127.0.0.1', 'localhost')}/`,
    dynamoDbEndpoint: dynamoDb.endpoint,
    sesEndpoint,
    // Set in the try above, which rethrows when anything fails.
    s3Endpoint: media!.endpoint,
    mediaBucket: media!.bucket,
    stripeUrl: stripeUrl!.replace('127.0.0.1', 'localhost'),
    messagingUrl: alerts!.messagingUrl,
    pushUrl: alerts!.pushUrl,
    schedulerUrl: alerts!.schedulerUrl,
    tableName,
    ...(owner ? { owner } : {}),
    stop,
  };
}

/** A throw-away stack for tests and benchmarks: free ports, DynamoDB in memory, a random secret. */
export async function startEphemeralStack(
  log: (line: string) => void = () => undefined,
  options: Pick<LocalStackOptions, 'salesTally'> = {},
): Promise<LocalStack> {
  return startLocalStack({
    ...options,
    port: await freePort(),
    dynamoDbPort: await freePort(),
    sesPort: await freePort(),
    s3Port: await freePort(),
    stripePort: await freePort(),
    messagingPort: await freePort(),
    pushPort: await freePort(),
    schedulerPort: await freePort(),
    siteDir,
    stage: 'test',
    sessionSecret: randomBytes(48).toString('base64url'),
    log,
  });
}
