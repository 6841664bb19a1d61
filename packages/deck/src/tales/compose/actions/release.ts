import { at, n, type Point } from '../../geom.ts';
import { group, stroke, type Node } from '../../ir.ts';
import * as P from '../../kit/props.ts';
import { curls } from '../../kit/things.ts';
import { actorNodes } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { NounId } from '../nouns.ts';
import { poses } from '../../kit/poses.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';
import type { Rng } from '../../../random.ts';

/** Many of one thing rising along a curve, getting smaller as they go. */
function rising(
  draw: (i: number) => Node[],
  from: Point,
  to: Point,
  count: number,
  rng: Rng,
  size: [number, number],
): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + rng.range(0.2, 0.8)) / count;
    const x = from[0] + (to[0] - from[0]) * t + Math.sin(t * 7 + i) * 12 * t;
    const y = from[1] + (to[1] - from[1]) * Math.pow(t, 0.8);
    const k = size[0] + (size[1] - size[0]) * t;
    out.push(group(draw(i), at(x, y, k, rng.range(-15, 15))));
  }
  return out;
}

const single: Partial<Record<NounId, NounId>> = {
  balloons: 'balloon',
  birds: 'bird',
  butterflies: 'butterflies',
  letters: 'letter',
  lanterns: 'lantern',
  stars: 'star',
  leaves: 'leaves',
};

