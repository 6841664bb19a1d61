/**
 * Music you can see: a character stands blowing a big brass tuba, and out of its bell, instead of
 * notes, pours a fountain of autumn leaves (butterflies) that rises, arcs over and spreads across
 * the sky. One silhouette, one great curving stream.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { butterfly, leaf } from '../../kit/things.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** One thing of the stream at (x, y), `t` how far along it is (it grows as it flies). */
function flake(object: NounId, rng: Rng, x: number, y: number, t: number, u: number): Node {
  const turn = rng.range(-70, 70);
  const k = (0.8 + t * 0.6) * u;
  if (object === 'butterflies') {
    const color = rng.pick(['#f2a93b', '#e8607a', '#6fb4e8', '#f4d35e', '#b78be0']);
    return placed(butterfly(color, '#2a2228', 1), [x, y], k * 1.1, turn * 0.4);
  }
  const color = rng.pick(['#d9822b', '#c0392b', '#e8b93a', '#a0522d', '#d4672a']);
  return placed(leaf(color, 1), [x, y], k * 0.9, turn);
}

/** Blowing a tuba, and autumn leaves (butterflies) pouring out of its bell. */
export const tubaPour: Action = {
  id: 'tuba-pour',
  objects: ['leaves', 'butterflies'],
  // A mouse hidden behind a tuba is lost at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['joy', 'wonder', 'mischief', 'longing', 'surprise', 'resolve'],
  settings: ['meadow', 'street', 'rooftop', 'attic', 'theatre', 'forest', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Music poured out as things is a dream by itself: a twist would crowd the stream.
  untwisted: true,
  lights: ['sun', 'lamp', 'sky', 'window'],
  family: (o) => `tuba-pour:${o}`,
  concepts: [
    'music',
    'tuba',
    'brass band',
    'seeing sound',
    'synaesthesia',
    'playing',
    'abundance',
    'performance',
  ],
  say: sayFrom(
    {
      leaves: {
        en: 'plays the tuba, and autumn leaves pour out of it instead of music',
        ja: 'チューバを吹くと、音のかわりに秋の木の葉があふれ出てくる',
        ru: 'играет на тубе, и вместо музыки из неё сыплются осенние листья',
        pt: 'toca tuba, e em vez de música saem dela folhas de outono',
        fi: 'soittaa tuubaa, ja musiikin sijaan siitä tulvii syksyn lehtiä',
      },
      butterflies: {
        en: 'plays the tuba, and butterflies pour out of it instead of music',
        ja: 'チューバを吹くと、音のかわりに蝶がつぎつぎと飛び出してくる',
        ru: 'играет на тубе, и вместо музыки из неё вылетают бабочки',
        pt: 'toca tuba, e em vez de música saem dela borboletas',
        fi: 'soittaa tuubaa, ja musiikin sijaan siitä lehahtaa perhosia',
      },
    },
    'leaves',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const u = (m.height * s) / 100;
    // Where the seated body is, to fit the tuba to it (own units, facing +x).
    const rest = posed(ctx, {
      legs: 'stand',
      front: { angle: 0, bend: 0 },
      back: { angle: 0, bend: 0 },
    }).skeleton;
    const r = m.headR;
    const head = rest.headCentre;
    const hip = rest.hip;
    const neck = rest.neck;
    const body: Point = [neck[0] + r * 1.25, (neck[1] + hip[1]) / 2 + 2];
    const rx = r * 0.75;
    const ry = (hip[1] - neck[1]) * 0.42;
    const bellTop: Point = [body[0] + r * 0.9, head[1] - r * 1.4];
    const bellR = r * 1.15;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: [body[0] + rx * 0.5, body[1] - ry * 0.2], hand: 'fist' },
      back: { reach: [body[0] - rx * 0.4, body[1] + ry * 0.5], hand: 'fist' },
      backArmOver: true,
      turn: 0.7,
      headTilt: -4,
      gaze: [1, -0.6],
    });
    const brass = '#d8a93a';
    const shade = darker(brass, 0.22);
    const lips: Point = [head[0] + r * 0.85, head[1] + r * 0.45];
    const tubeTop: Point = [body[0] + rx * 0.3, body[1] - ry];
    const tuba: Node[] = [
      // The mouthpiece pipe from the lips down into the body.
      stroke(
        `M${n(lips[0])} ${n(lips[1])}q${n(r * 0.3)} ${n(r * 0.1)} ${n(body[0] - rx * 0.6 - lips[0])} ${n(body[1] - ry * 0.6 - lips[1])}`,
        shade,
        2.4,
        'metal',
      ),
      // The bell pipe rising beside the head and flaring wide at the top.
      fill(
        `M${n(tubeTop[0] - 3)} ${n(tubeTop[1] + 2)}L${n(bellTop[0] - 4)} ${n(bellTop[1] + bellR * 1.3)}Q${n(bellTop[0] - bellR * 0.4)} ${n(bellTop[1] + bellR * 0.5)} ${n(bellTop[0] - bellR)} ${n(bellTop[1])}H${n(bellTop[0] + bellR)}Q${n(bellTop[0] + bellR * 0.4)} ${n(bellTop[1] + bellR * 0.5)} ${n(bellTop[0] + 4)} ${n(bellTop[1] + bellR * 1.3)}L${n(tubeTop[0] + 4)} ${n(tubeTop[1] + 2)}Z`,
        brass,
        'metal',
      ),
      fill(ellipse(bellTop[0], bellTop[1], bellR, bellR * 0.3), darker(brass, 0.45), 'metal'),
      // The coiled body against the chest, its valves in front.
      fill(ellipse(body[0], body[1], rx, ry), brass, 'metal'),
      stroke(ellipse(body[0], body[1] + ry * 0.1, rx * 0.55, ry * 0.55), shade, 1.4, 'metal', 0),
      fill(
        [0, 1, 2]
          .map((i) => rect(body[0] + rx * 0.15 + i * 2.6, body[1] - ry * 0.75, 1.8, ry * 0.5, 0.6))
          .join(''),
        lighter(brass, 0.35),
        'metal',
        0,
      ),
    ];
    const x = -30 * s;
    const player: Actor = {
      fig,
      held: tuba,
      x,
      facing: 1,
      scale: s,
    };
    // The stream: up out of the bell, arcing over and spreading as it drifts away.
    const top: Point = [x + bellTop[0] * s, bellTop[1] * s];
    const rise = 26 * u;
    const reach = 72 * u;
    const stream: Node[] = [];
    const count = 24;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const spread = (3 + t * 17) * u;
      const cx = top[0] + reach * t;
      const cy = top[1] - 4 * u - rise * Math.sin(Math.PI * Math.min(1, t * 0.85)) + t * t * 60 * u;
      stream.push(
        flake(
          ctx.object,
          rng,
          cx + rng.range(-spread, spread),
          cy + rng.range(-spread, spread) * 0.8,
          t,
          u,
        ),
      );
    }
    const nodes: Node[] = [actorNodes(player), ...stream];
    const drawn = nodeBox(group(nodes), identity) ?? [-60, -170, 120, 0];
    const box: [number, number, number, number] = [drawn[0] - 4, drawn[1] - 6, drawn[2] + 4, 4];
    const focus: Point = [top[0] + 20 * u, top[1] - 20 * u];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[x * facing, 22 * s]],
      glows: [],
      closeBox: facingBox(box, facing),
    });
  },
};
