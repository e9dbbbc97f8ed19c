/**
 * The kitchen's alerts (/kitchen/settings/alerts; docs/business-rules.md#never-miss-an-order): this device's push
 * alerts (turn on, off), the devices that take them (test, remove), then the kitchen's numbers, the ladder's minutes
 * and auto-accept, saved together. Inside KitchenLayout, which lets only an owner in and shows Settings' tabs.
 */
import { business } from '@business';
import { useAlerts } from '../../../api/alerts.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { AlertDevices } from '../../../features/kitchen-alerts/components/alert-devices.tsx';
import { AlertSettingsForm } from '../../../features/kitchen-alerts/components/alert-settings-form.tsx';
import { ThisDevice } from '../../../features/kitchen-alerts/components/this-device.tsx';
import { useThisDevice } from '../../../features/kitchen-alerts/hooks/use-this-device.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './settings.module.scss';

function AlertsSkeleton() {
  return (
    <div className={styles.loading} aria-busy="true" aria-label="Loading the alerts">
      {[0, 1, 2].map((block) => (
        <Skeleton key={block} className={styles.blockSkeleton} />
      ))}
    </div>
  );
}

export function KitchenAlertsScreen() {
  useDocumentTitle(`Alerts | Kitchen | ${business.name}`);
  const alerts = useAlerts();
  const device = useThisDevice(alerts.data);

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Settings</p>
        <h1 className={styles.title}>Alerts</h1>
        <p className={styles.lead}>
          How a new order reaches the kitchen when nobody is at the board: a push to each device that turned alerts on, then a text, a call, the customer told,
          and at last the order given up.
        </p>
      </div>

      {alerts.isPending ? (
        <AlertsSkeleton />
      ) : alerts.isError ? (
        <LoadFailed onRetry={() => void alerts.refetch()} retrying={alerts.isRefetching}>
          We couldn’t load the alerts. {apiErrorText(alerts.error)}
        </LoadFailed>
      ) : (
        <>
          <ThisDevice answer={alerts.data} device={device} />
          <AlertDevices devices={alerts.data.devices} thisDeviceId={device.deviceId} turnOffThisDevice={device.turnOff} thisDevicePending={device.pending} />
          <AlertSettingsForm saved={alerts.data} />
        </>
      )}
    </div>
  );
}
