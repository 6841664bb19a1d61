import sharp from 'sharp';
import { expect } from 'vitest';

/** Uploads `count` small distinct pictures, each with words, to a server; returns the deck id. */
export async function uploadDeck(url: string, count: number): Promise<string> {
  const form = new FormData();
  const words: Record<string, string[]> = {};
  for (let i = 0; i < count; i++) {
    const hue = Math.round((i * 360) / count);
    const image = await sharp({
      create: { width: 160, height: 240, channels: 3, background: `hsl(${hue}, 60%, 50%)` },
    })
      .png()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), `card-${i}.png`);
    words[`card-${i}.png`] = [i % 2 === 0 ? 'ocean' : 'forest', 'colour'];
  }
  form.append('name', 'Colours');
  form.append('words', JSON.stringify(words));
  const response = await fetch(`${url}/api/decks`, { method: 'POST', body: form });
  const body = (await response.json()) as { deck: { id: string; cards: unknown[] } };
  expect(body.deck.cards).toHaveLength(count);
  return body.deck.id;
}
