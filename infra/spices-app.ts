/**
 * The shop's stacks and their deploy parameters, shared by bin/app.ts (the CDK CLI's entry) and the
 * assertion tests, so the tests check exactly what `cdk synth` and `cdk deploy` build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Token, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Route } from '../functions/src/routes.ts';
import { pageKitFile } from '../functions/src/pages/rules/site-pages.ts';
import { alarmTopicName } from './constructs/alarms.ts';
import { alertParameters, textMessagingParameters, webPushParameters, type AlertDeployConfig } from './alert-parameters.ts';
import { AlertsStack } from './stacks/alerts-stack.ts';
import type { CardPaymentParameters } from './stacks/api-area-stack.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { MailStack } from './stacks/mail-stack.ts';
import { PagesStack } from './stacks/pages-stack.ts';
import { ReportsStack } from './stacks/reports-stack.ts';
import { SeedStack } from './stacks/seed-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export type DeployConfig = {
  stage: string;
  /** The shop's domain (CloudFront's alias; SITE_ORIGIN is https://<domainName>). */
  domainName: string;
  /** ACM certificate for domainName, in us-east-1 (CloudFront's region). */
  certificateArn: string;
  /** The API's regional custom domain, CloudFront's /api/* origin; api-origin.<domainName> by default. */
  apiOriginDomainName: string;
  /** ACM certificate for apiOriginDomainName, in the API stack's region. */
  apiCertificateArn: string;
  /** Route 53 hosted zone holding apiOriginDomainName: with it the API stack creates the alias record. */
  hostedZoneId?: string;
  ownerEmail: string;
  fromEmail: string;
  /**
   * The postal address every offer e-mail carries (CAN-SPAM: a street address, or a P.O. box registered with the
   * USPS); none: the kitchen's own address (functions/src/platform/config/business.ts).
   */
  postalAddress?: string;
  sessionSecretParameterName: string;
  /**
   * The public reCAPTCHA v2 site key. The site must be built with the same key in
   * VITE_RECAPTCHA_SITE_KEY; with a key, the CSP lets Google's script and frame in.
   */
  recaptchaSiteKey?: string;
  /** Name (not value) of the SSM SecureString parameter holding the reCAPTCHA secret key. */
  recaptchaSecretParameterName: string;
  /** Who is e-mailed the shop's alarms: the alarm topic's one subscriber (the topic exists without one). */
  alarmEmail?: string;
  /**
   * Names (not values) of the SSM SecureString parameters holding Stripe's secret key and the webhook endpoint's
   * signing secret. Both or neither: without them the stage takes no cards (pay in person only).
   */
  stripeSecretKeyParameterName?: string;
  stripeWebhookSecretParameterName?: string;
} & AlertDeployConfig;

/** Placeholders that let `cdk synth` run on a fresh clone; the app warns when a deploy would use them. */
export const placeholderOwnerEmail = 'owner-email-not-set@example.invalid';
export const placeholderFromEmail = 'from-email-not-set@example.invalid';
export const placeholderDomainName = 'shop.example.invalid';
export const placeholderCertificateArn = 'arn:aws:acm:us-east-1:000000000000:certificate/certificate-arn-not-set';
export const placeholderApiCertificateArn = 'arn:aws:acm:us-east-1:000000000000:certificate/api-certificate-arn-not-set';

/** The API's origin domain when apiOriginDomainName is not given. */
export const defaultApiOriginDomainName = (domainName: string) => `api-origin.${domainName}`;

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const acmCertificateArn = /^arn:aws[a-z-]*:acm:([a-z]{2}(-[a-z]+)+-\d):\d{12}:certificate\/[\w-]+$/;

