/**
 * Card payments (Stripe) on the AWS side: the two deploy parameters, the names every API function is given, and the
 * narrow reads of the secrets (functions/src/routes.ts `cardPayments`). The stacks are synthesised without bundling
 * the functions (stacks.test.ts bundles them once): only the templates are asserted here.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeId, routes, type Route } from '../../functions/src/routes.ts';
import { addSpicesStacks, cardPaymentParameters, readDeployConfig, type DeployConfig, type SpicesStacks } from '../../infra/spices-app.ts';
import { apiOriginRequestHeaders } from '../../infra/stacks/web-stack.ts';
import { productionConfig, scratchBuild, synthContext, synthesiseStacks, type ScratchBuild } from './synth-kit.ts';

/** No bundling: the templates are the same without it. */
const cdkContext = synthContext({ bundle: false });

const stripeSecretKey = '/spices/stripe-secret-key';
const stripeWebhookSecret = '/spices/stripe-webhook-secret';

const withoutCards: DeployConfig = productionConfig;
const withCards: DeployConfig = { ...withoutCards, stripeSecretKeyParameterName: stripeSecretKey, stripeWebhookSecretParameterName: stripeWebhookSecret };

/** What a deployed stage must never be given: the secrets themselves, or the local Stripe's address. */
const refusedOnAws = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'];

type Statement = { Action: string | string[]; Resource: unknown };
type Resource = { Type: string; Properties: Record<string, unknown> };

type Synthesised = {
  app: App;
  stacks: SpicesStacks;
  /** Every stack's template, the API's area stacks included. */
  templates: Map<Stack, Template>;
};

