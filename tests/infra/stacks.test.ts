import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor, hstsMaxAgeSeconds, securityHeaders } from '../../functions/src/config/security-headers.ts';
import { notifiedItemTypes, notifyStreamFilter } from '../../functions/src/data/notification.ts';
import { tableDefinition } from '../../functions/src/data/table-definition.ts';
import { routeId, routes, type Route } from '../../functions/src/routes.ts';
import { addSpicesStacks, readDeployConfig, type DeployConfig, type SpicesStacks } from '../../infra/spices-app.ts';
import { throttleByRateClass } from '../../infra/stacks/api-stack.ts';
import { notifyStreamSettings } from '../../infra/stacks/mail-stack.ts';
import { siteRoutingFunctionCode, WebStack } from '../../infra/stacks/web-stack.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
/** The same feature flags `cdk synth` runs with. */
const cdkContext = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

const config: DeployConfig = {
  stage: 'production',
  ownerEmail: 'owner@spices.example',
  fromEmail: 'shop@spices.example',
  sessionSecretParameterName: '/spices/session-secret',
  recaptchaSiteKey: '6LeSpicesTestSiteKey_0123456789abcdef',
  recaptchaSecretParameterName: '/spices/recaptcha-secret',
};

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

/** A scratch site like web/dist, so the tests do not depend on the Vite build. */
function makeSiteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spices-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Spices</title><script type="module" src="/spices/assets/index-abc123.js"></script>');
  mkdirSync(join(dir, 'assets'));
  // The site key is inlined into the built scripts (VITE_RECAPTCHA_SITE_KEY); the app checks it is there.
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log("spices", "${config.recaptchaSiteKey}")`);
  return dir;
}

let siteDir: string;
let app: App;
let stacks: SpicesStacks;
let data: Template;
let api: Template;
let web: Template;
let mail: Template;

beforeAll(() => {
  siteDir = makeSiteDir();
  app = new App({ context: cdkContext });
  // As `cdk deploy` sees it: account and region known, so ARNs carry literal partition and region.
  stacks = addSpicesStacks(app, config, { siteDir, env: { account: '123456789012', region: 'us-east-1' } });
  // Throws with the report when cdk-nag (registered by addSpicesStacks) finds anything unacknowledged.
  app.synth();
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
  web = Template.fromStack(stacks.web);
  mail = Template.fromStack(stacks.mail);
}, 180_000);

afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

function policyStatementsOfRoute(routeName: string): Statement[] {
  const fn = stacks.api.functions.get(routeName);
  if (!fn?.role) throw new Error(`no function for ${routeName}`);
  const roleLogicalId = stacks.api.resolve((fn.role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
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

describe('the API stack', () => {
  it('creates one arm64 Node.js 22 function per route, with its configuration in the environment', () => {
    api.resourceCountIs('AWS::Lambda::Function', routes.length);
    for (const route of routes) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} /api${route.path}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: 10,
        MemorySize: Match.anyValue(),
        LoggingConfig: { LogGroup: Match.anyValue() },
        Environment: {
          Variables: {
            TABLE_NAME: 'spices-production',
            STAGE: 'production',
            SESSION_SECRET_PARAMETER: '/spices/session-secret',
            OWNER_EMAIL: 'owner@spices.example',
            FROM_EMAIL: 'shop@spices.example',
            ...(route.checksRobot ? { RECAPTCHA_SECRET_PARAMETER: '/spices/recaptcha-secret' } : {}),
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
    expect(routes.filter((route) => route.checksRobot).map((route) => route.path).sort()).toEqual(
      ['/contact/catering', '/contact/dishRequest', '/contact/ingredientsRequest'],
    );
    for (const route of routes) {
      const statements = policyStatementsOfRoute(routeId(route));
      const ssm = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ssm:')));
      expect(actionsOf(ssm).every((action) => action === 'ssm:GetParameter'), route.path).toBe(true);
      const parameters = JSON.stringify(ssm.map((s) => s.Resource));
      expect(parameters).toContain(':parameter/spices/session-secret"');
      expect(parameters.includes(':parameter/spices/recaptcha-secret"'), route.path).toBe(Boolean(route.checksRobot));
      expect(parameters.match(/:parameter\//g), route.path).toHaveLength(route.checksRobot ? 2 : 1);
      expect(actionsOf(statements).some((a) => a.startsWith('ses:')), route.path).toBe(Boolean(route.sendsEmail));
      expect(actionsOf(statements).every((a) => !a.includes('*')), route.path).toBe(true);
    }
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
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
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
});

describe('the web stack', () => {
  it('keeps both buckets private and reachable over TLS only', () => {
    web.resourceCountIs('AWS::S3::Bucket', 2);
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
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      expect((policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('serves the site bucket through an origin access control', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() })]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('forwards /api/* to the HTTP API uncached, with every method and all viewer values but Host', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({ CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] }) }),
        ]),
      }),
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
    const keyless = addSpicesStacks(keylessApp, { ...config, recaptchaSiteKey: undefined }, { siteDir, routes: [] });
    const keylessCsp = Template.fromStack(keyless.web).findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(JSON.stringify(keylessCsp)).toContain(JSON.stringify(contentSecurityPolicyFor({ recaptcha: false })));
    expect(Annotations.fromStack(keyless.web).findWarning('*', Match.stringLikeRegexp('recaptchaSiteKey is not set'))).toHaveLength(1);
  });

  it('sends the shared security headers, the same CSP string, and HSTS with subdomains and preload', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicyFor({ recaptcha: true }), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: securityHeaders['x-frame-options'], Override: true },
          ReferrerPolicy: { ReferrerPolicy: securityHeaders['referrer-policy'], Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: hstsMaxAgeSeconds, IncludeSubdomains: true, Preload: true, Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'permissions-policy', Value: securityHeaders['permissions-policy'], Override: true },
            { Header: 'cross-origin-opener-policy', Value: securityHeaders['cross-origin-opener-policy'], Override: true },
          ]),
        },
      }),
    });
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const config = distribution.Properties.DistributionConfig as { DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown }; CacheBehaviors: { ResponseHeadersPolicyId: unknown }[] };
    expect(config.CacheBehaviors[0]!.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('uploads the site under spices/: hashed assets immutable, index.html revalidated and invalidated last', () => {
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'spices/',
      Include: ['index.html'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/spices/*'],
    });
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment')) as Resource[];
    expect(deployments.every((d) => d.Properties.DestinationBucketKeyPrefix === 'spices/')).toBe(true);
  });

  it('takes a custom domain with its us-east-1 certificate and then enforces TLS 1.2', () => {
    const domainApp = new App({ context: cdkContext });
    const apiStack = new Stack(domainApp, 'FakeApi');
    const fakeApi = new HttpApi(apiStack, 'Api');
    const webStack = new WebStack(domainApp, 'DomainWeb', {
      api: fakeApi,
      siteDir,
      domainName: 'shop.spices.example',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e0d0c-0b0a-0908-0706-050403020100',
    });
    Template.fromStack(webStack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.spices.example'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    // With an own certificate the TLS finding is fixed, not acknowledged.
    const webFindings = new AwsSolutionsChecks()
      .validateScope(domainApp)
      .violations.filter((v) => v.violatingResources.some((r) => r.constructPath?.startsWith('DomainWeb/')));
    expect(webFindings.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('the API stack with write and e-mail routes', () => {
  // The shop's table has no such route yet: a scratch table proves the grants a checkout route would get.
  const scratchRoutes: Route[] = [
    { method: 'POST', path: '/orders', handler: 'catalogue/get-dishes', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  ];

  it('grants read-write table access, SES on the sending identity only, and the sensitive throttle', () => {
    const scratchApp = new App({ context: cdkContext });
    const scratch = addSpicesStacks(scratchApp, config, { siteDir, routes: scratchRoutes });
    scratchApp.synth();
    const template = Template.fromStack(scratch.api);
    const role = scratch.api.functions.get('PostOrders')!.role!;
    const roleRef = scratch.api.resolve((role.node.defaultChild as unknown as { ref: string }).ref) as { Ref: string };
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
      RouteSettings: { 'POST /api/orders': { ThrottlingRateLimit: throttleByRateClass.sensitive.rateLimit, ThrottlingBurstLimit: throttleByRateClass.sensitive.burstLimit } },
    });
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
    mail.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
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
    const mapping = Object.values(mail.findResources('AWS::Lambda::EventSourceMapping'))[0] as Resource;
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
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
    });
  });

  it('keeps undeliverable records in an encrypted, TLS-only queue and alarms the owner when one lands there', () => {
    mail.resourceCountIs('AWS::SQS::Queue', 1);
    mail.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
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
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^NotifyAlarms') }],
    });
    mail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'owner@spices.example' });
  });

  it('lets the notify function send only from the sending identity, and write only the notified markers', () => {
    const statements = notifyStatements();
    const ses = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    expect(actionsOf(ses).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const sesResources = JSON.stringify(ses.map((s) => s.Resource));
    expect(sesResources).toContain(':identity/shop@spices.example');
    expect(sesResources).toContain(':identity/spices.example');
    expect(sesResources).not.toContain('*');

    const tableStatements = statements.filter((s) => actionsOf([s]).some((a) => ['dynamodb:GetItem', 'dynamodb:PutItem'].includes(a)));
    expect(tableStatements).toHaveLength(1);
    expect(actionsOf(tableStatements).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(tableStatements[0]!.Resource).toBe('arn:aws:dynamodb:us-east-1:123456789012:table/spices-production');
    expect((tableStatements[0] as Statement & { Condition: unknown }).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NOTIFIED#*'] },
    });
    const tableActions = actionsOf(statements).filter((a) => a.startsWith('dynamodb:')).sort();
    expect(tableActions).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams', 'dynamodb:PutItem']);
    expect(actionsOf(statements).every((a) => !a.includes('*'))).toBe(true);
  });

  it("lets the notify function read exactly the session-secret parameter (it signs the owner's links) and link to the site's https origin", () => {
    const ssm = notifyStatements().filter((s) => actionsOf([s]).some((a) => a.startsWith('ssm:')));
    expect(actionsOf(ssm)).toEqual(['ssm:GetParameter']);
    const parameters = JSON.stringify(ssm.map((s) => s.Resource));
    expect(parameters).toContain(':parameter/spices/session-secret"');
    expect(parameters.match(/:parameter\//g)).toHaveLength(1);

    const fn = Object.values(mail.findResources('AWS::Lambda::Function')).find((resource) =>
      JSON.stringify(resource).includes('OWNER_EMAIL'),
    ) as Resource;
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.SESSION_SECRET_PARAMETER).toBe('/spices/session-secret');
    expect(variables).not.toHaveProperty('SESSION_SECRET');
    // Without a custom domain: https:// + the web stack's distribution domain, imported (so mail depends on web, not the reverse).
    expect(variables.SITE_ORIGIN).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::ImportValue': expect.stringMatching(/^Spices-production-Web:/) }]] });
    expect(stacks.mail.dependencies).toContain(stacks.web);
    expect(stacks.web.dependencies).not.toContain(stacks.mail);
  });
});

describe('the site routing function', () => {
  type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
  const handler = new Function(`${siteRoutingFunctionCode}; return handler;`)() as (event: { request: Request }) => {
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

  it('serves index.html for the SPA routes and leaves files alone', () => {
    expect(viewerRequest('/spices/').uri).toBe('/spices/index.html');
    expect(viewerRequest('/spices/menu/jollof-rice').uri).toBe('/spices/index.html');
    expect(viewerRequest('/spices/assets/index-abc123.js').uri).toBe('/spices/assets/index-abc123.js');
    expect(viewerRequest('/spices/favicon.ico').uri).toBe('/spices/favicon.ico');
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no finding that is not fixed or acknowledged', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
    // cdk-nag 3 reports through the validation plugin, not annotations; CDK's own errors still are.
    for (const stack of [stacks.data, stacks.api, stacks.web, stacks.mail]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    }
  });

  it('stays clean for environment-agnostic stacks too (account and region unknown at synth)', () => {
    const agnosticApp = new App({ context: cdkContext });
    addSpicesStacks(agnosticApp, config, { siteDir });
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
    } finally {
      for (const [name, value] of saved) process.env[name] = value;
    }
  });

  it('refuse a certificate outside us-east-1, a domain without a certificate, and malformed reCAPTCHA parameters', () => {
    expect(() =>
      readDeployConfig(
        new App({ context: { domainName: 'shop.spices.example', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' } }),
      ),
    ).toThrow(/us-east-1/);
    expect(() => readDeployConfig(new App({ context: { domainName: 'shop.spices.example' } }))).toThrow(/certificateArn/);
    expect(() => readDeployConfig(new App({ context: { recaptchaSecretParameterName: 'recaptcha-secret' } }))).toThrow(/recaptchaSecretParameterName/);
    expect(() => readDeployConfig(new App({ context: { recaptchaSiteKey: 'not a key <script>' } }))).toThrow(/recaptchaSiteKey/);
  });
});
