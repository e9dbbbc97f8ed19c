/** Step 1: pickup or delivery, as two big radio cards; pickup shows where and when to collect. */
import { business } from '@business';
import type { FulfilmentMode } from '@functions/shop/contract/ordering';
import { ordering } from '@functions/shop/contract/ordering';
import { BagIcon, ClockIcon, MapPinIcon } from '../../../components/icons.tsx';
import { TruckIcon } from '../../../components/screen-icons.tsx';
import { OpeningHoursLines } from '../../../components/opening-hours.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { CheckoutSection } from './checkout-section.tsx';
import shared from './checkout-choices.module.scss';
import styles from './fulfilment-choice.module.scss';

const choices: { mode: FulfilmentMode; title: string; text: string; icon: typeof BagIcon }[] = [
  { mode: 'pickup', title: 'Pickup', text: 'Collect it from our kitchen', icon: BagIcon },
  {
    mode: 'delivery',
    title: 'Delivery',
    text: `To your door in ${business.serviceArea.name} · ${formatUsd(ordering.deliveryMinimumCents)} minimum`,
    icon: TruckIcon,
  },
];

export function FulfilmentChoice({ mode, onChange }: { mode: FulfilmentMode; onChange: (mode: FulfilmentMode) => void }) {
  const { street, city, region, postalCode } = business.address;
  return (
    <CheckoutSection step={1} title="Pickup or delivery">
      <div className={styles.modeCards}>
        {choices.map(({ mode: choice, title, text, icon: Icon }) => (
          <label key={choice} className={shared.modeCard}>
            <input
              type="radio"
              className={shared.hiddenInput}
              name="mode"
              value={choice}
              checked={mode === choice}
              onChange={() => onChange(choice)}
              aria-labelledby={`mode-${choice}-title`}
              aria-describedby={`mode-${choice}-text`}
            />
            <span className={shared.modeIcon} aria-hidden="true">
              <Icon size={26} />
            </span>
            <span className={shared.cardText}>
              <span id={`mode-${choice}-title`} className={shared.cardTitle}>
                {title}
              </span>
              <span id={`mode-${choice}-text`} className={shared.cardHint}>
                {text}
              </span>
            </span>
            <span className={shared.radioMark} aria-hidden="true" />
          </label>
        ))}
      </div>
      {mode === 'pickup' ? (
        <div className={styles.pickupInfo}>
          <p className={styles.infoLine}>
            <MapPinIcon size={20} />
            <span>
              <strong>{business.name}</strong>
              <br />
              {street}, {city}, {region} {postalCode}
            </span>
          </p>
          <div className={styles.infoLine}>
            <ClockIcon size={20} />
            <OpeningHoursLines className={styles.hours} label="Opening hours" />
          </div>
        </div>
      ) : null}
    </CheckoutSection>
  );
}
