/**
 * A holiday at the bottom of the sea: someone lies back in a striped deckchair on the sea floor,
 * hands behind the head, eyes closed, sunning themselves under a great jellyfish that glows
 * overhead like the sun, its tentacles trailing. Rest where nobody would look for you, a summer
 * that never reaches the surface, or a very deep sleep.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { LegAngles } from '../../kit/body.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { people } from './bottle-up.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The jellyfish's light. */
const sunlight = '#ffe89a';

/**
 * A jellyfish glowing like the sun, its bell centred at c, `r` in radius: a dome with a frilled
 * rim, a paler crown, short rays round the top like a drawn sun's, and long wavy tentacles below.
 */
function jellySun(c: Point, r: number, sway: number): Node[] {
  const [x, y] = c;
  const rays: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.08 + (i / 6) * 0.84);
    const [cx, cy] = [Math.cos(a), Math.sin(a)];
    rays.push(
      `M${n(x + cx * r * 1.25)} ${n(y + cy * r * 1.1)}L${n(x + cx * r * 1.6)} ${n(y + cy * r * 1.45)}`,
    );
  }
  const frill: string[] = [];
  // The rim's frill, scalloped from right to left back to the start.
  for (let i = 0; i < 6; i++) {
    const x0 = x + r - (i * 2 * r) / 6;
    frill.push(`Q${n(x0 - r / 6)} ${n(y + r * 0.22)} ${n(x0 - r / 3)} ${n(y)}`);
  }
  const tentacles: string[] = [];
  for (let i = 0; i < 5; i++) {
    const tx = x - r * 0.7 + i * r * 0.35;
    const len = r * (1.6 + (i % 2) * 0.5);
    tentacles.push(
      `M${n(tx)} ${n(y + r * 0.1)}q${n(r * 0.25 * sway)} ${n(len * 0.3)} 0 ${n(len * 0.5)}q${n(-r * 0.25 * sway)} ${n(len * 0.25)} 0 ${n(len * 0.5)}`,
    );
  }
  return [
    stroke(tentacles.join(''), mix(sunlight, '#f4a0a0', 0.35), r * 0.07, 'glow', 0),
    stroke(rays.join(''), sunlight, r * 0.09, 'glow', 0),
    fill(
      `M${n(x - r)} ${n(y)}C${n(x - r)} ${n(y - r * 1.25)} ${n(x + r)} ${n(y - r * 1.25)} ${n(x + r)} ${n(y)}${frill.join('')}Z`,
      sunlight,
      'glow',
    ),
    fill(oval(x - r * 0.15, y - r * 0.55, r * 0.45, r * 0.25), '#fff8dc', 'glow', 0),
  ];
}

/** A deckchair from the side facing +x: its frame and a striped canvas sling from `top` to `front`. */
function deckchair(
  k: number,
  wood: Color,
  stripes: readonly [Color, Color],
): {
  nodes: Node[];
  seat: Point;
} {
  const top: Point = [-36 * k, -86 * k];
  const seat: Point = [-4 * k, -22 * k];
  const front: Point = [16 * k, -26 * k];
  const frame = stroke(
    `M${n(-38 * k)} 0L${n(top[0] - 2 * k)} ${n(top[1])}M${n(20 * k)} 0L${n(-14 * k)} ${n(-50 * k)}M${n(-26 * k)} 0L${n(front[0] + 2 * k)} ${n(front[1])}`,
    wood,
    2.4 * k,
    'wood',
  );
  // The sling as a chain of short bands, alternating colours, along a sagging line.
  const along = (t: number): Point => {
    const a = 1 - t;
    // A quadratic through the seat's low point: top → seat → front.
    const p0 = top;
    const p2 = front;
    const p1: Point = [seat[0] * 2 - (p0[0] + p2[0]) / 2, seat[1] * 2 - (p0[1] + p2[1]) / 2];
    return [
      a * a * p0[0] + 2 * a * t * p1[0] + t * t * p2[0],
      a * a * p0[1] + 2 * a * t * p1[1] + t * t * p2[1],
    ];
  };
  const bands: Node[] = [];
  const steps = 10;
  for (let i = 0; i < steps; i++) {
    const a = along(i / steps);
    const b = along((i + 1) / steps);
    bands.push(
      stroke(
        `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`,
        i % 2 === 0 ? stripes[0] : stripes[1],
        8 * k,
        'cloth',
      ),
    );
  }
  return { nodes: [frame, ...bands], seat: along(0.5) };
}

