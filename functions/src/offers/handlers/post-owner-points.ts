/** POST /owner/points {customerId, points, reason}: the owner grants (positive) or takes (negative) a customer's points; answers the customer's points. */
import { pointsGrantRequestSchema } from '../contract/offers.ts';
import { http } from '../../platform/http/http.ts';
import { grantPoints } from '../use-cases/points.ts';

export const handler = http({ route: 'offers/post-owner-points', body: pointsGrantRequestSchema }, async ({ body }) => grantPoints(body));
