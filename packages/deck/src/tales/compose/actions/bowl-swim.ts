/**
 * The goldfish bowl turned around: a cat (a fox, a bear) stands at the table with its paws on
 * the edge and its nose to the glass of a round bowl, in which a tiny person swims round and
 * round among the gravel and the weed, a string of bubbles rising. The one who is usually
 * watched and the watcher have swapped.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The little swimmers. */
const swimmers: readonly Who[] = ['man', 'woman', 'girl', 'boy', 'old-man'];

/**
 * The round bowl standing on the table at (x, top), radius `r`: `back` is the glass and the
 * water behind the swimmer, `front` the gravel, the weed, the rim and the shine over it.
 */
function bowl(x: number, top: number, r: number, water: string): { back: Node[]; front: Node[] } {
  const cy = top - r * 0.92;
  const lvl = cy - r * 0.62;
  const glass = lighter(water, 0.65);
  const body = (y0: number): string => {
    // The circle cut by the water line at y0 and the flat foot at the table.
    const dx = Math.sqrt(Math.max(0, r * r - (y0 - cy) * (y0 - cy)));
    const fx = Math.sqrt(Math.max(0, r * r - (top - cy) * (top - cy)));
    return `M${n(x - dx)} ${n(y0)}A${n(r)} ${n(r)} 0 0 0 ${n(x - fx)} ${n(top)}H${n(x + fx)}A${n(r)} ${n(r)} 0 0 0 ${n(x + dx)} ${n(y0)}Z`;
  };
  const rimY = cy - r * 0.8;
  const rimW = Math.sqrt(r * r - (rimY - cy) * (rimY - cy));
  const stones = [-0.5, -0.25, 0, 0.25, 0.5, -0.38, 0.12, 0.38].map((t, i) =>
    fill(
      oval(x + t * r * 1.3, top - 2.2 - (i > 4 ? 2.2 : 0), 2.6, 1.8),
      mix('#b8a078', water, i % 2 ? 0.2 : 0.45),
      'stone',
      0,
    ),
  );
  return {
    back: [
      fill(body(rimY), glass, 'glass'),
      // Tagged as the glass it is seen through: the deck's check for a band of open water over
      // a dry floor (`wideWater`) is not about a bowl on a table.
      fill(body(lvl), water, 'glass'),
      stroke(
        `M${n(x - Math.sqrt(r * r - (lvl - cy) ** 2))} ${n(lvl)}H${n(x + Math.sqrt(r * r - (lvl - cy) ** 2))}`,
        lighter(water, 0.4),
        1.2,
        'water',
        0,
      ),
    ],
    front: [
      ...stones,
      stroke(
        `M${n(x + r * 0.5)} ${n(top - 3)}Q${n(x + r * 0.38)} ${n(top - r * 0.45)} ${n(x + r * 0.56)} ${n(top - r * 0.8)}M${n(x + r * 0.58)} ${n(top - 3)}Q${n(x + r * 0.72)} ${n(top - r * 0.4)} ${n(x + r * 0.62)} ${n(top - r * 0.62)}`,
        '#3f8f5a',
        2,
        'plant',
      ),
      fill(oval(x, rimY, rimW, r * 0.08), darker(glass, 0.12), 'glass'),
      stroke(
        `M${n(x - r * 0.62)} ${n(cy - r * 0.35)}Q${n(x - r * 0.72)} ${n(cy + r * 0.1)} ${n(x - r * 0.5)} ${n(cy + r * 0.5)}`,
        '#ffffff',
        2,
        'glass',
        0,
      ),
    ],
  };
}

/** How the swimmer takes the face at the glass. */
function swimming(watcher: Feeling): readonly Feeling[] {
  return watcher === 'mischief' ? ['fear', 'surprise'] : ['calm', 'joy', 'surprise'];
}

/**
 * The watcher on the left behind the table, leaning in with both paws on its edge and its face
 * at the glass; the bowl on the table in front of it, the swimmer mid-water, stretched out in a
 * breaststroke, facing the watcher's face.
 */
