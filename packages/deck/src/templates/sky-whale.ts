import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintCloudBand } from '../paint/clouds.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { house } from '../shapes/buildings.ts';
import { figure } from '../shapes/figure.ts';
import { whale } from '../shapes/whale.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const skyWhale: Template = {
  id: 'sky-whale',
  concepts: ['giant', 'wonder', 'dream', 'journey'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    const wx = rng.range(170, 230);
    const wy = rng.range(220, 290);
    const length = rng.range(240, 300);
    const facing = rng.chance(0.5) ? 1 : -1;
    paintBackdrop(c, {
      horizon,
      light: sideLight(c, wx + facing * 60, horizon),
      crescent: rng.chance(0.4),
      clouds: 2,
    });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 3,
      farKind: 'hills',
      nearAmplitude: 10,
    });
    const body = mix(depthColor(c, 0.75), c.palette.sky[1], 0.25);
    c.add(
      place(
        `<g transform="scale(${String(facing)} 1) rotate(${String(Math.round(rng.range(-8, 4)))})">${whale(length, body, c.palette.glow)}</g>`,
        wx,
        wy,
      ),
    );
    paintCloudBand(c, wy + length * 0.2, { count: 4, opacity: 0.35, spread: 12 });
    const ink = depthColor(c, 1);
    c.add(
      flock(rng, 'stream', {
        cx: wx - facing * length * 0.55,
        cy: wy - 10,
        radius: 50,
        count: rng.int(5, 9),
        size: 4,
        color: body,
      }),
    );
    const town = rng.chance(0.5);
    if (town) {
      for (let i = 0; i < rng.int(3, 6); i++) {
        const hx = rng.range(30, 370);
        c.add(
          place(
            house(rng, rng.range(26, 40), { color: ink, windowColor: c.palette.warm }),
            hx,
            ground.yAt(hx) + 6,
          ),
        );
      }
    }
    const fx = rng.range(100, 300);
    c.add(
      place(
        figure({
          height: 30,
          color: ink,
          pose: rng.pick(['reach', 'point', 'stand'] as const),
          facing: fx < wx ? 1 : -1,
        }).markup,
        fx,
        ground.yAt(fx) + 14,
      ),
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'whale', weight: 1 },
        { name: town ? 'house' : 'hill', weight: 0.4 },
        { name: 'person', weight: 0.3 },
        { name: 'bird', weight: 0.2 },
      ],
      setting: town ? 'town' : 'hills',
      concepts: ['depth', 'silence'],
      description: {
        en: 'A whale swims slowly through the sky above the land, and someone below looks up at it.',
        ja: '大地の上の空を一頭のクジラがゆっくりと泳いでいて、下にいるだれかがそれを見上げている。',
        ru: 'Кит медленно плывёт по небу над землёй, а кто-то внизу смотрит на него.',
        pt: 'Uma baleia nada devagar pelo céu acima da terra, e alguém lá em baixo olha para ela.',
        fi: 'Valas ui hitaasti taivaalla maiseman yllä, ja joku katsoo sitä alhaalta.',
      },
    };
  },
};
