/**
 * Hachiko's wait: a dog sits on the edge of an empty railway platform in the snow, looking down
 * the line for the master who never came back on the evening train, snow lying on its back and
 * head, the station clock over it. Behind it the master has come after all, as a ghost, bending
 * to stroke its head; the dog, watching the rails, does not see him.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { seatedDog, snowOn } from '../../kit/dog-seated.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Character } from '../cast.ts';
import { facingBox, measure, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The master's ghost: a man in a hat, all in one pale, cold blue, as if made of the snow's light. */
function ghostOf(c: Character): Character {
  const pale = '#c9d8f0';
  return {
    ...c,
    look: {
      ...c.look,
      skin: '#e4ecf8',
      hair: pale,
      top: '#a9bfe4',
      bottom: '#9fb4da',
      shoes: '#94a8cf',
      trim: pale,
      scarf: undefined,
      hat: 'bowler',
      hatColor: '#9fb4da',
    },
  };
}

/** The ghost's face, answering the dog's: a tender one for a longing dog, a sorrowful one for grief. */
function ghostFeeling(f: Feeling): Feeling {
  return f === 'grief' ? 'longing' : 'calm';
}

/**
 * The dog sitting at the platform's edge facing down the line, the ghost standing behind it bent
 * over its head, a lamp post with the station clock ahead of it; the platform's stone face, then
 * the rails, run across the foot of the card.
 */
