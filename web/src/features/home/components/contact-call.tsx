/** The contact call to action: events and questions, with the phone number. */
import { business } from '@business';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/contact-links.tsx';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import styles from './home.module.scss';

export function ContactCall() {
  return (
    <RevealOnScroll as="section" className={styles.contact} aria-labelledby="home-contact-title">
      <div className={styles.contactCard}>
        <h2 id="home-contact-title" className={styles.contactTitle}>
          Planning an event, or have a question?
        </h2>
        <p className={styles.contactText}>
          We cater business lunches, parties and weddings across {business.serviceArea.name}, and every meal has bulk options. Outside the area? Get in touch
          anyway.
        </p>
        <div className={styles.contactActions}>
          <Link to="/contact" className={styles.contactButton}>
            CONTACT US
          </Link>
          <p className={styles.call}>
            or call <PhoneLink icon={18} />
          </p>
        </div>
      </div>
    </RevealOnScroll>
  );
}
