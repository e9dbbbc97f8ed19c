import { join } from 'node:path';
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  SecurityPolicy,
  type CfnStage,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/src/data/table-definition.ts';
import { routeId, routes as shopRoutes, type Route } from '../../functions/src/routes.ts';
import { handlersDir as shopHandlersDir } from '../../repo-paths.ts';
import { grantMediaUse, mediaBucketName, mediaBucketRegion } from '../constructs/media.ts';
import { grantSendFrom, sendingIdentities } from '../constructs/sending-identity.ts';
import { shopLogGroup, shopFunction } from '../constructs/shop-function.ts';
import { throttleByRateClass } from '../limits.ts';
import { acknowledgeWildcardResource } from '../nag.ts';

export { throttleByRateClass } from '../limits.ts';

export type ApiStackProps = StackProps & {
  /** The data stack's table, by its fixed name (see DataStackProps.tableName). */
  tableName: string;
  /** The deployment's stage, passed to the functions as STAGE. */
  stage: string;
  /** Name (not value) of the SSM SecureString parameter holding the session-signing secret. */
  sessionSecretParameterName: string;
  /** Who receives enquiries and new orders. */
  ownerEmail: string;
  /** The SES identity the shop sends from. */
  fromEmail: string;
  /** Name (not value) of the SSM SecureString parameter holding the reCAPTCHA secret (contact routes). */
  recaptchaSecretParameterName: string;
  /** The shop's https origin, e.g. https://shop.example.com: the functions build e-mailed links from it alone (SITE_ORIGIN). */
  siteOrigin: string;
  /**
   * The API's regional custom domain, e.g. api-origin.shop.example.com: CloudFront's /api/* origin, and
   * with the execute-api endpoint disabled the only other way in.
   */
  apiOriginDomainName: string;
  /** ACM certificate for apiOriginDomainName, in this stack's region. */
  apiCertificateArn: string;
  /** Route 53 hosted zone holding apiOriginDomainName: when given, the stack creates its alias record. */
  hostedZoneId?: string;
  /** The route table; the shop's own by default (tests may pass a smaller one). */
  routes?: readonly Route[];
  /** Folder holding `<handler>.ts` modules; functions/src/handlers by default. */
  handlersDir?: string;
};

/** The HTTP API: one bundled function and one route per entry of the route table, under /api. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly domainName: DomainName;
  /** The functions by route id, for later stacks and tests. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? shopRoutes;
    const handlersDir = props.handlersDir ?? shopHandlersDir;

    const table = TableV2.fromTableAttributes(this, 'Table', {
      tableName: props.tableName,
      globalIndexes: tableDefinition.globalIndexes.map((index) => index.indexName),
    });

    const sessionSecret = StringParameter.fromSecureStringParameterAttributes(this, 'SessionSecret', {
      parameterName: props.sessionSecretParameterName,
    });
    const senders = sendingIdentities(this, props.fromEmail);
    const recaptchaSecret = StringParameter.fromSecureStringParameterAttributes(this, 'RecaptchaSecret', {
      parameterName: props.recaptchaSecretParameterName,
    });

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `spices-${props.stage}`,
      description: 'Spices shop API, reached through CloudFront under /api',
      createDefaultStage: false,
      // CloudFront (with its web ACL) is the only way in: it reaches the API through the custom domain below.
      disableExecuteApiEndpoint: true,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: throttleByRateClass.read,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    // The web stack's media bucket (menu photos), by its fixed name: it is in us-east-1, this stack may not be.
    const mediaBucket = mediaBucketName(this, props.stage);

    // CfnStage.routeSettings is plain JSON for CloudFormation, hence its PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    // One log group for every route's function (each writes its own streams, and each line names its
    // function): a log group per function would put this stack past CloudFormation's 500 resources.
    const functionLogs = shopLogGroup(this, 'FunctionLogs');
    for (const route of routes) {
      const name = routeId(route);
      const fn = shopFunction(this, name, {
        entry: join(handlersDir, `${route.handler}.ts`),
        description: `${route.method} /api${route.path}`,
        environment: {
          TABLE_NAME: props.tableName,
          STAGE: props.stage,
          SESSION_SECRET_PARAMETER: props.sessionSecretParameterName,
          OWNER_EMAIL: props.ownerEmail,
          FROM_EMAIL: props.fromEmail,
          SITE_ORIGIN: props.siteOrigin,
          ...(route.checksRobot ? { RECAPTCHA_SECRET_PARAMETER: props.recaptchaSecretParameterName } : {}),
          ...(route.media ? { MEDIA_BUCKET: mediaBucket, MEDIA_BUCKET_REGION: mediaBucketRegion } : {}),
        },
        // sharp decodes up to 100 megapixels and encodes eight renditions: more memory is more CPU; API Gateway waits 30 s at most.
        ...(route.media === 'makesRenditions' ? { memorySize: 2048, timeout: Duration.seconds(29), nodeModules: ['sharp'] } : {}),
        logGroup: functionLogs,
      });

      if (route.table === 'read') table.grantReadData(fn);
      else table.grantReadWriteData(fn);
      acknowledgeWildcardResource(
        fn.role!,
        `${table.tableArn}/index/*`,
        `Queries go through the table's indexes (${tableDefinition.globalIndexes.map((i) => i.indexName).join(', ')}); the grant covers only this table's indexes.`,
      );
      Grant.addToPrincipal({ grantee: fn, actions: ['ssm:GetParameter'], resourceArns: [sessionSecret.parameterArn] });
      if (route.checksRobot) Grant.addToPrincipal({ grantee: fn, actions: ['ssm:GetParameter'], resourceArns: [recaptchaSecret.parameterArn] });
      if (route.sendsEmail) grantSendFrom(senders, fn);
      if (route.media) grantMediaUse(fn, mediaBucket, route.media);

      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(`/api${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Sign-in is checked inside the function from the HttpOnly session cookie (jose-verified JWT); the shop has its own accounts and public routes, so no API Gateway authoriser.',
      });
      this.stage.node.addDependency(httpRoute);

      const { rateLimit, burstLimit } = throttleByRateClass[route.rate];
      routeSettings[`${route.method} /api${route.path}`] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
      this.functions.set(name, fn);
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    this.domainName = new DomainName(this, 'OriginDomain', {
      domainName: props.apiOriginDomainName,
      certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', props.apiCertificateArn),
      endpointType: EndpointType.REGIONAL,
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new ApiMapping(this, 'OriginMapping', { api: this.api, domainName: this.domainName, stage: this.stage });

    if (props.hostedZoneId) {
      new ARecord(this, 'OriginAlias', {
        zone: HostedZone.fromHostedZoneId(this, 'Zone', props.hostedZoneId),
        // Fully qualified (trailing dot), so the zone's name is not needed.
        recordName: `${props.apiOriginDomainName}.`,
        target: RecordTarget.fromAlias(new ApiGatewayv2DomainProperties(this.domainName.regionalDomainName, this.domainName.regionalHostedZoneId)),
      });
    }
    new CfnOutput(this, 'ApiOriginTarget', {
      description: props.hostedZoneId
        ? `${props.apiOriginDomainName} is an alias of this name (created in hosted zone ${props.hostedZoneId}).`
        : `Add a DNS record: ${props.apiOriginDomainName} CNAME <this value>.`,
      value: this.domainName.regionalDomainName,
    });
  }
}
