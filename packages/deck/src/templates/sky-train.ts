import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintCumulus } from '../paint/clouds.ts';
import { depthColor } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { train } from '../shapes/train.ts';
import { n, path, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const skyTrain: Template = {
  id: 'sky-train',
  concepts: ['journey', 'departure', 'dream', 'destination'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(500, 540);
    paintBackdrop(c, {
      horizon,
      light: sideLight(c, 200, 400),
      crescent: rng.chance(0.5),
      clouds: 2,
    });
    for (let i = 0; i < 4; i++)
      paintCumulus(c, rng.range(0, 400), rng.range(520, 600), rng.range(160, 260));
    const ink = depthColor(c, 0.9);
    // A viaduct of arches curving across the cloud sea.
    const deckY = rng.range(380, 430);
    const slope = rng.range(-0.15, 0.15);
    const arches: string[] = [];
    const span = 50;
    for (let x = -20; x < 420; x += span) {
      const y = deckY + (x - 200) * slope;
      arches.push(
        `M${n(x)} ${n(y)}h${n(span)}v${n(200)}h-8v${n(-150)}a${n(span / 2 - 8)} ${n(span / 2 - 8)} 0 0 0 ${n(-(span - 16))} 0v${n(150)}h-8Z`,
      );
    }
    c.add(path(arches.join(''), ink));
    const tx = rng.range(170, 260);
    const angle = (Math.atan(slope) * 180) / Math.PI;
    c.add(
      place(
        train(rng.int(3, 5), 42, ink, c.palette.warm),
        tx,
        deckY + (tx - 200) * slope,
        1,
        angle,
      ),
    );
    const steam = c.softBlob(c.palette.cloud, 0.6);
    for (let i = 0; i < 6; i++) {
      c.add(
        `<ellipse cx="${n(tx + 60 - i * 16)}" cy="${n(deckY - 40 - i * 10 + (tx - 200) * slope)}" rx="${n(14 + i * 5)}" ry="${n(9 + i * 3)}" fill="${steam}"/>`,
      );
    }
    paintCumulus(c, rng.range(0, 400), 600, rng.range(200, 300));
    paintVignette(c);
    return {
      objects: [
        { name: 'train', weight: 1 },
        { name: 'bridge', weight: 0.5 },
        { name: 'cloud', weight: 0.5 },
      ],
      setting: 'clouds',
      concepts: ['sky', 'night'],
      description: {
        en: 'A small train with lit windows crosses an old viaduct high above a sea of clouds.',
        ja: '窓に明かりのともった小さな汽車が、雲海の上高くにかかる古い高架橋を渡っていく。',
        ru: 'Маленький поезд с горящими окнами пересекает старый виадук высоко над морем облаков.',
        pt: 'Um pequeno comboio de janelas acesas atravessa um velho viaduto bem acima de um mar de nuvens.',
        fi: 'Pieni juna valaistuin ikkunoin ylittää vanhan maasillan korkealla pilvimeren yllä.',
      },
    };
  },
};
