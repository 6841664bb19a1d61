import type { Point } from '../../geom.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { facingBox, measure, placed, posed, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { NounId } from '../nouns.ts';
import { poses, stance } from '../../kit/poses.ts';
import { poseSkeleton } from '../../kit/figure.ts';
import type { Action, Staged, StageContext } from '../types.ts';
import type { Figure } from '../../kit/figure.ts';
import { faceCover } from '../faults.ts';
import { group, type Node } from '../../ir.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';

/** Objects hung from one hand rather than cradled in two. */
const hanging: readonly NounId[] = ['lantern', 'candle', 'birdcage', 'key', 'fish'];
/** How much bigger than life a held thing is drawn, so it reads at a glance. */
const holdScale: Partial<Record<NounId, number>> = {
  star: 1.7,
  moon: 1.25,
  egg: 1.35,
  heart: 1.5,
  crown: 1.3,
  bird: 1.8,
  clock: 1.25,
  key: 1.1,
  fish: 1.2,
};

function lightOf(ctx: StageContext, at: Point, reach = 75): Staged['light'] {
  return glowsItself(ctx.object)
    ? {
        at,
        kind: ctx.object === 'lantern' ? 'lantern' : ctx.object === 'candle' ? 'candle' : 'glow',
        reach,
      }
    : undefined;
}

