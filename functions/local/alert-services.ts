/**
 * The kitchen alerts' services on this machine (docs/business-rules.md#never-miss-an-order): our own stand-ins for
 * AWS End User Messaging SMS and voice (docs/local-messaging.md), a browser push service (docs/local-push.md) and
 * EventBridge Scheduler (docs/local-scheduler.md), started by the local stack, with the environment that points the
 * shop's functions at them exactly as the deployed stage's points them at AWS.
 */
import webpush from 'web-push';
import { handler as runAlertTimer } from '../src/alerts/handlers/run-alert-timer.ts';
import { handler as recordTextDeliveries } from '../src/messaging/handlers/record-text-deliveries.ts';
import { handler as receiveTextReplies } from '../src/messaging/handlers/receive-text-replies.ts';
import { handler as sendOrderReminder } from '../src/messaging/handlers/send-order-reminder.ts';
import { followUpTimerPrefix } from '../src/alerts/use-cases/alert-timers.ts';
import { startMessagingLocal } from './messaging/messaging-local.ts';
import { startPushLocal } from './push/push-local.ts';
import { startSchedulerLocal } from './scheduler/scheduler-local.ts';

/** The shop's sending number locally (a 555 number: no real phone has it). */
export const localOriginationNumber = '+14145550188';
const localAccount = '000000000000';

export type AlertServices = {
  messagingUrl: string;
  pushUrl: string;
  schedulerUrl: string;
  /** What the functions read (set into process.env by the stack before any handler runs). */
  environment: Record<string, string>;
  stop: () => Promise<void>;
};

export async function startAlertServices(options: {
  messagingPort: number;
  pushPort: number;
  schedulerPort: number;
  stage: 'local' | 'test';
  log: (line: string) => void;
}): Promise<AlertServices> {
  const stoppers: (() => Promise<void>)[] = [];
  try {
    const messaging = await startMessagingLocal({
      port: options.messagingPort,
      originationNumbers: [localOriginationNumber],
      // As AWS delivers them: a customer's replies through the number's two-way SNS topic, the texts' events through
      // the configuration set's (docs/business-rules.md#customer-updates).
      onInboundSns: (event) => receiveTextReplies(event),
      onEvent: (event) => recordTextDeliveries(event),
      log: options.log,
    });
    stoppers.push(messaging.stop);
    const push = await startPushLocal({ port: options.pushPort, log: options.log });
    stoppers.push(push.stop);
    const timerArn = `arn:aws:lambda:us-east-1:${localAccount}:function:spices-${options.stage}-run-alert-timer`;
    const reminderArn = `arn:aws:lambda:us-east-1:${localAccount}:function:spices-${options.stage}-order-reminder`;
    const scheduler = await startSchedulerLocal({
      port: options.schedulerPort,
      targets: {
        [timerArn]: async (input) => {
          await runAlertTimer(input);
        },
        [reminderArn]: async (input) => {
          await sendOrderReminder(input);
        },
      },
      // `npm start` climbs every ladder in real time. The test stack fires only a busy minute's follow-ups by itself:
      // a suite's orders climb their ladders only when their test moves the clock for them (tests/fixtures/scheduler.ts).
      realTime: options.stage === 'local' ? true : (name) => name.startsWith(followUpTimerPrefix),
      log: options.log,
    });
    stoppers.push(scheduler.stop);
    // A key pair for this run: devices subscribe with its public key, so a restart means turning alerts on again.
    const vapid = webpush.generateVAPIDKeys();
    return {
      messagingUrl: messaging.url.replace('127.0.0.1', 'localhost'),
      pushUrl: push.url,
      schedulerUrl: scheduler.url.replace('127.0.0.1', 'localhost'),
      environment: {
        SMS_ORIGINATION_NUMBER: localOriginationNumber,
        SMS_VOICE_ENDPOINT: messaging.url,
        SMS_CONFIGURATION_SET: `spices-${options.stage}-texts`,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:owner@spices-kitchen.example',
        // The stand-in's own origin: its endpoints and the VAPID audience are on it.
        LOCAL_PUSH_ORIGIN: push.url,
        SCHEDULER_ENDPOINT: scheduler.url,
        SCHEDULE_GROUP: `spices-${options.stage}-alerts`,
        SCHEDULE_TARGET_ARN: timerArn,
        ORDER_REMINDER_TARGET_ARN: reminderArn,
        SCHEDULER_ROLE_ARN: `arn:aws:iam::${localAccount}:role/spices-${options.stage}-alert-scheduler`,
      },
      stop: async () => {
        for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    throw error;
  }
}
