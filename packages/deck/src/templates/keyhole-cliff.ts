import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { standFigure } from '../paint/stand.ts';
import { n, path } from '../svg.ts';
import type { Template } from '../template.ts';

export const keyholeCliff: Template = {
  id: 'keyhole-cliff',
  concepts: ['secret', 'curiosity', 'threshold', 'mystery'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    paintBackdrop(c, { horizon, clouds: 2 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 545),
      layers: 2,
      nearKind: 'plain',
      nearAmplitude: 8,
    });
    const wallTop = rng.range(170, 230);
    const wallBottom = ground.yAt(200) + 10;
    const kx = rng.range(170, 230);
    const r = rng.range(34, 46);
    const ky = rng.range(wallBottom - 200, wallBottom - 160);
    const bottom = wallBottom - 6;
    const hole = `M${n(kx - r * 0.55)} ${n(bottom)}L${n(kx - r * 0.28)} ${n(ky + r * 0.7)}A${n(r)} ${n(r)} 0 1 1 ${n(kx + r * 0.28)} ${n(ky + r * 0.7)}L${n(kx + r * 0.55)} ${n(bottom)}Z`;
    const beyond = mix(c.palette.light, c.palette.glow, 0.3);
    // Light pouring out of the keyhole across the ground.
    const spill = c.linear(
      [
        [0, beyond, 0.6],
        [1, beyond, 0],
      ],
      0,
      bottom,
      0,
      600,
    );
    c.add(
      path(
        `M${n(kx - r * 0.55)} ${n(bottom)}L${n(kx + r * 0.55)} ${n(bottom)}L${n(kx + r * 2.4)} 600L${n(kx - r * 2.4)} 600Z`,
        spill,
      ),
    );
    const wallColor = depthColor(c, 0.8);
    const edge = rng.range(-20, 20);
    const wall = `M${n(-10)} ${n(wallBottom)}L${n(-10)} ${n(wallTop + 40)}Q${n(100)} ${n(wallTop + edge)} ${n(200)} ${n(wallTop)}T${n(410)} ${n(wallTop + 50)}L410 ${n(wallBottom)}Z`;
    const shade = c.linear(
      [
        [0, mix(wallColor, c.palette.sky[1], 0.2)],
        [1, depthColor(c, 1)],
      ],
      0,
      wallTop,
      0,
      wallBottom,
    );
    c.add(path(`${wall}${hole}`, shade, 'fill-rule="evenodd"'));
    const inside = c.linear(
      [
        [0, c.palette.light],
        [1, beyond],
      ],
      0,
      ky - r,
      0,
      bottom,
    );
    c.add(path(hole, inside));
    paintGlow(c, kx, ky + r, r * 4, beyond, 0.4);
    const fx = kx + (rng.chance(0.5) ? -1 : 1) * rng.range(60, 110);
    standFigure(
      c,
      ground,
      fx,
      {
        height: rng.range(40, 52),
        color: depthColor(c, 1),
        pose: rng.pick(['stand', 'reach', 'walk'] as const),
        facing: fx < kx ? 1 : -1,
      },
      30,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'keyhole', weight: 1 },
        { name: 'wall', weight: 0.5 },
        { name: 'person', weight: 0.4 },
        { name: 'light', weight: 0.4 },
      ],
      setting: 'hills',
      concepts: ['key', 'light'],
      description: {
        en: 'Bright light pours through a giant keyhole in a towering wall, and a small person stands before it.',
        ja: 'そびえ立つ壁にあいた巨大な鍵穴から明るい光があふれ、その前に小さな人が立っている。',
        ru: 'Сквозь огромную замочную скважину в высокой стене льётся яркий свет, а перед ней стоит маленький человек.',
        pt: 'Uma luz intensa atravessa uma fechadura gigante numa muralha imensa, e uma pessoa pequenina está diante dela.',
        fi: 'Kirkas valo tulvii korkean muurin jättimäisestä avaimenreiästä, ja sen edessä seisoo pieni ihminen.',
      },
    };
  },
};
