import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { castle } from '../shapes/castle.ts';
import { openBook } from '../shapes/things.ts';
import { branchingTree } from '../shapes/tree.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

const growths = ['tree', 'castle'] as const;

export const bookWorld: Template = {
  id: 'book-world',
  concepts: ['story', 'imagination', 'knowledge', 'childhood'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(440, 480);
    paintBackdrop(c, { horizon, light: sideLight(c, 200, horizon), crescent: rng.chance(0.5) });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(540, 560),
      layers: 2,
      nearKind: 'plain',
      nearAmplitude: 6,
    });
    const ink = depthColor(c, 0.95);
    const bx = rng.range(170, 230);
    const by = ground.yAt(bx) - 4;
    const width = rng.range(200, 250);
    const page = mix(c.palette.light, c.palette.glow, 0.35);
    paintGlow(c, bx, by - 30, width * 0.8, c.palette.glow, 0.4);
    const growth = rng.pick(growths);
    if (growth === 'tree') {
      c.add(
        place(
          branchingTree(rng, {
            height: rng.range(230, 280),
            color: ink,
            foliage: rng.pick(['leaves', 'blossom'] as const),
            blossomColor: mix(page, c.palette.warm, 0.3),
          }),
          bx,
          by - 6,
        ),
      );
    } else {
      c.add(
        place(castle(rng, width * 0.65, { color: ink, windowColor: c.palette.warm }), bx, by - 6),
      );
    }
    c.add(place(openBook(width, ink, page), bx, by));
    c.add(
      flock(rng, 'stream', {
        cx: bx + rng.range(30, 80),
        cy: by - 140,
        radius: 120,
        count: rng.int(10, 16),
        size: 5,
        color: page,
      }),
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'book', weight: 1 },
        { name: growth, weight: 0.8 },
        { name: 'bird', weight: 0.3 },
      ],
      setting: 'meadow',
      concepts: growth === 'tree' ? ['growth'] : ['fantasy'],
      description: {
        en: `${growth === 'tree' ? 'A tree grows' : 'A castle rises'} out of the pages of a giant open book, and pale birds fly away from it.`,
        ja: `大きく開いた本のページから${growth === 'tree' ? '木が生え' : 'お城がそびえ立ち'}、白っぽい鳥たちが飛び立っていく。`,
        ru: `Из страниц огромной раскрытой книги ${growth === 'tree' ? 'растёт дерево' : 'поднимается замок'}, и от неё улетают светлые птицы.`,
        pt: `${growth === 'tree' ? 'Uma árvore cresce' : 'Um castelo ergue-se'} das páginas de um enorme livro aberto, e pássaros claros voam para longe.`,
        fi: `Valtavan avoimen kirjan sivuilta ${growth === 'tree' ? 'kasvaa puu' : 'kohoaa linna'}, ja vaaleat linnut lentävät siitä pois.`,
      },
    };
  },
};
