import { handlerFile } from '../../repo-paths.ts';
import { Duration, NestedStack, Validations, type NestedStackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Alarm, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/src/platform/table/table-definition.ts';
import { routeId } from '../../functions/src/routes.ts';
import type { ApiArea } from '../api-areas.ts';
import { alarmTopic, maxMetricsPerAlarm, shopAlarm, sumOfMetrics } from '../constructs/alarms.ts';
import { grantWebPush, webPushEnvironment, type TextMessagingParameters, type WebPushParameters } from '../constructs/alert-channels.ts';
import { customerTextsEnvironment, grantOptOutList } from '../constructs/customer-texts.ts';
import { grantMediaUse, mediaBucketName, mediaBucketRegion } from '../constructs/media.ts';
import { grantSendFrom, sendingIdentities } from '../constructs/sending-identity.ts';
import { shopFunction } from '../constructs/shop-function.ts';
import { acknowledgeWildcardResource } from '../nag.ts';

/**
 * Names (not values) of the SSM SecureString parameters holding Stripe's secrets: the account's secret key and the
 * webhook endpoint's signing secret (functions/src/payments/store/card-payment-settings.ts). One object, so a stage has both or neither.
 */
export type CardPaymentParameters = {
  secretKeyParameterName: string;
  webhookSecretParameterName: string;
};

/** What every route's function is given: the table, the stage, the secrets' names, the mail identities and the site's origin. */
export type ApiFunctionSettings = {
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
  /** Stripe's parameters when the stage takes cards; none: pay in person only. */
  cardPayments?: CardPaymentParameters;
  /** The VAPID identity when the stage pushes to the kitchen's devices; none: no push (and no "turn on alerts"). */
  webPush?: WebPushParameters | undefined;
  /** The number when the stage texts (the kitchen and customers); none: the routes marked `textsCustomers` say texts are off. */
  textMessaging?: TextMessagingParameters | undefined;
};

export type ApiAreaStackProps = NestedStackProps &
  ApiFunctionSettings & {
    area: ApiArea;
    /** The parent stack's HTTP API: the routes join it, and its stage stays in the parent. */
    api: IHttpApi;
    /** The API's one function log group, in the parent stack. */
    functionLogs: LogGroup;
    /** Folder holding the areas' `<area>/handlers/<name>.ts` modules. */
    srcDir: string;
  };

/**
 * One area of the HTTP API (infra/api-areas.ts) as a nested stack: per route a bundled function with its
 * own role and exactly its route's grants, the HTTP route and its integration; and the area's alarms on
 * its functions' errors and throttles. Keeping an area's resources here keeps the parent API stack's
 * size independent of the number of routes.
 */
export class ApiAreaStack extends NestedStack {
  readonly area: ApiArea;
  /** The functions by route id. */
  readonly functions = new Map<string, NodejsFunction>();
  readonly routes: HttpRoute[] = [];
  /** The area's function errors, one sum per group of at most maxMetricsPerAlarm functions (for the dashboard). */
  readonly errors: MathExpression[] = [];
  readonly throttles: MathExpression[] = [];
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, props);
    const { area } = props;
    this.area = area;

    // Imports only: the area stack names the table, parameters and identities itself, so its policies
    // hold literal ARNs (or its own pseudo parameters) rather than values passed in from the parent.
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
    const stripe = props.cardPayments && {
      secretKey: StringParameter.fromSecureStringParameterAttributes(this, 'StripeSecretKey', {
        parameterName: props.cardPayments.secretKeyParameterName,
      }),
      webhookSecret: StringParameter.fromSecureStringParameterAttributes(this, 'StripeWebhookSecret', {
        parameterName: props.cardPayments.webhookSecretParameterName,
      }),
    };
    // Every function learns from these whether the stage takes cards (the quote offers "Pay now by card" only then), and
    // all must agree, so each gets both names: names are not secrets, and only the routes marked `cardPayments` may read
    // the values (the grants below). Never the secrets themselves, nor STRIPE_API_URL: a deployed stage refuses them.
    const cardPaymentEnvironment: Record<string, string> = props.cardPayments
      ? {
          STRIPE_SECRET_KEY_PARAMETER: props.cardPayments.secretKeyParameterName,
          STRIPE_WEBHOOK_SECRET_PARAMETER: props.cardPayments.webhookSecretParameterName,
        }
      : {};
    // The web stack's media bucket (menu photos), by its fixed name: it is in us-east-1, this stack may not be.
    const mediaBucket = mediaBucketName(this, props.stage);

    for (const route of area.routes) {
      const name = routeId(route);
      const fn = shopFunction(this, name, {
        entry: handlerFile(route.handler, props.srcDir),
        description: `${route.method} /api${route.path}`,
        environment: {
          TABLE_NAME: props.tableName,
          STAGE: props.stage,
          SESSION_SECRET_PARAMETER: props.sessionSecretParameterName,
          OWNER_EMAIL: props.ownerEmail,
          FROM_EMAIL: props.fromEmail,
          SITE_ORIGIN: props.siteOrigin,
          ...(route.checksRobot ? { RECAPTCHA_SECRET_PARAMETER: props.recaptchaSecretParameterName } : {}),
          ...cardPaymentEnvironment,
          ...(route.media ? { MEDIA_BUCKET: mediaBucket, MEDIA_BUCKET_REGION: mediaBucketRegion } : {}),
          ...(route.pushesAlerts ? webPushEnvironment(props.webPush) : {}),
          ...(route.textsCustomers ? customerTextsEnvironment(props.textMessaging) : {}),
        },
        // sharp decodes up to 50 megapixels (an AVIF at the cap peaks near 1 GB: docs/decisions.md#menu-photos-pixels-and-shape) and encodes eight renditions: more memory is more CPU; API Gateway waits 30 s at most.
        ...(route.media === 'makesRenditions' ? { memorySize: 2048, timeout: Duration.seconds(29), nodeModules: ['sharp'] } : {}),
        logGroup: props.functionLogs,
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
      // Stripe's secret key for the routes that call Stripe; its signing secret for the webhook alone.
      if (stripe && route.cardPayments) {
        Grant.addToPrincipal({ grantee: fn, actions: ['ssm:GetParameter'], resourceArns: [stripe.secretKey.parameterArn] });
        if (route.cardPayments === 'webhook') {
          Grant.addToPrincipal({ grantee: fn, actions: ['ssm:GetParameter'], resourceArns: [stripe.webhookSecret.parameterArn] });
        }
      }
      // The VAPID private key for the routes that push (a test alert) or hand browsers the public key; no other route.
      if (props.webPush && route.pushesAlerts) grantWebPush(this, fn, props.webPush);
      // A customer turning texts on again takes their number off the opt-out list; no route sends a text.
      if (props.textMessaging && route.textsCustomers === 'optsIn') grantOptOutList(this, fn, props.textMessaging, ['sms-voice:DeleteOptedOutNumber']);
      if (route.sendsEmail) grantSendFrom(senders, fn);
      if (route.media) grantMediaUse(fn, mediaBucket, route.media);

      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(`/api${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Sign-in is checked inside the function from the HttpOnly session cookie (jose-verified JWT); the shop has its own accounts and public routes, so no API Gateway authoriser.',
      });
      this.routes.push(httpRoute);
      this.functions.set(name, fn);
    }

    // Errors and throttles of the area's functions, summed in groups of at most ten (CloudWatch's limit per
    // alarm): a handful of alarms per area instead of two per function. Lambda counts as an error only what
    // escapes the handler (a crash, a timeout, running out of memory): the http middleware answers every
    // expected failure itself, so one error is worth a look. A throttle means Lambda's concurrency ran out.
    const topic = alarmTopic(this, props.stage);
    const fns = [...this.functions.values()];
    const groups = Math.ceil(fns.length / maxMetricsPerAlarm);
    for (let g = 0; g < groups; g++) {
      const group = fns.slice(g * maxMetricsPerAlarm, (g + 1) * maxMetricsPerAlarm);
      const part = groups > 1 ? `-${g + 1}` : '';
      const label = `${area.id}${groups > 1 ? ` (${g + 1}/${groups})` : ''}`;
      const errors = sumOfMetrics(
        group.map((fn) => fn.metricErrors({ statistic: 'Sum' })),
        `${label} errors`,
        `${area.id.toLowerCase()}Errors${g}_`,
      );
      const throttles = sumOfMetrics(
        group.map((fn) => fn.metricThrottles({ statistic: 'Sum' })),
        `${label} throttles`,
        `${area.id.toLowerCase()}Throttles${g}_`,
      );
      this.errors.push(errors);
      this.throttles.push(throttles);
      const routeList = group.map((fn) => fn.node.id).join(', ');
      this.alarms.push(
        shopAlarm(this, `${area.id}Errors${part}`, {
          stage: props.stage,
          what: `api-${area.id.toLowerCase()}${part}-errors`,
          description: `A function of the API's ${label} area failed (an uncaught error, a timeout or out of memory) in the last 5 minutes: look in the API's function log group. Functions: ${routeList}.`,
          metric: errors,
          threshold: 1,
          topic,
        }),
        shopAlarm(this, `${area.id}Throttles${part}`, {
          stage: props.stage,
          what: `api-${area.id.toLowerCase()}${part}-throttles`,
          description: `Lambda throttled a function of the API's ${label} area in the last 5 minutes: the account's concurrency is used up. Functions: ${routeList}.`,
          metric: throttles,
          threshold: 1,
          topic,
        }),
      );
    }
  }
}
