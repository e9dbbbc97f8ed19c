/**
 * The day's settings in the owner's hands (docs/business-rules.md#the-days-settings): read and
 * replace them, pause and resume online ordering, and the shop's public status for its banner.
 */
import type * as z from 'zod';
import { logger } from '../../platform/config/telemetry.ts';
import {
  shopToday,
  specialHoursRefusals,
  type OwnerShopSettings,
  type pauseRequestSchema,
  type ShopSettings,
  type shopSettingsSaveSchema,
  type ShopStatus,
} from '../contract/shop-settings.ts';
import { getOwnerShopSettings, getShopSettings, saveShopSettings, setPausedUntil } from '../store/shop-settings.ts';
import { conflict, validationError } from '../../platform/errors.ts';
import { rulesWithSettings } from '../rules/schedule.ts';
import { pauseEnd, shopStatus } from '../rules/shop-settings.ts';

/** The settings as the owner reads them: closures and special hours already past are left out, a pause that ended reads as none. */
function current<Settings extends ShopSettings>(settings: Settings, now: Date): Settings {
  const today = shopToday(now);
  const pausedUntil = settings.pausedUntil && Date.parse(settings.pausedUntil) > now.getTime() ? settings.pausedUntil : null;
  return {
    ...settings,
    pausedUntil,
    closures: settings.closures.filter((closure) => closure.date >= today),
    specialHours: settings.specialHours.filter((day) => day.date >= today),
  };
}

/** GET /owner/settings, with the version a save sends back. */
export async function readShopSettings(now = new Date()): Promise<OwnerShopSettings> {
  return current(await getOwnerShopSettings(), now);
}

/**
 * PUT /owner/settings: hours, closures, special hours, capacity and lead times replaced over the version the owner
 * read (409 when another owner saved meanwhile); the pause stays as stored, whatever it was when read.
 */
export async function updateShopSettings(update: z.output<typeof shopSettingsSaveSchema>, now = new Date()): Promise<OwnerShopSettings> {
  const today = shopToday(now);
  // docs/business-rules.md#special-hours: a date is either closed or open at special hours, never both.
  const both = specialHoursRefusals(update);
  if (both.length > 0)
    throw validationError(
      'The request body is not valid.',
      both.map(({ path, message }) => ({ path: `body.${path}`, message })),
    );
  const saved = await saveShopSettings(
    {
      hours: update.hours,
      closures: update.closures.filter((closure) => closure.date >= today).sort((a, b) => a.date.localeCompare(b.date)),
      specialHours: update.specialHours?.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date)),
      maxOrdersPerSlot: update.maxOrdersPerSlot,
      leadMinutes: update.leadMinutes,
      paymentChoices: update.paymentChoices,
    },
    update.version,
    now,
  );
  // docs/business-rules.md#the-days-settings: a save over settings changed since they were read is refused, never lost.
  if (saved === 'conflict') throw conflict('Someone else changed the settings since you opened them. Reload to see their change.');
  logger().info('Shop settings changed', { closures: saved.closures.length, maxOrdersPerSlot: saved.maxOrdersPerSlot, version: saved.version });
  return current(saved, now);
}

/** POST /owner/settings/pause: online ordering paused for some minutes or for the rest of the day (the pause alone is written). */
export async function pauseOrdering(request: z.output<typeof pauseRequestSchema>, now = new Date()): Promise<OwnerShopSettings> {
  const pausedUntil = pauseEnd(request, now, rulesWithSettings(await getShopSettings()));
  const settings = await setPausedUntil(pausedUntil, now);
  logger().info('Online ordering paused', { pausedUntil });
  return current(settings, now);
}

/** DELETE /owner/settings/pause: online ordering resumes now. */
export async function resumeOrdering(now = new Date()): Promise<OwnerShopSettings> {
  const settings = await setPausedUntil(null, now);
  logger().info('Online ordering resumed');
  return current(settings, now);
}

/** GET /shop/status: open, paused (until when, and why) or closed all day today. */
export async function readShopStatus(now = new Date()): Promise<ShopStatus> {
  const settings = await getShopSettings();
  return shopStatus(settings, now, rulesWithSettings(settings));
}
