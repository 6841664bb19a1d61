import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintCumulus } from '../paint/clouds.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { hotAirBalloon } from '../shapes/sky-things.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const balloonVoyage: Template = {
  id: 'balloon-voyage',
  concepts: ['adventure', 'journey', 'freedom', 'lightness'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(380, 430);
    const bx = rng.range(130, 270);
    const by = rng.range(200, 260);
    paintBackdrop(c, { horizon, light: sideLight(c, bx, horizon), clouds: 2 });
    paintLandscape(c, {
      horizon,
      groundY: rng.range(470, 500),
      layers: 3,
      farKind: 'mountains',
      farAmplitude: 60,
      nearKind: 'mountains',
      nearAmplitude: 30,
    });
    for (let i = 0; i < 3; i++)
      paintCumulus(c, rng.range(40, 360), rng.range(500, 580), rng.range(140, 220));
    const ink = depthColor(c, 0.85);
    c.add(place(hotAirBalloon(rng.range(130, 170), ink, c.palette.glow), bx, by));
    const far = mix(ink, c.palette.sky[1], 0.5);
    c.add(
      place(
        hotAirBalloon(rng.range(30, 44), far, c.palette.glow),
        bx + (bx > 200 ? -1 : 1) * rng.range(90, 130),
        by + rng.range(40, 110),
      ),
    );
    c.add(
      flock(rng, 'vee', {
        cx: bx + rng.range(-80, 80),
        cy: by - rng.range(110, 140),
        radius: 0,
        count: 7,
        size: 4,
        color: ink,
      }),
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'balloon', weight: 1 },
        { name: 'mountain', weight: 0.4 },
        { name: 'cloud', weight: 0.4 },
      ],
      setting: 'mountains',
      concepts: ['sky', 'escape'],
      description: {
        en: 'A hot-air balloon drifts high over mountain peaks and a sea of clouds, another one far behind.',
        ja: '熱気球が山々の峰と雲海の上高くをただよい、遠くにもう一つの気球が見える。',
        ru: 'Воздушный шар плывёт высоко над горными вершинами и морем облаков, а вдали виден ещё один.',
        pt: 'Um balão de ar quente flutua bem alto sobre picos e um mar de nuvens, com outro ao longe.',
        fi: 'Kuumailmapallo lipuu korkealla vuorenhuippujen ja pilvimeren yllä, ja kaukana näkyy toinen.',
      },
    };
  },
};
