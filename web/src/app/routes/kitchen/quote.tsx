/**
 * One catering quote in the back office (/kitchen/quotes/new[?enquiry=<id>] and /kitchen/quotes/:quoteId;
 * docs/business-rules.md#catering-quotes): the editor, and beside it the quote as the server priced it, with its
 * history and its steps: save the draft, send it (the customer gets the link), revise a sent one (its next version is
 * e-mailed), cancel. Every save names the revision it was read at: a change made meanwhile on another screen is a
 * 409 that offers to load the latest. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import { quoteStateWords, type OwnerQuote } from '@functions/quotes/contract/catering-quote';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useEnquiryInbox } from '../../../api/enquiries.ts';
import { useOwnerMenu } from '../../../api/menu-editor.ts';
import { useCreateQuote, useOwnerQuote, useQuoteStep, useReloadQuote, useSaveQuote } from '../../../api/quotes.ts';
import { serverErrors, withoutPaths, type FieldErrors } from '../../../components/form/draft-form.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { QuoteDocument } from '../../../features/quotes/components/quote-document.tsx';
import { QuoteEditorFields, type QuoteForm } from '../../../features/quotes/components/quote-editor.tsx';
import { draftOfQuote, draftPathOf, newDraft, requestOf, type EnquiryStart, type QuoteEditorDraft } from '../../../features/quotes/quote-draft.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './quotes.module.scss';

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

function Side({ quote, busy, onSend, onCancel }: { quote: OwnerQuote; busy: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <aside className={styles.side} aria-label="The quote as sent to the customer">
      <QuoteDocument quote={quote} />
      <div className={styles.actions}>
        {quote.state === 'draft' ? (
          <button type="button" className={styles.primary} onClick={onSend} disabled={busy}>
            Send to {quote.customer.email}
          </button>
        ) : null}
        {quote.state === 'draft' || quote.state === 'sent' || quote.state === 'expired' ? (
          <button type="button" className={styles.danger} onClick={onCancel} disabled={busy}>
            Cancel the quote
          </button>
        ) : null}
      </div>
      <section aria-labelledby="quote-history">
        <h2 id="quote-history" className={styles.historyTitle}>
          History
        </h2>
        <ol className={styles.history}>
          {quote.history.map((event) => (
            <li key={`${event.at}-${event.what}`}>
              {slotLabel(event.at)}: {event.what} ({event.by})
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}

export function KitchenQuoteScreen() {
  const { quoteId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formId = useId();
  const quote = useOwnerQuote(quoteId);
  const menu = useOwnerMenu();
  const enquiry = useEnquiryStart(quoteId ? null : search.get('enquiry'));
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

  const onSubmit = () => {
    if (!draft) return;
    const request = requestOf(draft);
    if (!saved) {
      create.mutate(request, {
        onSuccess: (created) => {
          done(`Saved as draft ${created.number}.`);
          setDraft(draftOfQuote(created));
          // quotes/new and quotes/:quoteId render this same component in the same place (kitchen-routes.tsx, no key),
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

  if ((quoteId && quote.isError) || menu.isError) {
    return (
      <div className={styles.page}>
        <LoadFailed onRetry={() => void (quote.isError ? quote.refetch() : menu.refetch())}>
          We couldn’t load {quote.isError ? 'the quote' : 'the menu'}. {apiErrorText(quote.error ?? menu.error)}
        </LoadFailed>
      </div>
    );
  }

  const editable = !saved || saved.state === 'draft' || saved.state === 'sent';
  const conflict = isApiError(failure) && failure.status === 409;
  return (
    <div className={styles.page}>
      <Link to="/kitchen/quotes" className={styles.back}>
        <ArrowLeftIcon size={18} /> All quotes
      </Link>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen · catering</p>
        <h1 className={styles.title}>{saved ? `Quote ${saved.number}` : 'New quote'}</h1>
        <p className={styles.lead}>
          {saved
            ? `${quoteStateWords[saved.state]}${saved.version > 1 ? `, version ${saved.version}` : ''}. ${editable ? 'Prices come from the live menu when you save.' : 'It can no longer be changed.'}`
            : enquiry
              ? `For ${enquiry.name}’s catering enquiry. Prices come from the live menu when you save.`
              : 'For a phone call or a walk-in. Prices come from the live menu when you save.'}
        </p>
      </div>
      {failure ? (
        <FormAlert ref={alertRef} title={conflict ? 'Nothing was changed' : 'Please check the quote'}>
          {apiErrorText(failure)}{' '}
          {conflict && saved ? (
            <button type="button" className={styles.secondary} onClick={() => void loadLatest()}>
              Load the latest
            </button>
          ) : null}
        </FormAlert>
      ) : notice ? (
        <FormAlert ref={alertRef} tone="success" title="Done">
          {notice}
        </FormAlert>
      ) : null}
      {!form || !menu.data ? (
        <div aria-busy="true" aria-label="Loading the quote" className={styles.list}>
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </div>
      ) : (
        <div className={styles.editor}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <fieldset disabled={!editable || busy} className={styles.formBody}>
              <QuoteEditorFields form={form} formId={formId} dishes={menu.data.dishes} />
              {editable ? (
                <div className={styles.actions}>
                  <button type="submit" className={styles.primary}>
                    {saved?.state === 'sent' ? 'Send the revised quote' : saved ? 'Save the draft' : 'Save as draft'}
                  </button>
                </div>
              ) : null}
            </fieldset>
          </form>
          {saved ? <Side quote={saved} busy={busy} onSend={() => step('send')} onCancel={() => step('cancel')} /> : null}
        </div>
      )}
    </div>
  );
}
