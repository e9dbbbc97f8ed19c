/** GET /account/points: the customer's loyalty points, available and pending, the next to expire, the rewards and the history. */
import { http } from '../../platform/http/http.ts';
import { readPoints } from '../use-cases/points.ts';

export const handler = http({ route: 'offers/get-account-points' }, async ({ user }) => readPoints(user.id));
