import { Link } from 'react-router';
import { navItems, type NavItem } from '../../lib/navigation.ts';
import styles from './nav-links.module.scss';

type NavLinksProps = {
  active: NavItem | undefined;
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
};

/** The header's five links; the one for the current first path segment is marked as the page. */
export function NavLinks({ active, variant, onNavigate }: NavLinksProps) {
  return (
    <ul className={styles[variant]}>
      {navItems.map((item) => (
        <li key={item.id}>
          <Link to={item.to} className={styles.link} aria-current={item.id === active ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
