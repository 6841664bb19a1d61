/**
 * A pool of tears at the scale of a face: a close-up of someone seen from the front, and down one
 * cheek a tear runs like a stream from the eye to the jaw, a paper boat sailing on it, the drops
 * falling off the chin beyond. A sorrow turned into a voyage; Alice's pool of tears; crying a
 * river.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { proportions } from '../../kit/body.ts';
import { lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { mirror } from './water.ts';

/**
 * The bust seen from the front, the head big in the card. In the head's own units (centre at 0,
 * radius R, +y down): the stream leaves the outer corner of the eye at -x, widens down the cheek
 * and spills off the jaw; the boat rides it halfway down, its bow downstream.
 */
export const tearBoat: Action = {
  id: 'tear-boat',
  objects: ['paperBoat'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'rabbit', 'fox', 'cat'],
  feelings: ['grief', 'calm', 'wonder'],
  settings: ['bedroom', 'train', 'street', 'shore', 'rooftop', 'library', 'stairwell'],
  framings: ['near'],
  fixedFramings: true,
  // The boat on the cheek is the dream; nothing else fits beside a face this close.
  untwisted: true,
  // A silhouette hides the face and its tear.
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window', 'moon', 'sky'],
  family: () => 'tear-boat',
  concepts: [
    'a tear',
    'a paper boat',
    'a pool of tears',
    'Alice in Wonderland',
    'consolation',
    'a voyage',
    'childhood',
    'a brook',
    'imagination',
    'melancholy',
  ],
  say: sayFrom(
    {
      paperBoat: {
        en: 'sheds a tear that runs down its cheek like a stream, a paper boat sailing on it',
        ja: '頬をつたう涙が小川になって、その上を紙の舟が流れていく',
        ru: 'роняет слезу, и она бежит по щеке ручьём, а по ней плывёт бумажный кораблик',
        pt: 'deixa cair uma lágrima que desce pela face como um riacho, com um barquinho de papel navegando nela',
        fi: 'vuodattaa kyyneleen, joka valuu poskea pitkin kuin puro, ja sillä purjehtii paperivene',
      },
    },
    'paperBoat',
  ),
  stage(ctx) {
    const { facing, s, p } = setUp(ctx);
    const c = ctx.who;
    const R = proportions[c.age].headR * Math.min(1, s) * 1.7;
    const hc: Point = [0, -R * 4.4];
    const sleeve = c.look.top;
    const torso: Node[] = [
      fill(
        `M${n(-R * 1.7)} 0C${n(-R * 1.75)} ${n(hc[1] + R * 2.4)} ${n(-R * 1.35)} ${n(hc[1] + R * 1.45)} ${n(-R * 0.45)} ${n(hc[1] + R * 0.95)}H${n(R * 0.45)}C${n(R * 1.35)} ${n(hc[1] + R * 1.45)} ${n(R * 1.75)} ${n(hc[1] + R * 2.4)} ${n(R * 1.7)} 0Z`,
        sleeve,
        'cloth',
      ),
    ];
    const gaze: Point = ctx.feeling === 'wonder' ? [-0.5, 0.6] : [-0.2, 0.5];
    const water = mix('#6cc0ea', p.water, 0.25);
    const shine = lighter(water, 0.55);
    // The stream, in the head's units: a ribbon from the eye's outer corner down the cheek to
    // the jaw, narrow at the eye and wide at the jaw.
    const spine: Point[] = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      const x = -0.44 - 0.42 * t;
      const y = 0.18 + 0.8 * t;
      // A brook's meander across the cheek, widest near the jaw.
      const wob = 0.07 * Math.sin(t * Math.PI * 2.2) * (0.4 + t);
      return [(x + wob * 0.9) * R, (y + wob * 0.45) * R];
    });
    const widths = spine.map((_, i) => (0.05 + 0.22 * (i / 8)) * R);
    const left: Point[] = [];
    const right: Point[] = [];
    spine.forEach((q, i) => {
      const a = spine[Math.max(0, i - 1)] ?? q;
      const b = spine[Math.min(spine.length - 1, i + 1)] ?? q;
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const l = Math.hypot(dx, dy) || 1;
      const w = widths[i] ?? 0;
      left.push([q[0] + (dy / l) * w, q[1] - (dx / l) * w]);
      right.push([q[0] - (dy / l) * w, q[1] + (dx / l) * w]);
    });
    // A smooth curve through points (quadratic through the midpoints), `lead` its first command.
    const curve = (pts: readonly Point[], lead: 'M' | 'L'): string => {
      const [p0] = pts;
      if (p0 === undefined) return '';
      let d = `${lead}${n(p0[0])} ${n(p0[1])}`;
      for (let i = 1; i < pts.length - 1; i++) {
        const q = pts[i] ?? p0;
        const r = pts[i + 1] ?? q;
        d += `Q${n(q[0])} ${n(q[1])} ${n((q[0] + r[0]) / 2)} ${n((q[1] + r[1]) / 2)}`;
      }
      const last = pts[pts.length - 1] ?? p0;
      return `${d}L${n(last[0])} ${n(last[1])}`;
    };
    const line = (pts: readonly Point[]): string => curve(pts, 'M');
    const ribbon = `${curve(left, 'M')}${curve(right.slice().reverse(), 'L')}Z`;
    const end = spine[spine.length - 1] ?? [0, 0];
    const drop = (x: number, y: number, r: number): string =>
      `M${n(x)} ${n(y - r * 2.2)}Q${n(x + r * 1.1)} ${n(y - r * 0.4)} ${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x - r)} ${n(y)}Q${n(x - r * 1.1)} ${n(y - r * 0.4)} ${n(x)} ${n(y - r * 2.2)}Z`;
    const stream: Node[] = [
      fill(ribbon, water, 'water', 0.7),
      stroke(
        line(spine.slice(0, 6).map(([x, y], i) => [x + R * 0.012 * i, y - R * 0.004 * i])),
        shine,
        R * 0.03,
        'water',
        0,
      ),
      // The spill off the jaw: a big drop and a small one falling.
      fill(drop(end[0] - R * 0.06, end[1] + R * 0.36, R * 0.1), water, 'water', 0.7),
      fill(drop(end[0] - R * 0.12, end[1] + R * 0.66, R * 0.065), water, 'water', 0.7),
      fill(circle(end[0] - R * 0.09, end[1] + R * 0.3, R * 0.025), shine, 'water', 0),
    ];
    // The boat, halfway down, tilted with the stream, its bow downstream; a ripple at its bow.
    const bq = spine[5] ?? [0, 0];
    const paper = mix('#f7f3ea', p.light, 0.1);
    const bw = R * 0.72;
    const boat = placed(P.paperBoat(paper), [bq[0] + R * 0.02, bq[1] - R * 0.02], bw / 28, -22);
    const wake: Node[] = [
      stroke(
        `M${n(bq[0] - R * 0.3)} ${n(bq[1] + R * 0.12)}q${n(R * 0.06)} ${n(R * 0.06)} ${n(R * 0.12)} ${n(R * 0.02)}`,
        shine,
        R * 0.03,
        'water',
        0,
      ),
    ];
    const face = frontHead(ctx, R, gaze);
    const head = group([...face, ...stream, boat, ...wake], at(hc[0], hc[1], 1, 0));
    const nodes: Node[] = [...torso, head];
    // Above the tallest ears.
    const hb = nodeBox(group(face), identity);
    const top = hc[1] + Math.min(-R * 1.15, hb?.[1] ?? -R) - R * 0.12;
    const box: [number, number, number, number] = [-R * 1.6, top, R * 1.6, 0];
    return staged(facingBox(box, facing), [hc[0] - R * 0.5, hc[1] + R * 0.5], {
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [],
      closeBox: facingBox([-R * 1.5, top, R * 1.5, hc[1] + R * 1.7], facing),
    });
  },
};
