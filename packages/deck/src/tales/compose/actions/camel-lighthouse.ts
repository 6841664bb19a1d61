/**
 * The ship of the desert carries a lighthouse: at night the character leads a camel over the
 * dunes by its rope, and strapped on the camel's hump, over a tasselled blanket, stands a striped
 * lighthouse with its lamp lit, its two beams sweeping out over the sand either way. A sea of
 * sand needs a light for the caravans lost in it; or a keeper is taking the light home.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, shape, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const camelTan = '#c8955a';
const beamGold = '#fff0b0';
const blankets = ['#b8323a', '#2f5a9a', '#8a3a8e', '#d07a20'] as const;
const stripes = ['#d83a32', '#2a4a8a', '#2a2a30'] as const;

/** A limb or a neck as a tapered band along a quadratic curve (widths at its two ends). */
function band(a: Point, c: Point, b: Point, wa: number, wb: number): string {
  const pts = 12;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= pts; i++) {
    const t = i / pts;
    const u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * c[0] + t * t * b[0];
    const y = u * u * a[1] + 2 * u * t * c[1] + t * t * b[1];
    const tx = 2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0]);
    const ty = 2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1]);
    const len = Math.hypot(tx, ty) || 1;
    const w = (wa + (wb - wa) * t) / 2;
    left.push([x - (ty / len) * w, y + (tx / len) * w]);
    right.push([x + (ty / len) * w, y - (tx / len) * w]);
  }
  const all = [...left, ...right.reverse()];
  return `M${all.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/**
 * A dromedary walking towards +x, its feet on y = 0 and its body centred on x = 0, in units of
 * `k`: legs, body and hump, the neck curving up to a long head with heavy lids. Returns its
 * nodes, the top of its hump and the halter at its muzzle.
 */
function camel(k: number, ink: Color): { far: Node[]; body: Node[]; hump: Point; halter: Point } {
  const skin = camelTan;
  const farSkin = darker(skin, 0.16);
  const P = (x: number, y: number): Point => [x * k, y * k];
  // Legs: a far pair behind the body, a near pair in front of it, mid-stride.
  const leg = (hip: Point, knee: Point, foot: Point, color: Color): Node[] => [
    fill(band(hip, knee, foot, 13 * k, 6 * k), color, 'skin'),
    fill(
      `M${n(foot[0] - 5 * k)} ${n(foot[1])}Q${n(foot[0])} ${n(foot[1] - 5 * k)} ${n(foot[0] + 6 * k)} ${n(foot[1])}Z`,
      darker(color, 0.2),
      'skin',
    ),
  ];
  const far: Node[] = [
    ...leg(P(-36, -70), P(-44, -36), P(-50, 0), farSkin),
    ...leg(P(34, -70), P(42, -34), P(46, 0), farSkin),
  ];
  const body: Node[] = [
    ...leg(P(-40, -70), P(-30, -34), P(-26, 0), skin),
    ...leg(P(36, -72), P(28, -36), P(22, 0), skin),
  ];
  // Body and hump: one rounded outline.
  body.push(
    fill(
      `M${n(-54 * k)} ${n(-80 * k)}Q${n(-56 * k)} ${n(-100 * k)} ${n(-34 * k)} ${n(-104 * k)}Q${n(-16 * k)} ${n(-134 * k)} ${n(8 * k)} ${n(-106 * k)}Q${n(30 * k)} ${n(-102 * k)} ${n(44 * k)} ${n(-94 * k)}Q${n(54 * k)} ${n(-78 * k)} ${n(40 * k)} ${n(-66 * k)}Q${n(0)} ${n(-58 * k)} ${n(-40 * k)} ${n(-64 * k)}Q${n(-52 * k)} ${n(-68 * k)} ${n(-54 * k)} ${n(-80 * k)}Z`,
      skin,
      'skin',
    ),
  );
  // The neck: down and forward from the chest, then up to the head.
  body.push(fill(band(P(36, -88), P(78, -84), P(74, -130), 26 * k, 13 * k), skin, 'skin'));
  // The head: long, the muzzle forward and a little down, a small ear behind.
  const hx = 80 * k;
  const hy = -134 * k;
  body.push(
    fill(
      `M${n(hx - 10 * k)} ${n(hy - 4 * k)}Q${n(hx)} ${n(hy - 12 * k)} ${n(hx + 16 * k)} ${n(hy - 6 * k)}Q${n(hx + 26 * k)} ${n(hy - 2 * k)} ${n(hx + 26 * k)} ${n(hy + 6 * k)}Q${n(hx + 22 * k)} ${n(hy + 12 * k)} ${n(hx + 10 * k)} ${n(hy + 10 * k)}Q${n(hx - 6 * k)} ${n(hy + 10 * k)} ${n(hx - 10 * k)} ${n(hy - 4 * k)}Z`,
      skin,
      'skin',
    ),
    fill(
      `M${n(hx - 6 * k)} ${n(hy - 6 * k)}l${n(-3 * k)} ${n(-7 * k)}l${n(6 * k)} ${n(4 * k)}Z`,
      darker(skin, 0.1),
      'skin',
    ),
    // A heavy-lidded eye, a nostril, the line of the mouth.
    fill(circle(hx + 4 * k, hy - 2 * k, 2 * k), ink, 'face'),
    stroke(
      `M${n(hx + 1 * k)} ${n(hy - 3.4 * k)}Q${n(hx + 4 * k)} ${n(hy - 5.6 * k)} ${n(hx + 7.4 * k)} ${n(hy - 3.4 * k)}`,
      ink,
      1.1 * k,
      'face',
    ),
    stroke(
      `M${n(hx + 21 * k)} ${n(hy + 1 * k)}l${n(2 * k)} ${n(1 * k)}M${n(hx + 14 * k)} ${n(hy + 8 * k)}q${n(6 * k)} ${n(1 * k)} ${n(11 * k)} ${n(-1 * k)}`,
      ink,
      0.9 * k,
      'face',
    ),
  );
  // The tail, a tuft at its end.
  body.push(
    stroke(
      `M${n(-53 * k)} ${n(-86 * k)}Q${n(-62 * k)} ${n(-74 * k)} ${n(-59 * k)} ${n(-58 * k)}`,
      darker(skin, 0.15),
      2.2 * k,
      'skin',
    ),
  );
  return { far, body, hump: P(-13, -120), halter: [hx + 14 * k, hy + 6 * k] };
}

/**
 * Facing +x: the character in front, walking on, the rope back over its shoulder to the camel's
 * halter; the camel behind with the lighthouse on its hump, its beams out over the dunes.
 */
export const camelLighthouse: Action = {
  id: 'camel-lighthouse',
  objects: ['lighthouse'],
  // Leading a camel by the rope: not a mouse, a frog or an owl, specks beside it.
  who: whos.filter((w) => !['mouse', 'frog', 'owl'].includes(w)),
  feelings: ['resolve', 'calm', 'longing', 'wonder'],
  settings: ['desert'],
  // A camel and a lighthouse on its back are tall: seen whole from afar or a little above.
  framings: ['wide', 'high'],
  fixedFramings: true,
  // Its words say where: across the dunes at night.
  ownPlace: true,
  // A lighthouse carried over the sand is the dream; a twist beside it would crowd the beams.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['lantern'],
  family: () => 'camel-lighthouse',
  concepts: [
    'camel',
    'hump',
    'beam',
    'lamp',
    'dunes',
    'rope',
    'night crossing',
    'tower',
    'stripes',
    'journey',
  ],
  say: sayFrom(
    {
      lighthouse: {
        en: 'leads a camel across the dunes at night, a lit lighthouse strapped on its hump',
        ja: 'こぶに灯台をくくりつけたラクダを引いて、夜の砂丘を越えていく。灯台には明かりがともっている',
        ru: 'ведёт ночью через барханы верблюда, к горбу которого привязан горящий маяк',
        pt: 'conduz de noite pelas dunas um camelo com um farol aceso amarrado à bossa',
        fi: 'taluttaa yöllä dyynien yli kamelia, jonka kyttyrään on sidottu palava majakka',
      },
    },
    'lighthouse',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const cx = -40 * k;
    const c = camel(k, p.ink);
    const at = (q: Point): Point => [q[0] + cx, q[1]];
    const hump = at(c.hump);
    const halter = at(c.halter);
    // The blanket over the hump, tassels hanging from its edge.
    const cloth = rng.pick(blankets);
    const blanket: Node[] = [
      fill(
        `M${n(hump[0] - 26 * k)} ${n(hump[1] + 24 * k)}Q${n(hump[0] - 22 * k)} ${n(hump[1] - 2 * k)} ${n(hump[0])} ${n(hump[1] - 2 * k)}Q${n(hump[0] + 22 * k)} ${n(hump[1] - 2 * k)} ${n(hump[0] + 26 * k)} ${n(hump[1] + 24 * k)}Z`,
        cloth,
        'cloth',
      ),
      stroke(
        `M${n(hump[0] - 25 * k)} ${n(hump[1] + 20 * k)}Q${n(hump[0])} ${n(hump[1] + 14 * k)} ${n(hump[0] + 25 * k)} ${n(hump[1] + 20 * k)}`,
        lighter(cloth, 0.45),
        1.6 * k,
        'detail',
        0,
      ),
    ];
    const tassels: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = hump[0] - 24 * k + i * 9.6 * k;
      tassels.push(circle(x, hump[1] + 26 * k, 1.8 * k));
    }
    blanket.push(fill(tassels.join(''), '#f0c040', 'detail', 0));
    // The lighthouse standing on the hump: a tapering striped tower, a gallery, the lit lantern
    // room and its dome.
    const stripe = rng.pick(stripes);
    const baseY = hump[1] + 2 * k;
    const tall = 74 * k;
    const w0 = 12 * k;
    const w1 = 8 * k;
    const topY = baseY - tall;
    const tower: Node[] = [
      fill(
        `M${n(hump[0] - w0)} ${n(baseY)}L${n(hump[0] - w1)} ${n(topY)}H${n(hump[0] + w1)}L${n(hump[0] + w0)} ${n(baseY)}Z`,
        '#f4f0e6',
        'stone',
      ),
    ];
    const bands: string[] = [];
    for (let i = 0; i < 4; i += 2) {
      const y0 = baseY - (tall * i) / 4 - tall / 8;
      const y1 = y0 - tall / 4;
      const wa = w0 + ((w1 - w0) * (baseY - y0)) / tall;
      const wb = w0 + ((w1 - w0) * (baseY - y1)) / tall;
      bands.push(
        `M${n(hump[0] - wa)} ${n(y0)}L${n(hump[0] - wb)} ${n(y1)}H${n(hump[0] + wb)}L${n(hump[0] + wa)} ${n(y0)}Z`,
      );
    }
    tower.push(fill(bands.join(''), stripe, 'stone', 0));
    const lamp: Point = [hump[0], topY - 9 * k];
    tower.push(
      // Gallery.
      fill(
        `M${n(hump[0] - w1 - 4 * k)} ${n(topY)}H${n(hump[0] + w1 + 4 * k)}V${n(topY - 3 * k)}H${n(hump[0] - w1 - 4 * k)}Z`,
        p.ink,
        'metal',
      ),
      // The lit lantern room.
      fill(
        `M${n(lamp[0] - 7 * k)} ${n(topY - 3 * k)}V${n(topY - 15 * k)}H${n(lamp[0] + 7 * k)}V${n(topY - 3 * k)}Z`,
        beamGold,
        'glow',
      ),
      stroke(
        `M${n(lamp[0])} ${n(topY - 3 * k)}V${n(topY - 15 * k)}`,
        darker(p.ink, 0.1),
        0.9 * k,
        'metal',
        0,
      ),
      // The dome and its finial.
      fill(
        `M${n(lamp[0] - 9 * k)} ${n(topY - 15 * k)}Q${n(lamp[0])} ${n(topY - 28 * k)} ${n(lamp[0] + 9 * k)} ${n(topY - 15 * k)}Z`,
        stripe,
        'metal',
      ),
      stroke(`M${n(lamp[0])} ${n(topY - 21 * k)}V${n(topY - 27 * k)}`, p.ink, 1.2 * k, 'metal', 0),
    );
    // Ropes strapping it down round the camel's belly.
    const straps = stroke(
      `M${n(hump[0] - w0 + 1 * k)} ${n(baseY - 6 * k)}L${n(hump[0] - 20 * k)} ${n(-62 * k)}M${n(hump[0] + w0 - 1 * k)} ${n(baseY - 6 * k)}L${n(hump[0] + 22 * k)} ${n(-62 * k)}`,
      '#8a6a3a',
      1.6 * k,
      'detail',
    );
    // The beams: two long wedges from the lamp, out over the dunes either way.
    const beams: Node[] = [];
    for (const dir of [1, -1]) {
      const far = 300 * k;
      const drop = rng.range(10, 40) * k;
      beams.push(
        shape(
          `M${n(lamp[0])} ${n(lamp[1] - 3 * k)}L${n(lamp[0] + dir * far)} ${n(lamp[1] + drop - 38 * k)}L${n(lamp[0] + dir * far)} ${n(lamp[1] + drop + 38 * k)}L${n(lamp[0])} ${n(lamp[1] + 3 * k)}Z`,
          {
            fill: {
              kind: 'linear',
              x1: lamp[0],
              y1: 0,
              x2: lamp[0] + dir * far,
              y2: 0,
              stops: [
                [0, beamGold, 1],
                [0.5, beamGold, 0.7],
                [1, beamGold, 0.1],
              ],
            },
            tag: 'glow',
            ink: 0,
            opacity: 0.6,
          },
        ),
      );
    }
    // The character ahead, walking on, the rope in its back hand behind it to the halter.
    const ax = 74 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const hold: Point = [ax - 14 * k, -52 * k];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 6,
      front: { angle: 20, bend: 30 },
      back: { reach: toActor(where, hold), hand: 'fist' },
      turn: ctx.feeling === 'longing' || ctx.feeling === 'wonder' ? -0.5 : 0.6,
      headTilt: ctx.feeling === 'longing' ? -8 : 0,
      gaze: ctx.feeling === 'longing' || ctx.feeling === 'wonder' ? [-0.8, -0.4] : [1, 0],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const rope = stroke(
      `M${n(halter[0])} ${n(halter[1])}Q${n((halter[0] + hold[0]) / 2)} ${n(Math.max(halter[1], hold[1]) + 18 * k)} ${n(hold[0])} ${n(hold[1])}`,
      '#6a4a2a',
      1.4 * k,
      'detail',
    );
    const box: [number, number, number, number] = [cx - 62 * k, topY - 30 * k, ax + 26 * k, 4];
    return staged(facingBox(box, facing), mx([lamp[0], lamp[1] + 40 * k], facing), {
      wall: mirror(beams, facing),
      actors: mirror(
        [
          group(c.far, `translate(${n(cx)} 0)`),
          group(c.body, `translate(${n(cx)} 0)`),
          straps,
          ...blanket,
          ...tower,
          rope,
          actorNodes(actor),
        ],
        facing,
      ),
      contacts: [
        [cx * facing, 100 * k],
        [ax * facing, 18 * k],
      ],
      light: { at: mx(lamp, facing), kind: 'lantern', reach: 220 * k },
      glows: [{ at: mx(lamp, facing), r: 30 * k, color: beamGold }],
    });
  },
};
