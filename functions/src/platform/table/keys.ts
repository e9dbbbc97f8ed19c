/**
 * Every key of the one table (docs/data-model.md). The entity modules build their
 * keys from these builders; no other file spells a prefix, so a key family is changed in one place.
 * Part of the platform, below every area: a builder takes an area's value (a status, an enquiry kind, a FAQ
 * category) as the string it is, and the area's store passes its own typed value.
 */

export type ItemKey = { pk: string; sk: string };

// A customer's own partition: `USER#<id>`.

/** Every item of a user's own partition (profile, cart, favourites, addresses, orders, messages, …). */
export const userKeyPrefix = 'USER#';
export const userPk = (userId: string) => `${userKeyPrefix}${userId}`;
/** The user: name, e-mail, phone, password hash, theme, flags. */
export const userProfileKey = (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'PROFILE' });

/** A claim on an e-mail address (`EMAIL#<normalised>`/`USER`), so an address has one user at most. */
export const emailClaimPrefix = 'EMAIL#';
export const emailClaimKey = (normalisedEmail: string): ItemKey => ({ pk: `${emailClaimPrefix}${normalisedEmail}`, sk: 'USER' });

/** The user's cart and saved-for-later lines, one per configuration: `CART#<lineId>`. */
export const cartLinePrefix = 'CART#';
export const cartLineKey = (userId: string, lineId: string): ItemKey => ({ pk: userPk(userId), sk: `${cartLinePrefix}${lineId}` });
/** A deleted cart or saved line's copy, kept a while for Undo: `REMOVEDLINE#<lineId>` (not matched by `cartLinePrefix`). */
export const removedCartLineKey = (userId: string, lineId: string): ItemKey => ({ pk: userPk(userId), sk: `REMOVEDLINE#${lineId}` });

/** The user's favourite dishes, one per dish: `FAV#<dishId>`. */
export const favoritePrefix = 'FAV#';
export const favoriteKey = (userId: string, dishId: string): ItemKey => ({ pk: userPk(userId), sk: `${favoritePrefix}${dishId}` });

/** The user's delivery addresses: `ADDR#<ulid>`. */
export const addressPrefix = 'ADDR#';
export const addressKey = (userId: string, addressId: string): ItemKey => ({ pk: userPk(userId), sk: `${addressPrefix}${addressId}` });
/** The user's address book: the count, the default's id and a version (not matched by `addressPrefix`). */
export const addressBookKey = (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'ADDRBOOK' });

/** The user's orders, a ULID each so they sort by time: `ORDER#<ulid>`. */
export const orderPrefix = 'ORDER#';
export const orderKey = (userId: string, orderId: string): ItemKey => ({ pk: userPk(userId), sk: `${orderPrefix}${orderId}` });
/** An order's place on gsi1 for the kitchen's board: by status, then slot and order id. */
export const orderStatusIndexKey = (status: string, slotId: string, orderId: string) => ({
  gsi1pk: `ORDERSTATUS#${status}`,
  gsi1sk: `${slotId}#${orderId}`,
});

/** The business's messages to the user about their orders: `MSG#<ulid>`. */
export const messagePrefix = 'MSG#';
export const messageKey = (userId: string, messageId: string): ItemKey => ({ pk: userPk(userId), sk: `${messagePrefix}${messageId}` });

/** The add-ons the user chose for a dish last time: `CHOSEN#<dishId>`. */
export const chosenIngredientsPrefix = 'CHOSEN#';
export const chosenIngredientsKey = (userId: string, dishId: string): ItemKey => ({ pk: userPk(userId), sk: `${chosenIngredientsPrefix}${dishId}` });

// Checkout and the kitchen.

/** Slot capacity counters, one partition: `SLOT`/`<slotId>` holds how many orders the slot has. */
export const slotPartition = 'SLOT';
export const slotCounterKey = (slotId: string): ItemKey => ({ pk: slotPartition, sk: slotId });

/** A checkout's Idempotency-Key: the order it placed and the hash of its payload. */
export const idempotencyKey = (userId: string, key: string): ItemKey => ({ pk: `IDEMPOTENCY#${userId}#${key}`, sk: 'ORDER' });

/** The day's settings in the owner's hands (pause, hours, closures, capacity, lead times): one item, `SETTINGS#shop`/`DAY`. */
export const shopSettingsKey: ItemKey = { pk: 'SETTINGS#shop', sk: 'DAY' };

/** The kitchen's alert settings (the ladder, its numbers, auto-accept): one item beside the day's settings. */
export const alertSettingsKey: ItemKey = { pk: 'SETTINGS#alerts', sk: 'ALERTS' };