function synthesise(config: DeployConfig): Synthesised {
  const { app, stacks } = synthesiseStacks(config, build, { bundle: false });
  const all: Stack[] = [stacks.data, stacks.seed, stacks.api, ...stacks.api.areas, stacks.web, stacks.mail];
  return { app, stacks, templates: new Map(all.map((stack) => [stack, Template.fromStack(stack)])) };
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** The SSM parameters a route's function may read (their names), and the actions it may take on them. */
function parametersReadBy({ stacks, templates }: Synthesised, route: Route): { names: string[]; actions: string[] } {
  const fn = stacks.api.functions.get(routeId(route));
  if (!fn?.role) throw new Error(`no function for ${route.method} ${route.path}`);
  const stack = Stack.of(fn);
  const roleRef = stack.resolve((fn.role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
  const statements = (Object.values(templates.get(stack)!.findResources('AWS::IAM::Policy')) as Resource[])
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((statement) => actionsOf([statement]).some((action) => action.startsWith('ssm:')));
  const resources = JSON.stringify(statements.map((statement) => statement.Resource));
  return {
    names: [...resources.matchAll(/:parameter(\/[^"]+)"/g)].map((match) => match[1]!).sort(),
    actions: [...new Set(actionsOf(statements))],
  };
}

/** Every function's environment, in every template, by its description (an API function's is its route). */
function environments({ templates }: Synthesised): { description: string; stack: string; variables: Record<string, unknown> }[] {
  return [...templates].flatMap(([stack, template]) =>
    (Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]).map((fn) => ({
      description: String(fn.Properties.Description),
      stack: stack.node.path,
      variables: (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    })),
  );
}

const stripeVariables = (variables: Record<string, unknown>) => Object.keys(variables).filter((name) => name.startsWith('STRIPE_'));
const routeDescription = (route: Route) => `${route.method} /api${route.path}`;
const webhookRoute = routes.find((route) => route.cardPayments === 'webhook')!;

let build: ScratchBuild;
let taking: Synthesised;
let notTaking: Synthesised;

beforeAll(() => {
  build = scratchBuild();
  taking = synthesise(withCards);
  notTaking = synthesise(withoutCards);
}, 420_000); // two apps of every route's function on a busy 2-core machine

afterAll(() => {
  build?.remove();
});

describe('the route table', () => {
  it('marks one webhook route, POST /payments/webhook, and the routes that call Stripe', () => {
    expect(routes.filter((route) => route.cardPayments === 'webhook').map(routeDescription)).toEqual(['POST /api/payments/webhook']);
    expect(webhookRoute.handler).toBe('payments/post-payments-webhook');
    expect(routes.filter((route) => route.cardPayments === 'calls').map(routeDescription)).toEqual(
      expect.arrayContaining(['POST /api/orders', 'POST /api/orders/{orderId}/payment']),
    );
  });
});

describe('a stage that takes cards', () => {
  it("routes POST /api/payments/webhook of the HTTP API to the webhook's function", () => {
    const fn = taking.stacks.api.functions.get(routeId(webhookRoute))!;
    const stack = Stack.of(fn);
    const template = taking.templates.get(stack)!;
    const functionId = stack.getLogicalId(fn.node.defaultChild as CfnFunction);
    const [integrationId] = Object.keys(
      template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationUri: { 'Fn::GetAtt': [functionId, 'Arn'] } } }),
    );
    expect(integrationId).toBeDefined();
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/payments/webhook',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    template.hasResourceProperties('AWS::Lambda::Function', { Description: 'POST /api/payments/webhook' });
  });

  it('lets the webhook read the secret key and its signing secret, a route that calls Stripe the secret key only, any other route neither', () => {
    const read = (method: Route['method'], path: string) =>
      parametersReadBy(
        taking,
        routes.find((route) => route.method === method && route.path === path)!,
      );
    expect(read('POST', '/payments/webhook').names).toEqual(['/spices/session-secret', stripeSecretKey, stripeWebhookSecret]);
    expect(read('POST', '/orders').names).toEqual(['/spices/session-secret', stripeSecretKey]);
    expect(read('GET', '/dishes').names).toEqual(['/spices/session-secret']);
    for (const route of routes) {
      const { names, actions } = parametersReadBy(taking, route);
      expect(actions, route.path).toEqual(['ssm:GetParameter']);
      expect(names.includes(stripeSecretKey), routeDescription(route)).toBe(Boolean(route.cardPayments));
      expect(names.includes(stripeWebhookSecret), routeDescription(route)).toBe(route.cardPayments === 'webhook');
    }
  });

  it("gives every API function both parameters' names (and no other function any), never a secret or the local Stripe's address", () => {
    const all = environments(taking);
    const apiFunctions = all.filter((fn) => routes.some((route) => routeDescription(route) === fn.description));
    expect(apiFunctions).toHaveLength(routes.length);
    for (const fn of apiFunctions) {
      expect(fn.variables, fn.description).toMatchObject({
        STRIPE_SECRET_KEY_PARAMETER: stripeSecretKey,
        STRIPE_WEBHOOK_SECRET_PARAMETER: stripeWebhookSecret,
      });
    }
    for (const fn of all) {
      for (const name of refusedOnAws) expect(fn.variables, `${fn.stack}: ${fn.description}`).not.toHaveProperty(name);
      // The notify function, the seed and the CDK's own functions call no Stripe.
      if (!apiFunctions.includes(fn)) expect(stripeVariables(fn.variables), `${fn.stack}: ${fn.description}`).toEqual([]);
    }
  });

  it("passes Stripe's signature header through CloudFront to the API", () => {
    expect(apiOriginRequestHeaders).toContain('Stripe-Signature');
    expect(apiOriginRequestHeaders.length).toBeLessThanOrEqual(10);
    taking.templates.get(taking.stacks.web)!.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({ HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.arrayWith(['Stripe-Signature']) } }),
    });
  });

  it('stays clean under cdk-nag, and says nothing of pay in person only', () => {
    expect(new AwsSolutionsChecks().validateScope(taking.app).violations).toEqual([]);
    expect(Annotations.fromStack(taking.stacks.api).findInfo('*', Match.stringLikeRegexp('takes no cards'))).toEqual([]);
  });
});

