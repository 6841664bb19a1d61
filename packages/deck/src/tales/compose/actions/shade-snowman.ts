/**
 * Shading a snowman from the sun: under a blazing summer sun, a character holds an umbrella out
 * over a snowman, tilted against the light, so the snowman stands in a round patch of blue shade
 * while everything round it bakes. A small care for something that cannot last.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { snowman } from './snowman-fire.ts';
import { mirror, mx } from './water.ts';

/** The sun: a disc with a ring of short rays, `r` its radius. */
function blazingSun(at: Point, r: number): Node[] {
  const rays: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    rays.push(
      `M${n(at[0] + c * r * 1.25)} ${n(at[1] + s * r * 1.25)}L${n(at[0] + c * r * 1.7)} ${n(at[1] + s * r * 1.7)}`,
    );
  }
  return [
    fill(circle(at[0], at[1], r * 1.12), '#ffe9a0', 'glow', 0),
    fill(circle(at[0], at[1], r), '#ffc83a', 'glow'),
    stroke(rays.join(''), '#ffb02e', r * 0.16, 'glow', 0),
  ];
}

/**
 * The holder on one side, arm out with the umbrella leaning towards the sun; the snowman on the
 * other, turned to its guardian, in the umbrella's shadow; the sun high over the snowman.
 */
export const shadeSnowman: Action = {
  id: 'shade-snowman',
  objects: ['umbrella'],
  // A mouse holding an umbrella over a snowman is lost beside it at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'grief', 'wonder', 'surprise', 'fear'],
  // Where a summer sun beats down on open ground.
  settings: ['meadow', 'street', 'shore', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A snowman whole under a summer sun is the dream; a twist beside it (rain falling upwards, a
  // giant spider) only muddles the heat.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'shade-snowman',
  concepts: [
    'snowman',
    'summer',
    'care',
    'impermanence',
    'protection',
    'friendship',
    'heat',
    'melting',
    'devotion',
  ],
  say: sayFrom(
    {
      umbrella: {
        en: 'holds an umbrella over a snowman to shade it from the summer sun',
        ja: '夏の日ざしから雪だるまを守ろうと、傘をさしかけている',
        ru: 'держит зонтик над снеговиком, чтобы укрыть его от летнего солнца',
        pt: 'segura um guarda-chuva sobre um boneco de neve para o proteger do sol de verão',
        fi: 'pitää sateenvarjoa lumiukon yllä suojatakseen sitä kesäauringolta',
      },
    },
    'umbrella',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'fear';
    // The snowman right of the holder, as tall as a child beside it, turned to face it.
    const sk = 1.45 * k;
    const sx = 32 * k;
    const snowTop = -57 * sk;
    const guest = group(
      snowman(0, sk, ctx.palette.accent, p.ink, sad ? 0.9 : 0.4),
      `translate(${n(sx)} 0) scale(-1 1)`,
    );
    // The umbrella held out at shoulder height, leaning towards the sun so its canopy is over the
    // snowman's head.
    const ax = -34 * k;
    const tilt = 30;
    const uk = 1.25 * k;
    const rad = (tilt * Math.PI) / 180;
    const rimAbove = 40 * uk * Math.cos(rad);
    const gripY = Math.max(snowTop - 10 * k + rimAbove, (m.shoulder - 4) * s);
    // The hand as far out towards the snowman as the arm goes: the holder keeps its distance.
    const grip: Point = [Math.max(sx - Math.sin(rad) * 53 * uk, ax + m.arm * s * 0.95), gripY];
    const holder = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: toActor({ x: ax, facing: 1, scale: s }, grip), hand: 'fist' },
      back: sad ? { angle: 20, bend: 60, hand: 'mitt' } : { angle: -15, bend: 25 },
      turn: 0.6,
      headTilt: sad ? 12 : 4,
      gaze: [1, 0.35],
    });
    const hand: Point = [
      ax + holder.skeleton.hands.front[0] * s,
      holder.skeleton.hands.front[1] * s,
    ];
    const a: Actor = { fig: holder, x: ax, facing: 1, scale: s };
    const um = placed(
      P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' }),
      hand,
      uk,
      tilt,
    );
    const canopyX = hand[0] + Math.sin(rad) * 53 * uk;
    // The sun high beyond the snowman; the shade falls from the canopy back towards the holder.
    const sunAt: Point = [sx + 34 * k, Math.min(hand[1] - 95 * k, -150 * k)];
    const sunR = 19 * k;
    const ground = mix(p.floor, '#f4d27a', 0.35);
    const shade: Node[] = [
      fill(oval(canopyX - 6 * k, 1 * k, 40 * k, 6 * k), mix('#5a7aa8', ground, 0.45), 'floor', 0),
    ];
    // Heat rising off the sunlit ground beyond the shade.
    const shimmer = stroke(
      [sx + 30 * k, sx + 44 * k, ax - 18 * k]
        .map(
          (x) => `M${n(x)} ${n(-4 * k)}q${n(-3 * k)} ${n(-5 * k)} 0 ${n(-10 * k)}t0 ${n(-10 * k)}`,
        )
        .join(''),
      lighter('#ffb02e', 0.2),
      1.1 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [...shade, shimmer, guest, actorNodes(a), um];
    const top = sunAt[1] - sunR * 1.8;
    const box: [number, number, number, number] = [ax - 22 * k, top, sunAt[0] + sunR * 1.8, 4];
    return staged(facingBox(box, facing), mx([(ax + sx) / 2, -60 * k], facing), {
      behind: mirror(blazingSun(sunAt, sunR), facing),
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * k],
        [sx * facing, 26 * k],
      ],
      glows: [{ at: mx(sunAt, facing), r: sunR * 2.2, color: '#ffd860' }],
    });
  },
};
