/**
 * A farewell: a child (anyone) holds an old woman's (old man's) hand, looking up at her, while
 * her back is coming away as a cloud of butterflies in the colours of her coat, skirt and hair,
 * streaming up and off; she looks down at the child, calm, the hand still whole.
 */
import { n, type Point } from '../../geom.ts';
import { group, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { butterfly } from '../../kit/things.ts';
import { actorNodes, actorPoint, cast, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who holds the hand: people, the young ones first (an owl's wing in a hand reads as a glove). */
const holders: readonly Who[] = ['girl', 'boy', 'woman', 'man'];

/** The old one's own feeling: at peace, or gently sorry. */
function leaverFeeling(f: Feeling): Feeling {
  return f === 'grief' ? 'longing' : 'calm';
}

/**
 * The old one's back edge, in its own units (facing +x, feet at 0): a ragged line from behind the
 * head down to the heels, the figure kept in front of it (the clip keeps x greater than the line).
 */
function keptSide(top: number, edgeX: (y: number) => number): string {
  const steps = 14;
  const pts: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = top + ((0 - top) * i) / steps;
    pts.push([edgeX(y) + (i % 2 === 0 ? 1.6 : -1.6), y]);
  }
  const edge = pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join('');
  return `${edge}L60 4L60 ${n(top - 20)}L${n((pts[0] ?? [0, 0])[0])} ${n(top - 20)}Z`;
}

/**
 * Holding an old one's hand as she turns into butterflies from her back, the butterflies in her
 * colours streaming up and away.
 */
export const flockFarewell: Action = {
  id: 'flock-farewell',
  objects: ['butterflies'],
  who: holders,
  seconds: () => ['old-woman', 'old-man'],
  feelings: ['grief', 'longing', 'calm'],
  settings: ['snowfield', 'desert', 'clouds'],
  framings: ['medium'],
  fixedFramings: true,
  // A person flying away as butterflies is the dream; a twist beside it only crowds the flight.
  // Butterflies, not birds: four of the deck's cards already send birds flying out of a thing.
  untwisted: true,
  notLooks: ['silhouette'],
  family: (o) => `flock-farewell:${o}`,
  concepts: [
    'parting',
    'grandparent',
    'the soul',
    'memory',
    'love',
    'migration',
    'freedom',
    'transformation',
  ],
  say: sayFrom(
    {
      'old-woman': {
        en: 'holds the hand of an old woman who is flying away as a cloud of butterflies',
        ja: 'たくさんの蝶になって飛び去っていくおばあさんの手を握っている',
        ru: 'держит за руку старушку, которая улетает облаком бабочек',
        pt: 'segura a mão de uma velhinha que se vai embora a voar, feita uma nuvem de borboletas',
        fi: 'pitelee kädestä vanhaa naista, joka lentää pois perhosparvena',
      },
      'old-man': {
        en: 'holds the hand of an old man who is flying away as a cloud of butterflies',
        ja: 'たくさんの蝶になって飛び去っていくおじいさんの手を握っている',
        ru: 'держит за руку старика, который улетает облаком бабочек',
        pt: 'segura a mão de um velhinho que se vai embora a voar, feito uma nuvem de borboletas',
        fi: 'pitelee kädestä vanhaa miestä, joka lentää pois perhosparvena',
      },
    },
    'old-woman',
  ),
  stage(ctx) {
    const { p, facing, s, m, rng } = setUp(ctx);
    const u = (m.height * s) / 100;
    const old = cast((ctx.second ?? 'old-woman') as Who, rng.fork('old'), p);
    const so = old.scale;
    // The old one faces the holder, a little turned away, one hand down to the holder's.
    const probe = posed({ ...ctx, who: old }, { legs: 'stand' });
    // An arm's length apart whoever holds the hand (a child's units would stand them overlapping).
    const oldX = 20;
    const holderX = -24;
    const holdAt: Point = [
      (oldX + holderX) / 2,
      Math.max(probe.skeleton.hip[1] * so, -40 * u) - 2 * u,
    ];
    const oldFig = posed(
      { ...ctx, who: old, feeling: leaverFeeling(ctx.feeling) },
      {
        legs: 'stand',
        lean: 4,
        front: { reach: [(oldX - holdAt[0]) / so, holdAt[1] / so], hand: 'mitt' },
        back: { angle: 12, bend: 10, hand: 'open' },
        turn: 0.5,
        headTilt: 14,
        gaze: [0.8, 0.7],
      },
    );
    const leaver: Actor = { fig: oldFig, x: oldX, facing: -1, scale: so };
    const holderFig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: [(holdAt[0] - holderX) / s, holdAt[1] / s], hand: 'mitt' },
      back: { angle: 8, bend: 10, hand: 'open' },
      turn: 0.8,
      headTilt: -14,
      gaze: [0.8, -0.9],
    });
    const holder: Actor = { fig: holderFig, x: holderX, facing: 1, scale: s };
    // The back comes away: the figure kept only in front of a ragged line, leaning further back
    // towards the top (the head's back and the shoulders go first).
    const sk = oldFig.skeleton;
    const top = sk.headCentre[1] - oldFig.headR * 1.6;
    const edgeX = (y: number): number => {
      const down = (y - top) / (0 - top);
      return 4 - down * 10;
    };
    const whole = actorNodes(leaver);
    const kept: Node = whole.type === 'group' ? { ...whole, clip: keptSide(top, edgeX) } : whole;
    // The butterflies: from the cut edge, up and away behind her, in her colours, then darker.
    const colours = [old.look.top, old.look.bottom, old.look.hair, old.look.top, old.look.bottom];
    const birds: Node[] = [];
    const count = 14;
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const y = top + (0 - top) * (0.15 + (0.7 * ((i * 7) % count)) / count);
      const from = actorPoint(leaver, [edgeX(y) - 2, y]);
      // Farther ones higher, farther back and a little smaller, spreading out.
      const away: Point = [
        from[0] + (4 + t * 52 + rng.range(-3, 3)) * u,
        from[1] - (2 + t * 58 + rng.range(-4, 4)) * u - t * t * 20 * u,
      ];
      const size = (0.68 - t * 0.3) * u;
      const colour = mix(colours[i % colours.length] ?? old.look.top, darker(p.ink, 0.1), t * 0.45);
      const prop = butterfly(colour, ctx.ink, i % 2 === 0 ? 1 : 0.8);
      birds.push(
        group(
          prop.nodes,
          `translate(${n(away[0])} ${n(away[1])}) scale(${n(size * 1.9)}) rotate(${n(rng.range(-30, 30))})`,
        ),
      );
    }
    const nodes: Node[] = [actorNodes(holder), kept, ...birds];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR * 1.4])[1];
    const lastBird = birds.length > 0 ? oldX + 70 * u : oldX;
    const box: [number, number, number, number] = [
      holderX - 16 * s,
      Math.min(headTop(leaver), headTop(holder), top * so - 70 * u) - 4 * u,
      lastBird,
      4,
    ];
    return staged(facingBox(box, facing), mx(holdAt, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [holderX * facing, 18 * s],
        [oldX * facing, 18 * so],
      ],
      closeBox: facingBox(box, facing),
    });
  },
};
