/**
 * A guide dog at work far above the world: in its white harness it leads a blind man on his walk
 * across the clouds, head up and watchful; he follows the handle calmly, his white stick tucked
 * under his arm, dark glasses on, with no idea how high they are. Birds fly past below his knees.
 */
import { at, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { walkingDog } from '../../kit/dog-walking.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The man's air: at ease on his daily walk, or moved by something he cannot see. */
function walkerFeeling(f: Feeling): Feeling {
  return f === 'resolve' ? 'calm' : 'joy';
}

/**
 * The dog walking ahead on the cloud, the man a step behind holding its harness handle, his far
 * arm keeping the folded white stick; two birds below them.
 */
export const guideSky: Action = {
  id: 'guide-sky',
  objects: ['sky'],
  who: ['dog'],
  feelings: ['resolve', 'calm'],
  settings: ['clouds'],
  framings: ['low', 'wide'],
  fixedFramings: true,
  // “Across the clouds” says the place.
  ownPlace: true,
  // A walk on the clouds is the dream; nothing is added beside it.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: (o) => `guide-sky:${o}`,
  concepts: [
    'guide dog',
    'blindness',
    'trust',
    'blind faith',
    'walking on air',
    'guardian',
    'unaware of danger',
    'heights',
    'loyalty',
    'a leap of faith',
  ],
  say: sayFrom(
    {
      sky: {
        en: 'leads a blind man on his walk across the clouds, and he has no idea how high they are',
        ja: '目の見えない男の人を連れて雲の上を散歩している。どれほど高いところか、男の人は知らない',
        ru: 'ведёт слепого на прогулку по облакам, а он и не знает, как высоко они идут',
        pt: 'guia um homem cego no seu passeio por cima das nuvens, e ele não faz ideia da altura a que estão',
        fi: 'taluttaa sokeaa miestä kävelyllä pilvien yllä, eikä mies aavista, kuinka korkealla he ovat',
      },
    },
    'sky',
  ),
  stage(ctx) {
    const { p, facing, rng } = setUp(ctx);
    const k = ctx.who.scale;
    const harnessWhite = mix('#f4f1ea', p.paper, 0.1);
    const dog = walkingDog({
      fur: ctx.who.look.skin,
      collar: mix(p.accent, '#c0392b', 0.4),
      harness: harnessWhite,
      feeling: ctx.feeling,
      turn: 0.6,
      gaze: [1, 0],
      ink: ctx.ink,
      headTilt: -4,
    });
    const dogX = 8;
    const dogNodes = group(dog.nodes, at(dogX, 0, k));
    // The handle rises from the harness back towards the man's hand.
    const root: Point = [dogX + dog.harness[0] * k, dog.harness[1] * k];
    const grip: Point = [root[0] - 20, root[1] - 14];
    const handle = stroke(
      `M${n(root[0] + 3)} ${n(root[1])}L${n(grip[0] + 2)} ${n(grip[1])}L${n(grip[0] - 2)} ${n(grip[1] + 1)}L${n(root[0] - 3)} ${n(root[1] + 1)}`,
      darker(harnessWhite, 0.35),
      1.8,
      'cloth',
    );
    const man = cast(rng.pick(['man', 'old-man'] as const), rng.fork('walker'), p);
    const mm = measure(man);
    const ms = Math.min(1, 100 / mm.height);
    const manX = grip[0] - 26;
    const place = { x: manX, y: 0, facing: 1 as const, scale: ms };
    const hand = toActor(place, grip);
    const walker = pose(
      { ...man, look: { ...man.look, glasses: false } },
      walkerFeeling(ctx.feeling),
      {
        legs: 'walk',
        front: { reach: hand, hand: 'fist' },
        back: { angle: 20, bend: 70, hand: 'fist' },
        turn: 0.5,
        headTilt: -6,
        gaze: [0.3, -0.6],
      },
      ctx.ink,
    );
    const a: Actor = { fig: walker, ...place };
    // Dark round glasses over his eyes (the kit's eye line for a human head, turned 0.5).
    const R = walker.headR;
    const hc = walker.skeleton.headCentre;
    const t = 0.5;
    const cx = hc[0] + t * R * 0.42;
    const gap = 0.37 * R * (1 - 0.32 * t);
    const ey = hc[1] + R * 0.06;
    const lens = '#23232b';
    const glasses = group(
      [
        fill(
          `M${n(cx - gap - R * 0.23)} ${n(ey)}a${n(R * 0.23)} ${n(R * 0.2)} 0 1 0 ${n(R * 0.46)} 0a${n(R * 0.23)} ${n(R * 0.2)} 0 1 0 ${n(-R * 0.46)} 0Z` +
            `M${n(cx + gap - R * 0.23)} ${n(ey)}a${n(R * 0.23)} ${n(R * 0.2)} 0 1 0 ${n(R * 0.46)} 0a${n(R * 0.23)} ${n(R * 0.2)} 0 1 0 ${n(-R * 0.46)} 0Z`,
          lens,
          'detail',
          0,
        ),
        stroke(
          `M${n(cx - gap + R * 0.23)} ${n(ey)}L${n(cx + gap - R * 0.23)} ${n(ey)}`,
          lens,
          R * 0.06,
          'detail',
          0,
        ),
      ],
      at(manX, 0, ms),
    );
    // The white stick, folded, under his far arm.
    const stickAt: Point = [
      manX + walker.skeleton.hands.back[0] * ms,
      walker.skeleton.hands.back[1] * ms,
    ];
    const stick = stroke(
      `M${n(stickAt[0] - 10)} ${n(stickAt[1] - 6)}L${n(stickAt[0] + 12)} ${n(stickAt[1] + 8)}`,
      '#f4f4f0',
      2.2,
      'detail',
    );
    const stickTip = stroke(
      `M${n(stickAt[0] + 8)} ${n(stickAt[1] + 5.5)}L${n(stickAt[0] + 12)} ${n(stickAt[1] + 8)}`,
      '#c0392b',
      2.2,
      'detail',
      0,
    );
    // A flight of birds passing below them, over the cloud tops: this is how high they walk.
    const birdColor = mix(p.ink, p.sky[1], 0.25);
    const low = (manX + dogX) / 2;
    const birds = [
      placed(P.bird(birdColor, p.ink, 'down'), [low - 26, 19 + rng.range(-1, 1)], 0.6),
      placed(P.bird(birdColor, p.ink, 'up'), [low + 2, 23 + rng.range(-1, 1)], 0.5),
      placed(P.bird(birdColor, p.ink, 'down'), [low + 28, 20 + rng.range(-1, 1)], 0.45),
    ];
    // The cloud they walk on: a white cumulus heaped under their feet, its underside in shade.
    const x0 = manX - 30;
    const x1 = dogX + 46;
    const bumps: string[] = [];
    for (let x = x0 + 8; x < x1 - 4; x += 11)
      bumps.push(
        `M${n(x - 9)} ${n(2)}a9 ${n(7 + (x % 3))} 0 1 1 18 0a9 ${n(7 + (x % 3))} 0 1 1 -18 0Z`,
      );
    const cloudWhite = mix('#ffffff', p.sky[1], 0.12);
    const cloud: Node[] = [
      fill(
        `M${n(x0)} 4Q${n(x0 - 4)} 12 ${n(x0 + 10)} 13Q${n((x0 + x1) / 2)} 18 ${n(x1 - 8)} 13Q${n(x1 + 4)} 10 ${n(x1)} 3Z`,
        mix(cloudWhite, p.sky[0], 0.3),
        'detail',
      ),
      fill(bumps.join(''), cloudWhite, 'detail', 0),
    ];
    const nodes: Node[] = [stick, stickTip, actorNodes(a), glasses, handle, dogNodes];
    const top = -mm.height * ms - 8;
    const box: [number, number, number, number] = [manX - 24, top, dogX + 40, 26];
    return staged(facingBox(box, facing), mx([(manX + dogX) / 2, -40], facing), {
      actors: mirror(nodes, facing),
      behind: mirror(cloud, facing),
      before: mirror(birds, facing),
      contacts: [
        [manX * facing, 22],
        [dogX * facing, 40],
      ],
    });
  },
};
