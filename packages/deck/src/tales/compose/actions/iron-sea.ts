/**
 * Ironing the world flat: at an ironing board, a character presses the creases out of the sea
 * (its waves behind the iron, calm water and a little boat before it), out of the night sky, or
 * irons a cloud into a flat white sheet.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The cloth on the board, from x0 to x1 on the board's top at y, ironed flat left of `at`. */
function cloth(
  object: NounId,
  p: Palette,
  x0: number,
  x1: number,
  y: number,
  at: number,
  k: number,
): Node[] {
  const base =
    object === 'sea' ? mix(p.water, '#2f7ab0', 0.35) : object === 'night' ? '#1c2148' : '#f6f4ee';
  const crest =
    object === 'sea' ? lighter(p.water, 0.6) : object === 'night' ? '#fff3b0' : '#ffffff';
  const out: Node[] = [];
  const t = 4 * k;
  // The ironed part: flat and smooth.
  out.push(fill(rect(x0, y - t, at - x0, t + 1.5 * k), base, 'cloth'));
  // The part still to iron: crumpled into waves (or billows), hanging over the board's end.
  const bumps: string[] = [`M${n(at)} ${n(y + 1.5 * k)}L${n(at)} ${n(y - t)}`];
  // Big enough to read at phone size: waves a sixth of the figure's height, spilling over the
  // board's end and down in a fall to the floor.
  const step = 14 * k;
  const rise = (object === 'cloud' ? 22 : 15) * k;
  for (let x = at; x < x1; x += step)
    bumps.push(
      `Q${n(x + step / 2)} ${n(y - t - rise * (x === at ? 0.6 : 1))} ${n(x + step)} ${n(y - t)}`,
    );
  const fall = -y - 4 * k;
  bumps.push(
    `Q${n(x1 + step * 1.4)} ${n(y + fall * 0.3)} ${n(x1 + step * 0.9)} ${n(y + fall)}L${n(x1 - step * 0.1)} ${n(y + fall)}Q${n(x1 + step * 0.2)} ${n(y + fall * 0.4)} ${n(x1 - step * 0.2)} ${n(y + 1.5 * k)}Z`,
  );
  out.push(fill(bumps.join(''), base, 'cloth'));
  if (object === 'sea') {
    const crests: string[] = [];
    for (let x = at + step * 0.5; x < x1 + step; x += step)
      crests.push(
        `M${n(x - 4 * k)} ${n(y - t - rise * 0.7)}q${n(4 * k)} -${n(4 * k)} ${n(8 * k)} 0`,
      );
    out.push(stroke(crests.join(''), crest, 1.6 * k, 'detail', 0));
    out.push(placed(P.paperBoat(lighter(p.paper, 0.15)), [x0 + (at - x0) * 0.45, y - t], 0.9 * k));
  } else if (object === 'night') {
    for (const [x, dy, r] of [
      [0.25, -0.5, 1.4],
      [0.55, -0.5, 1.1],
      [0.8, -0.5, 1.3],
    ] as const)
      out.push(fill(circle(x0 + (at - x0) * x, y + dy * t, r * k), crest, 'glow', 0));
    for (let x = at + step * 0.3; x < x1; x += step * 0.8)
      out.push(placed(P.star(crest, 3.6 * k), [x, y - t - rise * 0.5], 1, x * 7));
    out.push(placed(P.crescent(crest, 6 * k, p.ink), [x1 + step * 0.5, y + 24 * k], 1, 20));
  } else {
    out.push(
      stroke(
        `M${n(x0 + 4 * k)} ${n(y - t * 0.5)}H${n(at - 4 * k)}`,
        darker(base, 0.08),
        0.8 * k,
        'detail',
        0,
      ),
    );
  }
  return out;
}

/**
 * Ironing the creases out of the sea, the night sky or a cloud: the character at the end of an
 * ironing board, the iron in hand mid-stroke, steam puffing; behind it the cloth lies flat.
 */
