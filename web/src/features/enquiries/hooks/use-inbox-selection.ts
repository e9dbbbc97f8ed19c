/**
 * The inbox's view in the address, so it can be linked and the browser's Back works on a phone:
 * `?status=new|replied|closed` (all when absent) and `?id=<enquiry id>` (the one open).
 */
import type { InboxStatus } from '@functions/enquiries/contract/enquiry-inbox';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const statuses: readonly string[] = ['new', 'replied', 'closed'] satisfies InboxStatus[];

export type InboxFilter = InboxStatus | 'all';

export function useInboxSelection() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: InboxFilter = raw && statuses.includes(raw) ? (raw as InboxStatus) : 'all';
  const selectedId = params.get('id');

  /** The search of a view: this filter (all by default), this enquiry open or none. */
  const searchOf = useCallback((next: { filter: InboxFilter; id: string | null }) => {
    const search = new URLSearchParams();
    if (next.filter !== 'all') search.set('status', next.filter);
    if (next.id) search.set('id', next.id);
    const text = search.toString();
    return text ? `?${text}` : '';
  }, []);

  const setFilter = useCallback(
    (next: InboxFilter) => setParams(new URLSearchParams(searchOf({ filter: next, id: selectedId })), { replace: true }),
    [setParams, searchOf, selectedId],
  );

  return { filter, selectedId, setFilter, searchOf };
}
