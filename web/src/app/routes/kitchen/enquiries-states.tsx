/** What the enquiries inbox shows where there is no list or no open enquiry. */
import type { InboxFilter } from '../../../features/enquiries/hooks/use-inbox-selection.ts';
import { ChatIcon } from '../../../components/screen-icons.tsx';
import { inboxEmptyText } from '../../../features/enquiries/enquiry-words.ts';
import styles from '../../../features/enquiries/components/inbox-page.module.scss';

/** The filter shows nothing. */
export function InboxEmpty({ filter }: { filter: InboxFilter }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <ChatIcon size={28} />
      </span>
      <h2 className={styles.emptyTitle}>{inboxEmptyText[filter].title}</h2>
      <p>{inboxEmptyText[filter].text}</p>
    </div>
  );
}

/** The address names an enquiry the pages loaded do not hold (`held`: how many they hold; `hasOlder`: more can be loaded). */
export function NotInInbox({ held, hasOlder }: { held: number; hasOlder: boolean }) {
  return (
    <div className={styles.placeholder} role="status">
      <h2 className={styles.placeholderTitle}>That enquiry is not in the inbox</h2>
      {hasOlder ? (
        <p>It may be older than the newest {held} loaded: “Older enquiries” under the list loads more.</p>
      ) : (
        <p>No enquiry has that address. Choose one from the list.</p>
      )}
    </div>
  );
}

export function ChooseEnquiry() {
  return (
    <div className={styles.placeholder}>
      <p>Choose an enquiry to read it, reply and keep notes.</p>
    </div>
  );
}
