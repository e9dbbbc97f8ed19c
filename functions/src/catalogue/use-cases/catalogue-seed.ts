/**
 * The starter catalogue (the kitchen's menu with its price options and add-ons, the FAQs and the
 * catalogue version item, all built from functions/src/seed/) and the one-time seeding of a deployed
 * table, which the custom resource runs on every `cdk deploy` (catalogue/handlers/seed-catalogue.ts).
 *
 * Seeding writes the catalogue once and never overwrites what the owner changed:
 *
 * - the marker `SEED#starter`/`DONE` is written last; while it exists a run writes nothing, so an item
 *   the owner deleted after the first deploy is never brought back;
 * - every item is a PutItem with `attribute_not_exists(pk)` (BatchWriteItem takes no conditions):
 *   an item already there, changed by the owner or written by a run that died half way, is kept as
 *   it is, and the next run writes only what is missing, then the marker.
 *
 * The local stack (`functions/local/seed.ts`) writes the same items, with its own rule: it
 * re-seeds an empty or older-layout local table, overwriting.
 *
 * The table calls (conditional puts, the marker) are in catalogue/store/catalogue-seed.ts.
 */
import { createHash } from 'node:crypto';
import type { DishImage } from '../contract/catalogue.ts';
import { markMenuChanged, putAllIfAbsent, putIfAbsent, seedMarkerExists, seedMarkerItem, type SeedTarget } from '../store/catalogue-seed.ts';
import { catalogueVersionItem } from '../store/dish.ts';
import { seedMarkerKey } from '../../platform/table/keys.ts';
import type { StoredItem } from '../../platform/table/stored-item.ts';
import dishArt from '../seed/dish-art.json' with { type: 'json' };
import { faqs } from '../seed/faqs.ts';
import { menu } from '../seed/menu.ts';
import { seedItems } from '../store/starter-items.ts';

/**
 * Raise when the seed's items change shape (2: price options and add-ons joined the menu index; 3: allergens and
 * diet labels; 4: the art's content-hashed image paths, so a kept local table stops naming removed files).
 */
export const catalogueVersion = 4;

/** The marker of the starter catalogue's seeding: written last, read first. */
export const starterSeedMarkerKey = seedMarkerKey('starter');

export type { SeedTarget };

/** The dishes (each followed by its price options and add-ons), then the FAQs. */
export function starterMenuAndFaqItems(): StoredItem[] {
  return seedItems(menu, dishArt as Record<string, DishImage[]>, faqs);
}

/** Everything the starter catalogue puts in the table, in writing order: the menu, the FAQs, the catalogue version. */
export function starterCatalogueItems(): StoredItem[] {
  return [...starterMenuAndFaqItems(), catalogueVersionItem(catalogueVersion)];
}

/**
 * SHA-256 of the starter catalogue's items: the custom resource carries it, so a changed starter
 * menu runs the seeding again on the next deploy (which still writes nothing once the marker exists).
 */
export function starterCatalogueHash(): string {
  return createHash('sha256').update(JSON.stringify(starterCatalogueItems())).digest('hex');
}

/** The partition keys the seeding reads or writes (the catalogue's and the marker's): the function's grant names exactly these. */
export function starterSeedPartitionKeys(): string[] {
  return [...new Set([...starterCatalogueItems().map((item) => String(item.pk)), starterSeedMarkerKey.pk])];
}

export type SeedOutcome = {
  /** The marker was there: nothing was written. */
  alreadySeeded: boolean;
  /** Items this run wrote (the marker not counted). */
  written: number;
  /** Items that were already in the table and were left as they are. */
  kept: number;
};

/** Whether the starter catalogue's marker is in the table. */
export function starterCatalogueSeeded(target: SeedTarget = {}): Promise<boolean> {
  return seedMarkerExists('starter', target);
}

/**
 * Writes the starter catalogue into the table once (see the top of this file): nothing when the
 * marker exists; otherwise every missing item, then the catalogue version, then the marker.
 */
export async function seedStarterCatalogue(target: SeedTarget = {}): Promise<SeedOutcome> {
  if (await starterCatalogueSeeded(target)) return { alreadySeeded: true, written: 0, kept: 0 };

  const items = starterMenuAndFaqItems();
  const versionItem = catalogueVersionItem(catalogueVersion);
  const written = (await putAllIfAbsent(items, target)) + ((await putIfAbsent(versionItem, target)) ? 1 : 0);
  if (written > 0) await markMenuChanged(target);
  const total = items.length + 1;
  // Last: only a run that got every item into the table (written now or kept) marks the seed done.
  await putIfAbsent(seedMarkerItem('starter', { items: total, catalogueHash: starterCatalogueHash() }), target);
  return { alreadySeeded: false, written, kept: total - written };
}
