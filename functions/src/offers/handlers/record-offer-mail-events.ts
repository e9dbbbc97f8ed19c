/**
 * The offer e-mails' SES configuration set's event destination (an SNS topic) → each event recorded once: a first open
 * counted on its e-mail and day (docs/business-rules.md#offer-e-mails). An event that is not SES's shape is logged and
 * passed over, never retried forever.
 */
import { snsHandler } from '../../platform/messaging/sns-messages.ts';
import { recordOfferMailEvent, sesMailEventSchema } from '../use-cases/offer-mails.ts';

export const handler = snsHandler(sesMailEventSchema, 'an offer e-mail’s SES event', (event) => recordOfferMailEvent(event));
