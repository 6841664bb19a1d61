import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE_BYTES,
  isErrorCode,
  parseClientMessage,
  parseServerMessage,
  requestTypes,
  utf8Length,
  type Parsed,
} from '../src/index.ts';
import { validRequests } from './examples.ts';

/** Pinned so CI is reproducible; change it locally to explore. */
const seed = 20_260_701;

function expectRefusal<M>(parsed: Parsed<M>, code: string): void {
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) {
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message.length).toBeGreaterThan(0);
  }
}

describe('parseClientMessage on junk', () => {
  it.each([
    ['not JSON', '{"type":'],
    ['JSON null', 'null'],
    ['a JSON array', '[{"type":"hello"}]'],
    ['a JSON number', '42'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a bigint', 42n],
    ['a function', () => 0],
    ['a symbol', Symbol('x')],
    ['an array', [{ type: 'hello', rid: '1', protocol: 1 }]],
    ['binary', new Uint8Array([123, 125])],
    ['an ArrayBuffer', new ArrayBuffer(8)],
    ['no type', { rid: '1' }],
    ['a numeric type', { type: 7, rid: '1' }],
  ])('refuses %s as bad_request', (_, raw) => {
    expectRefusal(parseClientMessage(raw), 'bad_request');
  });

  it('says in English what is wrong, field by field (zod/mini with its English locale)', () => {
    const long = parseClientMessage({
      type: 'hello',
      rid: '1',
      protocol: 1,
      client: 'x'.repeat(65),
    });
    expect(long).toMatchObject({
      error: {
        code: 'bad_request',
        message: 'client: Too big: expected string to have <=64 characters',
      },
    });
    const votes = parseClientMessage({ type: 'vote', rid: '2', slots: [0] });
    expect(votes).toMatchObject({
      error: { message: 'slots.0: Too small: expected number to be >=1' },
    });
    const room = parseClientMessage({ type: 'joinRoom', rid: '3', room: 7 });
    expect(room).toMatchObject({
      error: { message: 'room: Invalid input: expected string, received number' },
    });
  });

  it('refuses an unknown type as unknown_type, keeping the rid', () => {
    const parsed = parseClientMessage({ type: 'fly', rid: 'r1' });
    expect(parsed).toMatchObject({ ok: false, rid: 'r1', error: { code: 'unknown_type' } });
    expectRefusal(parseClientMessage('{"type":"toString","rid":"1"}'), 'unknown_type');
    expectRefusal(parseClientMessage('{"type":"__proto__","rid":"1"}'), 'unknown_type');
  });

  it('ignores an inherited type or rid', () => {
    const inherited = Object.create({ type: 'hello', rid: '1', protocol: 1 }) as object;
    expectRefusal(parseClientMessage(inherited), 'bad_request');
  });

  it('refuses a __proto__ key instead of merging it', () => {
    const parsed = parseClientMessage('{"type":"lock","rid":"1","__proto__":{"admin":true}}');
    expectRefusal(parsed, 'bad_request');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('survives cycles, throwing getters and proxies', () => {
    const cyclic: Record<string, unknown> = { type: 'hello', rid: '1', protocol: 1 };
    cyclic.self = cyclic;
    expectRefusal(parseClientMessage(cyclic), 'bad_request');
    const getter = {
      type: 'hello',
      rid: '1',
      get protocol(): number {
        throw new Error('boom');
      },
    };
    expectRefusal(parseClientMessage(getter), 'bad_request');
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    expectRefusal(parseClientMessage(proxy), 'bad_request');
  });

  it('refuses more than MAX_MESSAGE_BYTES as too_large, as text or as an object', () => {
    const big = { type: 'chat', rid: '1', text: 'x'.repeat(MAX_MESSAGE_BYTES) };
    expectRefusal(parseClientMessage(JSON.stringify(big)), 'too_large');
    expectRefusal(parseClientMessage(big), 'too_large');
    // counted in UTF-8 bytes, not characters: 6000 × 'é' is 12,000 bytes plus quotes
    const accents = JSON.stringify({ type: 'chat', rid: '1', text: 'é'.repeat(6000) });
    expect(accents.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(parseClientMessage(accents).ok).toBe(false); // chat too long, but not too large
    const wide = JSON.stringify({ type: 'chat', rid: '1', text: '語'.repeat(6000) });
    expect(wide.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expectRefusal(parseClientMessage(wide), 'too_large');
  });

  it('counts UTF-8 bytes like an encoder', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('Zoë')).toBe(4);
    expect(utf8Length('語')).toBe(3);
    expect(utf8Length('🌊')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(utf8Length('\udc00\ud800')).toBe(6);
  });

  it('never throws on arbitrary JSON values, text or strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.json(), fc.string(), fc.anything()), (raw) => {
        const parsed = parseClientMessage(raw);
        if (!parsed.ok) expect(isErrorCode(parsed.error.code)).toBe(true);
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('never throws on valid messages with fields replaced by junk', () => {
    const examples = requestTypes.flatMap((t) => validRequests[t] as Record<string, unknown>[]);
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        fc.string({ maxLength: 12 }),
        fc.jsonValue(),
        (example, key, junk) => {
          const keys = Object.keys(example);
          const target = keys.includes(key) ? key : (keys[key.length % keys.length] ?? key);
          const message = { ...example, [target]: junk };
          const parsed = parseClientMessage(message);
          if (parsed.ok) {
            expect(parsed.message.type).toBe(message.type);
          } else {
            expect(isErrorCode(parsed.error.code)).toBe(true);
            if (target !== 'rid') expect(parsed.rid).toBe(example.rid);
          }
        },
      ),
      { seed, numRuns: 2000 },
    );
  });
});

describe('parseServerMessage on junk', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.json(), fc.anything()), (raw) => {
        const parsed = parseServerMessage(raw);
        if (!parsed.ok) expect(isErrorCode(parsed.error.code)).toBe(true);
      }),
      { seed, numRuns: 1000 },
    );
  });

  it('refuses client messages and unknown types', () => {
    expectRefusal(parseServerMessage({ type: 'hello', rid: '1', protocol: 1 }), 'unknown_type');
    expectRefusal(parseServerMessage('nope'), 'bad_request');
  });
});
