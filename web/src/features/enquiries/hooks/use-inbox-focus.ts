/**
 * Where the keyboard goes when the inbox opens or leaves an enquiry: an opened enquiry's heading,
 * or back to its row in the list (after the render that shows it).
 */
import type { InboxEnquiry } from '@functions/enquiries/contract/enquiry-inbox';
import { useEffect, useRef } from 'react';

export function useInboxFocus(selectedId: string | null) {
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<{ to: 'details' } | { to: 'list'; id: string } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.to === 'details') headingRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-enquiry-id="${CSS.escape(target.id)}"]`)?.focus();
  }, [selectedId]);

  return {
    listRef,
    headingRef,
    /** An enquiry is being opened from the list. */
    onOpen: (enquiry: InboxEnquiry) => {
      if (enquiry.id !== selectedId) pendingFocus.current = { to: 'details' };
    },
    /** The open enquiry (`id`) is being left for the list. */
    onBack: (id: string) => {
      pendingFocus.current = { to: 'list', id };
    },
  };
}
