/** POST /api/visits {userId, timestamp}: counts one browser session's visit (the server reads the user from the cookie). */
import { apiRequest } from '../../../lib/api-client.ts';

export type Visit = { userId: string | null; timestamp: string };

export async function postVisit(visit: Visit): Promise<void> {
  await apiRequest('/visits', { method: 'POST', body: visit });
}
