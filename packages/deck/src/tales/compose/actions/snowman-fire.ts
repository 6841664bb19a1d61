/**
 * Hospitality to a guest who cannot bear it: indoors by a lit fireplace, a character hands a
 * steaming cup to a snowman sitting on a stool, who reaches for it with a twig hand while a
 * puddle spreads under it.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor, whos } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A snowman seated (shade-snowman.ts stands one in the sun), `k` the world's unit, its base at
 * (x, 0): three balls, a face, a scarf.
 */
export function snowman(x: number, k: number, scarf: string, ink: string, melt: number): Node[] {
  const snow = '#f4f6fa';
  const shade = '#cdd6e4';
  const base: Point = [x, -13 * k];
  const body: Point = [x, -33 * k];
  const head: Point = [x + 1 * k, -49 * k];
  return [
    // The puddle it sits in, bigger as it melts.
    fill(oval(x + 2 * k, 1 * k, (18 + melt * 10) * k, 3 * k), mix('#9fc6de', shade, 0.3), 'water'),
    fill(oval(base[0], base[1], 15 * k, 13 * k), snow, 'cloth'),
    fill(oval(base[0] - 4 * k, base[1] + 4 * k, 9 * k, 6 * k), shade, 'cloth', 0),
    fill(oval(body[0], body[1], 11.5 * k, 10.5 * k), snow, 'cloth'),
    fill(oval(head[0], head[1], 8.5 * k, 8 * k), snow, 'cloth'),
    // Coal eyes looking at the cup, a carrot nose, a smile of coal, drips down its side.
    fill(
      circle(head[0] + 1.6 * k, head[1] - 2 * k, 1.1 * k) +
        circle(head[0] + 5.2 * k, head[1] - 2 * k, 1.1 * k),
      ink,
      'face',
      0,
    ),
    fill(
      poly([
        [head[0] + 3 * k, head[1]],
        [head[0] + 13 * k, head[1] + 1.5 * k],
        [head[0] + 3 * k, head[1] + 2.4 * k],
      ]),
      '#e8792f',
      'detail',
      0,
    ),
    fill(
      [0, 1, 2, 3]
        .map((i) =>
          circle(
            head[0] - 0.5 * k + i * 1.9 * k,
            head[1] + 4.6 * k - Math.abs(i - 1.5) * 0.6 * k,
            0.6 * k,
          ),
        )
        .join(''),
      ink,
      'face',
      0,
    ),
    fill(rect(body[0] - 9 * k, head[1] + 6.5 * k, 18 * k, 3.6 * k, 1.5 * k), scarf, 'cloth'),
    fill(rect(body[0] - 7 * k, head[1] + 8 * k, 4 * k, 12 * k, 1 * k), darker(scarf, 0.1), 'cloth'),
    fill(
      oval(body[0] + 10 * k, body[1] + 6 * k, 1.4 * k, 3 * k) +
        oval(base[0] + 13 * k, base[1] + 6 * k, 1.3 * k, 2.6 * k),
      '#b8d4ea',
      'water',
      0,
    ),
  ];
}

/**
 * Cocoa for a snowman by the fire: the fireplace between them, flames lighting the room; the
 * snowman on a stool beside the hearth, a twig arm out for the cup; the character, on the other
 * side, holding it out with both hands, steam rising from it.
 */
