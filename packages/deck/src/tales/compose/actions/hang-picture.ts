/**
 * Hanging a picture that is a window onto weather: on tiptoe, the character straightens a framed
 * picture on the wall, and out of its bottom edge the painted storm rains into the room (the
 * painted sea spills a wave, the painted winter snows) onto a puddle or a drift on the floor.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The painting inside the frame's opening (x0, y0, w, h) and what falls out of its foot. */
function painting(
  object: NounId,
  p: Palette,
  x0: number,
  y0: number,
  w: number,
  h: number,
  k: number,
): { inside: Node[]; out: Node[]; pool: Color } {
  const foot = y0 + h;
  if (object === 'sea') {
    const sea = mix(p.water, '#2f7ab0', 0.4);
    const sky = '#bfe3f2';
    return {
      inside: [
        fill(rect(x0, y0, w, h), sky, 'sky'),
        fill(
          `M${n(x0)} ${n(y0 + h * 0.45)}q${n(w / 4)} ${n(-4 * k)} ${n(w / 2)} 0t${n(w / 2)} 0V${n(foot)}H${n(x0)}Z`,
          sea,
          'water',
        ),
        placed(P.paperBoat('#ffffff'), [x0 + w * 0.3, y0 + h * 0.45], (0.7 * k) / 1),
      ],
      // The sea pouring over the frame's foot in a curling sheet to the floor.
      out: [
        fill(
          `M${n(x0 + w * 0.15)} ${n(foot)}H${n(x0 + w * 0.85)}C${n(x0 + w * 0.95)} ${n(foot * 0.5)} ${n(x0 + w * 1.05)} ${n(foot * 0.2)} ${n(x0 + w * 1.1)} 0H${n(x0 - w * 0.05)}C${n(x0)} ${n(foot * 0.3)} ${n(x0 + w * 0.1)} ${n(foot * 0.6)} ${n(x0 + w * 0.15)} ${n(foot)}Z`,
          sea,
          'water',
        ),
        stroke(
          [0.3, 0.5, 0.7]
            .map(
              (t) =>
                `M${n(x0 + w * t)} ${n(foot + 4 * k)}q${n(2 * k)} ${n(-foot * 0.4)} ${n(w * 0.1)} ${n(-foot * 0.9)}`,
            )
            .join(''),
          lighter(sea, 0.5),
          1.3 * k,
          'detail',
          0,
        ),
        placed(P.fish('#f08a3a', p.ink, 12 * k), [x0 + w * 0.6, foot * 0.45], 1, 60),
      ],
      pool: sea,
    };
  }
  if (object === 'snow') {
    const sky = '#9fb3c8';
    const flakes: string[] = [];
    for (let i = 0; i < 26; i++) {
      const u = ((i * 37) % 100) / 100;
      const v = ((i * 61) % 100) / 100;
      flakes.push(`M${n(x0 + w * (0.05 + u * 0.9))} ${n(foot + (0 - foot) * v * 0.92)}h0.01`);
    }
    return {
      inside: [
        fill(rect(x0, y0, w, h), sky, 'sky'),
        fill(
          `M${n(x0)} ${n(y0 + h * 0.7)}q${n(w / 2)} ${n(-6 * k)} ${n(w)} 0V${n(foot)}H${n(x0)}Z`,
          '#ffffff',
          'detail',
        ),
        stroke(
          Array.from(
            { length: 10 },
            (_, i) =>
              `M${n(x0 + w * (0.08 + ((i * 41) % 90) / 100))} ${n(y0 + h * (0.1 + ((i * 23) % 60) / 100))}h0.01`,
          ).join(''),
          '#ffffff',
          2.4 * k,
          'detail',
          0,
        ),
      ],
      out: [stroke(flakes.join(''), '#ffffff', 3 * k, 'glow', 0)],
      pool: '#f4f8fc',
    };
  }
  // A storm: dark cloud and slanting rain in the picture, rain streaming out below it.
  const sky = '#5d6a80';
  const streaks: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = x0 + w * (0.08 + i * 0.1);
    streaks.push(`M${n(x)} ${n(foot + 3 * k)}L${n(x - 3 * k)} ${n(-3 * k)}`);
  }
  return {
    inside: [
      fill(rect(x0, y0, w, h), sky, 'sky'),
      placed(P.cloud('#3f4656', w * 0.8), [x0 + w * 0.5, y0 + h * 0.3]),
      stroke(
        Array.from(
          { length: 7 },
          (_, i) =>
            `M${n(x0 + w * (0.12 + i * 0.12))} ${n(y0 + h * 0.5)}l${n(-2 * k)} ${n(h * 0.42)}`,
        ).join(''),
        '#cfe0f0',
        1.2 * k,
        'detail',
        0,
      ),
    ],
    out: [stroke(streaks.join(''), '#cfe0f0', 1.5 * k, 'glow', 0)],
    pool: mix(p.water, '#6a8fb0', 0.4),
  };
}

