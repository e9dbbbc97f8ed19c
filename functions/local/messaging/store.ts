/**
 * What the local messaging service was asked to send, the replies it was handed and the numbers on its opt-out
 * list, kept in memory for its page and for tests (docs/local-messaging.md#what-it-keeps). Lists come out newest
 * first.
 */
import { randomUUID } from 'node:crypto';

/** One SendTextMessage the service accepted. */
export type SentText = {
  /** The MessageId the caller was given. */
  id: string;
  /** When it was accepted, ISO 8601. */
  at: string;
  to: string;
  /** The OriginationIdentity it was sent from. */
  from: string;
  body: string;
  messageType?: 'TRANSACTIONAL' | 'PROMOTIONAL';
  configurationSet?: string;
  context?: Record<string, string>;
};

/** One SendVoiceMessage the service accepted. */
export type PlacedCall = {
  id: string;
  at: string;
  to: string;
  from: string;
  /** What the call says, as sent. */
  body: string;
  /** TEXT (read as written) or SSML (speech markup). */
  textType: 'TEXT' | 'SSML';
  /** The Amazon Polly voice, e.g. JOANNA (the service's default is MATTHEW). */
  voice: string;
  configurationSet?: string;
  context?: Record<string, string>;
};

/** A text a customer sent to one of the shop's numbers (handed in through the control API or the page's form). */
export type InboundText = {
  id: string;
  at: string;
  from: string;
  to: string;
  body: string;
  /** The MessageId of the last text that shop number sent to this customer, when there was one. */
  previousPublishedMessageId?: string;
};

/** A number on the Default opt-out list: no text reaches it until it is deleted from the list. */
export type OptedOutNumber = {
  /** E.164, with its + (the API takes the number with or without it). */
  number: string;
  /** When it was put on the list, ISO 8601. */
  at: string;
  /**
   * True when the customer opted out by texting a keyword to a number whose opt-outs AWS manages. The stand-in acts
   * as a number with self-managed opt-outs (the shop puts numbers on the list itself), so it is always false here.
   */
  endUserOptedOut: boolean;
};

export type MessagingRecords = { texts: SentText[]; calls: PlacedCall[]; inbound: InboundText[]; optedOut: OptedOutNumber[] };

const newestFirst = <T extends { at: string }>(records: T[]) => [...records].reverse();

export class MessagingStore {
  private texts: SentText[] = [];
  private calls: PlacedCall[] = [];
  private inbound: InboundText[] = [];
  /** Keyed by number, in the order the numbers were put on the list. */
  private optedOut = new Map<string, OptedOutNumber>();

  addText(text: Omit<SentText, 'id' | 'at'>): SentText {
    const record = { id: randomUUID(), at: new Date().toISOString(), ...text };
    this.texts.push(record);
    return record;
  }

  addCall(call: Omit<PlacedCall, 'id' | 'at'>): PlacedCall {
    const record = { id: randomUUID(), at: new Date().toISOString(), ...call };
    this.calls.push(record);
    return record;
  }

  /** Keeps a customer's reply, naming the last text the shop number sent them (what AWS gives as previousPublishedMessageId). */
  addInbound(message: Pick<InboundText, 'from' | 'to' | 'body'>): InboundText {
    const previous = this.texts.findLast((text) => text.to === message.from && text.from === message.to);
    const record: InboundText = {
      id: randomUUID(),
      at: new Date().toISOString(),
      ...message,
      ...(previous ? { previousPublishedMessageId: previous.id } : {}),
    };
    this.inbound.push(record);
    return record;
  }

  /** Puts the number on the list, or answers it as it is when it is there already (its first time kept). */
  optOut(number: string): OptedOutNumber {
    const existing = this.optedOut.get(number);
    if (existing) return { ...existing };
    const record = { number, at: new Date().toISOString(), endUserOptedOut: false };
    this.optedOut.set(number, record);
    return { ...record };
  }

  /** Takes the number off the list; answers what it was, or undefined when it was not there. */
  optIn(number: string): OptedOutNumber | undefined {
    const existing = this.optedOut.get(number);
    this.optedOut.delete(number);
    return existing;
  }

  isOptedOut(number: string): boolean {
    return this.optedOut.has(number);
  }

  /** The list in the order the numbers were put on it (the API's pages follow it). */
  optedOutNumbers(): OptedOutNumber[] {
    return [...this.optedOut.values()].map((record) => ({ ...record }));
  }

  /** Copies, newest first, so a caller's changes never reach the store. */
  records(): MessagingRecords {
    return structuredClone({
      texts: newestFirst(this.texts),
      calls: newestFirst(this.calls),
      inbound: newestFirst(this.inbound),
      optedOut: newestFirst(this.optedOutNumbers()),
    });
  }

  clear(): void {
    this.texts = [];
    this.calls = [];
    this.inbound = [];
    this.optedOut.clear();
  }
}
