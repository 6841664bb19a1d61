import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Screenshots for the README are written only when asked (FABULA_SCREENSHOTS=1). */
const enabled = process.env.FABULA_SCREENSHOTS === '1';
const folder = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'images', 'screens');
const taken = new Set<string>();

/** `<screen>-<device>.jpg` in docs/images/screens, once per run; the viewport, as a person sees it. */
export async function screenshot(page: Page, screen: string, device: string): Promise<void> {
  const name = `${screen}-${device}`;
  if (!enabled || taken.has(name)) return;
  taken.add(name);
  mkdirSync(folder, { recursive: true });
  // From the top of the screen, as it first appears (the tests may have scrolled while clicking).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await picturesLoaded(page);
  await page.screenshot({ path: join(folder, `${name}.jpg`), type: 'jpeg', quality: 80 });
}

/** Card pictures load lazily: wait (a little) for the ones in view, so the shot is not half grey. */
async function picturesLoaded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => {
          const box = img.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < window.innerHeight;
          return !inView || img.complete;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}
