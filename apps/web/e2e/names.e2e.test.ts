/**
 * Names that would show as something else are refused with words that say why (issue 30): a
 * name of zero-width spaces (it would show as a blank) and one with a right-to-left override
 * (it would show reversed), each with its own message, before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, newPlayer, skipReason, useBrowser } from './support/browser.ts';
import { closeAll } from './support/room.ts';
import { button, say, typeName } from './support/ui.ts';

describe.skipIf(skipReason !== null)('names', () => {
  const browserOf = useBrowser();

  it('refuses a blank-looking name and a text-direction trick, each with its reason', async () => {
    const ada = await newPlayer(browserOf(), 'Ada', 'phone');
    await ada.page.goto(`${baseUrl}/`);
    const alert = ada.page.getByRole('alert');
    for (const [name, key] of [
      ['\u200b\u200b\u200b', 'home.nameNeeded'],
      ['Ada\u202eevil', 'home.nameUnsafe'],
    ] as const) {
      await typeName(ada.page, name);
      await button(ada.page, 'home.create').click();
      await expect.poll(() => alert.textContent()).toBe(say(key));
      expect(ada.page.url()).toBe(`${baseUrl}/`);
    }
    await closeAll([ada]);
  });
});
