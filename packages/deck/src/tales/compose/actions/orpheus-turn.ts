/**
 * Orpheus and Eurydice: someone with a lyre leads the one they love up out of the dark mouth of
 * the underworld and, one step from the daylight, turns to look back; behind them she (or he)
 * reaches out, already pale, the legs gone to smoke that curls back into the cave. The look that
 * loses everything; love that cannot help itself; don't look back.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import {
  actorNodes,
  actorPoint,
  cast,
  pose,
  toActor,
  type Actor,
  type Character,
  type Who,
} from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** The one following: pale, the colours of smoke. */
function shadeOf(c: Character): Character {
  const pale = '#cfd6e4';
  return {
    ...c,
    look: {
      ...c.look,
      skin: mix(c.look.skin, '#e8ecf4', 0.6),
      hair: mix(c.look.hair, pale, 0.5),
      top: '#b4bfd6',
      bottom: '#a7b3cc',
      shoes: '#9aa6c0',
      trim: pale,
      scarf: undefined,
      hat: 'none',
    },
  };
}

/** Who follows whom: a grown-up's love is a grown-up, a child's another child, an animal its kind. */
function partnerOf(who: Who): Who {
  switch (who) {
    case 'man':
      return 'woman';
    case 'woman':
      return 'man';
    case 'old-man':
      return 'old-woman';
    case 'old-woman':
      return 'old-man';
    case 'boy':
      return 'girl';
    case 'girl':
      return 'boy';
    default:
      return who;
  }
}

/**
 * The leader walks towards +x away from the cave, turned at the waist to look back, the lyre
 * held against the chest in the near hand, the far hand reaching back; the follower a few steps
 * behind, reaching forward, the legs faded into smoke trailing back to the cave's dark mouth.
 */
