/** Sends e-mail through SES v2 (the SES emulator locally, LocalStack or AWS otherwise). */
import { GetAccountCommand, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { business } from '../config/business.ts';
import { env } from '../config/env.ts';
import type { EmailMessage } from './email-message.ts';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const { AWS_REGION, SES_ENDPOINT } = env();
  client ??= new SESv2Client({ region: AWS_REGION, ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}) });
  return client;
}

/** SES's sending quota (GetAccount), for a sender that paces itself; undefined when SES does not say. */
export async function sendQuota(): Promise<{ maxSendRate: number; max24HourSend: number; sentLast24Hours: number } | undefined> {
  const account = await ses().send(new GetAccountCommand({}));
  const quota = account.SendQuota;
  if (quota?.MaxSendRate === undefined || quota.Max24HourSend === undefined || quota.SentLast24Hours === undefined) return undefined;
  return { maxSendRate: quota.MaxSendRate, max24HourSend: quota.Max24HourSend, sentLast24Hours: quota.SentLast24Hours };
}

/** Sends the message; answers SES's message id (an offer e-mail keeps it, so SES's open events find it). */
export async function sendEmail(message: EmailMessage): Promise<string | undefined> {
  const sent = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: `${business.name} <${env().FROM_EMAIL}>`,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      ...(message.configurationSet ? { ConfigurationSetName: message.configurationSet } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          ...(message.headers?.length ? { Headers: message.headers.map(({ name, value }) => ({ Name: name, Value: value })) } : {}),
        },
      },
    }),
  );
  return sent.MessageId;
}
