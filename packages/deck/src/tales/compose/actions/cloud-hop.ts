/**
 * Stepping stones in the sky: a character leaps from one cloud to the next (from star to star) as
 * a child hops across stones in a stream, in mid-air between them, arms out, with the ground far
 * below. Two floating shapes and a leap between them.
 */
import { ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { skyGlow } from './sky-swing.ts';
import { mirror, mx } from './water.ts';

/** One stepping stone, its top middle at (0, 0), `w` wide: a cloud, or a big flat star. */
function stone(object: NounId, p: Palette, w: number): Node[] {
  if (object === 'stars') {
    const glow = skyGlow(p, 0.45);
    return [group(P.star(glow, w * 0.5).nodes, `translate(0 ${n(w * 0.42)}) scale(1 0.72)`)];
  }
  // White with a slate underside peeking out below it: a cloud tinted from the sky melted into
  // a pale sky at phone size.
  const puff = mix('#ffffff', p.sky[1], 0.1);
  const under = darker(mix(p.sky[1], '#7d86a6', 0.6), 0.1);
  // A cloud spreads wider than a star of the same size: drawn a little narrower.
  return [
    fill(ellipse(0, w * 0.33, w * 0.36, w * 0.085), under, 'detail', 0),
    group(P.cloud(puff, w * 0.78).nodes, `translate(0 ${n(w * 0.17)})`),
  ];
}

/**
 * Hopping across the clouds (the stars) like stepping stones: the cloud it leapt from behind, the
 * next one ahead, the character between them in a split leap, arms out, a dotted arc of its jump.
 */
export const cloudHop: Action = {
  id: 'cloud-hop',
  objects: ['cloud', 'stars'],
  feelings: ['joy', 'mischief', 'resolve', 'fear', 'wonder'],
  // Open places under a wide sky (a forest hides the clouds; 'above the clouds' says it twice).
  settings: ['meadow', 'shore', 'snowfield', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A woodcut leaves the stepping stones as thin outlines on a dark sky: a muddy card.
  notLooks: ['woodcut'],
  lights: ['sun', 'sky', 'glow', 'moon'],
  family: (o) => `cloud-hop:${o}`,
  concepts: ['stepping stones', 'play', 'risk', 'adventure', 'sky', 'courage', 'daring'],
  say: sayFrom(
    {
      cloud: {
        en: 'hops from cloud to cloud as if they were stepping stones',
        ja: '飛び石をわたるように、雲から雲へぴょんと跳んでいる',
        ru: 'прыгает с облака на облако, будто по камушкам через ручей',
        pt: 'salta de nuvem em nuvem como se fossem pedras num riacho',
        fi: 'hyppii pilveltä pilvelle kuin astinkiviä pitkin',
      },
      stars: {
        en: 'hops from star to star as if they were stepping stones',
        ja: '飛び石をわたるように、星から星へぴょんと跳んでいる',
        ru: 'прыгает со звезды на звезду, будто по камушкам через ручей',
        pt: 'salta de estrela em estrela como se fossem pedras num riacho',
        fi: 'hyppii tähdeltä tähdelle kuin astinkiviä pitkin',
      },
    },
    'cloud',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The two stones high over the ground (so the land lies far below them), the next one a
    // little higher than the last.
    const w = 56 * k;
    const from: Point = [-50 * k, -92 * k];
    const to: Point = [52 * k, -102 * k];
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: [
        [78, 8],
        [-62, 30],
      ],
      lean: afraid ? -6 : 10,
      front: { angle: afraid ? 150 : 120, bend: 10, hand: 'open' },
      back: { angle: afraid ? -150 : -115, bend: -10, hand: 'open' },
      turn: 0.55,
      headTilt: afraid ? 14 : -4,
      gaze: afraid ? [0.5, 1] : [1, 0.3],
    });
    // Mid-leap above the gap, its feet well above both stones.
    const hopY = Math.min(from[1], to[1]) - 22 * k;
    const hopper: Actor = { fig, x: 2 * k, y: hopY, facing: 1, scale: s };
    // The trail of the leap: two strokes rising from the cloud it left towards its back foot.
    const arc = stroke(
      [0, 7]
        .map(
          (dy) =>
            `M${n(from[0] + 10 * k)} ${n(from[1] - 6 * k + dy * k)}Q${n(from[0] + 22 * k)} ${n(hopY - 6 * k + dy * k)} ${n(-20 * k)} ${n(hopY - 2 * k + dy * k)}`,
        )
        .join(''),
      lighter(p.sky[1], 0.5),
      1.2 * k,
      'detail',
      0,
    );
    const shadowColor = darker(p.sky[1], 0.2);
    const stones: Node[] = [
      group(stone(ctx.object, p, w), `translate(${n(from[0])} ${n(from[1])})`),
      group(stone(ctx.object, p, w * 1.05), `translate(${n(to[0])} ${n(to[1])})`),
    ];
    // Puffs kicked up where it pushed off.
    const puffs = stroke(
      `M${n(from[0] + 14 * k)} ${n(from[1] - 6 * k)}q3 -4 6 -2M${n(from[0] + 18 * k)} ${n(from[1] - 2 * k)}q4 -3 7 0`,
      shadowColor,
      1 * k,
      'detail',
      0,
    );
    const headTop = hopY + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      from[0] - w * 0.55,
      headTop - 6 * k,
      to[0] + w * 0.6,
      4,
    ];
    return staged(facingBox(box, facing), mx([0, hopY - H * 0.5], facing), {
      behind: mirror([arc], facing),
      actors: mirror([...stones, puffs, actorNodes(hopper)], facing),
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
