import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Dark first: the windows are light by default, and are left so. */
const themes = ['dark', 'light'] as const;

/**
 * axe-core on the screen as it is now, on both colour themes: no violation worse than minor.
 * Each screen is checked once per test file (`seen`), the first time a player gets there; a screen
 * reached in several windows would only repeat the same findings.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  seen: Set<string>,
): Promise<void> {
  if (seen.has(screen)) return;
  seen.add(screen);
  const bad: string[] = [];
  for (const colorScheme of themes) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations) {
      if (process.env.FABULA_E2E_DEBUG === '1') {
        console.log(
          `axe ${screen} (${colorScheme}): ${v.id} (${String(v.impact)}) ×${String(v.nodes.length)}`,
        );
        for (const n of v.nodes) console.log(`  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
      }
      if (v.impact === 'minor') continue;
      const where = v.nodes.map((n) => n.target.join(' ')).join(', ');
      bad.push(`${colorScheme}: ${v.id} (${String(v.impact)}): ${v.help} at ${where}`);
    }
  }
  expect(bad, `axe on the ${screen} screen`).toEqual([]);
}
