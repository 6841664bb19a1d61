/**
 * Peeking over the rim: a character hides inside a giant teacup, boot or upturned top hat, and
 * only its eyes, ears and two hands on the rim show above it. A close shot of a small one in a
 * big thing, looking out at the world it hides from.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The vessel's parts: what shows inside its mouth (behind the hider) and its front (before it). */
interface Vessel {
  readonly inside: Node[];
  readonly front: Node[];
}

/**
 * A giant vessel standing on the floor, its mouth centred at x = 0, y = rim, `w` wide: the
 * hider stands inside it.
 */
function vessel(
  object: NounId,
  p: Palette,
  rim: number,
  w: number,
  k: number,
  main: Color,
): Vessel {
  const half = w / 2;
  const ry = w * 0.11;
  const lip = lighter(main, 0.25);
  switch (object) {
    case 'boot': {
      // A boot's shaft rising from the floor, its foot reaching forward, laces up the front.
      const leather = mix(p.wood, '#6a3a22', 0.5);
      const toe = half + 40 * k;
      const ankle = -26 * k;
      const front: Node[] = [
        fill(
          `M${n(-half)} ${n(rim)}L${n(-half - 3 * k)} ${n(-6 * k)}Q${n(-half)} 0 ${n(-half + 8 * k)} 0H${n(toe)}Q${n(toe + 14 * k)} 0 ${n(toe + 10 * k)} ${n(-14 * k)}Q${n(toe + 4 * k)} ${n(ankle)} ${n(half + 8 * k)} ${n(ankle)}L${n(half)} ${n(rim)}Z`,
          leather,
          'cloth',
        ),
        fill(rect(-half - 4 * k, -4 * k, toe + half + 16 * k, 4 * k, 2 * k), '#2a2020', 'cloth'),
        fill(oval(0, rim, half + 2 * k, ry * 0.55), darker(leather, 0.25), 'cloth'),
        stroke(
          [0, 1, 2, 3]
            .map(
              (i) =>
                `M${n(half - 16 * k)} ${n(rim + 14 * k + i * 12 * k)}L${n(half + 2 * k)} ${n(rim + 20 * k + i * 12 * k)}`,
            )
            .join(''),
          '#f0e6d0',
          1.6 * k,
          'detail',
          0,
        ),
      ];
      return {
        inside: [fill(oval(0, rim, half, ry * 0.5), '#1e1410', 'cloth')],
        front,
      };
    }
    case 'hat': {
      // A top hat upside down: its crown on the floor, the brim a wide ring round the mouth (its
      // far half behind the hider, its near half before it).
      const band = rim + 12 * k;
      const bx = half + 16 * k;
      const by = ry * 1.9;
      const brim = '#4a4452';
      const c = 0.5523;
      const nearHalf = `M${n(-bx)} ${n(rim)}C${n(-bx)} ${n(rim + by * c)} ${n(-bx * c)} ${n(rim + by)} 0 ${n(rim + by)}C${n(bx * c)} ${n(rim + by)} ${n(bx)} ${n(rim + by * c)} ${n(bx)} ${n(rim)}H${n(half)}C${n(half)} ${n(rim + ry * c)} ${n(half * c)} ${n(rim + ry)} 0 ${n(rim + ry)}C${n(-half * c)} ${n(rim + ry)} ${n(-half)} ${n(rim + ry * c)} ${n(-half)} ${n(rim)}Z`;
      return {
        inside: [
          fill(oval(0, rim, bx, by), brim, 'cloth'),
          fill(oval(0, rim, half, ry), '#120f16', 'cloth'),
        ],
        front: [
          fill(
            `M${n(-half)} ${n(rim)}L${n(-half + 4 * k)} 0H${n(half - 4 * k)}L${n(half)} ${n(rim)}Z`,
            '#26222c',
            'cloth',
          ),
          fill(rect(-half + 2 * k, band, w - 4 * k, 10 * k), main, 'cloth'),
          fill(nearHalf, brim, 'cloth'),
        ],
      };
    }
    default: {
      // A teacup on its saucer: the tea inside, a handle on one side, steam rising.
      const tea = '#9a5a2a';
      const body = `M${n(-half)} ${n(rim)}C${n(-half)} ${n(rim * 0.2)} ${n(-half * 0.55)} ${n(-8 * k)} ${n(-half * 0.35)} ${n(-6 * k)}H${n(half * 0.35)}C${n(half * 0.55)} ${n(-8 * k)} ${n(half)} ${n(rim * 0.2)} ${n(half)} ${n(rim)}Z`;
      return {
        inside: [fill(oval(0, rim, half, ry), tea, 'detail')],
        front: [
          fill(oval(0, -4 * k, half * 1.25, 6 * k), lighter(main, 0.35), 'detail'),
          stroke(
            `M${n(half * 0.9)} ${n(rim * 0.8)}C${n(half + 30 * k)} ${n(rim * 0.85)} ${n(half + 30 * k)} ${n(rim * 0.25)} ${n(half * 0.75)} ${n(rim * 0.25)}`,
            main,
            7 * k,
            'detail',
          ),
          fill(body, main, 'detail'),
          stroke(`M${n(-half * 0.8)} ${n(rim * 0.6)}H${n(half * 0.8)}`, lip, 2.4 * k, 'detail', 0),
          stroke(oval(0, rim, half, ry), lip, 2 * k, 'detail', 0),
        ],
      };
    }
  }
}

