import { signal } from '@preact/signals';
import { parseRoute } from './router-parse.ts';

export { parseRoute, roomPath, type Route } from './router-parse.ts';

export const route = signal(parseRoute(location.pathname));

window.addEventListener('popstate', () => {
  route.value = parseRoute(location.pathname);
});

export function navigate(path: string): void {
  if (path !== location.pathname) history.pushState(null, '', path);
  route.value = parseRoute(path);
}
