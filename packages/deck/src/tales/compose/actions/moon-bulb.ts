/**
 * Changing the light bulb for the moon: on top of a stepladder in a dark room, a character
 * stretches up and screws the moon (a star, or a glowing heart) into the bare socket that
 * hangs from the ceiling on its flex; the old bulb lies in a pocket of light on the ladder's step.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * Screwing the moon into the ceiling lamp: an A-frame stepladder, the character on its top step
 * on tiptoe, both hands up at the glowing thing, its top pressed into a brass socket on a flex
 * that runs up off the card; screw threads showing on the socket, a spent bulb on the step.
 */
export const moonBulb: Action = {
  id: 'moon-bulb',
  objects: ['moon', 'star', 'heart'],
  feelings: ['wonder', 'joy', 'calm', 'resolve', 'mischief', 'longing'],
  settings: ['bedroom', 'kitchen', 'attic', 'library', 'stairwell'],
  framings: ['low', 'medium'],
  fixedFramings: true,
  lights: ['glow'],
  family: (o) => `moon-bulb:${o}`,
  concepts: [
    'light bulb',
    'housework',
    'night light',
    'home',
    'fixing',
    'reaching',
    'ladder',
    'comfort',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'screws the moon into the ceiling lamp like a light bulb',
        ja: '天井のソケットに、電球のように月をねじ込んでいる',
        ru: 'вкручивает луну в патрон под потолком, словно лампочку',
        pt: 'enrosca a lua no casquilho do teto como se fosse uma lâmpada',
        fi: 'kiertää kuuta kattolampun kantaan kuin hehkulamppua',
      },
      star: {
        en: 'screws a star into the ceiling lamp like a light bulb',
        ja: '天井のソケットに、電球のように星をねじ込んでいる',
        ru: 'вкручивает звезду в патрон под потолком, словно лампочку',
        pt: 'enrosca uma estrela no casquilho do teto como se fosse uma lâmpada',
        fi: 'kiertää tähteä kattolampun kantaan kuin hehkulamppua',
      },
      heart: {
        en: 'screws a glowing heart into the ceiling lamp like a light bulb',
        ja: '天井のソケットに、電球のように光るハートをねじ込んでいる',
        ru: 'вкручивает светящееся сердце в патрон под потолком, словно лампочку',
        pt: 'enrosca um coração luminoso no casquilho do teto como se fosse uma lâmpada',
        fi: 'kiertää hehkuvaa sydäntä kattolampun kantaan kuin hehkulamppua',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The stepladder: two splayed legs of rails and rungs, the top step the character stands on.
    const stepY = -58 * k;
    const wood = mix(p.wood, '#c9b08a', 0.3);
    const rail = darker(wood, 0.15);
    const ladder: Node[] = [
      stroke(
        `M${n(-20 * k)} 0L${n(-7 * k)} ${n(stepY)}M${n(20 * k)} 0L${n(7 * k)} ${n(stepY)}`,
        rail,
        3 * k,
        'wood',
      ),
      stroke(
        [0.25, 0.5, 0.75]
          .map((t) => `M${n(-20 * k + 13 * k * t)} ${n(stepY * t)}H${n(-5 * k - 9 * k * t)}`)
          .join(''),
        rail,
        2.4 * k,
        'wood',
      ),
      fill(rect(-12 * k, stepY - 3 * k, 24 * k, 4.5 * k, 1 * k), wood, 'wood'),
    ];
    // On tiptoe on the top step, both arms up and forward to the thing held over the brow (straight
    // overhead, arms and thing covered the face).
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -6,
      front: { reach: [24, m.reachTop + 16], hand: 'open' },
      back: { reach: [17, m.reachTop + 14], hand: 'open' },
      turn: 0.6,
      headTilt: -24,
      gaze: [0.7, -1],
    });
    const actor: Actor = { fig, x: -6 * k, y: stepY - 3 * k, facing: 1, scale: s };
    const hand: Point = [
      actor.x + ((fig.skeleton.hands.front[0] + fig.skeleton.hands.back[0]) / 2) * s,
      stepY - 3 * k + Math.min(fig.skeleton.hands.front[1], fig.skeleton.hands.back[1]) * s,
    ];
    // The thing in the hands, its top in the socket: the moon a crescent hung by its upper horn
    // (a full moon in a socket read as a plain light bulb).
    const glowColor = ctx.object === 'heart' ? mix(p.accent, '#ff8a8a', 0.4) : '#fff1b8';
    const r = (ctx.object === 'moon' ? 18 : 15) * k;
    const thingAt: Point = [hand[0], hand[1] - r * 0.55];
    const thing =
      ctx.object === 'moon'
        ? P.crescent(mix('#ffe27a', p.light, 0.3), r, p.ink, true)
        : ctx.object === 'star'
          ? P.star('#ffe680', r * 1.05)
          : P.heart(glowColor, r * 0.95, true);
    const cap: Point =
      ctx.object === 'moon'
        ? [thingAt[0] + r * 0.3, thingAt[1] - r * 0.92]
        : [thingAt[0], thingAt[1] - r * 0.9];
    const socketY = cap[1];
    const brass = mix('#c9a447', p.light, 0.2);
    // The flex runs up off the card: part of the room, not framed with the story.
    const flex: Node[] = [
      stroke(
        `M${n(cap[0])} ${n(socketY - 400 * k)}V${n(socketY - 8 * k)}`,
        '#2a2830',
        1.6 * k,
        'detail',
      ),
    ];
    const socket: Node[] = [
      fill(rect(cap[0] - 4.5 * k, socketY - 9 * k, 9 * k, 9 * k, 1.5 * k), brass, 'metal'),
      stroke(
        `M${n(cap[0] - 4.5 * k)} ${n(socketY - 3 * k)}h${n(9 * k)}M${n(cap[0] - 4.5 * k)} ${n(socketY - 6 * k)}h${n(9 * k)}`,
        darker(brass, 0.35),
        0.8 * k,
        'detail',
        0,
      ),
      // Light spilling out of the socket's rim where the thing is screwed in.
      fill(oval(cap[0], socketY, 7 * k, 2 * k), lighter(glowColor, 0.4), 'glow', 0),
    ];
    // The spent bulb on the top step, beside the feet.
    const bulb: Node[] = [
      fill(oval(9 * k, stepY - 8 * k, 4.2 * k, 5 * k), mix('#d8dde2', p.wall, 0.2), 'glass'),
      fill(rect(7.3 * k, stepY - 4.5 * k, 3.4 * k, 2.6 * k, 0.6 * k), '#9a9aa2', 'metal'),
    ];
    const nodes: Node[] = [
      ...ladder,
      ...bulb,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...socket,
      placed(thing, thingAt, 1, ctx.object === 'moon' ? 0 : 0),
      group(fig.hands, `translate(${n(actor.x)} ${n(actor.y ?? 0)}) scale(${n(s)})`),
      // Rays round the glowing thing, short, so the room reads as lit by it.
      stroke(
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) => {
            const a = (i / 8) * Math.PI * 2 + 0.2;
            const q0: Point = [
              thingAt[0] + Math.cos(a) * r * 1.35,
              thingAt[1] + Math.sin(a) * r * 1.35,
            ];
            const q1: Point = [
              thingAt[0] + Math.cos(a) * r * 1.75,
              thingAt[1] + Math.sin(a) * r * 1.75,
            ];
            return `M${n(q0[0])} ${n(q0[1])}L${n(q1[0])} ${n(q1[1])}`;
          })
          .join(''),
        lighter(glowColor, 0.3),
        1.3 * k,
        'glow',
        0,
      ),
    ];
    const top = socketY - 14 * k;
    const box: [number, number, number, number] = [
      -26 * k,
      top,
      Math.max(26 * k, thingAt[0] + r * 1.8),
      4,
    ];
    return staged(facingBox(box, facing), mx(thingAt, facing), {
      wall: mirror(flex, facing),
      actors: mirror(nodes, facing),
      contacts: [[0, 44 * k]],
      light: { at: mx(thingAt, facing), kind: 'glow', reach: 160 * k },
      glows: [{ at: mx(thingAt, facing), r: r * 3, color: glowColor }],
      closeBox: facingBox([-26 * k, top, 26 * k, stepY - 40 * k], facing),
    });
  },
};
