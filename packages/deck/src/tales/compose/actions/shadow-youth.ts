/**
 * Two old friends on a bench against a garden wall, and on the wall behind them their shadows
 * are two children playing (running off with a kite, a balloon, skipping under an umbrella).
 * The pair sits still and quiet; all the running is on the wall.
 */
import { at, n, rect } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Figure } from '../../kit/figure.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import {
  actorNodes,
  actorPoint,
  cast,
  pose,
  type Actor,
  type Character,
  type Who,
} from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import { flat } from '../twists.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The child a shadow shows for each old one (a grandmother's shadow is a girl with pigtails). */
function childOf(c: Character): Who {
  return c.who === 'old-woman' ? 'girl' : 'boy';
}

/**
 * Two old friends sitting on a bench, the shadows on the wall behind them two children at play
 * with a kite, a balloon or under one umbrella.
 */
export const shadowYouth: Action = {
  id: 'shadow-youth',
  objects: ['kite', 'balloon', 'umbrella'],
  who: ['old-woman', 'old-man'],
  seconds: () => ['old-woman', 'old-man'],
  feelings: ['calm', 'longing', 'joy', 'wonder', 'grief'],
  // Outdoors, where a garden wall stands: the setting's own room would draw a second wall.
  settings: ['meadow', 'shore', 'snowfield', 'rooftop'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  // A low sun or the moon throws long shadows.
  lights: ['sun', 'moon'],
  family: (o) => `shadow-youth:${o}`,
  concepts: [
    'old age',
    'childhood',
    'shadow',
    'bench',
    'wall',
    'companionship',
    'the past',
    'inner life',
  ],
  say: sayFrom(
    {
      kite: {
        en: 'sits still on a bench beside an old friend, while on the wall behind them their shadows run off as two children with a kite',
        ja: '古い友だちとベンチに静かに座っている。後ろの壁では二人の影が子どもになって、凧を揚げて走り回っている',
        ru: 'тихо сидит на скамейке со старым другом, а на стене за ними их тени — двое детей, бегущих с воздушным змеем',
        pt: 'fica em silêncio num banco ao lado de um velho amigo, enquanto na parede atrás as suas sombras correm como duas crianças com um papagaio de papel',
        fi: 'istuu hiljaa penkillä vanhan ystävän vieressä, ja seinällä heidän varjonsa juoksevat kahtena lapsena leijan perässä',
      },
      balloon: {
        en: 'sits still on a bench beside an old friend, while on the wall behind them their shadows skip along as two children with a balloon',
        ja: '古い友だちとベンチに静かに座っている。後ろの壁では二人の影が子どもになって、風船を持ってスキップしている',
        ru: 'тихо сидит на скамейке со старым другом, а на стене за ними их тени — двое детей, скачущих с воздушным шариком',
        pt: 'fica em silêncio num banco ao lado de um velho amigo, enquanto na parede atrás as suas sombras saltitam como duas crianças com um balão',
        fi: 'istuu hiljaa penkillä vanhan ystävän vieressä, ja seinällä heidän varjonsa hyppelevät kahtena lapsena ilmapallon kanssa',
      },
      umbrella: {
        en: 'sits still on a bench beside an old friend, while on the wall behind them their shadows dance as two children under one umbrella',
        ja: '古い友だちとベンチに静かに座っている。後ろの壁では二人の影が子どもになって、ひとつの傘の下で踊っている',
        ru: 'тихо сидит на скамейке со старым другом, а на стене за ними их тени — двое детей, танцующих под одним зонтиком',
        pt: 'fica em silêncio num banco ao lado de um velho amigo, enquanto na parede atrás as suas sombras dançam como duas crianças debaixo de um só guarda-chuva',
        fi: 'istuu hiljaa penkillä vanhan ystävän vieressä, ja seinällä heidän varjonsa tanssivat kahtena lapsena saman sateenvarjon alla',
      },
    },
    'kite',
  ),
  stage(ctx) {
    const { rng, p, facing } = setUp(ctx);
    const friendWho = (ctx.second ?? 'old-man') as Who;
    const friend = cast(friendWho, rng.fork('friend'), p);
    // The two sit close on the bench, turned a little towards each other.
    const quiet: Feeling = ctx.feeling === 'grief' ? 'longing' : ctx.feeling;
    const sitter = (c: Character, feeling: Feeling, lean: number, handOn: boolean): Figure =>
      pose(
        c,
        feeling,
        {
          legs: 'sit',
          lean,
          front: handOn
            ? { angle: 55, bend: 40, hand: 'mitt' }
            : { angle: 25, bend: 70, hand: 'mitt' },
          back: { angle: 20, bend: 75, hand: 'mitt' },
          turn: 0.35,
          headTilt: feeling === 'longing' ? 10 : 4,
          gaze: [1, 0.1],
        },
        ctx.ink,
      );
    const fa = sitter(ctx.who, ctx.feeling, 6, true);
    const fb = sitter(friend, quiet, 4, false);
    const seatY = Math.min(fa.skeleton.hip[1] * ctx.who.scale, fb.skeleton.hip[1] * friend.scale);
    const a: Actor = { fig: fa, x: -20, facing: 1, scale: ctx.who.scale };
    const b: Actor = { fig: fb, x: 20, facing: -1, scale: friend.scale };
    const seat = -seatY;
    // The bench under both: a plank seat, a back rail and two legs.
    const wood = p.wood;
    const bench: Node[] = [
      stroke(`M-34 0V${n(-seat)}M34 0V${n(-seat)}`, darker(wood, 0.3), 3, 'wood'),
      stroke(
        `M-36 ${n(-seat - 4)}V${n(-seat - 30)}M36 ${n(-seat - 4)}V${n(-seat - 30)}`,
        darker(wood, 0.3),
        2.4,
        'wood',
      ),
      fill(rect(-40, -seat - 30, 80, 6, 1.5), wood, 'wood'),
      fill(rect(-42, -seat - 1, 84, 5, 1.5), lighter(wood, 0.08), 'wood'),
    ];
    // The wall behind, wide and taller than the pair, with a coping along its top.
    const wallTop = -150;
    const plaster = mix(p.wall, p.paper, 0.35);
    const wall: Node[] = [
      fill(rect(-420, wallTop, 840, -wallTop + 2, 0), plaster, 'wall'),
      fill(rect(-424, wallTop - 7, 848, 8, 1), darker(plaster, 0.18), 'wall'),
      stroke(`M-420 -22H420`, darker(plaster, 0.1), 0.8, 'detail', 0),
    ];
    // The shadows: the two as children, thrown big and to one side on the wall, at play.
    const dark = mix(p.shade, '#000000', 0.35);
    const kids = [
      cast(childOf(ctx.who), rng.fork('kid-a'), p),
      cast(childOf(friend), rng.fork('kid-b'), p),
    ] as const;
    const k = 1.25;
    const baseY = -14;
    const ox = 46;
    const drawn: Node[] = [];
    const leadFig = pose(
      kids[0],
      'joy',
      ctx.object === 'umbrella'
        ? {
            legs: 'walk',
            lean: 0,
            front: { angle: 150, bend: 20, hand: 'fist' },
            back: { angle: 40, bend: 20, hand: 'open' },
            turn: 0.6,
          }
        : {
            legs: 'run',
            lean: 14,
            front: { angle: 120, bend: 10, hand: 'fist' },
            back: { angle: -50, bend: 30, hand: 'open' },
            turn: 0.6,
            lift: 6,
          },
      ctx.ink,
    );
    const lead: Actor = { fig: leadFig, x: ox + 42, y: baseY, facing: 1, scale: k };
    const hand = actorPoint(lead, leadFig.skeleton.hands.front);
    const followFig = pose(
      kids[1],
      'joy',
      ctx.object === 'umbrella'
        ? {
            legs: 'walk',
            lean: -4,
            front: { reach: [18, -50], hand: 'fist' },
            back: { angle: 150, bend: 30, hand: 'open' },
            turn: 0.6,
          }
        : {
            legs: 'run',
            lean: 10,
            front: { angle: 100, bend: 10, hand: 'open' },
            back: { angle: 160, bend: 20, hand: 'open' },
            turn: 0.6,
            lift: 10,
          },
      ctx.ink,
    );
    const follow: Actor = { fig: followFig, x: ox - 20, y: baseY, facing: 1, scale: k };
    const toy: Node[] = [];
    if (ctx.object === 'kite') {
      toy.push(group(P.kite('#000', '#000', [30, -70]).nodes, at(hand[0], hand[1], 1.2)));
    } else if (ctx.object === 'balloon') {
      toy.push(group(P.balloon('#000', '#000', 56).nodes, at(hand[0], hand[1], 1)));
    } else {
      toy.push(
        group(
          P.umbrella({ main: '#000', ink: '#000', light: '#000', metal: '#000' }).nodes,
          at(hand[0], hand[1] + 4, 1.3, -12),
        ),
      );
    }
    drawn.push(
      ...toy,
      group(
        [...followFig.back, ...followFig.body, ...followFig.hands],
        at(follow.x, follow.y ?? 0, k),
      ),
    );
    drawn.push(
      group([...leadFig.back, ...leadFig.body, ...leadFig.hands], at(lead.x, lead.y ?? 0, k)),
    );
    const shadows = group(flat(drawn, dark));
    const shade = { ...shadows, opacity: 0.6 };
    const nodes: Node[] = [...bench, actorNodes(a), actorNodes(b)];
    const drawnBox = nodeBox(group([shade, ...nodes]), identity) ?? [-50, wallTop, 130, 0];
    const box: [number, number, number, number] = [
      drawnBox[0] - 4,
      drawnBox[1] - 6,
      drawnBox[2] + 4,
      4,
    ];
    return staged(facingBox(box, facing), mx([30, -70], facing), {
      wall: mirror(wall, facing),
      behind: mirror([shade], facing),
      actors: mirror(nodes, facing),
      contacts: [[0, 80]],
      closeBox: facingBox(box, facing),
    });
  },
};
