import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintCloudBand } from '../paint/clouds.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { castle } from '../shapes/castle.ts';
import { teapot } from '../shapes/teapot.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const teapotCastle: Template = {
  id: 'teapot-castle',
  concepts: ['fantasy', 'home', 'whimsy', 'floating'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    const tx = rng.range(170, 230);
    const ty = rng.range(300, 340);
    const width = rng.range(150, 190);
    const overSea = rng.chance(0.5);
    const ink = depthColor(c, 0.9);
    const draw = (): void => {
      paintBackdrop(c, {
        horizon,
        light: sideLight(c, tx, horizon),
        crescent: rng.chance(0.3),
        clouds: 2,
      });
      if (!overSea)
        paintLandscape(c, {
          horizon,
          groundY: rng.range(520, 560),
          layers: 3,
          farKind: 'mountains',
          nearAmplitude: 18,
        });
      else
        paintLandscape(c, {
          horizon: horizon - 12,
          groundY: horizon,
          layers: 2,
          farAmplitude: 14,
          nearAmplitude: 4,
        });
      paintCloudBand(c, ty + 20, { count: 5, opacity: 0.45, spread: 14 });
      const pot = teapot(width, ink);
      const towers = castle(rng, width * 0.5, {
        color: ink,
        windowColor: c.palette.warm,
        lit: 0.8,
      });
      c.add(place(pot.markup + place(towers, 0, pot.lidTop + width * 0.04), tx, ty));
      c.add(
        flock(rng, 'scatter', {
          cx: tx + rng.range(-60, 60),
          cy: ty - width * 0.9,
          radius: 60,
          count: rng.int(4, 8),
          size: 4,
          color: mix(ink, c.palette.sky[1], 0.2),
        }),
      );
    };
    if (overSea) withMirror(c, horizon, undefined, draw);
    else draw();
    paintVignette(c);
    return {
      objects: [
        { name: 'teapot', weight: 1 },
        { name: 'castle', weight: 0.8 },
        { name: 'bird', weight: 0.2 },
      ],
      setting: overSea ? 'sea' : 'mountains',
      concepts: ['comfort', 'tea'],
      description: {
        en: 'A castle stands on the lid of a giant teapot that floats in the sky.',
        ja: '空に浮かぶ大きなティーポットのふたの上に、お城が建っている。',
        ru: 'На крышке огромного чайника, парящего в небе, стоит замок.',
        pt: 'Um castelo ergue-se sobre a tampa de um bule gigante que flutua no céu.',
        fi: 'Taivaalla leijuvan jättimäisen teekannun kannella seisoo linna.',
      },
    };
  },
};