/** The devices that take the kitchen's push alerts: one partition, a device per ULID. */
export const alertDevicePartition = 'ALERTDEVICE';
export const alertDeviceKey = (deviceId: string): ItemKey => ({ pk: alertDevicePartition, sk: deviceId });

/** Marks one step of an order's alert ladder taken (the push, the text, the call…), so each is taken once. */
export const alertStepKey = (orderId: string, step: string): ItemKey => ({ pk: `ALERTSTEP#${orderId}`, sk: step });

/** One channel's alert in one minute (`minute` an ISO instant): at most one per channel per minute goes out. */
export const alertWindowKey = (channel: string, minute: string): ItemKey => ({ pk: `ALERTWINDOW#${channel}`, sk: minute });

/** Marks an owner action on an order used, so each e-mailed link works once. */
export const ownerActionMarkerKey = (orderId: string, action: string): ItemKey => ({
  pk: `OWNERACTION#${orderId}#${action}`,
  sk: 'OWNERACTION',
});

// The catalogue: `DISH#<id>`, all of it also on gsi1 under `MENU`.

/** A dish's partition: the dish, its price options and its optional ingredients. */
export const dishPk = (dishId: string) => `DISH#${dishId}`;
/** The dish itself (the menu card and its page). */
export const dishSk = 'DISH';
/** A price option of the dish, in size order: `PRICE#<size index>#<optionId>`. */
export const priceOptionPrefix = 'PRICE#';
export const priceOptionSk = (sizeRank: number, optionId: string) => `${priceOptionPrefix}${sizeRank}#${optionId}`;
/** An optional ingredient (add-on) of the dish: `INGR#<id>`. */
export const ingredientPrefix = 'INGR#';
export const ingredientSk = (ingredientId: string) => `${ingredientPrefix}${ingredientId}`;
/** The gsi1 partition holding every dish, price option and add-on: the whole menu is one Query. */
export const menuPartition = 'MENU';
/** A catalogue item's gsi1 sort key: by category, then name (then the item's own sort key). */
export const menuSortKey = (dish: { category: string; name: string }, sk?: string) =>
  sk ? `${dish.category}#${dish.name}#${sk}` : `${dish.category}#${dish.name}`;
/** Which layout of the seeded catalogue the table holds. */
export const catalogueVersionKey = { pk: 'CATALOGUE', sk: 'VERSION' } as const;
/** The menu's edit counter: raised by every change the owner makes; the catalogue's caches follow it. */
export const menuVersionKey = { pk: 'CATALOGUE', sk: 'MENUVERSION' } as const;
/** The menu's order counter: raised by each PUT /owner/menu/order, which is conditional on the value the editor read. */
export const menuOrderKey = { pk: 'CATALOGUE', sk: 'MENUORDER' } as const;
/** That a seed (e.g. 'starter', the starter menu and FAQs) was written in full: `SEED#<name>`/`DONE`, written last. */
export const seedMarkerKey = (seed: string): ItemKey => ({ pk: `SEED#${seed}`, sk: 'DONE' });

/** Frequently asked questions, one partition per category, in the order written: `<nnn>#<id>`. */
export const faqPk = (category: string) => `FAQ#${category}`;
export const faqKey = (category: string, position: number, faqId: string): ItemKey => ({
  pk: faqPk(category),
  sk: `${String(position).padStart(3, '0')}#${faqId}`,
});

// Contact, accounts and e-mail.

/** Enquiries from the contact forms, one partition per kind, a ULID each. */
export const enquiryPartitionKey = (kind: string) => `ENQUIRY#${kind}`;
export const enquiryKey = (kind: string, enquiryId: string): ItemKey => ({ pk: enquiryPartitionKey(kind), sk: enquiryId });

/** One-time tokens by the SHA-256 of their secret, one per purpose (reset, verify, two-factor), with a TTL. */
export const tokenKeyPrefix = 'TOKEN#';
export const tokenKey = (secretDigest: string, purpose: string): ItemKey => ({ pk: `${tokenKeyPrefix}${secretDigest}`, sk: purpose });

/** Failure counters for brute-force limits, one per key and window, with a TTL. */
export const rateCounterKey = (key: string, windowId: string): ItemKey => ({ pk: `RATE#${key}`, sk: windowId });

/** Requests for a password-reset link, a ULID each, with a TTL; the stream e-mails the link. */
export const resetRequestKey = (requestId: string): ItemKey => ({ pk: `RESETREQUEST#${requestId}`, sk: 'REQUEST' });