export const holdUp: Action = {
  id: 'hold-up',
  objects: [
    'lantern',
    'star',
    'moon',
    'egg',
    'heart',
    'fish',
    'key',
    'crown',
    'bird',
    'clock',
    'candle',
    'birdcage',
    'skull',
    'apple',
    'hourglass',
    'bomb',
    'lightbulb',
    'mask',
    'eyeball',
    'globe',
    'rose',
    'snail',
    'octopus',
    'spider',
    'mushroom',
  ],
  feelings: ['joy', 'wonder', 'surprise', 'resolve', 'longing', 'fear'],
  settings: [
    'attic',
    'bedroom',
    'kitchen',
    'rooftop',
    'forest',
    'shore',
    'meadow',
    'library',
    'stairwell',
    'theatre',
    'snowfield',
    'street',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `hold-up:${['lantern', 'candle', 'star'].includes(o) ? 'light' : o}`,
  concepts: ['triumph', 'offering', 'discovery'],
  say: phrasebook({
    en: (x) => `holds up ${enA(x)}`,
    ja: (x) => `${x.ja}を高く掲げている`,
    ru: (x) => `поднимает над головой ${x.ru.acc}`,
    pt: (x) => `ergue ${ptA(x.pt)} acima da cabeça`,
    fi: (x) => `nostaa ${x.fi.acc} pään yläpuolelle`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const m = measure(who);
    const thing = drawThing(ctx.object, ctx.palette, rng);
    const k = holdScale[ctx.object] ?? 1;
    const facing = rng.chance(0.5) ? 1 : -1;
    // Wonder and longing hold it up on their knees, as an offering to the sky.
    const kneels = ctx.feeling === 'wonder' || ctx.feeling === 'longing';
    const drop = kneels ? poseSkeleton(who.age, poses['kneel-up']).headCentre[1] - m.head[1] : 0;
    const legs = kneels ? stance('kneel-up') : {};
    // Raised clear of the face: a hung thing held out further in front, a cradled one lifted
    // higher (a blind review found roses, apples and octopuses held up over the face). A mask or
    // an eyeball held up before the face is the idea itself.
    const overFace = ctx.object === 'mask' || ctx.object === 'eyeball';
    type Hold = { fig: Figure; held: Node[]; centre: Point };
    let hold: Hold;
    if (hanging.includes(ctx.object)) {
      const holdAt = (out: number): Hold => {
        const hand: Point = [12 + out, m.reachTop + 4 + drop + out * 0.5];
        const fig = posed(ctx, {
          front: { reach: hand, hand: 'fist' },
          turn: 0.35,
          headTilt: -12,
          gaze: [0.5, -0.9],
          legs: ctx.feeling === 'fear' ? 'crouch' : 'tiptoe',
          lean: -4,
          ...legs,
        });
        const h = fig.skeleton.hands.front;
        const rot = ctx.object === 'key' ? -75 : ctx.object === 'fish' ? 80 : 0;
        const held = [placed(thing, [h[0], h[1] - 1], k, rot)];
        return { fig, held, centre: [h[0], h[1] + thing.size * 0.5 * k] };
      };
      hold = holdAt(0);
      for (let out = 4; out <= 40 && faceCover(hold.fig, hold.held) > 0.02; out += 4)
        hold = holdAt(out);
    } else {
      const r = (thing.size * k) / 2;
      const holdAt = (up: number): Hold => {
        const centre: Point = [
          3,
          Math.min(m.headTop - r * 0.6, m.reachTop + 6 - r * 0.55) + drop - up,
        ];
        // The hands at the thing's sides but never closer than the head's: arms crossing over
        // the face to hold a small thing read as a face hidden behind them.
        const half = Math.max(r * 0.75, m.headR * 1.1);
        const fig = posed(ctx, {
          front: { reach: [centre[0] + half, centre[1] + r * 0.55], hand: 'open' },
          back: { reach: [centre[0] - half, centre[1] + r * 0.55], hand: 'open' },
          backArmOver: true,
          turn: 0.2,
          headTilt: -18,
          gaze: [0.1, -1],
          legs: ctx.feeling === 'joy' ? 'tiptoe' : 'stand',
          lift: 0,
          lean: -3,
          ...legs,
        });
        return { fig, held: [placed(thing, centre, k)], centre };
      };
      hold = holdAt(0);
      for (let up = 3; !overFace && up <= r * 1.5 && faceCover(hold.fig, hold.held) > 0.02; up += 3)
        hold = holdAt(up);
    }
    const { fig, held, centre } = hold;
    const actor: Actor = { fig, held, x: 0, facing, scale: who.scale, overFace };
    const top = Math.min(centre[1] - thing.size * k, m.headTop) * who.scale;
    const world: Point = [centre[0] * facing * who.scale, centre[1] * who.scale];
    return staged([-40, top - 12, 40, 4], [world[0] * 0.5, (world[1] + m.head[1]) / 2], {
      actors: [actorNodes(actor)],
      contacts: [[0, 26]],
      light: lightOf(ctx, world),
      glows: glowsItself(ctx.object) ? [{ at: world, r: 26, color: ctx.palette.light }] : [],
      closeBox: [-30, top - 8, 30, m.shoulder * who.scale + 10],
    });
  },
};

export const lightWay: Action = {
  id: 'light-way',
  objects: ['lantern', 'candle'],
  feelings: ['fear', 'resolve', 'wonder', 'calm', 'longing'],
  settings: ['attic', 'forest', 'library', 'stairwell', 'street', 'snowfield', 'train', 'icefield'],
  framings: ['medium', 'wide', 'low'],
  lights: ['lantern', 'candle'],
  family: () => 'light-way',
  concepts: ['darkness', 'courage', 'path', 'search'],
  say: phrasebook({
    en: (x) => `lights the way with ${enA(x)}`,
    ja: (x) => `${x.ja}で行く手を照らしている`,
    ru: (x) => `освещает путь ${x.ru.ins}`,
    pt: (x) => `ilumina o caminho com ${ptA(x.pt)}`,
    fi: (x) => `valaisee tietään ${x.fi.ade}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const m = measure(who);
    const thing = drawThing(ctx.object, ctx.palette, rng);
    const facing = rng.chance(0.5) ? 1 : -1;
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      front: { reach: [m.height * 0.38, m.shoulder + 8], hand: 'fist' },
      back: afraid ? { reach: [4, m.head[1] + 6], hand: 'open' } : { angle: -25, bend: 20 },
      backArmOver: afraid,
      legs: afraid ? 'tiptoe' : 'walk',
      lean: afraid ? -6 : 8,
      turn: 0.7,
      gaze: [1, 0],
    });
    const h = fig.skeleton.hands.front;
    const actor: Actor = {
      fig,
      held: [placed(thing, [h[0], h[1] - 1], 1)],
      x: -10 * facing,
      facing,
      scale: who.scale,
    };
    const lampAt: Point = [(-10 + h[0] * who.scale) * facing, (h[1] + 16) * who.scale];
    return staged(facingBox([-55, m.headTop * who.scale - 20, 75, 4], facing), lampAt, {
      actors: [actorNodes(actor)],
      contacts: [[-10 * facing, 26]],
      light: { at: lampAt, kind: ctx.object === 'candle' ? 'candle' : 'lantern', reach: 70 },
      glows: [{ at: lampAt, r: 22, color: ctx.palette.light }],
    });
  },
};

export const carry: Action = {
  id: 'carry',
  objects: [
    'moon',
    'cloud',
    'key',
    'egg',
    'fish',
    'clock',
    'star',
    'birdcage',
    'heart',
    'anchor',
    'globe',
    'apple',
    'bomb',
    'skull',
    'hourglass',
    'mushroom',
    'octopus',
    'snail',
    'eyeball',
  ],
  feelings: ['resolve', 'joy', 'calm', 'longing', 'mischief', 'grief'],
  settings: [
    'street',
    'meadow',
    'forest',
    'shore',
    'rooftop',
    'snowfield',
    'stairwell',
    'kitchen',
    'attic',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `carry:${o}`,
  concepts: ['burden', 'journey', 'care', 'delivery'],
  say: phrasebook({
    en: (x) => `carries ${enA(x)} in both arms`,
    ja: (x) => `${x.ja}を両腕に抱えて運んでいる`,
    ru: (x) => `несёт в руках ${x.ru.acc}`,
    pt: (x) => `carrega ${ptA(x.pt)} nos braços`,
    fi: (x) => `kantaa sylissään ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const m = measure(who);
    const thing = drawThing(ctx.object, ctx.palette, rng);
    // A thing far too big to carry: half the carrier's height.
    const k = (m.height * 0.55) / Math.max(thing.size, 10);
    const r = (thing.size * k) / 2;
    // Its drawn middle (an egg is drawn from its base, a skull from its jaw), not its grip.
    const drawn = nodeBox(group(thing.nodes), identity) ?? [-1, -1, 1, 1];
    const grip: Point = thing.points?.['centre'] ?? [
      (drawn[0] + drawn[2]) / 2,
      (drawn[1] + drawn[3]) / 2,
    ];
    // Carried against the chest and out in front, clear of the face: lowered and pushed forward
    // until it covers none of it (a blind review found eggs, octopuses and skulls carried over
    // the carrier's face). An eyeball carried for a face is the idea itself.
    const carryAt = (down: number): { fig: Figure; held: Node[]; centre: Point } => {
      const centre: Point = [r * 0.55 + 4 + down * 0.45, m.shoulder + r * 0.15 + down];
      const fig = posed(ctx, {
        // Under the thing, not hanging below it (tale-071).
        front: { reach: [centre[0] + r * 0.1, centre[1] + r * 0.45], hand: 'mitt' },
        back: { reach: [centre[0] - r * 0.2, centre[1] - r * 0.55], hand: 'mitt' },
        backArmOver: true,
        // Mischief sneaks off with it on tiptoe; joy strides; the rest walk (grief bowed).
        ...(ctx.feeling === 'mischief'
          ? stance('sneak')
          : { legs: ctx.feeling === 'joy' ? ('stride' as const) : ('walk' as const) }),
        lean: ctx.feeling === 'grief' ? 14 : ctx.feeling === 'mischief' ? 10 : -6,
        turn: 0.6,
        headTilt: ctx.feeling === 'grief' ? 14 : 0,
        gaze: [0.9, 0],
      });
      return {
        fig,
        held: [placed(thing, [centre[0] - grip[0] * k, centre[1] - grip[1] * k], k)],
        centre,
      };
    };
    const overFace = ctx.object === 'eyeball';
    let carried = carryAt(0);
    for (
      let down = 4;
      !overFace && down <= r * 2 && faceCover(carried.fig, carried.held) > 0.02;
      down += 4
    )
      carried = carryAt(down);
    const { fig, held, centre } = carried;
    const facing = rng.chance(0.5) ? 1 : -1;
    const actor: Actor = { fig, held, x: -8 * facing, facing, scale: who.scale, overFace };
    const world: Point = [(-8 + centre[0] * who.scale) * facing, centre[1] * who.scale];
    // A sneaking figure's lifted back foot reaches further behind.
    const behind = ctx.feeling === 'mischief' ? 40 + 30 * who.scale : 40;
    return staged(
      facingBox(
        [-behind, Math.min(m.headTop, centre[1] - r) * who.scale - 10, 40 + r * 2, 4],
        facing,
      ),
      world,
      {
        actors: [actorNodes(actor)],
        contacts: [[-8 * facing, 30]],
        light: lightOf(ctx, world, 90),
        glows: glowsItself(ctx.object) ? [{ at: world, r: r * 1.6, color: ctx.palette.light }] : [],
      },
    );
  },
};
