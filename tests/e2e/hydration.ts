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

/**
 * Scrolls to an element of a menu row. A row below the fold hydrates as it nears the viewport, and when the live menu
 * differs from the build's (an owner's change since) it renders anew as the live menu arrives, replacing its cards:
 * a scroll begun on a replaced element is tried again on the new one.
 */
export async function scrollToRowElement(element: Locator): Promise<void> {
  await expect(async () => element.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
}
