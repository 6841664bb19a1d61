/**
 * Unzipping the sky like a tent: a zip hanging in the air, pulled down by its tab, its two sides
 * parted in a long V, and behind the sky something else: a bright morning, the sea, a giant eye
 * looking in.
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
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What shows behind the sky in a box from (x0, y0), `w` by `h` (clipped to the opening). */
function behind(object: NounId, p: Palette, x0: number, y0: number, w: number, h: number): Node[] {
  const cx = x0 + w / 2;
  switch (object) {
    case 'sea':
      return [
        fill(rect(x0, y0, w, h), mix(p.water, '#2f6f9f', 0.4), 'water'),
        stroke(
          [0.2, 0.4, 0.6, 0.8]
            .map((t) => `M${n(x0)} ${n(y0 + h * t)}q${n(w / 4)} -4 ${n(w / 2)} 0t${n(w / 2)} 0`)
            .join(''),
          lighter(p.water, 0.5),
          1,
          'water',
          0,
        ),
        placed(P.fish('#f08a3a', p.ink, w * 0.3), [cx - w * 0.05, y0 + h * 0.35], 1, -20),
        placed(P.fish('#e8c040', p.ink, w * 0.2), [cx + w * 0.1, y0 + h * 0.62], 1, 160),
      ];
    case 'eyeball': {
      // A giant eye filling the gap, looking in at the one who opened it.
      const r = w * 0.42;
      const ey = y0 + h * 0.38;
      return [
        fill(rect(x0, y0, w, h), '#1a1420', 'sky'),
        fill(oval(cx, ey, r, r * 0.62), '#f4efe6', 'skin'),
        fill(circle(cx - r * 0.12, ey + r * 0.1, r * 0.38), '#3f8fb0', 'detail'),
        fill(circle(cx - r * 0.14, ey + r * 0.12, r * 0.18), '#101018', 'detail', 0),
        fill(circle(cx - r * 0.02, ey - r * 0.02, r * 0.07), '#ffffff', 'glow', 0),
        stroke(
          `M${n(cx - r)} ${n(ey)}Q${n(cx)} ${n(ey - r * 0.95)} ${n(cx + r)} ${n(ey)}`,
          '#101018',
          r * 0.06,
          'detail',
          0,
        ),
      ];
    }
    default:
      // A bright morning: a pale blue sky with a sun and a little cloud.
      return [
        fill(rect(x0, y0, w, h), '#a8dcf4', 'glow', 0),
        fill(circle(cx + w * 0.08, y0 + h * 0.28, w * 0.18), '#fff0a0', 'glow', 0),
        placed(P.cloud('#ffffff', w * 0.5), [cx - w * 0.12, y0 + h * 0.55]),
      ];
  }
}

/**
 * Unzipping the sky: the figure on tiptoe pulls a zip's tab down, the zip hanging in the air
 * above, its sides parted in a long V with something else showing behind the sky.
 */
