/**
 * The log of webhook delivery attempts (which event, which variant, what the receiver answered), and the
 * waits tests use instead of sleeping: a wait resolves at the delivery that meets it, or fails after a timeout.
 */
import type { DeliveryVariant } from './webhook-signing.ts';

export type DeliveryTrigger = 'automatic' | 'retry' | 'resumed' | 'redelivered' | 'in-order' | 'released';

export type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  variant: DeliveryVariant;
  trigger: DeliveryTrigger;
  attempt: number;
  /** The receiver's HTTP status; null when it gave no answer (refused, reset, timed out). */
  status: number | null;
  ok: boolean;
  error?: string;
  at: string;
};

export class DeliveryLog {
  private readonly entries: Delivery[] = [];
  private readonly watchers = new Set<() => void>();
  private counter = 0;

  add(delivery: Omit<Delivery, 'id'>): Delivery {
    const entry = { id: `whd_${++this.counter}`, ...delivery };
    this.entries.push(entry);
    for (const watcher of [...this.watchers]) watcher();
    return entry;
  }

  list(): Delivery[] {
    return this.entries.map((delivery) => ({ ...delivery }));
  }

  /** Resolves once `done(deliveries)` holds (checked at each new delivery), or rejects after `timeoutMs`. */
  waitFor(done: (deliveries: Delivery[]) => boolean, timeoutMs: number, what: string): Promise<Delivery[]> {
    if (done(this.list())) return Promise.resolve(this.list());
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done(this.list())) return;
        clearTimeout(timer);
        this.watchers.delete(check);
        resolve(this.list());
      };
      const timer = setTimeout(() => {
        this.watchers.delete(check);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; deliveries so far: ${JSON.stringify(this.list())}`));
      }, timeoutMs);
      this.watchers.add(check);
    });
  }

  clear(): void {
    this.entries.length = 0;
    this.counter = 0;
  }
}
