/**
 * The catering terms where a catering size is chosen (the dish page) or in the cart (issue:
 * "catering rules only appear at checkout"): at least N entrée trays, order by the cut-off for
 * the day after next. The numbers come from the ordering rules, through lib/catering-terms.ts.
 */
import { Link } from 'react-router';
import { cateringMinimumEntreeTrays, cateringNoticeDayText, cateringOrderByText } from '../lib/catering-terms.ts';
import { ClocheIcon } from './screen-icons.tsx';
import styles from './catering-terms-note.module.scss';

export function CateringTermsNote({ id, className }: { id?: string; className?: string }) {
  return (
    <aside id={id} className={`${styles.note}${className ? ` ${className}` : ''}`} aria-label="Catering terms">
      <ClocheIcon size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>Catering sizes are made to order</p>
        <ul className={styles.terms}>
          <li>
            At least <strong>{cateringMinimumEntreeTrays} entrée trays</strong> per catering order.
          </li>
          <li>
            Order by <strong>{cateringOrderByText}</strong> for {cateringNoticeDayText}: you choose the day and time at checkout.
          </li>
        </ul>
        <Link to="/catering" className={styles.more}>
          More about catering
        </Link>
      </div>
    </aside>
  );
}
