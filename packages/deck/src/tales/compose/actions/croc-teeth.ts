/**
 * Brushing a crocodile's teeth: a great crocodile lies on the floor holding its jaws wide open,
 * and a character stands at the tip of its snout scrubbing its front teeth with a toothbrush.
 */
import { at, circle, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor, whos } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A row of teeth along a jaw's edge from x0 to x1 at y, pointing up (dir -1) or down (1). */
function teeth(x0: number, x1: number, y: number, size: number, dir: 1 | -1): string {
  const out: string[] = [];
  const count = Math.max(3, Math.round((x1 - x0) / (size * 1.4)));
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step;
    const h = size * (i % 2 === 0 ? 1.1 : 0.85);
    out.push(
      `M${n(x)} ${n(y)}L${n(x + step * 0.5)} ${n(y + dir * h)}L${n(x + step * 0.9)} ${n(y)}Z`,
    );
  }
  return out.join('');
}

/**
 * The crocodile from the side, its snout towards the character: the lower jaw along the floor,
 * the upper jaw raised from the hinge, teeth on both, a pink tongue, an eye on top watching; its
 * body and a front leg behind the hinge. The character reaches a toothbrush to the front teeth.
 */
export const crocTeeth: Action = {
  id: 'croc-teeth',
  objects: ['crocodile'],
  // A mouse at the crocodile's snout is too small on the card to read.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'calm', 'surprise', 'mischief', 'joy', 'wonder'],
  settings: ['bedroom', 'kitchen', 'attic', 'shore', 'library'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  family: () => 'croc-teeth',
  concepts: [
    'teeth',
    'toothbrush',
    'bravery',
    'care',
    'hygiene',
    'taming',
    'risk',
    'bedtime routine',
  ],
  say: sayFrom(
    {
      crocodile: {
        en: 'brushes the teeth of a crocodile with its jaws agape',
        ja: '大きく口を開けたワニの歯をみがいてあげている',
        ru: 'чистит зубы крокодилу, который широко разинул пасть',
        pt: 'escova os dentes de um crocodilo de mandíbulas escancaradas',
        fi: 'harjaa krokotiilin hampaita, kun se pitää kitaansa ammollaan',
      },
    },
    'crocodile',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The crocodile, drawn in its own unit c (a little under the character's).
    const c = k;
    const green = mix('#4f7f3a', p.ink, 0.15);
    const belly = lighter(green, 0.35);
    const x0 = 8 * k;
    const hinge: Point = [x0 + 72 * c, -20 * c];
    const open = 40;
    const lowerTop = -11 * c;
    const lower = `M${n(x0)} ${n(-2 * c)}Q${n(x0)} ${n(lowerTop)} ${n(x0 + 6 * c)} ${n(lowerTop)}L${n(hinge[0])} ${n(hinge[1] + 4 * c)}L${n(hinge[0] + 6 * c)} 0L${n(x0 + 2 * c)} 0Z`;
    // The upper jaw in its own frame (hinge at 0, pointing to -x), raised `open` degrees.
    const L = 74 * c;
    // The front teeth of the raised jaw, in the world.
    const rad = (open * Math.PI) / 180;
    const local: Point = [-L + 12 * c, 4 * c];
    const tipTeeth: Point = [
      hinge[0] + local[0] * Math.cos(rad) - local[1] * Math.sin(rad),
      hinge[1] + local[0] * Math.sin(rad) + local[1] * Math.cos(rad),
    ];
    const upperLocal = `M0 0L${n(-L + 6 * c)} ${n(2 * c)}Q${n(-L)} ${n(1 * c)} ${n(-L)} ${n(-4 * c)}Q${n(-L + 2 * c)} ${n(-11 * c)} ${n(-L + 14 * c)} ${n(-12 * c)}L${n(-22 * c)} ${n(-16 * c)}Q${n(-8 * c)} ${n(-24 * c)} ${n(4 * c)} ${n(-16 * c)}Z`;
    const ivory = '#fbf6e6';
    const upper = group(
      [
        fill(upperLocal, green, 'skin'),
        fill(teeth(-L + 6 * c, -10 * c, 1.6 * c, 4.5 * c, 1), ivory, 'detail'),
        // Ridges along its back, the nostrils at the tip and the eye bump near the hinge.
        fill(
          [0, 1, 2, 3, 4]
            .map((i) => oval(-L + 24 * c + i * 11 * c, -13 * c - i * 0.6 * c, 2.6 * c, 1.6 * c))
            .join(''),
          darker(green, 0.18),
          'detail',
          0,
        ),
        fill(circle(-L + 5 * c, -8 * c, 1.2 * c), darker(green, 0.45), 'detail', 0),
        fill(oval(-14 * c, -19 * c, 7 * c, 5.5 * c), green, 'skin'),
        fill(oval(-14.5 * c, -20 * c, 4.6 * c, 3.6 * c), '#f4e9a8', 'face', 0),
        fill(oval(-15.5 * c, -20 * c, 1 * c, 3 * c), '#1b1a20', 'face', 0),
      ],
      at(hinge[0], hinge[1], 1, open),
    );
    const body: Node[] = [
      fill(oval(hinge[0] + 14 * c, -16 * c, 22 * c, 16 * c), green, 'skin'),
      fill(oval(hinge[0] + 12 * c, -5 * c, 18 * c, 5 * c), belly, 'skin', 0),
      fill(
        `M${n(hinge[0] + 8 * c)} ${n(-10 * c)}L${n(hinge[0] + 2 * c)} 0L${n(hinge[0] + 16 * c)} 0L${n(hinge[0] + 18 * c)} ${n(-10 * c)}Z`,
        darker(green, 0.1),
        'skin',
      ),
    ];
    const mouth: Node[] = [
      // The pink inside of the mouth and the tongue between the jaws.
      fill(
        poly([
          [x0 + 8 * c, lowerTop],
          [hinge[0] - 2 * c, hinge[1] + 2 * c],
          [tipTeeth[0] + 8 * c, tipTeeth[1] + 6 * c],
        ]),
        '#b5475a',
        'skin',
      ),
      fill(oval(x0 + 42 * c, lowerTop - 2 * c, 24 * c, 3.5 * c), '#e07a8a', 'skin'),
      fill(lower, green, 'skin'),
      fill(teeth(x0 + 6 * c, hinge[0] - 16 * c, lowerTop, 4.2 * c, -1), ivory, 'detail'),
    ];
    // The character before the snout, both fists on a big toothbrush at the front teeth.
    const fx = -13 * k;
    const grip: Point = [tipTeeth[0] - 24 * k, tipTeeth[1] + 10 * k];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: ctx.feeling === 'surprise' ? 0 : 8,
      front: { reach: [(grip[0] - fx) / s + 6, grip[1] / s], hand: 'fist' },
      back: { reach: [(grip[0] - fx) / s - 4, grip[1] / s + 3], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: -8,
      gaze: [1, -0.4],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: fx, facing: 1, scale: s };
    const handle = mix(p.accent, '#ffffff', 0.2);
    const brush: Node[] = [
      stroke(
        `M${n(grip[0] - 8 * k)} ${n(grip[1] + 4 * k)}L${n(tipTeeth[0] - 2 * k)} ${n(tipTeeth[1] + 1 * k)}`,
        handle,
        3 * k,
        'detail',
      ),
      fill(
        `M${n(tipTeeth[0] - 4 * k)} ${n(tipTeeth[1] - 4 * k)}h${n(7 * k)}v${n(5 * k)}h${n(-7 * k)}Z`,
        '#f4f6fa',
        'detail',
      ),
      // Foam on the teeth.
      fill(
        circle(tipTeeth[0] + 4 * k, tipTeeth[1] + 2 * k, 2.4 * k) +
          circle(tipTeeth[0] + 8 * k, tipTeeth[1] - 1 * k, 1.8 * k) +
          circle(tipTeeth[0] + 1 * k, tipTeeth[1] + 5 * k, 1.6 * k),
        '#ffffff',
        'detail',
        0,
      ),
    ];
    const nodes: Node[] = [
      ...body,
      ...mouth,
      upper,
      actorNodes(actor),
      ...brush,
      group(fig.hands, `translate(${n(fx)} 0) scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 4) * s, tipTeeth[1] - 16 * c);
    const box: [number, number, number, number] = [fx - 20 * k, top, hinge[0] + 38 * c, 4];
    return staged(facingBox(box, facing), mx(tipTeeth, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [fx * facing, 26 * k],
        [(hinge[0] - 20 * c) * facing, 120 * c],
      ],
      glows: [],
    });
  },
};
