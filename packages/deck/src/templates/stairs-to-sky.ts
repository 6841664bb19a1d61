import { paintBackdrop } from '../paint/backdrop.ts';
import { paintCumulus } from '../paint/clouds.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { figure } from '../shapes/figure.ts';
import { stairsAlong } from '../shapes/stairs.ts';
import { type Point, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const stairsToSky: Template = {
  id: 'stairs-to-sky',
  concepts: ['ascent', 'ambition', 'journey', 'hope'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(420, 460);
    const topX = rng.range(130, 270);
    const topY = rng.range(110, 170);
    paintBackdrop(c, {
      horizon,
      light: { x: topX + rng.range(-30, 30), y: topY - rng.range(20, 50), r: rng.range(22, 34) },
      crescent: rng.chance(0.4),
      clouds: 1,
    });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 3,
      farKind: rng.pick(['mountains', 'hills'] as const),
      forest: rng.chance(0.3),
    });
    const baseX = rng.range(90, 310);
    const baseY = ground.yAt(baseX) + 4;
    const steps = rng.int(20, 26);
    const sway = rng.range(40, 90) * (rng.chance(0.5) ? 1 : -1);
    const points: Point[] = [];
    for (let i = 0; i < steps; i++) {
      const t = i / (steps - 1);
      const ease = 1 - Math.pow(1 - t, 1.6);
      points.push([
        baseX + (topX - baseX) * t + Math.sin(t * Math.PI) * sway,
        baseY - 10 - (baseY - 10 - topY) * ease,
      ]);
    }
    const ink = depthColor(c, 0.95);
    c.add(stairsAlong(points, 30, ink));
    const at = points[Math.floor(steps * rng.range(0.25, 0.45))] ?? [baseX, baseY];
    const climber = figure({
      height: 22,
      color: ink,
      pose: 'walk',
      facing: topX > at[0] ? 1 : -1,
      scarf: rng.chance(0.5),
    });
    c.add(place(climber.markup, at[0], at[1]));
    paintCumulus(c, topX, topY + 26, rng.range(150, 220));
    paintVignette(c);
    return {
      objects: [
        { name: 'stairs', weight: 1 },
        { name: 'cloud', weight: 0.5 },
        { name: 'person', weight: 0.4 },
        { name: 'moon', weight: 0.3 },
      ],
      setting: 'hills',
      concepts: ['effort', 'heaven'],
      description: {
        en: 'A staircase rises from the ground into the clouds, and a small figure is climbing it.',
        ja: '地面から雲の中へと階段がのびていて、小さな人影がそれを上っている。',
        ru: 'Лестница поднимается от земли прямо в облака, и по ней взбирается маленькая фигурка.',
        pt: 'Uma escada sobe do chão até as nuvens, e uma pequena figura está a subi-la.',
        fi: 'Portaat nousevat maasta pilviin asti, ja pieni hahmo kiipeää niitä ylös.',
      },
    };
  },
};
