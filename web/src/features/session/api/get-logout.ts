/** GET /api/auth/logout: ends the session and clears its cookie. The answer is only logged. */
import { apiRequest } from '../../../lib/api-client.ts';

export async function getLogout(): Promise<void> {
  await apiRequest('/auth/logout');
}
