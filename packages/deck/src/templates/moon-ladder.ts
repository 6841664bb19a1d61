import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintCrescent } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { figure } from '../shapes/figure.ts';
import { ladder } from '../shapes/stairs.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const moonLadder: Template = {
  id: 'moon-ladder',
  concepts: ['ambition', 'reach', 'dream', 'longing'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'dawn-rose',
  ],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(440, 480);
    paintBackdrop(c, { horizon, clouds: 1 });
    const mx = rng.range(150, 260);
    const my = rng.range(110, 170);
    const r = rng.range(50, 70);
    paintCrescent(c, mx, my, r, rng.range(-30, 10));
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 3,
      farKind: rng.pick(['hills', 'mountains'] as const),
      nearAmplitude: 20,
    });
    const ink = depthColor(c, 1);
    const lx = mx + rng.range(-150, -60) * (mx > 200 ? 1 : -1);
    const ly = ground.yAt(lx) + 4;
    const topX = mx - r * 0.55;
    const topY = my + r * 0.5;
    c.add(ladder(lx, ly, topX, topY, 16, ink));
    const t = rng.range(0.45, 0.7);
    const climber = figure({ height: 26, color: ink, pose: 'reach', facing: topX > lx ? 1 : -1 });
    c.add(place(climber.markup, lx + (topX - lx) * t, ly + (topY - ly) * t + 8));
    paintVignette(c);
    return {
      objects: [
        { name: 'ladder', weight: 1 },
        { name: 'moon', weight: 0.9 },
        { name: 'person', weight: 0.5 },
      ],
      setting: 'hills',
      concepts: ['night', 'ascent'],
      description: {
        en: 'A long ladder leans against the crescent moon, and someone is climbing up towards it.',
        ja: '三日月に長いはしごが立てかけられ、だれかがそれを上っている。',
        ru: 'К полумесяцу приставлена длинная лестница, и кто-то взбирается по ней вверх.',
        pt: 'Uma escada comprida está encostada ao quarto crescente, e alguém sobe por ela.',
        fi: 'Pitkät tikkaat nojaavat kuunsirppiin, ja joku kiipeää niitä ylös.',
      },
    };
  },
};
