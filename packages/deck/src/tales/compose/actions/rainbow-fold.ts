/**
 * Taking the rainbow in like washing: the rainbow comes down out of the sky into a character's
 * hands, who holds a stretch of it out between them to fold, and at the feet stands a laundry
 * basket already holding the rainbow's folded squares. The end of a fine day put away.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { rainbowBands } from './rainbow-rope.ts';
import { mirror, mx } from './water.ts';

/** Points on the quadratic curve a → c → b. */
function bezier(a: Point, c: Point, b: Point, count = 24): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ]);
  }
  return out;
}

/**
 * A ribbon of the rainbow's bands along a line of points, `width` across: each band a stroke
 * offset from the middle along the line's normal, red on the side `side` points to.
 */
function bandRibbon(points: readonly Point[], width: number, side: 1 | -1): Node[] {
  const bw = width / rainbowBands.length;
  return rainbowBands.map((color, i) => {
    const off = side * (width / 2 - bw * (i + 0.5));
    const d = points
      .map((q, j) => {
        const a = points[Math.max(0, j - 1)] ?? q;
        const b = points[Math.min(points.length - 1, j + 1)] ?? q;
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const len = Math.hypot(dx, dy) || 1;
        return `${j === 0 ? 'M' : 'L'}${n(q[0] - (dy / len) * off)} ${n(q[1] + (dx / len) * off)}`;
      })
      .join('');
    return stroke(d, color, bw * 1.08, 'glow', 0);
  });
}

/** One folded square of rainbow: its bands stacked, a rounded fold on one side, `w` wide. */
function foldedSquare(x: number, y: number, w: number, h: number): Node[] {
  const bh = h / rainbowBands.length;
  return [
    ...rainbowBands.map((color, i) =>
      fill(
        `M${n(x)} ${n(y + i * bh)}H${n(x + w - bh * 0.6)}Q${n(x + w)} ${n(y + i * bh + bh / 2)} ${n(x + w - bh * 0.6)} ${n(y + (i + 1) * bh)}H${n(x)}Z`,
        color,
        'cloth',
        0,
      ),
    ),
  ];
}

/**
 * The character stands facing the basket's side, both hands out in front holding a stretch of
 * rainbow level between them; from the far hand the rainbow climbs away out of the card as an
 * arch; the basket on the ground before it, folded rainbow heaped in it.
 */
export const rainbowFold: Action = {
  id: 'rainbow-fold',
  objects: ['rainbow'],
  // A mouse's hands are too small to hold the stretch of bands that tells the fold.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'grief', 'mischief', 'wonder', 'surprise'],
  settings: ['meadow', 'rooftop', 'shore', 'street', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The rainbow comes down into the hands: the dream is the whole picture, a twist only crowds it.
  untwisted: true,
  lights: ['sun', 'sky', 'glow'],
  family: () => 'rainbow-fold',
  concepts: [
    'rainbow',
    'laundry',
    'folding',
    'housework',
    'end of the day',
    'putting away',
    'after the rain',
    'order',
    'colour',
  ],
  say: sayFrom(
    {
      rainbow: {
        en: 'folds a rainbow like washing into a laundry basket',
        ja: '虹を洗濯物のようにたたんで、洗濯かごにしまっている',
        ru: 'складывает радугу, как бельё, в бельевую корзину',
        pt: 'dobra um arco-íris como roupa lavada para dentro de um cesto',
        fi: 'taittelee sateenkaaren pyykkikoriin kuin pyykin',
      },
    },
    'rainbow',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The stretch held out across the chest like a towel, the hands a shoulder-width and a half
    // apart, the character turned to us.
    const handY = (m.shoulder + 14) * s;
    const near: Point = [17 * k, handY];
    const far: Point = [-17 * k, handY - 3 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 2,
      front: { reach: toActor({ x: 0, facing: 1, scale: s }, near), hand: 'fist' },
      back: { reach: toActor({ x: 0, facing: 1, scale: s }, far), hand: 'fist' },
      backArmOver: true,
      turn: 0.1,
      headTilt: ctx.feeling === 'grief' ? 14 : 6,
      gaze: [0.7, 0.5],
    });
    const a: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const handN: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const handF: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const width = 13 * k;
    // The basket on the ground on the near side, the folded squares stacked in it.
    const bx = 40 * k;
    const bw = 38 * k;
    const bh = 18 * k;
    const wicker = mix(p.wood, '#c89a5a', 0.5);
    // The held stretch, sagging a little across the chest; from the near hand the rainbow drapes
    // down into the basket; from the far hand it climbs away into the sky, off the card.
    const held = bezier(handF, [(handF[0] + handN[0]) / 2, handN[1] + 8 * k], handN, 12);
    const drape = bezier(
      handN,
      [handN[0] + 16 * k, handN[1] - 2 * k],
      [bx - 9 * k, -bh - 4 * k],
      14,
    );
    const climb = bezier(handF, [-38 * k, handF[1] - 45 * k], [-70 * k, -260 * k], 30);
    const squares: Node[] = [
      ...foldedSquare(bx - 2 * k, -bh - 8 * k, 16 * k, 10 * k),
      ...foldedSquare(bx - 1 * k, -bh - 17 * k, 15 * k, 9 * k),
    ];
    const basket: Node[] = [
      fill(
        `M${n(bx - bw / 2)} ${n(-bh)}H${n(bx + bw / 2)}L${n(bx + bw * 0.42)} 0H${n(bx - bw * 0.42)}Z`,
        wicker,
        'wood',
      ),
      stroke(
        [0.3, 0.55, 0.8]
          .map(
            (f) =>
              `M${n(bx - bw / 2 + bw * 0.04 * f)} ${n(-bh + bh * f)}H${n(bx + bw / 2 - bw * 0.04 * f)}`,
          )
          .join(''),
        darker(wicker, 0.22),
        0.9 * k,
        'detail',
        0,
      ),
      fill(
        `M${n(bx - bw / 2 - 1 * k)} ${n(-bh - 2 * k)}H${n(bx + bw / 2 + 1 * k)}V${n(-bh + 1.5 * k)}H${n(bx - bw / 2 - 1 * k)}Z`,
        darker(wicker, 0.12),
        'wood',
      ),
    ];
    const nodes: Node[] = [
      ...squares,
      ...bandRibbon(drape, width, 1),
      ...basket,
      actorNodes(a),
      ...bandRibbon(held, width, -1),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      -30 * k,
      Math.min(headTop, -H) - 30 * k,
      bx + bw / 2 + 6 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([10 * k, handY], facing), {
      wall: mirror(bandRibbon(climb, width, -1), facing),
      actors: mirror(nodes, facing),
      contacts: [
        [0, 24 * k],
        [bx * facing, bw],
      ],
      glows: [],
    });
  },
};
