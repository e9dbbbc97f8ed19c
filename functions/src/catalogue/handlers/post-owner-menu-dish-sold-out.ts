/** POST /owner/menu/dishes/{dishId}/sold-out {soldOut: today | until-back | available, extraId?}: one sold-out switch. */
import { soldOutRequestSchema } from '../contract/menu-editor.ts';
import { http } from '../../platform/http/http.ts';
import { switchSoldOut } from '../use-cases/menu-editor.ts';

export const handler = http({ route: 'catalogue/post-owner-menu-dish-sold-out', body: soldOutRequestSchema }, async ({ pathParameters, body }) =>
  switchSoldOut(pathParameters, body),
);
