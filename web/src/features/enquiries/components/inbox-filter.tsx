import type { InboxCounts } from '@functions/enquiries/contract/enquiry-inbox';
import type { InboxFilter } from '../hooks/use-inbox-selection.ts';
import styles from './inbox-filter.module.scss';

const filters: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'replied', label: 'Replied' },
  { value: 'closed', label: 'Closed' },
];

/** All / New / Replied / Closed, each with how many enquiries it holds. */
export function InboxFilterTabs({ filter, counts, onChange }: { filter: InboxFilter; counts: InboxCounts | undefined; onChange: (next: InboxFilter) => void }) {
  return (
    <div className={styles.frame}>
      <div className={styles.tabs} role="group" aria-label="Show enquiries">
        {filters.map(({ value, label }) => (
          <button key={value} type="button" className={styles.tab} aria-pressed={filter === value} onClick={() => onChange(value)}>
            <span>{label}</span>
            {counts ? (
              <span className={styles.count}>
                {counts[value]}
                <span className="visually-hidden"> {counts[value] === 1 ? 'enquiry' : 'enquiries'}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