/** Each parameter: its context key (`-c key=value`) and its environment variable; context wins. */
const parameters = {
  stage: 'SPICES_STAGE',
  domainName: 'SPICES_DOMAIN_NAME',
  certificateArn: 'SPICES_CERTIFICATE_ARN',
  apiOriginDomainName: 'SPICES_API_ORIGIN_DOMAIN_NAME',
  apiCertificateArn: 'SPICES_API_CERTIFICATE_ARN',
  hostedZoneId: 'SPICES_HOSTED_ZONE_ID',
  ownerEmail: 'SPICES_OWNER_EMAIL',
  fromEmail: 'SPICES_FROM_EMAIL',
  postalAddress: 'SPICES_POSTAL_ADDRESS',
  sessionSecretParameterName: 'SPICES_SESSION_SECRET_PARAMETER',
  recaptchaSiteKey: 'SPICES_RECAPTCHA_SITE_KEY',
  recaptchaSecretParameterName: 'SPICES_RECAPTCHA_SECRET_PARAMETER',
  alarmEmail: 'SPICES_ALARM_EMAIL',
  stripeSecretKeyParameterName: 'SPICES_STRIPE_SECRET_KEY_PARAMETER',
  stripeWebhookSecretParameterName: 'SPICES_STRIPE_WEBHOOK_SECRET_PARAMETER',
  ...alertParameters,
} as const satisfies Record<keyof DeployConfig, string>;

function readParameter(app: App, key: keyof typeof parameters): string | undefined {
  const fromContext: unknown = app.node.tryGetContext(key);
  const value = typeof fromContext === 'string' ? fromContext : process.env[parameters[key]];
  return value?.trim() ? value.trim() : undefined;
}

/** Reads the deploy parameters from the CDK context or the environment, with the documented defaults. */
export function readDeployConfig(app: App): DeployConfig {
  const domainName = readParameter(app, 'domainName');
  const certificateArn = readParameter(app, 'certificateArn');
  const apiCertificateArn = readParameter(app, 'apiCertificateArn');
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('certificateArn must be an ACM certificate in us-east-1 (CloudFront only takes those).');
  }
  if (apiCertificateArn && !acmCertificateArn.test(apiCertificateArn)) {
    throw new Error("apiCertificateArn must be an ACM certificate ARN (arn:aws:acm:<the API's region>:<account>:certificate/<id>).");
  }
  const given = [domainName, certificateArn, apiCertificateArn].filter(Boolean).length;
  if (given !== 0 && given !== 3) {
    throw new Error('domainName, certificateArn and apiCertificateArn go together: give all three (or none, for a synth with placeholders).');
  }
  const shopDomain = domainName?.toLowerCase() ?? placeholderDomainName;

  const config: DeployConfig = {
    stage: readParameter(app, 'stage') ?? 'production',
    domainName: shopDomain,
    certificateArn: certificateArn ?? placeholderCertificateArn,
    apiOriginDomainName: readParameter(app, 'apiOriginDomainName')?.toLowerCase() ?? defaultApiOriginDomainName(shopDomain),
    apiCertificateArn: apiCertificateArn ?? placeholderApiCertificateArn,
    hostedZoneId: readParameter(app, 'hostedZoneId'),
    ownerEmail: readParameter(app, 'ownerEmail') ?? placeholderOwnerEmail,
    fromEmail: readParameter(app, 'fromEmail') ?? placeholderFromEmail,
    postalAddress: readParameter(app, 'postalAddress'),
    sessionSecretParameterName: readParameter(app, 'sessionSecretParameterName') ?? '/spices/session-secret',
    recaptchaSiteKey: readParameter(app, 'recaptchaSiteKey'),
    recaptchaSecretParameterName: readParameter(app, 'recaptchaSecretParameterName') ?? '/spices/recaptcha-secret',
    alarmEmail: readParameter(app, 'alarmEmail'),
    stripeSecretKeyParameterName: readParameter(app, 'stripeSecretKeyParameterName'),
    stripeWebhookSecretParameterName: readParameter(app, 'stripeWebhookSecretParameterName'),
    vapidPublicKey: readParameter(app, 'vapidPublicKey'),
    vapidSubject: readParameter(app, 'vapidSubject'),
    vapidPrivateKeyParameterName: readParameter(app, 'vapidPrivateKeyParameterName'),
    smsOriginationNumber: readParameter(app, 'smsOriginationNumber'),
    smsPhoneNumberId: readParameter(app, 'smsPhoneNumberId'),
    smsConfigurationSetName: readParameter(app, 'smsConfigurationSetName'),
    smsOptOutListName: readParameter(app, 'smsOptOutListName'),
  };
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(config.stage)) {
    throw new Error(`stage must be lower-case letters, digits and hyphens (got "${config.stage}").`);
  }
  for (const name of ['domainName', 'apiOriginDomainName'] as const) {
    if (!hostName.test(config[name])) throw new Error(`${name} must be a DNS name such as shop.example.com (got "${config[name]}").`);
  }
  if (config.apiOriginDomainName === config.domainName) {
    throw new Error("apiOriginDomainName must differ from domainName (it is the API's own name behind CloudFront).");
  }
  if (config.hostedZoneId && !/^Z[A-Z0-9]{1,31}$/.test(config.hostedZoneId)) {
    throw new Error('hostedZoneId must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ.');
  }
  for (const name of [
    'sessionSecretParameterName',
    'recaptchaSecretParameterName',
    'stripeSecretKeyParameterName',
    'stripeWebhookSecretParameterName',
    'vapidPrivateKeyParameterName',
  ] as const) {
    const value = config[name];
    if (value !== undefined && !value.startsWith('/')) throw new Error(`${name} must be a full SSM parameter name starting with "/".`);
  }
  cardPaymentParameters(config);
  webPushParameters(config);
  textMessagingParameters(config);
  if (config.recaptchaSiteKey && !/^[\w-]{20,100}$/.test(config.recaptchaSiteKey)) {
    throw new Error('recaptchaSiteKey must be a reCAPTCHA site key (letters, digits, _ and -).');
  }
  if (config.alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.alarmEmail)) {
    throw new Error(`alarmEmail must be an e-mail address (got "${config.alarmEmail}").`);
  }
  return config;
}

