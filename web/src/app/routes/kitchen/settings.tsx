/**
 * The kitchen's settings (/kitchen/settings; docs/business-rules.md#the-days-settings): online
 * ordering on or paused (saved at once), then opening hours per weekday, holiday closures and the
 * slots' capacity and lead times, saved together. Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { useShopSettings } from '../../../api/shop-settings.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PauseControl } from '../../../features/shop-settings/components/pause-control.tsx';
import { SettingsForm } from '../../../features/shop-settings/components/settings-form.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './settings.module.scss';

function SettingsSkeleton() {
  return (
    <div className={styles.loading} aria-busy="true" aria-label="Loading the settings">
      {[0, 1, 2].map((block) => (
        <Skeleton key={block} className={styles.blockSkeleton} />
      ))}
    </div>
  );
}

export function KitchenSettingsScreen() {
  useDocumentTitle(`Settings | Kitchen | ${business.name}`);
  const settings = useShopSettings();

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Kitchen</p>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.lead}>Online ordering, opening hours, closures and slots: what the shop’s schedule offers customers.</p>
      </div>

      <section className={styles.ordering} aria-labelledby="settings-ordering">
        <h2 id="settings-ordering" className={styles.sectionTitle}>
          Online ordering
        </h2>
        <p className={styles.sectionIntro}>A pause starts at once and ends on its own; nothing else here changes with it.</p>
        <PauseControl />
      </section>

      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()}>We couldn’t load the settings. {apiErrorText(settings.error)}</LoadFailed>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}