export const hachikoWait: Action = {
  id: 'hachiko-wait',
  objects: ['ghost'],
  who: ['dog'],
  feelings: ['longing', 'grief'],
  settings: ['snowfield'],
  // Near on the two of them: a low or medium shot left them a strip under a tall snowy sky.
  framings: ['near'],
  fixedFramings: true,
  // “A snowy railway platform” says the place.
  ownPlace: true,
  // A master's ghost at the dog's side is the dream; nothing is added beside it.
  untwisted: true,
  lights: ['sky', 'sun', 'moon'],
  family: (o) => `hachiko-wait:${o}`,
  concepts: [
    'loyalty',
    'waiting',
    'Hachiko',
    'faithful dog',
    'railway station',
    'ghost',
    'love after death',
    'winter',
    'the one who never came',
    'grief',
  ],
  say: sayFrom(
    {
      ghost: {
        en: 'waits on a snowy railway platform for a master who never comes, not seeing his ghost stroking its head',
        ja: '雪の駅のホームで帰らない主人を待ち続けている。頭をなでる主人の幽霊には気づかないまま',
        ru: 'ждёт на заснеженном перроне хозяина, который не вернётся, и не видит его призрака, который гладит его по голове',
        pt: 'espera numa plataforma de comboio coberta de neve pelo dono que nunca chega, sem ver o fantasma dele a afagar-lhe a cabeça',
        fi: 'odottaa lumisella asemalaiturilla isäntää, joka ei koskaan tule, eikä näe tämän aavetta silittämässä päätään',
      },
    },
    'ghost',
  ),
  stage(ctx) {
    const { p, facing, rng } = setUp(ctx);
    const dogCast = ctx.who;
    const snow = mix('#fbfcff', p.paper, 0.15);
    const collar = mix(p.accent, '#c0392b', 0.5);
    const dog = seatedDog({
      fur: dogCast.look.skin,
      collar,
      feeling: ctx.feeling,
      turn: 0.55,
      gaze: [1, -0.2],
      ink: ctx.ink,
      headTilt: -6,
    });
    const k = dogCast.scale;
    const dogAt: Point = [0, 0];
    const head: Point = [dogAt[0] + dog.headCentre[0] * k, dogAt[1] + dog.headCentre[1] * k];
    const dogNodes: Node[] = [
      group(dog.nodes, `translate(${n(dogAt[0])} ${n(dogAt[1])}) scale(${n(k)})`),
      // Snow lying on the back and a cap of it on the crown: it has sat there for a long time.
      group(
        [
          snowOn(dog.back, 3.2, snow),
          fill(
            `M${n(dog.headCentre[0] - 8)} ${n(dog.headCentre[1] - 8.5)}Q${n(dog.headCentre[0])} ${n(dog.headCentre[1] - 14)} ${n(dog.headCentre[0] + 8)} ${n(dog.headCentre[1] - 8.5)}Q${n(dog.headCentre[0])} ${n(dog.headCentre[1] - 10)} ${n(dog.headCentre[0] - 8)} ${n(dog.headCentre[1] - 8.5)}Z`,
            snow,
            'detail',
          ),
        ],
        `translate(${n(dogAt[0])} ${n(dogAt[1])}) scale(${n(k)})`,
      ),
    ];
    // The ghost behind the dog, bent over it, his hand on the crown of its head.
    const man = ghostOf(cast(rng.pick(['man', 'old-man'] as const), rng.fork('master'), p));
    const mm = measure(man);
    const gs = Math.min(1.05, (100 / mm.height) * 1.0);
    const gx = head[0] - 34;
    const place = { x: gx, y: 0, facing: 1 as const, scale: gs };
    const handAt = toActor(place, [head[0] - 2, head[1] - dog.headR * 0.95]);
    const ghostFig = pose(
      man,
      ghostFeeling(ctx.feeling),
      {
        legs: 'stand',
        lean: 12,
        front: { reach: handAt, hand: 'open' },
        back: { reach: [-4, -48], hand: 'open' },
        turn: 0.55,
        headTilt: 14,
        gaze: [0.6, 1],
      },
      ctx.ink,
    );
    const ghost: Actor = { fig: ghostFig, ...place };
    const ghostNodes: Node[] = [
      {
        type: 'group',
        children: [actorNodes(ghost)],
        opacity: 0.62,
      },
    ];
    // The platform's stone face down to the rails, its edge a pale line; the rails below it.
    const stone = mix(p.far, '#8e8a86', 0.55);
    const left = -160;
    const right = 160;
    const platform: Node[] = [
      fill(rect(left, 0, right - left, 13, 0), darker(stone, 0.12), 'stone'),
      fill(rect(left, -1.5, right - left, 4, 0), lighter(stone, 0.45), 'stone', 0),
      stroke(
        Array.from({ length: 14 }, (_, i) => `M${n(left + 10 + i * 24)} 3V13`).join(''),
        darker(stone, 0.3),
        0.8,
        'detail',
        0,
      ),
    ];
    const steel = mix('#5a5a62', p.ink, 0.3);
    const sleepers: string[] = [];
    for (let x = left; x < right; x += 12) sleepers.push(`M${n(x)} 17L${n(x + 3)} 27`);
    const rails: Node[] = [
      stroke(sleepers.join(''), darker(p.wood, 0.35), 3.2, 'wood'),
      stroke(`M${n(left)} 18.5H${n(right)}M${n(left)} 25H${n(right)}`, steel, 1.6, 'metal'),
      // Snow along the far rail and between them: nothing has passed for a long time.
      stroke(`M${n(left)} 21.5H${n(right)}`, snow, 2.4, 'detail', 0),
    ];
    // The lamp post with the station clock, ahead of the dog: the hour long past.
    const postX = head[0] + 30;
    const clockAt: Point = [postX, -92];
    const post: Node[] = [
      stroke(`M${n(postX)} 0V${n(clockAt[1] + 6)}`, darker(steel, 0.1), 2.6, 'metal'),
      fill(rect(postX - 4, -3, 8, 3, 1), darker(steel, 0.2), 'metal'),
      placed(
        P.clock({ main: darker(steel, 0.05), ink: p.ink, light: p.light, metal: steel }, 9, 7, 35),
        clockAt,
      ),
      // A cap of snow on the clock.
      fill(
        `M${n(postX - 9)} ${n(clockAt[1] - 8)}Q${n(postX)} ${n(clockAt[1] - 15)} ${n(postX + 9)} ${n(clockAt[1] - 8)}Z`,
        snow,
        'detail',
      ),
    ];
    // Falling snow over the whole scene.
    const flakes: Node[] = [];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(gx - 30, postX + 24);
      const y = rng.range(-128, -4);
      flakes.push(
        fill(`M${n(x - 1.3)} ${n(y)}a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0Z`, snow, 'detail', 0),
      );
    }
    const nodes: Node[] = [...post, ...ghostNodes, ...dogNodes];
    const ghostTop = -mm.height * gs;
    const boxTop = Math.min(ghostTop, clockAt[1] - 16) - 6;
    const box: [number, number, number, number] = [gx - 26, boxTop, postX + 16, 30];
    const focus: Point = [head[0] - 8, head[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([...platform, ...rails], facing),
      // The falling snow is the air of the place, not the story: it may run off the card.
      wall: mirror(flakes, facing),
      actors: mirror(nodes, facing),
      contacts: [
        [dogAt[0] * facing, 34],
        [gx * facing, 20],
      ],
      closeBox: facingBox([gx - 14, boxTop, postX + 6, 8], facing),
      glows: [{ at: mx([gx, -60], facing), r: 50, color: '#dfe8ff' }],
    });
  },
};
