/** GET /payments/methods: how customers can pay (in person today) and the tip presets. */
import { http } from '../../middleware/http.ts';
import { acceptedPaymentMethods } from '../../services/payments.ts';

export const handler = http({ route: 'payments/get-payments-methods', cacheControl: 'public, max-age=300' }, async () => acceptedPaymentMethods());
