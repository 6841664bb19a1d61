/**
 * The train that runs through the parlour: out of a brick tunnel mouth broken through one wall
 * of a papered living room, a steam engine puffs along rails laid over the carpet and into a
 * second tunnel in the other wall, and in her armchair in front of it the old lady knits on,
 * a scarf growing down to her feet, as if it came through every evening at this hour. Is it
 * her memory, her late husband's timetable, or does she simply not care?
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { stance } from '../../kit/poses.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** A brick arch broken through the wallpaper at the skirting, dark inside. */
function tunnel(p: Palette, cx: number, w: number, h: number, k: number): Node[] {
  const r = w / 2;
  const arch = (rr: number, hh: number): string =>
    `M${n(cx - rr)} 0V${n(-hh + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr)} ${n(-hh + rr)}V0Z`;
  const brick = mix('#a4533a', p.wall, 0.2);
  const joints: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI - (i / 10) * Math.PI;
    const c: Point = [cx + Math.cos(a) * r, -h + r - Math.sin(a) * r];
    const o: Point = [cx + Math.cos(a) * (r + 7 * k), -h + r - Math.sin(a) * (r + 7 * k)];
    joints.push(`M${n(c[0])} ${n(c[1])}L${n(o[0])} ${n(o[1])}`);
  }
  return [
    fill(arch(r + 7 * k, h + 7 * k), brick, 'stone'),
    stroke(joints.join(''), darker(brick, 0.35), 0.8 * k, 'stone', 0),
    fill(arch(r, h), mix('#14110f', p.ink, 0.3), 'shadow'),
  ];
}

/** The engine, side on, facing left, its front buffer at x0, its rails at y = 0. */
export function engine(
  p: Palette,
  x0: number,
  k: number,
): { nodes: Node[]; chimney: Point; len: number } {
  const body = mix(p.accent, '#2c4a3a', 0.55);
  const trim = '#c9a447';
  const red = '#a8322a';
  const wheelR = 8 * k;
  const axle = -wheelR - 1 * k;
  const boilerY = axle - wheelR - 16 * k;
  const len = 78 * k;
  const cabX = x0 + 50 * k;
  const chimney: Point = [x0 + 16 * k, boilerY - 26 * k];
  const nodes: Node[] = [
    // The frame and buffer beam.
    fill(rect(x0 + 2 * k, axle - 6 * k, len - 4 * k, 7 * k, 1 * k), darker(body, 0.45), 'metal'),
    fill(rect(x0 - 3 * k, axle - 8 * k, 5 * k, 9 * k, 1 * k), red, 'metal'),
    // The boiler, its smokebox door at the front.
    fill(rect(x0 + 4 * k, boilerY - 8 * k, 50 * k, 21 * k, 10 * k), body, 'metal'),
    fill(circle(x0 + 5 * k, boilerY + 2.5 * k, 10 * k), darker(body, 0.35), 'metal'),
    stroke(
      `M${n(x0 + 22 * k)} ${n(boilerY - 8 * k)}v21M${n(x0 + 38 * k)} ${n(boilerY - 8 * k)}v21`,
      trim,
      1.6 * k,
      'metal',
    ),
    // The chimney and the dome.
    fill(
      `M${n(chimney[0] - 4 * k)} ${n(boilerY - 6 * k)}L${n(chimney[0] - 5 * k)} ${n(chimney[1] + 4 * k)}H${n(chimney[0] - 7 * k)}V${n(chimney[1])}H${n(chimney[0] + 7 * k)}V${n(chimney[1] + 4 * k)}H${n(chimney[0] + 5 * k)}L${n(chimney[0] + 4 * k)} ${n(boilerY - 6 * k)}Z`,
      darker(body, 0.5),
      'metal',
    ),
    fill(circle(x0 + 32 * k, boilerY - 8 * k, 5 * k), trim, 'metal'),
    // The cab with its lit window.
    fill(rect(cabX, boilerY - 26 * k, 28 * k, 41 * k, 2 * k), darker(body, 0.15), 'metal'),
    fill(rect(cabX - 2 * k, boilerY - 30 * k, 32 * k, 5 * k, 2 * k), darker(body, 0.5), 'metal'),
    fill(rect(cabX + 6 * k, boilerY - 20 * k, 14 * k, 12 * k, 1 * k), '#ffd98a', 'glow'),
  ];
  // Three big wheels with red rims, joined by the rod.
  const wheels: number[] = [x0 + 14 * k, x0 + 34 * k, x0 + 56 * k];
  for (const wx of wheels) {
    nodes.push(
      fill(circle(wx, axle, wheelR), red, 'metal'),
      fill(circle(wx, axle, wheelR * 0.62), darker(red, 0.45), 'metal'),
      fill(circle(wx, axle, wheelR * 0.22), trim, 'detail', 0),
    );
  }
  nodes.push(
    stroke(
      `M${n(wheels[0] ?? 0)} ${n(axle + 3 * k)}H${n(wheels[2] ?? 0)}`,
      '#d9d4c8',
      2 * k,
      'metal',
    ),
  );
  return { nodes, chimney, len };
}

