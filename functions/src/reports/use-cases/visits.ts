/** Counting visits: one per browser session, with the signed-in user when there is one. */
import { recordVisit } from '../store/visit.ts';

export async function countVisit(userId: string | undefined, timestamp: string): Promise<void> {
  await recordVisit({ userId: userId ?? null, timestamp });
}
