/**
 * Snow angels that walk off: in the foreground someone lies on their back in the snow sweeping
 * arms and legs to make one more angel, and up the field the angels already made have got up out
 * of their hollows and go away in single file towards the horizon, wings spread, leaving their
 * empty shapes and a line of small tracks behind. A game that went further than meant, a
 * farewell, a guardian made by hand, childhood leaving.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { mirror, mx } from './water.ts';

/** A fan (a sector of a circle) about `c`, radius r, between two angles (radians, 0 = +x, y down). */
function fan(c: Point, r: number, a0: number, a1: number, bumps: number): string {
  const pts: string[] = [`M${n(c[0])} ${n(c[1])}`];
  pts.push(`L${n(c[0] + Math.cos(a0) * r)} ${n(c[1] + Math.sin(a0) * r)}`);
  // The outer edge scalloped into feathers (or a skirt's hem): one bump per step.
  for (let i = 0; i < bumps; i++) {
    const b0 = a0 + ((a1 - a0) * i) / bumps;
    const b1 = a0 + ((a1 - a0) * (i + 1)) / bumps;
    const mid = (b0 + b1) / 2;
    const rb = r * 1.12;
    pts.push(
      `Q${n(c[0] + Math.cos(mid) * rb)} ${n(c[1] + Math.sin(mid) * rb)} ${n(c[0] + Math.cos(b1) * r)} ${n(c[1] + Math.sin(b1) * r)}`,
    );
  }
  pts.push('Z');
  return pts.join('');
}

/**
 * The shape of a snow angel `h` tall, its foot at (0, 0), up the page: a head, two wings fanned
 * from the shoulders and a skirt fanned from the waist — both the hollow pressed in the snow and
 * the angel standing up out of it.
 */
function angelShape(h: number): string {
  const shoulder: Point = [0, -0.7 * h];
  const waist: Point = [0, -0.52 * h];
  const wingR = 0.32 * h;
  const skirtR = 0.52 * h;
  const deg = Math.PI / 180;
  return (
    // Wings: from out and down to up and out, each side.
    fan([shoulder[0] + 0.04 * h, shoulder[1]], wingR, -70 * deg, 40 * deg, 3) +
    fan([shoulder[0] - 0.04 * h, shoulder[1]], wingR, 140 * deg, 250 * deg, 3) +
    // Skirt: down from the waist, spread both ways.
    fan(waist, skirtR, 58 * deg, 122 * deg, 4) +
    circle(0, -0.85 * h, 0.11 * h)
  );
}

/**
 * The hollow a snow angel leaves, lying `L` long with its hips at (0, 0), head up the page: the
 * wings swept by the arms, the skirt by the legs, the head's round dent.
 */
function imprint(L: number): string {
  const deg = Math.PI / 180;
  const shoulderY = -0.3 * L;
  const shW = 0.14 * L;
  const r = 0.12 * L;
  return (
    fan([shW * 0.6, shoulderY], 0.45 * L, -80 * deg, 15 * deg, 3) +
    fan([-shW * 0.6, shoulderY], 0.45 * L, 165 * deg, 260 * deg, 3) +
    fan([0, 0.06 * L], 0.48 * L, 62 * deg, 118 * deg, 3) +
    oval(0, -0.42 * L, r, r)
  );
}

/** The one making the angel: a smile at the game, wonder or surprise at the ones leaving. */
function gazeFor(feeling: Feeling): Point {
  return feeling === 'calm' ? [0, -0.2] : [0.55, -0.85];
}

/**
 * Someone lying in the snow making an angel while the angels already made walk off in a line
 * over the field.
 */
