/**
 * Which stream records reach the offer e-mails' drain (offers/handlers/drain-offer-mails.ts): a new offer e-mail, whose
 * queue the drain starts on at once. The AWS event source mapping and the local poller both apply exactly this filter.
 */
import { offerMailItemType } from './offer-mails.ts';

export const offerMailStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { type: { S: [offerMailItemType] } } },
};
