/** PUT /api/users/theme {theme}: saves the signed-in user's theme; the answer's theme is the saved one. */
import type { Theme } from '@contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

// The answer has the request's shape: {theme}.
const themeAnswerSchema = () => import('@contracts/auth').then((contracts) => contracts.themeRequestSchema);

export async function putUsersTheme(theme: Theme): Promise<Theme> {
  const answer = await apiRequest('/users/theme', { method: 'PUT', body: { theme }, schema: themeAnswerSchema });
  return answer.theme;
}