export const snowAngels: Action = {
  id: 'snow-angels',
  objects: ['snow'],
  who: ['girl', 'boy', 'old-woman', 'old-man', 'woman', 'man'],
  feelings: ['wonder', 'mischief', 'surprise', 'calm', 'longing'],
  settings: ['snowfield'],
  // Looking down the field: the one lying in the snow near, the file of angels going away (a
  // wide shot left them too small).
  framings: ['high', 'medium'],
  fixedFramings: true,
  // Snow angels that get up and walk: the dream is the situation itself.
  untwisted: true,
  // “In the snow” says the place.
  ownPlace: true,
  // Day or dusk light (no moon: it is on enough cards).
  lights: ['sky', 'sun'],
  // The woodcut cuts the face turned up to the sky into a black blot.
  notLooks: ['woodcut'],
  family: () => 'snow-angels',
  concepts: [
    'snow angels',
    'guardian angel',
    'childhood',
    'play',
    'farewell',
    'leaving home',
    'winter',
    'making',
    'creation comes alive',
    'procession',
  ],
  say: sayFrom(
    {
      snow: {
        en: 'lies in the snow making one more snow angel while the ones already made get up and walk away in a line',
        ja: '雪の上に寝ころんでもう一つスノーエンジェルを作っている。先に作ったエンジェルたちは起き上がり、一列になって歩き去っていく',
        ru: 'лежит в снегу и делает ещё одного снежного ангела, а уже сделанные встают и уходят гуськом',
        pt: 'está deitado na neve a fazer mais um anjo de neve, enquanto os que já fez se levantam e se vão embora em fila',
        fi: 'makaa lumessa tekemässä vielä yhtä lumienkeliä, ja jo tehdyt nousevat ylös ja kävelevät jonossa pois',
      },
    },
    'snow',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const c = ctx.who;
    const H = m.height * s;
    const snow = mix(p.ground, '#ffffff', 0.78);
    const hollow = mix(snow, '#6f84bd', 0.32);
    const rim = mix(snow, '#ffffff', 0.7);
    const angelWhite = mix('#fbfdff', p.paper, 0.08);
    const angelShade = mix(angelWhite, '#8094c8', 0.3);
    const ink = ctx.ink;
    const halo = mix(p.light, '#f2c94c', 0.6);
    const q = 0.58;

    // The one lying in the foreground, feet to us, head up the field, face to the sky; the
    // hollow of its angel under it. Built upright in its own frame, then laid flat (squashed).
    const cy = 62;
    const L = H * 0.95;
    const r = m.headR * s * 1.05;
    const bodyTop = -0.36 * L;
    const shoulderY = bodyTop + 0.06 * L;
    const hipY = 0.06 * L;
    const footY = 0.5 * L;
    const sweep = (rng.range(100, 125) * Math.PI) / 180;
    const legOut = (rng.range(18, 26) * Math.PI) / 180;
    const armLen = 0.4 * L;
    const legLen = footY - hipY;
    const shW = 0.14 * L;
    const arm = (side: 1 | -1): [Point, Point] => {
      const a0: Point = [side * shW, shoulderY];
      return [a0, [a0[0] + side * Math.sin(sweep) * armLen, a0[1] + Math.cos(sweep) * armLen]];
    };
    const leg = (side: 1 | -1): [Point, Point] => {
      const a0: Point = [side * 0.06 * L, hipY];
      return [a0, [a0[0] + side * Math.sin(legOut) * legLen, a0[1] + Math.cos(legOut) * legLen]];
    };
    const deg = Math.PI / 180;
    const print = group([fill(imprint(L), hollow, 'floor', 0)], `translate(0 ${n(hipY)})`);
    const top = c.look.top;
    const trousers = c.look.bottom;
    const limbs = (pair: [Point, Point], w: number, color: Color): Node =>
      stroke(
        `M${n(pair[0][0])} ${n(pair[0][1])}L${n(pair[1][0])} ${n(pair[1][1])}`,
        color,
        w,
        'cloth',
      );
    const mitten = mix(p.accent, '#c0392b', 0.3);
    const lying: Node[] = [
      print,
      // The motion of the arms: arcs swept in the snow beside each.
      stroke(
        fan([shW, shoulderY], armLen * 0.98, -40 * deg, 5 * deg, 1)
          .replace(/^M[^L]*L/, 'M')
          .replace(/Z$/, ''),
        rim,
        0.025 * L,
        'floor',
        0,
      ),
      limbs(leg(1), 0.11 * L, trousers),
      limbs(leg(-1), 0.11 * L, trousers),
      fill(circle(leg(1)[1][0], leg(1)[1][1], 0.06 * L), c.look.shoes, 'cloth'),
      fill(circle(leg(-1)[1][0], leg(-1)[1][1], 0.06 * L), c.look.shoes, 'cloth'),
      limbs(arm(1), 0.085 * L, top),
      limbs(arm(-1), 0.085 * L, top),
      fill(circle(arm(1)[1][0], arm(1)[1][1], 0.05 * L), mitten, 'cloth'),
      fill(circle(arm(-1)[1][0], arm(-1)[1][1], 0.05 * L), mitten, 'cloth'),
      fill(
        `M${n(-shW * 1.05)} ${n(bodyTop + 0.05 * L)}Q0 ${n(bodyTop - 0.03 * L)} ${n(shW * 1.05)} ${n(bodyTop + 0.05 * L)}L${n(shW * 0.85)} ${n(hipY + 0.05 * L)}Q0 ${n(hipY + 0.09 * L)} ${n(-shW * 0.85)} ${n(hipY + 0.05 * L)}Z`,
        top,
        'cloth',
      ),
      fill(
        `M${n(-shW * 0.8)} ${n(bodyTop + 0.02 * L)}Q0 ${n(bodyTop + 0.07 * L)} ${n(shW * 0.8)} ${n(bodyTop + 0.02 * L)}L${n(shW * 0.8)} ${n(bodyTop + 0.06 * L)}Q0 ${n(bodyTop + 0.11 * L)} ${n(-shW * 0.8)} ${n(bodyTop + 0.06 * L)}Z`,
        c.look.scarf ?? p.accent,
        'cloth',
      ),
    ];
    const laid = group(lying, `translate(0 ${n(cy)}) scale(1 ${n(q)})`);
    const headC: Point = [0, cy + (bodyTop - r * 0.55) * q];
    const head = group(frontHead(ctx, r, gazeFor(ctx.feeling)), at(headC[0], headC[1], 1, 0));

    // The hollows the others left, up the field, empty; then the file of angels walking away
    // from them towards the horizon, each smaller than the last, and their small tracks.
    const hollows: Node[] = [];
    const standH = H * 0.72;
    const spots: readonly [Point, number][] = [
      [[-0.44 * H, 14], 0.62],
      [[0.42 * H, 6], 0.55],
    ];
    for (const [at0, f] of spots) {
      hollows.push(
        group(
          [fill(imprint(L * f), hollow, 'floor', 0)],
          `translate(${n(at0[0])} ${n(at0[1])}) scale(1 ${n(q * 0.8)})`,
        ),
      );
    }
    const walkers: { at: Point; f: number }[] = [
      { at: [-0.14 * H, -6], f: 0.64 },
      { at: [0.16 * H, -28], f: 0.47 },
      { at: [0.4 * H, -44], f: 0.34 },
    ];
    const tracks: string[] = [];
    const from: Point = [-0.44 * H, 12];
    let prev = from;
    for (const w of walkers) {
      for (let t = 0.2; t < 0.95; t += 0.25) {
        const x = prev[0] + (w.at[0] - prev[0]) * t;
        const y = prev[1] + (w.at[1] - prev[1]) * t;
        tracks.push(oval(x, y, 1.6 * w.f, 0.8 * w.f));
      }
      prev = w.at;
    }
    const angels: Node[] = [];
    // The farthest first, so the nearer overlap them.
    for (const [i, w] of [...walkers].reverse().entries()) {
      const h = standH * w.f;
      const tilt = (i % 2 === 0 ? 3 : -3) * (rng.chance(0.5) ? 1 : -1);
      const shape = angelShape(h);
      angels.push(
        group(
          [
            fill(oval(0, 0, 0.22 * h, 0.04 * h), mix(hollow, ink, 0.15), 'shadow', 0),
            // Two small feet under the hem, one a step ahead.
            fill(
              oval(-0.07 * h, -0.01 * h, 0.05 * h, 0.025 * h),
              mix(angelShade, ink, 0.3),
              'detail',
              0,
            ),
            fill(
              oval(0.08 * h, -0.04 * h, 0.05 * h, 0.025 * h),
              mix(angelShade, ink, 0.3),
              'detail',
              0,
            ),
            fill(shape, angelWhite, 'cloth'),
            // A thin ring over the head: an angel, though made of snow.
            stroke(oval(0, -1.02 * h, 0.1 * h, 0.028 * h), halo, 0.022 * h, 'glow', 0),
            // The far half in shade: a cool wash over the right wing and skirt.
            fill(
              fan([0.04 * h, -0.7 * h], 0.32 * h, -70 * deg, 40 * deg, 3) +
                fan([0, -0.52 * h], 0.52 * h, 58 * deg, 90 * deg, 2),
              angelShade,
              'shadow',
              0,
            ),
          ],
          at(w.at[0], w.at[1], 1, tilt),
        ),
      );
    }
    const nodes: Node[] = [
      ...hollows,
      fill(tracks.join(''), darker(hollow, 0.08), 'floor', 0),
      ...angels,
      laid,
      head,
    ];
    const box: [number, number, number, number] = [
      -0.72 * H,
      -standH * 0.95 - 10,
      0.72 * H,
      cy + footY * q + 12,
    ];
    const focus: Point = [0.1 * H, -20];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [],
    });
  },
};
