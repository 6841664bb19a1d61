import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { house } from '../shapes/buildings.ts';
import { ladder } from '../shapes/stairs.ts';
import { branchingTree } from '../shapes/tree.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const treeVillage: Template = {
  id: 'tree-village',
  concepts: ['home', 'community', 'shelter', 'childhood'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    const tx = rng.range(170, 230);
    paintBackdrop(c, { horizon, light: sideLight(c, tx, horizon), crescent: rng.chance(0.5) });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 3,
      forest: true,
      nearAmplitude: 12,
    });
    const ink = depthColor(c, 0.97);
    const baseY = ground.yAt(tx) + 4;
    const h = rng.range(330, 380);
    c.add(
      place(
        branchingTree(rng, {
          height: h,
          color: ink,
          foliage: rng.pick(['leaves', 'leaves', 'blossom'] as const),
          blossomColor: mix(c.palette.far, c.palette.glow, 0.4),
          spread: rng.range(0.42, 0.55),
        }),
        tx,
        baseY,
      ),
    );
    const homes = rng.int(2, 4);
    for (let i = 0; i < homes; i++) {
      const x = tx + rng.range(-90, 90);
      const y = baseY - h * rng.range(0.45, 0.75);
      paintGlow(c, x, y - 12, 40, c.palette.warm, 0.35);
      c.add(
        place(
          house(rng, rng.range(22, 32), { color: ink, windowColor: c.palette.warm, lit: 1 }),
          x,
          y,
        ),
      );
      c.add(
        `<path d="M${String(Math.round(x - 18))} ${String(Math.round(y))}h36" stroke="${ink}" stroke-width="3"/>`,
      );
    }
    c.add(ladder(tx + 14, baseY, tx + 24, baseY - h * 0.42, 10, ink));
    paintVignette(c);
    return {
      objects: [
        { name: 'tree', weight: 1 },
        { name: 'house', weight: 0.8 },
        { name: 'ladder', weight: 0.3 },
      ],
      setting: 'forest',
      concepts: ['warmth', 'growth'],
      description: {
        en: 'Little houses with lit windows nestle in the branches of an enormous tree, reached by a ladder.',
        ja: '巨大な木の枝のあいだに、窓に明かりのともった小さな家々があり、はしごがかかっている。',
        ru: 'В ветвях огромного дерева ютятся домики с горящими окнами, а к ним ведёт лестница.',
        pt: 'Casinhas de janelas acesas aninham-se nos ramos de uma árvore enorme, e uma escada leva até elas.',
        fi: 'Valtavan puun oksilla on pieniä taloja, joiden ikkunoissa palaa valo, ja niille johtavat tikkaat.',
      },
    };
  },
};