/**
 * Stripe's parameter names as the API stack takes them, or undefined when the stage takes no cards. Both or neither:
 * the functions refuse to start with one secret and not the other, so a half-configured stage throws here, at synth.
 */
export function cardPaymentParameters(
  config: Pick<DeployConfig, 'stripeSecretKeyParameterName' | 'stripeWebhookSecretParameterName'>,
): CardPaymentParameters | undefined {
  const { stripeSecretKeyParameterName: secretKey, stripeWebhookSecretParameterName: webhookSecret } = config;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      `stripeSecretKeyParameterName and stripeWebhookSecretParameterName go together: give both (${parameters.stripeSecretKeyParameterName}, ${parameters.stripeWebhookSecretParameterName}) for card payments, or neither for pay in person only.`,
    );
  }
  if (secretKey === webhookSecret) {
    throw new Error('stripeSecretKeyParameterName and stripeWebhookSecretParameterName must name two different parameters.');
  }
  return { secretKeyParameterName: secretKey, webhookSecretParameterName: webhookSecret };
}

export type SpicesStacks = {
  data: DataStack;
  seed: SeedStack;
  api: ApiStack;
  web: WebStack;
  mail: MailStack;
  reports: ReportsStack;
  pages: PagesStack;
  alerts: AlertsStack;
};

/** A hash of the build's pages and page kit: a deploy of other pages publishes the live menu's over them. */
function siteHash(siteDir: string, rendererDir: string): string {
  const hash = createHash('sha256');
  for (const file of [join(siteDir, 'prerendered.json'), join(rendererDir, pageKitFile)]) hash.update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex').slice(0, 16);
}

/** Whether any built script of the site contains the site key (it is inlined at build time). */
function siteHasSiteKey(siteDir: string, siteKey: string): boolean {
  const assets = join(siteDir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(siteKey));
}

export type SpicesStackOptions = {
  /** The built site to upload (web/dist for the real app, a temp folder in tests). */
  siteDir: string;
  /** The build's page renderer and page kit (web/dist-server for the real app, a temp folder in tests). */
  rendererDir: string;
  /** Another route table (tests only); the shop's own by default. */
  routes?: readonly Route[];
  env?: Environment;
};