/**
 * Left to right: the far tunnel, the old lady's armchair in front, the engine running left
 * along the rails behind her, a carriage following out of the near tunnel. The armchair
 * stands at the left, turned to the right, so the train passes before her eyes.
 */
export const parlourTrain: Action = {
  id: 'parlour-train',
  objects: ['scarf', 'sweater'],
  who: ['old-woman', 'old-man', 'woman', 'bear', 'cat', 'mouse'],
  feelings: ['calm', 'sleep', 'mischief'],
  settings: ['train'],
  framings: ['wide'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window'],
  family: (o) => `parlour-train:${o}`,
  concepts: [
    'train',
    'living room',
    'grandmother',
    'habit',
    'calm',
    'routine',
    'home',
    'journey',
    'memory',
    'indifference',
  ],
  say: sayFrom(
    {
      scarf: {
        en: 'knits a scarf in the armchair while a steam train runs through the living room',
        ja: '居間を蒸気機関車が走り抜けていくのに、肘掛け椅子で平然とマフラーを編んでいる',
        ru: 'вяжет шарф в кресле, а через гостиную идёт паровоз',
        pt: 'tricota um cachecol na poltrona enquanto um trem a vapor atravessa a sala',
        fi: 'neuloo kaulaliinaa nojatuolissa, kun höyryjuna kulkee olohuoneen läpi',
      },
      sweater: {
        en: 'knits a jumper in the armchair as a steam train puffs through the living room',
        ja: '居間の真ん中を蒸気機関車が煙を吐いて通るなか、肘掛け椅子でセーターを編み続けている',
        ru: 'вяжет свитер в кресле, пока через гостиную пыхтит паровоз',
        pt: 'tricota uma camisola na poltrona enquanto um comboio a vapor passa fumegando pela sala',
        fi: 'neuloo villapaitaa nojatuolissa, kun höyryjuna puuskuttaa olohuoneen halki',
      },
    },
    'scarf',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const asleep = ctx.feeling === 'sleep';
    // The room: papered wall, skirting, carpet; it fills the card.
    const paper = mix(p.wall, '#d9c7a0', 0.35);
    const stripes: string[] = [];
    for (let x = -420 * k; x < 420 * k; x += 16 * k)
      stripes.push(rect(x, -1200 * k, 6 * k, 1200 * k));
    const floor = mix(p.floor, '#7a4a3a', 0.3);
    const room: Node[] = [
      fill(rect(-420 * k, -1200 * k, 840 * k, 1200 * k), paper, 'wall'),
      fill(stripes.join(''), darker(paper, 0.08), 'wall', 0),
      fill(rect(-420 * k, 0, 840 * k, 200 * k), floor, 'floor'),
      fill(rect(-420 * k, -6 * k, 840 * k, 6 * k), darker(p.wood, 0.15), 'wood'),
    ];
    // A picture on the wall, crooked with the rumble.
    const frameAt: Point = [-96 * k, -150 * k];
    room.push(
      fill(
        rect(frameAt[0] - 15 * k, frameAt[1] - 12 * k, 30 * k, 24 * k, 1 * k),
        darker(p.wood, 0.2),
        'wood',
      ),
      fill(
        rect(frameAt[0] - 11 * k, frameAt[1] - 8 * k, 22 * k, 16 * k),
        mix(p.sky[0], p.far, 0.3),
        'paper',
      ),
    );
    // The train is full size: taller than the sitter, its tunnel mouths as high as a door.
    const e = 1.6 * k;
    const tunnelW = 84 * k;
    const tunnelH = 108 * k;
    const farX = -172 * k;
    const nearX = 136 * k;
    room.push(...tunnel(p, farX, tunnelW, tunnelH, k), ...tunnel(p, nearX, tunnelW, tunnelH, k));
    // The rails run along the carpet from tunnel to tunnel, sleepers under them.
    const railY = 6 * k;
    const sleepers: string[] = [];
    for (let x = farX - 20 * k; x < nearX + 20 * k; x += 9 * k)
      sleepers.push(rect(x, railY - 1 * k, 4 * k, 4 * k));
    const track: Node[] = [
      fill(sleepers.join(''), darker(p.wood, 0.3), 'wood', 0),
      stroke(`M${n(farX - 24 * k)} ${n(railY)}H${n(nearX + 24 * k)}`, '#8d8a84', 1.6 * k, 'metal'),
    ];
    // The engine, well out of the far tunnel; one carriage behind it coming out of the near one.
    const eng = engine(p, -46 * k, e);
    const carX = -46 * k + eng.len + 4 * e;
    const carColor = mix(p.accent, '#7a2a2a', 0.5);
    const carriage: Node[] = [
      fill(rect(carX, -52 * e, nearX + 10 * k - carX, 40 * e, 3 * e), carColor, 'metal'),
      fill(
        rect(carX - 2 * e, -56 * e, nearX + 14 * k - carX, 6 * e, 3 * e),
        darker(carColor, 0.4),
        'metal',
      ),
      ...[0, 1].map((i) =>
        fill(rect(carX + 8 * e + i * 26 * e, -46 * e, 18 * e, 13 * e, 1 * e), '#ffd98a', 'glow'),
      ),
      fill(circle(carX + 16 * e, -7 * e, 6 * e), darker(carColor, 0.5), 'metal'),
      stroke(`M${n(carX - 6 * e)} ${n(-14 * e)}h${n(8 * e)}`, '#333', 1.4 * e, 'metal'),
    ];
    // Steam: a rising trail of puffs from the chimney back over the carriage to the ceiling.
    const steam = lighter(mix(p.light, '#ffffff', 0.6), 0.1);
    const puffs: Node[] = [0, 1, 2, 3].map((i) => {
      const r = (10 + i * 8) * k;
      const cx = eng.chimney[0] + 6 * k + i * 18 * k;
      const cy = eng.chimney[1] - 10 * k - i * 26 * k;
      return fill(puff(cx, cy, r, r * 0.75, 7, 1.2, rng.range(0, 1)), steam, 'detail');
    });
    // The armchair at the left, in front of the track, turned to the train.
    const chairX = -104 * k;
    const fig0 = posed(ctx, { ...stance('sit-chair') });
    const hipY = fig0.skeleton.hip[1] * s;
    const lap: Point = [chairX + 26 * k, hipY - 8 * k];
    const toFig = (q: Point): Point => [(q[0] - chairX) / s, q[1] / s];
    const fig = posed(ctx, {
      ...stance('sit-chair'),
      lean: asleep ? -6 : 6,
      front: { reach: toFig([lap[0] + 6 * k, lap[1] - 4 * k]), hand: 'fist' },
      back: { reach: toFig([lap[0] - 2 * k, lap[1] - 2 * k]), hand: 'fist' },
      turn: 0.4,
      headTilt: asleep ? 14 : 6,
      gaze: asleep ? [0.3, 0.9] : [0.6, 0.7],
    });
    const actor: Actor = { fig, x: chairX, facing: 1, scale: s };
    const hip = actorPoint(actor, fig.skeleton.hip);
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const hf = actorPoint(actor, fig.skeleton.hands.front);
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const chair = mix(p.cloth[0] ?? p.accent, '#7a3040', 0.4);
    const chairBack: Node[] = [
      fill(
        rect(hip[0] - 24 * k, hip[1] - 64 * k, 20 * k, 70 * k, 9 * k),
        darker(chair, 0.1),
        'cloth',
      ),
    ];
    const chairFront: Node[] = [
      fill(rect(hip[0] - 24 * k, hip[1] - 2 * k, 50 * k, 14 * k, 4 * k), chair, 'cloth'),
      fill(
        rect(hip[0] - 26 * k, hip[1] - 20 * k, 12 * k, 30 * k, 5 * k),
        lighter(chair, 0.08),
        'cloth',
      ),
      stroke(
        `M${n(hip[0] - 20 * k)} ${n(hip[1] + 12 * k)}V${n(-1 * k)}M${n(hip[0] + 22 * k)} ${n(hip[1] + 12 * k)}V${n(-1 * k)}`,
        darker(p.wood, 0.3),
        2.6 * k,
        'wood',
      ),
    ];
    // The knitting: two needles crossed in the hands, the piece hanging down to a ball of wool.
    const wool = rng.pick(['#c8423a', '#3a6ea8', '#e0a93a', '#5a9a5a']);
    const mid: Point = [(hf[0] + hb[0]) / 2, (hf[1] + hb[1]) / 2];
    const ballAt: Point = [hip[0] + 40 * k, -5 * k];
    const knitting: Node[] = [
      fill(
        `M${n(mid[0] - 6 * k)} ${n(mid[1])}H${n(mid[0] + 6 * k)}L${n(mid[0] + 9 * k)} ${n(hip[1] + 26 * k)}H${n(mid[0] - 3 * k)}Z`,
        wool,
        'cloth',
      ),
      stroke(
        [0, 1, 2, 3, 4]
          .map((i) => {
            const y = mid[1] + 4 * k + i * 5 * k;
            return `M${n(mid[0] - 5 * k + i * 0.6 * k)} ${n(y)}h${n(11 * k)}`;
          })
          .join(''),
        darker(wool, 0.25),
        0.7 * k,
        'detail',
        0,
      ),
      stroke(
        `M${n(hf[0] - 10 * k)} ${n(hf[1] + 4 * k)}L${n(hf[0] + 6 * k)} ${n(hf[1] - 10 * k)}M${n(hb[0] - 6 * k)} ${n(hb[1] - 8 * k)}L${n(hb[0] + 12 * k)} ${n(hb[1] + 2 * k)}`,
        '#cfc8b8',
        1.2 * k,
        'metal',
      ),
      stroke(
        `M${n(mid[0] + 6 * k)} ${n(hip[1] + 26 * k)}Q${n(ballAt[0] - 4 * k)} ${n(-2 * k)} ${n(ballAt[0])} ${n(ballAt[1])}`,
        wool,
        0.8 * k,
        'detail',
        0,
      ),
      fill(circle(ballAt[0], ballAt[1], 5 * k), wool, 'cloth'),
    ];
    // The track and the carriage run on to the tunnels, past the story's box: the room's part.
    const wall = [...room, ...track, ...carriage];
    const nodes: Node[] = [
      ...puffs,
      ...eng.nodes,
      ...chairBack,
      actorNodes(actor),
      ...chairFront,
      ...knitting,
    ];
    const faults: string[] = [];
    const top = Math.min(eng.chimney[1] - 130 * k, head[1] - 24 * k);
    const box: [number, number, number, number] = [chairX - 40 * k, top, carX, 10 * k];
    return staged(facingBox(box, facing), mx([(box[0] + box[2]) / 2, head[1]], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [
        [hip[0] * facing, 50 * k],
        [-14 * k * facing, 80 * k],
      ],
      glows: [],
      faults,
    });
  },
};
