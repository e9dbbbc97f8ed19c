/** Below the order summary: tips, similar dishes, recently viewed dishes and the phone number for questions. */
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { PhoneLink } from '../../../components/contact-links.tsx';
import { PhoneIcon } from '../../../components/icons.tsx';
import { DishTips } from './dish-tips.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';
import { SimilarDishes } from './similar-dishes.tsx';
import styles from './dish-page.module.scss';

export function DishMore({ dish, recentlyViewed }: { dish: Dish; recentlyViewed: readonly string[] }) {
  const similar = dish.goesWith.filter((companion) => companion.relation === 'similar');
  return (
    <div className={styles.more}>
      <DishTips tips={dish.tips} />
      <SimilarDishes title="You may also like" dishes={similar} />
      <RecentlyViewed names={recentlyViewed} />
      <p className={styles.call}>
        <PhoneIcon size={20} />
        <span>
          Questions about this dish? Call <PhoneLink />.
        </span>
      </p>
    </div>
  );
}
