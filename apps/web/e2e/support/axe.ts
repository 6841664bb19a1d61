import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core on the screen as it is now: no serious or critical violation. Each screen is checked
 * once per test file (`seen`), the first time a player gets there; a screen reached in several
 * windows would only repeat the same findings.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  seen: Set<string>,
): Promise<void> {
  if (seen.has(screen)) return;
  seen.add(screen);
  const results = await new AxeBuilder({ page }).analyze();
  if (process.env.FABULA_E2E_DEBUG === '1') {
    for (const v of results.violations) {
      console.log(`axe ${screen}: ${v.id} (${String(v.impact)}) ×${String(v.nodes.length)}`);
    }
  }
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${String(v.impact)}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(bad, `axe on the ${screen} screen`).toEqual([]);
}
