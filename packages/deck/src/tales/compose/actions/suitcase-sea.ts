/**
 * A sea packed in a suitcase: a suitcase lies open on the floor, and where the clothes should be
 * the sea rolls in it, waves slopping over its rim, a sailing boat far out on it (or a strip of
 * beach with a parasol under a sun in the lid). Beside it the character leans over the rim and
 * reaches into the water with both hands, as at the edge of a pool.
 */
import { circle, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A four-cornered shape through the given points. */
const quadOf = (a: Point, b: Point, c: Point, d: Point): string => poly([a, b, c, d]);

/** A little sailing boat far out on the water, `h` tall, its keel at (0, 0). */
function sailboat(p: Palette, h: number): Node[] {
  const u = h / 20;
  const hull = darker(p.wood, 0.2);
  return [
    fill(
      poly([
        [-9 * u, -3 * u],
        [9 * u, -3 * u],
        [6 * u, 1 * u],
        [-6 * u, 1 * u],
      ]),
      hull,
      'wood',
    ),
    fill(
      poly([
        [0, -20 * u],
        [8 * u, -4 * u],
        [0, -4 * u],
      ]),
      lighter(p.paper, 0.3),
      'cloth',
    ),
    fill(
      poly([
        [-1 * u, -17 * u],
        [-1 * u, -4 * u],
        [-7 * u, -4 * u],
      ]),
      lighter(p.paper, 0.15),
      'cloth',
    ),
  ];
}

/** A beach parasol stuck in the sand, its pole's foot at (0, 0), `h` tall. */
function parasol(p: Palette, h: number): Node[] {
  const u = h / 20;
  const canopy = p.accent;
  return [
    stroke(`M0 0L${n(-2 * u)} ${n(-18 * u)}`, darker(p.wood, 0.3), 1.1 * u, 'wood'),
    fill(
      `M${n(-13 * u)} ${n(-15 * u)}Q${n(-2 * u)} ${n(-27 * u)} ${n(9 * u)} ${n(-19 * u)}Z`,
      canopy,
      'cloth',
    ),
    fill(
      `M${n(-6 * u)} ${n(-17 * u)}Q${n(-2 * u)} ${n(-25 * u)} ${n(1 * u)} ${n(-18 * u)}Z`,
      lighter(canopy, 0.55),
      'cloth',
      0,
    ),
  ];
}

/** A round sun with short rays, centred on `c`, `r` in radius. */
function sun(c: Point, r: number): Node[] {
  const rays: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    rays.push(
      `M${n(c[0] + Math.cos(a) * r * 1.3)} ${n(c[1] + Math.sin(a) * r * 1.3)}L${n(c[0] + Math.cos(a) * r * 1.7)} ${n(c[1] + Math.sin(a) * r * 1.7)}`,
    );
  }
  return [
    stroke(rays.join(''), '#f6c945', r * 0.22, 'glow', 0),
    fill(circle(c[0], c[1], r), '#ffd95a', 'glow'),
  ];
}

/**
 * Reaching into a suitcase that holds the sea: the suitcase open on the floor in front, its lid up
 * behind it, the water in it to the brim; the character beside it, leaning in.
 */
