/** GET /owner/orders: the order board (every open order, today's finished ones); the board polls it. */
import { boardQuerySchema } from '../../contracts/kitchen.ts';
import { http } from '../../middleware/http.ts';
import { readBoard } from '../../services/kitchen-board.ts';

export const handler = http({ route: 'owner/get-owner-orders', query: boardQuerySchema }, async () => readBoard());
