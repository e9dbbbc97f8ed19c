/**
 * The shop's stacks and their deploy parameters, shared by bin/app.ts (the CDK CLI's entry) and the
 * assertion tests, so the tests check exactly what `cdk synth` and `cdk deploy` build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Route } from '../functions/src/routes.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { MailStack } from './stacks/mail-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export type DeployConfig = {
  stage: string;
  domainName?: string;
  certificateArn?: string;
  ownerEmail: string;
  fromEmail: string;
  sessionSecretParameterName: string;
  /**
   * The public reCAPTCHA v2 site key. The site must be built with the same key in
   * VITE_RECAPTCHA_SITE_KEY; with a key, the CSP lets Google's script and frame in.
   */
  recaptchaSiteKey?: string;
  /** Name (not value) of the SSM SecureString parameter holding the reCAPTCHA secret key. */
  recaptchaSecretParameterName: string;
};

/** Placeholders that let `cdk synth` run on a fresh clone; the app warns when a deploy would use them. */
export const placeholderOwnerEmail = 'owner-email-not-set@example.invalid';
export const placeholderFromEmail = 'from-email-not-set@example.invalid';

/** Each parameter: its context key (`-c key=value`) and its environment variable; context wins. */
const parameters = {
  stage: 'SPICES_STAGE',
  domainName: 'SPICES_DOMAIN_NAME',
  certificateArn: 'SPICES_CERTIFICATE_ARN',
  ownerEmail: 'SPICES_OWNER_EMAIL',
  fromEmail: 'SPICES_FROM_EMAIL',
  sessionSecretParameterName: 'SPICES_SESSION_SECRET_PARAMETER',
  recaptchaSiteKey: 'SPICES_RECAPTCHA_SITE_KEY',
  recaptchaSecretParameterName: 'SPICES_RECAPTCHA_SECRET_PARAMETER',
} as const satisfies Record<keyof DeployConfig, string>;

function readParameter(app: App, key: keyof typeof parameters): string | undefined {
  const fromContext: unknown = app.node.tryGetContext(key);
  const value = typeof fromContext === 'string' ? fromContext : process.env[parameters[key]];
  return value?.trim() ? value.trim() : undefined;
}

/** Reads the deploy parameters from the CDK context or the environment, with the documented defaults. */
export function readDeployConfig(app: App): DeployConfig {
  const config: DeployConfig = {
    stage: readParameter(app, 'stage') ?? 'production',
    domainName: readParameter(app, 'domainName'),
    certificateArn: readParameter(app, 'certificateArn'),
    ownerEmail: readParameter(app, 'ownerEmail') ?? placeholderOwnerEmail,
    fromEmail: readParameter(app, 'fromEmail') ?? placeholderFromEmail,
    sessionSecretParameterName: readParameter(app, 'sessionSecretParameterName') ?? '/spices/session-secret',
    recaptchaSiteKey: readParameter(app, 'recaptchaSiteKey'),
    recaptchaSecretParameterName: readParameter(app, 'recaptchaSecretParameterName') ?? '/spices/recaptcha-secret',
  };
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(config.stage)) {
    throw new Error(`stage must be lower-case letters, digits and hyphens (got "${config.stage}").`);
  }
  if (config.certificateArn && !config.certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('certificateArn must be an ACM certificate in us-east-1 (CloudFront only takes those).');
  }
  if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
    throw new Error('domainName and certificateArn go together: give both or neither.');
  }
  for (const name of ['sessionSecretParameterName', 'recaptchaSecretParameterName'] as const) {
    if (!config[name].startsWith('/')) throw new Error(`${name} must be a full SSM parameter name starting with "/".`);
  }
  if (config.recaptchaSiteKey && !/^[\w-]{20,100}$/.test(config.recaptchaSiteKey)) {
    throw new Error('recaptchaSiteKey must be a reCAPTCHA site key (letters, digits, _ and -).');
  }
  return config;
}

export type SpicesStacks = { data: DataStack; api: ApiStack; web: WebStack; mail: MailStack };

/** Whether any built script of the site contains the site key (it is inlined at build time). */
function siteHasSiteKey(siteDir: string, siteKey: string): boolean {
  const assets = join(siteDir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(siteKey));
}

export type SpicesStackOptions = {
  /** The built site to upload (web/dist for the real app, a temp folder in tests). */
  siteDir: string;
  /** Another route table (tests only); the shop's own by default. */
  routes?: readonly Route[];
  env?: Environment;
};

/** Creates the data, API and web stacks, and registers cdk-nag's AWS Solutions checks on the app. */
export function addSpicesStacks(app: App, config: DeployConfig, options: SpicesStackOptions): SpicesStacks {
  const prefix = `Spices-${config.stage}`;
  const common = { env: options.env, tags: { project: 'spices', stage: config.stage } };
  const tableName = `spices-${config.stage}`;

  const data = new DataStack(app, `${prefix}-Data`, {
    ...common,
    description: 'Spices shop: the DynamoDB table (retained)',
    tableName,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: 'Spices shop: HTTP API with one Lambda per route',
    tableName,
    stage: config.stage,
    sessionSecretParameterName: config.sessionSecretParameterName,
    ownerEmail: config.ownerEmail,
    fromEmail: config.fromEmail,
    recaptchaSecretParameterName: config.recaptchaSecretParameterName,
    routes: options.routes,
  });
  api.addStackDependency(data, 'The functions use the table by name');
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    description: 'Spices shop: site bucket and CloudFront (site under /spices/, API under /api/)',
    api: api.api,
    siteDir: options.siteDir,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    recaptcha: Boolean(config.recaptchaSiteKey),
  });
  const mail = new MailStack(app, `${prefix}-Mail`, {
    ...common,
    description: "Spices shop: the table's stream e-mails the owner (notify function, dead-letter queue, alarm)",
    tableName,
    tableStreamArn: data.table.tableStreamArn!,
    stage: config.stage,
    ownerEmail: config.ownerEmail,
    fromEmail: config.fromEmail,
    alarmEmail: config.ownerEmail === placeholderOwnerEmail ? undefined : config.ownerEmail,
    sessionSecretParameterName: config.sessionSecretParameterName,
    // A string (the distribution's domain is a cross-stack reference): the mail stack depends on the web stack, never the other way.
    siteOrigin: `https://${config.domainName ?? web.distribution.distributionDomainName}`,
  });
  mail.addStackDependency(data, 'The notify function reads the table stream');

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

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, api, web, mail };
}
