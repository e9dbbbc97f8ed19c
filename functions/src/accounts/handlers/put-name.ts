/** PUT /users/name {name}: changes the signed-in user's name (after password re-entry). */
import { nameRequestSchema } from '../contract/auth.ts';
import { http } from '../../platform/http/http.ts';
import { changeName } from '../use-cases/account-settings.ts';
import { toSessionUser } from '../use-cases/accounts.ts';

export const handler = http({ route: 'accounts/put-name', body: nameRequestSchema }, async ({ body, user }) =>
  toSessionUser(await changeName(user, body.name)),
);
