/**
 * A slide made of the sky: a character slides down a rainbow as down a playground slide, a ladder up to its top, arms up on the way down. One sweeping curve from the
 * top of the card to the ground, a small figure riding it.
 */
import { n, type Point } from '../../geom.ts';
import { stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { rainbowBands } from './rainbow-rope.ts';
import { mirror, mx } from './water.ts';

/** A point on the quadratic a → c → b at t, and the curve's slope there (radians). */
function along(a: Point, c: Point, b: Point, t: number): { at: Point; slope: number } {
  const u = 1 - t;
  const at: Point = [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
  const d: Point = [
    2 * u * (c[0] - a[0]) + 2 * t * (b[0] - c[0]),
    2 * u * (c[1] - a[1]) + 2 * t * (b[1] - c[1]),
  ];
  return { at, slope: Math.atan2(d[1], d[0]) };
}

/**
 * Sliding down a rainbow like a playground slide: the slide a curve steep at the top
 * and flat at the foot, a ladder from its top down to the ground, the character halfway down,
 * sitting, legs out along it, arms flung up (or gripping the edge when afraid).
 */
export const rainbowSlide: Action = {
  id: 'rainbow-slide',
  objects: ['rainbow'],
  feelings: ['joy', 'mischief', 'fear', 'wonder', 'surprise'],
  settings: ['meadow', 'shore', 'snowfield', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: (o) => `rainbow-slide:${o}`,
  concepts: ['slide', 'playground', 'speed', 'descent', 'thrill', 'play', 'glee'],
  say: sayFrom(
    {
      rainbow: {
        en: 'slides down a rainbow as if it were a playground slide',
        ja: '虹を滑り台にして、すべり降りている',
        ru: 'съезжает по радуге, как с горки на детской площадке',
        pt: 'desce por um arco-íris como se fosse um escorrega',
        fi: 'laskee sateenkaarta alas kuin leikkipuiston liukumäkeä',
      },
    },
    'rainbow',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The slide's surface: steep from the top, flattening out just above the ground.
    const a: Point = [-48 * k, -156 * k];
    const c: Point = [-30 * k, -4 * k];
    const b: Point = [62 * k, -5 * k];
    const thick = 21 * k;
    // Six bands under the surface, the top rounded over like the top of an arch.
    const w = thick / rainbowBands.length;
    const surface: Node[] = rainbowBands.map((color, i) => {
      const dy = (i + 0.5) * w;
      return stroke(
        `M${n(a[0] - 10 * k)} ${n(a[1] + dy + 4 * k)}Q${n(a[0] - 4 * k)} ${n(a[1] + dy - 3 * k)} ${n(a[0])} ${n(a[1] + dy)}Q${n(c[0])} ${n(c[1] + dy)} ${n(b[0])} ${n(b[1] + dy * 0.3)}`,
        color,
        w * 1.05,
        'cloth',
        i === 0 ? 0.6 : 0,
      );
    });
    // The ladder up to the top, from the ground.
    const wood = darker(p.wood, 0.1);
    const lx0 = a[0] - 16 * k;
    const lx1 = a[0] - 6 * k;
    const rungs: string[] = [];
    for (let y = -10 * k; y > a[1] + 6 * k; y -= 12 * k)
      rungs.push(`M${n(lx0 - (y / a[1]) * 8 * k)} ${n(y)}H${n(lx1 - (y / a[1]) * 8 * k)}`);
    const ladder = stroke(
      `M${n(lx0)} 0L${n(lx0 - 8 * k)} ${n(a[1] + 4 * k)}M${n(lx1)} 0L${n(lx1 - 8 * k)} ${n(a[1] + 4 * k)}${rungs.join('')}`,
      wood,
      2 * k,
      'wood',
    );
    // The rider halfway down, sitting on the surface, legs out along it.
    // Low on the slide, where it flattens: the steep part and the ladder stand clear behind.
    const { at, slope } = along(a, c, b, 0.6);
    const deg = (slope * 180) / Math.PI;
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: [
        [90 - deg + 6, 4],
        [90 - deg, 10],
      ],
      lean: -12 - deg * 0.35,
      front: afraid
        ? { angle: 40, bend: 30, hand: 'fist' }
        : { angle: 160, bend: 10, hand: 'open' },
      back: afraid ? { angle: 20, bend: 20, hand: 'fist' } : { angle: 150, bend: 20, hand: 'open' },
      turn: 0.5,
      headTilt: afraid ? 10 : -8,
      gaze: afraid ? [0.8, 0.6] : [0.9, -0.2],
    });
    const hip = fig.skeleton.hip;
    const riderY = at[1] - 3 * k - hip[1] * s;
    const rider: Actor = { fig, x: at[0] - hip[0] * s, y: riderY, facing: 1, scale: s };
    // Whoosh lines behind the rider, along the slide.
    const behind = along(a, c, b, 0.4).at;
    const whoosh = stroke(
      `M${n(behind[0] - 4 * k)} ${n(behind[1] - 10 * k)}l${n(8 * k)} ${n(10 * k)}M${n(behind[0] - 10 * k)} ${n(behind[1] - 6 * k)}l${n(8 * k)} ${n(10 * k)}`,
      lighter(p.ink, 0.3),
      1.1 * k,
      'detail',
      0,
    );
    const headTop = riderY + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      lx0 - 14 * k,
      Math.min(a[1] - 10 * k, headTop - 6 * k),
      b[0] + 6 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(at, facing), {
      actors: mirror([ladder, ...surface, whoosh, actorNodes(rider)], facing),
      contacts: [
        [(lx0 - 4 * k) * facing, 12 * k],
        [b[0] * 0.6 * facing, 40 * k],
      ],
      glows: [],
    });
  },
};