export const letGo: Action = {
  id: 'let-go',
  objects: ['balloons', 'balloon', 'birds', 'bird', 'butterflies', 'letters', 'lanterns', 'stars'],
  feelings: ['longing', 'joy', 'grief', 'calm', 'wonder'],
  settings: [
    'meadow',
    'rooftop',
    'shore',
    'street',
    'snowfield',
    'attic',
    'forest',
    'bedroom',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `let-go:${o === 'balloon' ? 'balloons' : o === 'bird' ? 'birds' : o}`,
  concepts: ['letting go', 'farewell', 'freedom', 'release'],
  say: phrasebook({
    en: (x) => `lets go of ${enA(x)}`,
    ja: (x) => `${x.ja}を空へ放している`,
    ru: (x) => `отпускает в небо ${x.ru.acc}`,
    pt: (x) => `solta ${ptA(x.pt)} no céu`,
    fi: (x) => `päästää taivaalle ${x.fi.acc}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      legs: ctx.feeling === 'joy' ? 'tiptoe' : 'stand',
      front: { reach: [10, m.reachTop + 6], hand: 'open' },
      back:
        ctx.feeling === 'grief' || ctx.feeling === 'longing'
          ? { reach: [4, m.shoulder + 10], hand: 'mitt' }
          : { reach: [-10, m.reachTop + 10], hand: 'open' },
      backArmOver: ctx.feeling === 'grief' || ctx.feeling === 'longing',
      turn: 0.3,
      headTilt: -18,
      gaze: [0.4, -1],
      lean: -3,
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const one = single[ctx.object] ?? ctx.object;
    const top: Point = [hand[0] + 70, hand[1] - 150];
    const nodes: Node[] = [actorNodes({ fig, x: 0, facing: 1, scale: s })];
    const many = ctx.object.endsWith('s');
    const count = many ? 9 : 1;
    if (ctx.object === 'balloon' || ctx.object === 'balloons') {
      // Strings just slipped out of the fingers.
      const colors = ctx.object === 'balloon' ? ['#d8343a'] : p.cloth;
      for (let i = 0; i < (ctx.object === 'balloon' ? 1 : 5); i++) {
        const q: Point = [
          hand[0] + 10 + i * 9 + rng.range(-4, 4),
          hand[1] - 18 - i * 12 - rng.range(0, 10),
        ];
        nodes.push(
          placed(
            P.balloon(colors[i % colors.length] ?? '#d8343a', ctx.ink, 40),
            q,
            1,
            rng.range(-12, 12),
          ),
        );
      }
    } else {
      const draw = (): Node[] => drawThing(one, p, rng).nodes;
      nodes.push(
        ...rising(draw, [hand[0] + 4, hand[1] - 6], top, count, rng, many ? [1, 0.5] : [1.4, 1.4]),
      );
      if (!many) nodes.push(curls([hand[0] + 8, hand[1] - 10], p.paper, [0.6, -0.8], 2, 5));
    }
    const glow = glowsItself(one);
    return staged(
      facingBox([-36, top[1] - 20, top[0] + 30, 4], facing),
      mx([hand[0] + 20, hand[1] - 30], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 26]],
        glows: glow
          ? [{ at: mx([hand[0] + 30, hand[1] - 60], facing), r: 50, color: p.light }]
          : [],
      },
    );
  },
};

export const chase: Action = {
  id: 'chase',
  objects: [
    'hat',
    'letter',
    'balloon',
    'fish',
    'teapot',
    'umbrella',
    'kite',
    'paperBoat',
    'crown',
    'star',
    'feather',
    'mask',
  ],
  feelings: ['resolve', 'joy', 'surprise', 'fear', 'mischief'],
  settings: [
    'street',
    'meadow',
    'shore',
    'rooftop',
    'forest',
    'snowfield',
    'kitchen',
    'library',
    'train',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `chase:${o}`,
  concepts: ['pursuit', 'wind', 'loss', 'hurry'],
  say: phrasebook({
    en: (x) => `runs after ${enA(x)} carried off by the wind`,
    ja: (x) => `風に飛ばされた${x.ja}を追いかけている`,
    ru: (x) =>
      `бежит за ${x.ru.ins}, ${{ m: 'унесённым', n: 'унесённым', f: 'унесённой', p: 'унесёнными' }[x.ru.g]} ветром`,
    pt: (x) =>
      `corre atrás de ${ptA(x.pt)} levad${x.pt.g === 'f' ? 'a' : 'o'}${x.pt.pl === true ? 's' : ''} pelo vento`,
    fi: (x) => `juoksee tuulen viemän ${x.fi.gen} perässä`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      ...poses.run,
      front: { reach: [m.arm * 0.95, m.shoulder - 4], hand: 'open' },
      back: { angle: -60, bend: 40, hand: 'fist' },
      turn: 0.8,
      headTilt: -8,
      gaze: [1, -0.6],
    });
    const thing = drawThing(ctx.object, p, rng);
    const k =
      ctx.object === 'kite'
        ? 1
        : ctx.object === 'teapot'
          ? 1.4
          : ctx.object === 'umbrella'
            ? 0.8
            : 1.5;
    const away: Point = [m.arm * s + 46, m.headTop * s - 16];
    const nodes: Node[] = [
      actorNodes({ fig, x: -20, facing: 1, scale: s }),
      placed(thing, away, k, ctx.object === 'umbrella' ? 35 : rng.range(-20, 20)),
    ];
    nodes.push(curls([away[0] - 30, away[1] + 20], p.paper, [-0.9, 0.3], 3, 6));
    const gust = `M${n(-60)} ${n(m.shoulder * s)}q30 -8 60 -4t60 -10M${n(-40)} ${n(m.hip * s)}q30 -6 60 -2t50 -8`;
    nodes.unshift(stroke(gust, p.paper, 1, 'detail', 0));
    return staged(
      facingBox([-60, away[1] - 30, away[0] + 30, 4], facing),
      mx([away[0] * 0.5, away[1] * 0.6], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[-20 * facing, 24]],
        glows: glowsItself(ctx.object) ? [{ at: mx(away, facing), r: 26, color: p.light }] : [],
      },
    );
  },
};

export const catchNet: Action = {
  id: 'catch',
  objects: ['stars', 'butterflies', 'letters', 'shoal', 'leaves', 'birds', 'snow'],
  feelings: ['joy', 'wonder', 'mischief', 'resolve', 'surprise'],
  settings: [
    'meadow',
    'rooftop',
    'forest',
    'shore',
    'attic',
    'library',
    'bedroom',
    'snowfield',
    'street',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `catch:${o}`,
  concepts: ['collecting', 'chance', 'dream', 'hunt'],
  say: phrasebook({
    en: (x) => `catches ${enA(x)} in a butterfly net`,
    ja: (x) => `虫取り網で${x.ja}を捕まえている`,
    ru: (x) => `ловит сачком ${x.ru.acc}`,
    pt: (x) => `apanha ${ptA(x.pt)} com uma rede`,
    fi: (x) => `pyydystää ${x.fi.par} perhoshaavilla`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Lunging after it, the whole body behind the net.
    const fig = posed(ctx, {
      ...poses['reach-forward'],
      // The hands out ahead of the face, not over it.
      front: { reach: [m.arm * 1.05, m.shoulder + 4], hand: 'fist' },
      back: { reach: [m.arm * 0.85, m.shoulder + 8], hand: 'fist' },
      backArmOver: true,
      headTilt: -16,
      gaze: [0.8, -0.8],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const net = P.net({ main: p.wood, ink: ctx.ink, light: p.light, metal: '#555' });
    const hoop: Point = [hand[0] + 34 * 1.3, hand[1] - 50 * 1.3];
    const one =
      ctx.object === 'shoal'
        ? 'fish'
        : ctx.object === 'birds'
          ? 'bird'
          : ctx.object === 'stars'
            ? 'star'
            : ctx.object === 'letters'
              ? 'letter'
              : ctx.object;
    const nodes: Node[] = [
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      placed(net, hand, 1.3),
      group(fig.hands, at(0, 0, s)),
    ];
    const swirl: Point[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + rng.range(-0.3, 0.3);
      const r = rng.range(30, 60);
      swirl.push([hoop[0] + Math.cos(a) * r, hoop[1] + Math.sin(a) * r * 0.8]);
    }
    for (const q of swirl)
      nodes.push(
        placed(
          drawThing(one, p, rng),
          q,
          one === 'butterflies' || one === 'leaves' || one === 'snow' ? 0.45 : 0.7,
          rng.range(-30, 30),
        ),
      );
    const glow = ctx.object === 'stars';
    return staged(facingBox([-60, hoop[1] - 70, hoop[0] + 70, 4], facing), mx(hoop, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 26]],
      glows: glow ? swirl.map((q) => ({ at: mx(q, facing), r: 10, color: p.light })) : [],
    });
  },
};
