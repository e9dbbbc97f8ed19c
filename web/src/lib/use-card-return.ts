/**
 * Coming back from Stripe's page (docs/business-rules.md#card-payments): the address Stripe sends the customer to
 * says how they left it (`?payment=paid`, or `?payment=cancelled&order=…` on checkout). The page tells the server once,
 * then drops the words from its address, so a reload or a shared link does not say it again.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePaymentReturn } from '../api/orders.ts';

export function useCardReturn(outcome: 'paid' | 'cancelled', orderIdOf: (params: URLSearchParams) => string | undefined) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const report = usePaymentReturn();
  const orderId = params.get('payment') === outcome ? orderIdOf(params) : undefined;
  const reported = useRef<string | undefined>(undefined);
  const { mutate } = report;
  useEffect(() => {
    if (!orderId || reported.current === orderId) return;
    reported.current = orderId;
    mutate(
      { orderId, outcome },
      {
        onSettled: () => {
          const rest = new URLSearchParams(params);
          rest.delete('payment');
          rest.delete('order');
          const search = rest.toString();
          void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
        },
      },
    );
  }, [orderId, outcome, mutate, navigate, params, location.pathname, location.state]);
  return { reporting: orderId !== undefined || report.isPending, order: report.data, error: report.error, reported: report.isSuccess };
}
