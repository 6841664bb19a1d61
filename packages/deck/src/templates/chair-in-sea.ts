import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { chair } from '../shapes/things.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const chairInSea: Template = {
  id: 'chair-in-sea',
  concepts: ['absence', 'waiting', 'memory', 'solitude'],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(360, 420);
    const cx = rng.range(150, 250);
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: sideLight(c, cx, waterY),
        crescent: rng.chance(0.5),
        clouds: 2,
      });
      paintLandscape(c, {
        horizon: waterY - 10,
        groundY: waterY,
        layers: 2,
        farAmplitude: 12,
        nearAmplitude: 3,
      });
      if (rng.chance(0.6))
        c.add(
          flock(rng, 'scatter', {
            cx: rng.range(100, 300),
            cy: rng.range(100, 200),
            radius: 60,
            count: rng.int(3, 6),
            size: 4,
            color: depthColor(c, 0.8),
          }),
        );
    });
    const ink = depthColor(c, 1);
    const cy = rng.range(490, 530);
    const h = rng.range(110, 140);
    const piece = place(chair(h, ink), cx, cy);
    c.add(
      `<g opacity=".4" transform="translate(0 ${String(Math.round(cy * 2))}) scale(1 -1)">${piece}</g>`,
    );
    c.add(piece);
    c.add(
      `<path d="M${String(Math.round(cx - h * 0.4))} ${String(Math.round(cy))}h${String(Math.round(h * 0.8))}" stroke="${c.palette.sky[2]}" stroke-width="1" opacity=".5"/>`,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'chair', weight: 1 },
        { name: 'sea', weight: 0.6 },
      ],
      setting: 'sea',
      concepts: ['silence', 'stillness'],
      description: {
        en: 'An empty chair stands in shallow, mirror-still water that stretches to the horizon.',
        ja: '地平線まで続く鏡のように静かな浅瀬に、空っぽの椅子がひとつ立っている。',
        ru: 'В неподвижной, как зеркало, мелкой воде, тянущейся до горизонта, стоит пустой стул.',
        pt: 'Uma cadeira vazia está de pé em águas rasas e paradas como um espelho, que se estendem até ao horizonte.',
        fi: 'Tyhjä tuoli seisoo matalassa, peilityynessä vedessä, joka ulottuu taivaanrantaan asti.',
      },
    };
  },
};