/**
 * Hiding in a giant teacup, boot or top hat: the vessel fills the card's lower part and the
 * character stands inside it up to its chin, both hands on the rim, peeking out.
 */
export const peekRim: Action = {
  id: 'peek-rim',
  objects: ['teacup', 'boot', 'hat'],
  feelings: ['mischief', 'fear', 'wonder', 'surprise', 'joy', 'calm'],
  settings: ['kitchen', 'bedroom', 'attic', 'library', 'theatre', 'meadow', 'forest', 'street'],
  framings: ['near', 'medium'],
  fixedFramings: true,
  lights: ['lamp', 'candle', 'window', 'sun', 'sky', 'moon'],
  family: (o) => `peek-rim:${o}`,
  concepts: [
    'hiding',
    'peeking',
    'shelter',
    'shyness',
    'wrong scale',
    'home',
    'timidity',
    'watching',
    'giant things',
  ],
  say: sayFrom(
    {
      teacup: {
        en: 'peeks out over the rim of a giant teacup',
        ja: '大きなティーカップのふちから、そっと顔をのぞかせている',
        ru: 'выглядывает из-за края огромной чайной чашки',
        pt: 'espreita por cima da borda de uma chávena gigante',
        fi: 'kurkistaa jättimäisen teekupin reunan yli',
      },
      boot: {
        en: 'peeks out over the top of a giant boot',
        ja: '大きなブーツの口から、そっと顔をのぞかせている',
        ru: 'выглядывает из огромного сапога',
        pt: 'espreita de dentro de uma bota gigante',
        fi: 'kurkistaa jättimäisen saappaan varresta',
      },
      hat: {
        en: 'peeks out of a giant top hat',
        ja: '大きなシルクハットの中から、そっと顔をのぞかせている',
        ru: 'выглядывает из огромного цилиндра',
        pt: 'espreita de dentro de uma cartola gigante',
        fi: 'kurkistaa jättimäisestä silinterihatusta',
      },
    },
    'teacup',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The rim just under the chin, so the head and both hands show above it.
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const lean = afraid ? -4 : 4;
    // Where the head is once the feeling's posture has bent the body, then the rim under it.
    const head0 = posed(ctx, { legs: 'stand', lean }).skeleton.headCentre;
    const rim = (head0[1] + m.headR * 1.35) * s;
    const w = Math.max(70 * k, m.headR * s * 5);
    const grips: [Point, Point] = [
      [head0[0] * s + w * 0.22, rim - 1 * k],
      [head0[0] * s - w * 0.14, rim - 1 * k],
    ];
    const fig = posed(ctx, {
      legs: 'stand',
      lean,
      front: { reach: [grips[0][0] / s, grips[0][1] / s], hand: 'mitt' },
      back: { reach: [grips[1][0] / s, grips[1][1] / s], hand: 'mitt' },
      backArmOver: true,
      turn: 0.35,
      headTilt: afraid ? -6 : 8,
      gaze: [0.9, afraid ? -0.3 : 0.1],
    });
    const me: Actor = { fig, x: -2 * k, facing: 1, scale: s };
    const main = rng.pick([lighter(p.accent, 0.2), '#f2efe8', '#e8d8c0', rng.pick(p.cloth)]);
    const v = vessel(ctx.object, p, rim, w, k, main);
    const nodes: Node[] = [
      ...v.inside,
      actorNodes({ ...me, fig: { ...fig, hands: [] } }),
      ...v.front,
      group(fig.hands, `translate(${n(me.x)} 0) scale(${n(s)})`),
    ];
    if (ctx.object === 'teacup')
      nodes.push(
        stroke(
          `M${n(-w * 0.38)} ${n(rim - 4 * k)}q-5 -8 0 -16t0 -16M${n(w * 0.4)} ${n(rim - 6 * k)}q-5 -8 0 -16t0 -16`,
          lighter(p.light, 0.4),
          1.4 * k,
          'detail',
          0,
        ),
      );
    const head = actorPoint(me, fig.skeleton.headCentre);
    const top = head[1] - fig.headR * s * 1.9;
    const right =
      ctx.object === 'boot'
        ? w / 2 + 54 * k
        : ctx.object === 'teacup'
          ? w / 2 + 26 * k
          : w / 2 + 16 * k;
    const box: [number, number, number, number] = [-w / 2 - 16 * k, top, right, 4];
    return staged(facingBox(box, facing), mx(head, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, w * 0.6]],
      glows: [],
      // The near shot: the head, the hands and the rim fill the card's width, the vessel whole
      // enough to tell a cup from a boot or a hat; its foot may run off the card.
      closeBox: facingBox([-w / 2 - 6 * k, top, right - 6 * k, rim * 0.35], facing),
    });
  },
};
