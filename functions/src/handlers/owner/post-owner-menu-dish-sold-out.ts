/** POST /owner/menu/dishes/{dishId}/sold-out {soldOut: today | until-back | available, extraId?}: one sold-out switch. */
import { soldOutRequestSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { switchSoldOut } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/post-owner-menu-dish-sold-out', body: soldOutRequestSchema }, async ({ pathParameters, body }) =>
  switchSoldOut(pathParameters, body),
);
