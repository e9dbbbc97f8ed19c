/**
 * Under the inbox's list: how many enquiries are loaded and, while older ones exist, the button that
 * loads the next page (docs/business-rules.md#the-enquiries-inbox). A failed load says so and offers
 * the same button again; a screen reader hears how many arrived.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './older-enquiries.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

type OlderEnquiriesProps = {
  /** Enquiries loaded so far (every status). */
  loaded: number;
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
};

export function OlderEnquiries({ loaded, hasOlder, loading, failed, onLoad }: OlderEnquiriesProps) {
  const before = useRef<number | null>(null);
  const [arrived, setArrived] = useState('');

  useEffect(() => {
    if (before.current === null || loading) return;
    const added = loaded - before.current;
    before.current = null;
    if (added > 0) setArrived(`${countLabel(added, 'older enquiry', 'older enquiries')} loaded.`);
  }, [loaded, loading]);

  if (!hasOlder && loaded === 0) return null;
  return (
    <div className={styles.older}>
      <p className={styles.count}>{hasOlder ? `Showing the newest ${loaded} enquiries.` : `Showing all ${countLabel(loaded, 'enquiry', 'enquiries')}.`}</p>
      {failed && !loading ? <p className={styles.failed}>Couldn’t load older enquiries.</p> : null}
      {hasOlder ? (
        <button
          type="button"
          className={styles.button}
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={() => {
            before.current = loaded;
            setArrived('');
            onLoad();
          }}
        >
          {loading ? 'Loading older enquiries…' : failed ? 'Try again: older enquiries' : 'Older enquiries'}
        </button>
      ) : null}
      <p className="visually-hidden" role="status">
        {arrived}
      </p>
    </div>
  );
}
