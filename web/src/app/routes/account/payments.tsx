/**
 * /account/payments (docs/product.md#account-screens): how customers pay (now by card on Stripe's page where the shop
 * takes cards, or in person, by card or cash at pickup or at the door), and the customer's card payments and refunds.
 * No card is saved: Stripe's page takes the card each time.
 */
import { business } from '@business';
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { CardIcon, CashIcon, LockIcon, TipIcon } from '../../../components/screen-icons.tsx';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { usePaymentMethods } from '../../../api/payments.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { paymentWords } from '@functions/orders/contract/card-payment.ts';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders.ts';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
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

function Methods({ answer }: { answer: PaymentMethodsAnswer }) {
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

/** The customer's card payments, newest first, each with its refunds (from their orders). */
function CardPayments() {
  const orders = useOrders();
  const paid = (orders.data ?? []).filter((order) => order.cardPayment && order.cardPayment.state !== 'abandoned' && order.cardPayment.state !== 'awaiting');
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
              <Link to={orderDetailsPath(order.orderId)} className={styles.paymentOrder}>
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

export function PaymentsScreen() {
  useDocumentTitle(`Payments | ${business.name}`);
  const methods = usePaymentMethods();

  return (
    <AccountPage
      title="Payments"
      width="wide"
      crumbs={[accountCrumb]}
      lead={
        <p>
          {methods.data?.onlinePayments
            ? 'Pay now by card on Stripe’s secure page, or when you get your food: when you collect it, or when the driver hands it over.'
            : 'You pay when you get your food: when you collect it, or when the driver hands it over. Nothing is charged when you order.'}
        </p>
      }
    >
      <h2 className={styles.sectionTitle}>How you can pay</h2>
      {methods.data ? <Methods answer={methods.data} /> : null}
      <CardPayments />
      {methods.isPending ? (
        <div role="status" aria-label="Loading the ways to pay" className={styles.methods}>
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      ) : null}
      {methods.isError ? (
        <FormAlert title="We couldn’t load the ways to pay">
          Please try again, or call us at {business.phone}.{' '}
          <button type="button" className={styles.retry} onClick={() => void methods.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : null}
    </AccountPage>
  );
}
