/**
 * The account's Payments: the ways the shop takes payment with a word on tips and cards, and the customer's card
 * payments and refunds (none saved: Stripe's page takes the card each time).
 */
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { paymentWords } from '@functions/orders/contract/card-payment.ts';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import { CardIcon, CashIcon, LockIcon, TipIcon } from '../../../components/screen-icons.tsx';
import { useCardPayments } from '../hooks/use-card-payments.ts';
import { AccountPanel } from './account-page.tsx';
import styles from './payments.module.scss';

const methodIcons: Record<PaymentMethodsAnswer['methods'][number]['id'], ReactNode> = {
  'card-online': <LockIcon size={28} />,
  'in-person-card': <CardIcon size={28} />,
  'in-person-cash': <CashIcon size={28} />,
};

function percentList(percents: readonly number[]): string {
  const shown = percents.filter((percent) => percent > 0).map((percent) => `${percent}%`);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
}

/** The ways to pay, then what to know about tips and cards. */
export function PaymentMethods({ answer }: { answer: PaymentMethodsAnswer }) {
  return (
    <>
      <ul className={styles.methods} aria-label="Ways to pay">
        {answer.methods.map((method) => (
          <li key={method.id} className={styles.method}>
            <span className={styles.icon}>{methodIcons[method.id]}</span>
            <div>
              <h3 className={styles.methodTitle}>{method.title}</h3>
              <p className={styles.muted}>{method.description}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className={styles.columns}>
        <AccountPanel labelledBy="tips-title">
          <h2 id="tips-title" className={styles.panelTitle}>
            <TipIcon size={24} /> Tips
          </h2>
          <p className={styles.muted}>
            At checkout you can add {percentList(answer.tipPresetPercents)} of the food subtotal, an amount of your own (up to{' '}
            {formatUsd(answer.customTipMaxCents)}), or no tip. Sales tax is never charged on a tip.
          </p>
        </AccountPanel>

        <AccountPanel labelledBy="cards-title">
          <h2 id="cards-title" className={styles.panelTitle}>
            <LockIcon size={24} /> Your card
          </h2>
          <p className={styles.muted}>
            {answer.onlinePayments
              ? 'We never see or keep your card number: you type it on Stripe’s secure page at each order, and Stripe holds or charges it for us.'
              : 'We don’t take payment online here, so we never see or keep a card number.'}
          </p>
        </AccountPanel>
      </div>
    </>
  );
}

/**
 * The customer's card payments, newest first, each with its refunds (from their orders), each linking to its order's
 * page at `orderPath`.
 */
export function CardPayments({ orderPath }: { orderPath: (orderId: string) => string }) {
  const paid = useCardPayments();
  if (paid.length === 0) return null;
  return (
    <section aria-labelledby="card-payments-title">
      <h2 id="card-payments-title" className={styles.sectionTitle}>
        Card payments and refunds
      </h2>
      <ul className={styles.payments}>
        {paid.map((order) => (
          <li key={order.orderId} className={styles.payment}>
            <div>
              <Link to={orderPath(order.orderId)} className={styles.paymentOrder}>
                Order {order.number}
              </Link>
              <span className={styles.muted}> · {slotLabel(order.placedAt)}</span>
            </div>
            <p className={styles.paymentWords}>{paymentWords(order.cardPayment!)}</p>
            {order.cardPayment!.refunds.map((refund, index) => (
              <p key={refund.at + index} className={styles.muted}>
                Refunded {formatUsd(refund.amountCents)} on {slotLabel(refund.at)}
                {refund.reason ? `: ${refund.reason}` : ''}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
