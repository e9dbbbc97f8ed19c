import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { alertStreamFilter } from '../../functions/src/alerts/index.ts';
import { metricNames } from '../../functions/src/platform/config/telemetry.ts';
import { handlerFile } from '../../repo-paths.ts';
import {
  alarmPeriod,
  alarmTopic,
  alertDeadLettersAlarm,
  alertsFailedAlarm,
  alertTimerErrorsAlarm,
  ordersGivenUpAlarm,
  shopAlarm,
} from '../constructs/alarms.ts';
import { grantTextMessaging, grantWebPush, textMessagingEnvironment, webPushEnvironment } from '../constructs/alert-channels.ts';
import type { TextMessagingParameters, WebPushParameters } from '../constructs/alert-channels.ts';
import { alertSchedules, alertTimerFunctionName, grantSetTimers, type AlertSchedules } from '../constructs/alert-schedules.ts';
import { grantAlertTableAccess, grantAlertSecrets } from '../constructs/alert-grants.ts';
import { customerMessaging, type CustomerMessaging } from '../constructs/customer-messaging.ts';
import { shopMetric } from '../constructs/shop-dashboard.ts';
import { shopFunction } from '../constructs/shop-function.ts';
import { consumeTableStream } from '../constructs/stream-consumer.ts';
import type { CardPaymentParameters } from './api-area-stack.ts';

export type AlertsStackProps = StackProps & {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  /** The table's stream (a cross-stack reference). */
  tableStreamArn: string;
  stage: string;
  /** Name (not value) of the SSM SecureString parameter holding the session secret: texted accept links are signed with a key derived from it. */
  sessionSecretParameterName: string;
  /** The site's https origin, for the links in texts and pushes. */
  siteOrigin: string;
  /** Stripe's parameters when the stage takes cards: an auto-accept captures the card, a give-up releases it. */
  cardPayments?: CardPaymentParameters;
  /** The VAPID identity when the stage pushes to the kitchen's devices; none: no push. */
  webPush?: WebPushParameters;
  /** The origination number when the stage texts and calls the kitchen and texts customers; none: push and e-mail only. */
  textMessaging?: TextMessagingParameters;
};

/**
 * How the stream is read for the alerts: a new order's alert is worth something only soon, and a record that keeps
 * failing holds back every later order's alert on its shard, so it is retried for an hour at most, then parked in the
 * dead-letter queue (whose alarm tells the owner to look at the board). No batching window: the first push goes at once.
 */
export const alertStreamSettings = {
  batchSize: 10,
  retryAttempts: 10,
  maxRecordAge: Duration.hours(1),
} as const;

/**
 * The kitchen's alerts (docs/business-rules.md#never-miss-an-order): the stream function that alerts the kitchen of each
 * new order (a push to its devices, auto-accept, the order's ladder of timers), the timer function EventBridge
 * Scheduler calls for each step (text, call, the customer told, given up), the schedule group and Scheduler's role,
 * and the alarms: a record the stream function could not handle, a timer that failed, an alert that could not be
 * sent, an order given up because nobody accepted it. And the customers' messages about their orders
 * (docs/business-rules.md#customer-updates), on the same channels: infra/constructs/customer-messaging.ts.
 */
export class AlertsStack extends Stack {
  readonly alertFunction: NodejsFunction;
  readonly timerFunction: NodejsFunction;
  readonly schedules: AlertSchedules;
  readonly deadLetterQueue: Queue;
  readonly alarms: Alarm[] = [];
  readonly messaging: CustomerMessaging;

