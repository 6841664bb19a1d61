/**
 * A loaf full of rooms: at the table the character holds up the slice just cut, and inside it is a
 * tiny lit room — lamp, window, someone standing in it waving back — while the loaf's cut end on
 * the board glows with the next room along.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const crust = '#b9773a';
const crumb = '#f3dfb2';
const lamplight = '#ffd77a';

/**
 * A slice of bread's outline, centre (cx, cy), `w` wide and `h` tall: straight sides, a domed top
 * swelling past them like a tin loaf's.
 */
function sliceShape(cx: number, cy: number, w: number, h: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y1 = cy + h / 2;
  const shoulder = cy - h * 0.12;
  const top = cy - h / 2;
  return `M${n(x0 + w * 0.06)} ${n(y1)}L${n(x0)} ${n(shoulder)}C${n(x0 - w * 0.16)} ${n(top + h * 0.1)} ${n(cx - w * 0.3)} ${n(top)} ${n(cx)} ${n(top)}C${n(cx + w * 0.3)} ${n(top)} ${n(x1 + w * 0.16)} ${n(top + h * 0.1)} ${n(x1)} ${n(shoulder)}L${n(x1 - w * 0.06)} ${n(y1)}Z`;
}

/**
 * The tiny room inside a slice: its lit back wall, a floor, a lamp hanging from the top, a night
 * window, and a little person waving (their coat in the card's accent); `u` is the room's unit.
 */
function room(p: Palette, cx: number, cy: number, w: number, h: number, waving: boolean): Node[] {
  const u = w / 30;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const floorY = cy + h * 0.3;
  const coat: Color = mix(p.accent, '#3a5a9a', 0.3);
  const skin = '#f0c8a0';
  const personX = cx + w * 0.12;
  const nodes: Node[] = [
    fill(rect(x0, y0, w, h), lamplight, 'glow', 0),
    fill(rect(x0, floorY, w, cy + h / 2 - floorY), darker(lamplight, 0.35), 'floor', 0),
    // The window: night outside, a dot of a star.
    fill(rect(x0 + w * 0.1, y0 + h * 0.22, w * 0.28, h * 0.26), '#2b3760', 'glass', 0),
    stroke(
      `M${n(x0 + w * 0.24)} ${n(y0 + h * 0.22)}V${n(y0 + h * 0.48)}M${n(x0 + w * 0.1)} ${n(y0 + h * 0.35)}H${n(x0 + w * 0.38)}`,
      darker(lamplight, 0.45),
      0.9 * u,
      'detail',
      0,
    ),
    // The lamp on its cord.
    stroke(`M${n(cx)} ${n(y0)}V${n(y0 + h * 0.16)}`, '#4a3a2a', 0.7 * u, 'detail', 0),
    fill(circle(cx, y0 + h * 0.19, 2.2 * u), '#fff6d0', 'glow', 0),
    // The little person: legs, coat, head, an arm up waving or both down.
    stroke(
      `M${n(personX - 1.4 * u)} ${n(floorY)}V${n(floorY - 6 * u)}M${n(personX + 1.4 * u)} ${n(floorY)}V${n(floorY - 6 * u)}`,
      '#3a3040',
      1.5 * u,
      'detail',
      0,
    ),
    fill(rect(personX - 3.2 * u, floorY - 15 * u, 6.4 * u, 10 * u, 2 * u), coat, 'cloth', 0),
    stroke(
      waving
        ? `M${n(personX + 2.6 * u)} ${n(floorY - 13.5 * u)}L${n(personX + 6.5 * u)} ${n(floorY - 20 * u)}`
        : `M${n(personX + 2.8 * u)} ${n(floorY - 13.5 * u)}L${n(personX + 4 * u)} ${n(floorY - 7 * u)}`,
      coat,
      1.6 * u,
      'cloth',
      0,
    ),
    fill(circle(personX, floorY - 18.5 * u, 3.2 * u), skin, 'skin', 0),
    fill(circle(personX - 1.1 * u, floorY - 18.8 * u, 0.45 * u), '#2a2020', 'face', 0),
    fill(circle(personX + 1.1 * u, floorY - 18.8 * u, 0.45 * u), '#2a2020', 'face', 0),
    // A little chair beside them.
    stroke(
      `M${n(x0 + w * 0.16)} ${n(floorY)}V${n(floorY - 8 * u)}H${n(x0 + w * 0.34)}V${n(floorY)}M${n(x0 + w * 0.16)} ${n(floorY - 8 * u)}V${n(floorY - 15 * u)}`,
      darker(p.wood, 0.1),
      1.1 * u,
      'wood',
      0,
    ),
  ];
  return nodes;
}

/** A whole slice with its room, centre (cx, cy), `w` wide. */
function slice(p: Palette, cx: number, cy: number, w: number, waving: boolean): Node[] {
  const h = w * 1.12;
  const outline = sliceShape(cx, cy, w, h);
  const inner = sliceShape(cx, cy + h * 0.02, w * 0.84, h * 0.86);
  const roomW = w * 0.7;
  const roomH = h * 0.64;
  return [
    fill(outline, crust, 'paper'),
    fill(inner, crumb, 'paper', 0),
    ...room(p, cx, cy + h * 0.06, roomW, roomH, waving),
    stroke(
      rect(cx - roomW / 2, cy + h * 0.06 - roomH / 2, roomW, roomH),
      darker(crumb, 0.2),
      w * 0.025,
      'detail',
      0,
    ),
  ];
}

