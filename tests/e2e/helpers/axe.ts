import type { Page } from '@playwright/test';
import axe from 'axe-core';

type AxeWindow = Window & { axe?: typeof axe };

/**
 * What axe finds on the page as it is now: axe.run() in the page, as @axe-core/playwright's
 * legacy mode does, the same axe-core. The library evaluates axe's 550 KB source twice on every
 * analysis; here each frame gets it once per document, so a second check of the same screen
 * (another section, another width after a resize) only runs the rules: about half the time of
 * an analysis on an admin screen.
 */
export async function axeResults(
  page: Page,
  options: axe.RunOptions = {},
): Promise<axe.AxeResults> {
  const frames = options.iframes === false ? [page.mainFrame()] : page.frames();
  for (const frame of frames) {
    try {
      const present = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object');
      if (!present) await frame.evaluate(axe.source);
    } catch (error) {
      // A frame that went away or runs no scripts is left to axe, as the library leaves it;
      // the page's own document must get axe.
      if (frame === page.mainFrame()) throw error;
    }
  }
  return page.evaluate(
    (runOptions) => (window as AxeWindow).axe!.run(document, runOptions),
    options,
  );
}

/** The violations, one line each: the rule, its impact, the elements it found. */
export async function axeViolations(page: Page, options: axe.RunOptions = {}): Promise<string[]> {
  const { violations } = await axeResults(page, options);
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}
