/**
 * Stripe's idempotent requests, kept in memory: a POST's `Idempotency-Key` with the same endpoint and
 * parameters replays the first answer (status and body, marked `Idempotent-Replayed: true`); the same key
 * with another endpoint or other parameters is refused with an `idempotency_error`. As at Stripe, a request
 * refused before it ran (bad parameters) is not kept, so it may be sent again under the same key.
 */
import { StripeLocalError } from './errors.ts';
import { canonicalForm } from './form-params.ts';

export type KeptAnswer = { status: number; body: string };

type Kept = { endpoint: string; parameters: string; answer: KeptAnswer };

export type IdempotencyLookup = { kind: 'new' } | { kind: 'replay'; answer: KeptAnswer } | { kind: 'conflict'; error: StripeLocalError };

const maxKeyLength = 255;

function conflict(message: string): StripeLocalError {
  return new StripeLocalError(400, { type: 'idempotency_error', message });
}

export class IdempotencyKeys {
  private readonly kept = new Map<string, Kept>();

  lookup(key: string, endpoint: string, body: string): IdempotencyLookup {
    if (key.length > maxKeyLength) {
      return {
        kind: 'conflict',
        error: new StripeLocalError(400, { type: 'invalid_request_error', message: `Idempotency keys may be at most ${maxKeyLength} characters.` }),
      };
    }
    const previous = this.kept.get(key);
    if (!previous) return { kind: 'new' };
    const retry = `Try using a key other than '${key}' if you meant to execute a different request.`;
    if (previous.endpoint !== endpoint) {
      const message = `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.endpoint}' vs '${endpoint}'). ${retry}`;
      return { kind: 'conflict', error: conflict(message) };
    }
    if (previous.parameters !== canonicalForm(body)) {
      return {
        kind: 'conflict',
        error: conflict(`Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`),
      };
    }
    return { kind: 'replay', answer: previous.answer };
  }

  keep(key: string, endpoint: string, body: string, answer: KeptAnswer): void {
    this.kept.set(key, { endpoint, parameters: canonicalForm(body), answer });
  }

  clear(): void {
    this.kept.clear();
  }
}
