/**
 * The trick gone its own way: a magician in a top hat has sawn a crocodile in half in a star-spangled
 * box, and the two halves have got up on their own legs and are walking off in opposite
 * directions — the head half looking back over its shoulder, the tail half wagging away — while
 * the magician stands between them, saw still raised.
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A five-pointed star of radius r at (x, y). */
function starPath(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
  });
  return `M${pts.join('L')}Z`;
}

/** Two short crocodile legs in a stride under a box half spanning x0..x1, its floor at -lift. */
function legs(x0: number, x1: number, lift: number, green: string, dir: 1 | -1, u: number): Node {
  const leg = (x: number, swing: number): string =>
    `M${n(x)} ${n(-lift)}L${n(x + swing * u)} ${n(-1.5 * u)}l${n(dir * 3.5 * u)} 0`;
  const w = x1 - x0;
  return stroke(
    `${leg(x0 + w * 0.25, dir * 4)}${leg(x0 + w * 0.75, -dir * 3)}`,
    green,
    3.6 * u,
    'skin',
  );
}

/**
 * Sawing a crocodile in half in a magician's box, and the two halves walking off on their own
 * legs in opposite directions.
 */
export const sawTrick: Action = {
  id: 'saw-trick',
  objects: ['crocodile'],
  // A mouse or a frog under a top hat is lost beside the box halves at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'mischief', 'fear', 'wonder'],
  settings: ['theatre', 'street', 'meadow', 'attic', 'rooftop', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The trick has gone impossible by itself: a twist would only crowd the stage.
  untwisted: true,
  lights: ['lamp', 'sun', 'sky', 'moon'],
  family: (o) => `saw-trick:${o}`,
  concepts: [
    'magic',
    'magician',
    'a trick gone wrong',
    'sawing in half',
    'going separate ways',
    'divorce',
    'independence',
    'performance',
    'chaos',
  ],
  say: sayFrom(
    {
      crocodile: {
        en: 'has sawn a crocodile in half in a magic box, and the two halves walk off in opposite directions',
        ja: '手品の箱でワニをのこぎりで真っ二つにしたら、二つに分かれたワニがそれぞれ反対の方向へ歩いていってしまう',
        ru: 'распилил крокодила в волшебном ящике пополам, и обе половинки уходят в разные стороны',
        pt: 'serrou um crocodilo ao meio numa caixa de mágico, e as duas metades vão-se embora cada uma para seu lado',
        fi: 'on sahannut krokotiilin kahtia taikurin laatikossa, ja puolikkaat kävelevät tiehensä eri suuntiin',
      },
    },
    'crocodile',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The magician in the middle, the saw raised in the front hand, the other hand flung out.
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: [m.arm * 0.85, m.shoulder - m.arm * 0.5], hand: 'fist' },
      back: { angle: 70, bend: 20, hand: 'open' },
      turn: 0.5,
      headTilt: ctx.feeling === 'fear' ? 8 : -6,
      gaze: [-1, 0.2],
    });
    const magician: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand = actorPoint(magician, fig.skeleton.hands.front);
    // The saw hangs from the raised fist, its toothed blade slanting down and out.
    const saw: Node[] = [
      group(
        [
          fill(
            `M0 ${n(3 * u)}L${n(24 * u)} ${n(6 * u)}L${n(24 * u)} ${n(11 * u)}L0 ${n(12 * u)}Z`,
            '#c9ccd2',
            'metal',
          ),
          stroke(
            Array.from(
              { length: 8 },
              (_, i) => `M${n(i * 3 * u)} ${n(12 * u - i * 0.12 * u)}l${n(1.5 * u)} ${n(1.6 * u)}`,
            ).join(''),
            darker('#c9ccd2', 0.35),
            0.7 * u,
            'metal',
            0,
          ),
          fill(rect(-7 * u, 0, 8 * u, 15 * u, 2.5 * u), '#8a5a32', 'wood'),
          fill(ellipse(-3 * u, 7.5 * u, 1.8 * u, 3.5 * u), darker(p.wall, 0.1), 'wood', 0),
        ],
        `translate(${n(hand[0] + 4 * u)} ${n(hand[1] + 2 * u)}) rotate(-70)`,
      ),
    ];
    // A top hat on the magician's head.
    const headC = actorPoint(magician, fig.skeleton.headCentre);
    const top = headC[1] - fig.headR * s;
    const hat: Node[] = [
      fill(rect(headC[0] - 9 * u, top - 15 * u, 18 * u, 16 * u, 1.5 * u), '#1e1b22', 'cloth'),
      fill(rect(headC[0] - 9 * u, top - 4 * u, 18 * u, 3 * u, 0.5 * u), '#b8323a', 'cloth', 0),
      fill(ellipse(headC[0], top + 0.5 * u, 15 * u, 2.6 * u), '#1e1b22', 'cloth'),
    ];
    // The two halves of the box, lifted on the crocodile's own legs, walking apart.
    // Midnight blue spangled with little gold stars, a gold trim: a conjuror's box.
    const boxColor = mix(p.ink, '#2e3a8c', 0.7);
    const green = mix('#4f7f3a', p.ink, 0.15);
    const cut = '#e8d3a8';
    const lift = 13 * u;
    const bw = 34 * u;
    const bh = 26 * u;
    const gap = 24 * u;
    const yTop = -lift - bh;
    const mid = -lift - bh / 2;
    const half = (x0: number, cutAt: number): Node[] => [
      fill(rect(x0, yTop, bw, bh, 1.5 * u), boxColor, 'wood'),
      stroke(
        `M${n(x0 + 1.5 * u)} ${n(yTop + 2.5 * u)}h${n(bw - 3 * u)}M${n(x0 + 1.5 * u)} ${n(-lift - 2.5 * u)}h${n(bw - 3 * u)}`,
        '#e2b440',
        1.4 * u,
        'detail',
        0,
      ),
      fill(
        [
          [0.22, -4, 2.6],
          [0.55, 3, 3.2],
          [0.8, -5, 2.2],
          [0.3, 6, 1.8],
        ]
          .map(([fx = 0, dy = 0, r = 2]) => starPath(x0 + bw * fx, mid + dy * u, r * u))
          .join(''),
        '#f2c94c',
        'detail',
        0,
      ),
      // The raw sawn end, pale wood with a ragged edge.
      fill(
        `M${n(cutAt)} ${n(yTop)}h${n(cutAt > x0 ? -3 * u : 3 * u)}V${n(-lift)}h${n(cutAt > x0 ? 3 * u : -3 * u)}l${n(cutAt > x0 ? 1.2 * u : -1.2 * u)} ${n(-bh * 0.25)}l${n(cutAt > x0 ? -1.2 * u : 1.2 * u)} ${n(-bh * 0.25)}l${n(cutAt > x0 ? 1.2 * u : -1.2 * u)} ${n(-bh * 0.25)}Z`,
        cut,
        'wood',
        0.6,
      ),
    ];
    // Head half, walking off to the left; its snout out of the far end, an eye looking back.
    const hx0 = -gap - bw;
    const snoutX = hx0;
    const snout: Node[] = [
      fill(
        `M${n(snoutX + 1 * u)} ${n(mid - 7 * u)}C${n(snoutX - 10 * u)} ${n(mid - 9 * u)} ${n(snoutX - 22 * u)} ${n(mid - 6 * u)} ${n(snoutX - 28 * u)} ${n(mid - 2 * u)}C${n(snoutX - 30 * u)} ${n(mid)} ${n(snoutX - 28 * u)} ${n(mid + 1.5 * u)} ${n(snoutX - 24 * u)} ${n(mid + 1 * u)}L${n(snoutX + 1 * u)} ${n(mid + 1 * u)}Z`,
        green,
        'skin',
      ),
      fill(
        `M${n(snoutX + 1 * u)} ${n(mid + 3 * u)}L${n(snoutX - 24 * u)} ${n(mid + 4 * u)}C${n(snoutX - 26 * u)} ${n(mid + 6 * u)} ${n(snoutX - 20 * u)} ${n(mid + 8 * u)} ${n(snoutX + 1 * u)} ${n(mid + 8 * u)}Z`,
        darker(green, 0.1),
        'skin',
      ),
      fill(
        Array.from(
          { length: 6 },
          (_, i) =>
            `M${n(snoutX - 3 * u - i * 3.6 * u)} ${n(mid + 1 * u)}l${n(1.2 * u)} ${n(2 * u)}l${n(1.2 * u)} ${n(-2 * u)}Z`,
        ).join(''),
        '#fbf6e6',
        'detail',
        0,
      ),
      fill(ellipse(snoutX - 4 * u, mid - 8.5 * u, 4.4 * u, 3.6 * u), green, 'skin'),
      fill(circle(snoutX - 3.6 * u, mid - 9 * u, 2.4 * u), '#f4e9a8', 'face', 0),
      fill(circle(snoutX - 2.4 * u, mid - 9 * u, 1.1 * u), '#1b1a20', 'face', 0),
      fill(circle(snoutX - 26 * u, mid - 3.5 * u, 0.8 * u), darker(green, 0.4), 'detail', 0),
    ];
    // Tail half, walking off to the right; its tail out of the far end, curling up.
    const tx0 = gap;
    const tx1 = gap + bw;
    const tail: Node[] = [
      fill(
        `M${n(tx1 - 1 * u)} ${n(mid - 8 * u)}C${n(tx1 + 12 * u)} ${n(mid - 8 * u)} ${n(tx1 + 16 * u)} ${n(mid - 18 * u)} ${n(tx1 + 14 * u)} ${n(mid - 30 * u)}C${n(tx1 + 22 * u)} ${n(mid - 18 * u)} ${n(tx1 + 20 * u)} ${n(mid + 7 * u)} ${n(tx1 - 1 * u)} ${n(mid + 7 * u)}Z`,
        green,
        'skin',
      ),
      fill(
        Array.from(
          { length: 4 },
          (_, i) =>
            `M${n(tx1 + (4 + i * 3.6) * u)} ${n(mid - (9 + i * 5) * u)}l${n(-0.6 * u)} ${n(-3 * u)}l${n(2.6 * u)} ${n(1 * u)}Z`,
        ).join(''),
        darker(green, 0.15),
        'skin',
        0,
      ),
    ];
    // Little lines behind each half: they are on their way.
    const motion = stroke(
      [
        `M${n(hx0 + bw + 6 * u)} ${n(mid - 6 * u)}h${n(6 * u)}M${n(hx0 + bw + 8 * u)} ${n(mid + 2 * u)}h${n(5 * u)}`,
        `M${n(tx0 - 6 * u)} ${n(mid - 6 * u)}h${n(-6 * u)}M${n(tx0 - 8 * u)} ${n(mid + 2 * u)}h${n(-5 * u)}`,
      ].join(''),
      lighter(p.ink, 0.3),
      1.2 * u,
      'detail',
      0,
    );
    const nodes: Node[] = [
      actorNodes(magician),
      ...saw,
      ...hat,
      legs(hx0, hx0 + bw, lift, green, -1, u),
      ...snout,
      ...half(hx0, hx0 + bw),
      legs(tx0, tx1, lift, green, 1, u),
      ...tail,
      ...half(tx0, tx0),
      motion,
    ];
    const drawn = nodeBox(group(nodes), identity) ?? [-100, -130, 100, 0];
    const box: [number, number, number, number] = [drawn[0] - 4, drawn[1] - 6, drawn[2] + 4, 4];
    const focus: Point = [0, mid - 10 * u];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 20 * s],
        [(hx0 + bw / 2) * facing, bw * 0.7],
        [(tx0 + bw / 2) * facing, bw * 0.7],
      ],
      glows: [],
      closeBox: facingBox(box, facing),
    });
  },
};
