import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  LogGroupLogDestination,
  SecurityPolicy,
  type CfnStage,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { MathExpression, type Alarm, type Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { routes as shopRoutes, type Route } from '../../functions/src/routes.ts';
import { functionsSrcDir } from '../../repo-paths.ts';
import { apiAreas } from '../api-areas.ts';
import {
  alarmName,
  alarmPeriod,
  alarmTopic,
  apiAlarmThresholds,
  emailDeadLettersAlarm,
  alertDeadLettersAlarm,
  alertsFailedAlarm,
  customerUpdatesDeadLettersAlarm,
  customerUpdatesFailedAlarm,
  alertTimerErrorsAlarm,
  ordersGivenUpAlarm,
  salesDeadLettersAlarm,
  pagesDeadLettersAlarm,
  shopAlarm,
  tableThrottlesAlarm,
} from '../constructs/alarms.ts';
import { shopDashboard } from '../constructs/shop-dashboard.ts';
import { shopLogGroup } from '../constructs/shop-function.ts';
import { throttleByRateClass } from '../limits.ts';
import { ApiAreaStack, type ApiFunctionSettings } from './api-area-stack.ts';

export { throttleByRateClass } from '../limits.ts';

export type ApiStackProps = StackProps &
  ApiFunctionSettings & {
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
    /** Folder holding the areas' `<area>/handlers/<name>.ts` modules; functions/src by default. */
    srcDir?: string;
  };

/**
 * The HTTP API: one bundled function and one route per entry of the route table, under /api, in a nested
 * stack per area of the table; here the API, its stage, domain and logs, its alarms and the shop's dashboard.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly domainName: DomainName;
  /** The functions by route id (each in its area's nested stack), for later stacks and tests. */
  readonly functions = new Map<string, NodejsFunction>();
  /** The nested stacks, one per area of the route table. */
  readonly areas: ApiAreaStack[] = [];
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? shopRoutes;
    const srcDir = props.srcDir ?? functionsSrcDir;

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

    // CfnStage.routeSettings is plain JSON for CloudFormation, hence its PascalCase keys.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes) {
      const { rateLimit, burstLimit } = throttleByRateClass[route.rate];
      routeSettings[`${route.method} /api${route.path}`] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    // One log group for every route's function, here in the parent rather than one per area stack: each
    // function writes its own streams and each line names its function, so one Logs Insights query covers
    // the whole API; and it stays the same resource (same logical id) whichever area a route moves to.
    const functionLogs = shopLogGroup(this, 'FunctionLogs');
    // The per-route resources, one nested stack per area of the route table (infra/api-areas.ts): this
    // stack keeps only the API, its stage, domain and logs, however many routes there are.
    for (const area of apiAreas(routes)) {
      const areaStack = new ApiAreaStack(this, area.id, {
        description: `Spices shop API: the ${area.id} area's routes (functions/src/${area.area}/handlers/)`,
        area,
        api: this.api,
        functionLogs,
        srcDir,
        tableName: props.tableName,
        stage: props.stage,
        sessionSecretParameterName: props.sessionSecretParameterName,
        ownerEmail: props.ownerEmail,
        fromEmail: props.fromEmail,
        recaptchaSecretParameterName: props.recaptchaSecretParameterName,
        siteOrigin: props.siteOrigin,
        cardPayments: props.cardPayments,
        webPush: props.webPush,
        textMessaging: props.textMessaging,
      });
      // An auto-deployed stage deploys what the API has when it is created or changed: after every route.
      this.stage.node.addDependency(areaStack.nestedStackResource!);
      for (const [name, fn] of areaStack.functions) this.functions.set(name, fn);
      this.areas.push(areaStack);
    }

    // The API as its clients see it: 5xx answers (the functions' own 500s as well as API Gateway's) as a
    // share of all answers, and the p95 latency.
    const topic = alarmTopic(this, props.stage);
    const { serverErrorPercent, minRequests, p95LatencyMs } = apiAlarmThresholds;
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${minRequests}, 100 * FILL(serverErrors, 0) / requests, 0)`,
      usingMetrics: {
        requests: this.api.metricCount({ statistic: 'Sum', period: alarmPeriod }),
        serverErrors: this.api.metricServerError({ statistic: 'Sum', period: alarmPeriod }),
      },
      label: '5xx %',
      period: alarmPeriod,
    });
    this.alarms.push(
      shopAlarm(this, 'ServerErrorRateAlarm', {
        stage: props.stage,
        what: 'api-5xx-rate',
        description: `At least ${serverErrorPercent}% of the API's answers were 5xx in 2 of the last 3 five-minute periods (with at least ${minRequests} requests each): see the dashboard's errors by area and the function log group.`,
        metric: serverErrorRate,
        threshold: serverErrorPercent,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        topic,
      }),
      shopAlarm(this, 'LatencyAlarm', {
        stage: props.stage,
        what: 'api-p95-latency',
        description: `The API's p95 latency was at least ${p95LatencyMs} ms for 15 minutes: see the dashboard's latency and the access logs' latency per route.`,
        metric: this.api.metricLatency({ statistic: 'p95', period: alarmPeriod }),
        threshold: p95LatencyMs,
        evaluationPeriods: 3,
        topic,
      }),
    );

    this.dashboard = shopDashboard(this, 'Dashboard', {
      stage: props.stage,
      api: this.api,
      serverErrorRate,
      areas: this.areas.map((area) => ({ id: area.area.id, errors: area.errors, throttles: area.throttles })),
      alarms: [...this.alarms, ...this.areas.flatMap((area) => area.alarms)],
      otherAlarmNames: [
        alarmName(props.stage, tableThrottlesAlarm),
        alarmName(props.stage, emailDeadLettersAlarm),
        alarmName(props.stage, salesDeadLettersAlarm),
        alarmName(props.stage, pagesDeadLettersAlarm),
        alarmName(props.stage, alertDeadLettersAlarm),
        alarmName(props.stage, alertTimerErrorsAlarm),
        alarmName(props.stage, alertsFailedAlarm),
        alarmName(props.stage, ordersGivenUpAlarm),
        alarmName(props.stage, customerUpdatesDeadLettersAlarm),
        alarmName(props.stage, customerUpdatesFailedAlarm),
      ],
    });

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
