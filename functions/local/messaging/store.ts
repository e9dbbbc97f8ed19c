/**
 * What the local messaging service was asked to send, and the replies it was handed, kept in memory for
 * its page and for tests (docs/local-messaging.md#what-it-keeps). Lists come out newest first.
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

/** A text a customer sent to one of the shop's numbers (handed in through the control API). */
export type InboundText = {
  id: string;
  at: string;
  from: string;
  to: string;
  body: string;
};

export type MessagingRecords = { texts: SentText[]; calls: PlacedCall[]; inbound: InboundText[] };

const newestFirst = <T extends { at: string }>(records: T[]) => [...records].reverse();

export class MessagingStore {
  private texts: SentText[] = [];
  private calls: PlacedCall[] = [];
  private inbound: InboundText[] = [];

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

  addInbound(message: Omit<InboundText, 'id' | 'at'>): InboundText {
    const record = { id: randomUUID(), at: new Date().toISOString(), ...message };
    this.inbound.push(record);
    return record;
  }

  /** Copies, newest first, so a caller's changes never reach the store. */
  records(): MessagingRecords {
    return structuredClone({ texts: newestFirst(this.texts), calls: newestFirst(this.calls), inbound: newestFirst(this.inbound) });
  }

  clear(): void {
    this.texts = [];
    this.calls = [];
    this.inbound = [];
  }
}
