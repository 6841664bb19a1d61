import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Set by global-setup.ts: null means "no Chromium here, skip" (never in CI, where it fails). */
export const chromiumPath = inject('chromium');
export const baseUrl = inject('baseUrl');
export const skipReason = chromiumPath === null ? 'no Chromium (see docs/web.md)' : null;

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;
/** A small laptop. */
export const laptop = { width: 1366, height: 768 } as const;
/** A living-room television (the TV board's design size). */
export const tv = { width: 1920, height: 1080 } as const;

/** Chromium's fake microphone (a steady beep) that every page may use without asking. */
export const fakeMicrophone = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
] as const;

export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  if (chromiumPath === null) throw new Error('no Chromium');
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
    timeout: 30_000,
  });
}

/**
 * What the server's content security policy blocked in any window (Chromium reports each as a
 * console error): the client must run under the policy it is served with, so none is allowed.
 */
const policyViolations: string[] = [];

/**
 * Launches Chromium before a file's tests and closes it after them (call it inside the file's
 * `describe`); the returned function gives the running browser. After the file, no window may
 * have hit the content security policy.
 */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
    expect(policyViolations.splice(0), 'content security policy violations').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('no browser');
    return browser;
  };
}

/** One player: a browser context of their own (own localStorage, so own seat tokens). */
export interface Player {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly device: Device;
}

export type Device = 'phone' | 'laptop' | 'desktop' | 'tv';

const viewports = { phone, laptop, desktop, tv } as const;

export async function newPlayer(
  browser: Browser,
  name: string,
  device: Device = 'desktop',
): Promise<Player> {
  const context = await browser.newContext({
    viewport: viewports[device],
    ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    deviceScaleFactor: 1,
    // The words the tests look for come from the English catalogue.
    locale: 'en-GB',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // Loopback only: a request anywhere else is a bug in the page (or a test) and fails loudly.
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/, (route) => route.abort());
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      policyViolations.push(`${name}: ${message.text()}`);
  });
  return { name, context, page, device };
}
