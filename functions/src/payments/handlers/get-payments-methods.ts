/** GET /payments/methods: how customers can pay (in person today) and the tip presets. */
import { http } from '../../platform/http/http.ts';
import { acceptedPaymentMethods } from '../use-cases/payments.ts';

export const handler = http({ route: 'payments/get-payments-methods', cacheControl: 'public, max-age=300' }, async () => acceptedPaymentMethods());
