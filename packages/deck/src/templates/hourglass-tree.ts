import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { figure } from '../shapes/figure.ts';
import { hourglass } from '../shapes/hourglass.ts';
import { branchingTree } from '../shapes/tree.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const hourglassTree: Template = {
  id: 'hourglass-tree',
  concepts: ['time', 'growth', 'patience', 'life'],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(400, 440);
    const hx = rng.range(160, 240);
    const h = rng.range(140, 180);
    const baseY = waterY + rng.range(40, 70);
    const ink = depthColor(c, 0.92);
    const foliage = rng.pick(['leaves', 'bare', 'blossom'] as const);
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: sideLight(c, hx, waterY),
        crescent: rng.chance(0.3),
      });
      paintLandscape(c, {
        horizon: waterY - 16,
        groundY: waterY,
        layers: 2,
        farAmplitude: 22,
        nearAmplitude: 5,
      });
    });
    const glass = mix(c.palette.sky[2], c.palette.light, 0.4);
    const tree = branchingTree(rng, {
      height: h * 1.2,
      color: ink,
      foliage,
      blossomColor: mix(c.palette.warm, '#ffffff', 0.3),
      lean: rng.range(-0.5, 0.5),
    });
    const piece = place(tree, 0, -h) + hourglass(h, ink, glass, c.palette.warm);
    // The reflection of the hourglass itself, under the still water.
    c.add(
      `<g opacity=".35" transform="translate(0 ${String(Math.round(baseY * 2))}) scale(1 -1)">${place(piece, hx, baseY)}</g>`,
    );
    c.add(place(piece, hx, baseY));
    if (rng.chance(0.6)) {
      const fx = hx + (rng.chance(0.5) ? -1 : 1) * rng.range(90, 130);
      const walker = figure({ height: 26, color: ink, pose: 'walk', facing: fx > hx ? -1 : 1 });
      c.add(place(walker.markup, fx, baseY + 16));
    }
    paintVignette(c);
    return {
      objects: [
        { name: 'hourglass', weight: 1 },
        { name: 'tree', weight: 0.8 },
        { name: 'water', weight: 0.3 },
      ],
      setting: 'lake',
      concepts: foliage === 'bare' ? ['winter', 'ending'] : ['spring', 'renewal'],
      description: {
        en: 'A tree grows out of the top of a giant hourglass that stands in still, mirror-like water.',
        ja: '鏡のように静かな水の中に大きな砂時計が立ち、そのてっぺんから木が生えている。',
        ru: 'Из верхушки огромных песочных часов, стоящих в неподвижной, как зеркало, воде, растёт дерево.',
        pt: 'Uma árvore cresce do topo de uma ampulheta gigante, pousada numa água parada como um espelho.',
        fi: 'Peilityyneen veteen seisovan jättimäisen tiimalasin päältä kasvaa puu.',
      },
    };
  },
};
