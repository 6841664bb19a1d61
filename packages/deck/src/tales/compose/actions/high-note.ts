/**
 * The high note: on the stage, head thrown back and arms flung wide, the singer holds a note so
 * high that the chandelier overhead, a ring of hanging icicles, bursts apart, its icicles flying
 * out in every direction and shards raining down. The rings of the note rise to meet it.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** An icicle hanging from (x, y), `len` long, turned by `deg` about its root. */
function icicle(x: number, y: number, len: number, wide: number, deg: number): string {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const at = (dx: number, dy: number): string =>
    `${n(x + dx * c - dy * s)} ${n(y + dx * s + dy * c)}`;
  return `M${at(-wide / 2, 0)}L${at(wide / 2, 0)}L${at(wide * 0.1, len)}Z`;
}

/**
 * The singer at x = 0 facing +x, head back, arms wide; the chandelier above and a little in
 * front, its ring whole on the far side and blown apart on the near one.
 */
export const highNote: Action = {
  id: 'high-note',
  objects: ['chandelier'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'cat', 'frog'],
  // Faces that sing: the open mouths (an astonished o, a lament's wail, a wide-eyed small o).
  feelings: ['surprise', 'grief', 'wonder'],
  settings: ['theatre'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Pale icicles on a dark stage: a silhouette or a woodcut loses them.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['spot', 'lantern', 'candle', 'glow'],
  untwisted: true,
  family: () => 'high-note',
  concepts: [
    'opera',
    'singer',
    'high note',
    'voice',
    'ice',
    'shattering',
    'power',
    'diva',
    'climax',
  ],
  say: sayFrom(
    {
      chandelier: {
        en: 'sings a note so high that the chandelier of icicles overhead bursts apart',
        ja: 'あまりに高い音で歌うので、頭上のつららのシャンデリアが砕け散る',
        ru: 'берёт такую высокую ноту, что ледяная люстра из сосулек над головой разлетается вдребезги',
        pt: 'canta uma nota tão aguda que o lustre de pingentes de gelo lá em cima se estilhaça',
        fi: 'laulaa niin korkean sävelen, että yläpuolella roikkuva jääpuikoista tehty kattokruunu hajoaa palasiksi',
      },
    },
    'chandelier',
  ),
  stage(ctx) {
    const { facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -8,
      front: { angle: 125, bend: 15, hand: 'open' },
      back: { angle: 135, bend: 15, hand: 'open' },
      turn: 0.55,
      headTilt: -22,
      gaze: [0.4, -1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const head: Point = [fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const headR = fig.headR * s;
    // The chandelier: a ring seen a little from below, high over the singer, a touch ahead.
    const c: Point = [head[0] + 20 * k, head[1] - 58 * k];
    const rx = 34 * k;
    const ry = 8 * k;
    const ice: Color = rng.pick(['#d8eef8', '#c8e4f4', '#e4f4fa']);
    const edge = darker(ice, 0.35);
    const whole: string[] = [];
    const flying: string[] = [];
    const shards: string[] = [];
    const count = 11;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const x = c[0] - rx + 2 * rx * t;
      const y = c[1] + ry * Math.sin(Math.PI * t) * 0.9;
      const len = (14 + 9 * Math.sin(Math.PI * t)) * k;
      // The half nearest the singer's voice (below, the near side) has burst.
      if (t < 0.55) {
        whole.push(icicle(x, y, len, 4.4 * k, 0));
      } else {
        const out = (t - 0.55) / 0.45;
        const d = (8 + out * 22 + rng.range(0, 6)) * k;
        const a = -Math.PI / 2 + out * Math.PI * 0.9 + rng.range(-0.2, 0.2);
        flying.push(
          icicle(
            x + Math.cos(a) * d,
            y + ry + Math.sin(a) * d * 0.7,
            len * 0.85,
            4.4 * k,
            rng.range(-120, 120),
          ),
        );
      }
    }
    for (let i = 0; i < 12; i++) {
      const x = c[0] + rng.range(-0.6, 1.6) * rx;
      const y = c[1] + rng.range(0.2, 1.8) * 26 * k;
      const r = rng.range(0.8, 1.8) * k;
      shards.push(`M${n(x - r)} ${n(y)}L${n(x)} ${n(y - r * 1.4)}L${n(x + r)} ${n(y + r * 0.3)}Z`);
    }
    // The note's rings rising from the open mouth to the chandelier.
    const mouth: Point = [head[0] + headR * 0.5, head[1] - headR * 0.2];
    const rings = [1, 2, 3]
      .map((i) => {
        const t = i / 4;
        const q: Point = [
          mouth[0] + (c[0] - mouth[0]) * t,
          mouth[1] + (c[1] + 14 * k - mouth[1]) * t,
        ];
        const w = (5 + i * 4) * k;
        return `M${n(q[0] - w)} ${n(q[1] + w * 0.3)}Q${n(q[0])} ${n(q[1] - w * 0.45)} ${n(q[0] + w)} ${n(q[1] + w * 0.3)}`;
      })
      .join('');
    const nodes: Node[] = [
      stroke(`M${n(c[0])} ${n(c[1] - 30 * k)}V${n(c[1] - ry)}`, '#8a8070', 1.2 * k, 'metal', 0),
      stroke(oval(c[0], c[1], rx, ry), '#b89a4a', 2 * k, 'metal', 0),
      fill(whole.join(''), ice, 'glass'),
      stroke(whole.join(''), edge, 0.6 * k, 'detail', 0),
      fill(flying.join(''), ice, 'glass'),
      stroke(flying.join(''), edge, 0.6 * k, 'detail', 0),
      fill(shards.join(''), lighter(ice, 0.1), 'glass', 0),
      stroke(rings, lighter(ctx.palette.light, 0.3), 1.3 * k, 'detail', 0),
      actorNodes(actor),
    ];
    const box: [number, number, number, number] = [-H * 0.3, c[1] - 28 * k, c[0] + rx + 12 * k, 4];
    const focus: Point = [(head[0] + c[0]) / 2, (head[1] + c[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.22]],
      glows: [{ at: mx(c, facing), r: 30 * k, color: lighter(ice, 0.2) }],
      closeBox: facingBox(box, facing),
    });
  },
};
