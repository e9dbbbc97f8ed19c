/**
 * The shop number's two-way channel (an SNS topic) → a customer's reply: STOP, HELP, START (docs/business-rules.md#customer-updates).
 * A failure throws, so SNS retries the delivery; the steps are conditional, so a retry confirms nothing twice.
 */
import { inboundTextSchema, snsHandler } from '../../platform/messaging/sns-messages.ts';
import { handleReply } from '../use-cases/replies.ts';

export const handler = snsHandler(inboundTextSchema, 'a reply to the shop’s number', (message) =>
  handleReply({ from: message.originationNumber, to: message.destinationNumber, body: message.messageBody }),
);
