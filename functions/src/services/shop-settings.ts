/**
 * The day's settings in the owner's hands (docs/business-rules.md#the-days-settings): read and
 * replace them, pause and resume online ordering, and the shop's public status for its banner.
 */
import type * as z from 'zod';
import { logger } from '../config/telemetry.ts';
import { shopToday, type pauseRequestSchema, type ShopSettings, type shopSettingsUpdateSchema, type ShopStatus } from '../contracts/shop-settings.ts';
import { getShopSettings, putShopSettings } from '../data/shop-settings.ts';
import { rulesWithSettings } from '../domain/schedule.ts';
import { pauseEnd, shopStatus } from '../domain/shop-settings.ts';

/** The settings as the owner reads them: closures already past are left out, a pause that ended reads as none. */
function current(settings: ShopSettings, now: Date): ShopSettings {
  const today = shopToday(now);
  const pausedUntil = settings.pausedUntil && Date.parse(settings.pausedUntil) > now.getTime() ? settings.pausedUntil : null;
  return { ...settings, pausedUntil, closures: settings.closures.filter((closure) => closure.date >= today) };
}

/** GET /owner/settings. */
export async function readShopSettings(now = new Date()): Promise<ShopSettings> {
  return current(await getShopSettings(), now);
}

/** PUT /owner/settings: hours, closures, capacity and lead times replaced; the pause stays as it is. */
export async function updateShopSettings(update: z.output<typeof shopSettingsUpdateSchema>, now = new Date()): Promise<ShopSettings> {
  const before = await getShopSettings();
  const settings: ShopSettings = current(
    {
      pausedUntil: before.pausedUntil,
      hours: update.hours,
      closures: [...update.closures].sort((a, b) => a.date.localeCompare(b.date)),
      maxOrdersPerSlot: update.maxOrdersPerSlot,
      leadMinutes: update.leadMinutes,
    },
    now,
  );
  await putShopSettings(settings, now);
  logger().info('Shop settings changed', { closures: settings.closures.length, maxOrdersPerSlot: settings.maxOrdersPerSlot });
  return settings;
}

/** POST /owner/settings/pause: online ordering paused for some minutes or for the rest of the day. */
export async function pauseOrdering(request: z.output<typeof pauseRequestSchema>, now = new Date()): Promise<ShopSettings> {
  const before = await getShopSettings();
  const settings = { ...before, pausedUntil: pauseEnd(request, now, rulesWithSettings(before)) };
  await putShopSettings(settings, now);
  logger().info('Online ordering paused', { pausedUntil: settings.pausedUntil });
  return current(settings, now);
}

/** DELETE /owner/settings/pause: online ordering resumes now. */
export async function resumeOrdering(now = new Date()): Promise<ShopSettings> {
  const settings = { ...(await getShopSettings()), pausedUntil: null };
  await putShopSettings(settings, now);
  logger().info('Online ordering resumed');
  return current(settings, now);
}

/** GET /shop/status: open, paused (until when, and why) or closed all day today. */
export async function readShopStatus(now = new Date()): Promise<ShopStatus> {
  const settings = await getShopSettings();
  return shopStatus(settings, now, rulesWithSettings(settings));
}
