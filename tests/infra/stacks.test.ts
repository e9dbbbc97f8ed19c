import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor, hstsMaxAgeSeconds, securityHeaders } from '../../functions/src/pages/contract/security-headers.ts';
import { speculationRulesContentType, speculationRulesFile, speculationRulesHeader } from '../../functions/src/pages/contract/speculation-rules.ts';
import { notifiedItemTypes, notifyStreamFilter } from '../../functions/src/mail/store/notification.ts';
import { tableDefinition } from '../../functions/src/platform/table/table-definition.ts';
import { starterCatalogueHash, starterSeedMarkerKey, starterSeedPartitionKeys } from '../../functions/src/catalogue/use-cases/catalogue-seed.ts';
import { routeId, routes, type Route } from '../../functions/src/routes.ts';
import { count, metricNames, metrics } from '../../functions/src/platform/config/telemetry.ts';
import { apiAreas, maxRoutesPerAreaStack, routeArea } from '../../infra/api-areas.ts';
import { apiAlarmThresholds, maxMetricsPerAlarm } from '../../infra/constructs/alarms.ts';
import { catalogueSeedResourceType } from '../../infra/constructs/catalogue-seed.ts';
import { shopMetricsDimensions, shopMetricsNamespace } from '../../infra/constructs/shop-dashboard.ts';
import { tooManyRequestsBody } from '../../infra/constructs/edge-rate-limits.ts';
import { edgeRateLimits, edgeRateWindowSeconds, maxRequestsPerSecondPerClient, type EdgeRateLimit } from '../../infra/limits.ts';
import { packageImportsOf } from '../../infra/lambda-bundling.ts';
import {
  addSpicesStacks,
  placeholderApiCertificateArn,
  placeholderCertificateArn,
  placeholderDomainName,
  readDeployConfig,
  type DeployConfig,
  type SpicesStacks,
} from '../../infra/spices-app.ts';
import { throttleByRateClass } from '../../infra/stacks/api-stack.ts';
import { notifyStreamSettings } from '../../infra/stacks/mail-stack.ts';
import { offerMailStreamSettings } from '../../infra/constructs/offer-mails.ts';
import { offerMailStreamFilter } from '../../functions/src/offers/store/offer-mail-stream.ts';
import { salesStreamSettings } from '../../infra/stacks/reports-stack.ts';
import { pagesResourceType, pagesStreamSettings } from '../../infra/stacks/pages-stack.ts';
import {
  apiCacheTtls,
  apiForwardingFunctionCode,
  apiOriginRequestHeaders,
  mediaPathPattern,
  siteStatusFunctionCode,
  WebStack,
} from '../../infra/stacks/web-stack.ts';
import { appRoutesPattern, sitePathOf, siteRouteOf, siteRoutingFunctionCode } from '../../functions/src/pages/contract/site-routes.ts';
import { functionsSrcDir, repoRoot } from '../../repo-paths.ts';
import { productionConfig, scratchBuild, synthContext, synthesiseStacks, type ScratchBuild } from './synth-kit.ts';

/** The same feature flags `cdk synth` runs with. */
const cdkContext = synthContext({ bundle: true });

const config: DeployConfig = productionConfig;

/** The media bucket by its fixed name (infra/constructs/media.ts), and where browsers POST photos to it. */
const mediaBucket = 'spices-production-media-123456789012';
const mediaOrigin = `https://${mediaBucket}.s3.us-east-1.amazonaws.com`;

/** The data stack's alarm topic, as the other stacks address it (by its fixed name). */
const alarmTopicArn = 'arn:aws:sns:us-east-1:123456789012:spices-production-alarms';

const readActions = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:Scan',
];

type Statement = { Action: string | string[]; Effect: string; Resource: unknown };
type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** The scratch site's app routes (as web/dist/app-routes.json lists them: no catch-all, no dish pages' pattern). */
const scratchAppRoutes = ['/', '/menu', '/account/orders', '/kitchen/menu/:dishId'];

let build: ScratchBuild;
let siteDir: string;
let rendererDir: string;
let app: App;
let stacks: SpicesStacks;
let data: Template;
let seed: Template;
/** The whole API: the parent stack's template and its area stacks' templates in one (logical ids are unique across them). */
let api: Template;
/** The parent API stack's own template. */
let apiParent: Template;
/** Each area's nested stack template, by area id. */
let apiAreaTemplates: Map<string, Template>;
let web: Template;
let mail: Template;
let reports: Template;

beforeAll(() => {
  build = scratchBuild({ pages: ['/', '/menu', '/menu/Jollof-Rice'], appRoutes: scratchAppRoutes });
  ({ siteDir, rendererDir } = build);
  // As `cdk deploy` sees it (account and region known, so ARNs carry literal partition and region), cdk-nag clean.
  ({ app, stacks } = synthesiseStacks(config, build, { bundle: true }));
  data = Template.fromStack(stacks.data);
  seed = Template.fromStack(stacks.seed);
  apiParent = Template.fromStack(stacks.api);
  apiAreaTemplates = new Map(stacks.api.areas.map((area) => [area.area.id, Template.fromStack(area)]));
  api = mergedTemplate([apiParent, ...apiAreaTemplates.values()]);
  web = Template.fromStack(stacks.web);
  mail = Template.fromStack(stacks.mail);
  reports = Template.fromStack(stacks.reports);
}, 420_000); // bundling every route on a busy 2-core machine can take minutes

afterAll(() => {
  build?.remove();
});

/** Templates as one, for assertions about a stack and its nested stacks together; a logical id in two of them fails. */
function mergedTemplate(templates: Template[]): Template {
  const merged: Record<'Parameters' | 'Resources' | 'Outputs', Record<string, unknown>> = { Parameters: {}, Resources: {}, Outputs: {} };
  for (const template of templates) {
    const json = template.toJSON() as Partial<typeof merged>;
    for (const section of ['Parameters', 'Resources', 'Outputs'] as const) {
      for (const [id, value] of Object.entries(json[section] ?? {})) {
        if (section === 'Resources' && id in merged.Resources) throw new Error(`logical id ${id} is in two templates`);
        merged[section][id] = value;
      }
    }
  }
  return Template.fromJSON(merged, { skipCyclicalDependenciesCheck: true });
}

