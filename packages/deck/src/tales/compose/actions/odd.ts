/**
 * Impossible handling of the world: a house carried on the back like a snail's shell, a door
 * cut out of the sky with scissors. Each is one new picture, not a new object in an old layout.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { curls } from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A house (or a lighthouse) standing on (0, 0), `h` tall, its lit windows' centres returned. */
function building(kind: string, p: Palette, rng: Rng, h: number): { nodes: Node[]; lit: Point[] } {
  const nodes: Node[] = [];
  const lit: Point[] = [];
  const light = lighter(p.light, 0.2);
  if (kind === 'lighthouse') {
    const w0 = h * 0.34;
    const w1 = h * 0.22;
    const top = -h * 0.78;
    nodes.push(
      fill(
        poly([
          [-w0 / 2, 0],
          [-w1 / 2, top],
          [w1 / 2, top],
          [w0 / 2, 0],
        ]),
        '#f2ece2',
        'wall',
      ),
    );
    for (const t of [0.25, 0.6])
      nodes.push(
        fill(
          poly([
            [-(w0 + (w1 - w0) * t) / 2, top * t],
            [-(w0 + (w1 - w0) * (t + 0.14)) / 2, top * (t + 0.14)],
            [(w0 + (w1 - w0) * (t + 0.14)) / 2, top * (t + 0.14)],
            [(w0 + (w1 - w0) * t) / 2, top * t],
          ]),
          '#c8403a',
          'wall',
        ),
      );
    nodes.push(fill(rect(-w1 * 0.45, top - h * 0.12, w1 * 0.9, h * 0.12), light, 'glow', 0));
    nodes.push(
      fill(
        poly([
          [-w1 * 0.6, top - h * 0.12],
          [0, top - h * 0.24],
          [w1 * 0.6, top - h * 0.12],
        ]),
        '#3a3a4a',
        'metal',
      ),
    );
    nodes.push(fill(rect(-w1 * 0.65, top - 1, w1 * 1.3, 2.4), '#3a3a4a', 'metal'));
    lit.push([0, top - h * 0.06]);
    return { nodes, lit };
  }
  const w = h * 0.9;
  const wallH = h * 0.55;
  const wall = rng.pick(['#efe2c8', '#e8c8a0', '#dcc0b0', lighter(p.cloth[0] ?? p.wall, 0.45)]);
  const roof = rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a', darker(p.accent, 0.15)]);
  nodes.push(fill(rect(w * 0.22, -h * 0.98, w * 0.12, h * 0.3), darker(wall, 0.3), 'stone'));
  nodes.push(fill(rect(-w / 2, -wallH, w, wallH), wall, 'wall'));
  nodes.push(
    fill(
      poly([
        [-w * 0.6, -wallH],
        [0, -h],
        [w * 0.6, -wallH],
      ]),
      roof,
      'wood',
    ),
  );
  nodes.push(
    fill(rect(-w * 0.12, -wallH * 0.62, w * 0.24, wallH * 0.62, 2), darker(p.wood, 0.1), 'wood'),
  );
  for (const x of [-0.32, 0.32]) {
    nodes.push(fill(rect(w * x - w * 0.1, -wallH * 0.78, w * 0.2, w * 0.2), light, 'glow', 0));
    nodes.push(
      stroke(`M${n(w * x)} ${n(-wallH * 0.78)}v${n(w * 0.2)}`, darker(wall, 0.4), 0.8, 'detail', 0),
    );
    lit.push([w * x, -wallH * 0.68]);
  }
  nodes.push(curls([w * 0.28, -h * 1.02], lighter(p.sky[1], 0.5), [0.3, -1], 3, h * 0.08));
  return { nodes, lit };
}

/**
 * Carrying a house on the back like a snail its shell: bent under it, walking on, a trail
 * glistening behind; its windows are lit, so the light comes from home.
 */
