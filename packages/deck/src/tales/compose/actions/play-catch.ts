/**
 * Playing catch with a glowing heart: two friends stand apart and throw a heart (the
 * globe) between them like a ball. One has just thrown it, arm still out; the other reaches up
 * to catch it; it hangs at the top of its arc, a trail behind it.
 */
import { n, type Point } from '../../geom.ts';
import { group, stroke, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, toActor, whos, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The ball, centred on (0, 0), about `r` in radius. */
function ball(object: NounId, p: Palette, r: number): Node[] {
  switch (object) {
    case 'globe': {
      const g = C.globe(mix(p.water, '#3a7ab8', 0.5), '#6aa04a', p.wood);
      // The globe without its stand: only the ball is thrown.
      return [group(g.nodes.slice(1, 3), `scale(${n(r / 11)}) translate(0 3)`)];
    }
    default:
      return [group(P.heart(mix(p.accent, '#e04858', 0.5), r, true).nodes)];
  }
}

/**
 * Catch with a glowing heart (the globe) across a gap: the thrower on one side, its arm flung
 * forward after the throw; the catcher on the other, both hands up; the ball at the top of a
 * dotted arc between them.
 */
export const playCatch: Action = {
  id: 'play-catch',
  objects: ['heart', 'globe'],
  seconds: () => whos.filter((w) => w !== 'mouse'),
  feelings: ['joy', 'mischief', 'surprise', 'wonder', 'resolve'],
  settings: ['meadow', 'shore', 'rooftop', 'snowfield', 'desert', 'street', 'icefield', 'clouds'],
  // Two friends far apart: framed wide, so neither is cut by the card's edge.
  framings: ['wide'],
  fixedFramings: true,
  // Chosen under the moon, so the palette is a night's; the thrown thing brings its own light
  // (a glow), so the setting draws no second moon in the sky.
  lights: ['moon'],
  family: (o) => `play-catch:${o}`,
  concepts: ['playing catch', 'friendship', 'throwing', 'night', 'distance', 'toss', 'lightness'],
  say: sayFrom(
    {
      heart: {
        en: 'plays catch with a glowing heart, throwing it to a friend',
        ja: '光るハートをボールにして、友だちとキャッチボールをしている',
        ru: 'играет с другом в мяч, и мяч у них — светящееся сердце',
        pt: 'joga à bola com um coração luminoso, atirando-o a um amigo',
        fi: 'heittää hehkuvaa sydäntä kaverille kuin palloa',
      },
      globe: {
        en: 'plays catch with the globe, throwing the world to a friend',
        ja: '地球儀の地球をボールにして、友だちとキャッチボールをしている',
        ru: 'играет с другом в мяч, и мяч у них — земной шар',
        pt: 'joga à bola com o globo, atirando o mundo a um amigo',
        fi: 'heittää maapalloa kaverille kuin palloa',
      },
    },
    'heart',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const apart = 70 * k;
    const friendWho = (ctx.second ?? rng.pick(['girl', 'bear', 'fox'])) as Who;
    const friend = cast(friendWho === ctx.who.who ? 'girl' : friendWho, rng.fork('partner'), p);
    // The thrower: arm flung forward and up after the throw, weight on the front foot.
    const thrower = posed(ctx, {
      legs: 'stride',
      lean: 10,
      front: { angle: 125, bend: 5, hand: 'open' },
      back: { angle: -40, bend: 20, hand: 'mitt' },
      turn: 0.6,
      headTilt: -14,
      gaze: [1, -0.6],
    });
    const a: Actor = { fig: thrower, x: -apart, facing: 1, scale: s };
    // The ball at the top of its arc, nearer the catcher, high over both heads.
    // Big enough to read as a heart (the world), not as a ball.
    const r = 21 * k;
    const at: Point = [apart * 0.18, -H * 1.45];
    const where = { x: apart, y: 0, facing: -1 as const, scale: friend.scale };
    const cheer: Feeling = ctx.feeling === 'surprise' ? 'surprise' : 'joy';
    const catcher = pose(
      friend,
      cheer,
      {
        legs: 'tiptoe',
        lean: -4,
        front: { reach: toActor(where, [at[0] + r + 10 * k, at[1] + r + 24 * k]), hand: 'open' },
        back: { reach: toActor(where, [at[0] + r + 20 * k, at[1] + r + 28 * k]), hand: 'open' },
        turn: 0.55,
        headTilt: -18,
        gaze: [0.8, -1],
      },
      ctx.ink,
    );
    const b: Actor = { fig: catcher, ...where };
    const hand: Point = [
      a.x + thrower.skeleton.hands.front[0] * s,
      thrower.skeleton.hands.front[1] * s,
    ];
    // Its path: dots from the thrower's hand up to the ball.
    const dots: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const t = i / 6;
      const x = hand[0] + (at[0] - hand[0]) * t;
      const y = hand[1] + (at[1] - hand[1]) * t - Math.sin(Math.PI * t * 0.5) * 20 * k;
      dots.push(`M${n(x - 1.2 * k)} ${n(y)}h${n(2.4 * k)}`);
    }
    const trail = stroke(dots.join(''), mix(p.ink, p.sky[1], 0.4), 2.6 * k, 'detail', 0);
    const thing = group(ball(ctx.object, p, r), `translate(${n(at[0])} ${n(at[1])})`);
    const nodes: Node[] = [trail, actorNodes(a), actorNodes(b), thing];
    const drawn = nodeBox(group(nodes), identity) ?? [
      -apart - 20 * k,
      at[1] - r,
      apart + 20 * k,
      0,
    ];
    const box: [number, number, number, number] = [
      drawn[0] - 4 * k,
      drawn[1] - 6 * k,
      drawn[2] + 4 * k,
      4,
    ];
    const globe = ctx.object === 'globe';
    const glows = [{ at: mx(at, facing), r: r * (globe ? 1.6 : 2.4), color: p.light }];
    return staged(facingBox(box, facing), mx(at, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [-apart * facing, 20 * k],
        [apart * facing, 20 * k],
      ],
      glows,
      light: { at: mx(at, facing), kind: 'glow', reach: (globe ? 100 : 160) * k },
    });
  },
};
