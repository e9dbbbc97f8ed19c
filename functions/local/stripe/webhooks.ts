/**
 * Webhook deliveries: each event is POSTed as JSON to the webhook URL, signed (./webhook-signing.ts), in
 * the background, and retried on a non-2xx answer or no answer with a short back-off. Every attempt is
 * logged (event, variant, HTTP status), and a test can wait for deliveries instead of sleeping. The control
 * API steers it: pause and resume, deliver again (several times, at once), in a given order, hold one back
 * and release it late, or send a faulty variant.
 */
import { DeliveryLog, type Delivery, type DeliveryTrigger } from './delivery-log.ts';
import type { LocalEvent } from './events.ts';
import { postWebhook } from './webhook-post.ts';
import { signedRequest, type DeliveryVariant } from './webhook-signing.ts';

export type { Delivery } from './delivery-log.ts';

export type WebhookOptions = {
  url: string | undefined;
  secret: string;
  /** The pause before each retry of an automatic delivery; one attempt more than there are delays. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  findEvent: (id: string) => LocalEvent | undefined;
};

/** Holds back the next event of a type until a test releases it. */
export type HoldRule = { type: string };

export class WebhookDeliveries {
  private url: string | undefined;
  private paused = false;
  private queue: LocalEvent[] = [];
  private rules: HoldRule[] = [];
  private readonly held = new Map<string, LocalEvent>();
  private readonly log = new DeliveryLog();
  private readonly running = new Set<Promise<unknown>>();
  private readonly sleepers = new Map<NodeJS.Timeout, () => void>();
  private abort = new AbortController();
  private generation = 0;

  constructor(private readonly options: WebhookOptions) {
    this.url = options.url;
  }

  endpoints(): number {
    return this.url ? 1 : 0;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  /** A new event: delivered now, unless held back by a rule or deliveries are paused. */
  accept(event: LocalEvent): void {
    if (!this.url) return;
    const rule = this.rules.find((candidate) => candidate.type === event.type);
    if (rule) {
      this.rules = this.rules.filter((candidate) => candidate !== rule);
      this.held.set(event.id, event);
    } else if (this.paused) this.queue.push(event);
    else void this.track(this.deliverWithRetries(event, 'automatic'));
  }

  pause(): void {
    this.paused = true;
  }

  /** Sends what waited while paused, in the order the events were made. */
  async resume(): Promise<Delivery[]> {
    this.paused = false;
    const waiting = this.queue.splice(0);
    return (await Promise.all(waiting.map((event) => this.track(this.deliverWithRetries(event, 'resumed'))))).flat();
  }

  queued(): string[] {
    return this.queue.map((event) => event.id);
  }

  hold(rule: HoldRule): void {
    this.rules.push(rule);
  }

  heldEvents(): string[] {
    return [...this.held.keys()];
  }

  /** Delivers an event again: `times` deliveries, one after another or all at once. */
  async redeliver(eventId: string, options: { times?: number; concurrent?: boolean; variant?: DeliveryVariant } = {}): Promise<Delivery[]> {
    const event = this.eventOrThrow(eventId);
    const times = options.times ?? 1;
    const send = () => this.track(this.attempt(event, options.variant ?? 'signed', 'redelivered', 1));
    if (options.concurrent) return Promise.all(Array.from({ length: times }, send));
    const done: Delivery[] = [];
    for (let index = 0; index < times; index++) done.push(await send());
    return done;
  }

  /** Delivers events one after another in the order given (each waits for the previous answer); they leave the pause queue and the held set. */
  async deliverInOrder(eventIds: string[], variant: DeliveryVariant = 'signed'): Promise<Delivery[]> {
    const events = eventIds.map((id) => this.eventOrThrow(id));
    this.queue = this.queue.filter((event) => !eventIds.includes(event.id));
    for (const id of eventIds) this.held.delete(id);
    const done: Delivery[] = [];
    for (const event of events) done.push(await this.track(this.attempt(event, variant, 'in-order', 1)));
    return done;
  }

  /** Delivers a held event now (late), with retries as an automatic delivery has. */
  async release(eventId: string): Promise<Delivery[]> {
    const event = this.held.get(eventId);
    if (!event) throw new Error(`No held event ${eventId} (held: ${this.heldEvents().join(', ') || 'none'})`);
    this.held.delete(eventId);
    return this.track(this.deliverWithRetries(event, 'released'));
  }

  list(): Delivery[] {
    return this.log.list();
  }

  waitFor(done: (deliveries: Delivery[]) => boolean, timeoutMs: number, what: string): Promise<Delivery[]> {
    return this.log.waitFor(done, timeoutMs, what);
  }

  /** Resolves when no delivery is under way (retries included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Forgets everything and stops what is under way (retries are dropped, requests aborted). */
  reset(): void {
    this.generation++;
    this.abort.abort();
    this.abort = new AbortController();
    for (const [timer, wake] of this.sleepers) {
      clearTimeout(timer);
      wake();
    }
    this.sleepers.clear();
    this.paused = false;
    this.queue = [];
    this.rules = [];
    this.held.clear();
    this.log.clear();
  }

  private eventOrThrow(id: string): LocalEvent {
    if (!this.url) throw new Error('No webhook URL is set: the local Stripe has nowhere to deliver events.');
    const event = this.options.findEvent(id);
    if (!event) throw new Error(`No such event: '${id}'`);
    return event;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleepers.delete(timer);
        resolve();
      }, ms);
      this.sleepers.set(timer, resolve);
    });
  }

  private async deliverWithRetries(event: LocalEvent, trigger: DeliveryTrigger): Promise<Delivery[]> {
    const generation = this.generation;
    const done: Delivery[] = [];
    for (let attempt = 1; attempt <= this.options.retryDelaysMs.length + 1; attempt++) {
      const delivery = await this.attempt(event, 'signed', attempt === 1 ? trigger : 'retry', attempt);
      done.push(delivery);
      if (delivery.ok || generation !== this.generation) break;
      const delay = this.options.retryDelaysMs[attempt - 1];
      if (delay === undefined) break;
      await this.sleep(delay);
      if (generation !== this.generation) break;
    }
    return done;
  }

  private async attempt(event: LocalEvent, variant: DeliveryVariant, trigger: DeliveryTrigger, attempt: number): Promise<Delivery> {
    const generation = this.generation;
    const request = signedRequest(event, variant, this.options.secret, Math.floor(Date.now() / 1000));
    const signal = AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]);
    const { status, error } = await postWebhook(this.url!, request, signal);
    const ok = status !== null && status >= 200 && status < 300;
    const delivery = {
      eventId: event.id,
      eventType: event.type,
      variant,
      trigger,
      attempt,
      status,
      ok,
      ...(error ? { error } : {}),
      at: new Date().toISOString(),
    };
    // A delivery that outlived a reset belongs to the forgotten past.
    if (generation !== this.generation) return { id: 'whd_forgotten', ...delivery };
    if (ok && variant === 'signed') event.pending_webhooks = 0;
    return this.log.add(delivery);
  }
}
