/**
 * docs/protocol.md shows one example per message; every `json` block must parse as the message
 * it shows, so the page cannot drift from the schemas.
 */
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- a repository doc, not another package's code
import doc from '../../../docs/protocol.md?raw';
import {
  isRequestType,
  parseClientMessage,
  parseServerMessage,
  requestTypes,
} from '../src/index.ts';

const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

function typeOf(block: string): unknown {
  const value: unknown = JSON.parse(block);
  return typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
}

/** Requests carry a `rid`; so do replies (and `chat` is both a request and a push). */
function isRequest(block: string): boolean {
  return isRequestType(typeOf(block)) && /"rid"/.test(block);
}

describe('docs/protocol.md', () => {
  it('has examples', () => {
    expect(blocks.length).toBeGreaterThan(30);
  });

  it.each(blocks.map((block) => [String(typeOf(block)), block] as const))(
    'its %s example parses',
    (_, block) => {
      const parsed = isRequest(block) ? parseClientMessage(block) : parseServerMessage(block);
      expect(parsed.ok ? 'ok' : parsed.error.message).toBe('ok');
    },
  );

  it('shows every request type', () => {
    const shown = new Set(blocks.filter(isRequest).map(typeOf));
    expect(requestTypes.filter((type) => !shown.has(type))).toEqual([]);
  });

  it('shows every push type and both kinds of reply', () => {
    const shown = new Set(blocks.filter((block) => !isRequest(block)).map(typeOf));
    for (const type of ['reply', 'roomState', 'gameView', 'chat', 'error', 'removed']) {
      expect(shown).toContain(type);
    }
    expect(doc).toContain('"ok": false');
  });
});
