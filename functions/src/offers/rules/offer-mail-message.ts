/**
 * An offer e-mail as a subscriber gets it (docs/business-rules.md#offer-e-mails): the owner's subject and text (plain
 * text, laid out and escaped by the shop's one e-mail layout, never HTML from the owner), the featured offer's words
 * and code, a button to the menu, and under the shop's address: why they get it, the postal address, and the
 * unsubscribe link. The headers carry the one-click unsubscribe (RFC 8058): List-Unsubscribe with the HTTPS address
 * a mail provider POSTs to, and List-Unsubscribe-Post. Order e-mails never carry these: they are not marketing.
 */
import { composeEmail, paragraphs, type Block, type EmailMessage } from '../../platform/mail/email-message.ts';

export type OfferMailContent = {
  subject: string;
  body: string;
  /** The featured offer's code and words ("20 % off the food of orders over $30"); null: none. */
  offer: { code: string; words: string } | null;
};

export type OfferMailAddressee = {
  email: string;
  name: string;
  /** The List-Unsubscribe address (a POST there unsubscribes) and the footer link's page. */
  unsubscribe: { oneClick: string; page: string };
};

export type OfferMailPlace = {
  /** The menu's address, for the button. */
  menuUrl: string;
  /** The postal address the e-mail must carry (CAN-SPAM). */
  postalAddress: string;
};

/** The e-mail to one subscriber. */
export function offerMailMessage(content: OfferMailContent, to: OfferMailAddressee, place: OfferMailPlace): EmailMessage {
  const offerBlocks: Block[] = content.offer
    ? [
        { heading: 'Your code' },
        { paragraph: capitalised(content.offer.words) },
        { code: content.offer.code },
        { paragraph: 'Type it in “Have a code?” at checkout.' },
      ]
    : [];
  const blocks: Block[] = [...paragraphs(content.body), ...offerBlocks, { button: { label: 'See the menu', url: place.menuUrl } }];
  const footnote: Block[] = [
    { paragraph: 'You get this e-mail because you asked for our offers. Order e-mails are separate and keep coming.' },
    { link: { label: 'Unsubscribe from offer e-mails', url: to.unsubscribe.page } },
    { paragraph: `Postal address: ${place.postalAddress}` },
  ];
  const greeting = to.name.trim() ? `Hello ${to.name.trim()},` : 'Hello,';
  return composeEmail(to.email, content.subject, greeting, blocks, undefined, {
    footnote,
    headers: [
      { name: 'List-Unsubscribe', value: `<${to.unsubscribe.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  });
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1) + (/[.!?]$/.test(words) ? '' : '.');
