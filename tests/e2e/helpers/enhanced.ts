import type { Page } from '@playwright/test';
import { ENHANCED } from '#app/lib/dom-hooks.ts';

/**
 * Opens a public page and waits until its enhancement has started. It starts after the first
 * frame (for the hero's paint), so a tap in that frame meets the plain HTML page: a button
 * with no handler yet, a form that posts or stops on `required`. Use it where the test is about
 * what the JavaScript does with the first tap.
 */
export async function gotoEnhanced(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator(`html[${ENHANCED}]`).waitFor({ state: 'attached' });
}
