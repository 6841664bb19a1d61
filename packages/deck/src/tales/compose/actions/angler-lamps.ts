/**
 * The lamplighter of the deep: at dusk on the sea floor, someone goes from fish to fish with a
 * lamplighter's pole and lights the lures of the anglerfish that hang along the way like street
 * lamps. The one behind glows already; the one ahead waits, dark, its lure lowered to the flame.
 * A round of duty, a small light in the dark, a town nobody has seen.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { people } from './bottle-up.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The lit lure's light. */
const lureLight = '#fff0a0';

/**
 * An anglerfish centred at c, `r` its body's radius, facing `d` (1: +x): a round dark body, a
 * wide underslung jaw with teeth, a small eye, a tail and fins, and the stalk from its brow arching
 * forward to the lure hanging before its mouth. Returns where the lure's bulb is.
 */
function anglerfish(
  c: Point,
  r: number,
  d: 1 | -1,
  body: Color,
  lit: boolean,
): { nodes: Node[]; lure: Point } {
  const [x, y] = c;
  const X = (u: number): number => x + d * u * r;
  const Y = (v: number): number => y + v * r;
  const lure: Point = [X(1.55), Y(-0.15)];
  const fin = darker(body, 0.15);
  const teeth: string[] = [];
  for (let i = 0; i < 5; i++) {
    const u = 0.35 + i * 0.13;
    teeth.push(
      `M${n(X(u))} ${n(Y(0.2 + i * 0.02))}L${n(X(u + 0.05))} ${n(Y(0.05 + i * 0.02))}L${n(X(u + 0.1))} ${n(Y(0.22 + i * 0.02))}Z`,
    );
  }
  const nodes: Node[] = [
    // The tail fin behind.
    fill(
      `M${n(X(-0.85))} ${n(Y(0))}L${n(X(-1.5))} ${n(Y(-0.55))}Q${n(X(-1.3))} ${n(Y(0))} ${n(X(-1.5))} ${n(Y(0.55))}Z`,
      fin,
      'detail',
    ),
    // The body, and the jaw jutting forward under it.
    fill(oval(x, y, r, r * 0.85), body, 'detail'),
    fill(
      `M${n(X(0.2))} ${n(Y(0.15))}Q${n(X(1.05))} ${n(Y(0.05))} ${n(X(1.1))} ${n(Y(0.3))}Q${n(X(0.8))} ${n(Y(0.75))} ${n(X(0.1))} ${n(Y(0.7))}Z`,
      lighter(body, 0.08),
      'detail',
    ),
    // The mouth's dark inside along the jaw's top, with its teeth.
    stroke(
      `M${n(X(0.25))} ${n(Y(0.18))}Q${n(X(0.8))} ${n(Y(0.1))} ${n(X(1.05))} ${n(Y(0.28))}`,
      darker(body, 0.5),
      r * 0.08,
      'face',
      0,
    ),
    fill(teeth.join(''), '#f4f0e4', 'face', 0),
    // A small pale eye high on the head.
    fill(circle(X(0.45), Y(-0.3), r * 0.13), '#e8eef0', 'face', 0),
    fill(circle(X(0.48), Y(-0.3), r * 0.07), '#14141a', 'face', 0),
    // The pectoral fin.
    fill(
      `M${n(X(-0.05))} ${n(Y(0.2))}Q${n(X(-0.45))} ${n(Y(0.55))} ${n(X(-0.5))} ${n(Y(0.25))}Z`,
      fin,
      'detail',
      0,
    ),
    // The stalk from the brow, arching over and down to the lure.
    stroke(
      `M${n(X(0.35))} ${n(Y(-0.75))}Q${n(X(1.0))} ${n(Y(-1.55))} ${n(lure[0])} ${n(lure[1] - r * 0.2)}`,
      fin,
      r * 0.07,
      'detail',
    ),
    fill(
      circle(lure[0], lure[1], r * 0.2),
      lit ? lureLight : mix(body, '#a8b4c0', 0.45),
      lit ? 'glow' : 'detail',
    ),
  ];
  if (lit)
    nodes.push(
      fill(circle(lure[0] - r * 0.05, lure[1] - r * 0.06, r * 0.08), '#ffffff', 'glow', 0),
    );
  return { nodes, lure };
}

/**
 * Lighting the anglerfish like street lamps: the lamplighter stands on the sea floor with the
 * long pole raised in both hands, its little flame touching the dark lure of the anglerfish
 * floating ahead at lamp height; behind, the one already lit hangs glowing over the way back.
 */