/**
 * Hanging a picture of a storm (the sea, winter) that spills out into the room: the frame on the
 * wall just ahead at head height, the character on tiptoe with a hand on each side of it.
 */
export const hangPicture: Action = {
  id: 'hang-picture',
  objects: ['storm', 'sea', 'snow'],
  feelings: ['surprise', 'mischief', 'wonder', 'calm', 'resolve', 'longing'],
  settings: ['kitchen', 'bedroom', 'attic', 'library', 'stairwell'],
  framings: ['medium', 'low'],
  lights: ['lamp', 'window', 'candle'],
  family: (o) => `hang-picture:${o}`,
  concepts: ['painting', 'frame', 'hanging', 'home', 'weather', 'art', 'chores', 'decorating'],
  say: sayFrom(
    {
      storm: {
        en: 'hangs a painting of a storm on the wall, and its rain falls into the room',
        ja: '嵐の絵を壁に掛けると、絵の雨が部屋に降りだした',
        ru: 'вешает на стену картину с грозой, и из неё в комнату льёт дождь',
        pt: 'pendura na parede um quadro de uma tempestade, e a chuva dele cai dentro de casa',
        fi: 'ripustaa seinälle myrskymaalauksen, ja sen sade sataa huoneeseen',
      },
      sea: {
        en: 'hangs a painting of the sea on the wall, and the sea spills out of the frame',
        ja: '海の絵を壁に掛けると、額縁から海があふれだした',
        ru: 'вешает на стену картину с морем, и море выплёскивается из рамы',
        pt: 'pendura na parede um quadro do mar, e o mar transborda da moldura',
        fi: 'ripustaa seinälle merimaalauksen, ja meri valuu kehyksestä yli',
      },
      snow: {
        en: 'hangs a painting of winter on the wall, and its snow falls into the room',
        ja: '冬の絵を壁に掛けると、絵の雪が部屋に降りだした',
        ru: 'вешает на стену зимнюю картину, и из неё в комнату падает снег',
        pt: 'pendura na parede um quadro de inverno, e a neve dele cai dentro de casa',
        fi: 'ripustaa seinälle talvimaalauksen, ja sen lumi sataa huoneeseen',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The frame's opening just ahead of the figure, its foot at the shoulders.
    const fx = H * 0.26;
    const fw = H * 0.5;
    const fh = H * 0.4;
    const fy = (m.shoulder - 2) * s - fh;
    const bar = 5 * k;
    const startled = ctx.feeling === 'surprise' || ctx.feeling === 'wonder';
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: startled ? -8 : 2,
      front: { reach: [(fx - bar * 0.3) / s, (fy + fh * 0.55) / s], hand: 'mitt' },
      back: startled
        ? { angle: 40, bend: 120, hand: 'open' }
        : { reach: [(fx - bar * 0.4) / s, (fy + fh * 0.95) / s], hand: 'mitt' },
      turn: 0.6,
      headTilt: startled ? -10 : 6,
      gaze: [1, 0.1],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const { inside, out, pool } = painting(ctx.object, p, fx, fy, fw, fh, k);
    const wood = mix(p.wood, '#c9a24a', 0.4);
    const frame = `M${n(fx - bar)} ${n(fy - bar)}H${n(fx + fw + bar)}V${n(fy + fh + bar)}H${n(fx - bar)}ZM${n(fx)} ${n(fy)}V${n(fy + fh)}H${n(fx + fw)}V${n(fy)}Z`;
    const cx = fx + fw / 2;
    const nodes: Node[] = [
      // The nail and its string.
      stroke(
        `M${n(fx + fw * 0.2)} ${n(fy - bar)}L${n(cx)} ${n(fy - bar - 10 * k)}L${n(fx + fw * 0.8)} ${n(fy - bar)}`,
        darker(wood, 0.4),
        0.9 * k,
        'detail',
        0,
      ),
      fill(oval(cx, fy - bar - 10 * k, 1.4 * k, 1.4 * k), '#6a6e76', 'metal', 0),
      fill(oval(cx + fw * 0.05, -1 * k, fw * 0.75, 4 * k), pool, 'water'),
      ...out,
      group(inside, undefined, `M${n(fx)} ${n(fy)}h${n(fw)}v${n(fh)}h${n(-fw)}Z`),
      fill(frame, wood, 'wood'),
      stroke(
        `M${n(fx - bar * 0.5)} ${n(fy - bar * 0.5)}H${n(fx + fw + bar * 0.5)}`,
        lighter(wood, 0.4),
        0.8 * k,
        'detail',
        0,
      ),
      actorNodes(actor),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, fy - bar - 14 * k);
    const box: [number, number, number, number] = [-H * 0.25, top, fx + fw + fw * 0.2, 4];
    const focus: Point = [cx, fy + fh];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [],
      closeBox: facingBox([-H * 0.2, top, fx + fw + bar + 4 * k, fy + fh + 30 * k], facing),
    });
  },
};