export const houseBack: Action = {
  id: 'house-back',
  objects: ['house', 'lighthouse'],
  feelings: ['resolve', 'longing', 'calm', 'grief', 'joy', 'sleep'],
  settings: [
    'meadow',
    'shore',
    'snowfield',
    'desert',
    'street',
    'forest',
    'icefield',
    'rooftop',
    'clouds',
  ],
  framings: ['medium', 'wide', 'low'],
  lights: ['sun', 'moon', 'sky', 'window', 'lamp'],
  family: (o) => `house-back:${o}`,
  concepts: ['home', 'snail', 'burden', 'moving house', 'journey', 'belonging'],
  say: sayFrom(
    {
      house: {
        en: 'carries a house on the back like a snail',
        ja: 'カタツムリのように家を背負って歩いている',
        ru: 'несёт на спине дом, как улитка',
        pt: 'leva uma casa às costas como um caracol',
        fi: 'kantaa taloa selässään kuin etana',
      },
      lighthouse: {
        en: 'carries a lighthouse on the back like a snail',
        ja: 'カタツムリのように灯台を背負って歩いている',
        ru: 'несёт на спине маяк, как улитка',
        pt: 'leva um farol às costas como um caracol',
        fi: 'kantaa majakkaa selässään kuin etana',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { rng, p, facing, m } = setUp(ctx);
    const s = ctx.who.scale;
    const tired = ctx.feeling === 'grief' || ctx.feeling === 'sleep' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'walk',
      lean: tired ? 26 : 16,
      front: { reach: [8, m.shoulder + 14], hand: 'fist' },
      back: { reach: [2, m.shoulder + 12], hand: 'fist' },
      turn: 0.75,
      headTilt: tired ? 16 : 4,
      gaze: [1, tired ? 0.6 : 0],
    });
    const sk = fig.skeleton;
    const h = m.height * (ctx.object === 'lighthouse' ? 1.25 : 0.95);
    // The building's floor on the bent back, behind the shoulders.
    const back: Point = [sk.shoulders.back[0] - h * 0.32, sk.shoulders.back[1] + h * 0.42];
    const b = building(ctx.object, p, rng, h);
    const strapColor = darker(p.wood, 0.25);
    const straps = [
      stroke(
        `M${n(sk.shoulders.front[0])} ${n(sk.shoulders.front[1])}L${n(back[0] + h * 0.3)} ${n(back[1] - h * 0.3)}`,
        strapColor,
        2.4,
        'detail',
      ),
    ];
    const tilt = tired ? 14 : 8;
    const house = group(b.nodes, `translate(${n(back[0])} ${n(back[1])}) rotate(${n(tilt)})`);
    const actor: Actor = { fig, under: [house], held: straps, x: 0, facing: 1, scale: s };
    // A trail glistening behind, as a snail leaves.
    const trail = stroke(
      `M${n(-18 * s)} -0.5Q${n(-45 * s)} 1 ${n(-72 * s)} -0.5`,
      lighter(p.light, 0.4),
      1.6,
      'glow',
      0,
    );
    const lit = b.lit.map((q): Point => {
      const r = (tilt * Math.PI) / 180;
      return [
        (back[0] + q[0] * Math.cos(r) - q[1] * Math.sin(r)) * s,
        (back[1] + q[0] * Math.sin(r) + q[1] * Math.cos(r)) * s,
      ];
    });
    const at = (q: Point): Point => mx(q, facing);
    const top = Math.min(m.headTop, back[1] - h * 1.2) * s;
    const centre: Point = [back[0] * 0.6 * s, (back[1] - h * 0.5) * s];
    return staged(
      facingBox([Math.min(back[0] - h * 0.75, -76) * s, top, 46 * s, 4], facing),
      at(centre),
      {
        actors: mirror([trail, actorNodes(actor)], facing),
        contacts: [[0, 26 * s]],
        glows: lit.map((q) => ({ at: at(q), r: 10 * s, color: p.light })),
        light: lit[0] ? { at: at(lit[0]), kind: 'lamp', reach: 60 } : undefined,
        closeBox: facingBox([(back[0] - h * 0.6) * s, top, 30 * s, (m.hip + 10) * s], facing),
      },
    );
  },
};
