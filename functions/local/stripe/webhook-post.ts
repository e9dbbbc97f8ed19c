/** One webhook request, as Stripe sends it: a JSON POST with Stripe's user agent and, unless unsigned, `Stripe-Signature`. */
import type { SignedRequest } from './webhook-signing.ts';

/** The receiver's HTTP status, or null and why when it gave none (refused, reset, timed out, aborted). */
export type PostResult = { status: number | null; error?: string };

export async function postWebhook(url: string, request: SignedRequest, signal: AbortSignal): Promise<PostResult> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(request.signature ? { 'stripe-signature': request.signature } : {}),
      },
      body: request.body,
      signal,
    });
    // Read to the end, so the connection can serve the next delivery.
    await answer.arrayBuffer();
    return { status: answer.status };
  } catch (failure) {
    return { status: null, error: failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure) };
  }
}