/** The loaf lying on its board, its cut end (towards the character) glowing with a room. */
function loaf(p: Palette, x0: number, x1: number, y: number, h: number): Node[] {
  const board = mix(p.wood, '#c89a5e', 0.4);
  const len = x1 - x0;
  const scores = [0.3, 0.5, 0.7]
    .map(
      (t) =>
        `M${n(x0 + len * t)} ${n(y - h * 0.95)}q${n(len * 0.05)} ${n(h * 0.12)} ${n(len * 0.08)} ${n(h * 0.32)}`,
    )
    .join('');
  return [
    fill(rect(x0 - len * 0.08, y - 2.5 * (h / 26), len * 1.16, 2.5 * (h / 26), 1), board, 'wood'),
    fill(
      `M${n(x0)} ${n(y)}V${n(y - h * 0.6)}C${n(x0)} ${n(y - h)} ${n(x0 + len * 0.15)} ${n(y - h * 1.02)} ${n(x0 + len * 0.5)} ${n(y - h * 1.02)}C${n(x1 - len * 0.1)} ${n(y - h * 1.02)} ${n(x1)} ${n(y - h * 0.9)} ${n(x1)} ${n(y - h * 0.5)}V${n(y)}Z`,
      crust,
      'paper',
    ),
    stroke(scores, darker(crust, 0.25), h * 0.06, 'detail', 0),
    // The cut end, seen slant: a crumb oval with the next room's light in it.
    fill(oval(x0, y - h * 0.5, h * 0.2, h * 0.48), crumb, 'paper'),
    fill(oval(x0, y - h * 0.46, h * 0.12, h * 0.3), lamplight, 'glow', 0),
  ];
}

/**
 * Slicing a loaf whose every slice is a little lit room: standing at the table, the bread knife
 * lowered in the back hand, the slice just cut held up before the face in the front hand.
 */
export const sliceLoaf: Action = {
  id: 'slice-loaf',
  objects: ['bread'],
  feelings: ['wonder', 'surprise', 'longing', 'grief', 'mischief', 'calm'],
  settings: ['kitchen', 'attic', 'library'],
  framings: ['medium', 'close'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'candle', 'window'],
  family: () => 'slice-loaf',
  concepts: ['slicing', 'loaf', 'neighbours', 'loneliness', 'miniature', 'greeting'],
  say: sayFrom(
    {
      bread: {
        en: 'cuts a slice of bread, and inside it is a tiny lit room where someone waves back',
        ja: 'パンを一枚切ると、その中に明かりのともった小さな部屋があって、だれかが手をふり返している',
        ru: 'отрезает ломоть хлеба, а внутри него крошечная светлая комната, и кто-то машет оттуда в ответ',
        pt: 'corta uma fatia de pão, e dentro dela há um quartinho iluminado onde alguém acena de volta',
        fi: 'leikkaa leipäviipaleen, ja sen sisällä on pieni valaistu huone, josta joku vilkuttaa takaisin',
      },
    },
    'bread',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const w = H * 0.42;
    // The slice before the face, a little ahead and above the eyes.
    const c: Point = [H * 0.47, m.head[1] * s - H * 0.17];
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const tableY = (m.hip - 4) * s;
    const t0 = H * 0.22;
    const t1 = H * 1.02;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 6 : -2,
      front: { reach: [(c[0] - w * 0.42) / s, (c[1] + w * 0.35) / s], hand: 'mitt' },
      back: { angle: 20, bend: 30, hand: 'fist' },
      turn: 0.7,
      headTilt: sad ? -2 : -12,
      gaze: [1, -0.6],
    });
    const back: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const wood = mix(p.wood, '#9a6a3e', 0.3);
    const knife: Node[] = [
      fill(rect(back[0] - 1.2 * k, back[1] - 1.5 * k, 2.4 * k, 7 * k, 1), '#3a2a22', 'wood'),
      fill(
        `M${n(back[0] - 1.6 * k)} ${n(back[1] + 5 * k)}h${n(3.4 * k)}l${n(-0.4 * k)} ${n(20 * k)}q${n(-1.5 * k)} ${n(2 * k)} ${n(-3 * k)} ${n(1 * k)}Z`,
        '#c4c8d0',
        'metal',
      ),
    ];
    const nodes: Node[] = [
      stroke(
        `M${n(t0 + 5 * k)} ${n(tableY)}V0M${n(t1 - 5 * k)} ${n(tableY)}V0`,
        darker(wood, 0.25),
        3.2 * k,
        'wood',
      ),
      fill(rect(t0, tableY, t1 - t0, 4 * k), wood, 'wood'),
      ...loaf(p, H * 0.52, H * 0.97, tableY, 24 * k),
      actorNodes(actor),
      ...knife,
      ...slice(p, c[0], c[1], w, !sad),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, c[1] - w * 0.7);
    const box: [number, number, number, number] = [-H * 0.24, top, t1 + 4 * k, 4];
    return staged(facingBox(box, facing), mx(c, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [((t0 + t1) / 2) * facing, t1 - t0],
      ],
      glows: [{ at: mx(c, facing), r: w * 1.1, color: lighter(lamplight, 0.2) }],
      closeBox: facingBox([-H * 0.12, top, c[0] + w * 0.75, c[1] + w * 1.1], facing),
    });
  },
};
