/**
 * What the infra tests synthesise the shop's stacks from: the context `cdk synth` runs with, a production stage's
 * deploy parameters, the account and region of a deploy, and a scratch build (a site like web/dist and a renderer like
 * web/dist-server), so no test depends on the Vite build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Route } from '../../functions/src/routes.ts';
import { addSpicesStacks, type DeployConfig, type SpicesStacks } from '../../infra/spices-app.ts';
import { repoRoot } from '../../repo-paths.ts';
import { makeRendererDir } from '../fixtures/scratch-renderer.ts';

/**
 * The same feature flags `cdk synth` runs with. Without `bundle`, no function is bundled: the templates are the same,
 * in seconds instead of minutes (stacks.test.ts bundles every function once).
 */
export function synthContext({ bundle }: { bundle: boolean }): Record<string, unknown> {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return bundle ? context : { ...context, 'aws:cdk:bundling-stacks': [] };
}

/** As `cdk deploy` sees it: account and region known, so ARNs carry literal partition and region. */
export const deployEnv = { account: '123456789012', region: 'us-east-1' };

/** A production stage with every required parameter, and none of the optional ones (cards, push, a number, a zone). */
export const productionConfig: DeployConfig = {
  stage: 'production',
  domainName: 'shop.spices.example',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-0b0a-0908-0706-050403020100',
  apiOriginDomainName: 'api-origin.shop.spices.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/1f1e1d1c-1b1a-1918-1716-151413121110',
  ownerEmail: 'owner@spices.example',
  fromEmail: 'shop@spices.example',
  sessionSecretParameterName: '/spices/session-secret',
  recaptchaSiteKey: '6LeSpicesTestSiteKey_0123456789abcdef',
  recaptchaSecretParameterName: '/spices/recaptcha-secret',
  alarmEmail: 'ops@spices.example',
};

export type ScratchBuild = { siteDir: string; rendererDir: string; remove: () => void };

/**
 * A scratch build in temporary folders: the site's shell with its one script, the pre-rendered `pages` and the app's
 * `appRoutes` (as web/dist/prerendered.json and app-routes.json list them), and the renderer. `remove` deletes both.
 */
export function scratchBuild({ pages = ['/'], appRoutes = ['/'] }: { pages?: string[]; appRoutes?: string[] } = {}): ScratchBuild {
  const siteDir = mkdtempSync(join(tmpdir(), 'spices-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Spices</title><script type="module" src="/spices/assets/index-abc123.js"></script>');
  writeFileSync(join(siteDir, 'prerendered.json'), JSON.stringify(pages));
  writeFileSync(join(siteDir, 'app-routes.json'), JSON.stringify(appRoutes));
  mkdirSync(join(siteDir, 'assets'));
  // The site key is inlined into the built scripts (VITE_RECAPTCHA_SITE_KEY); without it the synth warns.
  writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), `console.log("spices", "${productionConfig.recaptchaSiteKey}")`);
  const rendererDir = makeRendererDir();
  return {
    siteDir,
    rendererDir,
    remove: () => {
      for (const dir of [siteDir, rendererDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new app with the shop's stacks for `config`, deployed to `deployEnv` and synthesised: cdk-nag (registered by
 * addSpicesStacks) throws with its report when it finds anything unacknowledged. `routes`: the route table to build
 * (every route by default).
 */
export function synthesiseStacks(
  config: DeployConfig,
  build: ScratchBuild,
  { bundle, routes }: { bundle: boolean; routes?: readonly Route[] | undefined },
): { app: App; stacks: SpicesStacks } {
  const app = new App({ context: synthContext({ bundle }) });
  const stacks = addSpicesStacks(app, config, { siteDir: build.siteDir, rendererDir: build.rendererDir, env: deployEnv, ...(routes ? { routes } : {}) });
  app.synth();
  return { app, stacks };
}

export type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>>; Effect?: string };
export type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
/** One function of any template: its description (an API route's is its method and path), variables and policy statements. */
export type Fn = { description: string; name?: unknown; variables: Record<string, unknown>; statements: Statement[] };

export const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** Every function of every stack (nested ones included), with the statements of the policies on its role. */
export function functionsOf(app: App): Fn[] {
  const stacks = app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct));
  return stacks.flatMap((stack) => {
    const template = Template.fromStack(stack);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    return (Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]).map((fn) => {
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      return {
        description: String(fn.Properties.Description),
        name: fn.Properties.FunctionName,
        variables: (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
        statements: policies
          .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
          .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
      };
    });
  });
}

/** The customers' messaging functions of the alerts stack (infra/constructs/customer-messaging.ts), by their descriptions. */
export const messagingDescriptions = {
  updates: /^Table stream: each new message about an order/,
  replies: /^SNS \(the number's two-way channel\)/,
  receipts: /^SNS \(the customers' configuration set's events\)/,
  reminders: /^EventBridge Scheduler: a scheduled order's reminder/,
} as const;

export const isMessagingFunction = (fn: Fn) => Object.values(messagingDescriptions).some((pattern) => pattern.test(fn.description));
