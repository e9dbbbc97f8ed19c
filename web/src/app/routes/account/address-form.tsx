/**
 * /account/addresses/add and /account/addresses/edit/:addressId (docs/product.md#account-screens): the address form;
 * saving returns to the list with a line saying what changed. A new address starts from the account's name and phone.
 */
import { business } from '@business';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { addressesPath } from '../../../features/addresses/address-paths.ts';
import { useAddresses } from '../../../api/addresses.ts';
import { AddressForm } from '../../../features/addresses/components/address-form.tsx';
import { EditAddressForm } from '../../../features/addresses/components/edit-address-form.tsx';
import { useAddAddressFlow } from '../../../features/addresses/hooks/use-address-form-flow.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { useAccountPhone } from '../../../features/checkout/hooks/use-account-phone.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './account.module.scss';

const crumbs = [accountCrumb, { label: 'Your addresses', to: addressesPath }];

function Loading() {
  return (
    <div aria-busy="true" role="status" aria-label="Loading your addresses" className={styles.explain}>
      <span className={styles.skeletonRow} />
      <span className={styles.skeletonRow} />
      <span className={styles.skeletonRow} />
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <FormAlert title="We couldn’t load your addresses">
      <button type="button" className={styles.edit} onClick={retry}>
        Try again
      </button>
    </FormAlert>
  );
}

export function AddAddressScreen() {
  useDocumentTitle(`Add an address | ${business.name}`);
  const addresses = useAddresses();
  const prefill = { recipientName: useStoredUser()?.name ?? '', phone: useAccountPhone() };
  const { returnTo, add } = useAddAddressFlow();

  return (
    <AccountPage
      title="Add an address"
      crumbs={crumbs}
      lead={<p>We deliver in {business.serviceArea.name}. Outside it, call or e-mail us and we’ll see what we can do.</p>}
    >
      <AccountPanel>
        {addresses.isPending ? <Loading /> : null}
        {addresses.isError ? <LoadFailed retry={() => void addresses.refetch()} /> : null}
        {addresses.data ? (
          <AddressForm
            first={addresses.data.length === 0}
            cancelTo={returnTo ?? addressesPath}
            prefill={prefill}
            pending={add.isPending}
            error={add.error}
            onSubmit={(request) => add.mutate(request)}
          />
        ) : null}
      </AccountPanel>
    </AccountPage>
  );
}

export function EditAddressScreen() {
  useDocumentTitle(`Edit an address | ${business.name}`);
  const { addressId = '' } = useParams();
  const addresses = useAddresses();
  const address = addresses.data?.find((candidate) => candidate.id === addressId);

  return (
    <AccountPage title="Edit an address" crumbs={crumbs}>
      <AccountPanel>
        {addresses.isPending ? <Loading /> : null}
        {addresses.isError ? <LoadFailed retry={() => void addresses.refetch()} /> : null}
        {addresses.data && !address ? (
          <FormAlert title="That address was not found">
            It may have been deleted. <Link to={addressesPath}>Back to your addresses</Link>
          </FormAlert>
        ) : null}
        {/* Keyed by id: another address starts a fresh form. */}
        {address ? <EditAddressForm key={address.id} address={address} /> : null}
      </AccountPanel>
    </AccountPage>
  );
}
