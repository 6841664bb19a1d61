/**
 * A hula hoop that is a snake: it has taken its own tail in its mouth to make the ring, and the
 * character swings it round and round at the waist, hips going, arms up, while the snake goes by
 * with its eyes spinning.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor, whos } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who swings a hoop: the upright ones with a waist (an owl has none, a mouse is too small to). */
const hoopers = whos.filter((w) => w !== 'owl' && w !== 'mouse' && w !== 'wolf');

/**
 * Points round the hoop, an ellipse about (cx, cy) tipped `tip` degrees, from angle a0 to a1
 * (0 at the front-right, running clockwise: the front half is 0 … 180).
 */
function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  tip: number,
  a0: number,
  a1: number,
): Point[] {
  const out: Point[] = [];
  const t = (tip * Math.PI) / 180;
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    out.push([cx + x * Math.cos(t) - y * Math.sin(t), cy + x * Math.sin(t) + y * Math.cos(t)]);
  }
  return out;
}

const path = (pts: readonly Point[]): string =>
  pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join('');

/**
 * Hula-hooping with a snake: the character standing with the hips swung to one side, arms up
 * (or out stiff, afraid), the snake round the waist as a tipped ring: its back half behind the
 * body, its front half across the belly, banded; its head at the ring's front side with the tail
 * tip in its mouth and its eyes spun into spirals; swish lines round the ring's ends.
 */
export const snakeHoop: Action = {
  id: 'snake-hoop',
  objects: ['snake'],
  who: hoopers,
  feelings: ['mischief', 'surprise', 'wonder', 'fear', 'resolve'],
  settings: ['meadow', 'street', 'shore', 'bedroom', 'desert', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'sky', 'lamp', 'window'],
  family: () => 'snake-hoop',
  concepts: [
    'hula hoop',
    'snake',
    'ouroboros',
    'going round in circles',
    'play',
    'dizziness',
    'toy',
    'eternity',
    'daring',
  ],
  say: sayFrom(
    {
      snake: {
        en: 'hula-hoops with a snake biting its own tail',
        ja: '自分のしっぽをくわえたヘビでフラフープをしている',
        ru: 'крутит на талии, как обруч, змею, вцепившуюся в собственный хвост',
        pt: 'faz o bambolê com uma cobra que morde a própria cauda',
        fi: 'pyörittää vyötäröllään omaa häntäänsä purevaa käärmettä kuin hulavannetta',
      },
    },
    'snake',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: [
        [10, 6],
        [-8, 4],
      ],
      lean: -7,
      front: afraid
        ? { angle: -80, bend: -6, hand: 'open' }
        : { angle: -100, bend: -45, hand: 'open' },
      back: afraid
        ? { angle: -100, bend: 8, hand: 'open' }
        : { angle: -158, bend: 10, hand: 'open' },
      turn: 0.25,
      headTilt: afraid ? 6 : -6,
      gaze: afraid ? [0.6, 0.9] : [0.3, -0.3],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hip = actorPoint(actor, fig.skeleton.hip);
    const neck = actorPoint(actor, fig.skeleton.neck);
    // The ring round the waist, a little over the hips, tipped as it swings.
    const cx = hip[0] + 3 * k;
    const cy = hip[1] + (neck[1] - hip[1]) * 0.22;
    const rx = 30 * k;
    const ry = 7.5 * k;
    const tip = -9;
    const hue = mix(p.accent, '#4f9a3a', 0.7);
    const belly = lighter(mix(hue, '#f1e2a0', 0.5), 0.1);
    const band = darker(hue, 0.3);
    const w = 5.4 * k;
    const back = arc(cx, cy, rx, ry, tip, 180, 360);
    // The front half stops short of the head at its right end (about 20 degrees): the head,
    // drawn there, takes the tail's tip in its mouth.
    const front = arc(cx, cy, rx, ry, tip, 22, 180);
    const bands = (pts: readonly Point[]): string =>
      pts
        .filter((_, i) => i % 3 === 1)
        .map(
          (q) => `M${n(q[0] - 0.6 * k)} ${n(q[1] - w / 2)}L${n(q[0] + 0.6 * k)} ${n(q[1] + w / 2)}`,
        )
        .join('');
    const behind: Node[] = [
      stroke(path(back), darker(hue, 0.12), w, 'skin'),
      stroke(bands(back), darker(band, 0.1), 1.4 * k, 'detail', 0),
    ];
    // The tail, thinning into the head's mouth at the ring's right end.
    const [ex, ey] = arc(cx, cy, rx, ry, tip, 0, 0)[0] ?? [cx + rx, cy];
    const tail = arc(cx, cy, rx, ry, tip, -16, 0);
    const head: Node[] = [
      stroke(path(tail), hue, w * 0.6, 'skin'),
      fill(oval(ex + 4 * k, ey + 0.5 * k, 8.6 * k, 6 * k), hue, 'skin'),
      fill(oval(ex + 5.5 * k, ey + 3.4 * k, 6 * k, 2.4 * k), belly, 'skin', 0),
      // The eyes, spun into spirals.
      ...[-2.2, 3.6].flatMap((dx) => [
        fill(circle(ex + (4 + dx) * k, ey - 2.8 * k, 2.5 * k), '#fbf7ea', 'face', 0),
        stroke(
          `M${n(ex + (4 + dx) * k)} ${n(ey - 2.8 * k)}m${n(-1.6 * k)} 0a${n(1.6 * k)} ${n(1.6 * k)} 0 1 1 ${n(1.6 * k)} ${n(1.6 * k)}a${n(0.8 * k)} ${n(0.8 * k)} 0 1 1 ${n(0.5 * k)} ${n(-1 * k)}`,
          ctx.ink,
          0.6 * k,
          'face',
          0,
        ),
      ]),
    ];
    const frontNodes: Node[] = [
      stroke(path(front), hue, w, 'skin'),
      stroke(bands(front), band, 1.4 * k, 'detail', 0),
      ...head,
    ];
    // Swish lines outside the ring's two ends.
    const swish = stroke(
      `M${n(cx - rx - 5 * k)} ${n(cy - 8 * k)}q${n(-4 * k)} ${n(7 * k)} 0 ${n(14 * k)}` +
        `M${n(cx - rx - 10 * k)} ${n(cy - 5 * k)}q${n(-3 * k)} ${n(5 * k)} 0 ${n(10 * k)}` +
        `M${n(cx + rx + 10 * k)} ${n(cy - 12 * k)}q${n(4 * k)} ${n(7 * k)} 0 ${n(14 * k)}`,
      p.ink,
      1.3 * k,
      'detail',
      0,
    );
    const headTop = actorPoint(actor, [
      fig.skeleton.headCentre[0],
      fig.skeleton.headCentre[1] - fig.headR * 1.8,
    ])[1];
    const hands = [
      actorPoint(actor, fig.skeleton.hands.front)[1],
      actorPoint(actor, fig.skeleton.hands.back)[1],
    ];
    const box: [number, number, number, number] = [
      cx - rx - 16 * k,
      Math.min(headTop, ...hands) - 6 * k,
      cx + rx + 16 * k,
      4 * k,
    ];
    const focus: Point = [cx, cy - 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(behind, facing),
      actors: mirror([actorNodes(actor), ...frontNodes, swish], facing),
      contacts: [[mx([0, 0], facing)[0], 30 * k]],
      glows: [],
    });
  },
};
