/** Buy again: puts the order's lines back in the cart at today's prices, and says what could not be added. */
import type { Order } from '@functions/orders/contract/order';
import { Link } from 'react-router';
import { useBuyAgain } from '../../../api/orders.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { RepeatIcon } from '../../../components/screen-icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { OrderPanel } from './order-panel.tsx';
import styles from './order-details.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

export function BuyAgain({ order }: { order: Order }) {
  const buyAgain = useBuyAgain();
  const answer = buyAgain.data;
  return (
    <OrderPanel title="Order it again">
      <p className={styles.muted}>Puts these dishes back in your cart at today’s prices. You can change them there before checkout.</p>
      <button type="button" className={styles.primary} onClick={() => buyAgain.mutate(order.orderId)} disabled={buyAgain.isPending}>
        <RepeatIcon size={20} />
        {buyAgain.isPending ? 'Adding…' : 'Buy again'}
      </button>
      <div aria-live="polite">
        {answer && answer.added > 0 ? (
          <FormAlert tone="success" title={`Added ${countLabel(answer.added, 'item')} to your cart`}>
            {answer.skipped.length > 0 ? <p>Not added, as they are no longer on the menu as ordered: {answer.skipped.join(', ')}.</p> : null}
            <Link to="/order" className={styles.cartLink}>
              Go to your cart
            </Link>
          </FormAlert>
        ) : null}
      </div>
      {answer && answer.added === 0 ? (
        <FormAlert title="Nothing was added to your cart">
          {answer.skipped.length > 0 ? `No longer on the menu as ordered: ${answer.skipped.join(', ')}.` : 'None of these dishes can be ordered right now.'}
        </FormAlert>
      ) : null}
      {buyAgain.isError ? <FormAlert title="We couldn’t add these dishes">{apiErrorText(buyAgain.error)}</FormAlert> : null}
    </OrderPanel>
  );
}
