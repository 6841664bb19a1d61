import type { z } from './zod.ts';
import {
  isErrorCode,
  protocolError,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
} from './errors.ts';
import type { CodedIssueParams } from './profile.ts';
import { parseRequestId, type RequestId } from './ids.ts';
import { pushSchemas, type Push } from './pushes.ts';
import { replySchema, type Reply } from './replies.ts';
import { isRequestType, requestSchemas, type ClientMessage } from './requests.ts';
import { MAX_MESSAGE_BYTES } from './version.ts';

/**
 * The inbound boundary: raw transport data in, a typed message or a typed error out. Never
 * throws, whatever it is given (junk JSON, cycles, proxies with throwing getters, binary frames).
 */

/** A parsed message, or why not, with the request id when one could be read (to reply to it). */
export type Parsed<M> =
  | { readonly ok: true; readonly message: M }
  | { readonly ok: false; readonly rid: RequestId | null; readonly error: ErrorBody };

/**
 * The UTF-8 size of a string in bytes, without `TextEncoder` (not in every runtime's types). A
 * lone surrogate counts 3, as its replacement character would.
 *
 * @example
 * utf8Length('Zoë'); // 4
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

type Decoded =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly error: ErrorBody };

const tooLarge = protocolError(
  'too_large',
  `A message is at most ${MAX_MESSAGE_BYTES} bytes of JSON.`,
  { limit: MAX_MESSAGE_BYTES },
);

/**
 * JSON text or an already decoded value → a plain object, at most `limit` bytes of JSON (the
 * server limits what clients send; clients take any size the server sends).
 */
function decode(raw: unknown, limit: number): Decoded {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    // UTF-8 never has fewer bytes than UTF-16 units: skip the count when the length decides.
    if (raw.length > limit || utf8Length(raw) > limit) {
      return { ok: false, error: tooLarge };
    }
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, error: protocolError('bad_request', 'A message must be JSON text.') };
    }
  } else if (raw instanceof ArrayBuffer || ArrayBuffer.isView(raw)) {
    return { ok: false, error: protocolError('bad_request', 'Binary messages are not accepted.') };
  } else if (Number.isFinite(limit)) {
    const text = JSON.stringify(raw) as string | undefined;
    if (text !== undefined && utf8Length(text) > limit) {
      return { ok: false, error: tooLarge };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      error: protocolError('bad_request', 'A message is a JSON object with a "type".'),
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** An own property only: `type` or `rid` inherited from a prototype is not the sender's. */
function own(value: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

const maxIssues = 3;

/**
 * A refused schema's error: the code a field asked for (`name_invalid`, `invalid_clue`,
 * `unknown_preset`), otherwise `bad_request`; the message lists the first issues by path.
 */
function issuesError(issues: readonly z.core.$ZodIssue[]): ErrorBody {
  let code: ErrorCode = 'bad_request';
  let details: ErrorDetails | undefined;
  for (const issue of issues) {
    const params = issue.code === 'custom' ? (issue.params as Partial<CodedIssueParams>) : {};
    if (isErrorCode(params.errorCode)) {
      code = params.errorCode;
      details = params.details;
      break;
    }
  }
  const lines = issues.slice(0, maxIssues).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = issues.length > maxIssues ? ` (and ${issues.length - maxIssues} more)` : '';
  return protocolError(code, lines.join('; ') + more, details);
}

function refuse(
  rid: RequestId | null,
  error: ErrorBody,
): { readonly ok: false; readonly rid: RequestId | null; readonly error: ErrorBody } {
  return { ok: false, rid, error };
}

/**
 * Parses what a client sent: JSON text or a decoded value (Socket.IO decodes for us). Unknown
 * `type` → `unknown_type`; a bad shape → `bad_request` (or a field's own code such as
 * `name_invalid`) with a readable message; too big → `too_large`. Never throws. The request id
 * is returned with an error whenever it could be read, so the server can reply to it; otherwise
 * the server answers with an `error` push.
 *
 * @example
 * const parsed = parseClientMessage(raw);
 * if (!parsed.ok) return parsed.rid ? send(errorReply(parsed.rid, parsed.error)) : send({ type: 'error', error: parsed.error });
 * handlers[parsed.message.type](parsed.message);
 */
export function parseClientMessage(raw: unknown): Parsed<ClientMessage> {
  let rid: RequestId | null = null;
  try {
    const decoded = decode(raw, MAX_MESSAGE_BYTES);
    if (!decoded.ok) return refuse(null, decoded.error);
    const value = decoded.value;
    rid = parseRequestId(own(value, 'rid'));
    const type = own(value, 'type');
    if (typeof type !== 'string') {
      return refuse(rid, protocolError('bad_request', 'A message needs a "type" string.'));
    }
    if (!isRequestType(type)) {
      return refuse(
        rid,
        protocolError('unknown_type', `Unknown message type ${JSON.stringify(type.slice(0, 40))}.`),
      );
    }
    const parsed = requestSchemas[type].safeParse(value);
    if (!parsed.success) return refuse(rid, issuesError(parsed.error.issues));
    return { ok: true, message: parsed.data };
  } catch {
    return refuse(rid, protocolError('bad_request', 'The message could not be read.'));
  }
}

/** Any server→client message. */
export type ServerMessage = Reply | Push;

/**
 * Parses what the server sent (for clients, bots and tests): a reply or a push. Never throws.
 *
 * @example
 * const parsed = parseServerMessage(data);
 * if (parsed.ok && parsed.message.type === 'gameView') render(parsed.message.view);
 */
export function parseServerMessage(raw: unknown): Parsed<ServerMessage> {
  try {
    const decoded = decode(raw, Number.POSITIVE_INFINITY);
    if (!decoded.ok) return refuse(null, decoded.error);
    const type = own(decoded.value, 'type');
    const schema =
      type === 'reply'
        ? replySchema
        : typeof type === 'string' && Object.hasOwn(pushSchemas, type)
          ? pushSchemas[type as keyof typeof pushSchemas]
          : null;
    if (schema === null) {
      return refuse(null, protocolError('unknown_type', 'Unknown server message type.'));
    }
    const parsed = schema.safeParse(decoded.value);
    if (!parsed.success) return refuse(null, issuesError(parsed.error.issues));
    return { ok: true, message: parsed.data };
  } catch {
    return refuse(null, protocolError('bad_request', 'The message could not be read.'));
  }
}
