/**
 * Finishes the add a signed-out customer asked for, once somebody signs in (issue: "signing in
 * loses the customer's choice"). Mounted once in the page frame, so it acts wherever the sign-in
 * ends: /login, the two-factor step, or a later sign-in after registering and verifying, in
 * another tab too. Only a visible tab acts, and it takes the add under a lock, so of two open tabs
 * one finishes it, once. Then it goes to the dish page with the outcome, which shows the 'Added
 * to Cart' notice, or why the server refused the add.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { peekPendingAdd, savePendingAdd, takePendingAdd, withPendingAddLock, type PendingAdd } from '../../../lib/pending-add.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useAddToCartMutation, postSetChosen } from '../../../api/cart.ts';
import { pendingAddOutcomeStateKey, type PendingAddOutcome } from '../hooks/use-add-dish-to-cart.ts';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** What the customer reads when the add is refused after signing in. */
export function refusalText(pending: PendingAdd, error: unknown): { message: string; dishGone: boolean } {
  const name = pending.request.orders[0]?.dishName ?? 'your dish';
  const start = `We couldn’t add ${name} to your cart after you signed in`;
  if (isApiError(error) && error.status === 404) {
    return { message: `${start}: a dish you chose is no longer on the menu.`, dishGone: true };
  }
  if (isApiError(error) && error.status === 409) {
    return { message: `${start}. ${error.message} Your choices are below; add them again when you’re ready.`, dishGone: false };
  }
  return { message: `${start}: ${apiErrorText(error)}`, dishGone: false };
}

export function PendingAddFinisher() {
  const user = useStoredUser();
  const visible = usePageVisible();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const { mutateAsync } = useAddToCartMutation();
  const finish = useRef(mutateAsync);
  finish.current = mutateAsync;
  const running = useRef(false);

  useEffect(() => {
    if (!user || !visible || running.current || !peekPendingAdd()) return;
    running.current = true;
    void withPendingAddLock(async () => {
      const pending = takePendingAdd();
      if (!pending) return; // another tab took it
      let outcome: PendingAddOutcome;
      try {
        const summary = await finish.current(pending.request);
        outcome = { kind: 'added', summary, request: pending.request };
        const chosen = pending.request.optionalIngredients ?? [];
        if (chosen.length > 0) {
          postSetChosen(chosen.map((entry) => ({ dishId: entry.dishId, ingredientIds: entry.ingredientIds }))).catch((error: unknown) =>
            console.warn('Saving chosen ingredients failed', error),
          );
        }
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          // The stored user was stale: the session check signs it out, and the next sign-in tries again.
          savePendingAdd(pending.request, pending.dishPath, pending.savedAt);
          return;
        }
        outcome = { kind: 'refused', request: pending.request, ...refusalText(pending, error) };
      }
      await navigate(pending.dishPath, {
        replace: where.current === pending.dishPath,
        state: { [pendingAddOutcomeStateKey]: outcome },
      });
    }).finally(() => {
      running.current = false;
    });
  }, [user, visible, navigate]);

  return null;
}
