/**
 * Tucking the moon into bed: a character leans over a little bed and pulls the blanket up to the
 * chin of the moon (a star, a cloud) asleep on the pillow in a nightcap. A bedtime ritual done
 * for the thing that is meant to watch over the night.
 */
import { circle, n, quad, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A face asleep, centred at (x, y) on something `r` in radius: closed eyes, a small smile, cheeks. */
export function sleepingFace(x: number, y: number, r: number, ink: Color, cheek: Color): Node[] {
  const w = r * 0.5;
  const eyes = [-1, 1]
    .map((side) => {
      const ex = x + side * w * 0.55;
      return quad([ex - w * 0.28, y], [ex, y + w * 0.26], [ex + w * 0.28, y]);
    })
    .join('');
  return [
    fill(
      `${circle(x - w * 0.95, y + w * 0.45, w * 0.2)}${circle(x + w * 0.95, y + w * 0.45, w * 0.2)}`,
      cheek,
      'face',
      0,
    ),
    stroke(eyes, ink, r * 0.07, 'face', 0),
    stroke(
      quad([x - w * 0.2, y + w * 0.6], [x, y + w * 0.75], [x + w * 0.2, y + w * 0.6]),
      ink,
      r * 0.05,
      'face',
      0,
    ),
  ];
}

/** A nightcap sitting on a head of radius r centred at (x, y), its tip flopping to `side`. */
export function nightcap(x: number, y: number, r: number, color: Color, side: 1 | -1): Node[] {
  const brim = y - r * 0.55;
  const tip: Point = [x + side * r * 1.25, y - r * 0.45];
  return [
    fill(
      `M${n(x - r * 0.8)} ${n(brim)}Q${n(x - r * 0.2)} ${n(y - r * 1.75)} ${n(x + side * r * 0.7)} ${n(y - r * 1.35)}Q${n(tip[0])} ${n(tip[1] - r * 0.5)} ${n(tip[0])} ${n(tip[1])}Q${n(x + side * r * 0.5)} ${n(y - r * 0.95)} ${n(x + r * 0.8)} ${n(brim)}Z`,
      color,
      'cloth',
    ),
    fill(
      rect(x - r * 0.85, brim - r * 0.12, r * 1.7, r * 0.24, r * 0.1),
      lighter(color, 0.6),
      'cloth',
    ),
    fill(circle(tip[0], tip[1], r * 0.16), '#fbf6ea', 'cloth'),
  ];
}

/** The sleeper on the pillow, its centre at c, `r` in radius. */
function sleeper(object: NounId, p: Palette, c: Point, r: number, cap: Color): Node[] {
  const cheek = mix(p.accent, '#ff9a9a', 0.5);
  switch (object) {
    case 'cloud':
      return [
        placed(P.cloud('#f7f7fb', r * 2.6), [c[0], c[1] + r * 0.3]),
        ...sleepingFace(c[0], c[1] + r * 0.1, r * 0.8, p.ink, cheek),
      ];
    case 'star':
      return [
        placed(P.star('#ffd95a', r * 1.45), [c[0], c[1] + r * 0.05]),
        ...sleepingFace(c[0], c[1] + r * 0.12, r * 0.75, darker('#ffd95a', 0.55), cheek),
      ];
    default:
      return [
        placed(P.fullMoon('#f6efc8', r), c),
        ...sleepingFace(c[0], c[1] + r * 0.05, r, darker('#f6efc8', 0.6), cheek),
        ...nightcap(c[0], c[1], r, cap, -1),
      ];
  }
}

/**
 * Tucking in the moon, a star or a cloud: behind a little bed whose skirt reaches the floor, the
 * character bends over and pulls the blanket's turned-down edge up under the sleeper's chin; the
 * sleeper lies on the pillow, eyes shut, in a nightcap.
 */
export const tuckIn: Action = {
  id: 'tuck-in',
  objects: ['moon', 'star', 'cloud'],
  feelings: ['calm', 'joy', 'sleep', 'longing', 'wonder', 'mischief'],
  settings: ['bedroom', 'attic', 'clouds', 'rooftop', 'meadow', 'snowfield', 'shore', 'library'],
  framings: ['medium', 'low'],
  lights: ['lamp', 'candle', 'window', 'moon', 'sky'],
  family: (o) => `tuck-in:${o}`,
  concepts: [
    'bedtime',
    'tucking in',
    'lullaby',
    'care',
    'parenthood',
    'goodnight',
    'sleep',
    'tenderness',
    'dreams',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'tucks the moon into bed',
        ja: 'お月さまをベッドに寝かしつけ、毛布をかけてあげている',
        ru: 'укладывает луну спать и подтыкает ей одеяло',
        pt: 'põe a lua na cama e aconchega-lhe o cobertor',
        fi: 'peittelee kuun nukkumaan',
      },
      star: {
        en: 'tucks a little star into bed',
        ja: '小さな星をベッドに寝かしつけ、毛布をかけてあげている',
        ru: 'укладывает маленькую звёздочку спать и подтыкает ей одеяло',
        pt: 'põe uma estrelinha na cama e aconchega-lhe o cobertor',
        fi: 'peittelee pienen tähden nukkumaan',
      },
      cloud: {
        en: 'tucks a cloud into bed',
        ja: '雲をベッドに寝かしつけ、毛布をかけてあげている',
        ru: 'укладывает облако спать и подтыкает ему одеяло',
        pt: 'põe uma nuvem na cama e aconchega-lhe o cobertor',
        fi: 'peittelee pilven nukkumaan',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The bed: its head (with the pillow) towards the figure's front, its foot behind it.
    const top = -36 * k;
    const bx0 = -62 * k;
    const bx1 = 66 * k;
    const headX = bx1;
    const r = 21 * k;
    const c: Point = [headX - 26 * k, top - r * 0.9];
    const fold = c[0] - r * 0.9;
    const grip: Point = [fold / s, (top - 5 * k) / s];
    const sad = ctx.feeling === 'longing' || ctx.feeling === 'sleep';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 18,
      front: { reach: [grip[0] + 2, grip[1] - 1], hand: 'fist' },
      back: { reach: [grip[0] - 6, grip[1] + 1], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: sad ? 24 : 16,
      gaze: [0.7, 0.7],
    });
    const actor: Actor = { fig, x: -14 * k, facing: 1, scale: s };
    const wood = darker(p.wood, 0.05);
    const blanket = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    const cap = rng.pick([p.accent, '#3f5aa8', '#b8485a']);
    const sheet = '#f7f2e6';
    const headboard = fill(
      `M${n(headX - 4 * k)} 0V${n(top - 34 * k)}Q${n(headX + 2 * k)} ${n(top - 42 * k)} ${n(headX + 8 * k)} ${n(top - 34 * k)}V0Z`,
      wood,
      'wood',
    );
    const footboard = fill(
      `M${n(bx0 - 4 * k)} 0V${n(top - 16 * k)}Q${n(bx0 + 2 * k)} ${n(top - 22 * k)} ${n(bx0 + 8 * k)} ${n(top - 16 * k)}V0Z`,
      wood,
      'wood',
    );
    const pillow = fill(
      `M${n(headX - 40 * k)} ${n(top)}Q${n(headX - 42 * k)} ${n(top - 12 * k)} ${n(headX - 24 * k)} ${n(top - 11 * k)}Q${n(headX - 6 * k)} ${n(top - 12 * k)} ${n(headX - 6 * k)} ${n(top)}Z`,
      sheet,
      'cloth',
    );
    // The blanket over the sleeper's body, from its chin to the foot, hanging down the bed's side;
    // its turned-down sheet edge is what the hands pull.
    const cover = fill(
      `M${n(bx0 + 6 * k)} ${n(top - 5 * k)}Q${n((bx0 + fold) / 2)} ${n(top - 11 * k)} ${n(fold)} ${n(top - 9 * k)}L${n(c[0] + r * 0.7)} ${n(c[1] + r * 0.72)}Q${n(headX - 4 * k)} ${n(top - 6 * k)} ${n(headX - 4 * k)} ${n(top + 4 * k)}V${n(top + 22 * k)}H${n(bx0 + 6 * k)}Z`,
      blanket,
      'cloth',
    );
    const turned = fill(
      `M${n(fold - 3 * k)} ${n(top - 9 * k)}L${n(c[0] + r * 0.75)} ${n(c[1] + r * 0.62)}L${n(c[0] + r * 0.95)} ${n(c[1] + r * 0.95)}L${n(fold + 3 * k)} ${n(top - 1 * k)}Z`,
      sheet,
      'cloth',
    );
    const skirt = fill(
      rect(bx0, top + 4 * k, bx1 - bx0, -top - 4 * k, 2 * k),
      darker(blanket, 0.15),
      'cloth',
    );
    const hem = stroke(
      `M${n(bx0 + 6 * k)} ${n(top + 22 * k)}H${n(headX - 4 * k)}`,
      lighter(blanket, 0.35),
      1.6 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      headboard,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      skirt,
      pillow,
      ...sleeper(ctx.object, p, c, r, cap),
      cover,
      hem,
      turned,
      footboard,
      group(fig.hands, `translate(${n(actor.x)} 0) scale(${n(s)})`),
    ];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      bx0 - 10 * k,
      Math.min(headTop, top - 48 * k),
      bx1 + 12 * k,
      4,
    ];
    const focus: Point = [c[0] - r * 0.4, c[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[((bx0 + bx1) / 2) * facing, (bx1 - bx0) * 0.55]],
      glows: [
        { at: mx(c, facing), r: r * 2.4, color: ctx.object === 'cloud' ? '#ffffff' : '#fff2b0' },
      ],
      closeBox: facingBox(
        [actor.x - 30 * k, Math.min(headTop, c[1] - r * 2), bx1 + 8 * k, top + 14 * k],
        facing,
      ),
    });
  },
};