  constructor(scope: Construct, id: string, props: AlertsStackProps) {
    super(scope, id, props);

    const table = TableV2.fromTableAttributes(this, 'Table', { tableName: props.tableName, tableStreamArn: props.tableStreamArn });
    this.schedules = alertSchedules(this, props.stage);

    // Every function that could take a card order's step must learn both of Stripe's names (the payments area refuses
    // one without the other); only the secret key is read (grantAlertSecrets).
    const environment: Record<string, string> = {
      TABLE_NAME: props.tableName,
      STAGE: props.stage,
      SITE_ORIGIN: props.siteOrigin,
      SESSION_SECRET_PARAMETER: props.sessionSecretParameterName,
      ...(props.cardPayments
        ? {
            STRIPE_SECRET_KEY_PARAMETER: props.cardPayments.secretKeyParameterName,
            STRIPE_WEBHOOK_SECRET_PARAMETER: props.cardPayments.webhookSecretParameterName,
          }
        : {}),
      ...webPushEnvironment(props.webPush),
      ...textMessagingEnvironment(props.textMessaging),
      ...this.schedules.environment,
    };

    this.alertFunction = shopFunction(this, 'AlertNewOrders', {
      entry: handlerFile('alerts/alert-new-orders'),
      description: 'Table stream: alerts the kitchen of each new order (push, auto-accept) and sets its ladder of timers',
      environment,
      timeout: Duration.seconds(30),
    });
    this.timerFunction = shopFunction(this, 'RunAlertTimer', {
      functionName: alertTimerFunctionName(props.stage),
      entry: handlerFile('alerts/run-alert-timer'),
      description: "EventBridge Scheduler: one step of an order's alert ladder (text, call, the customer told, given up) or a busy minute's follow-up",
      environment,
      timeout: Duration.seconds(30),
    });

    for (const fn of [this.alertFunction, this.timerFunction]) {
      // A timer set before its group exists would fail: the group comes first.
      fn.node.addDependency(this.schedules.group);
      grantAlertTableAccess(table, fn);
      grantAlertSecrets(this, fn, props);
      grantSetTimers(this.schedules, fn);
      if (props.webPush) grantWebPush(this, fn, props.webPush);
      if (props.textMessaging) grantTextMessaging(this, fn, props.textMessaging);
    }

    const consumer = consumeTableStream(this, 'AlertNewOrders', {
      fn: this.alertFunction,
      table,
      filter: alertStreamFilter,
      settings: alertStreamSettings,
      stage: props.stage,
      alarm: {
        what: alertDeadLettersAlarm,
        description:
          "A new order's alert could not be handled for an hour and its stream record went to the dead-letter queue: the kitchen may not have been pushed, and the order has no ladder of timers (no text, no call, no give-up). Look at the board for orders waiting, then at the record in the queue.",
      },
    });
    this.deadLetterQueue = consumer.deadLetterQueue;

    const topic = alarmTopic(this, props.stage);
    this.alarms.push(
      consumer.deadLettersAlarm,
      shopAlarm(this, 'OrdersGivenUpAlarm', {
        stage: props.stage,
        what: ordersGivenUpAlarm,
        description:
          "An order waited longer than the owner's deadline and was given up (the card released, the slot freed, the customer told) in the last 5 minutes: nobody answered the push, the text or the call. Check the kitchen's devices and numbers in the settings.",
        metric: shopMetric(metricNames.ordersGivenUp, 'Orders given up', alarmPeriod),
        threshold: 1,
        topic,
      }),
      shopAlarm(this, 'AlertsFailedAlarm', {
        stage: props.stage,
        what: alertsFailedAlarm,
        description:
          "A push, text or call to the kitchen (or a new order's alert) failed in the last 5 minutes: look in the alert functions' logs ('failed'); a number or device may be wrong, or the stage's sending limits reached.",
        metric: shopMetric(metricNames.alertsFailed, 'Alerts failed', alarmPeriod),
        threshold: 1,
        topic,
      }),
      shopAlarm(this, 'TimerErrorsAlarm', {
        stage: props.stage,
        what: alertTimerErrorsAlarm,
        description:
          "The alert timer function failed in the last 5 minutes (an uncaught error, a timeout): Scheduler tries a timer again a few times within the hour, then drops it, and that step of the order's ladder is not taken. See the function's log group.",
        metric: this.timerFunction.metricErrors({ period: alarmPeriod, statistic: 'Sum' }),
        threshold: 1,
        topic,
      }),
    );

    // Only what the messaging functions read: no session secret, no Stripe; timers only for the reminders.
    this.messaging = customerMessaging(this, {
      stage: props.stage,
      table,
      schedules: this.schedules,
      environment: { TABLE_NAME: props.tableName, STAGE: props.stage, SITE_ORIGIN: props.siteOrigin },
      webPush: props.webPush,
      textMessaging: props.textMessaging,
      alarmTopic: topic,
    });
    this.alarms.push(...this.messaging.alarms);
  }
}
