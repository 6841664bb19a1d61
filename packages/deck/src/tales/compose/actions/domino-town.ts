/**
 * Dominoes through a town: a line of them as tall as the houses runs down a street of little
 * houses with lit windows, from the finger of the character kneeling at the town's edge to the
 * church at its far end. The first ones are down already, each leaning on the next, and the fall
 * is running on between the houses towards the ones still standing. What happens when it reaches
 * the end, the card does not say.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const LIT = '#ffd36b';

/** A little house on (x, y), `w` wide, walls `h` tall, a gabled roof, a lit window or two. */
function house(x: number, y: number, w: number, h: number, wall: Color, roof: Color): Node[] {
  const ridge = y - h - w * 0.45;
  const ww = w * 0.2;
  return [
    fill(rect(x, y - h, w, h), wall, 'wall'),
    fill(
      poly([
        [x - w * 0.08, y - h],
        [x + w / 2, ridge],
        [x + w * 1.08, y - h],
      ]),
      roof,
      'stone',
    ),
    fill(rect(x + w * 0.62, ridge + w * 0.1, w * 0.12, w * 0.3), darker(roof, 0.25), 'stone', 0),
    fill(rect(x + w * 0.18, y - h * 0.72, ww, ww * 1.2, 0.4), LIT, 'glow', 0),
    fill(rect(x + w * 0.62, y - h * 0.72, ww, ww * 1.2, 0.4), LIT, 'glow', 0),
  ];
}

/** The church at the street's end: a nave and a tall spire, a lit round window. */
function church(x: number, y: number, k: number, wall: Color, roof: Color): Node[] {
  const w = 22 * k;
  const tw = 9 * k;
  return [
    fill(rect(x, y - 18 * k, w, 18 * k), wall, 'wall'),
    fill(
      poly([
        [x - 1.5 * k, y - 18 * k],
        [x + w / 2, y - 28 * k],
        [x + w + 1.5 * k, y - 18 * k],
      ]),
      roof,
      'stone',
    ),
    fill(rect(x + w - tw, y - 40 * k, tw, 40 * k), lighter(wall, 0.06), 'wall'),
    fill(
      poly([
        [x + w - tw - 1 * k, y - 40 * k],
        [x + w - tw / 2, y - 62 * k],
        [x + w + 1 * k, y - 40 * k],
      ]),
      roof,
      'stone',
    ),
    fill(circle(x + w - tw / 2, y - 32 * k, 2.4 * k), LIT, 'glow', 0),
    fill(circle(x + w * 0.3, y - 11 * k, 2.6 * k), LIT, 'glow', 0),
  ];
}

/**
 * Seen from a little above: the character kneeling big in the foreground, one arm out, the
 * finger on the first domino; the street winding away up the card between houses that shrink
 * with the distance, the line of dominoes down its middle, the church at the far end. The
 * fallen show their tops, the one going over now is half down, the rest stand.
 */
