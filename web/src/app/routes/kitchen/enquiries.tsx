/**
 * The kitchen's enquiries inbox (/kitchen/enquiries; docs/business-rules.md#the-enquiries-inbox):
 * catering, dish and ingredients requests, newest first, a page at a time ("Older enquiries" loads the
 * next), filtered by status, one open at a time with its details, contact, status and private notes.
 * List and details side by side from 900 px; on a phone the open enquiry replaces the list (Back
 * returns). `?status=` and `?id=` keep the view linkable. Read again every 30 seconds. Inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { OwnerMe } from '@functions/accounts/contract/owner';
import { useOutletContext } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { EnquiryDetails, EnquiryDetailsSkeleton } from '../../../features/enquiries/components/enquiry-details.tsx';
import { EnquiryList, EnquiryListSkeleton } from '../../../features/enquiries/components/enquiry-list.tsx';
import { InboxFilterTabs } from '../../../features/enquiries/components/inbox-filter.tsx';
import { OlderEnquiries } from '../../../features/enquiries/components/older-enquiries.tsx';
import { InboxStale } from '../../../features/enquiries/components/inbox-stale.tsx';
import { useInbox } from '../../../features/enquiries/hooks/use-inbox.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChooseEnquiry, InboxEmpty, NotInInbox } from './enquiries-states.tsx';
import styles from '../../../features/enquiries/components/inbox-page.module.scss';

export function KitchenEnquiriesScreen() {
  useDocumentTitle(`Enquiries | Kitchen | ${business.name}`);
  const owner = useOutletContext<OwnerMe | undefined>();
  const { inbox, now, filter, selectedId, setFilter, searchOf, listRef, headingRef, onOpen, onBack, all, shown, selected, listLabel, backTo } = useInbox();

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
          {inbox.isError && inbox.data ? <InboxStale updatedAt={inbox.dataUpdatedAt} retrying={inbox.isFetching} onRetry={() => void inbox.refetch()} /> : null}
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
