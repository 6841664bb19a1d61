import { describe, expect, it } from 'vitest';
import { deckIdFrom } from '../src/ui/decks.tsx';

describe('deck codes', () => {
  it('reads a deck id from the id itself or from a link ending with it', () => {
    expect(deckIdFrom('q3v9WZ0m1N2b')).toBe('q3v9WZ0m1N2b');
    expect(deckIdFrom(' https://fabula.example/api/decks/q3v9WZ0m1N2b ')).toBe('q3v9WZ0m1N2b');
    expect(deckIdFrom('too-short')).toBeNull();
    expect(deckIdFrom('q3v9WZ0m1N2b-extra')).toBeNull();
  });
});