export const ironSea: Action = {
  id: 'iron-sea',
  objects: ['sea', 'night', 'cloud'],
  feelings: ['calm', 'resolve', 'mischief', 'sleep', 'grief', 'longing'],
  settings: ['kitchen', 'bedroom', 'attic', 'shore', 'rooftop', 'meadow', 'clouds', 'train'],
  framings: ['medium', 'low'],
  lights: ['lamp', 'window', 'sun', 'sky', 'moon', 'candle'],
  family: (o) => `iron-sea:${o}`,
  concepts: ['ironing', 'housework', 'calm', 'smoothing things over', 'order', 'chores', 'control'],
  say: sayFrom(
    {
      sea: {
        en: 'irons the creases out of the sea',
        ja: '海のしわにアイロンをかけて、のばしている',
        ru: 'разглаживает утюгом складки на море',
        pt: 'passa a ferro as rugas do mar',
        fi: 'silittää rypyt merestä',
      },
      night: {
        en: 'irons the creases out of the night sky',
        ja: '夜空のしわにアイロンをかけて、のばしている',
        ru: 'разглаживает утюгом складки ночного неба',
        pt: 'passa a ferro as rugas do céu da noite',
        fi: 'silittää rypyt yötaivaasta',
      },
      cloud: {
        en: 'irons a cloud flat',
        ja: '雲にアイロンをかけて、ぺたんこにしている',
        ru: 'разглаживает утюгом облако, пока оно не станет плоским',
        pt: 'passa a ferro uma nuvem até ela ficar lisa',
        fi: 'silittää pilven litteäksi',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The board at the hip, from just before the figure to well past it.
    const boardY = m.hip * s + 6 * k;
    const bx0 = H * 0.12;
    const bx1 = H * 1.05;
    const ironAt = H * 0.48;
    const grip: Point = [ironAt / s, (boardY - 12 * k) / s];
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'sleep';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 14 : 8,
      front: { reach: grip, hand: 'fist' },
      back: { reach: [bx0 / s + 6, boardY / s - 2], hand: 'mitt' },
      turn: 0.5,
      headTilt: sad ? 22 : 14,
      gaze: [0.6, 0.9],
    });
    const actor: Actor = { fig, x: -H * 0.08, facing: 1, scale: s };
    const wood = darker(p.wood, 0.1);
    const board: Node[] = [
      stroke(
        `M${n(bx0 + H * 0.2)} 0L${n(bx1 - H * 0.25)} ${n(boardY)}M${n(bx1 - H * 0.25)} 0L${n(bx0 + H * 0.2)} ${n(boardY)}`,
        '#8a8e96',
        2 * k,
        'metal',
      ),
      fill(
        `M${n(bx0)} ${n(boardY)}L${n(bx1 - H * 0.12)} ${n(boardY)}Q${n(bx1 + H * 0.04)} ${n(boardY + 2 * k)} ${n(bx1 - H * 0.12)} ${n(boardY + 4 * k)}L${n(bx0)} ${n(boardY + 4 * k)}Z`,
        mix(wood, '#d8d0c0', 0.5),
        'wood',
      ),
    ];
    const hand: Point = [
      actor.x + fig.skeleton.hands.front[0] * s,
      fig.skeleton.hands.front[1] * s,
    ];
    // The iron under the fist: a pointed soleplate, a body and a handle; steam from its nose.
    const iw = 22 * k;
    const ih = 7 * k;
    const ix = hand[0] - iw * 0.35;
    const iy = boardY - 4 * k;
    const ironColor = mix(p.accent, '#c8ccd4', 0.4);
    const iron: Node[] = [
      fill(
        `M${n(ix)} ${n(iy)}L${n(ix + iw)} ${n(iy)}Q${n(ix + iw * 0.85)} ${n(iy - ih)} ${n(ix + iw * 0.45)} ${n(iy - ih)}L${n(ix + iw * 0.05)} ${n(iy - ih)}Q${n(ix - 1 * k)} ${n(iy - ih * 0.5)} ${n(ix)} ${n(iy)}Z`,
        ironColor,
        'metal',
      ),
      fill(rect(ix, iy - 1.2 * k, iw, 1.4 * k), '#c8ccd4', 'metal', 0),
      stroke(
        `M${n(ix + iw * 0.12)} ${n(iy - ih)}Q${n(ix + iw * 0.3)} ${n(hand[1] - 2 * k)} ${n(ix + iw * 0.62)} ${n(iy - ih)}`,
        darker(ironColor, 0.3),
        2 * k,
        'metal',
      ),
      ...[0, 1, 2].map((i) =>
        fill(
          circle(ix + iw + 3 * k + i * 3 * k, iy - 4 * k - i * 4 * k, (2 + i) * k),
          '#ffffff',
          'glow',
          0,
        ),
      ),
    ];
    const nodes: Node[] = [
      ...board,
      ...cloth(ctx.object, p, bx0 + 2 * k, bx1 - H * 0.14, boardY, ix + iw * 0.5, k),
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...iron,
      group(fig.hands, `translate(${n(actor.x)} 0) scale(${n(s)})`),
    ];
    const top = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [-H * 0.36, top, bx1 + 6 * k, 4];
    const focus: Point = [ix + iw, boardY - 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [actor.x * facing, H * 0.2],
        [((bx0 + bx1) / 2) * facing, (bx1 - bx0) * 0.35],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.3, top, bx1, boardY + 30 * k], facing),
    });
  },
};
