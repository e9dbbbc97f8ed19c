/** Sends e-mail through SES v2 (the SES emulator locally, LocalStack or AWS otherwise). */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { business } from '../config/business.ts';
import { env } from '../config/env.ts';
import type { EmailMessage } from './email-message.ts';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const { AWS_REGION, SES_ENDPOINT } = env();
  client ??= new SESv2Client({ region: AWS_REGION, ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}) });
  return client;
}

/** Sends the message; answers SES's message id (an offer e-mail keeps it, so SES's open events find it). */
export async function sendEmail(message: EmailMessage): Promise<string | undefined> {
  const sent = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: `${business.name} <${env().FROM_EMAIL}>`,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
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
