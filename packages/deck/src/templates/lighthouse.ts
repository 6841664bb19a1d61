import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { boat } from '../shapes/boat.ts';
import { lighthouse as lighthouseShape } from '../shapes/buildings.ts';
import { n, path, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const lighthouse: Template = {
  id: 'lighthouse',
  concepts: ['guidance', 'solitude', 'hope', 'warning'],
  palettes: [
    'night-indigo',
    'dusk-ember',
    'teal-night',
    'violet-dream',
    'storm-slate',
    'crimson-moon',
    'jade-twilight',
    'mist-grey',
  ],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(410, 450);
    const side = rng.chance(0.5) ? -1 : 1;
    const lx = 200 + side * rng.range(60, 110);
    const ink = depthColor(c, 0.97);
    let lamp: readonly [number, number] = [lx, 0];
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: { x: 200 - side * rng.range(60, 120), y: rng.range(80, 160), r: rng.range(12, 20) },
        crescent: true,
      });
      const rockPath = `M${n(lx - 110)} ${n(waterY + 2)}Q${n(lx - 70)} ${n(waterY - 40)} ${n(lx - 20)} ${n(waterY - 44)}L${n(lx + 30)} ${n(waterY - 40)}Q${n(lx + 90)} ${n(waterY - 30)} ${n(lx + 130)} ${n(waterY + 2)}Z`;
      c.add(path(rockPath, ink));
      const tower = lighthouseShape(rng.range(26, 34), rng.range(120, 160), {
        color: ink,
        windowColor: c.palette.warm,
      });
      lamp = [lx + tower.lamp[0], waterY - 42 + tower.lamp[1]];
      c.add(place(tower.markup, lx, waterY - 42));
      const [bx, by] = lamp;
      const reach = 420;
      const dir = -side;
      const beam = c.linear(
        [
          [0, c.palette.warm, 0.55],
          [1, c.palette.warm, 0],
        ],
        bx,
        by,
        bx + dir * reach,
        by,
      );
      c.add(
        path(
          `M${n(bx)} ${n(by - 3)}L${n(bx + dir * reach)} ${n(by - 70)}L${n(bx + dir * reach)} ${n(by + 40)}Z`,
          beam,
        ),
      );
    });
    const [bx, by] = lamp;
    const halo = c.radial(
      [
        [0, c.palette.warm, 0.8],
        [0.3, c.palette.warm, 0.25],
        [1, c.palette.warm, 0],
      ],
      bx,
      by,
      60,
    );
    c.add(`<circle cx="${n(bx)}" cy="${n(by)}" r="60" fill="${halo}"/>`);
    const boatX = 200 - side * rng.range(40, 120);
    c.add(place(boat(rng.range(40, 60), ink, true), boatX, rng.range(waterY + 40, waterY + 90)));
    paintVignette(c);
    return {
      objects: [
        { name: 'lighthouse', weight: 1 },
        { name: 'boat', weight: 0.5 },
        { name: 'sea', weight: 0.4 },
      ],
      setting: 'sea',
      concepts: ['light', 'home'],
      description: {
        en: 'A lighthouse on a rock sweeps its beam across the calm sea towards a small sailing boat.',
        ja: '岩の上の灯台が、静かな海を照らし、小さな帆船へと光を送っている。',
        ru: 'Маяк на скале ведёт лучом по спокойному морю к маленькому паруснику.',
        pt: 'Um farol sobre uma rocha lança o seu feixe de luz pelo mar calmo em direção a um pequeno veleiro.',
        fi: 'Kalliolla seisova majakka luo valokeilansa tyynen meren yli kohti pientä purjevenettä.',
      },
    };
  },
};
