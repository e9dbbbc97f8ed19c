/**
 * Waiting for React to take over a pre-rendered element. The pages are pre-rendered: their HTML shows
 * (and can be clicked) before the script runs, and a control React has not hydrated yet only does
 * what its HTML does. A test of what the script adds waits for an observable state first: React
 * keeps its fiber on every DOM node it owns.
 */
import { expect, type Locator } from '@playwright/test';

/** Resolves once React owns `element` (it has hydrated it). */
export async function waitForHydration(element: Locator, what: string): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: `${what} hydrates`,
      timeout: 15_000,
    })
    .toBe(true);
}
