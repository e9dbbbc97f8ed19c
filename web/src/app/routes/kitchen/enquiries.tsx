/**
 * The back office's enquiries inbox (/kitchen/enquiries; docs/business-rules.md#the-enquiries-inbox):
 * catering, dish and ingredients requests, newest first, filtered by status, one open at a time with
 * its details, contact, status and private notes. List and details side by side from 900 px; on a
 * phone the open enquiry replaces the list (Back returns). `?status=` and `?id=` keep the view
 * linkable. Read again every 30 seconds. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { InboxEnquiry } from '@contracts/enquiry-inbox';
import type { OwnerMe } from '@contracts/owner';
import { useEffect, useRef } from 'react';
import { useOutletContext } from 'react-router';
import { useEnquiryInbox } from '../../../api/enquiries.ts';
import { AlertIcon, ChatIcon } from '../../../components/icons.tsx';
import { EnquiryDetails, EnquiryDetailsSkeleton } from '../../../features/enquiries/components/enquiry-details.tsx';
import { EnquiryList, EnquiryListSkeleton } from '../../../features/enquiries/components/enquiry-list.tsx';
import { InboxFilterTabs } from '../../../features/enquiries/components/inbox-filter.tsx';
import { statusLabel } from '../../../features/enquiries/enquiry-words.ts';
import { useInboxSelection } from '../../../features/enquiries/hooks/use-inbox-selection.ts';
import { useNow } from '../../../features/enquiries/hooks/use-now.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatOrderClock } from '../../../lib/order-time.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './enquiries.module.scss';

const emptyText = {
  all: { title: 'No enquiries yet', text: 'Catering enquiries and dish and ingredients requests from the shop’s forms arrive here, and in your e-mail.' },
  new: { title: 'Nothing new', text: 'Every enquiry has been answered or closed.' },
  replied: { title: 'No replied enquiries', text: 'Enquiries you mark replied wait here until you close them.' },
  closed: { title: 'No closed enquiries', text: 'Enquiries you close are kept here.' },
} as const;

export function KitchenEnquiriesScreen() {
  useDocumentTitle(`Enquiries | Kitchen | ${business.name}`);
  const owner = useOutletContext<OwnerMe | undefined>();
  const inbox = useEnquiryInbox();
  const now = useNow();
  const { filter, selectedId, setFilter, searchOf } = useInboxSelection();
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the keyboard goes after the next render: an opened enquiry's heading, or back to its row in the list.
  const pendingFocus = useRef<{ to: 'details' } | { to: 'list'; id: string } | null>(null);

  const all = inbox.data?.enquiries ?? [];
  const shown = filter === 'all' ? all : all.filter((enquiry) => enquiry.status === filter);
  const selected = selectedId ? all.find((enquiry) => enquiry.id === selectedId) : undefined;
  const listLabel = filter === 'all' ? 'All enquiries, newest first' : `${statusLabel[filter]} enquiries, newest first`;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.to === 'details') headingRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-enquiry-id="${CSS.escape(target.id)}"]`)?.focus();
  }, [selectedId]);

  const openEnquiry = (enquiry: InboxEnquiry) => {
    if (enquiry.id !== selectedId) pendingFocus.current = { to: 'details' };
  };

  let list;
  if (inbox.isPending) {
    list = (
      <>
        <p className="visually-hidden" role="status">
          Loading the enquiries…
        </p>
        <EnquiryListSkeleton />
      </>
    );
  } else if (inbox.isError && !inbox.data) {
    list = (
      <div className={styles.failed} role="alert">
        <AlertIcon size={28} />
        <p>We couldn’t load the enquiries. {apiErrorText(inbox.error)}</p>
        <button type="button" className={styles.retry} onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
          {inbox.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    list = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ChatIcon size={28} />
        </span>
        <h2 className={styles.emptyTitle}>{emptyText[filter].title}</h2>
        <p>{emptyText[filter].text}</p>
      </div>
    );
  } else {
    list = (
      <EnquiryList
        enquiries={shown}
        label={listLabel}
        selectedId={selectedId}
        now={now}
        linkTo={(enquiry) => searchOf({ filter, id: enquiry.id })}
        onOpen={openEnquiry}
      />
    );
  }

  const backTo = searchOf({ filter, id: null }) || '.';
  let details;
  if (selectedId && inbox.isPending) {
    details = <EnquiryDetailsSkeleton />;
  } else if (selected) {
    details = (
      <EnquiryDetails
        key={`${selected.kind}-${selected.id}`}
        enquiry={selected}
        ownerName={owner?.name ?? business.name}
        now={now}
        headingRef={headingRef}
        backTo={backTo}
        onBack={() => {
          pendingFocus.current = { to: 'list', id: selected.id };
        }}
      />
    );
  } else if (selectedId && inbox.data) {
    details = (
      <div className={styles.placeholder} role="status">
        <h2 className={styles.placeholderTitle}>That enquiry is not in the inbox</h2>
        <p>It may be older than the newest {inbox.data.enquiries.length} the inbox holds. Choose one from the list.</p>
      </div>
    );
  } else if (inbox.data && all.length > 0) {
    details = (
      <div className={styles.placeholder}>
        <p>Choose an enquiry to read it, reply and keep notes.</p>
      </div>
    );
  }

  return (
    <div className={styles.page} data-open={selectedId ? true : undefined}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen</p>
        <h1 className={styles.title}>Enquiries</h1>
        <p className={styles.lead}>Catering enquiries, dish requests and ingredients requests, newest first. New ones show up here within 30 seconds.</p>
      </div>

      <div className={styles.panes}>
        <div className={styles.listPane} ref={listRef}>
          <InboxFilterTabs filter={filter} counts={inbox.data?.counts} onChange={setFilter} />
          {inbox.isError && inbox.data ? (
            <p className={styles.stale} role="status">
              Couldn’t check for new enquiries{inbox.dataUpdatedAt ? ` since ${formatOrderClock(new Date(inbox.dataUpdatedAt).toISOString())}` : ''}.{' '}
              <button type="button" className={styles.inlineButton} onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
                Try again
              </button>
            </p>
          ) : null}
          {list}
          {inbox.data?.more ? <p className={styles.more}>Showing the newest {inbox.data.counts.all} enquiries.</p> : null}
        </div>
        <div className={styles.detailsPane}>{details}</div>
      </div>
    </div>
  );
}
