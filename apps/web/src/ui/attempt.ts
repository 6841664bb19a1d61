import type { RequestType } from '@fabula/protocol';
import { send, type RequestOfType } from '../net/connection.ts';
import { errorText } from './errors.ts';

/**
 * Sends a request whose refusal belongs next to the control that sent it (not in the page's
 * notice): resolves with the refusal in words, or null when it worked.
 */
export async function attempt<T extends RequestType>(
  message: RequestOfType<T>,
): Promise<string | null> {
  const outcome = await send<T>(message);
  return outcome.ok ? null : errorText(outcome.error.code);
}
