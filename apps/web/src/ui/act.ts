import type { RequestType } from '@fabula/protocol';
import { send, type Outcome, type RequestOfType } from '../net/connection.ts';
import { notice, showError } from './errors.ts';

/** Sends a request from a button; a refusal is shown in words. Resolves with whether it worked. */
export async function act<T extends RequestType>(message: RequestOfType<T>): Promise<boolean> {
  notice.value = null;
  const outcome: Outcome<T> = await send<T>(message);
  if (!outcome.ok) showError(outcome.error.code);
  return outcome.ok;
}
