/**
 * Seen from straight above: a character kneeling on the pavement with a stick of chalk, a row of
 * birds drawn in chalk beside it, and the last one, coloured in, peeling off the stones and flying
 * up at us, its shadow still on the pavement.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { topFigure } from '../../kit/overhead.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { leaningHead } from './well-star.ts';

/** A bird from above in chalk: wings spread, `w` across, as one thick line. */
function chalkBird(c: Point, w: number): string {
  const h = w * 0.22;
  return `M${n(c[0] - w / 2)} ${n(c[1])}Q${n(c[0] - w / 4)} ${n(c[1] - h * 1.6)} ${n(c[0])} ${n(c[1])}Q${n(c[0] + w / 4)} ${n(c[1] - h * 1.6)} ${n(c[0] + w / 2)} ${n(c[1])}M${n(c[0])} ${n(c[1] - h * 0.2)}v${n(h * 1.2)}`;
}

/** The same bird come alive, seen from above: spread wings, body, head and beak, `w` across. */
function liveBird(c: Point, w: number, color: string, ink: string, shadow: boolean): Node[] {
  const h = w * 0.22;
  const wings = `M${n(c[0] - w / 2)} ${n(c[1])}Q${n(c[0] - w / 4)} ${n(c[1] - h * 1.9)} ${n(c[0])} ${n(c[1] - h * 0.3)}Q${n(c[0] + w / 4)} ${n(c[1] - h * 1.9)} ${n(c[0] + w / 2)} ${n(c[1])}Q${n(c[0] + w / 4)} ${n(c[1] - h * 0.5)} ${n(c[0])} ${n(c[1] + h * 0.5)}Q${n(c[0] - w / 4)} ${n(c[1] - h * 0.5)} ${n(c[0] - w / 2)} ${n(c[1])}Z`;
  const body = `M${n(c[0] - h * 0.45)} ${n(c[1] - h * 0.6)}Q${n(c[0])} ${n(c[1] - h * 1.4)} ${n(c[0] + h * 0.45)} ${n(c[1] - h * 0.6)}L${n(c[0] + h * 0.35)} ${n(c[1] + h * 1.3)}L${n(c[0] + h * 0.7)} ${n(c[1] + h * 1.9)}L${n(c[0] - h * 0.7)} ${n(c[1] + h * 1.9)}L${n(c[0] - h * 0.35)} ${n(c[1] + h * 1.3)}Z`;
  if (shadow) return [fill(`${wings}${body}`, color, 'shadow', 0)];
  return [
    fill(wings, color, 'cloth'),
    fill(body, darker(color, 0.15), 'cloth'),
    fill(
      `M${n(c[0] - h * 0.2)} ${n(c[1] - h * 1.15)}L${n(c[0])} ${n(c[1] - h * 1.7)}L${n(c[0] + h * 0.2)} ${n(c[1] - h * 1.15)}Z`,
      '#e6a33a',
      'detail',
      0,
    ),
    stroke(
      `M${n(c[0] - h * 0.25)} ${n(c[1] - h * 0.85)}h0.01M${n(c[0] + h * 0.25)} ${n(c[1] - h * 0.85)}h0.01`,
      ink,
      h * 0.22,
      'face',
      0,
    ),
  ];
}

/**
 * Drawing birds in chalk on the pavement, and the last flies off: the pavement's slabs fill the
 * card, the figure from above near the bottom, kneeling, face turned up to us, the chalk birds in
 * a rising line over the slabs, the real one leaving its chalk outline behind.
 */
export const chalkBirds: Action = {
  id: 'chalk-birds',
  objects: ['birds'],
  feelings: ['wonder', 'joy', 'surprise', 'mischief'],
  settings: ['street'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: () => 'chalk-birds',
  concepts: ['chalk', 'drawing', 'pavement', 'art come alive', 'bird’s eye', 'imagination', 'play'],
  say: sayFrom(
    {
      birds: {
        en: 'draws birds in chalk on the pavement, and the last one flies off',
        ja: '歩道にチョークで鳥を描いていると、最後の一羽が飛び立っていく',
        ru: 'рисует мелом на асфальте птиц, и последняя из них улетает',
        pt: 'desenha pássaros a giz no passeio, e o último levanta voo',
        fi: 'piirtää liidulla lintuja katukiveykseen, ja viimeinen lentää pois',
      },
    },
    'birds',
  ),
  stage(ctx) {
    const { p, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The pavement's slabs to the card's edges.
    const slab = 30 * k;
    const stone = mix(p.floor, '#b9b4aa', 0.6);
    const wall: Node[] = [fill(rect(-700 * k, -900 * k, 1400 * k, 1400 * k), stone, 'floor')];
    const joints: string[] = [];
    for (let i = -20; i <= 20; i++) {
      joints.push(`M${n(i * slab)} ${n(-900 * k)}V${n(500 * k)}`);
      joints.push(`M${n(-700 * k)} ${n(i * slab - 6 * k)}H${n(700 * k)}`);
    }
    wall.push(stroke(joints.join(''), darker(stone, 0.15), 1 * k, 'detail', 0));
    // The chalk birds in a line rising up the card, each a little bigger; the last is real.
    const chalk = lighter(p.paper, 0.6);
    const at0: Point = [-16 * k, -30 * k];
    const spots: Point[] = [
      [20 * k, -52 * k],
      [32 * k, -82 * k],
      [10 * k, -108 * k],
      [28 * k, -136 * k],
    ];
    const behind: Node[] = [];
    const drawn = spots.slice(0, -1).map((q, i) => chalkBird(q, (30 + i * 6) * k));
    const last = spots[spots.length - 1] ?? [0, -160 * k];
    behind.push(stroke(drawn.join(''), chalk, 3.2 * k, 'paper'));
    // The last one's outline left behind, dashed where it came away, and its shadow on the stones.
    behind.push(stroke(chalkBird(last, 46 * k), lighter(chalk, 0.1), 2 * k, 'paper', 0));
    const flyAt: Point = [last[0] - 10 * k, last[1] - 16 * k];
    const color = mix(p.accent, '#e0504a', 0.4);
    behind.push({
      type: 'group',
      opacity: 0.18,
      children: liveBird(
        [last[0] + 2 * k, last[1] + 2 * k],
        46 * k,
        darker(stone, 0.6),
        p.ink,
        true,
      ),
    });
    // The chalk stub in the hand, a dusting of chalk by it.
    const hand: Point = [at0[0] + 22 * k, at0[1] + 14 * k];
    const actors: Node[] = [
      topFigure(
        ctx.who,
        {
          seated: true,
          hands: [
            [-14, 12],
            [16, 10],
          ],
        },
        ctx.ink,
        at0[0],
        at0[1],
        s * 1.4,
        0,
      ),
      group(leaningHead(ctx, 17 * k, [0.3, -0.7]), `translate(${n(at0[0])} ${n(at0[1])})`),
      fill(rect(hand[0] - 1.5 * k, hand[1] - 4 * k, 3 * k, 7 * k, 1 * k), chalk, 'paper'),
      ...liveBird(flyAt, 62 * k, color, p.ink, false),
    ];
    const box: [number, number, number, number] = [-46 * k, -172 * k, 52 * k, -4 * k];
    return staged(box, flyAt, {
      wall,
      behind,
      actors,
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
