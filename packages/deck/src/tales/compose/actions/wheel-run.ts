/**
 * Running in a wheel that is a clock (the world): a giant clock face stood on its edge in a frame
 * like a hamster's wheel, and inside it, at the bottom, a character running flat out to keep it
 * turning. One big circle and a runner in it.
 */
import { circle, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The wheel's face (drawn with `oval`: an arc's box counts its whole diameter both ways, which
 * framed the wheel twice its size), centred on (0, 0), radius `r`: a clock's dial, or the globe's seas and lands. */
function face(object: NounId, p: Palette, r: number): Node[] {
  if (object === 'globe') {
    const sea = mix(p.water, '#3a7ab8', 0.5);
    const land = mix('#6aa04a', p.accent, 0.15);
    const blobs = `M${n(-r * 0.7)} ${n(-r * 0.3)}C${n(-r * 0.4)} ${n(-r * 0.75)} ${n(-r * 0.05)} ${n(-r * 0.5)} ${n(-r * 0.2)} ${n(-r * 0.15)}C${n(-r * 0.3)} ${n(r * 0.1)} ${n(-r * 0.1)} ${n(r * 0.35)} ${n(-r * 0.3)} ${n(r * 0.6)}C${n(-r * 0.55)} ${n(r * 0.4)} ${n(-r * 0.8)} ${n(0)} ${n(-r * 0.7)} ${n(-r * 0.3)}ZM${n(r * 0.15)} ${n(-r * 0.8)}C${n(r * 0.5)} ${n(-r * 0.8)} ${n(r * 0.8)} ${n(-r * 0.4)} ${n(r * 0.7)} ${n(-r * 0.05)}C${n(r * 0.45)} ${n(-r * 0.1)} ${n(r * 0.4)} ${n(r * 0.2)} ${n(r * 0.55)} ${n(r * 0.45)}C${n(r * 0.35)} ${n(r * 0.6)} ${n(r * 0.15)} ${n(r * 0.3)} ${n(r * 0.2)} ${n(0)}C${n(r * 0.25)} ${n(-r * 0.3)} ${n(r * 0.05)} ${n(-r * 0.5)} ${n(r * 0.15)} ${n(-r * 0.8)}Z`;
    return [
      fill(oval(0, 0, r, r), sea, 'paper'),
      fill(blobs, land, 'plant', 0),
      stroke(
        `M0 ${n(-r)}Q${n(r * 0.5)} 0 0 ${n(r)}M0 ${n(-r)}Q${n(-r * 0.5)} 0 0 ${n(r)}M${n(-r)} 0H${n(r)}`,
        lighter(sea, 0.35),
        0.6 * (r / 60),
        'detail',
        0,
      ),
    ];
  }
  const dial = lighter(mix(p.paper, '#f6efe0', 0.6), 0.1);
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r0 = r * (i % 3 === 0 ? 0.78 : 0.86);
    ticks.push(
      `M${n(Math.sin(a) * r0)} ${n(-Math.cos(a) * r0)}L${n(Math.sin(a) * r * 0.94)} ${n(-Math.cos(a) * r * 0.94)}`,
    );
  }
  const ink = darker(p.ink, 0.1);
  return [
    fill(oval(0, 0, r, r), dial, 'paper'),
    stroke(ticks.join(''), ink, r * 0.035, 'detail', 0),
    // The hands, short, pointing up and right, so the runner below does not hide them.
    stroke(
      `M0 0L${n(r * 0.42)} ${n(-r * 0.42)}M0 0L${n(-r * 0.1)} ${n(-r * 0.7)}`,
      ink,
      r * 0.045,
      'detail',
      0,
    ),
    fill(circle(0, 0, r * 0.05), ink, 'detail', 0),
  ];
}

/**
 * Running inside a clock (the globe) turned into a hamster's wheel: the wheel on its edge in an
 * A-frame stand, a rim round it, the runner at the bottom inside, leaning into the run, speed
 * lines behind and turning strokes round the rim.
 */
