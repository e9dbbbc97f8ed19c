/**
 * /account/notifications (docs/product.md#account-screens, docs/business-rules.md#customer-updates): where the
 * customer hears about their orders: texts to the account's phone, this device's notifications, the devices that
 * take them, and e-mail, always; and whether the customer gets offers by e-mail (#offer-emails). Checkout's consent links
 * to its texts' part (#texts-privacy).
 */
import { business } from '@business';
import { useNotifications } from '../../../api/notifications.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { TextsSetting } from '../../../features/notifications/components/texts-setting.tsx';
import { OfferEmailsSetting } from '../../../features/offer-emails/components/offer-emails-setting.tsx';
import { ThisDeviceSetting } from '../../../features/notifications/components/this-device.tsx';
import { EmailSetting, YourDevices } from '../../../features/notifications/components/your-devices.tsx';
import { useThisDevice } from '../../../features/notifications/hooks/use-this-device.ts';
import { useAccount } from '../../../features/session/hooks/use-account.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash.ts';
import { accountCrumb } from './account-crumbs.ts';

export function NotificationsScreen() {
  useDocumentTitle(`Notifications | ${business.name}`);
  const notifications = useNotifications();
  const device = useThisDevice(notifications.data);
  const account = useAccount();
  useScrollToHash(notifications.isSuccess);

  return (
    <AccountPage
      title="Notifications"
      crumbs={[accountCrumb]}
      lead={<p>How we tell you the moment your order changes: accepted, ready, on its way, or changed.</p>}
    >
      {notifications.isPending ? (
        <ListLoading what="notification settings">
          {[0, 1, 2].map((block) => (
            <Skeleton key={block} style={{ width: '100%', height: '9rem', borderRadius: 'var(--radius-lg)' }} />
          ))}
        </ListLoading>
      ) : notifications.isError ? (
        <ListError what="your notification settings" retrying={notifications.isFetching} onRetry={() => void notifications.refetch()} />
      ) : (
        <>
          <TextsSetting answer={notifications.data} />
          <ThisDeviceSetting answer={notifications.data} device={device} />
          {notifications.data.channels.push ? (
            <YourDevices
              devices={notifications.data.devices}
              thisDeviceId={device.deviceId}
              turnOffThisDevice={device.turnOff}
              thisDevicePending={device.pending}
            />
          ) : null}
          <EmailSetting email={account.data?.email} />
          <OfferEmailsSetting />
        </>
      )}
    </AccountPage>
  );
}