function policyStatementsOfRoute(routeName: string): Statement[] {
  const fn = stacks.api.functions.get(routeName);
  if (!fn?.role) throw new Error(`no function for ${routeName}`);
  // The role's own (nested) stack names it.
  const roleLogicalId = Stack.of(fn.role).resolve((fn.role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId.Ref))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('the data stack', () => {
  it('builds the table from the shared definition: keys, gsi1, TTL on expiresAt and a NEW_IMAGE stream', () => {
    data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'spices-production',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('keeps the table: point-in-time recovery, deletion protection and Retain on delete and replace', () => {
    data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });
});

describe('the seed stack', () => {
  const tableArn = 'arn:aws:dynamodb:us-east-1:123456789012:table/spices-production';
  const statementsOfRole = (role: IRole): Statement[] => {
    const roleRef = stacks.seed.resolve((role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    return (Object.values(seed.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const seedFunctionId = () => stacks.seed.getLogicalId(stacks.seed.catalogueSeed.seedFunction.node.defaultChild as CfnFunction);

  it("runs the seed through a Provider-backed custom resource that carries the starter catalogue's hash, after the data stack", () => {
    seed.resourceCountIs(catalogueSeedResourceType, 1);
    seed.hasResourceProperties(catalogueSeedResourceType, {
      ServiceToken: { 'Fn::GetAtt': [Match.stringLikeRegexp('ProviderframeworkonEvent'), 'Arn'] },
      TableName: 'spices-production',
      SeedHash: starterCatalogueHash(),
    });
    expect(starterCatalogueHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(stacks.seed.dependencies).toContain(stacks.data);
    // The table's stack stays stateful-only.
    data.resourceCountIs('AWS::Lambda::Function', 0);
    data.resourceCountIs(catalogueSeedResourceType, 0);
    // The seed function (a shop function) and the provider framework's onEvent function.
    seed.resourceCountIs('AWS::Lambda::Function', 2);
    seed.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Environment: { Variables: { TABLE_NAME: 'spices-production', STAGE: 'production', NODE_OPTIONS: '--enable-source-maps' } },
    });
    seed.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { USER_ON_EVENT_FUNCTION_ARN: { 'Fn::GetAtt': [seedFunctionId(), 'Arn'] } } },
    });
  });

  it('lets the seed function read only the marker and put only into the partitions of the starter catalogue, on the table alone', () => {
    const statements = statementsOfRole(stacks.seed.catalogueSeed.seedFunction.role!);
    const tableStatements = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    expect(tableStatements.sort((a, b) => String(a.Action).localeCompare(String(b.Action)))).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Resource: tableArn,
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [starterSeedMarkerKey.pk] } },
      },
      {
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Resource: tableArn,
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': starterSeedPartitionKeys() } },
      },
    ]);
    expect(starterSeedMarkerKey).toEqual({ pk: 'SEED#starter', sk: 'DONE' });
    expect(starterSeedPartitionKeys()).toEqual(expect.arrayContaining(['DISH#jollof-rice', 'FAQ#catering', 'CATALOGUE', 'SEED#starter']));
    expect(starterSeedPartitionKeys().every((pk) => /^(DISH#|FAQ#|CATALOGUE$|SEED#starter$)/.test(pk))).toBe(true);
    // Besides the table: only its own logs.
    expect(
      actionsOf(statements)
        .filter((a) => !a.startsWith('dynamodb:'))
        .sort(),
    ).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
  });

  it('lets the provider framework only invoke the seed function and write its own logs, with no managed policy', () => {
    const frameworkRoles = (Object.entries(seed.findResources('AWS::IAM::Role')) as [string, Resource][]).filter(([, role]) =>
      String(role.Properties.Description).includes('provider framework'),
    );
    expect(frameworkRoles).toHaveLength(1);
    for (const role of Object.values(seed.findResources('AWS::IAM::Role')) as Resource[]) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
    const providerRole = stacks.seed.catalogueSeed.node.findChild('ProviderRole') as IRole;
    const statements = statementsOfRole(providerRole);
    expect([...new Set(actionsOf(statements))].sort()).toEqual(['lambda:GetFunction', 'lambda:InvokeFunction', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    const lambdaResources = JSON.stringify(statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('lambda:'))).map((s) => s.Resource));
    const functionIds = [...lambdaResources.matchAll(/"Fn::GetAtt":\["([^"]+)","Arn"\]/g)].map((match) => match[1]);
    expect(functionIds.length).toBeGreaterThan(0);
    expect(new Set(functionIds)).toEqual(new Set([seedFunctionId()]));
  });
});

describe('the API stack', () => {
  it('keeps every template, parent and nested, at 400 resources or fewer (CloudFormation allows 500)', () => {
    const everyStack = app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct));
    const counts = everyStack.map((stack) => ({
      stack: stack.node.path,
      nested: stack.nested,
      resources: Object.keys((Template.fromStack(stack).toJSON() as { Resources?: object }).Resources ?? {}).length,
    }));
    console.log(`Resources per template:\n${counts.map((c) => `  ${String(c.resources).padStart(4)}  ${c.stack}${c.nested ? ' (nested)' : ''}`).join('\n')}`);
    // The eight stacks and one nested stack per area (an area past maxRoutesPerAreaStack is split).
    expect(counts.filter((c) => !c.nested)).toHaveLength(8);
    expect(counts.filter((c) => c.nested).map((c) => c.stack.split('/').pop())).toEqual(apiAreas(routes).map((area) => area.id));
    for (const { stack, resources } of counts) expect(resources, stack).toBeLessThanOrEqual(400);
  });

  it('puts each area’s routes in its nested stack, and the stage after every one of them', () => {
    for (const area of apiAreas(routes)) {
      const template = apiAreaTemplates.get(area.id)!;
      template.resourceCountIs('AWS::Lambda::Function', area.routes.length);
      template.resourceCountIs('AWS::ApiGatewayV2::Route', area.routes.length);
      for (const route of area.routes) template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} /api${route.path}` });
    }
    apiParent.resourceCountIs('AWS::Lambda::Function', 0);
    apiParent.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    const nestedStackIds = Object.keys(apiParent.findResources('AWS::CloudFormation::Stack'));
    expect(nestedStackIds).toHaveLength(apiAreas(routes).length);
    const stage = Object.values(apiParent.findResources('AWS::ApiGatewayV2::Stage'))[0] as Resource & { DependsOn: string[] };
    expect(stage.DependsOn).toEqual(expect.arrayContaining(nestedStackIds));
  });

  it('has its functions share one log group, kept in the parent stack and passed to each area', () => {
    for (const template of apiAreaTemplates.values()) template.resourceCountIs('AWS::Logs::LogGroup', 0);
    // The access logs and the functions' log group.
    apiParent.resourceCountIs('AWS::Logs::LogGroup', 2);
    const functionLogs = stacks.api.resolve((stacks.api.node.findChild('FunctionLogs').node.defaultChild as unknown as { ref: string }).ref) as {
      Ref: string;
    };
    const parentResources = (apiParent.toJSON() as { Resources: Record<string, Resource> }).Resources;
    for (const area of stacks.api.areas) {
      const template = apiAreaTemplates.get(area.area.id)!;
      const logParameters = new Set(
        Object.values(template.findResources('AWS::Lambda::Function')).map(
          (fn) => ((fn as Resource).Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref,
        ),
      );
      expect(logParameters.size, area.area.id).toBe(1);
      const passed = parentResources[stacks.api.getLogicalId(area.nestedStackResource!)]!.Properties.Parameters as Record<string, unknown>;
      expect(passed[[...logParameters][0]!], area.area.id).toEqual(functionLogs);
    }
  });

  it('creates one arm64 Node.js 22 function per route, with its configuration in the environment', () => {
    api.resourceCountIs('AWS::Lambda::Function', routes.length);
    for (const route of routes) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} /api${route.path}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: route.media === 'makesRenditions' ? 29 : 10,
        MemorySize: Match.anyValue(),
        LoggingConfig: { LogGroup: Match.anyValue() },
        Environment: {
          Variables: {
            TABLE_NAME: 'spices-production',
            STAGE: 'production',
            SESSION_SECRET_PARAMETER: '/spices/session-secret',
            OWNER_EMAIL: 'owner@spices.example',
            FROM_EMAIL: 'shop@spices.example',
            SITE_ORIGIN: 'https://shop.spices.example',
            ...(route.checksRobot ? { RECAPTCHA_SECRET_PARAMETER: '/spices/recaptcha-secret' } : {}),
            ...(route.media ? { MEDIA_BUCKET: mediaBucket, MEDIA_BUCKET_REGION: 'us-east-1' } : {}),
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
    }
    expect([...stacks.api.functions.keys()].sort()).toEqual(routes.map(routeId).sort());
  });

  it('grants each function only what its route may do to the table', () => {
    for (const route of routes) {
      const tableActions = actionsOf(policyStatementsOfRoute(routeId(route))).filter((a) => a.startsWith('dynamodb:'));
      if (route.table === 'read') {
        expect(tableActions.sort(), route.path).toEqual(readActions);
      } else {
        expect(tableActions, route.path).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
      }
    }
  });

  it('lets every function read exactly the session-secret parameter (contact routes also the reCAPTCHA secret), and only e-mailing routes use SES', () => {
    expect(
      routes
        .filter((route) => route.checksRobot)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/contact/catering', '/contact/dishRequest', '/contact/ingredientsRequest']);
    for (const route of routes) {
      const statements = policyStatementsOfRoute(routeId(route));
      const ssm = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ssm:')));
      expect(
        actionsOf(ssm).every((action) => action === 'ssm:GetParameter'),
        route.path,
      ).toBe(true);
      const parameters = JSON.stringify(ssm.map((s) => s.Resource));
      expect(parameters).toContain(':parameter/spices/session-secret"');
      expect(parameters.includes(':parameter/spices/recaptcha-secret"'), route.path).toBe(Boolean(route.checksRobot));
      expect(parameters.match(/:parameter\//g), route.path).toHaveLength(route.checksRobot ? 2 : 1);
      expect(
        actionsOf(statements).some((a) => a.startsWith('ses:')),
        route.path,
      ).toBe(Boolean(route.sendsEmail));
      expect(
        actionsOf(statements).every((a) => !a.includes('*')),
        route.path,
      ).toBe(true);
    }
  });

  it('lets only the photo routes and the export into the media bucket: signing puts under uploads/, renditions read and delete uploads and put and delete under spices/media/dishes/, removing a photo deletes there, the export puts and gets under exports/', () => {
    const mediaRoutes = routes.filter((route) => route.media).map((route) => `${route.method} ${route.path} ${route.media}`);
    // As a set: the table's sections (one per area) give the order, which says nothing here.
    expect(new Set(mediaRoutes)).toEqual(
      new Set([
        'GET /owner/reports/export writesExports',
        'POST /owner/menu/dishes/{dishId}/photos/uploads signsUploads',
        'POST /owner/menu/dishes/{dishId}/photos makesRenditions',
        'DELETE /owner/menu/dishes/{dishId}/photos removesRenditions',
      ]),
    );
    const s3 = (route: Route) =>
      policyStatementsOfRoute(routeId(route))
        .filter((statement) => actionsOf([statement]).some((action) => action.startsWith('s3:')))
        .map((statement) => ({ Action: statement.Action, Resource: statement.Resource }));
    for (const route of routes) {
      const expected =
        route.media === 'signsUploads'
          ? [{ Action: 's3:PutObject', Resource: `arn:aws:s3:::${mediaBucket}/uploads/*` }]
          : route.media === 'makesRenditions'
            ? [
                { Action: ['s3:DeleteObject', 's3:GetObject'], Resource: `arn:aws:s3:::${mediaBucket}/uploads/*` },
                { Action: ['s3:DeleteObject', 's3:PutObject'], Resource: `arn:aws:s3:::${mediaBucket}/spices/media/dishes/*` },
              ]
            : route.media === 'removesRenditions'
              ? [{ Action: 's3:DeleteObject', Resource: `arn:aws:s3:::${mediaBucket}/spices/media/dishes/*` }]
              : route.media === 'writesExports'
                ? [{ Action: ['s3:GetObject', 's3:PutObject'], Resource: `arn:aws:s3:::${mediaBucket}/exports/*` }]
                : [];
      expect(s3(route), route.path).toEqual(expected);
    }
  });

  it("installs sharp for Lambda's Linux on arm64 beside the renditions function alone, which gets 2 GB and 29 s", () => {
    // The bundled code as staged in the cloud assembly, beside the template (asset.<the S3 key's hash>).
    const functionsByDescription = Object.values(api.findResources('AWS::Lambda::Function')) as Resource[];
    const assetDir = (route: Route) => {
      const fn = functionsByDescription.find((candidate) => candidate.Properties.Description === `${route.method} /api${route.path}`)!;
      return join(app.outdir, `asset.${String((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '')}`);
    };
    for (const route of routes) {
      const modules = join(assetDir(route), 'node_modules');
      if (route.media === 'makesRenditions') {
        expect(readdirSync(join(modules, '@img')).sort()).toEqual(['colour', 'sharp-libvips-linux-arm64', 'sharp-linux-arm64']);
        expect(readFileSync(join(assetDir(route), 'index.mjs'), 'utf8')).toMatch(/from\s*"sharp"/);
        api.hasResourceProperties('AWS::Lambda::Function', { Description: `${route.method} /api${route.path}`, MemorySize: 2048, Timeout: 29 });
      } else {
        expect(existsSync(modules), route.path).toBe(false);
      }
    }
  });

  it("loads no package its bundle leaves out: a function's module imports only Node's built-ins (and sharp beside the renditions)", () => {
    // Left out (infra/lambda-bundling.ts): the credential providers, and the event-stream support where no client imports it at
    // load. A call may import() them (and fail naming them); the module's load never may, or the function would not start.
    let bundles = 0;
    for (const template of [api, mail, seed]) {
      for (const fn of Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]) {
        const key = (fn.Properties.Code as { S3Key?: unknown } | undefined)?.S3Key;
        const bundle = typeof key === 'string' ? join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs') : undefined;
        if (!bundle || !existsSync(bundle)) continue; // the CDK's own handlers
        bundles++;
        // esbuild reads the bundle's own import statements (not its strings, which may quote one).
        const importedAtLoad = packageImportsOf(bundle)
          .filter((imported) => imported.kind === 'import-statement')
          .map((imported) => imported.path);
        expect(
          importedAtLoad.filter((name) => !isBuiltin(name) && name !== 'sharp'),
          String(fn.Properties.Description),
        ).toEqual([]);
      }
    }
    expect(bundles).toBe(routes.length + 4); // the routes, notify, the offer e-mails' drain and events, and the catalogue seed
  });

  it('has an HTTP API route under /api for every entry of the route table, e.g. GET /api/dishes', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} /api${route.path}` });
    }
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/dishes' });
  });

  it('throttles each route by its rate class on the logged default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: throttleByRateClass.read.rateLimit,
        ThrottlingBurstLimit: throttleByRateClass.read.burstLimit,
      }),
      RouteSettings: Object.fromEntries(
        routes.map((route) => [
          `${route.method} /api${route.path}`,
          {
            ThrottlingRateLimit: throttleByRateClass[route.rate].rateLimit,
            ThrottlingBurstLimit: throttleByRateClass[route.rate].burstLimit,
          },
        ]),
      ),
    });
  });

  it('sets its stage throttles well above what one client may send past the web ACL', () => {
    expect(maxRequestsPerSecondPerClient).toBe(edgeRateLimits.everything.limit / edgeRateWindowSeconds);
    for (const [rateClass, { rateLimit, burstLimit }] of Object.entries(throttleByRateClass)) {
      expect(rateLimit, rateClass).toBeGreaterThanOrEqual(5 * maxRequestsPerSecondPerClient);
      expect(burstLimit, rateClass).toBeGreaterThanOrEqual(rateLimit);
    }
    expect(throttleByRateClass.sensitive.rateLimit).toBeLessThan(throttleByRateClass.write.rateLimit);
    expect(throttleByRateClass.write.rateLimit).toBeLessThan(throttleByRateClass.read.rateLimit);
  });

  it('is reachable only through its regional custom domain: the execute-api endpoint is disabled', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', DisableExecuteApiEndpoint: true });
    api.resourceCountIs('AWS::ApiGatewayV2::DomainName', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.shop.spices.example',
      DomainNameConfigurations: [{ CertificateArn: config.apiCertificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
    });
    const [domainId] = Object.keys(api.findResources('AWS::ApiGatewayV2::DomainName'));
    const [apiId] = Object.keys(api.findResources('AWS::ApiGatewayV2::Api'));
    const [stageId] = Object.keys(api.findResources('AWS::ApiGatewayV2::Stage'));
    api.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    // The stage is named ($default), after it is created.
    api.hasResource('AWS::ApiGatewayV2::ApiMapping', {
      Properties: { ApiId: { Ref: apiId }, DomainName: { Ref: domainId }, Stage: '$default' },
      DependsOn: Match.arrayWith([stageId]),
    });
    // Without hostedZoneId: no record, and the name to point a CNAME at is an output.
    api.resourceCountIs('AWS::Route53::RecordSet', 0);
    api.hasOutput('ApiOriginTarget', { Value: { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] } });
  });
});

describe('the web stack', () => {
  it('keeps its three buckets (logs, site, media) private and reachable over TLS only', () => {
    web.resourceCountIs('AWS::S3::Bucket', 3);
    const buckets = Object.values(web.findResources('AWS::S3::Bucket')) as Resource[];
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = Object.values(web.findResources('AWS::S3::BucketPolicy')) as Resource[];
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      expect((policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('serves the site bucket through an origin access control', () => {
    // One for the site bucket, one for the media bucket.
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() })]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' }), Match.objectLike({ EventType: 'viewer-response' })],
        }),
      }),
    });
  });

  it("forwards /api/* to the API's custom domain, with every method, cookies, query strings and the viewer address but never Host", () => {
    const policies = web.findResources('AWS::CloudFront::OriginRequestPolicy');
    expect(Object.keys(policies)).toHaveLength(1);
    const [policyId] = Object.keys(policies);
    web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [...apiOriginRequestHeaders] },
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
    const headers = apiOriginRequestHeaders.map((header) => header.toLowerCase());
    // What the functions read: the viewer address (per-address sign-in limits), the shop's host and the cross-site checks, the body's type.
    expect(headers).toEqual(expect.arrayContaining(['cloudfront-viewer-address', 'x-forwarded-host', 'origin', 'sec-fetch-site', 'content-type']));
    expect(headers).not.toContain('host');
    expect(headers.length).toBeLessThanOrEqual(10);

    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const distributionConfig = distribution.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }[];
    };
    expect(distributionConfig.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual(['/api/*', '/spices/media/*']);
    const apiBehavior = distributionConfig.CacheBehaviors[0]!;
    expect(apiBehavior).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
      OriginRequestPolicyId: { Ref: policyId },
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const apiOrigin = distributionConfig.Origins.find((origin) => origin.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin).toMatchObject({
      DomainName: 'api-origin.shop.spices.example',
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    // The viewer-request function still passes the shop's host on.
    web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: apiForwardingFunctionCode });
    // The site's routing function knows the build's pre-rendered pages and the app's routes (the scratch site's lists);
    // its status function answers the not-found page with 404.
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: siteRoutingFunctionCode(['/', '/menu', '/menu/Jollof-Rice'], scratchAppRoutes),
    });
    web.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: siteStatusFunctionCode });
    expect(apiForwardingFunctionCode).toContain("request.headers['x-forwarded-host']");
  });

  it('compresses /api/* answers (gzip, br) and keeps one only as its Cache-Control allows, keyed by query and cookies, never by Host', () => {
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const apiBehavior = (distribution.Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] }).CacheBehaviors.find(
      (behavior) => behavior.PathPattern === '/api/*',
    )!;
    // CloudFront compresses only with both: the behaviour's Compress and a cache policy taking Accept-Encoding.
    expect(apiBehavior.Compress).toBe(true);
    const apiCachePolicy = web.findResources('AWS::CloudFront::CachePolicy')[(apiBehavior.CachePolicyId as { Ref: string }).Ref]!;
    const { CachePolicyConfig: apiCache } = apiCachePolicy.Properties as {
      CachePolicyConfig: { MinTTL: number; DefaultTTL: number; MaxTTL: number; ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> };
    };
    expect(apiCache.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      HeadersConfig: { HeaderBehavior: 'none' },
      // A signed-in viewer's answers (and errors) are never handed to another viewer.
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    // Kept only when an answer says public max-age (never by default, never against no-store), and not past 5 minutes.
    expect([apiCache.MinTTL, apiCache.DefaultTTL, apiCache.MaxTTL]).toEqual([0, 0, apiCacheTtls.max.toSeconds()]);
    expect(apiCache.MaxTTL).toBeGreaterThan(0);
    const longestMaxAge = Math.max(
      ...readdirSync(functionsSrcDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /(^|\/)handlers\/[^/]+\.ts$/.test(file))
        .flatMap((file) => [...readFileSync(join(functionsSrcDir, file), 'utf8').matchAll(/max-age=(\d+)/g)].map((match) => Number(match[1]))),
    );
    expect(longestMaxAge).toBeLessThanOrEqual(apiCache.MaxTTL);
  });

  it('keeps menu photos in an encrypted media bucket named for the API stack, taking POSTs from the shop only, uploads and exports expiring after a day', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: mediaBucket,
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-media/' }),
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
        ],
      },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['https://shop.spices.example'], AllowedHeaders: ['*'], MaxAge: 3000 }],
      },
    });
    const media = Object.values(web.findResources('AWS::S3::Bucket', { Properties: { BucketName: mediaBucket } }))[0] as Resource;
    expect(media.Properties.VersioningConfiguration).toBeUndefined();
    // The API stack's functions get the same name, without a reference across regions.
    expect(JSON.stringify(api.toJSON())).toContain(`arn:aws:s3:::${mediaBucket}/uploads/*`);
  });

  it('serves /spices/media/* from the media bucket through an origin access control, cached, GET and HEAD only', () => {
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const distributionConfig = distribution.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
      DefaultCacheBehavior: Record<string, unknown>;
    };
    const mediaBehavior = distributionConfig.CacheBehaviors.find((behavior) => behavior.PathPattern === mediaPathPattern)!;
    expect(mediaPathPattern).toBe('/spices/media/*');
    expect(mediaBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: distributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    expect(mediaBehavior.FunctionAssociations).toBeUndefined();
    const mediaLogicalId = Object.keys(web.findResources('AWS::S3::Bucket', { Properties: { BucketName: mediaBucket } }))[0]!;
    const origin = distributionConfig.Origins.find((candidate) => candidate.Id === mediaBehavior.TargetOriginId)!;
    expect(origin).toMatchObject({ DomainName: { 'Fn::GetAtt': [mediaLogicalId, 'RegionalDomainName'] }, S3OriginConfig: expect.anything() });
    expect(origin.OriginAccessControlId).toBeDefined();
    // CloudFront alone may read it, for this distribution only.
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: mediaLogicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('lives in us-east-1 and takes nothing from the other stacks', () => {
    expect(stacks.web.region).toBe('us-east-1');
    expect(JSON.stringify(web.toJSON())).not.toContain('Fn::ImportValue');
    expect(stacks.web.dependencies).toContain(stacks.api);
  });

  it('stays in us-east-1 when the other stacks are in another region, and refuses to be put elsewhere', () => {
    const euApp = new App({ context: cdkContext });
    const eu = addSpicesStacks(
      euApp,
      { ...config, apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/2f2e2d2c-2b2a-2928-2726-252423222120' },
      { siteDir, rendererDir, routes: [], env: { account: '123456789012', region: 'eu-west-1' } },
    );
    expect(() => euApp.synth()).not.toThrow();
    expect([eu.data.region, eu.api.region, eu.mail.region, eu.web.region]).toEqual(['eu-west-1', 'eu-west-1', 'eu-west-1', 'us-east-1']);
    expect(() =>
      addSpicesStacks(new App({ context: cdkContext }), config, { siteDir, rendererDir, routes: [], env: { account: '123456789012', region: 'eu-west-1' } }),
    ).toThrow(/apiCertificateArn must be in the API stack's region eu-west-1/);

    const otherApp = new App({ context: cdkContext });
    expect(
      () =>
        new WebStack(otherApp, 'WrongRegionWeb', {
          env: { region: 'eu-west-1' },
          apiOriginDomainName: config.apiOriginDomainName,
          siteDir,
          domainName: config.domainName,
          certificateArn: config.certificateArn,
          stage: 'production',
        }),
    ).toThrow(/us-east-1/);
  });

  describe('its web ACL', () => {
    type ByteMatch = { FieldToMatch: Record<string, unknown>; PositionalConstraint: string; SearchString: string };
    type WafRule = {
      Name: string;
      Priority: number;
      Action: { Block?: { CustomResponse?: { ResponseCode: number } } };
      Statement: {
        RateBasedStatement?: { AggregateKeyType: string; Limit: number; EvaluationWindowSec?: number; ScopeDownStatement?: Record<string, unknown> };
      };
    };
    const byteMatches = (statement: unknown): ByteMatch[] => {
      if (!statement || typeof statement !== 'object') return [];
      if (Array.isArray(statement)) return statement.flatMap(byteMatches);
      return Object.entries(statement as Record<string, unknown>).flatMap(([key, value]) =>
        key === 'ByteMatchStatement' ? [value as ByteMatch] : byteMatches(value),
      );
    };
    const webAcl = () => {
      const acls = web.findResources('AWS::WAFv2::WebACL');
      expect(Object.keys(acls)).toHaveLength(1);
      const [id, resource] = Object.entries(acls)[0]!;
      return { id, properties: (resource as Resource).Properties as { Scope: string; DefaultAction: unknown; Rules: WafRule[] } };
    };

    it('has CLOUDFRONT scope, allows by default, and is associated with the distribution', () => {
      const { id, properties } = webAcl();
      expect(properties.Scope).toBe('CLOUDFRONT');
      expect(properties.DefaultAction).toEqual({ Allow: {} });
      web.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [id, 'Arn'] } }),
      });
      web.hasResourceProperties('AWS::WAFv2::WebACL', {
        CustomResponseBodies: Match.objectLike({ tooManyRequests: { ContentType: 'APPLICATION_JSON', Content: tooManyRequestsBody } }),
      });
    });

    it('limits each path group per client IP with the numbers from infra/limits.ts, and answers 429', () => {
      const { properties } = webAcl();
      const limits: EdgeRateLimit[] = Object.values(edgeRateLimits);
      expect(properties.Rules.map((rule) => rule.Name)).toEqual(limits.map((limit) => limit.name));
      for (const limit of limits) {
        const rule = properties.Rules.find((r) => r.Name === limit.name)!;
        const rate = rule.Statement.RateBasedStatement!;
        expect(rate, limit.name).toMatchObject({ AggregateKeyType: 'IP', Limit: limit.limit, EvaluationWindowSec: edgeRateWindowSeconds });
        expect(rule.Action.Block?.CustomResponse?.ResponseCode, limit.name).toBe(429);
        const matches = byteMatches(rate.ScopeDownStatement);
        const pathMatches = matches.filter((m) => 'UriPath' in m.FieldToMatch);
        expect(pathMatches.map((m) => m.SearchString).sort(), limit.name).toEqual([...limit.paths].sort());
        expect(
          pathMatches.every((m) => m.PositionalConstraint === limit.match),
          limit.name,
        ).toBe(true);
        const methodMatches = matches.filter((m) => 'Method' in m.FieldToMatch);
        expect(
          methodMatches.map((m) => [m.SearchString, m.PositionalConstraint]),
          limit.name,
        ).toEqual(limit.method ? [[limit.method, 'EXACTLY']] : []);
        if (limit.paths.length === 0) expect(rate.ScopeDownStatement, limit.name).toBeUndefined();
        // Path and method must both hold (POST /api/orders only; GET /api/orders is a read).
        if (limit.method) expect(rate.ScopeDownStatement, limit.name).toHaveProperty('AndStatement');
      }
    });

    it('covers the paths of the issues: sign-in, two-factor, registration, recovery, contact forms, POST /api/orders exactly, and paying, refunds and balance links', () => {
      expect(edgeRateLimits.signIn.paths).toEqual(['/api/auth/login', '/api/auth/two-factor']);
      expect([...edgeRateLimits.accounts.paths].sort()).toEqual([
        '/api/auth/forgot-password',
        '/api/auth/register',
        '/api/auth/reset-password',
        // Issue 36: "Resend the link" sends a sign-up link, as registration does.
        '/api/auth/verification-link',
        '/api/auth/verify-email',
      ]);
      expect(edgeRateLimits.contact).toMatchObject({ paths: ['/api/contact/'], match: 'STARTS_WITH' });
      expect(edgeRateLimits.placeOrder).toMatchObject({ paths: ['/api/orders'], match: 'EXACTLY', method: 'POST' });
      // Issue 36: paying, refunds and balance links, as limited as sign-in (per IP and in the stage's sensitive class).
      expect(edgeRateLimits.payments).toMatchObject({ match: 'ENDS_WITH', method: 'POST', limit: edgeRateLimits.signIn.limit });
      const paying = routes.filter((route) => route.method === 'POST' && edgeRateLimits.payments.paths.some((end) => route.path.endsWith(end)));
      expect(paying.map((route) => route.path).sort()).toEqual([
        '/orders/{orderId}/payment',
        '/owner/orders/{orderId}/balance-link',
        '/owner/orders/{orderId}/refunds',
        '/quotes/{quoteId}/pay',
        '/quotes/{quoteId}/payment',
      ]);
      for (const route of paying) expect(route.rate, route.path).toBe('sensitive');
      // Every limited path is a route of the table (a renamed route must not slip out of its limit).
      const routePaths = routes.map((route) => `/api${route.path}`);
      const matches = (limit: EdgeRateLimit, routePath: string, path: string) =>
        limit.match === 'EXACTLY' ? routePath === path : limit.match === 'STARTS_WITH' ? routePath.startsWith(path) : routePath.endsWith(path);
      for (const limit of Object.values(edgeRateLimits) as EdgeRateLimit[]) {
        for (const path of limit.paths) {
          expect(
            routePaths.some((routePath) => matches(limit, routePath, path)),
            path,
          ).toBe(true);
        }
      }
      // Stripe's webhook is never limited per address: its events come from Stripe's few addresses.
      expect(Object.values(edgeRateLimits).some((limit: EdgeRateLimit) => limit.paths.some((path) => matches(limit, '/api/payments/webhook', path)))).toBe(
        false,
      );
    });

    it("are the numbers in the README's table", () => {
      const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n');
      const row = (needle: string) => readme.find((line) => line.startsWith('|') && line.includes(needle));
      // The table's cells, trimmed (Prettier pads them to line up).
      const cells = (line: string | undefined) => (line ?? '').split('|').map((cell) => cell.trim());
      for (const limit of Object.values(edgeRateLimits) as EdgeRateLimit[]) {
        const line = row(limit.paths[0] ? `\`${limit.paths[0]}\`` : 'every request');
        expect(line, limit.name).toBeDefined();
        expect(cells(line), limit.name).toContain(`${limit.limit} per minute`);
        for (const path of limit.paths) expect(line, limit.name).toContain(`\`${path}\``);
      }
      for (const [rateClass, { rateLimit, burstLimit }] of Object.entries(throttleByRateClass)) {
        const line = row(`stage, \`${rateClass}\``);
        expect(line, rateClass).toBeDefined();
        expect(cells(line), rateClass).toContain(`${rateLimit} per second, burst ${burstLimit}`);
      }
    });
  });

  it('lets reCAPTCHA in through the CSP only when a site key is configured, and the local host never', () => {
    const withKey = contentSecurityPolicyFor({ recaptcha: true });
    expect(withKey).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com(;|$)/);
    expect(withKey).toMatch(/frame-src https:\/\/www\.google\.com\b/);
    expect(withKey).toContain("default-src 'self'");
    expect(securityHeaders['content-security-policy']).toBe(contentSecurityPolicyFor({ recaptcha: false }));
    expect(securityHeaders['content-security-policy']).not.toMatch(/google|gstatic|frame-src/);

    const keylessApp = new App({ context: cdkContext });
    const keyless = addSpicesStacks(
      keylessApp,
      { ...config, recaptchaSiteKey: undefined },
      { siteDir, rendererDir, routes: [], env: { account: '123456789012' } },
    );
    const keylessCsp = Template.fromStack(keyless.web).findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(JSON.stringify(keylessCsp)).toContain(JSON.stringify(contentSecurityPolicyFor({ recaptcha: false, mediaUploadOrigin: mediaOrigin })));
    expect(Annotations.fromStack(keyless.web).findWarning('*', Match.stringLikeRegexp('recaptchaSiteKey is not set'))).toHaveLength(1);
  });

  it('sends the shared security headers, the same CSP string, and HSTS with subdomains and preload', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicyFor({ recaptcha: true, mediaUploadOrigin: mediaOrigin }), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: securityHeaders['x-frame-options'], Override: true },
          ReferrerPolicy: { ReferrerPolicy: securityHeaders['referrer-policy'], Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: hstsMaxAgeSeconds, IncludeSubdomains: true, Preload: true, Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'permissions-policy', Value: securityHeaders['permissions-policy'], Override: true },
            { Header: 'cross-origin-opener-policy', Value: securityHeaders['cross-origin-opener-policy'], Override: true },
            // The pages' Speculation Rules, the same header the local host sends.
            { Header: 'speculation-rules', Value: speculationRulesHeader['speculation-rules'], Override: true },
          ]),
        },
      }),
    });
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { ResponseHeadersPolicyId: unknown }[];
    };
    expect(config.CacheBehaviors[0]!.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    // Fetches may go to the shop and to the media bucket's endpoint, where owners' browsers send photos.
    expect(contentSecurityPolicyFor({ recaptcha: true, mediaUploadOrigin: mediaOrigin })).toContain(`connect-src 'self' ${mediaOrigin};`);
  });

  it('uploads the site under spices/: hashed assets and images immutable, index.html revalidated and invalidated last', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    // Images keep their old names too (a deployed menu may still name them): never pruned.
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: ['Images/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', 'Images/*', '*.html', 'speculation-rules.json'],
      SystemMetadata: { 'cache-control': 'public, max-age=86400' },
    });
    // The Speculation Rules with the content type a browser requires of them, uploaded before the pages that name them.
    expect(speculationRulesFile).toBe('speculation-rules.json');
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: [speculationRulesFile],
      SystemMetadata: { 'content-type': 'application/speculationrules+json', 'cache-control': 'public, max-age=86400' },
    });
    expect(speculationRulesContentType).toBe('application/speculationrules+json');
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: ['*.html'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/spices/*'],
    });
    // The not-found page once more, after the pages, with the marker the status function answers 404 for.
    const byId = Object.entries(web.findResources('Custom::CDKBucketDeployment')) as [string, Resource & { DependsOn?: string[] }][];
    const [, notFound] = byId.find(([, d]) => JSON.stringify(d.Properties.Include) === '["404.html"]')!;
    expect(notFound.Properties).toMatchObject({
      UserMetadata: { 'spices-status': '404' },
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/spices/404.html'],
    });
    const [pagesId, pages] = byId.find(([, d]) => JSON.stringify(d.Properties.DistributionPaths) === '["/spices/*"]')!;
    expect(notFound.DependsOn).toContain(pagesId);
    const [rulesId] = byId.find(([, d]) => JSON.stringify(d.Properties.Include) === JSON.stringify([speculationRulesFile]))!;
    expect(pages.DependsOn).toContain(rulesId);
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment')) as Resource[];
    expect(deployments.every((d) => d.Properties.DestinationBucketKeyPrefix === 'spices/')).toBe(true);
  });

  it('serves the shop on its domain with its us-east-1 certificate, and enforces TLS 1.2', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.spices.example'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: config.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
  });
});

describe('the API stack with write and e-mail routes', () => {
  // The shop's table has no such route yet: a scratch table proves the grants a checkout route would get.
  const scratchRoutes: Route[] = [
    { method: 'POST', path: '/orders', handler: 'catalogue/get-dishes', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  ];

  it('grants read-write table access, SES on the sending identity only, and the sensitive throttle', () => {
    const scratchApp = new App({ context: cdkContext });
    const scratch = addSpicesStacks(scratchApp, config, { siteDir, rendererDir, routes: scratchRoutes });
    scratchApp.synth();
    // The route's handler is in catalogue/: the Catalogue area's nested stack holds its function.
    expect(scratch.api.areas.map((area) => area.area.id)).toEqual(['Catalogue']);
    const template = mergedTemplate([Template.fromStack(scratch.api), Template.fromStack(scratch.api.areas[0]!)]);
    const role = scratch.api.functions.get('PostOrders')!.role!;
    const roleRef = Stack.of(role).resolve((role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    const statements = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'ses:SendEmail']));
    const ses = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    const sesResources = JSON.stringify(ses.map((s) => s.Resource));
    expect(sesResources).toContain(':identity/shop@spices.example');
    expect(sesResources).toContain(':identity/spices.example');
    expect(sesResources).not.toContain('*');
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: {
        'POST /api/orders': { ThrottlingRateLimit: throttleByRateClass.sensitive.rateLimit, ThrottlingBurstLimit: throttleByRateClass.sensitive.burstLimit },
      },
    });
  });

  it('creates the alias record of the API origin domain when hostedZoneId is given', () => {
    const zoneApp = new App({ context: cdkContext });
    const zoned = addSpicesStacks(zoneApp, { ...config, hostedZoneId: 'Z0123456789ABCDEFGHIJ' }, { siteDir, rendererDir, routes: [] });
    const template = Template.fromStack(zoned.api);
    const [domainId] = Object.keys(template.findResources('AWS::ApiGatewayV2::DomainName'));
    template.resourceCountIs('AWS::Route53::RecordSet', 1);
    template.hasResourceProperties('AWS::Route53::RecordSet', {
      HostedZoneId: 'Z0123456789ABCDEFGHIJ',
      Name: 'api-origin.shop.spices.example.',
      Type: 'A',
      AliasTarget: {
        DNSName: { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] },
        HostedZoneId: { 'Fn::GetAtt': [domainId, 'RegionalHostedZoneId'] },
      },
    });
  });
});

describe('the reports stack', () => {
  it('runs the tally on the table stream: orders, new and changed, with partial-batch retries and a dead-letter queue', () => {
    // The tally's mapping, and the offers' settling beside it.
    reports.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    reports.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('^Spices-production-Data:.*StreamArn') },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: salesStreamSettings.batchSize,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: salesStreamSettings.retryAttempts,
      MaximumRecordAgeInSeconds: salesStreamSettings.maxRecordAge.toSeconds(),
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^TallyDeadLetters'), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: ['order'] } } } }) }] },
    });
    reports.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('runs the offers’ settling on the table stream: orders cancelled or completed, with retries, a dead-letter queue and its alarm', () => {
    reports.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SettleOffersDeadLetters'), 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['MODIFY'], dynamodb: { NewImage: { type: { S: ['order'] }, status: { S: ['cancelled', 'completed'] } } } }) },
        ],
      },
    });
    reports.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'spices-production-offers-dead-letters' });
  });

  it('lets the offers’ settling write only the offers’ counts, the customers’ partitions and the loyalty settings', () => {
    const roleRef = stacks.reports.resolve((stacks.reports.settleOffersFunction.role!.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    const statements = (Object.values(reports.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const writes = statements.filter((s) => actionsOf([s]).includes('dynamodb:PutItem'));
    expect(writes).toHaveLength(1);
    expect(actionsOf(writes).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect((writes[0] as Statement & { Condition: unknown }).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OFFERUSES#*', 'USER#*', 'SETTINGS#loyalty*', 'POINTSHELD*', 'POINTSDAY*'] },
    });
  });

  it('lets the tally read and write only its own items: the orders’ kept contributions and the days’ and months’ totals', () => {
    const roleRef = stacks.reports.resolve((stacks.reports.tallyFunction.role!.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    const statements = (Object.values(reports.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const writes = statements.filter((s) => actionsOf([s]).includes('dynamodb:UpdateItem'));
    expect(writes).toHaveLength(1);
    expect(actionsOf(writes).sort()).toEqual(['dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(writes[0]!.Resource).toBe('arn:aws:dynamodb:us-east-1:123456789012:table/spices-production');
    expect((writes[0] as Statement & { Condition: unknown }).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SALESDAY#*', 'SALESMONTH#*', 'SALESCONTRIBUTION#*'] },
    });
    const tableActions = actionsOf(statements)
      .filter((a) => a.startsWith('dynamodb:'))
      .sort();
    expect(tableActions).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:DescribeStream',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('the pages stack', () => {
  const pages = () => Template.fromStack(stacks.pages);

  it('publishes the pages on the menu version’s rises, with partial-batch retries and a dead-letter queue', () => {
    const template = pages();
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('^Spices-production-Data:.*StreamArn') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: pagesStreamSettings.retryAttempts,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PagesDeadLetters'), 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['INSERT', 'MODIFY'], dynamodb: { Keys: { pk: { S: ['CATALOGUE'] }, sk: { S: ['MENUVERSION'] } } } }) },
        ],
      },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ SITE_BUCKET: 'spices-production-site-123456789012', SITE_ROUTING_FUNCTION: 'spices-production-site-routing' }),
      },
    });
    // Each deploy of other pages publishes the live menu's over them.
    template.hasResourceProperties(pagesResourceType, { SiteHash: Match.stringLikeRegexp('^[0-9a-f]{16}$') });
    expect(stacks.pages.dependencies).toEqual(expect.arrayContaining([stacks.data, stacks.web]));
  });

  it('publishes into the fixed names the web stack gives its site bucket and routing function', () => {
    web.hasResourceProperties('AWS::S3::Bucket', { BucketName: 'spices-production-site-123456789012' });
    web.hasResourceProperties('AWS::CloudFront::Function', { Name: 'spices-production-site-routing' });
  });

  it('lets the publisher read only the catalogue, write only the site’s pages and change only the routing function', () => {
    const roleRef = stacks.pages.resolve((stacks.pages.publisher.role!.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    const statements = (Object.values(pages().findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const reads = statements.filter((s) => s.Resource === 'arn:aws:dynamodb:us-east-1:123456789012:table/spices-production');
    expect(actionsOf(reads).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect((reads[0] as Statement & { Condition: unknown }).Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['CATALOGUE', 'FAQ#catering'] },
    });
    const s3 = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(s3.map((s) => s.Resource)).toEqual(['arn:aws:s3:::spices-production-site-123456789012/spices/*']);
    expect(actionsOf(s3).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const cloudFront = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('cloudfront:')));
    expect(cloudFront.map((s) => s.Resource)).toEqual(['arn:aws:cloudfront::123456789012:function/spices-production-site-routing']);
    expect(actionsOf(cloudFront).sort()).toEqual(['cloudfront:DescribeFunction', 'cloudfront:PublishFunction', 'cloudfront:UpdateFunction']);
    expect(actionsOf(statements).filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
  });
});

describe('the mail stack', () => {
  const notifyStatements = (): Statement[] => {
    const roleRef = stacks.mail.resolve((stacks.mail.notifyFunction.role!.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    return (Object.values(mail.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };

  it('runs the notify function on the table stream: new items of the notified types only, with partial-batch retries and a dead-letter queue', () => {
    // Notify's, and the offer e-mails' drain's (below).
    mail.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    mail.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('^Spices-production-Data:.*StreamArn') },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: notifyStreamSettings.batchSize,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: notifyStreamSettings.retryAttempts,
      MaximumRecordAgeInSeconds: notifyStreamSettings.maxRecordAge.toSeconds(),
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^NotifyDeadLetters'), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(notifyStreamFilter) }] },
    });
    const mapping = (Object.values(mail.findResources('AWS::Lambda::EventSourceMapping')) as Resource[]).find(
      (each) => (each.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters[0]!.Pattern === JSON.stringify(notifyStreamFilter),
    )!;
    const pattern = JSON.parse((mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters[0]!.Pattern);
    expect(pattern).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: [...notifiedItemTypes] } } } });
    expect(notifiedItemTypes).toContain('enquiry');
    mail.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Environment: {
        Variables: {
          TABLE_NAME: 'spices-production',
          STAGE: 'production',
          OWNER_EMAIL: 'owner@spices.example',
          FROM_EMAIL: 'shop@spices.example',
          SITE_ORIGIN: 'https://shop.spices.example',
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
    });
  });

  it('keeps undeliverable records in an encrypted, TLS-only queue and alarms the alarm topic when one lands there', () => {
    // Notify's, and the offer e-mails' drain's and events' (below): every one encrypted.
    mail.resourceCountIs('AWS::SQS::Queue', 3);
    for (const queue of Object.values(mail.findResources('AWS::SQS::Queue')) as Resource[]) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    mail.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    mail.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^NotifyDeadLetters'), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmName: 'spices-production-email-dead-letters',
      AlarmActions: [alarmTopicArn],
    });
    // The one alarm topic is the data stack's; the mail stack's own topic is SES's offer e-mail events', with its one subscriber.
    mail.resourceCountIs('AWS::SNS::Topic', 1);
    mail.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'spices-production-offer-email-events' });
    mail.resourceCountIs('AWS::SNS::Subscription', 1);
  });

  it('lets the notify function send only from the sending identity; read only markers, users, e-mail claims and quotes, write only markers, reset and verification tokens and quotes’ links', () => {
    const statements = notifyStatements();
    const ses = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    expect(actionsOf(ses).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const sesResources = JSON.stringify(ses.map((s) => s.Resource));
    expect(sesResources).toContain(':identity/shop@spices.example');
    expect(sesResources).toContain(':identity/spices.example');
    expect(sesResources).not.toContain('*');

    const tableStatements = statements.filter((s) => actionsOf([s]).some((a) => ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'].includes(a)));
    const leadingKeys = (action: string) =>
      tableStatements
        .filter((s) => actionsOf([s]).includes(action))
        .map((s) => {
          expect(s.Resource).toBe('arn:aws:dynamodb:us-east-1:123456789012:table/spices-production');
          return (s as Statement & { Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': string[] } } }).Condition['ForAllValues:StringLike'][
            'dynamodb:LeadingKeys'
          ];
        });
    // A first order's receipt reads the account and its address's claim (is it verified? who holds it?).
    expect(leadingKeys('dynamodb:GetItem')).toEqual([['NOTIFIED#*', 'USER#*', 'EMAIL#*', 'QUOTE']]);
    expect(leadingKeys('dynamodb:PutItem')).toEqual([['NOTIFIED#*', 'TOKEN#*']]);
    expect(leadingKeys('dynamodb:UpdateItem')).toEqual([['QUOTE']]);
    const tableActions = actionsOf(statements)
      .filter((a) => a.startsWith('dynamodb:'))
      .sort();
    expect(tableActions).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(actionsOf(statements).every((a) => !a.includes('*'))).toBe(true);
  });

  it("lets the notify function read exactly the session-secret parameter (it signs the owner's links) and link to the site's https origin", () => {
    const ssm = notifyStatements().filter((s) => actionsOf([s]).some((a) => a.startsWith('ssm:')));
    expect(actionsOf(ssm)).toEqual(['ssm:GetParameter']);
    const parameters = JSON.stringify(ssm.map((s) => s.Resource));
    expect(parameters).toContain(':parameter/spices/session-secret"');
    expect(parameters.match(/:parameter\//g)).toHaveLength(1);

    const fn = Object.values(mail.findResources('AWS::Lambda::Function')).find((resource) => JSON.stringify(resource).includes('OWNER_EMAIL')) as Resource;
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.SESSION_SECRET_PARAMETER).toBe('/spices/session-secret');
    expect(variables).not.toHaveProperty('SESSION_SECRET');
    // A plain string from the config: the mail stack takes nothing from the web stack (which is in us-east-1).
    expect(variables.SITE_ORIGIN).toBe('https://shop.spices.example');
    expect(stacks.mail.dependencies).not.toContain(stacks.web);
  });

  describe('the offer e-mails', () => {
    const drainRole = () =>
      stacks.mail.resolve((stacks.mail.offerMails.drainFunction.role!.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
    const statementsOf = (roleRef: { Ref: string }): Statement[] =>
      (Object.values(mail.findResources('AWS::IAM::Policy')) as Resource[])
        .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleRef.Ref))
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

    it('drains them one at a time: a new e-mail from the stream at once, then every minute', () => {
      mail.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: offerMailStreamSettings.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(offerMailStreamFilter) }] },
      });
      mail.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp('offer e-mails sent'),
        ReservedConcurrentExecutions: 1,
        Timeout: 75,
        Environment: {
          Variables: Match.objectLike({ OFFER_MAIL_CONFIGURATION_SET: 'spices-production-offer-emails', SITE_ORIGIN: 'https://shop.spices.example' }),
        },
      });
      mail.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    });

    it('sends with the offer e-mails’ configuration set, whose opens, bounces and complaints go to the events function', () => {
      mail.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'spices-production-offer-emails' });
      mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
        EventDestination: Match.objectLike({ MatchingEventTypes: Match.arrayEquals(['open', 'bounce', 'complaint']), SnsDestination: Match.anyValue() }),
      });
      mail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
      const statements = statementsOf(drainRole());
      expect(statements.some((statement) => [statement.Action].flat().includes('ses:GetAccount'))).toBe(true);
      // Its table keys only: never an order, a cart or a setting.
      const leading = statements.flatMap(
        (statement) =>
          (statement as Statement & { Condition?: Record<string, Record<string, string[]>> }).Condition?.['ForAllValues:StringLike']?.[
            'dynamodb:LeadingKeys'
          ] ?? [],
      );
      expect(new Set(leading)).toEqual(new Set(['OFFERMAIL', 'OFFERMAILTO#*', 'OFFERMAILSUB', 'USER#*', 'OFFERMAILDAY', 'SESMESSAGE#*']));
    });
  });
});

describe('the route areas', () => {
  it('come from the business areas of the handlers: every route in exactly one area, each area within the per-stack limit', () => {
    const areas = apiAreas(routes);
    expect(areas.flatMap((area) => area.routes)).toHaveLength(routes.length);
    expect(new Set(areas.flatMap((area) => area.routes))).toEqual(new Set(routes));
    for (const area of areas) {
      expect(
        area.routes.every((route) => route.handler.startsWith(`${area.area}/`)),
        area.id,
      ).toBe(true);
      expect(area.routes.length, area.id).toBeLessThanOrEqual(maxRoutesPerAreaStack);
    }
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
    expect([...new Set(areas.map((area) => area.area))]).toEqual([...new Set(routes.map(routeArea))]);
    expect(areas.map((area) => area.id)).toEqual(expect.arrayContaining(['Catalogue', 'Accounts', 'Cart', 'Ordering', 'Payments', 'Kitchen']));
    expect(() => routeArea({ ...routes[0]!, handler: 'get-dishes' })).toThrow(/area folder/);
  });

  it('cut an area past the limit into the fewest parts that fit, in table order, the same way every time', () => {
    const owner = routes.filter((route) => routeArea(route) === 'owner');
    const limit = 8;
    const parts = apiAreas(routes, limit).filter((area) => area.area === 'owner');
    expect(parts.map((area) => area.id)).toEqual(Array.from({ length: Math.ceil(owner.length / limit) }, (_, i) => `Owner${i + 1}`));
    expect(parts.flatMap((area) => area.routes)).toEqual(owner);
    const sizes = parts.map((area) => area.routes.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(limit);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(apiAreas(routes, limit)).toEqual(apiAreas(routes, limit));
  });
});

describe('the alarms and the dashboard', () => {
  type AlarmMetric = {
    Id: string;
    Expression?: string;
    MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] }; Stat: string };
  };
  type AlarmProperties = {
    AlarmName: string;
    Threshold: number;
    ComparisonOperator: string;
    EvaluationPeriods: number;
    DatapointsToAlarm?: number;
    AlarmActions: unknown[];
    OKActions?: unknown[];
    Metrics?: AlarmMetric[];
    MetricName?: string;
    Namespace?: string;
    ExtendedStatistic?: string;
  };
  const alarmsOf = (template: Template) =>
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => (alarm as Resource).Properties as AlarmProperties);
  const alarmNamed = (template: Template, name: string) => {
    const alarm = alarmsOf(template).find((candidate) => candidate.AlarmName === name);
    if (!alarm) throw new Error(`no alarm ${name}`);
    return alarm;
  };
  const summed = (alarm: AlarmProperties) => {
    const metrics = (alarm.Metrics ?? []).filter((metric) => metric.MetricStat);
    const expression = (alarm.Metrics ?? []).find((metric) => metric.Expression)?.Expression;
    expect(expression).toBe(metrics.map((metric) => `FILL(${metric.Id}, 0)`).join(' + '));
    expect(metrics.length).toBeLessThanOrEqual(maxMetricsPerAlarm);
    return metrics.map((metric) => metric.MetricStat!);
  };

  it('has one TLS-only alarm topic in the data stack, e-mailing the alarmEmail deploy parameter', () => {
    data.resourceCountIs('AWS::SNS::Topic', 1);
    data.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'spices-production-alarms' });
    const [topicId] = Object.keys(data.findResources('AWS::SNS::Topic'));
    data.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    data.resourceCountIs('AWS::SNS::Subscription', 1);
    data.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@spices.example', TopicArn: { Ref: topicId } });
    // Every stack's alarms reach the same topic: by its fixed name, in the same account and region.
    expect(alarmTopicArn).toBe(`arn:aws:sns:${stacks.data.region}:${stacks.data.account}:spices-production-alarms`);
  });

  it('alarms on any throttled read or write of the table or its indexes (data stack)', () => {
    const alarm = alarmNamed(data, 'spices-production-table-throttles');
    const [topicId] = Object.keys(data.findResources('AWS::SNS::Topic'));
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, AlarmActions: [{ Ref: topicId }] });
    const metrics = summed(alarm).map(({ Metric }) => `${Metric.Namespace} ${Metric.MetricName} ${JSON.stringify(Metric.Dimensions)}`);
    const expected = [undefined, ...tableDefinition.globalIndexes.map((index) => index.indexName)].flatMap((indexName) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
        (name) =>
          // The CDK writes dimensions sorted by name.
          `AWS/DynamoDB ${name} ${JSON.stringify([
            ...(indexName ? [{ Name: 'GlobalSecondaryIndexName', Value: indexName }] : []),
            { Name: 'TableName', Value: 'spices-production' },
          ])}`,
      ),
    );
    expect(metrics.sort()).toEqual(expected.sort());
  });

  it("alarms on the API's 5xx rate (metric math over 5xx and Count) and its p95 latency", () => {
    const [apiId] = Object.keys(apiParent.findResources('AWS::ApiGatewayV2::Api'));
    const rate = alarmNamed(apiParent, 'spices-production-api-5xx-rate');
    expect(rate).toMatchObject({
      Threshold: apiAlarmThresholds.serverErrorPercent,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      AlarmActions: [alarmTopicArn],
      OKActions: [alarmTopicArn],
    });
    expect(rate.Metrics!.find((metric) => metric.Expression)!.Expression).toBe(
      `IF(requests >= ${apiAlarmThresholds.minRequests}, 100 * FILL(serverErrors, 0) / requests, 0)`,
    );
    const byId = Object.fromEntries(rate.Metrics!.filter((metric) => metric.MetricStat).map((metric) => [metric.Id, metric.MetricStat!]));
    expect(byId).toEqual({
      requests: {
        Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] },
        Period: 300,
        Stat: 'Sum',
      },
      serverErrors: {
        Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] },
        Period: 300,
        Stat: 'Sum',
      },
    });
    const latency = alarmNamed(apiParent, 'spices-production-api-p95-latency');
    expect(latency).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
      Threshold: apiAlarmThresholds.p95LatencyMs,
      EvaluationPeriods: 3,
      AlarmActions: [alarmTopicArn],
    });
  });

  it("alarms on each area's function errors and throttles in its nested stack, in sums of at most ten functions that cover every function once", () => {
    for (const area of apiAreas(routes)) {
      const template = apiAreaTemplates.get(area.id)!;
      const functionIds = Object.keys(template.findResources('AWS::Lambda::Function')).sort();
      expect(functionIds, area.id).toHaveLength(area.routes.length);
      for (const kind of ['Errors', 'Throttles'] as const) {
        const alarms = alarmsOf(template).filter(
          (alarm) => alarm.AlarmName.startsWith(`spices-production-api-${area.id.toLowerCase()}`) && alarm.AlarmName.endsWith(`-${kind.toLowerCase()}`),
        );
        expect(alarms, `${area.id} ${kind}`).toHaveLength(Math.ceil(area.routes.length / maxMetricsPerAlarm));
        const watched = alarms.flatMap((alarm) => {
          expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', AlarmActions: [alarmTopicArn] });
          return summed(alarm).map(({ Metric, Stat }) => {
            expect([Metric.Namespace, Metric.MetricName, Stat]).toEqual(['AWS/Lambda', kind, 'Sum']);
            return (Metric.Dimensions.find((dimension) => dimension.Name === 'FunctionName')!.Value as { Ref: string }).Ref;
          });
        });
        expect(watched.sort(), `${area.id} ${kind}`).toEqual(functionIds);
      }
    }
  });

  it('alarms when an e-mail lands in the dead-letter queue (mail stack), to the same topic', () => {
    expect(alarmNamed(mail, 'spices-production-email-dead-letters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [alarmTopicArn],
    });
  });

  it("alarms when an order's change lands in the sales tally's dead-letter queue (reports stack), to the same topic", () => {
    expect(alarmNamed(reports, 'spices-production-sales-tally-dead-letters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [alarmTopicArn],
    });
  });

  it('alarms when a menu change could not be published to the pages for a day (pages stack), to the same topic', () => {
    expect(alarmNamed(Template.fromStack(stacks.pages), 'spices-production-pages-dead-letters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [alarmTopicArn],
    });
  });

  it('shows the shop on one dashboard: orders placed, e-mails failed, the API, errors by area and every alarm', () => {
    apiParent.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const dashboard = Object.values(apiParent.findResources('AWS::CloudWatch::Dashboard'))[0] as Resource;
    expect(dashboard.Properties.DashboardName).toBe('spices-production-health');
    const body = dashboard.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
    const text = typeof body === 'string' ? body : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
    const counter = (name: string) => `"${shopMetricsNamespace}","${name}","service","${shopMetricsDimensions.service}"`;
    expect(text).toContain(counter(metricNames.ordersPlaced));
    expect(text).toContain(counter(metricNames.emailsFailed));
    expect(text).toContain('"title":"Function errors by area"');
    for (const area of apiAreas(routes)) expect(text).toContain(`"label":"${area.id} errors"`);
    for (const name of ['table-throttles', 'email-dead-letters', 'sales-tally-dead-letters', 'pages-dead-letters']) {
      expect(text).toContain(`arn:aws:cloudwatch:us-east-1:123456789012:alarm:spices-production-${name}`);
    }
    expect(text).toContain('"AWS/ApiGateway","Latency","ApiId"');
  });

  it('charts the counters under the namespace and dimension Powertools Metrics publishes them with', () => {
    count(metricNames.ordersPlaced);
    const emf = metrics().serializeMetrics() as unknown as {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
    } & Record<string, unknown>;
    metrics().clearMetrics();
    const [directive] = emf._aws.CloudWatchMetrics;
    expect(directive!.Namespace).toBe(shopMetricsNamespace);
    expect(directive!.Metrics.map((metric) => metric.Name)).toEqual([metricNames.ordersPlaced]);
    expect(directive!.Dimensions).toEqual([Object.keys(shopMetricsDimensions)]);
    for (const [name, value] of Object.entries(shopMetricsDimensions)) expect(emf[name]).toBe(value);
  });

  it('keeps the topic without a subscriber when alarmEmail is not given, and warns', () => {
    const bareApp = new App({ context: cdkContext });
    const { alarmEmail: _left, ...withoutEmail } = config;
    const bare = addSpicesStacks(bareApp, withoutEmail, { siteDir, rendererDir, routes: [] });
    const template = Template.fromStack(bare.data);
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(Annotations.fromStack(bare.data).findWarning('*', Match.stringLikeRegexp('alarmEmail is not set'))).toHaveLength(1);
    expect(() => readDeployConfig(new App({ context: { alarmEmail: 'not an address' } }))).toThrow(/alarmEmail/);
    expect(readDeployConfig(new App({ context: { alarmEmail: 'ops@spices.example' } })).alarmEmail).toBe('ops@spices.example');
  });
});

describe('the site routing function', () => {
  type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
  const pages = ['/', '/menu', '/menu/Jollof-Rice', '/menu/Crème Brûlée'];
  const handler = new Function(`${siteRoutingFunctionCode(pages, scratchAppRoutes)}; return handler;`)() as (event: { request: Request }) => {
    statusCode?: number;
    headers?: { location: { value: string } };
    uri?: string;
  };
  const viewerRequest = (uri: string, querystring: Request['querystring'] = {}) => handler({ request: { uri, querystring } });

  it('redirects / to /spices/', () => {
    expect(viewerRequest('/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/spices/' } } });
    expect(viewerRequest('/spices')).toMatchObject({ statusCode: 301, headers: { location: { value: '/spices/' } } });
  });

  it('moves other paths under /spices/, keeping the query', () => {
    expect(viewerRequest('/menu', { q: { value: 'jollof' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/spices/menu?q=jollof' } },
    });
  });

  it("serves a pre-rendered page its own HTML, the app's shell to its other routes, the not-found page to any other address, and leaves files alone", () => {
    expect(viewerRequest('/spices/').uri).toBe('/spices/index.html');
    expect(viewerRequest('/spices/menu').uri).toBe('/spices/menu/index.html');
    expect(viewerRequest('/spices/menu/').uri).toBe('/spices/menu/index.html');
    expect(viewerRequest('/spices/menu/Jollof-Rice').uri).toBe('/spices/menu/Jollof-Rice/index.html');
    expect(viewerRequest('/spices/menu/Cr%C3%A8me%20Br%C3%BBl%C3%A9e').uri).toBe('/spices/menu/Cr%C3%A8me%20Br%C3%BBl%C3%A9e/index.html');
    // The app's routes, with parameters too, in any case (as React Router matches): the shell.
    expect(viewerRequest('/spices/account/orders').uri).toBe('/spices/spa.html');
    expect(viewerRequest('/spices/Account/Orders/').uri).toBe('/spices/spa.html');
    expect(viewerRequest('/spices/kitchen/menu/jollof-rice').uri).toBe('/spices/spa.html');
    // A dish that is no pre-rendered page, an address of no route, and a path that does not decode: the not-found page.
    expect(viewerRequest('/spices/menu/Egusi-Soup').uri).toBe('/spices/404.html');
    expect(viewerRequest('/spices/no-such-page').uri).toBe('/spices/404.html');
    expect(viewerRequest('/spices/kitchen/menu/jollof-rice/more').uri).toBe('/spices/404.html');
    expect(viewerRequest('/spices/menu/%E0%A4%A').uri).toBe('/spices/404.html');
    expect(viewerRequest('/spices/assets/index-abc123.js').uri).toBe('/spices/assets/index-abc123.js');
    expect(viewerRequest('/spices/favicon.ico').uri).toBe('/spices/favicon.ico');
  });

  it('routes every address as the local host does (functions/src/pages/contract/site-routes.ts)', () => {
    const known = { pages: new Set(pages), appRoutes: new RegExp(appRoutesPattern(scratchAppRoutes), 'i') };
    const served = { page: 'index.html', app: '/spices/spa.html', unknown: '/spices/404.html' } as const;
    for (const path of [
      '',
      'menu',
      'menu/',
      'menu/Jollof-Rice',
      'menu/Egusi-Soup',
      'MENU',
      'account/orders',
      'account',
      'kitchen/menu/x',
      'nope',
      'menu/%E0%A4%A',
    ]) {
      const route = siteRouteOf(sitePathOf(path), known);
      const uri = viewerRequest(`/spices/${path}`).uri!;
      expect(route === 'page' ? uri.endsWith(served.page) : uri, path).toBe(route === 'page' ? true : served[route]);
    }
  });

  it('keeps every route when the site was built before the app listed its routes', () => {
    const legacy = new Function(`${siteRoutingFunctionCode(pages)}; return handler;`)() as typeof handler;
    expect(legacy({ request: { uri: '/spices/no-such-page', querystring: {} } }).uri).toBe('/spices/spa.html');
  });
});

describe('the site status function', () => {
  type Response = { statusCode: number; statusDescription?: string; headers: Record<string, { value: string }> };
  const handler = new Function(`${siteStatusFunctionCode}; return handler;`)() as (event: { response: Response }) => Response;

  it('answers the not-found page (its object marker) with 404, and drops the marker', () => {
    const answer = handler({
      response: { statusCode: 200, headers: { 'x-amz-meta-spices-status': { value: '404' }, 'content-type': { value: 'text/html' } } },
    });
    expect(answer).toEqual({ statusCode: 404, statusDescription: 'Not Found', headers: { 'content-type': { value: 'text/html' } } });
  });

  it('leaves every other answer as it is, a revalidated not-found page (304) included', () => {
    const page = { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } };
    expect(handler({ response: structuredClone(page) })).toEqual(page);
    expect(handler({ response: { statusCode: 304, headers: { 'x-amz-meta-spices-status': { value: '404' } } } })).toEqual({ statusCode: 304, headers: {} });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no finding that is not fixed or acknowledged', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
    // cdk-nag 3 reports through the validation plugin, not annotations; CDK's own errors still are (a nested
    // stack's in its parent's artifact).
    for (const stack of [stacks.data, stacks.seed, stacks.api, stacks.web, stacks.mail]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    }
  });

  it('stays clean for environment-agnostic stacks too (account and region unknown at synth)', () => {
    // The same templates without bundling the functions again (their code is not what cdk-nag checks).
    const agnosticApp = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
    addSpicesStacks(agnosticApp, config, { siteDir, rendererDir });
    expect(() => agnosticApp.synth()).not.toThrow();
    expect(new AwsSolutionsChecks().validateScope(agnosticApp).violations).toEqual([]);
  });

  it('would report an unacknowledged finding (the check above can fail)', () => {
    const probeApp = new App({ context: cdkContext });
    const probe = new Stack(probeApp, 'Probe');
    const unloggedBucket = new Bucket(probe, 'Unlogged', { enforceSSL: true });
    expect(new AwsSolutionsChecks().validateScope(probeApp).violations.map((v) => v.ruleName)).toContain('AwsSolutions-S1');
    Validations.of(unloggedBucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'probe' });
    expect(new AwsSolutionsChecks().validateScope(probeApp).violations.map((v) => v.ruleName)).not.toContain('AwsSolutions-S1');
    // Nested stacks (the API's areas) are checked too.
    new Bucket(new NestedStack(probe, 'ProbeArea'), 'NestedUnlogged', { enforceSSL: true });
    expect(new AwsSolutionsChecks().validateScope(probeApp).violations.flatMap((v) => v.violatingResources.map((r) => r.constructPath))).toContain(
      'Probe/ProbeArea/NestedUnlogged/Resource',
    );
  });
});

describe('the deploy parameters', () => {
  it('default to production and the /spices/session-secret parameter', () => {
    const saved = Object.entries(process.env).filter(([name]) => name.startsWith('SPICES_'));
    for (const [name] of saved) delete process.env[name];
    try {
      const defaults = readDeployConfig(new App());
      expect(defaults).toMatchObject({
        stage: 'production',
        sessionSecretParameterName: '/spices/session-secret',
        recaptchaSecretParameterName: '/spices/recaptcha-secret',
      });
      expect(defaults.recaptchaSiteKey).toBeUndefined();
      expect(defaults.ownerEmail).toMatch(/not-set@example\.invalid$/);
      // A fresh clone synthesises with clearly invalid placeholders, and says so.
      expect(defaults).toMatchObject({
        domainName: placeholderDomainName,
        certificateArn: placeholderCertificateArn,
        apiCertificateArn: placeholderApiCertificateArn,
        apiOriginDomainName: `api-origin.${placeholderDomainName}`,
      });
      expect(defaults.domainName).toMatch(/\.invalid$/);
      expect(defaults.hostedZoneId).toBeUndefined();
      const placeholderApp = new App({ context: cdkContext });
      const placeholder = addSpicesStacks(placeholderApp, defaults, { siteDir, rendererDir, routes: [] });
      expect(
        Annotations.fromStack(placeholder.web).findWarning('*', Match.stringLikeRegexp('domainName, certificateArn and apiCertificateArn are not set')),
      ).toHaveLength(1);
      expect(
        readDeployConfig(
          new App({ context: { domainName: 'shop.spices.example', certificateArn: config.certificateArn, apiCertificateArn: config.apiCertificateArn } }),
        ),
      ).toMatchObject({ apiOriginDomainName: 'api-origin.shop.spices.example' });
    } finally {
      for (const [name, value] of saved) process.env[name] = value;
    }
  });

  it('refuse a certificate outside us-east-1, a domain without both certificates, malformed ARNs, names and reCAPTCHA parameters', () => {
    expect(() =>
      readDeployConfig(new App({ context: { domainName: 'shop.spices.example', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' } })),
    ).toThrow(/us-east-1/);
    expect(() => readDeployConfig(new App({ context: { domainName: 'shop.spices.example' } }))).toThrow(/certificateArn/);
    expect(() => readDeployConfig(new App({ context: { domainName: 'shop.spices.example', certificateArn: config.certificateArn } }))).toThrow(
      /apiCertificateArn/,
    );
    expect(() =>
      readDeployConfig(
        new App({
          context: {
            domainName: 'shop.spices.example',
            certificateArn: config.certificateArn,
            apiCertificateArn: 'arn:aws:iam::123456789012:role/not-a-certificate',
          },
        }),
      ),
    ).toThrow(/apiCertificateArn must be an ACM certificate/);
    expect(() => readDeployConfig(new App({ context: { hostedZoneId: 'not a zone' } }))).toThrow(/hostedZoneId/);
    expect(() => readDeployConfig(new App({ context: { apiOriginDomainName: 'https://api.example.com/' } }))).toThrow(/apiOriginDomainName/);
    expect(() => readDeployConfig(new App({ context: { recaptchaSecretParameterName: 'recaptcha-secret' } }))).toThrow(/recaptchaSecretParameterName/);
    expect(() => readDeployConfig(new App({ context: { recaptchaSiteKey: 'not a key <script>' } }))).toThrow(/recaptchaSiteKey/);
  });
});