export const anglerLamps: Action = {
  id: 'angler-lamps',
  objects: ['anglerfish'],
  who: people,
  feelings: ['calm', 'longing', 'sleep', 'mischief', 'surprise'],
  settings: ['underwater'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // The lures are the light of the card.
  lights: ['glow'],
  // Collage cuts the light falling from the lit lure as an opaque white paper cone.
  notLooks: ['collage'],
  family: () => 'angler-lamps',
  concepts: [
    'lamplighter',
    'anglerfish',
    'street lamps',
    'dusk',
    'routine',
    'the deep',
    'darkness',
    'light',
    'duty',
    'solitude',
  ],
  say: sayFrom(
    {
      anglerfish: {
        en: 'goes round the sea floor with a lamplighter’s pole, lighting the anglerfish like street lamps',
        ja: '点灯夫の竿を手に海の底を回り、チョウチンアンコウに街灯のように火をともしている',
        ru: 'обходит морское дно с шестом фонарщика и зажигает рыб-удильщиков, как уличные фонари',
        pt: 'percorre o fundo do mar com a vara de acendedor de candeeiros, acendendo os tamboris como candeeiros de rua',
        fi: 'kiertää merenpohjaa lyhdynsytyttäjän sauvan kanssa ja sytyttää merikrotit kuin katulyhdyt',
      },
    },
    'anglerfish',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const body = mix(p.ink, rng.pick(['#3a4a5a', '#4a3a4a', '#3a4a44']), 0.55);
    // The fish ahead, unlit, facing the lamplighter, its lure lowered towards the pole.
    const r = 18 * k;
    const ahead = anglerfish([64 * k, -118 * k], r, -1, body, false);
    // The one behind, lit, smaller (further back), facing the same way as the walker.
    const behindFish = anglerfish([-44 * k, -118 * k], r * 0.9, 1, lighter(body, 0.06), true);
    // The pole: from low behind the lamplighter up to the lure, its tip a little flame.
    const tip: Point = [ahead.lure[0] - 3 * k, ahead.lure[1] + 2 * k];
    const base: Point = [4 * k, -30 * k];
    const along = (t: number): Point => [
      base[0] + (tip[0] - base[0]) * t,
      base[1] + (tip[1] - base[1]) * t,
    ];
    const h1 = along(0.16);
    const h2 = along(0.34);
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: [h2[0] / s, h2[1] / s], hand: 'fist' },
      back: { reach: [h1[0] / s, h1[1] / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: -18,
      gaze: [0.7, -1],
    });
    const walker: Actor = { fig, x: 0, facing: 1, scale: s };
    const pole = stroke(
      `M${n(base[0])} ${n(base[1])}L${n(tip[0])} ${n(tip[1])}`,
      mix(p.wood, '#5a4030', 0.4),
      1.8 * k,
      'wood',
    );
    const flame = [
      fill(
        `M${n(tip[0])} ${n(tip[1] - 5 * k)}Q${n(tip[0] + 2.6 * k)} ${n(tip[1] - 1 * k)} ${n(tip[0])} ${n(tip[1] + 1.5 * k)}Q${n(tip[0] - 2.6 * k)} ${n(tip[1] - 1 * k)} ${n(tip[0])} ${n(tip[1] - 5 * k)}Z`,
        '#ffb84a',
        'glow',
        0,
      ),
      fill(circle(tip[0], tip[1] - 1 * k, 1 * k), '#fff2c0', 'glow', 0),
    ];
    // A spark where the flame meets the lure: four short rays.
    const [lx, ly] = ahead.lure;
    const spark = stroke(
      `M${n(lx - 6 * k)} ${n(ly - 6 * k)}l${n(2.5 * k)} ${n(2.5 * k)}M${n(lx + 6 * k)} ${n(ly - 6 * k)}l${n(-2.5 * k)} ${n(2.5 * k)}M${n(lx)} ${n(ly - 8 * k)}v${n(3 * k)}`,
      '#fff2c0',
      0.9 * k,
      'glow',
      0,
    );
    // Under the lit one, its light falls to the sea floor like a street lamp's, and pools there.
    const [bx, by] = behindFish.lure;
    const pool: Node[] = [
      {
        ...fill(
          `M${n(bx - 2 * k)} ${n(by)}L${n(bx + 2 * k)} ${n(by)}L${n(bx + 24 * k)} 0L${n(bx - 24 * k)} 0Z`,
          lureLight,
          'glow',
          0,
        ),
        opacity: 0.16,
      },
      { ...fill(oval(bx, 0, 26 * k, 4 * k), lureLight, 'glow', 0), opacity: 0.3 },
    ];
    const nodes: Node[] = [
      ...pool,
      ...behindFish.nodes,
      actorNodes({ ...walker, fig: { ...fig, hands: [] } }),
      pole,
      group(fig.hands, `scale(${n(s)})`),
      ...ahead.nodes,
      ...flame,
      spark,
    ];
    const head: Point = [fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const top = -118 * k - r * 1.6;
    const box: [number, number, number, number] = [-44 * k - r * 1.4, top, 64 * k + r * 1.6, 2];
    const focus: Point = [(head[0] + lx) / 2, (head[1] + ly) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 22 * k]],
      glows: [
        { at: mx(behindFish.lure, facing), r: 26 * k, color: lureLight },
        { at: mx(tip, facing), r: 14 * k, color: '#ffd27a' },
      ],
      closeBox: facingBox([head[0] - 16 * k, top, 64 * k + r * 1.6, -40 * k], facing),
    });
  },
};
