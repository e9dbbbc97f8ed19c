/** GET /owner/orders: the order board (every open order, today's finished ones); the board polls it. */
import { boardQuerySchema } from '../../orders/contract/kitchen.ts';
import { http } from '../../platform/http/http.ts';
import { readBoard } from '../use-cases/kitchen-board.ts';

export const handler = http({ route: 'kitchen/get-owner-orders', query: boardQuerySchema }, async () => readBoard());
