/** The account home's tiles: one per account screen (docs/product.md#account-screens), each a link with what it holds. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/bell-icon.tsx';
import { CardIcon, ChatIcon, ChevronRightIcon, ClocheIcon, HeartIcon, HomeIcon, ReceiptIcon, ShieldIcon, StarIcon } from '../../../components/screen-icons.tsx';
import styles from './account-tiles.module.scss';

type Tile = { to: string; title: string; text: string; icon: ReactNode };

export const accountTiles: readonly Tile[] = [
  {
    to: '/account/login-security',
    title: 'Login & security',
    text: 'Name, e-mail, phone, password and two-step verification',
    icon: <ShieldIcon size={28} />,
  },
  { to: '/account/orders', title: 'Orders', text: 'See past orders, follow today’s, and order again', icon: <ReceiptIcon size={28} /> },
  { to: '/account/quotes', title: 'Quotes', text: 'The catering quotes we sent you, and their orders', icon: <ClocheIcon size={28} /> },
  { to: '/account/addresses', title: 'Addresses', text: 'Where we bring your food', icon: <HomeIcon size={28} /> },
  { to: '/account/payments', title: 'Payments', text: 'How you pay: card or cash, in person', icon: <CardIcon size={28} /> },
  { to: '/account/favorites', title: 'Favorites', text: 'The dishes you saved with the heart', icon: <HeartIcon size={28} /> },
  { to: '/account/points', title: 'Points', text: 'Your loyalty points, the rewards they reach, and their history', icon: <StarIcon size={28} /> },
  { to: '/account/messages', title: 'Messages', text: 'Notes from the kitchen about your orders', icon: <ChatIcon size={28} /> },
  {
    to: '/account/notifications',
    title: 'Notifications',
    text: 'Texts, this device’s notifications and e-mail about your orders',
    icon: <BellIcon size={28} />,
  },
];

export function AccountTiles({ tiles = accountTiles }: { tiles?: readonly Tile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className={styles.tile}>
            <span className={styles.icon}>{tile.icon}</span>
            <span className={styles.text}>
              <span className={styles.title}>{tile.title}</span>
              <span className={styles.description}>{tile.text}</span>
            </span>
            <ChevronRightIcon size={20} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
