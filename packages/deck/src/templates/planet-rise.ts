import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { standFigure } from '../paint/stand.ts';
import { ringedPlanet } from '../shapes/sky-things.ts';
import { n, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const planetRise: Template = {
  id: 'planet-rise',
  concepts: ['distance', 'wonder', 'discovery', 'unknown'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(400, 440);
    paintBackdrop(c, { horizon, clouds: 1 });
    const px = rng.range(130, 270);
    const py = rng.range(200, 280);
    const r = rng.range(60, 90);
    const body = c.linear(
      [
        [0, mix(c.palette.light, c.palette.glow, 0.2)],
        [1, mix(c.palette.glow, c.palette.sky[1], 0.6)],
      ],
      px - r,
      py - r,
      px + r,
      py + r,
    );
    paintGlow(c, px, py, r * 2.5, c.palette.glow, 0.35);
    c.add(
      place(
        ringedPlanet(r, body, mix(c.palette.light, c.palette.sky[2], 0.3), rng.range(-25, 25)),
        px,
        py,
      ),
    );
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(500, 530),
      layers: 3,
      farKind: 'mountains',
      farAmplitude: 50,
      nearKind: 'mountains',
      nearAmplitude: 26,
    });
    const ink = depthColor(c, 1);
    const fx = px > 200 ? rng.range(70, 150) : rng.range(250, 330);
    standFigure(
      c,
      ground,
      fx,
      { height: 34, color: ink, pose: 'point', facing: fx < px ? 1 : -1 },
      4,
    );
    if (rng.chance(0.5)) {
      // A telescope on a tripod beside the watcher.
      const tx = fx + (fx < px ? 18 : -18);
      const ty = ground.yAt(tx) + 4;
      c.add(
        `<path d="M${n(tx)} ${n(ty - 20)}l-7 20M${n(tx)} ${n(ty - 20)}l7 20M${n(tx)} ${n(ty - 20)}v20" stroke="${ink}" stroke-width="1.6"/>`,
      );
      c.add(
        `<path d="M${n(tx - 10)} ${n(ty - 16)}L${n(tx + (fx < px ? 14 : -14))} ${n(ty - 32)}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
      );
    }
    paintVignette(c);
    return {
      objects: [
        { name: 'planet', weight: 1 },
        { name: 'mountain', weight: 0.4 },
        { name: 'person', weight: 0.4 },
      ],
      setting: 'mountains',
      concepts: ['space', 'future'],
      description: {
        en: 'A huge ringed planet hangs low over the mountains, and a lone watcher points at it.',
        ja: '環のある巨大な惑星が山々の上に低く浮かび、ひとりの観測者がそれを指さしている。',
        ru: 'Огромная планета с кольцами висит низко над горами, и одинокий наблюдатель указывает на неё.',
        pt: 'Um enorme planeta com anéis paira baixo sobre as montanhas, e um observador solitário aponta para ele.',
        fi: 'Valtava rengasplaneetta riippuu matalalla vuorten yllä, ja yksinäinen tähystäjä osoittaa sitä.',
      },
    };
  },
};