/** Markers that an item's e-mail went out, keyed by that item's key: `NOTIFIED#<pk>#<sk>`. */
export const notificationMarkerPrefix = 'NOTIFIED#';
export const notificationMarkerKey = (item: ItemKey): ItemKey => ({ pk: `${notificationMarkerPrefix}${item.pk}#${item.sk}`, sk: 'NOTIFIED' });
/** The marker of an item's second e-mail, its customer's acknowledgement (a catering enquiry's): the same partition, `ACKNOWLEDGED`. */
export const acknowledgementMarkerKey = (item: ItemKey): ItemKey => ({ ...notificationMarkerKey(item), sk: 'ACKNOWLEDGED' });

/** Visits, one partition per day (`VISIT#<yyyy-mm-dd>`), a ULID each. */
export const visitKey = (day: string, visitId: string): ItemKey => ({ pk: `VISIT#${day}`, sk: visitId });

// Card payments (docs/business-rules.md#card-payments).

/** A Stripe event taken (`STRIPEEVENT#<evt_…>`/`EVENT`): a delivery seen before changes nothing; expires after 30 days. */
export const stripeEventKey = (eventId: string): ItemKey => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' });
/** The notice that a card order is paid and now the kitchen's (`PAIDORDER#<orderId>`/`NOTICE`): its insertion e-mails the owner. */
export const paidOrderNoticeKey = (orderId: string): ItemKey => ({ pk: `PAIDORDER#${orderId}`, sk: 'NOTICE' });
/** The owner's notice that the customer cancelled an order before it was accepted: its insertion e-mails the owner. */
export const customerCancelNoticeKey = (orderId: string): ItemKey => ({ pk: `CANCELLEDORDER#${orderId}`, sk: 'NOTICE' });
/** The owner's notice that the shop gave up an order nobody accepted by its deadline (its insertion e-mails the owner). */
export const givenUpNoticeKey = (orderId: string): ItemKey => ({ pk: `GIVENUPORDER#${orderId}`, sk: 'NOTICE' });
/** A catering order's balance link to e-mail: which link, then when it was (re)sent. */
export const balanceLinkNoticeKey = (orderId: string, attempt: number, sentAt: string): ItemKey => ({
  pk: `BALANCELINK#${orderId}`,
  sk: `${attempt}#${sentAt}`,
});

/** The owner's reports: one partition per date basis, an item per local day and part (`<date>#totals`, `<date>#dishes`). */
export const salesDayPartition = (basis: string) => `SALESDAY#${basis}`;
export const salesMonthPartition = (basis: string) => `SALESMONTH#${basis}`;
/** A report period's item: a day's ('2026-11-27') under its basis's day partition, a month's ('2026-11') under its month partition. */
export const salesPeriodKey = (basis: string, period: string, part: string): ItemKey => ({
  pk: period.length === 7 ? salesMonthPartition(basis) : salesDayPartition(basis),
  sk: `${period}#${part}`,
});
/** What an order last added to the days' items (so a stream record delivered again adds nothing). */
export const salesContributionKey = (orderId: string): ItemKey => ({ pk: `SALESCONTRIBUTION#${orderId}`, sk: 'CONTRIBUTION' });

// Catering quotes: one partition, by id (a ULID), so the kitchen's list is one Query.
export const quotePartition = 'QUOTE';
export const quoteKey = (quoteId: string): ItemKey => ({ pk: quotePartition, sk: quoteId });
/**
 * A sent quote's place on gsi1 for its customer's account: under the normalised e-mail it was sent to, by id (a ULID:
 * newest last), so "the quotes sent to this address" is one Query.
 */
export const quoteCustomerIndexKey = (normalisedEmail: string, quoteId: string) => ({
  gsi1pk: `QUOTEFOR#${normalisedEmail}`,
  gsi1sk: quoteId,
});
/** A request for the stream to e-mail a quote's link (its version, then the request's own id). */
export const quoteLinkRequestKey = (quoteId: string, version: number, requestId: string): ItemKey => ({
  pk: `QUOTELINK#${quoteId}`,
  sk: `${version}#${requestId}`,
});

/** A customer's choices of where they are told about their orders (texts on, the consent given in the settings). */
export const notificationSettingsKey = (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'NOTIFYSETTINGS' });

/** A customer's devices that take their orders' pushes: in the customer's partition, a device per ULID. */
export const customerDevicePrefix = 'PUSHDEVICE#';
export const customerDeviceKey = (userId: string, deviceId: string): ItemKey => ({ pk: userPk(userId), sk: `${customerDevicePrefix}${deviceId}` });

