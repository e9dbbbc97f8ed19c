/**
 * /account/payments (docs/product.md#account-screens): how customers pay (now by card on Stripe's page where the shop
 * takes cards, or in person, by card or cash at pickup or at the door), and the customer's card payments and refunds.
 * No card is saved: Stripe's page takes the card each time.
 */
import { business } from '@business';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { CardPayments, PaymentMethods } from '../../../features/account/components/payment-methods.tsx';
import { usePaymentMethods } from '../../../api/payments.ts';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from '../../../features/account/components/payments.module.scss';

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
      {methods.data ? <PaymentMethods answer={methods.data} /> : null}
      <CardPayments orderPath={orderDetailsPath} />
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