export const orpheusTurn: Action = {
  id: 'orpheus-turn',
  objects: ['lyre'],
  who: ['man', 'woman', 'old-man', 'old-woman', 'boy', 'girl', 'fox', 'wolf', 'deer'],
  feelings: ['grief', 'fear', 'longing', 'surprise'],
  settings: ['forest', 'meadow', 'desert'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  family: () => 'orpheus-turn',
  concepts: [
    'Orpheus and Eurydice',
    'looking back',
    'the underworld',
    'loss',
    'doubt',
    'love',
    'a second chance',
    'fading away',
    'trust',
    'too soon',
    'a ghost',
  ],
  say: sayFrom(
    {
      lyre: {
        en: 'looks back, lyre in hand, and the loved one following out of the dark fades into smoke',
        ja: '竪琴を手に振り返ると、暗闇からついてきた愛する人が煙になって消えていく',
        ru: 'с лирой в руке оглядывается, и любимый человек, шедший следом из тьмы, тает как дым',
        pt: 'olha para trás, de lira na mão, e a pessoa amada que vinha atrás, saindo da escuridão, desfaz-se em fumo',
        fi: 'katsoo lyyra kädessä taakseen, ja pimeästä perässä tullut rakas haihtuu savuksi',
      },
    },
    'lyre',
  ),
  stage(ctx) {
    const { p, rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The follower first: where their reaching hand is decides where the leader's reaches to.
    const follower = shadeOf(cast(partnerOf(ctx.who.who), rng.fork('follower'), p));
    const fm = measure(follower);
    const fs = H / fm.height;
    const fx = -58 * k;
    const fw = { x: fx, y: 0, facing: 1 as const, scale: fs };
    const meet: Point = [-29 * k, -m.height * s * 0.6];
    const ffig = pose(
      follower,
      'longing',
      {
        legs: 'walk',
        lean: 8,
        front: { reach: toActor(fw, [meet[0] - 3 * k, meet[1]]), hand: 'open' },
        back: { angle: 20, bend: 30, hand: 'open' },
        turn: 0.6,
        headTilt: -6,
        gaze: [1, -0.2],
      },
      ctx.ink,
    );
    const fa: Actor = { fig: ffig, ...fw };
    const hip = actorPoint(fa, ffig.skeleton.hip);
    // Above the hips the follower is still there, pale; below, smoke.
    const clipY = hip[1] + 4 * k;
    const clip = `M${n(fx - 80 * k)} ${n(-400 * k)}H${n(fx + 80 * k)}V${n(clipY)}H${n(fx - 80 * k)}Z`;
    const ghost: Node = {
      type: 'group',
      children: [group([actorNodes(fa)], undefined, clip)],
      opacity: 0.72,
    };
    const smokeC = mix('#e6e9f0', p.light, 0.15);
    const smokeD = mix(smokeC, p.ink, 0.18);
    const smoke: Node[] = [];
    // The legs' smoke, a column thinning downwards and trailing back into the cave.
    const trail: readonly (readonly [number, number, number])[] = [
      [fx, clipY + 4 * k, 11],
      [fx - 4 * k, clipY + 16 * k, 9],
      [fx - 12 * k, clipY + 26 * k, 8],
      [fx - 24 * k, clipY + 30 * k, 7],
      [fx - 36 * k, clipY + 27 * k, 6],
      [fx - 48 * k, clipY + 22 * k, 5],
    ];
    for (const [x, y, r] of trail) {
      smoke.push(
        fill(puff(x, y, r * k, r * 0.7 * k, 7, 1.3, rng.range(0, 3)), smokeC, 'detail', 0.4),
      );
    }
    // Wisps curling up off the shoulder and the reaching arm: it is going.
    const sh = actorPoint(fa, ffig.skeleton.shoulders.back);
    smoke.push(
      stroke(
        `M${n(sh[0] - 4 * k)} ${n(sh[1])}q${n(-6 * k)} ${n(-8 * k)} ${n(-2 * k)} ${n(-16 * k)}t${n(-3 * k)} ${n(-14 * k)}`,
        smokeD,
        1.4 * k,
        'detail',
        0,
      ),
      stroke(
        `M${n(hip[0] + 8 * k)} ${n(hip[1] - 6 * k)}q${n(8 * k)} ${n(-6 * k)} ${n(4 * k)} ${n(-14 * k)}t${n(5 * k)} ${n(-12 * k)}`,
        smokeD,
        1.2 * k,
        'detail',
        0,
      ),
    );

    // The leader, walking on but turned back, the far hand reaching back for the follower's.
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 2,
      front: { reach: [8, m.hip - 4], hand: 'fist' },
      back: { reach: toActor(where, meet), hand: 'open' },
      turn: -0.6,
      headTilt: 4,
      gaze: [-1, 0.1],
    });
    const actor: Actor = { fig, ...where };
    // The lyre against the chest in the near hand: two golden horns, a bar, strings.
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const gold = mix('#e0b54a', p.light, 0.1);
    const lh = 22 * k;
    const lx = hand[0] + 2 * k;
    const ly = hand[1];
    const lyre: Node[] = [
      stroke(
        `M${n(lx - 6 * k)} ${n(ly - lh)}Q${n(lx - 10 * k)} ${n(ly - lh * 0.3)} ${n(lx)} ${n(ly + 2 * k)}Q${n(lx + 10 * k)} ${n(ly - lh * 0.3)} ${n(lx + 6 * k)} ${n(ly - lh)}`,
        gold,
        2.2 * k,
        'metal',
        0.7,
      ),
      stroke(
        `M${n(lx - 7 * k)} ${n(ly - lh + 3 * k)}H${n(lx + 7 * k)}`,
        darker(gold, 0.25),
        1.6 * k,
        'wood',
        0.5,
      ),
      stroke(
        [-3, -1, 1, 3]
          .map((d) => `M${n(lx + d * k)} ${n(ly - lh + 3 * k)}V${n(ly - 1 * k)}`)
          .join(''),
        mix('#ffffff', gold, 0.3),
        0.4 * k,
        'detail',
        0,
      ),
    ];
    // The cave's dark mouth behind the follower, in a rock face.
    const rockC = mix('#7c746c', p.far, 0.4);
    const caveR = 34 * k;
    const cx = fx - 22 * k - caveR * 1.5;
    const cave: Node[] = [
      fill(
        `M${n(cx - caveR * 1.9)} 0C${n(cx - caveR * 1.9)} ${n(-caveR * 2.2)} ${n(cx + caveR * 1.6)} ${n(-caveR * 2.4)} ${n(cx + caveR * 1.5)} 0Z`,
        rockC,
        'stone',
      ),
      fill(
        `M${n(cx - caveR)} 0C${n(cx - caveR)} ${n(-caveR * 1.5)} ${n(cx + caveR)} ${n(-caveR * 1.5)} ${n(cx + caveR)} 0Z`,
        mix('#17141c', p.ink, 0.3),
        'stone',
        0.4,
      ),
    ];

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const fhc = actorPoint(fa, ffig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.8, fhc[1] - ffig.headR * fs * 1.8) - 8 * k;
    const box: [number, number, number, number] = [fx - 30 * k, top, 28 * k, 4 * k];
    const focus: Point = [(hc[0] + fhc[0]) / 2, (hc[1] + fhc[1]) / 2];
    const faults: string[] = [];
    const reach = actorPoint(actor, fig.skeleton.hands.back);
    const other = actorPoint(fa, ffig.skeleton.hands.front);
    if (Math.hypot(reach[0] - other[0], reach[1] - other[1]) > 16 * k)
      faults.push('hands far apart');
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(cave, facing),
      actors: mirror([...smoke, ghost, actorNodes(actor), ...lyre], facing),
      contacts: [[mx([0, 0], facing)[0], 30 * k]],
      glows: [],
      faults,
    });
  },
};