describe('a stage without card payments', () => {
  it('gives no function any STRIPE_ variable and lets no policy name a Stripe parameter', () => {
    const all = environments(notTaking);
    expect(all.length).toBeGreaterThan(routes.length);
    for (const fn of all) expect(stripeVariables(fn.variables), `${fn.stack}: ${fn.description}`).toEqual([]);
    for (const template of notTaking.templates.values()) {
      expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toMatch(/stripe/i);
    }
    for (const route of routes) expect(parametersReadBy(notTaking, route).names, routeDescription(route)).not.toContain(stripeSecretKey);
  });

  it('stays clean under cdk-nag, and notes that the shop offers pay in person only', () => {
    expect(new AwsSolutionsChecks().validateScope(notTaking.app).violations).toEqual([]);
    expect(Annotations.fromStack(notTaking.stacks.api).findInfo('*', Match.stringLikeRegexp('takes no cards'))).toHaveLength(1);
  });
});

describe("Stripe's deploy parameters", () => {
  const context = (values: Record<string, string>) => new App({ context: values });

  it('take both names from the context or the environment, and default to none (no cards)', () => {
    const saved = Object.entries(process.env).filter(([name]) => name.startsWith('SPICES_'));
    for (const [name] of saved) delete process.env[name];
    try {
      const none = readDeployConfig(new App());
      expect(none.stripeSecretKeyParameterName).toBeUndefined();
      expect(none.stripeWebhookSecretParameterName).toBeUndefined();
      expect(cardPaymentParameters(none)).toBeUndefined();
      expect(
        cardPaymentParameters(
          readDeployConfig(context({ stripeSecretKeyParameterName: stripeSecretKey, stripeWebhookSecretParameterName: stripeWebhookSecret })),
        ),
      ).toEqual({ secretKeyParameterName: stripeSecretKey, webhookSecretParameterName: stripeWebhookSecret });
      process.env.SPICES_STRIPE_SECRET_KEY_PARAMETER = '/spices/staging/stripe-secret-key';
      process.env.SPICES_STRIPE_WEBHOOK_SECRET_PARAMETER = '/spices/staging/stripe-webhook-secret';
      expect(readDeployConfig(new App())).toMatchObject({
        stripeSecretKeyParameterName: '/spices/staging/stripe-secret-key',
        stripeWebhookSecretParameterName: '/spices/staging/stripe-webhook-secret',
      });
    } finally {
      delete process.env.SPICES_STRIPE_SECRET_KEY_PARAMETER;
      delete process.env.SPICES_STRIPE_WEBHOOK_SECRET_PARAMETER;
      for (const [name, value] of saved) process.env[name] = value;
    }
  });

  it('refuse one without the other, a name not starting with "/", and one parameter for both', () => {
    expect(() => readDeployConfig(context({ stripeSecretKeyParameterName: stripeSecretKey }))).toThrow(/go together/);
    expect(() => readDeployConfig(context({ stripeWebhookSecretParameterName: stripeWebhookSecret }))).toThrow(/go together/);
    expect(() =>
      readDeployConfig(context({ stripeSecretKeyParameterName: 'stripe-secret-key', stripeWebhookSecretParameterName: stripeWebhookSecret })),
    ).toThrow(/stripeSecretKeyParameterName must be a full SSM parameter name/);
    expect(() => readDeployConfig(context({ stripeSecretKeyParameterName: stripeSecretKey, stripeWebhookSecretParameterName: stripeSecretKey }))).toThrow(
      /two different parameters/,
    );
    // A configuration built without readDeployConfig is checked as well, before any stack exists.
    expect(() =>
      addSpicesStacks(
        new App({ context: cdkContext }),
        { ...withoutCards, stripeSecretKeyParameterName: stripeSecretKey },
        { siteDir: build.siteDir, rendererDir: build.rendererDir, routes: [] },
      ),
    ).toThrow(/go together/);
  });
});