/** A phone number the shop texts customers at: whether it replied STOP, when it was texted and answered (E.164). */
export const textedPhonePrefix = 'TEXTEDPHONE#';
export const textedPhoneKey = (phone: string): ItemKey => ({ pk: `${textedPhonePrefix}${phone}`, sk: 'PHONE' });

/** One message about an order on one channel (push, text), claimed before it is sent: each goes out once. */
export const outboxPrefix = 'OUTBOX#';
export const outboxKey = (messageId: string, channel: string): ItemKey => ({ pk: `${outboxPrefix}${messageId}`, sk: channel });

// Offers (docs/business-rules.md#offers-and-loyalty).

/** The owner's offers, one partition, an item per offer by id (a ULID: oldest first), so the owner's list is one Query. */
export const offerPartition = 'OFFER';
export const offerKey = (offerId: string): ItemKey => ({ pk: offerPartition, sk: offerId });
/**
 * A claim on an offer code (`OFFERCODE#<CODE>`/`OFFER`, holding the offer's id), upper-cased here whatever the caller
 * passes, so a code has one offer at most whatever its case.
 */
export const offerCodeKey = (code: string): ItemKey => ({ pk: `OFFERCODE#${code.toUpperCase()}`, sk: 'OFFER' });
/** How often an offer was used by everyone (`count`): raised in the order's transaction, never past the offer's total. */
export const offerUsesKey = (offerId: string): ItemKey => ({ pk: `OFFERUSES#${offerId}`, sk: 'TOTAL' });
/** How often one customer used an offer (`count`): raised in the order's transaction, never past the offer's limit. */
export const offerUsePrefix = 'OFFERUSE#';
export const customerOfferUsesKey = (userId: string, offerId: string): ItemKey => ({ pk: userPk(userId), sk: `${offerUsePrefix}${offerId}` });
/** The mark that a cancelled order's offer use was given back: put once, with the counts lowered, so a replay gives nothing. */
export const offerReturnKey = (userId: string, orderId: string): ItemKey => ({ pk: userPk(userId), sk: `OFFERRETURN#${orderId}` });
/** The owner's loyalty settings (points per dollar, expiry, rewards): one item. */
export const loyaltySettingsKey: ItemKey = { pk: 'SETTINGS#loyalty', sk: 'LOYALTY' };
/** A customer's points: their lots, history and version, one item in their own partition. */
export const pointsAccountKey = (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'POINTS' });
/**
 * A customer's points held, in brief (each lot's remaining points and when it was earned, the last order's time):
 * one partition, an item per customer by user id, written with the account, so the reports' outstanding points are
 * one Query of small items however long the accounts' histories grow.
 */
export const pointsHeldPartition = 'POINTSHELD';
export const pointsHeldKey = (userId: string): ItemKey => ({ pk: pointsHeldPartition, sk: userId });
/** Loyalty points' day counts (issued, granted, taken, redeemed, given back, taken back, expired) by business day, for the owner's reports. */
export const pointsDayPartition = 'POINTSDAY';
export const pointsDayKey = (day: string): ItemKey => ({ pk: pointsDayPartition, sk: day });

// Offer e-mails (docs/business-rules.md#offer-e-mails).

/** Who asked for offer e-mails: one partition, an item per customer by user id, so a send reads the list in one Query. */
export const offerMailSubscriberPartition = 'OFFERMAILSUB';
export const offerMailSubscriberKey = (userId: string): ItemKey => ({ pk: offerMailSubscriberPartition, sk: userId });
/** The owner's offer e-mails, one partition, an item per e-mail by id (a ULID: oldest first). */
export const offerMailPartition = 'OFFERMAIL';
export const offerMailKey = (mailId: string): ItemKey => ({ pk: offerMailPartition, sk: mailId });
/** One e-mail's queue: an item per subscriber it goes to, written when the owner sends it, drained at SES's rate. */
export const offerMailRecipientPrefix = 'OFFERMAILTO#';
export const offerMailRecipientKey = (mailId: string, userId: string): ItemKey => ({ pk: `${offerMailRecipientPrefix}${mailId}`, sk: userId });
/** What SES's message id was sent for (the e-mail and the subscriber), so SES's open events find their e-mail. */
export const sesMessageKey = (messageId: string): ItemKey => ({ pk: `SESMESSAGE#${messageId}`, sk: 'OFFERMAIL' });
/** Offer e-mails' day counts (sent, opened, subscribed, unsubscribed) by business day, for the owner's reports. */
export const offerMailDayPartition = 'OFFERMAILDAY';
export const offerMailDayKey = (day: string): ItemKey => ({ pk: offerMailDayPartition, sk: day });