export const zipSky: Action = {
  id: 'zip-sky',
  objects: ['light', 'sea', 'eyeball'],
  feelings: ['mischief', 'wonder', 'surprise', 'fear', 'resolve', 'longing'],
  settings: ['meadow', 'shore', 'snowfield', 'desert', 'icefield', 'clouds', 'rooftop'],
  framings: ['medium', 'low'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `zip-sky:${o}`,
  concepts: ['zip', 'tent', 'behind the scenes', 'another world', 'opening', 'secret', 'reveal'],
  say: sayFrom(
    {
      light: {
        en: 'unzips the sky like a tent, and a bright morning is behind it',
        ja: '空をテントのようにファスナーで開けると、その向こうは明るい朝だった',
        ru: 'расстёгивает небо, как палатку, а за ним яркое утро',
        pt: 'abre o céu como uma barraca, e atrás dele há uma manhã clara',
        fi: 'avaa taivaan vetoketjun kuin teltan, ja sen takana on kirkas aamu',
      },
      sea: {
        en: 'unzips the sky like a tent, and the sea is behind it',
        ja: '空をテントのようにファスナーで開けると、その向こうは海だった',
        ru: 'расстёгивает небо, как палатку, а за ним море',
        pt: 'abre o céu como uma barraca, e atrás dele está o mar',
        fi: 'avaa taivaan vetoketjun kuin teltan, ja sen takana on meri',
      },
      eyeball: {
        en: 'unzips the sky like a tent, and a giant eye looks in from behind it',
        ja: '空をテントのようにファスナーで開けると、向こうから巨大な目がのぞいている',
        ru: 'расстёгивает небо, как палатку, а оттуда заглядывает огромный глаз',
        pt: 'abre o céu como uma barraca, e de trás dele espia um olho gigante',
        fi: 'avaa taivaan vetoketjun kuin teltan, ja sen takaa kurkistaa jättimäinen silmä',
      },
    },
    'light',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: afraid ? -10 : -4,
      front: { reach: [m.headR * 2.4, m.reachTop + 4], hand: 'fist' },
      back: afraid
        ? { angle: 60, bend: 110, hand: 'open' }
        : { angle: -30, bend: 30, hand: 'open' },
      turn: 0.5,
      headTilt: -20,
      gaze: [0.5, -1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The slider just above the fist; the zip runs up from it, parted, to its top stop.
    const sl: Point = [hand[0], hand[1] - 7 * k];
    const top: Point = [sl[0] + 4 * k, sl[1] - H * 1.0];
    const half = H * 0.3;
    const opening = `M${n(sl[0])} ${n(sl[1])}Q${n(sl[0] - half * 0.9)} ${n((sl[1] + top[1]) / 2)} ${n(top[0] - half)} ${n(top[1] + H * 0.08)}Q${n(top[0])} ${n(top[1] - H * 0.1)} ${n(top[0] + half)} ${n(top[1] + H * 0.08)}Q${n(sl[0] + half * 0.9)} ${n((sl[1] + top[1]) / 2)} ${n(sl[0])} ${n(sl[1])}Z`;
    const inside = group(
      behind(ctx.object, p, top[0] - half, top[1] - H * 0.1, half * 2, sl[1] - top[1] + H * 0.1),
      undefined,
      opening,
    );
    // The teeth along both parted edges, and the closed zip running on down below the slider.
    const metal = '#c9b070';
    const teeth: string[] = [];
    const along = (t: number, side: -1 | 1): Point => {
      // A point on the edge from the slider (t = 0) up to the top (t = 1), bowed outwards.
      const a = sl;
      const c: Point = [sl[0] + side * half * 0.9, (sl[1] + top[1]) / 2];
      const b: Point = [top[0] + side * half, top[1] + H * 0.08];
      const u = 1 - t;
      return [
        u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
        u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
      ];
    };
    for (let i = 1; i < 14; i++) {
      for (const side of [-1, 1] as const) {
        const q = along(i / 14, side);
        teeth.push(`M${n(q[0])} ${n(q[1])}h${n(-side * 2.2 * k)}`);
      }
    }
    const below = sl[1] + H * 0.36;
    for (let y = sl[1] + 6 * k; y < below; y += 3 * k)
      teeth.push(`M${n(sl[0] - 2 * k)} ${n(y)}h${n(4 * k)}`);
    const lip = lighter(p.sky[1], 0.35);
    const nodes: Node[] = [
      inside,
      stroke(opening, lip, 1.6 * k, 'detail'),
      stroke(teeth.join(''), metal, 1.1 * k, 'metal', 0),
      stroke(
        `M${n(sl[0])} ${n(sl[1] + 4 * k)}V${n(below)}`,
        darker(metal, 0.3),
        0.6 * k,
        'metal',
        0,
      ),
      actorNodes(actor),
      fill(rect(sl[0] - 3 * k, sl[1] - 4 * k, 6 * k, 7 * k, 1.5 * k), '#b8bcc4', 'metal'),
      stroke(
        `M${n(sl[0])} ${n(sl[1] + 3 * k)}L${n(hand[0])} ${n(hand[1])}`,
        '#8a8e96',
        1.6 * k,
        'metal',
      ),
    ];
    const glowAt: Point = [top[0], (top[1] + sl[1]) / 2];
    const bright = ctx.object === 'light';
    const box: [number, number, number, number] = [
      -H * 0.3,
      top[1] - H * 0.14,
      top[0] + half + 6 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(glowAt, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [{ at: mx(glowAt, facing), r: H * 0.4, color: bright ? '#fff2b0' : p.light }],
      light: { at: mx(glowAt, facing), kind: 'glow', reach: H * 1.5 },
      closeBox: facingBox(
        [-H * 0.3, top[1] - H * 0.14, top[0] + half + 6 * k, (m.shoulder + 8) * s],
        facing,
      ),
    });
  },
};
