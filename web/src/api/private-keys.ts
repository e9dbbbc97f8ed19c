/**
 * The roots of the query keys under which a signed-in customer's private data is cached. Each
 * resource module builds its keys on its root here, and sign-out (./session.ts) drops them all
 * without importing those modules: a visitor's pages load none of them.
 */
export const privateKeyRoots = {
  orders: ['orders'],
  checkout: ['checkout'],
  messages: ['messages'],
  favorites: ['favorites'],
  addresses: ['addresses'],
  /** The owner's sales reports. */
  reports: ['reports'],
  /** The owner's offer codes and automatic offers. */
  offers: ['offers'],
  /** The owner's offer e-mails (their subscribers' count and progress). */
  offerMails: ['offer-mails'],
  /** The customer's loyalty points (Account › Points) and the owner's loyalty settings. */
  loyalty: ['loyalty'],
  /** The owner's catering quotes. */
  quotes: ['quotes'],
  /** The customer's own catering quotes (the account's Quotes). */
  myQuotes: ['my-quotes'],
  /** The kitchen's alert settings and devices (its phone numbers among them). */
  alerts: ['alerts'],
  /** The customer's texts (their phone among them) and push devices (Account › Notifications). */
  notifications: ['notifications'],
  /** Whether the customer gets offer e-mails, and their address (Account › Notifications, the order's thank-you). */
  offerEmails: ['offer-emails'],
} as const;