/**
 * Sunbathing on the sea floor: a deckchair facing the jellyfish, the one in it reclined with both
 * hands behind the head and the legs stretched out, face up to the jellyfish glowing like the sun
 * above and ahead, its tentacles trailing down.
 */
export const sunbatheDeep: Action = {
  id: 'sunbathe-deep',
  objects: ['jellyfish'],
  who: people,
  feelings: ['calm', 'sleep', 'joy', 'mischief', 'longing'],
  settings: ['underwater'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['glow'],
  family: () => 'sunbathe-deep',
  concepts: [
    'holiday',
    'sunbathing',
    'summer',
    'deckchair',
    'jellyfish',
    'relaxation',
    'getaway',
    'the deep',
    'leisure',
    'idleness',
  ],
  say: sayFrom(
    {
      jellyfish: {
        en: 'sunbathes in a deckchair under a jellyfish that glows like the sun',
        ja: '太陽のように光るクラゲの下で、デッキチェアに寝そべって日光浴をしている',
        ru: 'загорает в шезлонге под медузой, которая сияет, как солнце',
        pt: 'apanha sol numa espreguiçadeira debaixo de uma medusa que brilha como o sol',
        fi: 'ottaa aurinkoa kansituolissa auringon lailla hehkuvan meduusan alla',
      },
    },
    'jellyfish',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wood = mix(p.wood, '#8a6a44', 0.3);
    const stripes: [Color, Color] = [rng.pick([p.accent, '#d8484a', '#3a7ac8']), '#f6f0e2'];
    const chair = deckchair(k, wood, stripes);
    // The sitter: reclined, legs out, hips on the sling's low point.
    const legsOut: readonly [LegAngles, LegAngles] = [
      [72, 28],
      [64, 20],
    ];
    const base = {
      legs: legsOut,
      lean: -34,
      turn: 0.35,
      headTilt: -16,
      gaze: [0.5, -1] as Point,
    };
    const probe = posed(ctx, {
      ...base,
      front: { angle: 0, bend: 0 },
      back: { angle: 0, bend: 0 },
    });
    const hip = probe.skeleton.hip;
    const head = probe.skeleton.headCentre;
    const hr = probe.headR;
    const fig = posed(ctx, {
      ...base,
      front: { reach: [head[0] - hr * 0.9, head[1] - hr * 0.2], hand: 'mitt' },
      back: { reach: [head[0] - hr * 1.0, head[1] + hr * 0.1], hand: 'mitt' },
    });
    const sitter: Actor = {
      fig,
      x: chair.seat[0] - hip[0] * s,
      y: chair.seat[1] - 3 * k - hip[1] * s,
      facing: 1,
      scale: s,
    };
    const headW: Point = [sitter.x + head[0] * s, (sitter.y ?? 0) + head[1] * s];
    // The jellyfish above and ahead, glowing.
    const r = 24 * k;
    const jc: Point = [rng.range(40, 48) * k, -rng.range(132, 142) * k];
    const jelly = jellySun(jc, r, rng.pick([1, -1]));
    // The frame and the sling behind the sitter.
    const ordered: Node[] = [...jelly, ...chair.nodes, actorNodes(sitter)];
    const top = jc[1] - r * 1.5;
    const box: [number, number, number, number] = [
      -40 * k,
      top,
      Math.max(jc[0] + r * 1.6, 40 * k),
      2,
    ];
    const focus: Point = [(headW[0] + jc[0]) / 2, (headW[1] + jc[1]) / 2];
    const shadow = fill(oval(0, 1 * k, 36 * k, 3 * k), darker(p.water, 0.3), 'shadow', 0);
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([shadow, ...ordered], facing),
      contacts: [],
      glows: [{ at: mx(jc, facing), r: r * 3, color: sunlight }],
      closeBox: facingBox([-40 * k, top, jc[0] + r * 1.6, -10 * k], facing),
    });
  },
};