export const suitcaseSea: Action = {
  id: 'suitcase-sea',
  objects: ['sea', 'summer'],
  // A mouse would be a speck beside a suitcase; the others stand about as tall as a child.
  who: whos.filter((w) => w !== 'mouse' && w !== 'owl'),
  feelings: ['mischief', 'surprise', 'wonder', 'resolve'],
  // Where one packs or unpacks: a bedroom, an attic, a train's compartment.
  settings: ['bedroom', 'attic', 'train'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  lights: ['window', 'lamp', 'sun'],
  family: (o) => `suitcase-sea:${o}`,
  concepts: [
    'suitcase',
    'time off',
    'unpacking',
    'sea',
    'daydream',
    'journey',
    'packing',
    'escape',
    'homesickness',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'reaches into an open suitcase that holds the whole sea',
        ja: '海がまるごと入ったスーツケースに手をのばしている',
        ru: 'тянется руками в раскрытый чемодан, в котором плещется целое море',
        pt: 'mete as mãos numa mala aberta com o mar inteiro lá dentro',
        fi: 'kurottaa avoimeen matkalaukkuun, jossa on koko meri',
      },
      summer: {
        en: 'reaches into an open suitcase with a whole summer packed inside',
        ja: '夏がまるごと詰まったスーツケースに手をのばしている',
        ru: 'тянется руками в раскрытый чемодан, куда уложено целое лето',
        pt: 'mete as mãos numa mala aberta com um verão inteiro lá dentro',
        fi: 'kurottaa avoimeen matkalaukkuun, johon on pakattu koko kesä',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The suitcase keeps one size whoever dives (a child's height to its lid's top).
    const k = Math.max(H, 80) / 100;
    const afraid = ctx.feeling === 'fear';
    // The suitcase in front of the diver: its front face, its opening seen a little from above.
    const x0 = 24 * k;
    const x1 = 90 * k;
    const h = 18 * k;
    const dx = 14 * k;
    const dy = -22 * k;
    const leather: Color = mix(rng.pick(p.cloth), '#7a4a2e', 0.55);
    const edge = darker(leather, 0.35);
    const fl: Point = [x0, -h];
    const fr: Point = [x1, -h];
    const bl: Point = [x0 + dx, -h + dy];
    const br: Point = [x1 + dx, -h + dy];
    // The lid up behind, leaning back a little, its lining towards us.
    const lidH = 44 * k;
    const lean = 9 * k;
    const tl: Point = [bl[0] + lean, bl[1] - lidH];
    const tr: Point = [br[0] + lean, br[1] - lidH];
    const lining = mix(p.paper, rng.pick(p.cloth), 0.3);
    const summer = ctx.object === 'summer';
    const lidInside = summer ? mix('#8fd0ef', p.light, 0.2) : lining;
    const lid: Node[] = [
      fill(quadOf(bl, br, tr, tl), leather, 'cloth'),
      fill(
        quadOf(
          [bl[0] + 3 * k, bl[1] - 2 * k],
          [br[0] - 3 * k, br[1] - 2 * k],
          [tr[0] - 3 * k, tr[1] + 3 * k],
          [tl[0] + 3 * k, tl[1] + 3 * k],
        ),
        lidInside,
        'cloth',
      ),
    ];
    if (summer) {
      // The lid's lining is a summer sky with its own sun.
      lid.push(...sun([(tl[0] + tr[0]) / 2 + 12 * k, tl[1] + 18 * k], 7 * k));
    } else {
      // Two straps across the lining and a pocket, as in any suitcase.
      const strap = darker(lining, 0.25);
      lid.push(
        stroke(
          [0.3, 0.7]
            .map((t) => {
              const a: Point = [bl[0] + (br[0] - bl[0]) * t, bl[1]];
              return `M${n(a[0] + lean * 0.2)} ${n(a[1] - lidH * 0.2)}L${n(a[0] + lean * 0.85)} ${n(a[1] - lidH * 0.85)}`;
            })
            .join(''),
          strap,
          2 * k,
          'detail',
          0,
        ),
        fill(
          quadOf(
            [bl[0] + 8 * k, bl[1] - 5 * k],
            [br[0] - 8 * k, br[1] - 5 * k],
            [br[0] - 8 * k + lean * 0.3, br[1] - 5 * k - lidH * 0.3],
            [bl[0] + 8 * k + lean * 0.3, bl[1] - 5 * k - lidH * 0.3],
          ),
          darker(lining, 0.12),
          'cloth',
          0,
        ),
      );
    }
    // The water in the opening, its waves heaped above the rim at the front.
    const sea: Color = mix(p.water, '#1f6f9a', 0.4);
    const rim = 2.4 * k;
    const waterTop = quadOf(
      [fl[0] + rim, fl[1] - 1 * k],
      [fr[0] - rim, fr[1] - 1 * k],
      [br[0] - rim, br[1] + rim],
      [bl[0] + rim, bl[1] + rim],
    );
    const box: Node[] = [
      // The inside of the back wall, then the water filling the box.
      fill(quadOf(fl, fr, br, bl), darker(leather, 0.25), 'cloth'),
      fill(waterTop, sea, 'glass'),
    ];
    // Crests in rows across the water, and a swell heaped up over the front rim.
    const crests: string[] = [];
    for (let row = 0; row < 3; row++) {
      const t = (row + 0.5) / 3;
      const y = fl[1] + dy * t;
      const xs = fl[0] + dx * t + 6 * k;
      for (let x = xs + (row % 2) * 5 * k; x < fr[0] + dx * t - 8 * k; x += 11 * k)
        crests.push(`M${n(x)} ${n(y)}q${n(3 * k)} ${n(-2.4 * k)} ${n(6 * k)} 0`);
    }
    box.push(stroke(crests.join(''), '#f2f8fb', 1.3 * k, 'detail', 0));
    const swell: string[] = [`M${n(fl[0] - 1 * k)} ${n(fl[1] + 1 * k)}`];
    const bumps = 6;
    const bw = (fr[0] - fl[0] + 2 * k) / bumps;
    for (let i = 0; i < bumps; i++)
      swell.push(`q${n(bw * 0.5)} ${n(-(i % 2 === 0 ? 6 : 4) * k)} ${n(bw)} 0`);
    swell.push('Z');
    box.push(
      fill(swell.join(''), lighter(sea, 0.12), 'water'),
      stroke(swell.slice(0, -1).join(''), lighter(sea, 0.7), 1.2 * k, 'detail', 0),
    );
    if (summer) {
      // A strip of beach at the far end, a parasol on it.
      const sand = mix('#f0d9a0', p.light, 0.2);
      box.push(
        fill(
          quadOf(
            [bl[0] + rim, bl[1] + rim],
            [br[0] - rim, br[1] + rim],
            [br[0] - rim - dx * 0.3, br[1] + rim - dy * 0.3],
            [bl[0] + rim - dx * 0.3, bl[1] + rim - dy * 0.3],
          ),
          sand,
          'floor',
        ),
        group(parasol(p, 18 * k), `translate(${n(bl[0] + 12 * k)} ${n(bl[1] + 5 * k)})`),
      );
    } else {
      box.push(group(sailboat(p, 14 * k), `translate(${n(bl[0] + 34 * k)} ${n(bl[1] + 6 * k)})`));
    }
    // The front face of the case, its corners, its handle and its clasps.
    const front: Node[] = [
      fill(quadOf([x0, 0], [x1, 0], fr, fl), leather, 'cloth'),
      stroke(`M${n(x0)} ${n(-h * 0.5)}H${n(x1)}`, edge, 1 * k, 'detail', 0),
      stroke(
        `M${n((x0 + x1) / 2 - 8 * k)} ${n(-h * 0.35)}q${n(8 * k)} ${n(-7 * k)} ${n(16 * k)} 0`,
        edge,
        2.2 * k,
        'detail',
        0,
      ),
      ...[x0 + 10 * k, x1 - 10 * k].map((x) =>
        fill(circle(x, -h + 3 * k, 1.6 * k), '#c9b27a', 'metal', 0),
      ),
    ];
    // Drops splashed out over the rim onto the floor.
    const drops: Node[] = [0, 1, 2].map((i) =>
      fill(
        oval(x0 + (8 + i * 20) * k, -h - (10 + (i % 2) * 6) * k, 1.3 * k, 1.8 * k),
        lighter(sea, 0.5),
        'water',
        0,
      ),
    );
    // The character at the case's near end, leaning over the water, both hands reaching into it.
    const fig = posed(ctx, {
      legs: afraid
        ? [
            [-4, 6],
            [6, 4],
          ]
        : [
            [10, 30],
            [-2, 26],
          ],
      lean: afraid ? -4 : 42,
      front: { angle: afraid ? 25 : 62, bend: afraid ? 70 : 2, hand: afraid ? 'fist' : 'open' },
      back: { angle: afraid ? 20 : 54, bend: afraid ? 70 : 2, hand: afraid ? 'fist' : 'open' },
      turn: 0.6,
      headTilt: afraid ? 10 : 14,
      gaze: [1, 0.6],
    });
    const diver: Actor = { fig, x: -8 * k, y: 0, facing: 1, scale: s };
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const handsTop = Math.min(fig.skeleton.hands.front[1], fig.skeleton.hands.back[1]) * s;
    const top = Math.min(headTop, handsTop, tl[1], tr[1]) - 4 * k;
    const frame: [number, number, number, number] = [-30 * k, top, x1 + dx + lean + 4 * k, 6 * k];
    return staged(facingBox(frame, facing), mx([(x0 + x1) / 2 - 10 * k, -H * 0.45], facing), {
      behind: mirror(lid, facing),
      actors: mirror([...box, ...front, ...drops, actorNodes(diver)], facing),
      contacts: [
        [-8 * k * facing, 16 * k],
        [((x0 + x1) / 2) * facing, (x1 - x0) * 0.6],
      ],
      airborne: false,
      glows: summer
        ? [
            {
              at: mx([(tl[0] + tr[0]) / 2 + 12 * k, tl[1] + 18 * k], facing),
              r: 16 * k,
              color: '#ffe9a0',
            },
          ]
        : [],
    });
  },
};