export const bowlSwim: Action = {
  id: 'bowl-swim',
  objects: ['fishbowl'],
  who: ['cat', 'fox', 'bear', 'wolf'],
  feelings: ['mischief', 'wonder', 'calm', 'surprise'],
  settings: ['kitchen', 'library', 'bedroom', 'attic'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut fills the water black; a silhouette hides the swimmer in it.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['lamp', 'window', 'candle'],
  family: (o) => `bowl-swim:${o}`,
  concepts: [
    'goldfish',
    'captivity',
    'roles reversed',
    'curiosity',
    'a small world',
    'being watched',
    'predator and prey',
    'humans and animals',
    'round and round',
  ],
  say: sayFrom(
    {
      fishbowl: {
        en: 'peers into a goldfish bowl where a tiny person swims round and round',
        ja: '小さな人間がぐるぐる泳いでいる金魚鉢をのぞきこんでいる',
        ru: 'заглядывает в круглый аквариум, где кругами плавает крошечный человечек',
        pt: 'espreita um aquário redondo onde uma pessoinha nada às voltas',
        fi: 'tuijottaa kalamaljaan, jossa pikkuruinen ihminen ui ympyrää',
      },
    },
    'fishbowl',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The table at the watcher's hips, the bowl on it in front of the watcher.
    const top = m.hip * s * 0.9;
    const r = 26 * k;
    const bx = 14 * k;
    const wx = -30 * k;
    const watcher = posed(ctx, {
      legs: 'stand',
      lean: 16,
      front: { reach: [(bx - r * 0.95 - wx) / s, top / s - 1], hand: 'mitt' },
      back: { reach: [(bx - r * 1.35 - wx) / s, top / s - 1], hand: 'mitt' },
      turn: 0.75,
      headTilt: 8,
      gaze: [1, 0.35],
    });
    const a: Actor = { fig: watcher, x: wx, facing: 1, scale: s };
    // The swimmer: stretched out on its belly, arms reaching ahead, mid-water.
    const tiny = cast(rng.pick(swimmers), rng.fork('swimmer'), p);
    const tm = measure(tiny);
    const ts = (22 * k) / tm.height;
    const swim = pose(
      tiny,
      rng.pick(swimming(ctx.feeling)),
      {
        roll: 90,
        legs: [
          [14, 30],
          [-10, 40],
        ],
        lean: 0,
        front: { angle: 172, bend: 10, hand: 'open' },
        back: { angle: 160, bend: 20, hand: 'open' },
        turn: 0.2,
        headTilt: -30,
        gaze: [0.2, -0.4],
      },
      ctx.ink,
    );
    const cy = top - r * 0.92;
    const sx = bx + r * 0.25;
    const b: Actor = { fig: swim, x: sx, y: cy + r * 0.2, facing: -1, scale: ts };
    const head: Point = [
      sx - swim.skeleton.headCentre[0] * ts,
      cy + r * 0.2 + swim.skeleton.headCentre[1] * ts,
    ];
    const bubbles = [0, 1, 2].map((i) =>
      stroke(
        circle(head[0] - 1 * k + i * 1.5 * k, head[1] - (5 + i * 5) * k, (0.9 + i * 0.4) * k),
        '#ffffff',
        0.7 * k,
        'detail',
        0,
      ),
    );
    const wood = mix(p.wood, '#8a5a34', 0.3);
    const table: Node[] = [
      stroke(
        `M${n(bx - r * 1.6)} ${n(top + 4 * k)}V0M${n(bx + r * 1.1)} ${n(top + 4 * k)}V0`,
        darker(wood, 0.3),
        3.4 * k,
        'wood',
      ),
      fill(rect(bx - r * 1.9, top, r * 3.3, 4.5 * k, 1.5 * k), wood, 'wood'),
    ];
    const glass = bowl(bx, top, r, mix(p.water, '#5aa0c8', 0.4));
    const nodes: Node[] = [
      actorNodes({ ...a, fig: { ...watcher, hands: [] } }),
      ...table,
      ...glass.back,
      actorNodes(b),
      ...bubbles,
      ...glass.front,
      actorNodes({ ...a, fig: { ...watcher, back: [], body: [], hands: watcher.hands } }),
    ];
    const headTop = (m.headTop - 14) * s;
    // Room behind the watcher for its tail.
    const box: [number, number, number, number] = [wx - 36 * k, headTop, bx + r + 8 * k, 4];
    const focus: Point = [bx - r * 0.3, cy];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [wx * facing, 20 * k],
        [(bx - r * 0.25) * facing, r * 3.3],
      ],
      glows: [],
    });
  },
};
