/** For signed-out visitors: sign in, or register. */
import { Link } from 'react-router';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import styles from './home.module.scss';

export function SignInPrompt() {
  return (
    <RevealOnScroll as="section" className={styles.signInPrompt} aria-labelledby="home-signin-title" hideOnExit>
      <h2 id="home-signin-title" className={styles.signInTitle}>
        Order faster next time
      </h2>
      <p className={styles.signInText}>Sign in to keep your favourites, see past orders and check out in a few taps.</p>
      <div className={styles.signInActions}>
        <Link to="/login" className={styles.signInButton}>
          Sign in
        </Link>
        <Link to="/register" className={styles.registerLink}>
          New? Start here.
        </Link>
      </div>
    </RevealOnScroll>
  );
}
