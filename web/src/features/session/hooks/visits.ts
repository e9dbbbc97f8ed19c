/**
 * Visits (docs/product.md#visits): a marker in session storage; the visit is reported only when there is
 * none, then the marker and the last-visit time are stored.
 */
import { postVisit, type Visit } from '../../../api/session.ts';

export const visitMarkerKey = 'visitReported';
export const lastVisitKey = 'lastVisit';

type VisitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export async function reportVisitOnce(
  userId: string | null,
  {
    session = window.sessionStorage,
    local = window.localStorage,
    post = postVisit,
    now = () => new Date(),
  }: { session?: VisitStorage; local?: VisitStorage; post?: (visit: Visit) => Promise<void>; now?: () => Date } = {},
): Promise<void> {
  try {
    if (session.getItem(visitMarkerKey) !== null) return;
    const timestamp = now().toISOString();
    // Claimed before the call, so a second mount (React's strict mode, a second provider) does not report again.
    session.setItem(visitMarkerKey, timestamp);
    try {
      await post({ userId, timestamp });
      local.setItem(lastVisitKey, timestamp);
    } catch (error) {
      session.removeItem(visitMarkerKey); // the next page load tries again
      console.error('Could not report the visit', error);
    }
  } catch {
    // storage blocked: no marker can be kept, so no visit is reported
  }
}
