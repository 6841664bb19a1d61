import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { standFigure } from '../paint/stand.ts';
import { house } from '../shapes/buildings.ts';
import { fish } from '../shapes/sea-life.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const skyFish: Template = {
  id: 'sky-fish',
  concepts: ['freedom', 'dream', 'flow', 'wonder'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    const cx = rng.range(140, 260);
    const cy = rng.range(180, 260);
    paintBackdrop(c, { horizon, light: sideLight(c, cx, horizon), clouds: 1 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 3,
      farKind: 'hills',
      nearAmplitude: 10,
    });
    const ink = depthColor(c, 0.85);
    const school: string[] = [];
    const direction = rng.chance(0.5) ? 1 : -1;
    const swirl = rng.range(0.6, 1.2);
    for (let i = 0; i < rng.int(22, 34); i++) {
      const t = rng.next();
      const x = cx + (t - 0.5) * 300 + rng.gauss() * 14;
      const y = cy + Math.sin(t * Math.PI * 2 * swirl) * 50 + rng.gauss() * 18;
      const size = rng.range(16, 30) * (0.7 + 0.5 * (1 - Math.abs(t - 0.5)));
      school.push(
        `<g transform="translate(${String(Math.round(x))} ${String(Math.round(y))}) scale(${String(direction)} 1) rotate(${String(Math.round(Math.cos(t * Math.PI * 2 * swirl) * 18))})">${fish(size, mix(ink, c.palette.sky[1], rng.range(0, 0.4)))}</g>`,
      );
    }
    c.add(school.join(''));
    const town = rng.chance(0.5);
    if (town) {
      for (let i = 0; i < rng.int(3, 5); i++) {
        const hx = rng.range(20, 380);
        c.add(
          place(
            house(rng, rng.range(28, 40), { color: depthColor(c, 1), windowColor: c.palette.warm }),
            hx,
            ground.yAt(hx) + 8,
          ),
        );
      }
    }
    standFigure(
      c,
      ground,
      rng.range(120, 280),
      {
        height: rng.range(28, 36),
        color: depthColor(c, 1),
        pose: 'reach',
        facing: direction > 0 ? -1 : 1,
      },
      14,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'fish', weight: 1 },
        { name: town ? 'house' : 'hill', weight: 0.3 },
        { name: 'person', weight: 0.3 },
      ],
      setting: town ? 'town' : 'hills',
      concepts: ['sea', 'sky'],
      description: {
        en: 'A school of fish swims through the air above the land, and someone below reaches up towards it.',
        ja: '魚の群れが大地の上の空中を泳ぎ、下にいるだれかがそれに手をのばしている。',
        ru: 'Косяк рыб плывёт по воздуху над землёй, а кто-то внизу тянется к нему рукой.',
        pt: 'Um cardume de peixes nada pelo ar acima da terra, e alguém lá em baixo estende a mão para ele.',
        fi: 'Kalaparvi ui ilmassa maan yllä, ja joku kurottaa alhaalta sitä kohti.',
      },
    };
  },
};