/** Creates the data, seed, API, web, mail, reports, pages and alerts stacks, and registers cdk-nag's AWS Solutions checks on the app. */
export function addSpicesStacks(app: App, config: DeployConfig, options: SpicesStackOptions): SpicesStacks {
  const prefix = `Spices-${config.stage}`;
  const common = { env: options.env, tags: { project: 'spices', stage: config.stage } };
  const tableName = `spices-${config.stage}`;
  const siteOrigin = `https://${config.domainName}`;
  const cardPayments = cardPaymentParameters(config);
  const webPush = webPushParameters(config);
  const textMessaging = textMessagingParameters(config);
  const apiRegion = options.env?.region;
  const certificateRegion = acmCertificateArn.exec(config.apiCertificateArn)?.[1];
  if (config.apiCertificateArn !== placeholderApiCertificateArn && apiRegion && !Token.isUnresolved(apiRegion) && certificateRegion !== apiRegion) {
    throw new Error(`apiCertificateArn must be in the API stack's region ${apiRegion} (it is in ${certificateRegion}).`);
  }

  const data = new DataStack(app, `${prefix}-Data`, {
    ...common,
    description: "Spices shop: the DynamoDB table (retained), the alarm topic and the table's throttling alarm",
    tableName,
    stage: config.stage,
    alarmEmail: config.alarmEmail,
  });
  // The starter menu and FAQs, written once into the empty table (infra/stacks/seed-stack.ts says why it is a stack of its own).
  const seed = new SeedStack(app, `${prefix}-Seed`, {
    ...common,
    description: 'Spices shop: seeds the starter menu and FAQs into the table once (custom resource; never overwrites)',
    tableName,
    stage: config.stage,
  });
  seed.addStackDependency(data, 'The seed writes into the table');
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: 'Spices shop: HTTP API with one Lambda per route (in a nested stack per route area), its alarms and the dashboard',
    tableName,
    stage: config.stage,
    sessionSecretParameterName: config.sessionSecretParameterName,
    ownerEmail: config.ownerEmail,
    fromEmail: config.fromEmail,
    recaptchaSecretParameterName: config.recaptchaSecretParameterName,
    cardPayments,
    webPush,
    textMessaging,
    siteOrigin,
    apiOriginDomainName: config.apiOriginDomainName,
    apiCertificateArn: config.apiCertificateArn,
    hostedZoneId: config.hostedZoneId,
    routes: options.routes,
  });
  api.addStackDependency(data, 'The functions use the table by name');
  // CloudFront's web ACL has CLOUDFRONT scope, which lives in us-east-1 only; the stack takes no tokens
  // from the others (the API origin is a name from the config), so it may sit in another region than they do.
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    env: { account: options.env?.account, region: 'us-east-1' },
    description: 'Spices shop: site bucket, CloudFront (site under /spices/, API under /api/) and its web ACL',
    apiOriginDomainName: config.apiOriginDomainName,
    siteDir: options.siteDir,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    stage: config.stage,
    recaptcha: Boolean(config.recaptchaSiteKey),
  });
  web.addStackDependency(api, "CloudFront forwards /api/* to the API's custom domain");
  const mail = new MailStack(app, `${prefix}-Mail`, {
    ...common,
    description: "Spices shop: the table's stream e-mails the owner and customers (notify function, dead-letter queue, alarm)",
    tableName,
    tableStreamArn: data.table.tableStreamArn!,
    stage: config.stage,
    ownerEmail: config.ownerEmail,
    fromEmail: config.fromEmail,
    postalAddress: config.postalAddress,
    sessionSecretParameterName: config.sessionSecretParameterName,
    siteOrigin,
  });
  mail.addStackDependency(data, 'The notify function reads the table stream');
  const reports = new ReportsStack(app, `${prefix}-Reports`, {
    ...common,
    description: "Spices shop: the table's stream keeps the owner's per-day sales totals (tally function, dead-letter queue, alarm)",
    tableName,
    tableStreamArn: data.table.tableStreamArn!,
    stage: config.stage,
  });
  reports.addStackDependency(data, 'The tally function reads the table stream');
  const pages = new PagesStack(app, `${prefix}-Pages`, {
    ...common,
    description: "Spices shop: the public pages follow the menu (the table's stream and each deploy publish them from the live catalogue)",
    tableName,
    tableStreamArn: data.table.tableStreamArn!,
    stage: config.stage,
    rendererDir: options.rendererDir,
    siteHash: siteHash(options.siteDir, options.rendererDir),
  });
  pages.addStackDependency(data, 'The publisher reads the table stream and the catalogue');
  pages.addStackDependency(web, "The publisher writes over the pages the web stack's deployment put");
  const alerts = new AlertsStack(app, `${prefix}-Alerts`, {
    ...common,
    description:
      "Spices shop: the kitchen's alerts of new orders (push, texts and calls, the ladder's timers in EventBridge Scheduler), the customers' pushes and texts about their orders (replies, receipts) and their alarms",
    tableName,
    tableStreamArn: data.table.tableStreamArn!,
    stage: config.stage,
    sessionSecretParameterName: config.sessionSecretParameterName,
    siteOrigin,
    cardPayments,
    webPush,
    textMessaging,
  });
  alerts.addStackDependency(data, 'The alert function reads the table stream');

  for (const [name, value, placeholder] of [
    ['ownerEmail', config.ownerEmail, placeholderOwnerEmail],
    ['fromEmail', config.fromEmail, placeholderFromEmail],
  ] as const) {
    if (value === placeholder) {
      Annotations.of(api).addWarningV2(
        `spices:${name}NotSet`,
        `${name} is not set (using ${placeholder}): pass -c ${name}=... or ${parameters[name]} before deploying.`,
      );
    }
  }

  if (config.domainName === placeholderDomainName || config.certificateArn === placeholderCertificateArn) {
    Annotations.of(web).addWarningV2(
      'spices:domainNameNotSet',
      `domainName, certificateArn and apiCertificateArn are not set (using ${placeholderDomainName} and placeholder certificates): pass -c domainName=... -c certificateArn=... -c apiCertificateArn=... (or ${parameters.domainName}, ${parameters.certificateArn}, ${parameters.apiCertificateArn}) before deploying.`,
    );
  }

  if (!config.alarmEmail) {
    Annotations.of(data).addWarningV2(
      'spices:alarmEmailNotSet',
      `alarmEmail is not set: the alarm topic ${alarmTopicName(config.stage)} has no subscriber until you pass -c alarmEmail=... or ${parameters.alarmEmail} (or subscribe to it yourself).`,
    );
  }

  if (!config.recaptchaSiteKey) {
    Annotations.of(web).addWarningV2(
      'spices:recaptchaSiteKeyNotSet',
      `recaptchaSiteKey is not set: the contact forms refuse every message until you pass -c recaptchaSiteKey=... or ${parameters.recaptchaSiteKey}, build the site with VITE_RECAPTCHA_SITE_KEY set to it, and store the secret key in ${config.recaptchaSecretParameterName}.`,
    );
  } else if (!siteHasSiteKey(options.siteDir, config.recaptchaSiteKey)) {
    Annotations.of(web).addWarningV2(
      'spices:recaptchaSiteKeyNotBuilt',
      'The built site does not contain recaptchaSiteKey: build it with VITE_RECAPTCHA_SITE_KEY set to the same key before deploying.',
    );
  }

  if (!cardPayments) {
    // Not a warning: a shop may well take payment in person only.
    Annotations.of(api).addInfoV2(
      'spices:cardPaymentsNotSet',
      `stripeSecretKeyParameterName and stripeWebhookSecretParameterName are not set: the shop takes no cards (pay in person only). Pass both (or ${parameters.stripeSecretKeyParameterName} and ${parameters.stripeWebhookSecretParameterName}) to take cards.`,
    );
  }

  // Not warnings: a stage may go without either (docs/business-rules.md#never-miss-an-order says what each adds).
  if (!webPush) {
    Annotations.of(alerts).addInfoV2(
      'spices:webPushNotSet',
      `vapidPublicKey, vapidSubject and vapidPrivateKeyParameterName are not set: the kitchen gets no push alerts (e-mail and the board only). Pass all three (or ${parameters.vapidPublicKey}, ${parameters.vapidSubject}, ${parameters.vapidPrivateKeyParameterName}) for push.`,
    );
  }
  if (!textMessaging) {
    Annotations.of(alerts).addInfoV2(
      'spices:textMessagingNotSet',
      `smsOriginationNumber and smsPhoneNumberId are not set: the kitchen is never texted or called, and no customer is texted (push and e-mail only). Pass both (or ${parameters.smsOriginationNumber}, ${parameters.smsPhoneNumberId}) for texts and calls.`,
    );
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, seed, api, web, mail, reports, pages, alerts };
}
