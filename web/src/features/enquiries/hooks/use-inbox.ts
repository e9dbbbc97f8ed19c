/**
 * What the kitchen's enquiries inbox knows (docs/business-rules.md#the-enquiries-inbox): the pages of enquiries
 * loaded (read again every 30 seconds), the clock their ages are told by, the view in the address (filter and open
 * enquiry) with where the keyboard goes, and from them the enquiries shown, the one open and the list's label.
 */
import { useEnquiryInbox } from '../../../api/enquiries.ts';
import { statusLabel } from '../enquiry-words.ts';
import { useInboxFocus } from './use-inbox-focus.ts';
import { useInboxSelection } from './use-inbox-selection.ts';
import { useNow } from './use-now.ts';

export function useInbox() {
  const inbox = useEnquiryInbox();
  const now = useNow();
  const { filter, selectedId, setFilter, searchOf } = useInboxSelection();
  const { listRef, headingRef, onOpen, onBack } = useInboxFocus(selectedId);

  const all = inbox.data?.enquiries ?? [];
  const shown = filter === 'all' ? all : all.filter((enquiry) => enquiry.status === filter);
  const selected = selectedId ? all.find((enquiry) => enquiry.id === selectedId) : undefined;
  const listLabel = filter === 'all' ? 'All enquiries, newest first' : `${statusLabel[filter]} enquiries, newest first`;

  return {
    inbox,
    now,
    filter,
    selectedId,
    setFilter,
    searchOf,
    listRef,
    headingRef,
    onOpen,
    onBack,
    /** Every enquiry of the pages loaded. */
    all,
    /** Those the filter shows. */
    shown,
    /** The open enquiry, when the pages loaded hold it. */
    selected,
    listLabel,
    /** The list's address from the open enquiry (Back on a phone). */
    backTo: searchOf({ filter, id: null }) || '.',
  };
}