export const dominoTown: Action = {
  id: 'domino-town',
  // A whole town at its own scale is the dream: a twist beside it would only crowd the street.
  untwisted: true,
  ownPlace: true,
  // Woodcut greys the kneeling figure into the grey street; silhouette merges it with the houses.
  notLooks: ['woodcut', 'silhouette'],
  objects: ['dominoes'],
  feelings: ['mischief', 'surprise', 'wonder', 'fear', 'resolve'],
  settings: ['meadow'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  family: () => 'domino-town',
  // Not 'cause and effect' or 'a chain reaction': the bots ban a card's concept words from its clues.
  concepts: [
    'consequence',
    'a giant',
    'a little town',
    'a push',
    'play',
    'fate',
    'momentum',
    'a street at dusk',
  ],
  say: sayFrom(
    {
      dominoes: {
        en: 'tips over the first domino of a line that runs through a whole town',
        ja: '町じゅうを貫いて並ぶドミノの列の、最初の一枚を倒す',
        ru: 'опрокидывает первую костяшку домино в ряду, что тянется через весь город',
        pt: 'derruba o primeiro dominó de uma fila que atravessa uma cidade inteira',
        fi: 'kaataa ensimmäisen dominon rivistä, joka kulkee koko kaupungin läpi',
      },
    },
    'dominoes',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Seen from a little above, the street running away up the card: a thing `d` deep (0 at the
    // character, 1 at the church) is drawn `scale(d)` of its size, its foot `footY(d)` up.
    const scale = (d: number): number => 1 / (1 + 2.4 * d);
    const far = 190 * k;
    const footY = (d: number): number => -(1 - scale(d)) * far * 1.1;
    const sway = rng.chance(0.5) ? 1 : -1;
    const streetX = (d: number): number =>
      (34 * k + sway * 30 * k * Math.sin(d * Math.PI * 1.6)) * scale(d) + 40 * k * (1 - scale(d));
    const grass = mix(p.ground, '#6f9a4e', 0.45);
    const walls = ['#e8dcc4', '#d9c3a0', '#cfd6dc', '#e6cfc4'].map((c) => mix(c, p.shade, 0.15));
    const roofs = ['#b0563a', '#8a4a3a', '#5d6478', '#a0603a'].map((c) => mix(c, p.shade, 0.1));
    const horizon = footY(1) - 6 * k;
    const ground: Node[] = [
      fill(rect(-400 * k, horizon, 800 * k, 60 * k - horizon), grass, 'floor'),
    ];
    // What stands in the town, far to near: houses either side of the street, the dominoes on it.
    const items: { d: number; nodes: Node[] }[] = [];
    const count = 20;
    const front = rng.int(6, 9);
    const dh = 40 * k;
    const dw = 15 * k;
    for (let i = 0; i < count; i++) {
      const d = 0.04 + (i / count) * 0.9;
      const f = scale(d);
      const x = streetX(d);
      const down = i < front ? 1 : i === front ? 0.5 : 0;
      // A fallen domino lies leaning away, on the next: seen from here, short, its top showing.
      const h = dh * f * (1 - down * 0.62);
      const w = dw * f;
      items.push({
        d,
        nodes: [
          fill(rect(x - w / 2, footY(d) - h, w, h, w * 0.12), '#1d1b22', 'wood'),
          ...(down > 0
            ? [fill(rect(x - w / 2, footY(d) - h, w, h * 0.22, w * 0.1), '#4a4652', 'wood', 0)]
            : []),
          stroke(
            `M${n(x - w * 0.34)} ${n(footY(d) - h / 2)}H${n(x + w * 0.34)}`,
            '#f6f1e4',
            w * 0.06,
            'detail',
            0,
          ),
          ...[-1, 1].flatMap((side) =>
            Array.from({ length: rng.int(1, 3) }, (_, j) =>
              fill(
                circle(x + (j - 1) * w * 0.22, footY(d) - h / 2 + side * h * 0.25, w * 0.08),
                '#f6f1e4',
                'detail',
                0,
              ),
            ),
          ),
        ],
      });
    }
    for (let d = 0.06; d < 1.02; d += 0.075) {
      const f = scale(d);
      for (const side of [-1, 1]) {
        if (rng.chance(0.12)) continue;
        const w = rng.range(26, 34) * k * f;
        const x = streetX(d) + side * (22 * k * f + w / 2) - w / 2;
        items.push({
          d: d + 0.001,
          nodes: house(x, footY(d), w, rng.range(18, 26) * k * f, rng.pick(walls), rng.pick(roofs)),
        });
      }
    }
    const endX = streetX(1);
    items.push({
      d: 1.05,
      nodes: church(
        endX - 12 * k * scale(1.05),
        footY(1.05),
        k * scale(1.05) * 1.6,
        rng.pick(walls),
        rng.pick(roofs),
      ),
    });
    items.sort((a, b) => b.d - a.d);
    const town = items.flatMap((it) => it.nodes);
    // The character in the foreground, nearer than all of it and so drawn big, kneeling at the
    // town's edge with the finger on the first domino.
    const first: Point = [streetX(0.04), footY(0.04) - dh * scale(0.04) * 0.5];
    const big = 1.25;
    const figX = first[0] - 44 * k * big;
    const fs = s * big;
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 18,
      front: { reach: [(first[0] - figX) / fs, (first[1] - 14 * k) / fs], hand: 'point' },
      back:
        ctx.feeling === 'fear' || ctx.feeling === 'surprise'
          ? { reach: [10, -52], hand: 'open' }
          : { reach: [6, -30], hand: 'mitt' },
      turn: 0.7,
      headTilt: 10,
      gaze: [0.9, 0.3],
    });
    const actor: Actor = { fig, x: figX, y: 14 * k, facing: 1, scale: fs };
    const headTop = 14 * k + (m.headTop - 4) * fs;
    const box: [number, number, number, number] = [
      figX - 62 * k * big,
      Math.min(headTop, footY(1.05) - 66 * k * scale(1.05) * 1.6),
      Math.max(endX + 30 * k, first[0] + 60 * k),
      18 * k,
    ];
    const focus: Point = [streetX(front / count), footY(front / count) - 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      // The ground runs off the card: part of the setting, not of the story's box.
      wall: mirror(ground, facing),
      behind: mirror(town, facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [[(figX + 4 * k) * facing, 40 * k]],
      glows: [],
    });
  },
};
