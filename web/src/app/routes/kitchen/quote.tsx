/**
 * One catering quote in the kitchen (/kitchen/quotes/new[?enquiry=<id>] and /kitchen/quotes/:quoteId;
 * docs/business-rules.md#catering-quotes): the editor, and beside it the quote as the server priced it, with its
 * history and its steps: save the draft, send it (the customer gets the link), revise a sent one (its next version is
 * e-mailed), cancel. Every save names the revision it was read at: a change made meanwhile on another screen is a
 * 409 that offers to load the latest. Inside KitchenLayout, which lets only an owner in.
 */
import { quoteStateWords } from '@functions/quotes/contract/catering-quote';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { QuoteEditorFields } from '../../../features/quotes/components/quote-editor.tsx';
import { QuoteSide } from '../../../features/quotes/components/quote-side.tsx';
import { useKitchenQuote } from '../../../features/quotes/hooks/use-kitchen-quote.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from '../../../features/quotes/components/kitchen-quotes.module.scss';

export function KitchenQuoteScreen() {
  const { quoteId } = useParams();
  const [search] = useSearchParams();
  const formId = useId();
  const { quote, menu, enquiry, saved, form, busy, failure, notice, alertRef, editable, conflict, submit, send, cancel, loadLatest } = useKitchenQuote(
    quoteId,
    quoteId ? null : search.get('enquiry'),
  );

  if ((quoteId && quote.isError) || menu.isError) {
    return (
      <div className={styles.page}>
        <LoadFailed onRetry={() => void (quote.isError ? quote.refetch() : menu.refetch())}>
          We couldn’t load {quote.isError ? 'the quote' : 'the menu'}. {apiErrorText(quote.error ?? menu.error)}
        </LoadFailed>
      </div>
    );
  }

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
            <button type="button" className={styles.secondary} onClick={loadLatest}>
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
              submit();
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
          {saved ? <QuoteSide quote={saved} busy={busy} onSend={send} onCancel={cancel} /> : null}
        </div>
      )}
    </div>
  );
}
