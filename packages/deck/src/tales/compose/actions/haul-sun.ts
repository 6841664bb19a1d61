/**
 * Hauling up the dawn: two friends one behind the other lean into a rope over the ground like boat
 * haulers, and at the rope's far end, lassoed, the huge sun comes up from behind a hill at their
 * backs. Morning as a day's hard work done together.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, toActor, whos, type Actor, type Who } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who hauls behind the subject, by size: a companion about as tall, so the pair reads as one. */
const smallHaulers: readonly Who[] = ['girl', 'boy', 'rabbit', 'cat', 'frog', 'owl'];
const tallHaulers: readonly Who[] = ['woman', 'man', 'fox', 'bear', 'wolf', 'old-woman', 'old-man'];

/**
 * The two haulers walk away from the sun, bent forward, both hands on the rope at the chest; the
 * rope runs back from hand to hand and rises to the sun's rim, where a loop of it girdles the
 * disc half risen over the horizon.
 */
export const haulSun: Action = {
  id: 'haul-sun',
  objects: ['light'],
  // A mouse or a frog leading the haul is too small beside its friend at phone size.
  who: whos.filter((w) => w !== 'mouse' && w !== 'frog'),
  feelings: ['resolve', 'wonder', 'mischief', 'grief', 'surprise'],
  // Open ground with a long horizon for the sun to come up from.
  settings: ['meadow', 'shore', 'snowfield', 'desert', 'icefield'],
  framings: ['medium'],
  fixedFramings: true,
  // The sun on a rope is the dream; a twist has no room beside the haulers.
  untwisted: true,
  lights: ['sun', 'sky', 'glow'],
  family: () => 'haul-sun',
  concepts: [
    'dawn',
    'sunrise',
    'teamwork',
    'effort',
    'morning',
    'new day',
    'hope',
    'rope',
    'togetherness',
  ],
  say: sayFrom(
    {
      light: {
        en: 'hauls the sun up over a hill on a rope at dawn, with a friend',
        ja: '夜明けに、友だちと綱を引いて、太陽を丘の向こうから引き上げている',
        ru: 'на рассвете вместе с другом тянет на канате солнце из-за холма',
        pt: 'ao amanhecer, com um amigo, puxa o sol por cima de uma colina com uma corda',
        fi: 'hinaa aamunkoitteessa ystävän kanssa auringon köydellä kummun yli',
      },
    },
    'light',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const pool = ctx.who.age === 'child' ? smallHaulers : tallHaulers;
    const kinds = rng.shuffle(pool.filter((w) => w !== ctx.who.who));
    const friends = [kinds[0] ?? 'girl'].map((w, i) => cast(w, rng.fork(`hauler${String(i)}`), p));
    const effort: Feeling = 'resolve';
    // The sun behind, half up over the horizon at the left; the rope leaves its right rim.
    // The sun big behind a hill, its lower part still under it: half a card wide, so it reads as the sun coming up and not as a ball dragged along the ground.
    const r = 40 * k;
    const sun: Point = [-22 * k, -32 * k];
    const loopY = sun[1] - r * 0.3;
    const tie: Point = [sun[0] + r * Math.sqrt(1 - 0.09), loopY];
    const end: Point = [54 * k, -58 * k];
    const ropeAt = (x: number): Point => {
      const t = (x - tie[0]) / (end[0] - tie[0]);
      return [x, tie[1] + (end[1] - tie[1]) * t];
    };
    // The two haulers, the subject in front (nearest the rope's free end).
    const xs = [-4 * k, 40 * k];
    const people = [...friends, ctx.who];
    const actors: Actor[] = [];
    const hands: Node[] = [];
    people.forEach((c, i) => {
      const x = xs[i] ?? 0;
      const mine = i === people.length - 1;
      const where = { x, y: 0, facing: 1 as const, scale: c.scale };
      const grip = ropeAt(x + 8 * k);
      const fig = pose(
        c,
        mine ? ctx.feeling : effort,
        {
          legs: 'walk',
          lean: 20,
          front: { reach: toActor(where, grip), hand: 'fist' },
          back: { reach: toActor(where, ropeAt(x + 2 * k)), hand: 'fist' },
          turn: 0.55,
          headTilt: mine && ctx.feeling === 'grief' ? 16 : 4,
          gaze: mine ? [0.6, 0.2] : [1, 0.1],
        },
        ctx.ink,
      );
      actors.push({ fig: { ...fig, hands: [] }, ...where });
      hands.push(group(fig.hands, `translate(${n(x)} 0) scale(${n(c.scale)})`));
    });
    const glowColor = '#ffd27a';
    const disc: Node[] = [
      fill(oval(sun[0], sun[1], r * 1.16, r * 1.16), lighter(glowColor, 0.3), 'glow', 0),
      stroke(
        Array.from({ length: 18 }, (_, i) => {
          const a = (i / 18) * Math.PI * 2;
          const out = i % 2 === 0 ? 1.42 : 1.32;
          return `M${n(sun[0] + Math.cos(a) * r * 1.22)} ${n(sun[1] + Math.sin(a) * r * 1.22)}L${n(sun[0] + Math.cos(a) * r * out)} ${n(sun[1] + Math.sin(a) * r * out)}`;
        }).join(''),
        '#ffb03a',
        r * 0.07,
        'glow',
        0,
      ),
      fill(oval(sun[0], sun[1], r, r), '#ffb03a', 'glow'),
      fill(oval(sun[0] - r * 0.18, sun[1] - r * 0.22, r * 0.6, r * 0.6), '#ffd36a', 'glow', 0),
    ];
    const rope = '#7a4a26';
    // The loop round the sun's upper half, its near side drawn over the disc.
    const lasso = stroke(oval(sun[0], loopY, r * 0.96, r * 0.16), rope, 2.2 * k, 'detail');
    const line = stroke(
      `M${n(tie[0])} ${n(tie[1])}L${n(end[0])} ${n(end[1])}q${n(4 * k)} ${n(10 * k)} ${n(-2 * k)} ${n(24 * k)}`,
      rope,
      2.2 * k,
      'detail',
    );
    // The hill the sun is hauled up from behind, in front of its lower part, sloping down to
    // the haulers' ground.
    const ridgeColor = darker(mix(p.ground, p.far, 0.45), 0.12);
    const x0 = sun[0] - r * 1.3;
    const x1 = 30 * k;
    const ridgeTop = (x: number): number => {
      const t = Math.min(1, Math.max(0, (x - x0) / (x1 - x0)));
      // A long hill, highest under the sun, sloping down at its far end and to the ground by
      // the haulers' feet.
      return -(36 + 5 * Math.sin(t * Math.PI * 3 + 0.4)) * k * Math.min(1, t * 4, (1 - t) * 1.6);
    };
    const ridge = `M${n(x0)} 0${Array.from({ length: 31 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / 30;
      return `L${n(x)} ${n(ridgeTop(x))}`;
    }).join('')}L${n(x1)} 0Z`;
    // The sun's part below the ground cut away (the ridge hides the rest).
    const upper = `M${n(sun[0] - r * 1.6)} ${n(sun[1] - r * 1.6)}H${n(sun[0] + r * 1.6)}V0H${n(sun[0] - r * 1.6)}Z`;
    const risen = group([...disc, lasso], undefined, upper);
    const heads = people.map((c) => -95 * c.scale);
    const top = Math.min(...heads, sun[1] - r * 1.45) - 6 * k;
    // The box cuts the far rays: the haulers must stand a third of the card tall.
    const box: [number, number, number, number] = [sun[0] - r * 1.15, top, end[0] + 6 * k, 4];
    return staged(facingBox(box, facing), mx([-12 * k, -40 * k], facing), {
      behind: mirror([risen, fill(ridge, ridgeColor, 'plant')], facing),
      actors: mirror([...actors.map(actorNodes), line, ...hands], facing),
      contacts: xs.map((x) => [x * facing, 24 * k] as const),
      glows: [{ at: mx(sun, facing), r: r * 1.9, color: glowColor }],
      light: { at: mx(sun, facing), kind: 'glow', reach: r * 5 },
    });
  },
};
