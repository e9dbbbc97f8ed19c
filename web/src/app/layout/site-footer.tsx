/**
 * The site footer (docs/product.md#header-and-footer): shown 1 s after the page mounts, so it does not
 * flash below a screen that is still loading. Variants: 'account' on /account, 'compact' on the
 * registration screen and e-mail verification links.
 */
import { business } from '@business';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { OpeningHoursLines } from '../../components/opening-hours.tsx';
import { BrandMark, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { footerVariant } from '../../lib/navigation.ts';
import styles from './site-footer.module.scss';

export const footerRevealMs = 1000;

export function SiteFooter() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const variant = footerVariant(pathname);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), footerRevealMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const copyright = (
    <Link to="/" className={styles.copyright}>
      © {business.copyrightYear} {business.productName}
    </Link>
  );

  return (
    <footer className={styles.footer} data-variant={variant}>
      {variant !== 'compact' ? (
        <div className={styles.main}>
          <section className={styles.about} aria-labelledby="footer-brand">
            <h2 id="footer-brand" className={styles.brand}>
              <BrandMark size={34} />
              <span className={styles.fullName}>{business.name}</span>
              <span className={styles.mobileName}>{business.shortName}</span>
            </h2>
            <p className={styles.blurb}>
              African cuisine made accessible: healthy, customizable dishes for delivery, pickup and catering across {business.serviceArea.name} since{' '}
              {business.servingSince}.
            </p>
          </section>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Get in touch
            </h2>
            <ul className={styles.list}>
              <li>
                <PhoneIcon size={18} />
                <PhoneLink />
              </li>
              <li>
                <MailIcon size={18} />
                <EmailLink />
              </li>
              <li>
                <MapPinIcon size={18} />
                <span>
                  Serving {business.serviceArea.name}
                  <br />
                  {business.address.street}, {business.address.city}, {business.address.region}
                </span>
              </li>
            </ul>
          </section>

          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className={styles.heading}>
              Opening hours
            </h2>
            {/* The owner's saved hours (GET /shop/status), not the defaults: docs/decisions.md#opening-hours-from-the-live-status. */}
            <OpeningHoursLines className={styles.list} icon={<ClockIcon size={18} />} />
          </section>
        </div>
      ) : null}

      <div className={styles.bottom}>
        {copyright}
        <ul className={styles.legal} aria-label="More from us">
          <li>Privacy &amp; Legal</li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>News</li>
          <li>Engage</li>
        </ul>
      </div>
    </footer>
  );
}
