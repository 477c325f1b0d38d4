import type { Page } from '@playwright/test';
import { leadFormFields } from '#app/lib/lead-schema.ts';
import { limits } from '#app/lib/limits.ts';

/**
 * Waits until a quote form on the page is past its minimum fill time, as a person would be.
 * Only a form with a time token is timed (the server passes a form without one: a cached page
 * cannot give each visitor its own); the token is set once a lead is sent from the page or
 * when a refused form comes back. So the wait is exactly the time left, and none on a page
 * that carries no token: a fixed pause there would only make the suite slower.
 */
export async function waitOutFillTime(page: Page): Promise<void> {
  const tokens = await page.locator(`input[name=${leadFormFields.startedAt}]`).all();
  let latest = 0;
  for (const token of tokens) latest = Math.max(latest, Number(await token.inputValue()) || 0);
  if (latest === 0) return;
  const left = latest + limits.lead.minFillMs + 200 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
