/**
 * Impossible weight: a character lifted high on a seesaw by a feather (a heart, a letter, a snail)
 * on the other end. One diagonal plank reads at any size; the story is in who is up and why.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Figure, FigurePose } from '../../kit/figure.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** How big each thing is drawn on the low end (its prop's own size varies). */
const weights: Readonly<Record<string, number>> = {
  feather: 1.4,
  heart: 1.8,
  letter: 1.3,
  snail: 1.05,
  key: 1.05,
  apple: 1.15,
  crown: 1.2,
  hourglass: 1.1,
};

/**
 * Sitting high up on a seesaw, outweighed by a feather on the other end: the plank tilted hard,
 * the low end on the ground under one small thing, the character holding on in the air.
 */
export const seesaw: Action = {
  id: 'seesaw',
  objects: ['feather', 'heart', 'letter', 'snail', 'key', 'apple', 'crown', 'hourglass'],
  feelings: ['surprise', 'fear', 'grief', 'longing', 'mischief', 'wonder', 'joy'],
  settings: [
    'meadow',
    'shore',
    'rooftop',
    'street',
    'snowfield',
    'desert',
    'icefield',
    'clouds',
    'attic',
    'bedroom',
    'theatre',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `seesaw:${o}`,
  concepts: ['seesaw', 'weight', 'balance', 'playground', 'unfair', 'lightness', 'heavy heart'],
  say: sayFrom(
    {
      feather: {
        en: 'sits high up on a seesaw, outweighed by a feather on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端には羽根が一枚のっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одно перо, и оно перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só pena pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi sulka',
      },
      heart: {
        en: 'sits high up on a seesaw, outweighed by a heart on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端にはハートがひとつのっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одно сердце, и оно перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta um só coração pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi sydän',
      },
      letter: {
        en: 'sits high up on a seesaw, outweighed by a letter on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端には手紙が一通のっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одно письмо, и оно перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só carta pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi kirje',
      },
      snail: {
        en: 'sits high up on a seesaw, outweighed by a snail on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端にはカタツムリが一匹のっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одна улитка, и она перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta um só caracol pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi etana',
      },
      key: {
        en: 'sits high up on a seesaw, outweighed by a key on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端には鍵がひとつのっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь один ключ, и он перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só chave pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi avain',
      },
      apple: {
        en: 'sits high up on a seesaw, outweighed by an apple on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端にはリンゴがひとつのっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одно яблоко, и оно перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só maçã pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi omena',
      },
      crown: {
        en: 'sits high up on a seesaw, outweighed by a crown on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端には王冠がひとつのっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одна корона, и она перевешивает',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só coroa pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi kruunu',
      },
      hourglass: {
        en: 'sits high up on a seesaw, outweighed by an hourglass on the other end',
        ja: 'シーソーの上で宙に持ち上げられている。反対の端には砂時計がひとつのっているだけ',
        ru: 'сидит высоко в воздухе на доске-качелях: на другом конце лишь одни песочные часы, и они перевешивают',
        pt: 'fica lá no alto de uma gangorra, e na outra ponta uma só ampulheta pesa mais',
        fi: 'istuu keinulaudan päässä korkealla ilmassa, ja toisessa päässä painavampana on yksi tiimalasi',
      },
    },
    'feather',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The plank, pivoting on a block, its right end down on the ground; as long as the sitter
    // is tall, so a small animal fills the card as a grown-up does.
    const half = 24 + 0.36 * m.height * s;
    const tilt = (34 * Math.PI) / 180;
    const pivotH = half * Math.sin(tilt);
    const pivot: Point = [0, -pivotH];
    const along = (t: number): Point => [t * Math.cos(tilt), -pivotH + t * Math.sin(tilt)];
    const low = along(half);
    const high = along(-half);
    const wood = p.wood;
    const thick = 5;
    const plank = fill(
      poly([
        [high[0], high[1] - thick],
        [low[0], low[1] - thick],
        [low[0], low[1]],
        [high[0], high[1]],
      ]),
      lighter(wood, 0.1),
      'wood',
    );
    const fulcrum = fill(
      poly([
        [-14, 0],
        [0, pivot[1] + 2],
        [14, 0],
      ]),
      darker(wood, 0.25),
      'wood',
    );
    // Handles where the sitter holds on, a post up from the plank.
    const seatAt = along(-half + 8);
    const handleAt = along(-half + 27);
    const handle = stroke(
      `M${n(handleAt[0])} ${n(handleAt[1] - thick)}l0 -14l5 0`,
      darker(wood, 0.35),
      2.4,
      'wood',
    );
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    // Sitting on the plank, the other arm flung up, waving, or hanging; the front hand on the
    // handle (posed once to find the hip, then reaching for the handle from there).
    const sitting = (front: FigurePose['front']): Figure =>
      posed(ctx, {
        legs: 'sit',
        lean: sad ? 14 : -6,
        front,
        back: scared
          ? { angle: 160, bend: 30, hand: 'open' }
          : sad
            ? { angle: 20, bend: 60, hand: 'mitt' }
            : { angle: 130, bend: 20, hand: 'open' },
        turn: 0.55,
        headTilt: sad ? 18 : scared ? -6 : 4,
        gaze: sad ? [1, 0.8] : [1, 0.35],
      });
    const hip = sitting({ angle: 40, bend: 40, hand: 'fist' }).skeleton.hip;
    const ax = seatAt[0] - hip[0] * s;
    const ay = seatAt[1] - thick - hip[1] * s;
    const grip: Point = [(handleAt[0] + 4 - ax) / s, (handleAt[1] - thick - 13 - ay) / s];
    const fig = sitting({ reach: grip, hand: 'fist' });
    const actor: Actor = { fig, x: ax, y: ay, facing: 1, scale: s };
    // The small thing on the low end, resting on the plank by the bottom of its drawn box.
    const prop = drawThing(ctx.object, p, rng);
    const k = weights[ctx.object] ?? 1.2;
    const pb = nodeBox(group(prop.nodes), identity) ?? [-8, -8, 8, 8];
    const restAt = along(half - 12);
    const thingAt: Point = [restAt[0] - ((pb[0] + pb[2]) / 2) * k, restAt[1] - thick - pb[3] * k];
    const thing = placed(prop, thingAt, k);
    // The thud of the low end on the ground, and a few lines of the sitter's swing up.
    const thud = stroke(
      `M${n(low[0] + 6)} -3l8 -4M${n(low[0] + 4)} -9l6 -7M${n(low[0] - 22)} -2l-7 -3`,
      p.ink,
      1,
      'detail',
      0,
    );
    const headTop = ay + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const swing = stroke(
      `M${n(high[0] + 4)} ${n(high[1] + 16)}q-5 6 -2 14M${n(high[0] + 10)} ${n(high[1] + 18)}q-4 6 -1 12`,
      lighter(p.ink, 0.3),
      1,
      'detail',
      0,
    );
    const nodes: Node[] = [fulcrum, plank, handle, actorNodes(actor), thing, thud, swing];
    const glow = glowsItself(ctx.object);
    const thingBox = nodeBox(thing, identity) ?? [low[0] - 20, -30, low[0] + 10, 0];
    const thingMid: Point = [(thingBox[0] + thingBox[2]) / 2, (thingBox[1] + thingBox[3]) / 2];
    const top = Math.min(headTop, thingBox[1]) - 10;
    const box: [number, number, number, number] = [
      Math.min(high[0] - 10, ax - 12 * s),
      top,
      Math.max(low[0] + 10, thingBox[2] + 4),
      4,
    ];
    return staged(facingBox(box, facing), mx(thingMid, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 24],
        [low[0] * facing, 14],
      ],
      glows: glow ? [{ at: mx(thingMid, facing), r: 24, color: p.light }] : [],
      light: glow ? { at: mx(thingMid, facing), kind: 'glow', reach: 90 } : undefined,
      closeBox: facingBox([box[0], top, box[2], seatAt[1] + 10], facing),
    });
  },
};
