/**
 * One saved address as a card: its name, the lines a driver reads, the default badge, and Edit,
 * Delete (asks first, in place; Escape or 'Keep it' takes the question back) and Make default. The card and its
 * controls carry the names lib/use-focus-after-change.ts moves focus by after a delete or Make default.
 */
import type { Address } from '@functions/accounts/contract/address';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PencilIcon, StarIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import styles from './address-card.module.scss';
import { nationalPhone } from './national-phone.ts';

type AddressCardProps = {
  address: Address;
  editTo: string;
  busy: boolean;
  onDelete: () => void;
  onMakeDefault: () => void;
};

export function AddressCard({ address, editTo, busy, onDelete, onMakeDefault }: AddressCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // The keyboard follows the question: onto 'Keep it' when asked, back to Delete when kept.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-focus-key={address.id} data-default={address.isDefault || undefined}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.label}>
          {address.label}
        </h2>
        {address.isDefault ? (
          <span className={styles.badge}>
            <StarIcon size={14} />
            Default
          </span>
        ) : null}
      </header>
      <address className={styles.lines}>
        <span className={styles.recipient}>{address.recipientName}</span>
        <span>{address.line1}</span>
        {address.line2 ? <span>{address.line2}</span> : null}
        <span>
          {address.city}, {address.state} {address.zip}
        </span>
        {address.phone ? <span>Phone: {nationalPhone(address.phone)}</span> : null}
      </address>
      {address.deliveryInstructions ? <p className={styles.instructions}>“{address.deliveryInstructions}”</p> : null}

      {confirming ? (
        <div
          className={styles.confirm}
          role="group"
          aria-label={`Delete ${address.label}?`}
          onKeyDown={(event) => {
            // Like the other dialogs: Escape backs out (not while the delete is on its way).
            if (event.key === 'Escape' && !busy) {
              event.stopPropagation();
              setConfirming(false);
            }
          }}
        >
          <p>
            Delete <strong>{address.label}</strong>?{address.isDefault ? ' Your most recently added other address becomes the default.' : ''}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} disabled={busy} aria-busy={busy || undefined} onClick={onDelete}>
              {busy ? 'Deleting…' : 'Delete'}
            </button>
            <button ref={keepRef} type="button" className={styles.action} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Link to={editTo} className={styles.action} data-focus-control="edit">
            <PencilIcon size={16} />
            Edit<span className="visually-hidden"> {address.label}</span>
          </Link>
          <button ref={deleteRef} type="button" className={styles.action} disabled={busy} onClick={() => setConfirming(true)} data-focus-control="delete">
            <TrashIcon size={16} />
            Delete<span className="visually-hidden"> {address.label}</span>
          </button>
          {address.isDefault ? null : (
            <button type="button" className={styles.action} disabled={busy} aria-busy={busy || undefined} onClick={onMakeDefault} data-focus-control="default">
              <StarIcon size={16} />
              Make default<span className="visually-hidden"> ({address.label})</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
