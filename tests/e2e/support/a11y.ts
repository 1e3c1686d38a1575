import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (at most 3 s) for the page's running, finite animations and transitions to end: a theme
 * change fades colours. Toasts are left out; their countdown runs for seconds and axe skips them.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const settling = document
      .getAnimations()
      .filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return (
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity &&
          !target?.closest('.Toastify')
        );
      })
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** Runs axe (WCAG 2 A and AA) on the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Mid-transition colours are made up of both themes; axe judges the settled page.
  await settleAnimations(page);
  // Toasts fade in and out: mid-animation their text has a made-up low contrast.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('.Toastify');
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