export const snowmanFire: Action = {
  id: 'snowman-fire',
  objects: ['snow'],
  // A mouse host is too small beside the hearth to read at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['joy', 'calm', 'longing', 'grief', 'mischief', 'surprise'],
  settings: ['bedroom', 'kitchen', 'attic', 'library'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['fire', 'candle', 'lamp'],
  family: () => 'snowman-fire',
  concepts: [
    'snowman',
    'hospitality',
    'generosity',
    'thaw',
    'friendship',
    'winter',
    'warmth',
    'impermanence',
  ],
  say: sayFrom(
    {
      snow: {
        en: 'offers a hot drink to a snowman sitting by the fire',
        ja: '暖炉のそばに座る雪だるまに、温かい飲み物を差し出している',
        ru: 'протягивает горячий напиток снеговику, который сидит у камина',
        pt: 'oferece uma bebida quente a um boneco de neve sentado junto à lareira',
        fi: 'tarjoaa kuumaa juomaa takan ääressä istuvalle lumiukolle',
      },
    },
    'snow',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The fireplace: a stone surround with a mantel, the dark opening, flames and logs.
    const fx = 0;
    const fw = 26 * k;
    const fh = 44 * k;
    const stone = mix('#b9aa98', p.wall, 0.35);
    const flame = '#ffb347';
    const fireplace: Node[] = [
      fill(rect(fx - fw, -fh, 2 * fw, fh, 1 * k), stone, 'stone'),
      fill(
        rect(fx - fw - 5 * k, -fh - 5 * k, 2 * fw + 10 * k, 5 * k, 1 * k),
        darker(p.wood, 0.05),
        'wood',
      ),
      fill(
        `M${n(fx - fw * 0.62)} 0V${n(-fh * 0.55)}Q${n(fx)} ${n(-fh * 0.85)} ${n(fx + fw * 0.62)} ${n(-fh * 0.55)}V0Z`,
        '#201a1c',
        'stone',
      ),
      fill(rect(fx - 11 * k, -4 * k, 22 * k, 4 * k, 2 * k), darker(p.wood, 0.3), 'wood'),
      fill(
        `M${n(fx - 10 * k)} ${n(-4 * k)}Q${n(fx - 12 * k)} ${n(-14 * k)} ${n(fx - 5 * k)} ${n(-22 * k)}Q${n(fx - 4 * k)} ${n(-14 * k)} ${n(fx)} ${n(-12 * k)}Q${n(fx + 1 * k)} ${n(-20 * k)} ${n(fx + 5 * k)} ${n(-26 * k)}Q${n(fx + 12 * k)} ${n(-14 * k)} ${n(fx + 10 * k)} ${n(-4 * k)}Z`,
        flame,
        'glow',
      ),
      fill(
        `M${n(fx - 5 * k)} ${n(-4 * k)}Q${n(fx - 6 * k)} ${n(-10 * k)} ${n(fx - 1 * k)} ${n(-15 * k)}Q${n(fx + 6 * k)} ${n(-10 * k)} ${n(fx + 5 * k)} ${n(-4 * k)}Z`,
        '#fff1a8',
        'glow',
        0,
      ),
    ];
    // The snowman on a stool left of the hearth, melting a little more when the feeling is sad.
    const sx = fx - fw - 26 * k;
    const stoolH = 9 * k;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const stool: Node[] = [
      stroke(
        `M${n(sx - 9 * k)} 0L${n(sx - 7 * k)} ${n(-stoolH)}M${n(sx + 9 * k)} 0L${n(sx + 7 * k)} ${n(-stoolH)}`,
        darker(p.wood, 0.2),
        2.4 * k,
        'wood',
      ),
      fill(rect(sx - 11 * k, -stoolH - 3 * k, 22 * k, 3.5 * k, 1 * k), p.wood, 'wood'),
    ];
    const guest = group(
      snowman(sx, k * 1.3, p.accent, p.ink, sad ? 1 : 0.4),
      `translate(0 ${n(-stoolH - 2 * k)})`,
    );
    const puddle = fill(
      oval(sx + 4 * k, 1 * k, (sad ? 26 : 18) * k, 3 * k),
      mix('#9fc6de', p.floor, 0.3),
      'water',
    );
    // The host right of the hearth, a cup held out in both hands over the hearth's corner.
    const cupAt: Point = [sx + 26 * k, -58 * k];
    const hostX = fx + fw + 22 * k;
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 14,
      front: { reach: [(hostX - cupAt[0]) / s, cupAt[1] / s], hand: 'fist' },
      back: { reach: [(hostX - cupAt[0]) / s - 6, cupAt[1] / s + 4], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: sad ? 14 : 4,
      gaze: [1, 0.3],
    });
    const host: Actor = { fig: { ...fig, hands: [] }, x: hostX, facing: -1, scale: s };
    // The snowman's twig arm out towards the cup.
    const arm = stroke(
      `M${n(sx + 12 * k)} ${n(-stoolH - 45 * k)}L${n(cupAt[0] - 6 * k)} ${n(cupAt[1] + 6 * k)}M${n(cupAt[0] - 9 * k)} ${n(cupAt[1] + 8 * k)}l${n(1 * k)} ${n(-4 * k)}`,
      '#6b4a32',
      1.4 * k,
      'wood',
    );
    const cup = placed(
      P.teacup({ main: lighter(p.accent, 0.25), ink: p.ink, light: p.light, metal: '#4c464c' }),
      [cupAt[0] - 6 * k, cupAt[1] + 2 * k],
      0.9 * k,
    );
    const steam = stroke(
      `M${n(cupAt[0] + 2 * k)} ${n(cupAt[1] - 6 * k)}q-3 -5 0 -10t0 -10M${n(cupAt[0] + 8 * k)} ${n(cupAt[1] - 6 * k)}q-3 -5 0 -9t0 -9`,
      lighter(p.light, 0.4),
      1 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      ...fireplace,
      puddle,
      ...stool,
      guest,
      arm,
      actorNodes(host),
      cup,
      group(fig.hands, `translate(${n(hostX)} 0) scale(${n(-s)} ${n(s)})`),
      steam,
    ];
    const top = Math.min(-fh - 10 * k, (m.headTop - 4) * s);
    const box: [number, number, number, number] = [sx - 20 * k, top, hostX + 16 * k, 4];
    const fireAt: Point = [fx, -12 * k];
    return staged(facingBox(box, facing), mx([cupAt[0], cupAt[1] + 10 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [sx * facing, 26 * k],
        [hostX * facing, 26 * k],
      ],
      light: { at: mx(fireAt, facing), kind: 'fire', reach: 140 * k },
      glows: [{ at: mx(fireAt, facing), r: 30 * k, color: flame }],
    });
  },
};
