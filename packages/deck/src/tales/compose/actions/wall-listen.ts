/**
 * Listening at the wall: a character presses its ear and both hands to a wall, eyes wide, and the card is cut open along the wall to show what is on the other side:
 * not the neighbours but the deep sea, the night sky, or a room full of birds.
 */
import { circle, n, rect } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The other side of the wall, from x0 rightwards, the floor at 0 and up to `top`; k the unit:
 * the panel running off the card, and the things in it near the wall (framed with the story).
 */
function beyond(
  object: NounId,
  p: Palette,
  x0: number,
  top: number,
  k: number,
): { panel: Node[]; things: Node[] } {
  const w = 400 * k;
  switch (object) {
    case 'birds': {
      const birds: Node[] = [];
      const spots: readonly (readonly [number, number, number])[] = [
        [18, -88, 0],
        [40, -60, 1],
        [28, -30, 0],
        [56, -96, 1],
        [64, -40, 0],
        [12, -58, 1],
      ];
      for (const [u, v, up] of spots)
        birds.push(
          placed(P.bird('#f6f2ea', p.ink, up ? 'up' : 'down'), [x0 + u * k, v * k], 1.4 * k),
        );
      return { panel: [fill(rect(x0, top, w, -top), '#7fc0e8', 'sky')], things: birds };
    }
    case 'sea':
      return {
        panel: [
          fill(rect(x0, top, w, -top), '#0f3f6a', 'sky'),
          fill(
            `M${n(x0)} 0Q${n(x0 + 20 * k)} ${n(-12 * k)} ${n(x0 + 40 * k)} ${n(-4 * k)}Q${n(x0 + 60 * k)} ${n(-14 * k)} ${n(x0 + w)} ${n(-6 * k)}V0Z`,
            '#d8c89a',
            'detail',
          ),
        ],
        things: [
          placed(P.fish('#f08a3a', p.ink, 26 * k), [x0 + 34 * k, -70 * k], 1, 180),
          placed(P.fish('#f2c84a', p.ink, 18 * k), [x0 + 52 * k, -36 * k], 1, 180),
          placed(P.fish('#e86a8a', p.ink, 14 * k), [x0 + 20 * k, -104 * k], 1, 175),
          fill(
            `${circle(x0 + 14 * k, -50 * k, 2 * k)}${circle(x0 + 18 * k, -62 * k, 1.4 * k)}${circle(x0 + 12 * k, -72 * k, 1 * k)}`,
            lighter(p.water, 0.6),
            'detail',
            0,
          ),
        ],
      };
    default:
      return {
        panel: [fill(rect(x0, top, w, -top), '#0a0d2a', 'sky')],
        things: [
          ...(
            [
              [16, -96, 3],
              [44, -74, 2.2],
              [30, -40, 2.6],
              [60, -110, 1.8],
              [66, -30, 2],
              [12, -20, 1.6],
            ] as const
          ).map(([u, v, r]) => placed(P.star('#fff3b0', r * k), [x0 + u * k, v * k])),
          placed(P.crescent('#fff3b0', 12 * k, p.ink), [x0 + 46 * k, -56 * k], 1, 20),
        ],
      };
  }
}

/**
 * An ear to the wall: the character standing side-on to a wall, its ear and hands on the
 * plaster, and beyond the wall, cut open down the card, the sea, the night or the birds.
 */
export const wallListen: Action = {
  id: 'wall-listen',
  objects: ['sea', 'night', 'birds'],
  feelings: ['wonder', 'surprise', 'mischief', 'longing', 'fear'],
  settings: ['bedroom', 'attic', 'kitchen', 'library', 'train'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp', 'candle', 'window'],
  family: (o) => `wall-listen:${o}`,
  concepts: [
    'listening',
    'wall',
    'another world',
    'the other side',
    'home',
    'wonder',
    'sound',
    'privacy',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'presses an ear to the wall, and on the other side is the deep sea',
        ja: '壁に耳を押しあてて聞き耳を立てると、壁の向こうは深い海',
        ru: 'прижимается ухом к стене, а по ту сторону — морская глубина',
        pt: 'encosta o ouvido à parede, e do outro lado está o fundo do mar',
        fi: 'painaa korvansa seinään, ja toisella puolella on syvä meri',
      },
      night: {
        en: 'presses an ear to the wall, and on the other side is the starry night',
        ja: '壁に耳を押しあてて聞き耳を立てると、壁の向こうは星の夜空',
        ru: 'прижимается ухом к стене, а по ту сторону — звёздная ночь',
        pt: 'encosta o ouvido à parede, e do outro lado está a noite estrelada',
        fi: 'painaa korvansa seinään, ja toisella puolella on tähtikirkas yö',
      },
      birds: {
        en: 'presses an ear to the wall, and on the other side is a sky full of birds',
        ja: '壁に耳を押しあてて聞き耳を立てると、壁の向こうは鳥でいっぱいの空',
        ru: 'прижимается ухом к стене, а по ту сторону — небо, полное птиц',
        pt: 'encosta o ouvido à parede, e do outro lado está um céu cheio de pássaros',
        fi: 'painaa korvansa seinään, ja toisella puolella on lintuja täynnä oleva taivas',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const head = m.head;
    const r = m.headR;
    // The ear pressed to the wall: the figure side-on, its head tilted to it, both hands flat
    // on the plaster (one at the shoulder, one up beside the head).
    const wallX = (head[0] + r * 1.0) * s;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: [wallX / s - 1, m.shoulder + 4], hand: 'open' },
      back: { reach: [wallX / s - 1, m.shoulder + 16], hand: 'open' },
      turn: 0.2,
      headTilt: 22,
      gaze: [1, 0],
    });
    const me: Actor = { fig, x: 0, facing: 1, scale: s };
    const gy = head[1] * s;
    const wallW = 9 * k;
    const top = -500 * k;
    const plaster = mix(p.wall, '#e8e0d0', 0.45);
    const other = beyond(ctx.object, p, wallX + wallW, top, k);
    const wall: Node[] = [
      ...other.panel,
      fill(rect(wallX, top, wallW, -top), plaster, 'wood'),
      stroke(`M${n(wallX + wallW)} ${n(top)}V0`, darker(plaster, 0.35), 1.4 * k, 'detail', 0),
    ];
    // What comes through the wall to the ear, in rings on the far side.
    const bx = wallX + wallW;
    wall.push(
      stroke(
        `M${n(bx + 4 * k)} ${n(gy - 6 * k)}q4 6 0 12M${n(bx + 9 * k)} ${n(gy - 11 * k)}q7 11 0 22M${n(bx + 14 * k)} ${n(gy - 16 * k)}q10 16 0 32`,
        '#fff6d0',
        1.4 * k,
        'detail',
        0,
      ),
    );
    const nodes: Node[] = [actorNodes(me)];
    const headTop = (m.headTop - 8) * s;
    const box: [number, number, number, number] = [
      -H * 0.32,
      headTop - 16 * k,
      wallX + wallW + 72 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([wallX, gy], facing), {
      actors: mirror(nodes, facing),
      wall: mirror(wall, facing),
      behind: mirror(other.things, facing),
      contacts: [[0, H * 0.22]],
      glows: [],
    });
  },
};