export const wheelRun: Action = {
  id: 'wheel-run',
  objects: ['clock', 'globe'],
  feelings: ['resolve', 'fear', 'grief', 'joy', 'mischief', 'surprise'],
  settings: ['attic', 'kitchen', 'library', 'street', 'meadow', 'desert', 'theatre'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  family: (o) => `wheel-run:${o}`,
  concepts: [
    'running',
    'hamster wheel',
    'routine',
    'effort',
    'time',
    'stuck',
    'exhaustion',
    'work',
  ],
  say: sayFrom(
    {
      clock: {
        en: 'runs inside a giant clock as a hamster runs in its wheel',
        ja: '大きな時計の中を、回し車のハムスターのように走っている',
        ru: 'бежит внутри огромных часов, как хомяк в колесе',
        pt: 'corre dentro de um relógio gigante, como um hamster na roda',
        fi: 'juoksee jättimäisen kellon sisällä kuin hamsteri juoksupyörässään',
      },
      globe: {
        en: 'runs inside the globe as a hamster runs in its wheel, turning the world',
        ja: '回し車のハムスターのように地球儀の中を走って、世界を回している',
        ru: 'бежит внутри глобуса, как хомяк в колесе, и вращает мир',
        pt: 'corre dentro do globo, como um hamster na roda, a fazer girar o mundo',
        fi: 'juoksee karttapallon sisällä kuin hamsteri pyörässään ja pyörittää maailmaa',
      },
    },
    'clock',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Just big enough round the runner that the wheel and the figure both read.
    const R = 66 * k;
    const rim = 6 * k;
    const lift = 8 * k;
    const c: Point = [0, -lift - R];
    const frame = darker(p.wood, 0.15);
    const stand: Node[] = [
      stroke(`M${n(-R * 0.7)} 0L${n(c[0])} ${n(c[1])}L${n(R * 0.7)} 0`, frame, 4 * k, 'wood'),
      fill(
        poly([
          [-R * 0.8, 0],
          [R * 0.8, 0],
          [R * 0.76, -3 * k],
          [-R * 0.76, -3 * k],
        ]),
        darker(frame, 0.15),
        'wood',
      ),
    ];
    const metal = ctx.object === 'globe' ? '#c9a24a' : mix(p.accent, '#8a6a3a', 0.5);
    const wheel = group(
      [
        ...face(ctx.object, p, R - rim / 2),
        stroke(oval(0, 0, R - rim / 2, R - rim / 2), metal, rim, 'metal'),
        fill(circle(0, 0, 3 * k), darker(metal, 0.3), 'metal', 0),
      ],
      `translate(${n(c[0])} ${n(c[1])})`,
    );
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'grief';
    const fig = posed(ctx, {
      legs: [
        [58, 80],
        [-34, 95],
      ],
      lean: afraid ? 26 : 20,
      lift: 4,
      front: { angle: -50, bend: 95, hand: 'fist' },
      back: { angle: 60, bend: 80, hand: 'fist' },
      turn: 0.7,
      headTilt: afraid ? 10 : 0,
      gaze: [1, afraid ? 0.3 : 0],
    });
    const runner: Actor = { fig, x: -4 * k, y: -lift - rim, facing: 1, scale: s };
    // Speed lines behind the runner and strokes round the rim where the wheel turns.
    const lines = stroke(
      [0, 1, 2]
        .map((i) => `M${n(-30 * k - i * 4 * k)} ${n(-40 * k - i * 14 * k)}h${n(-14 * k)}`)
        .join(''),
      lighter(p.ink, 0.35),
      1.1 * k,
      'detail',
      0,
    );
    const turn = stroke(
      [0.6, 2.4]
        .map((a) => {
          const r = R + 7 * k;
          const a1 = a + 0.7;
          return `M${n(c[0] + Math.cos(a) * r)} ${n(c[1] - Math.sin(a) * r)}Q${n(c[0] + Math.cos((a + a1) / 2) * r * 1.08)} ${n(c[1] - Math.sin((a + a1) / 2) * r * 1.08)} ${n(c[0] + Math.cos(a1) * r)} ${n(c[1] - Math.sin(a1) * r)}`;
        })
        .join(''),
      p.ink,
      1.4 * k,
      'detail',
      0,
    );
    const box: [number, number, number, number] = [-R - 10 * k, c[1] - R - 10 * k, R + 10 * k, 4];
    return staged(facingBox(box, facing), mx([0, -lift - H * 0.5], facing), {
      actors: mirror([...stand, wheel, lines, actorNodes(runner), turn], facing),
      contacts: [[0, R * 0.9]],
      glows: [],
    });
  },
};
