/**
 * The local Stripe's clock: the machine's time plus an offset a test can set, so a test can pretend that
 * time passed (a Checkout Session's 24 hours, a card hold's 7 days) without waiting. Stripe's objects carry
 * seconds since the epoch; webhook signatures use the real time (./webhooks.ts), as the receiver checks them
 * against its own clock.
 */
export class StripeClock {
  private offsetSeconds = 0;

  /** Seconds since the epoch, as Stripe's `created` and `expires_at` count. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  offset(): number {
    return this.offsetSeconds;
  }

  setOffset(seconds: number): void {
    this.offsetSeconds = Math.trunc(seconds);
  }
}
