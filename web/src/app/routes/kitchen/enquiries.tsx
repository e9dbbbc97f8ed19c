/**
 * The back office's enquiries inbox (/kitchen/enquiries; docs/business-rules.md#the-enquiries-inbox):
 * catering, dish and ingredients requests, newest first, a page at a time ("Older enquiries" loads the
 * next), filtered by status, one open at a time with its details, contact, status and private notes.
 * List and details side by side from 900 px; on a phone the open enquiry replaces the list (Back
 * returns). `?status=` and `?id=` keep the view linkable. Read again every 30 seconds. Inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { OwnerMe } from '@functions/accounts/contract/owner';
import { useOutletContext } from 'react-router';
import { useEnquiryInbox } from '../../../api/enquiries.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { EnquiryDetails, EnquiryDetailsSkeleton } from '../../../features/enquiries/components/enquiry-details.tsx';
import { EnquiryList, EnquiryListSkeleton } from '../../../features/enquiries/components/enquiry-list.tsx';
import { InboxFilterTabs } from '../../../features/enquiries/components/inbox-filter.tsx';
import { OlderEnquiries } from '../../../features/enquiries/components/older-enquiries.tsx';
import { statusLabel } from '../../../features/enquiries/enquiry-words.ts';
import { useInboxFocus } from '../../../features/enquiries/hooks/use-inbox-focus.ts';
import { useInboxSelection } from '../../../features/enquiries/hooks/use-inbox-selection.ts';
import { useNow } from '../../../features/enquiries/hooks/use-now.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatOrderClock } from '@functions/platform/contract/business-clock.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChooseEnquiry, InboxEmpty, NotInInbox } from './enquiries-states.tsx';
import styles from './enquiries.module.scss';

export function KitchenEnquiriesScreen() {
  useDocumentTitle(`Enquiries | Kitchen | ${business.name}`);
  const owner = useOutletContext<OwnerMe | undefined>();
  const inbox = useEnquiryInbox();
  const now = useNow();
  const { filter, selectedId, setFilter, searchOf } = useInboxSelection();
  const { listRef, headingRef, onOpen, onBack } = useInboxFocus(selectedId);

  const all = inbox.data?.enquiries ?? [];
  const shown = filter === 'all' ? all : all.filter((enquiry) => enquiry.status === filter);
  const selected = selectedId ? all.find((enquiry) => enquiry.id === selectedId) : undefined;
  const listLabel = filter === 'all' ? 'All enquiries, newest first' : `${statusLabel[filter]} enquiries, newest first`;

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
      <LoadFailed retrying={inbox.isFetching} onRetry={() => void inbox.refetch()}>
        We couldn’t load the enquiries. {apiErrorText(inbox.error)}
      </LoadFailed>
    );
  } else if (shown.length === 0) {
    list = <InboxEmpty filter={filter} />;
  } else {
    list = (
      <EnquiryList
        enquiries={shown}
        label={listLabel}
        selectedId={selectedId}
        now={now}
        linkTo={(enquiry) => searchOf({ filter, id: enquiry.id })}
        onOpen={onOpen}
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
        onBack={() => onBack(selected.id)}
      />
    );
  } else if (selectedId && inbox.data) {
    details = <NotInInbox held={all.length} hasOlder={inbox.hasNextPage} />;
  } else if (inbox.data && all.length > 0) {
    details = <ChooseEnquiry />;
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
          {inbox.data ? (
            <OlderEnquiries
              loaded={all.length}
              hasOlder={inbox.hasNextPage}
              loading={inbox.isFetchingNextPage}
              failed={inbox.isFetchNextPageError}
              onLoad={() => void inbox.fetchNextPage()}
            />
          ) : null}
        </div>
        <div className={styles.detailsPane}>{details}</div>
      </div>
    </div>
  );
}
