/**
 * Registration's answer, shown in place on /register (docs/product.md#sign-in-screens): where the link went, that
 * it signs in in this browser for 30 minutes, and what it will finish (the add kept for the sign-in, if any).
 */
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/email-address.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import styles from './check-your-email.module.scss';

export function CheckYourEmail({ email, keptItems, onStartAgain }: { email: string; keptItems: string; onStartAgain: () => void }) {
  return (
    <div className={styles.panel}>
      <FormAlert tone="success">
        We’ve sent a link to <EmailAddress email={email} after="." />
      </FormAlert>
      <p className={styles.lead}>Open it in this browser within 30 minutes: it signs you in{keptItems ? <> and adds {keptItems} to your cart</> : null}.</p>
      <p className={styles.aside}>Opening it on another device? It will ask for your password there.</p>
      <p className={styles.aside}>
        No e-mail? Check your spam folder, or <Link to="/login">sign in</Link> to get a new link. Wrong address?{' '}
        <button type="button" className={styles.textButton} onClick={onStartAgain}>
          Start again
        </button>
      </p>
    </div>
  );
}
