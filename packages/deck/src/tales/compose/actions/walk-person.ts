/**
 * The walk turned around: an animal strolls upright in its own clothes, the leash in its paw, and
 * on the other end a grown-up person goes on all fours in a collar, looking back at us, sheepish.
 * The leash is the story: who is whose pet?
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The people an animal takes out for a walk. */
const walkedWhos: readonly Who[] = ['man', 'woman', 'old-man', 'old-woman'];

/** Leash colours: strong enough to read as a line against grass, street or snow. */
const leashes = ['#c8382e', '#2f6fb0', '#d88a1c', '#7a3b8c'] as const;

/**
 * On a leash: the walker on the left, striding, its front paw held out low with the leash's loop;
 * the person ahead of it on hands and knees, its face turned back over its shoulder towards us;
 * the leash sags from the paw to the collar.
 */
export const walkPerson: Action = {
  id: 'walk-person',
  objects: ['leash'],
  who: ['cat', 'fox', 'bear', 'wolf', 'rabbit'],
  feelings: ['joy', 'calm', 'mischief', 'resolve'],
  settings: ['street', 'meadow', 'forest', 'shore', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'sky'],
  family: (o) => `walk-person:${o}`,
  concepts: [
    'pet',
    'leash',
    'walk',
    'roles reversed',
    'obedience',
    'humiliation',
    'master and servant',
    'humans and animals',
    'a dog’s life',
  ],
  say: sayFrom(
    {
      leash: {
        en: 'takes a person on all fours for a walk on a leash',
        ja: '四つんばいの人間にリードをつけて散歩させている',
        ru: 'выгуливает на поводке человека, который идёт на четвереньках',
        pt: 'leva a passear pela trela uma pessoa de gatas',
        fi: 'ulkoiluttaa hihnassa nelinkontin kulkevaa ihmistä',
      },
    },
    'leash',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The walker, upright and pleased with itself, paw held out low in front.
    const walker = posed(ctx, {
      legs: 'walk',
      lean: -4,
      front: { reach: [m.arm * 0.75, m.hip - m.arm * 0.05], hand: 'fist' },
      back: { angle: -24, bend: 20 },
      turn: 0.55,
      headTilt: -6,
      gaze: [0.8, 0.4],
    });
    const a: Actor = { fig: walker, x: 0, facing: 1, scale: s };
    const paw = walker.skeleton.hands.front;
    const pawW: Point = [paw[0] * s, paw[1] * s];
    // The person on hands and knees ahead, face turned back at us.
    const kept = cast(rng.pick(walkedWhos), rng.fork('walked'), p);
    const km = measure(kept);
    const ks = (92 * k) / km.height;
    const shame: Feeling = rng.pick(['grief', 'surprise', 'longing'] as const);
    const torso = -km.shoulder + km.hip;
    const down = pose(
      kept,
      shame,
      {
        kind: 'kneel',
        legs: [
          [6, 96],
          [-4, 92],
        ],
        lean: 78,
        front: { reach: [torso * 1.02, -1], hand: 'open' },
        back: { reach: [torso * 0.86, -1], hand: 'open' },
        turn: 0.1,
        headTilt: -64,
        gaze: [-0.2, 0],
      },
      ctx.ink,
    );
    const personX = pawW[0] + 22 * k;
    const b: Actor = { fig: down, x: personX, facing: 1, scale: ks };
    const neck = down.skeleton.neck;
    const collarAt: Point = [personX + neck[0] * ks, neck[1] * ks];
    const leash = rng.pick(leashes);
    // The collar: a band round the neck with a round tag hanging from it.
    const cr = km.headR * ks * 0.55;
    const collar: Node[] = [
      stroke(
        `M${n(collarAt[0] - cr * 0.2)} ${n(collarAt[1] - cr * 0.9)}L${n(collarAt[0] + cr * 0.4)} ${n(collarAt[1] + cr * 0.9)}`,
        leash,
        2.6 * k,
        'cloth',
      ),
      fill(
        `M${n(collarAt[0] + cr * 0.5 + 2.2 * k)} ${n(collarAt[1] + cr * 1.3)}a${n(2.2 * k)} ${n(2.2 * k)} 0 1 0 ${n(-4.4 * k)} 0a${n(2.2 * k)} ${n(2.2 * k)} 0 1 0 ${n(4.4 * k)} 0Z`,
        '#e8c040',
        'metal',
      ),
    ];
    // The leash: a sagging curve from the paw to the collar.
    const mid: Point = [(pawW[0] + collarAt[0]) / 2, Math.max(pawW[1], collarAt[1]) + 9 * k];
    const line = stroke(
      `M${n(pawW[0])} ${n(pawW[1])}Q${n(mid[0])} ${n(mid[1])} ${n(collarAt[0])} ${n(collarAt[1])}`,
      darker(leash, 0.1),
      1.8 * k,
      'cloth',
    );
    const shine = stroke(
      `M${n(pawW[0])} ${n(pawW[1] - 0.6 * k)}Q${n(mid[0])} ${n(mid[1] - 0.6 * k)} ${n(collarAt[0])} ${n(collarAt[1] - 0.6 * k)}`,
      lighter(leash, 0.4),
      0.5 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      actorNodes(b),
      ...collar,
      actorNodes({ ...a, fig: { ...walker, hands: [] } }),
      line,
      shine,
      group(walker.hands, `translate(0 0) scale(${n(s)})`),
    ];
    const personFront = personX + (torso * 1.1 + km.headR * 2) * ks;
    const headTop = (m.headTop - 14) * s;
    const box: [number, number, number, number] = [-34 * k, headTop, personFront + 8 * k, 4];
    const focus: Point = [(pawW[0] + collarAt[0]) / 2, pawW[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 20 * k],
        [personX + torso * 0.5 * ks, 50 * k],
      ],
      glows: [],
    });
  },
};
