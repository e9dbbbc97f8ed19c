/** Waits for the signed-in user's details (from the session check), then renders with them. */
import type { SessionUser } from '@functions/accounts/contract/auth';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { useAccount } from '../../../features/session/hooks/use-account.ts';
import styles from './account.module.scss';

export function AccountDetails({ children }: { children: (user: SessionUser) => ReactNode }) {
  const account = useAccount();
  if (account.data) return <>{children(account.data)}</>;
  if (account.isError) {
    return (
      <FormAlert title="We couldn’t load your details">
        <button type="button" className={styles.edit} onClick={() => void account.refetch()}>
          Try again
        </button>
      </FormAlert>
    );
  }
  return (
    <div aria-busy="true" role="status" aria-label="Loading your details" className={styles.explain}>
      <span className={styles.skeletonRow} />
      <span className={styles.skeletonRow} />
    </div>
  );
}
