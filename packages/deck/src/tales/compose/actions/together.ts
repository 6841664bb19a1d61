import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorFace, actorNodes, cast, pose, toActor, whos, type Actor, type Who } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA, ruS } from '../grammar.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import { nouns, type NounId } from '../nouns.ts';
import { partner, partnerWords } from '../subjects.ts';
import { phrasebook } from '../phrasebook.ts';
import type { Noun } from '../grammar.ts';
import { poses, stance } from '../../kit/poses.ts';
import { poseSkeleton } from '../../kit/figure.ts';
import type { Action } from '../types.ts';
import { singular } from './hands.ts';
import { mirror, mx } from './water.ts';
import { coveredShare, noteHeld } from '../faults.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';

const partners: readonly Who[] = whos;

/** The creature fed (the feeding action's second element). */
const fed = (second: string | null): Noun => nouns[(second ?? 'fish') as NounId];
export const give: Action = {
  id: 'give',
  objects: [
    'key',
    'letter',
    'heart',
    'star',
    'lantern',
    'fish',
    'egg',
    'crown',
    'umbrella',
    'apple',
    'rose',
    'skull',
    'bomb',
    'mask',
    'lightbulb',
    'mushroom',
    'snake',
    'feather',
    'hourglass',
  ],
  seconds: () => partners,
  feelings: ['joy', 'longing', 'calm', 'mischief', 'grief', 'resolve'],
  settings: [
    'street',
    'meadow',
    'forest',
    'shore',
    'kitchen',
    'train',
    'stairwell',
    'snowfield',
    'rooftop',
    'bedroom',
    'theatre',
    'library',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide'],
  family: (o) => `give:${o}`,
  concepts: ['gift', 'trust', 'exchange', 'friendship', 'farewell'],
  say: phrasebook({
    en: (x, s) => `gives ${enA(x)} to ${partner(s, 'girl').en}`,
    ja: (x, s) => `${partner(s, 'girl').ja}に${x.ja}を手渡している`,
    ru: (x, s) => `отдаёт ${partner(s, 'girl').ru[0]} ${x.ru.acc}`,
    pt: (x, s) => `dá ${ptA(x.pt)} a ${partner(s, 'girl').pt}`,
    fi: (x, s) => `antaa ${partner(s, 'girl').fi[0]} ${x.fi.acc}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'girl') as Who, rng.fork('partner'), p);
    const ma = measure(who);
    const mb = measure(other);
    const sa = who.scale;
    const sb = other.scale;
    const gap = 30 + (ma.arm * sa + mb.arm * sb) * 0.45;
    const ax = -gap / 2;
    const bx = gap / 2;
    // Longing and grief kneel to give it up; joy and mischief lunge to hold it out; the one who
    // takes it leans in (two figures standing face to face read as stiff).
    const kneels = ctx.feeling === 'longing' || ctx.feeling === 'grief';
    const lunges = ctx.feeling === 'joy' || ctx.feeling === 'mischief';
    const giver = kneels ? poses['kneel-up'] : lunges ? poses['reach-forward'] : poses['lean-in'];
    const bFeeling = rng.pick(['wonder', 'joy', 'surprise', 'calm'] as const);
    // Passed at chest height, lowered until it is clear of both faces (a blind review found a
    // rose over two mice's mouths, an apple between two faces, an hourglass over a frog's).
    const pairAt = (down: number): { a: Actor; b: Actor; mid: Point } => {
      const mid: Point = [
        0,
        down +
          (kneels
            ? poseSkeleton(who.age, giver).shoulders.front[1] * sa + 6
            : Math.max(ma.shoulder * sa, mb.shoulder * sb) + 10),
      ];
      const a: Actor = {
        fig: posed(ctx, {
          ...giver,
          ...(kneels ? {} : { lean: lunges ? 24 : 10 }),
          front: {
            reach: toActor({ x: ax, facing: 1, scale: sa }, [mid[0] - 3, mid[1]]),
            hand: 'fist',
          },
          turn: 0.8,
          gaze: [1, 0.2],
        }),
        x: ax,
        facing: 1,
        scale: sa,
      };
      const b: Actor = {
        fig: pose(
          other,
          bFeeling,
          {
            ...(lunges ? { legs: 'stand' as const, lean: -6 } : poses['lean-in']),
            ...(kneels ? { lean: 30 } : {}),
            front: {
              reach: toActor({ x: bx, facing: -1, scale: sb }, [mid[0] + 3, mid[1] + 2]),
              hand: 'open',
            },
            turn: 0.8,
            gaze: [1, 0.3],
          },
          ctx.ink,
        ),
        x: bx,
        facing: -1,
        scale: sb,
      };
      return { a, b, mid };
    };
    const thing = drawThing(ctx.object, p, rng);
    const given = (a: Actor, k: number): Node => {
      const hand: Point = [
        ax + a.fig.skeleton.hands.front[0] * sa,
        a.fig.skeleton.hands.front[1] * sa,
      ];
      return placed(
        thing,
        [hand[0] + 2, hand[1] - (ctx.object === 'lantern' ? 0 : thing.size * k * 0.3)],
        k,
        ctx.object === 'key' ? -30 : 0,
      );
    };
    const cover = (pair: { a: Actor; b: Actor }, k: number): number => {
      const box = nodeBox(given(pair.a, k), identity);
      if (box === null) return 0;
      return Math.max(coveredShare(actorFace(pair.a), box), coveredShare(actorFace(pair.b), box));
    };
    // An umbrella is passed over the heads, everything else below the faces; a thing too big to
    // pass below a small partner's face is drawn smaller.
    const step = ctx.object === 'umbrella' ? -3 : 3;
    const k0 = ctx.object === 'lantern' || ctx.object === 'umbrella' ? 0.9 : 1.2;
    let best = { pair: pairAt(0), k: k0, cover: Infinity };
    for (const k of [k0, k0 * 0.8, k0 * 0.65]) {
      for (let down = 0; Math.abs(down) <= 60 && best.cover > 0.02; down += step) {
        const pair = pairAt(down);
        const c = cover(pair, k);
        if (c < best.cover) best = { pair, k, cover: c };
      }
    }
    const { pair, k } = best;
    const { a, b, mid } = pair;
    const gift = given(a, k);
    const giftBox = nodeBox(gift, identity);
    if (giftBox !== null) noteHeld(giftBox);
    const nodes: Node[] = [
      actorNodes({ ...b, fig: { ...b.fig, hands: [] } }),
      actorNodes({ ...a, fig: { ...a.fig, hands: [] } }),
      gift,
      group(a.fig.hands, `translate(${n(ax)} 0) scale(${n(sa)})`),
      group(b.fig.hands, `translate(${n(bx)} 0) scale(${n(-sb)} ${n(sb)})`),
    ];
    const facing = rng.chance(0.5) ? 1 : -1;
    const top = Math.min(ma.headTop * sa, mb.headTop * sb);
    const glow = glowsItself(ctx.object);
    // A kneeling or lunging giver's legs reach further back than a standing one's.
    const behind = kneels || lunges ? 46 : 30;
    return staged(facingBox([ax - behind, top - 14, bx + 30, 4], facing), mx([0, mid[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 24],
        [bx * facing, 24],
      ],
      glows: glow ? [{ at: mx(mid, facing), r: 24, color: p.light }] : [],
      light: glow
        ? { at: mx(mid, facing), kind: ctx.object === 'lantern' ? 'lantern' : 'glow', reach: 80 }
        : undefined,
      closeBox: facingBox([ax * 0.8, top - 6, bx * 0.8, mid[1] + 26], facing),
    });
  },
};

export const dance: Action = {
  id: 'dance',
  objects: ['night', 'leaves', 'stars', 'butterflies', 'light'],
  seconds: () => partners,
  feelings: ['joy', 'calm', 'longing', 'mischief', 'wonder'],
  settings: [
    'meadow',
    'rooftop',
    'street',
    'theatre',
    'shore',
    'snowfield',
    'clouds',
    'kitchen',
    'forest',
    'attic',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (_o, s) =>
    `dance:${s === 'girl' || s === 'boy' || s === 'woman' || s === 'man' || s === 'old-woman' || s === 'old-man' ? 'person' : (s ?? '')}`,
  concepts: ['dance', 'couple', 'celebration', 'love', 'music'],
  say(lang, o, s) {
    const w = partnerWords[(s ?? 'bear') as Who];
    const among: Record<string, { en: string; ja: string; ru: string; pt: string; fi: string }> = {
      night: {
        en: 'in the middle of the night',
        ja: '真夜中に',
        ru: 'посреди ночи',
        pt: 'no meio da noite',
        fi: 'keskellä yötä',
      },
      leaves: {
        en: 'among falling leaves',
        ja: '舞い散る木の葉の中で',
        ru: 'среди падающих листьев',
        pt: 'entre folhas que caem',
        fi: 'putoavien lehtien keskellä',
      },
      stars: {
        en: 'among the stars',
        ja: '星たちの中で',
        ru: 'среди звёзд',
        pt: 'entre as estrelas',
        fi: 'tähtien keskellä',
      },
      butterflies: {
        en: 'among butterflies',
        ja: '蝶の舞う中で',
        ru: 'среди бабочек',
        pt: 'entre borboletas',
        fi: 'perhosten keskellä',
      },
      light: {
        en: 'in a beam of light',
        ja: '光の中で',
        ru: 'в луче света',
        pt: 'num raio de luz',
        fi: 'valokeilassa',
      },
    };
    const a = among[o] ?? among.stars;
    if (a === undefined) throw new Error(`no dance among ${o}`);
    switch (lang) {
      case 'en':
        return `dances with ${w.en} ${a.en}`;
      case 'ja':
        return `${a.ja}${w.ja}と踊っている`;
      case 'ru':
        return `танцует ${ruS(w.ru[1])} ${a.ru}`;
      case 'pt':
        return `dança com ${w.pt} ${a.pt}`;
      case 'fi':
        return `tanssii ${w.fi[1]} kanssa ${a.fi}`;
    }
  },
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'bear') as Who, rng.fork('partner'), p);
    const ma = measure(who);
    const mb = measure(other);
    const sa = who.scale;
    const sb = other.scale;
    const gap = 26 + (ma.arm * sa + mb.arm * sb) * 0.35;
    const ax = -gap / 2;
    const bx = gap / 2;
    // Hands joined at the shoulders (a couple turning), not both arms up.
    const high: Point = [0, Math.min(ma.shoulder * sa, mb.shoulder * sb) - 6];
    const lowHand: Point = [0, Math.max(ma.hip * sa, mb.hip * sb) - 6];
    const a: Actor = {
      fig: posed(ctx, {
        ...poses['dance-turn'],
        front: { reach: toActor({ x: ax, facing: 1, scale: sa }, high), hand: 'open' },
        back: {
          reach: toActor({ x: ax, facing: 1, scale: sa }, [lowHand[0] - 2, lowHand[1]]),
          hand: 'open',
        },
        backArmOver: true,
        turn: 0.7,
        headTilt: -10,
        gaze: [1, -0.3],
      }),
      x: ax,
      facing: 1,
      scale: sa,
    };
    const b: Actor = {
      fig: pose(
        other,
        rng.pick(['joy', 'calm', 'wonder'] as const),
        {
          // Leaning back into the turn, the free arm curved down behind.
          legs: 'walk',
          lean: -10,
          front: { reach: toActor({ x: bx, facing: -1, scale: sb }, high), hand: 'open' },
          back: { angle: -45, bend: -50, hand: 'open' },
          turn: 0.7,
          headTilt: -8,
          gaze: [1, -0.2],
        },
        ctx.ink,
      ),
      x: bx,
      facing: -1,
      scale: sb,
    };
    const nodes: Node[] = [actorNodes(b), actorNodes(a)];
    const one = singular(ctx.object);
    const top = Math.min(ma.headTop * sa, mb.headTop * sb, high[1]) - 40;
    if (ctx.object === 'light') {
      nodes.unshift(
        fill(
          `M-60 ${n(top - 40)}L60 ${n(top - 40)}L90 4L-90 4Z`,
          {
            kind: 'linear',
            x1: 0,
            y1: top - 40,
            x2: 0,
            y2: 4,
            stops: [
              [0, lighter(p.light, 0.5), 0.5],
              [1, lighter(p.light, 0.5), 0.05],
            ],
          },
          'glow',
          0,
        ),
      );
    } else if (ctx.object !== 'night') {
      // A few, not a swarm: the couple is the picture.
      for (let i = 0; i < 8; i++) {
        const q: Point = [rng.range(-90, 90), rng.range(top - 20, -10)];
        if (Math.abs(q[0]) < 30 && q[1] > top + 30) continue;
        nodes.push(
          placed(drawThing(one, p, rng), q, one === 'snow' ? 0.5 : 0.5, rng.range(-30, 30)),
        );
      }
    }
    const facing = rng.chance(0.5) ? 1 : -1;
    return staged(
      facingBox([ax - 58, top - 10, bx + 58, 4], facing),
      [0, (high[1] + lowHand[1]) / 2],
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 24],
          [bx * facing, 24],
        ],
        glows: ctx.object === 'light' ? [{ at: [0, top], r: 60, color: p.light }] : [],
        light: ctx.object === 'light' ? { at: [0, top - 30], kind: 'spot', reach: 120 } : undefined,
      },
    );
  },
};

/** A creature fed from the hand: drawn at the feeder's reach, its mouth open. */
function creature(
  id: string,
  ctx: Parameters<Action['stage']>[0],
  at0: Point,
): { nodes: Node[]; mouth: Point; word: NounId } {
  const p = ctx.palette;
  switch (id) {
    case 'bird': {
      const b = P.bird(p.accent, p.ink, 'perched');
      return {
        nodes: [
          stroke(`M${n(at0[0])} 0V${n(at0[1] + 10)}`, darker(p.wood, 0.1), 4, 'wood'),
          fill(rect(at0[0] - 6, at0[1] + 8, 12, 3, 1), p.wood, 'wood'),
          group(b.nodes, `translate(${n(at0[0] - 14)} ${n(at0[1])}) scale(-2.2 2.2)`),
        ],
        mouth: [at0[0] - 14 - 12 * 2.2 + 14, at0[1] - 4],
        word: 'bird',
      };
    }
    case 'whale': {
      const wp = T.whaleProp(lighter(p.water, 0.1), p.ink, 200);
      return {
        nodes: [
          group(wp.nodes, `translate(${n(at0[0] + 70)} ${n(4)}) scale(-1 1) rotate(-28)`),
          fill(rect(-400, 2, 800, 300), mix(p.water, p.sky[1], 0.3), 'water', 0),
          stroke('M-60 4q10 -4 20 0t20 0t20 0t20 0', lighter(p.water, 0.5), 1, 'water', 0),
        ],
        mouth: [at0[0] + 10, -40],
        word: 'whale',
      };
    }
    default: {
      const bowl = T.fishbowl(lighter(p.water, 0.1), 44);
      return {
        nodes: [
          stroke(
            `M${n(at0[0] - 10)} 0L${n(at0[0] - 8)} ${n(at0[1] + 30)}M${n(at0[0] + 10)} 0L${n(at0[0] + 8)} ${n(at0[1] + 30)}`,
            darker(p.wood, 0.1),
            2.4,
            'wood',
          ),
          fill(rect(at0[0] - 14, at0[1] + 28, 28, 4, 1), p.wood, 'wood'),
          placed(bowl, [at0[0], at0[1] + 28], 1),
          group(
            P.fish(p.accent, p.ink, 18).nodes,
            `translate(${n(at0[0] - 2)} ${n(at0[1] + 6)}) rotate(-40) scale(-1 1)`,
          ),
        ],
        mouth: [at0[0] - 2, at0[1] - 2],
        word: 'fish',
      };
    }
  }
}

export const feed: Action = {
  id: 'feed',
  objects: ['stars', 'keys', 'letters', 'hearts', 'clocks', 'leaves'],
  seconds: () => ['fish', 'bird', 'whale'],
  feelings: ['calm', 'joy', 'mischief', 'wonder', 'longing'],
  settings: [
    'kitchen',
    'bedroom',
    'meadow',
    'shore',
    'rooftop',
    'street',
    'attic',
    'library',
    'underwater',
    'desert',
  ],
  framings: ['medium', 'close'],
  family: (o) => `feed:${o}`,
  concepts: ['feeding', 'care', 'pet', 'kindness', 'strange diet'],
  say: phrasebook({
    en: (x, s) => `feeds ${x.en} to ${enA(fed(s))}`,
    ja: (x, s) => `${fed(s).ja}に${x.ja}を食べさせている`,
    ru: (x, s) => `кормит ${fed(s).ru.acc} ${x.ru.ins}`,
    pt: (x, s) => `dá ${x.pt.w} de comer a ${ptA(fed(s).pt)}`,
    fi: (x, s) => `syöttää ${fed(s).fi.all} ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const kind = ctx.second ?? 'fish';
    // Kneeling to feed it, when the feeling is quiet; standing, when it is play.
    const kneels = ctx.feeling === 'calm' || ctx.feeling === 'wonder' || ctx.feeling === 'longing';
    const shoulder = kneels
      ? poseSkeleton(ctx.who.age, { ...poses.kneel }).shoulders.front[1]
      : m.shoulder;
    const cr = creature(kind, ctx, [52, shoulder * s - 6]);
    const fig = posed(ctx, {
      ...(kneels ? stance('kneel') : { legs: 'stand' as const }),
      lean: 10,
      front: {
        reach: toActor({ x: -10, facing: 1, scale: s }, [cr.mouth[0] - 6, cr.mouth[1] - 2]),
        hand: 'open',
      },
      turn: 0.8,
      headTilt: 8,
      gaze: [1, 0.2],
    });
    const hand: Point = [-10 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const one = singular(ctx.object);
    const nodes: Node[] = [
      ...cr.nodes.filter((_, i) => kind !== 'whale' || i === 0),
      actorNodes({ fig, x: -10, facing: 1, scale: s }),
    ];
    nodes.push(placed(drawThing(one, p, rng), [hand[0] + 4, hand[1] - 5], 0.6, rng.range(-20, 20)));
    // A few more, in a paper bag under the arm.
    const bag: Point = [-10 + fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    nodes.push(fill(rect(bag[0] - 7, bag[1] - 14, 14, 16, 1), '#c8a878', 'paper'));
    for (let i = 0; i < 3; i++)
      nodes.push(
        placed(
          drawThing(one, p, rng),
          [bag[0] + rng.range(-4, 4), bag[1] - 16 - i * 3],
          0.4,
          rng.range(-30, 30),
        ),
      );
    const before = kind === 'whale' ? cr.nodes.slice(1) : [];
    const glow = glowsItself(one);
    return staged(
      facingBox([-48, m.headTop * s - 14, 110, 8], facing),
      mx([(hand[0] + cr.mouth[0]) / 2, hand[1]], facing),
      {
        actors: mirror(nodes, facing),
        before: mirror(before, facing),
        contacts: [[-10 * facing, 24]],
        glows: glow ? [{ at: mx(hand, facing), r: 14, color: p.light }] : [],
        closeBox: facingBox([hand[0] - 30, hand[1] - 40, cr.mouth[0] + 30, hand[1] + 30], facing),
      },
    );
  },
};
