/**
 * A cello in the wood: a bear (a fox, an old man) sits alone on a stump playing a big cello, eyes
 * shut, and the trees round the clearing bend their trunks in over the player and bow their crowns to listen, crowns
 * bowed like heads, while the snow (the autumn leaves) drifts down through the notes.
 */
import { at, circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { proportions, skeleton } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** The cello's outline, upright, its endpin at (0, 0) and its scroll at the top (`h` tall). */
function cello(h: number, wood: Color, ink: Color): { nodes: Node[]; strings: Point } {
  const b = h * 0.56; // the body's height
  const w = h * 0.17; // half its width at the lower bout
  const y0 = -h * 0.06; // the body's bottom, above the endpin
  const top = y0 - b;
  const waist = y0 - b * 0.52;
  const bodyPath =
    `M0 ${n(y0)}C${n(w * 1.1)} ${n(y0)} ${n(w * 1.15)} ${n(y0 - b * 0.32)} ${n(w * 0.62)} ${n(waist)}` +
    `C${n(w * 1.0)} ${n(waist - b * 0.1)} ${n(w * 0.95)} ${n(top)} 0 ${n(top)}` +
    `C${n(-w * 0.95)} ${n(top)} ${n(-w * 1.0)} ${n(waist - b * 0.1)} ${n(-w * 0.62)} ${n(waist)}` +
    `C${n(-w * 1.15)} ${n(y0 - b * 0.32)} ${n(-w * 1.1)} ${n(y0)} 0 ${n(y0)}Z`;
  const neckTop = -h * 0.95;
  const dark = darker(wood, 0.45);
  return {
    nodes: [
      stroke(`M0 0V${n(y0)}`, dark, 1.6, 'wood'),
      fill(bodyPath, wood, 'wood'),
      // The f-holes, the bridge and the fingerboard down the middle.
      stroke(
        `M${n(-w * 0.38)} ${n(waist + b * 0.06)}q${n(-w * 0.12)} ${n(b * 0.12)} 0 ${n(b * 0.22)}` +
          `M${n(w * 0.38)} ${n(waist + b * 0.06)}q${n(w * 0.12)} ${n(b * 0.12)} 0 ${n(b * 0.22)}`,
        dark,
        1,
        'detail',
        0,
      ),
      fill(rect(-w * 0.35, waist + b * 0.2, w * 0.7, 2, 0.5), lighter(wood, 0.25), 'wood'),
      fill(
        poly([
          [-w * 0.16, waist + b * 0.16],
          [w * 0.16, waist + b * 0.16],
          [w * 0.1, neckTop],
          [-w * 0.1, neckTop],
        ]),
        dark,
        'wood',
      ),
      // The scroll.
      fill(circle(0, neckTop - w * 0.22, w * 0.22), dark, 'wood'),
      stroke(`M0 ${n(waist + b * 0.2)}V${n(neckTop)}`, mix(ink, '#ffffff', 0.55), 0.5, 'detail', 0),
    ],
    strings: [0, waist + b * 0.1],
  };
}

/** A tree bending in over the clearing: its trunk curving from its foot at `x` towards the middle. */
function leaningTree(
  x: number,
  dir: 1 | -1,
  height: number,
  bend: number,
  object: string,
  p: Palette,
  rng: Rng,
): Node[] {
  const bark = darker(mix(p.wood, p.shade, 0.35), 0.2);
  // The trunk: up, then over towards the player, as a curve sampled into its points.
  const along = (t: number): Point => [x + dir * bend * t * t, -height * (2 * t - 1.4 * t * t)];
  const pts = Array.from({ length: 9 }, (_, i) => along(i / 8));
  const trunk = (w: number): string => {
    const left: Point[] = [];
    const right: Point[] = [];
    pts.forEach((q, i) => {
      const half = w * (1 - (i / 8) * 0.7);
      left.push([q[0] - half, q[1]]);
      right.push([q[0] + half, q[1]]);
    });
    return poly([...left, ...right.reverse()]);
  };
  const out: Node[] = [fill(trunk(height * 0.045), bark, 'wood')];
  if (object === 'snow') {
    // A fir: tiers of boughs down the bent trunk, each laid along it, snow on their tops.
    const green = mix('#2f5a3a', p.shade, 0.3);
    for (let i = 0; i < 6; i++) {
      const t = 0.3 + i * 0.14;
      const q = along(Math.min(t, 1));
      const q2 = along(Math.min(t, 1) - 0.05);
      const tilt = (Math.atan2(q[1] - q2[1], q[0] - q2[0]) * 180) / Math.PI + 90;
      const r = height * (0.2 - i * 0.026);
      const tier = poly([
        [-r, r * 0.35],
        [r, r * 0.35],
        [0, -r * 0.75],
      ]);
      const snow = `M${n(-r * 0.7)} ${n(r * 0.1)}Q0 ${n(-r * 0.55)} ${n(r * 0.7)} ${n(r * 0.1)}Q0 ${n(-r * 0.2)} ${n(-r * 0.7)} ${n(r * 0.1)}Z`;
      out.push(
        group(
          [fill(tier, green, 'plant'), fill(snow, '#f4f6fb', 'detail', 0)],
          at(q[0], q[1], 1, tilt),
        ),
      );
    }
  } else {
    // A broad crown of autumn leaves, bowed over like a head.
    const leafy = rng.pick([p.accent, mix(p.accent, '#d08a2a', 0.5), '#c8762a']);
    const r = height * 0.15;
    const c = along(0.97);
    const b = along(0.85);
    const tilt = (Math.atan2(c[1] - b[1], c[0] - b[0]) * 180) / Math.PI;
    out.push(
      group(
        [
          fill(oval(0, 0, r * 1.35, r), darker(leafy, 0.12), 'plant'),
          fill(oval(r * 0.35, r * 0.25, r * 0.9, r * 0.7), leafy, 'plant'),
          fill(oval(-r * 0.4, -r * 0.25, r * 0.8, r * 0.6), lighter(leafy, 0.1), 'plant'),
        ],
        at(c[0], c[1], 1, tilt),
      ),
    );
  }
  return out;
}

/** A bear (a fox, an old man) alone on a stump playing the cello, the trees bending in to listen. */
export const celloForest: Action = {
  id: 'cello-forest',
  objects: ['snow', 'leaves'],
  who: ['bear', 'fox', 'old-man', 'old-woman'],
  feelings: ['longing', 'grief', 'wonder'],
  settings: ['forest', 'snowfield', 'meadow'],
  settingsFor: (o) => (o === 'snow' ? ['snowfield', 'forest'] : ['forest', 'meadow']),
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  // A woodcut blackens the player into one block and scribbles the crowns; a silhouette loses the trees.
  notLooks: ['woodcut', 'silhouette'],
  family: (o) => `cello-forest:${o}`,
  concepts: [
    'music',
    'cello',
    'solitude',
    'forest',
    'listening',
    'audience',
    'nature',
    'melancholy',
    'harmony',
  ],
  say: sayFrom(
    {
      snow: {
        en: 'plays the cello alone in a snowy wood, and the fir trees bow down to listen',
        ja: '雪の森でひとりチェロを弾いている。もみの木たちが身をかがめて聴き入っている',
        ru: 'играет на виолончели в безлюдном заснеженном лесу, и ели склоняются, чтобы послушать',
        pt: 'toca violoncelo a sós num bosque coberto de neve, e os pinheiros debruçam-se para ouvir',
        fi: 'soittaa selloa yksin lumisessa metsässä, ja kuuset kumartuvat kuuntelemaan',
      },
      leaves: {
        en: 'plays the cello alone in an autumn wood, and the trees bow down to listen',
        ja: '秋の森でひとりチェロを弾いている。木々が身をかがめて聴き入っている',
        ru: 'играет на виолончели в безлюдном осеннем лесу, и деревья склоняются, чтобы послушать',
        pt: 'toca violoncelo a sós num bosque de outono, e as árvores debruçam-se para ouvir',
        fi: 'soittaa selloa yksin syysmetsässä, ja puut kumartuvat kuuntelemaan',
      },
    },
    'snow',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const prop = proportions[ctx.who.age];
    const seatPose = {
      legs: 'sit' as const,
      front: { angle: 30, bend: 60 },
      back: { angle: 30, bend: 60 },
    };
    const first = skeleton(prop, seatPose);
    const knee = first.knees.front;
    const seat = -first.hip[1] * s;
    // The cello stands just past the knees, leaning back into the player's shoulder.
    const h = m.height * 0.72;
    const pin: Point = [(knee[0] + 10) * s, 0];
    const lean = -9;
    const rad = (lean * Math.PI) / 180;
    const rot = (q: Point): Point => [
      pin[0] + (q[0] * Math.cos(rad) - q[1] * Math.sin(rad)) * s,
      pin[1] + (q[0] * Math.sin(rad) + q[1] * Math.cos(rad)) * s,
    ];
    const c = cello(h, mix('#9a4a22', p.wood, 0.25), ctx.ink);
    const neckHold = rot([0, -h * 0.66]);
    const bowAt = rot(c.strings);
    const fig = posed(ctx, {
      ...seatPose,
      lean: 4,
      headTilt: ctx.feeling === 'wonder' ? -6 : 16,
      turn: 0.45,
      gaze: ctx.feeling === 'wonder' ? [0.2, -0.6] : [0.4, 0.6],
      back: { reach: [neckHold[0] / s, neckHold[1] / s], hand: 'fist' },
      front: { reach: [bowAt[0] / s - 2, bowAt[1] / s + 2], hand: 'fist' },
      backArmOver: true,
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const bow = stroke(
      `M${n(hand[0] - 22 * s)} ${n(hand[1] + 3 * s)}L${n(hand[0] + 30 * s)} ${n(hand[1] - 6 * s)}`,
      '#3a2a22',
      1.4,
      'wood',
    );
    const wood = mix(p.wood, '#6a4a30', 0.3);
    const stump: Node[] = [
      fill(rect(-16 * s, -seat, 30 * s, seat, 3), darker(wood, 0.1), 'wood'),
      fill(oval(-1 * s, -seat, 15 * s, 3.5 * s), lighter(wood, 0.25), 'wood'),
    ];
    const player: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const actors: Node[] = [
      ...stump,
      actorNodes(player),
      group(c.nodes, at(pin[0], pin[1], s, lean)),
      bow,
      group(fig.hands, at(0, 0, s)),
    ];
    // The trees: two or three a side, feet wide of the player, tops bowed in over its head.
    const top = m.headTop * s;
    const trees: Node[] = [];
    // The clearing is centred on the player and its cello together.
    const mid = pin[0] * 0.45;
    for (const side of [-1, 1] as const) {
      // One behind, further out and paler; one in front whose crown hangs over the player.
      for (const [x, height, reach, fade] of [
        [100, 150, 50, 0.3],
        [70, 165, 36, 0],
      ] as const) {
        const tree = leaningTree(
          mid + side * x,
          side > 0 ? -1 : 1,
          height + rng.range(-6, 6),
          x - reach,
          ctx.object,
          p,
          rng.fork(`t${side}${x}`),
        );
        trees.push(fade > 0 ? { ...group(tree), opacity: 1 - fade } : group(tree));
      }
    }
    // The notes rise off the strings and drift up among the bowed crowns; snow or leaves fall.
    const ink = mix(ctx.ink, p.paper, 0.15);
    const notes: Node[] = [];
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      // Off the strings, up and out to both sides, towards the bowed crowns.
      const x = bowAt[0] + (i % 2 === 0 ? 1 : -1) * (8 + t * 44) - 6;
      const y = top - 6 - t * 30 + rng.range(-4, 4);
      notes.push(note(x, y, 3, ink, rng.range(-18, 18)));
    }
    const falling: Node[] = [];
    for (let i = 0; i < 16; i++) {
      const q: Point = [rng.range(-110, 110), rng.range(-170, -10)];
      falling.push(
        ctx.object === 'snow'
          ? fill(circle(q[0], q[1], rng.range(1.4, 2.4)), '#f6f8fc', 'detail', 0)
          : fill(oval(q[0], q[1], 3.4, 1.6), rng.pick([p.accent, '#c8762a']), 'detail', 0),
      );
    }
    const box: [number, number, number, number] = [-56, -128, 56, 6];
    return staged(facingBox(box, facing), mx([bowAt[0], top + 10], facing), {
      // The trees and the falling snow belong to the clearing, outside the story's own box: the
      // shot is framed on the player and the notes, the bowed trees running off the card's sides.
      wall: mirror([...trees, ...falling], facing),
      actors: mirror(actors, facing),
      before: mirror(notes, facing),
      contacts: [[0, 40 * s]],
      closeBox: facingBox([-40, top - 20, 60, 4], facing),
    });
  },
};
