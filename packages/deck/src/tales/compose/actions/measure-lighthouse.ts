/**
 * A tailor measuring a lighthouse for a coat: up a ladder leaning on the tower, the character
 * holds a yellow tape measure round its middle, the tape's loose end flapping in the sea wind;
 * above them the striped tower rises to its lamp.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { ladder } from '../../kit/things.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The tower's half width at height y (negative), tapering from `base` at 0 to `top` at `h`. */
const halfWidth = (y: number, base: number, top: number, h: number): number =>
  base + (top - base) * Math.min(1, -y / h);

/**
 * Measuring the lighthouse: the tower stands ahead, the ladder's foot before it, its top against
 * the wall; the character stands high on the ladder, both hands holding the tape to the tower.
 */
export const measureLighthouse: Action = {
  id: 'measure-lighthouse',
  objects: ['lighthouse'],
  feelings: ['resolve', 'wonder', 'mischief', 'surprise', 'fear'],
  settings: ['shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  untwisted: true,
  family: () => 'measure-lighthouse',
  concepts: [
    'tailor',
    'tape measure',
    'ladder',
    'coat',
    'tower',
    'sea wind',
    'care',
    'lighthouse keeper',
    'climbing',
  ],
  say: sayFrom(
    {
      lighthouse: {
        en: 'measures a lighthouse for a coat, up a tall ladder with a tape measure',
        ja: '高いはしごに登り、巻き尺で灯台のコートの寸法をはかっている',
        ru: 'забравшись на высокую лестницу, снимает с маяка мерку для пальто',
        pt: 'tira as medidas a um farol para lhe fazer um casaco, no alto de uma escada',
        fi: 'ottaa majakasta mittoja takkia varten korkealla tikkailla mittanauhan kanssa',
      },
    },
    'lighthouse',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The tower's size follows an adult's, so a mouse's lighthouse is no dollhouse.
    const k = Math.max(H, 80) / 100;
    const towerH = 150 * k;
    const base = 30 * k;
    const topW = 19 * k;
    const lx = 58 * k;
    const hw = (y: number): number => halfWidth(y, base, topW, towerH);
    const rung = -62 * k;
    // The ladder leans on the tower's left wall; the character stands on it at `rung`.
    const lean = -100 * k;
    const ladderTop: Point = [lx - hw(lean) - 2 * k, lean];
    const foot: Point = [ladderTop[0] - 34 * k, 0];
    const standX = foot[0] + (ladderTop[0] - foot[0]) * (rung / lean) - 4 * k;
    const chest = rung + (m.shoulder + 8) * s;
    const wallAt = lx - hw(chest);
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { reach: [(wallAt + 6 * k - standX) / s, (chest - rung) / s], hand: 'fist' },
      back: { reach: [(wallAt + 1 * k - standX) / s, (chest - rung + 6 * k) / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.7,
      headTilt: -10,
      gaze: [0.6, -0.4],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: standX, y: rung, facing: 1, scale: s };
    // The tower: white with red bands, a gallery and a glowing lamp room on top.
    const wall = '#f3ede2';
    const red = '#c8403a';
    const outline = poly([
      [lx - base, 0],
      [lx - topW, -towerH],
      [lx + topW, -towerH],
      [lx + base, 0],
    ]);
    const bands: Node[] = [0.2, 0.5, 0.8].map((t) => {
      const y0 = -towerH * t;
      const y1 = y0 - towerH * 0.13;
      return fill(
        poly([
          [lx - hw(y0), y0],
          [lx - hw(y1), y1],
          [lx + hw(y1), y1],
          [lx + hw(y0), y0],
        ]),
        red,
        'wall',
        0,
      );
    });
    const lamp = lighter(p.light, 0.35);
    const tower: Node[] = [
      fill(outline, wall, 'wall'),
      ...bands,
      fill(rect(lx - 3 * k, -8 * k - 12 * k, 6 * k, 12 * k, 3 * k), darker(p.wood, 0.2), 'wood'),
      fill(rect(lx - topW - 4 * k, -towerH - 3 * k, (topW + 4 * k) * 2, 3 * k), '#3a3a42', 'metal'),
      fill(rect(lx - topW * 0.7, -towerH - 17 * k, topW * 1.4, 14 * k), lamp, 'glow'),
      stroke(
        `M${n(lx - topW * 0.25)} ${n(-towerH - 17 * k)}V${n(-towerH - 3 * k)}M${n(lx + topW * 0.25)} ${n(-towerH - 17 * k)}V${n(-towerH - 3 * k)}`,
        '#3a3a42',
        1 * k,
        'detail',
        0,
      ),
      fill(
        poly([
          [lx - topW * 0.9, -towerH - 17 * k],
          [lx, -towerH - 28 * k],
          [lx + topW * 0.9, -towerH - 17 * k],
        ]),
        red,
        'metal',
      ),
    ];
    // The tape across the tower's face at the chest, its loose end flapping out past the far wall.
    const tapeY = chest + 1 * k;
    const far = lx + hw(tapeY);
    const tapeW = 3.6 * k;
    const yellow = '#f2c53a';
    const tape = `M${n(wallAt + 4 * k)} ${n(tapeY - tapeW / 2)}Q${n(lx)} ${n(tapeY + 3 * k - tapeW / 2)} ${n(far)} ${n(tapeY - tapeW / 2)}C${n(far + 10 * k)} ${n(tapeY - 6 * k)} ${n(far + 14 * k)} ${n(tapeY + 8 * k)} ${n(far + 26 * k)} ${n(tapeY + 2 * k)}L${n(far + 26 * k)} ${n(tapeY + 2 * k + tapeW)}C${n(far + 14 * k)} ${n(tapeY + 8 * k + tapeW)} ${n(far + 10 * k)} ${n(tapeY - 6 * k + tapeW)} ${n(far)} ${n(tapeY + tapeW / 2)}Q${n(lx)} ${n(tapeY + 3 * k + tapeW / 2)} ${n(wallAt + 4 * k)} ${n(tapeY + tapeW / 2)}Z`;
    const ticks: string[] = [];
    for (let x = wallAt + 7 * k; x < far - 1 * k; x += 3 * k) {
      const t = (x - wallAt) / (far - wallAt);
      const y = tapeY - tapeW / 2 + 3 * k * 4 * t * (1 - t) * 0.95;
      ticks.push(`M${n(x)} ${n(y)}V${n(y + tapeW * 0.45)}`);
    }
    const nodes: Node[] = [
      ...tower,
      placed(ladder(p.wood, ladderTop[1] * -1 + 4 * k, ladderTop[0] - foot[0], 14 * k), foot),
      actorNodes(actor),
      fill(tape, yellow, 'cloth'),
      stroke(ticks.join(''), '#3a3030', 0.6 * k, 'detail', 0),
      group(fig.hands, `translate(${n(standX)} ${n(rung)}) scale(${n(s)})`),
    ];
    const top = -towerH - 34 * k;
    const box: [number, number, number, number] = [foot[0] - 10 * k, top, far + 30 * k, 4];
    const focus: Point = [wallAt + 6 * k, tapeY];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [lx * facing, base * 2.2],
        [foot[0] * facing, 16 * k],
      ],
      glows: [{ at: mx([lx, -towerH - 10 * k], facing), r: 30 * k, color: lamp }],
      closeBox: facingBox(
        [standX - 24 * k, rung + (m.headTop - 10) * s, far + 28 * k, rung + 12 * k],
        facing,
      ),
    });
  },
};
