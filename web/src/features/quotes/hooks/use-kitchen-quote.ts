/**
 * What the kitchen's quote screen knows and does (docs/business-rules.md#catering-quotes): the saved quote, the
 * live menu and, for a new quote, the catering enquiry it answers; the editor's draft (started once, from the saved
 * quote or from the enquiry) with its field errors; and the steps: save (a new quote is created and the address moves
 * to it), send, cancel (after a confirm), load the latest after a 409. The last refusal or the line saying what was
 * done takes the focus. Names the tab after the quote.
 */
import { business } from '@business';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEnquiryInbox } from '../../../api/enquiries.ts';
import { useOwnerMenu } from '../../../api/menu-editor.ts';
import { useCreateQuote, useOwnerQuote, useQuoteStep, useReloadQuote, useSaveQuote } from '../../../api/quotes.ts';
import { serverErrors, withoutPaths, type FieldErrors } from '../../../components/form/draft-form.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { QuoteForm } from '../components/quote-editor.tsx';
import { draftOfQuote, draftPathOf, newDraft, requestOf, type EnquiryStart, type QuoteEditorDraft } from '../quote-draft.ts';

/** The catering enquiry a new quote answers, from the inbox as loaded (undefined while it loads; null when not there). */
function useEnquiryStart(enquiryId: string | null): EnquiryStart | null | undefined {
  const inbox = useEnquiryInbox();
  if (!enquiryId) return null;
  if (inbox.isPending) return undefined;
  const found = inbox.data?.enquiries.find((enquiry) => enquiry.id === enquiryId && enquiry.kind === 'catering');
  if (!found || found.kind !== 'catering') return null;
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    phone: found.phone ? displayPhone(found.phone) : '',
    company: found.company,
    eventDate: found.eventDate,
    estimatedGuestCount: found.estimatedGuestCount,
    venue: found.venue,
  };
}

/**
 * `quoteId`: the saved quote's (none on /kitchen/quotes/new); `enquiryId`: the catering enquiry a new quote starts
 * from (null for none).
 */
export function useKitchenQuote(quoteId: string | undefined, enquiryId: string | null) {
  const navigate = useNavigate();
  const quote = useOwnerQuote(quoteId);
  const menu = useOwnerMenu();
  const enquiry = useEnquiryStart(enquiryId);
  const create = useCreateQuote();
  const save = useSaveQuote();
  const send = useQuoteStep('send');
  const cancel = useQuoteStep('cancel');
  const reload = useReloadQuote();
  const [draft, setDraft] = useState<QuoteEditorDraft | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const alertRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(`${quote.data ? quote.data.number : 'New quote'} | Kitchen | ${business.name}`);

  // The draft starts once: from the saved quote, or from the enquiry (or nothing) for a new one.
  useEffect(() => {
    if (draft) return;
    if (quoteId && quote.data) setDraft(draftOfQuote(quote.data));
    if (!quoteId && enquiry !== undefined) setDraft(newDraft(Date.now(), enquiry ?? undefined));
  }, [draft, quoteId, quote.data, enquiry]);

  useEffect(() => {
    if (failure || notice) alertRef.current?.focus();
  }, [failure, notice]);

  const form: QuoteForm | undefined = useMemo(
    () =>
      draft && {
        draft,
        errors,
        edit: (path, change) => {
          setDraft((current) => (current ? change(current) : current));
          setErrors((current) => withoutPaths(current, path));
          setNotice(undefined);
        },
      },
    [draft, errors],
  );

  const saved = quote.data;
  const busy = create.isPending || save.isPending || send.isPending || cancel.isPending;
  const refused = (error: unknown) => {
    setErrors(serverErrors(error, draftPathOf));
    setFailure(error);
    setNotice(undefined);
  };
  const done = (message: string) => {
    setFailure(undefined);
    setErrors({});
    setNotice(message);
  };

  /** Save the draft: a new quote is created, a saved one saved at the revision it was read at. */
  const submit = () => {
    if (!draft) return;
    const request = requestOf(draft);
    if (!saved) {
      create.mutate(request, {
        onSuccess: (created) => {
          done(`Saved as draft ${created.number}.`);
          setDraft(draftOfQuote(created));
          // quotes/new and quotes/:quoteId render the same screen in the same place (kitchen-routes.tsx, no key),
          // so React keeps its state across this move: the notice and the draft stay. A key or a second component there
          // would lose them.
          void navigate(`/kitchen/quotes/${created.quoteId}`, { replace: true });
        },
        onError: refused,
      });
      return;
    }
    save.mutate(
      { quoteId: saved.quoteId, revision: saved.revision, draft: request },
      {
        onSuccess: (next) => {
          done(next.state === 'sent' ? `Version ${next.version} sent to ${next.customer.email}.` : 'Draft saved.');
          setDraft(draftOfQuote(next));
        },
        onError: refused,
      },
    );
  };

  const step = (which: 'send' | 'cancel') => {
    if (!saved) return;
    if (which === 'cancel' && !window.confirm(`Cancel quote ${saved.number}? Its link will stop working.`)) return;
    (which === 'send' ? send : cancel).mutate(
      { quoteId: saved.quoteId, revision: saved.revision },
      {
        onSuccess: (next) => done(which === 'send' ? `Sent to ${next.customer.email}: the e-mail with the link is on its way.` : 'The quote is cancelled.'),
        onError: refused,
      },
    );
  };

  const loadLatest = async () => {
    if (!saved) return;
    const latest = await reload(saved.quoteId);
    setDraft(draftOfQuote(latest));
    done('The latest version is loaded.');
  };

  return {
    quote,
    menu,
    enquiry,
    /** The quote as saved (undefined for a new one until its first save). */
    saved,
    /** The editor's draft and errors, once the draft has started. */
    form,
    /** A save or a step is under way: the form and the buttons wait. */
    busy,
    /** The last refusal, or the line saying what was done; the alert showing either takes the focus. */
    failure,
    notice,
    alertRef,
    /** A new quote, a draft or a sent one: the form can change it. */
    editable: !saved || saved.state === 'draft' || saved.state === 'sent',
    /** The last refusal was a change made meanwhile elsewhere (409): Load the latest is offered. */
    conflict: isApiError(failure) && failure.status === 409,
    submit,
    send: () => step('send'),
    cancel: () => step('cancel'),
    loadLatest: () => void loadLatest(),
  };
}
