/**
 * /kitchen/orders/:orderId/:action?token= : where the owner's e-mail links land. It shows the order
 * and what the link would do; only the button acts (a POST), so a mail scanner opening the link
 * changes nothing. No sign-in: the signed token names the order and the one action it may take.
 */
import { business } from '@business';
import type { OwnerActionAnswer } from '@functions/orders/contract/order';
import { promiseWords } from '@functions/orders/contract/order-promise.ts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-fields.tsx';
import { useOwnerAction, usePerformOwnerAction } from '../../api/owner-actions.ts';
import { KitchenTicket } from '../../features/kitchen/components/kitchen-ticket.tsx';
import { actionButtonLabels, actionPendingLabels } from '../../features/kitchen/components/kitchen-words.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { InvalidLink, Loading } from './kitchen-action-states.tsx';
import styles from './kitchen-action.module.scss';

function ActionPanel({ answer, token }: { answer: OwnerActionAnswer; token: string }) {
  const perform = usePerformOwnerAction();
  const resultRef = useRef<HTMLDivElement>(null);
  const label = actionButtonLabels[answer.action];
  const refused = perform.isError && isApiError(perform.error) && perform.error.status === 409;

  // Moves focus to the outcome so keyboard and screen-reader users hear it at once.
  useEffect(() => {
    if (perform.isSuccess || perform.isError) resultRef.current?.focus();
  }, [perform.isSuccess, perform.isError]);

  return (
    <section className={styles.panel} aria-labelledby="kitchen-action-title">
      <p className={styles.eyebrow}>Kitchen · order {answer.order.number}</p>
      <h1 id="kitchen-action-title" className={styles.title}>
        {label}
      </h1>
      {perform.isSuccess ? (
        <FormAlert ref={resultRef} tone="success" title="Done">
          {perform.data.message}
        </FormAlert>
      ) : perform.isError ? (
        <FormAlert ref={resultRef} title={refused ? 'Nothing was changed' : 'That didn’t work'}>
          {apiErrorText(perform.error)}
        </FormAlert>
      ) : answer.available ? (
        <>
          <p className={styles.prompt}>{answer.message}</p>
          {answer.promisedAt ? (
            <p className={styles.promise}>
              This link promises the order’s own time:{' '}
              <strong>
                <time dateTime={answer.promisedAt}>{promiseWords(answer.order)}</time>
              </strong>
              . To promise another ready time, accept the order on the <Link to="/kitchen">order board</Link>.
            </p>
          ) : null}
        </>
      ) : (
        <FormAlert tone="info" title="Nothing to do">
          {answer.message}
        </FormAlert>
      )}
      {answer.available && !perform.isSuccess && !refused ? (
        <button
          type="button"
          className={answer.action === 'cancel' ? styles.dangerButton : styles.bigButton}
          onClick={() => perform.mutate(token)}
          disabled={perform.isPending}
        >
          {perform.isPending ? actionPendingLabels[answer.action] : label}
        </button>
      ) : null}
      <p className={styles.small}>
        The customer gets an e-mail and a message in their account when the order moves on. Questions? Reply to the order e-mail to write to{' '}
        {answer.order.customer.name}.
      </p>
    </section>
  );
}

export function KitchenActionScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useOwnerAction(token);
  const answer = preview.data;
  useDocumentTitle(answer ? `${actionButtonLabels[answer.action]} ${answer.order.number} | ${business.name}` : `Kitchen | ${business.name}`);

  if (token === '') return <InvalidLink />;
  if (preview.isError && isApiError(preview.error) && [400, 403].includes(preview.error.status)) return <InvalidLink />;
  if (preview.isError && isApiError(preview.error) && preview.error.status === 404) return <InvalidLink message={preview.error.message} />;
  if (preview.isError) {
    return (
      <div className={styles.page}>
        <FormAlert title="We couldn’t load the order">
          <p>{apiErrorText(preview.error)}</p>
          <button type="button" className={styles.retry} onClick={() => void preview.refetch()}>
            Try again
          </button>
        </FormAlert>
      </div>
    );
  }
  if (!answer) return <Loading />;

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <ActionPanel answer={answer} token={token} />
        <div className={styles.order}>
          <KitchenTicket order={answer.order} />
        </div>
      </div>
    </div>
  );
}
