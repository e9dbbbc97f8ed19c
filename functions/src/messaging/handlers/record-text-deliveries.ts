/** The configuration set's event destination (an SNS topic) → each customer text's delivery receipt, recorded on its order once. */
import { snsHandler, textEventSchema } from '../../platform/messaging/sns-messages.ts';
import { recordDeliveryEvent } from '../use-cases/delivery-receipts.ts';

export const handler = snsHandler(textEventSchema, 'a text’s event', (event) => recordDeliveryEvent(event));
