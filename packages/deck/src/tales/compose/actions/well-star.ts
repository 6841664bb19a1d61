/**
 * Seen from the bottom of a well: its stone rings closing in towards a round of sky, over whose rim
 * a character leans, face down to us and hands on the stones, having just let fall a star (or a
 * glowing heart) that tumbles down towards us, lighting the stones as it comes.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';

/**
 * Dropping a star (a glowing heart) down a well, seen from its bottom: the shaft's stone courses
 * in rings narrowing to the round of sky, the character's head and shoulders over the rim with
 * both hands on it, and the thing falling large in the foreground with a trail of sparks.
 */
export const wellStar: Action = {
  id: 'well-star',
  objects: ['star', 'heart'],
  feelings: ['wonder', 'mischief', 'longing', 'joy', 'surprise', 'grief'],
  settings: ['meadow', 'forest'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `well-star:${o}`,
  concepts: ['depths', 'falling', 'looking down', "worm's eye", 'depth', 'letting go'],
  say: sayFrom(
    {
      star: {
        en: 'drops a star down a well, seen from the bottom of it',
        ja: '井戸の底から見上げると、のぞきこむ顔が星を落としてくる',
        ru: 'бросает звезду в колодец — а мы смотрим со дна',
        pt: 'deixa cair uma estrela num poço, e nós vemos tudo lá do fundo',
        fi: 'pudottaa tähden kaivoon, ja me katsomme kaivon pohjalta',
      },
      heart: {
        en: 'drops a glowing heart down a well, seen from the bottom of it',
        ja: '井戸の底から見上げると、のぞきこむ顔が光るハートを落としてくる',
        ru: 'бросает в колодец светящееся сердце — а мы смотрим со дна',
        pt: 'deixa cair um coração luminoso num poço, e nós vemos tudo lá do fundo',
        fi: 'pudottaa hehkuvan sydämen kaivoon, ja me katsomme kaivon pohjalta',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { p, rng, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The round of sky, high on the card, and the shaft's rings widening out from it to the card's
    // edges, each course of stone a little lighter towards the sky.
    const sky: Point = [0, -166 * k];
    const skyR = 40 * k;
    const stone = mix(p.wall, '#7a7570', 0.7);
    const wall: Node[] = [
      fill(rect(-700 * k, -900 * k, 1400 * k, 1400 * k), darker(stone, 0.55), 'wall'),
    ];
    const rings = 9;
    for (let i = rings; i >= 1; i--) {
      const r = skyR + i * i * 4.6 * k;
      const c: Point = [sky[0], sky[1] + i * i * 1.6 * k];
      wall.push(fill(oval(c[0], c[1], r, r), darker(stone, 0.08 * i), 'stone'));
      // The joints between the stones of this course, as short spokes.
      const joints: string[] = [];
      const count = 10 + i * 2;
      const inner = skyR + (i - 1) * (i - 1) * 4.6 * k;
      const ic: Point = [sky[0], sky[1] + (i - 1) * (i - 1) * 1.6 * k];
      const off = rng.range(0, 1);
      for (let j = 0; j < count; j++) {
        const a = ((j + off) / count) * Math.PI * 2;
        joints.push(
          `M${n(ic[0] + Math.cos(a) * inner)} ${n(ic[1] + Math.sin(a) * inner)}L${n(c[0] + Math.cos(a) * r)} ${n(c[1] + Math.sin(a) * r)}`,
        );
      }
      wall.push(stroke(joints.join(''), darker(stone, 0.3 + i * 0.05), 1.1 * k, 'detail', 0));
    }
    const skyTop = p.sky[0];
    const skyBottom = p.sky[1];
    const behind: Node[] = [
      fill(oval(sky[0], sky[1], skyR, skyR), mix(skyTop, skyBottom, 0.4), 'sky'),
      fill(
        oval(sky[0] + 14 * k, sky[1] + 22 * k, 13 * k, 4.5 * k),
        lighter(skyBottom, 0.5),
        'sky',
        0,
      ),
      fill(
        oval(sky[0] - 20 * k, sky[1] + 12 * k, 9 * k, 3.5 * k),
        lighter(skyBottom, 0.5),
        'sky',
        0,
      ),
    ];
    // The one leaning over the rim: shoulders across the top of the round, the head hanging into
    // it face down to us, a hand on the stones at either side.
    const headR = 17 * k;
    const headC: Point = [sky[0], sky[1] - skyR + 17 * k];
    const top = ctx.who.look.top;
    const shoulders = fill(
      oval(sky[0], sky[1] - skyR + 3 * k, 36 * k, 12 * k),
      darker(top, 0.25),
      'cloth',
    );
    const arms: Node[] = [];
    for (const side of [-1, 1]) {
      const a = ((-90 + side * 58) * Math.PI) / 180;
      const hand: Point = [sky[0] + Math.cos(a) * skyR, sky[1] + Math.sin(a) * skyR];
      arms.push(fill(oval(hand[0], hand[1], 6.5 * k, 5 * k), ctx.who.look.skin, 'skin'));
    }
    const head = group(frontHead(ctx, headR, [0, 0.8]), `translate(${n(headC[0])} ${n(headC[1])})`);
    // The thing falling towards us, large in the foreground, its trail of sparks back up the
    // shaft to the face.
    const fallAt: Point = [rng.range(-16, 16) * k, -62 * k];
    const glowC = ctx.object === 'heart' ? '#ff8f9a' : '#fff1a8';
    const thing =
      ctx.object === 'heart'
        ? P.heart(mix(p.accent, '#e0364a', 0.6), 20 * k, true)
        : P.star('#ffe98a', 26 * k);
    const sparks: Node[] = [];
    for (let i = 1; i <= 7; i++) {
      const t = i / 8;
      const x = fallAt[0] + (headC[0] - fallAt[0]) * t + rng.range(-3, 3) * k;
      const y = fallAt[1] + (headC[1] + headR - fallAt[1]) * t;
      sparks.push(placed0(P.star(lighter(glowC, 0.3), (3.4 - t * 2.2) * k), [x, y], i * 17));
    }
    const actors: Node[] = [
      shoulders,
      ...arms,
      head,
      ...sparks,
      {
        ...fill(circle(fallAt[0], fallAt[1], 30 * k), lighter(glowC, 0.1), 'glow', 0),
        opacity: 0.3,
      },
      placed0(thing, fallAt, 12),
    ];
    const box: [number, number, number, number] = [-62 * k, sky[1] - skyR - 12 * k, 62 * k, 0];
    return staged(box, fallAt, {
      wall,
      behind,
      actors,
      contacts: [],
      airborne: true,
      glows: [{ at: fallAt, r: 60 * k, color: glowC }],
    });
  },
};

/** A prop placed at a point, turned. */
function placed0(prop: P.Prop, at0: Point, rotate: number): Node {
  return group(prop.nodes, `translate(${n(at0[0])} ${n(at0[1])}) rotate(${n(rotate)})`);
}
