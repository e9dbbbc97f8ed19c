/** PUT /users/name {name}: changes the signed-in user's name (after password re-entry). */
import { nameRequestSchema } from '../../contracts/auth.ts';
import { http } from '../../middleware/http.ts';
import { changeName } from '../../services/account-settings.ts';
import { toSessionUser } from '../../services/accounts.ts';

export const handler = http({ route: 'users/put-name', body: nameRequestSchema }, async ({ body, user }) => toSessionUser(await changeName(user, body.name)));
