import { signal } from '@preact/signals';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a page address is reachable only from this computer. */
export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The origin to put in invite links and QR codes. A host who opened Fabula at localhost would
 * otherwise hand out a link that no phone can open, so the server's network address wins there;
 * a page opened at any other address is already reachable by the guests.
 *
 * @example chooseInviteOrigin('http://localhost:3000', ['http://192.168.1.20:3000']) // 'http://192.168.1.20:3000'
 */
export function chooseInviteOrigin(pageOrigin: string, serverOrigins: readonly string[]): string {
  const page = URL.parse(pageOrigin);
  if (page === null || !isLoopbackHost(page.hostname)) return pageOrigin;
  return serverOrigins[0] ?? pageOrigin;
}

/** The invite origin for this page; starts as the page's own and is refined once asked. */
export const inviteOrigin = signal(location.origin);
/** True while the best invite link still works only on this computer. */
export const inviteIsLocalOnly = signal(isLoopbackHost(location.hostname));

let asked = false;
/** Asks the server once for its network addresses (GET /api/invite-origins). */
export function refreshInviteOrigin(): void {
  if (asked || !isLoopbackHost(location.hostname)) return;
  asked = true;
  void fetch('/api/invite-origins')
    .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
    .then((body) => {
      const origins =
        typeof body === 'object' &&
        body !== null &&
        'origins' in body &&
        Array.isArray(body.origins)
          ? body.origins.filter((origin): origin is string => typeof origin === 'string')
          : [];
      inviteOrigin.value = chooseInviteOrigin(location.origin, origins);
      inviteIsLocalOnly.value = isLoopbackHost(new URL(inviteOrigin.value).hostname);
    })
    .catch(() => {
      asked = false;
    });
}
