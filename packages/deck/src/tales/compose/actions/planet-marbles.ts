/**
 * Marbles with the planets: in a chalk ring on the ground sit Saturn with its ring, the Earth
 * with its seas and lands, red Mars and banded Jupiter, as big as footballs, and the character
 * kneels at the ring's edge with its knuckles down, the shooter just flicked off its thumb and
 * rolling at them. Whoever knocks a world out of the ring keeps it.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Bands across a planet of radius r at (x, y): horizontal stripes clipped to its disc. */
function banded(x: number, y: number, r: number, base: Color, bands: readonly Color[]): Node[] {
  const stripes = bands.map((c, i) => {
    const t = -0.6 + (i * 1.2) / Math.max(1, bands.length - 1);
    return fill(oval(x, y + t * r, r * 1.2, r * 0.13), c, 'detail', 0);
  });
  return [fill(circle(x, y, r), base, 'stone'), group(stripes, undefined, circle(x, y, r * 0.98))];
}

/** A shine on the upper left of a round thing: it is lit from the sky. */
function shine(x: number, y: number, r: number): Node {
  return fill(oval(x - r * 0.38, y - r * 0.42, r * 0.26, r * 0.16), '#ffffff', 'glow', 0);
}

/** The Earth at (x, y): blue seas and two green-brown lands, clipped round. */
function earth(x: number, y: number, r: number): Node[] {
  const land = group(
    [
      fill(
        `M${n(x - r * 0.7)} ${n(y - r * 0.5)}C${n(x - r * 0.2)} ${n(y - r * 0.9)} ${n(x + r * 0.1)} ${n(y - r * 0.2)} ${n(x - r * 0.2)} ${n(y + r * 0.1)}C${n(x - r * 0.5)} ${n(y + r * 0.4)} ${n(x - r * 0.9)} ${n(y)} ${n(x - r * 0.7)} ${n(y - r * 0.5)}Z`,
        '#5f9a4a',
        'plant',
        0,
      ),
      fill(
        `M${n(x + r * 0.3)} ${n(y + r * 0.1)}C${n(x + r * 0.8)} ${n(y - r * 0.1)} ${n(x + r * 0.9)} ${n(y + r * 0.6)} ${n(x + r * 0.4)} ${n(y + r * 0.8)}C${n(x + r * 0.1)} ${n(y + r * 0.6)} ${n(x)} ${n(y + r * 0.3)} ${n(x + r * 0.3)} ${n(y + r * 0.1)}Z`,
        '#8a9a4a',
        'plant',
        0,
      ),
    ],
    undefined,
    circle(x, y, r * 0.98),
  );
  return [fill(circle(x, y, r), '#3f7fc4', 'water'), land];
}

/** Saturn at (x, y): a banded globe in a tilted ring, its back half behind, its front half before. */
function saturn(x: number, y: number, r: number): { back: Node[]; front: Node[] } {
  const ringC = '#d9c79a';
  const rx = r * 1.9;
  const ry = r * 0.5;
  const tilt = -14;
  const arc = (sweep: 0 | 1): string => {
    const a = (tilt * Math.PI) / 180;
    const p0: Point = [x - Math.cos(a) * rx, y - Math.sin(a) * rx];
    const p1: Point = [x + Math.cos(a) * rx, y + Math.sin(a) * rx];
    return `M${n(p0[0])} ${n(p0[1])}A${n(rx)} ${n(ry)} ${n(tilt)} 0 ${sweep} ${n(p1[0])} ${n(p1[1])}`;
  };
  return {
    back: [stroke(arc(1), ringC, r * 0.28, 'stone', 0)],
    front: [
      ...banded(x, y, r, '#e3c78a', ['#c9a266', '#f0dcae', '#b8905a']),
      shine(x, y, r),
      stroke(arc(0), ringC, r * 0.28, 'stone'),
    ],
  };
}

/** A glass marble at (x, y), clear with a coloured twist inside. */
function marble(x: number, y: number, r: number, twist: Color): Node[] {
  return [
    fill(circle(x, y, r), mix('#dfeef6', twist, 0.15), 'glass'),
    stroke(
      `M${n(x - r * 0.6)} ${n(y + r * 0.3)}Q${n(x)} ${n(y - r * 0.8)} ${n(x + r * 0.6)} ${n(y + r * 0.2)}`,
      twist,
      r * 0.35,
      'detail',
      0,
    ),
    shine(x, y, r),
  ];
}

/** The ring's planets, nearest the shooter last, on the ground of a ring centred at (cx, cy). */
function planets(cx: number, cy: number, k: number, rng: Rng): { back: Node[]; front: Node[] } {
  const back: Node[] = [];
  const front: Node[] = [];
  // Far to near: Mars furthest up the ground, Saturn and Jupiter, the Earth nearest.
  front.push(
    fill(circle(cx - 2 * k, cy - 13 * k, 5.5 * k), '#c8583a', 'stone'),
    fill(circle(cx - 3.5 * k, cy - 14 * k, 1.4 * k), '#9a3e2a', 'detail', 0),
    shine(cx - 2 * k, cy - 13 * k, 5.5 * k),
  );
  const sat = saturn(cx - 16 * k, cy - 8 * k, 9 * k);
  back.push(...sat.back);
  front.push(...sat.front);
  front.push(
    ...banded(cx + 12 * k, cy - 9 * k, 10 * k, '#e6cfae', ['#c4875a', '#ead9bd', '#b36a48']),
    fill(oval(cx + 15 * k, cy - 6 * k, 2.4 * k, 1.4 * k), '#b4483a', 'detail', 0),
    shine(cx + 12 * k, cy - 9 * k, 10 * k),
  );
  const ex = cx + rng.range(-1.5, 1.5) * k;
  front.push(...earth(ex, cy + 3 * k, 8 * k), shine(ex, cy + 3 * k, 8 * k));
  return { back, front };
}

/**
 * Side on, a little from above: the character kneeling at x = 0 facing -x, its hand on the
 * ground at the ring's near edge; the chalk ring (an ellipse on the ground) to its left with the
 * planets in it, and the shooter rolling from the hand towards them.
 */
export const planetMarbles: Action = {
  id: 'planet-marbles',
  untwisted: true,
  // The woodcut prints each world in one tint of the card's cloth: Saturn, Mars and the Earth
  // come out as plain balls.
  notLooks: ['woodcut'],
  objects: ['planets'],
  feelings: ['resolve', 'mischief', 'surprise', 'longing'],
  settings: ['street', 'rooftop'],
  // A near shot only: the worlds big before the face bent over them (a medium shot drew them
  // as beads at the foot of an empty card).
  framings: ['near'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'lamp'],
  family: () => 'planet-marbles',
  // Not 'world', 'universe' or 'play': the bots ban a card's concept words from its clues.
  concepts: [
    'marbles',
    'the solar system',
    'Saturn',
    'a chalk ring',
    'aiming',
    'scale',
    'childhood',
    'astronomy',
    'a steady thumb',
  ],
  say: sayFrom(
    {
      planets: {
        en: 'kneels at a chalk ring and shoots a marble at the planets in it, Saturn and the Earth among them',
        ja: 'チョークの輪のそばにひざをつき、土星や地球が並ぶ惑星たちめがけてビー玉をはじく',
        ru: 'стоит на коленях у мелового круга и щелчком пускает шарик в планеты: среди них Сатурн и Земля',
        pt: 'ajoelha-se junto a um círculo de giz e atira um berlinde aos planetas, Saturno e a Terra entre eles',
        fi: 'polvistuu liitukehän viereen ja näpäyttää kuulan kohti planeettoja, joukossa Saturnus ja Maa',
      },
    },
    'planets',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The ring on the ground to the character's left, a little up the ground (further off).
    const cx = -46 * k;
    const cy = -5 * k;
    const rx = 38 * k;
    const ry = 12 * k;
    // Knuckles down on the ground at the ring's near edge, the other hand on the knee.
    const knuckle: Point = [-12 * k, -2 * k];
    const toFig = (q: Point): Point => [-q[0] / s, q[1] / s];
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 38,
      front: { reach: toFig(knuckle), hand: 'fist' },
      back: { reach: toFig([-8 * k, -0.3 * H]), hand: 'mitt' },
      turn: 0.8,
      headTilt: 18,
      gaze: [0.9, 0.6],
    });
    // Turned to the ring by its own facing, not a mirror: the near shot keeps its head in view,
    // and the head it keeps is where the actor says it is.
    const actor: Actor = { fig, x: 0, facing: facing > 0 ? -1 : 1, scale: s };
    const chalk = stroke(oval(cx, cy, rx, ry), '#f4f1e8', 1.3 * k, 'detail', 0);
    const ps = planets(cx, cy, k, rng);
    // The shooter, just off the thumb and rolling at the worlds, with its trail.
    const shooter: Point = [knuckle[0] - 10 * k, knuckle[1] - 1.4 * k];
    const twist = rng.pick(p.cloth);
    const trail = stroke(
      `M${n(knuckle[0] - 4 * k)} ${n(knuckle[1] - 1.6 * k)}H${n(shooter[0] + 4 * k)}M${n(knuckle[0] - 5 * k)} ${n(knuckle[1] - 3.6 * k)}H${n(shooter[0] + 5 * k)}`,
      lighter(p.light, 0.3),
      0.7 * k,
      'detail',
      0,
    );
    const spark = fill(
      ellipse(shooter[0], 1 * k, 4 * k, 1 * k),
      darker(p.ground, 0.3),
      'shadow',
      0,
    );
    const head = fig.skeleton.headCentre;
    // Room over the head for ears, a frog's eyes or a hat: a near shot never cuts the head's top.
    const top = (head[1] - fig.headR * (ctx.who.look.hat === 'none' ? 2.2 : 3.2)) * s;
    const box: [number, number, number, number] = [cx - rx - 4 * k, top, 24 * k, 8 * k];
    const closeBox: [number, number, number, number] = [cx - 36 * k, top, 14 * k, 6 * k];
    const focus: Point = [cx + rx * 0.4, -10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([chalk, ...ps.back], facing),
      before: mirror([spark, trail, ...marble(shooter[0], shooter[1], 2.4 * k, twist)], facing),
      actors: [...mirror(ps.front, facing), actorNodes(actor)],
      contacts: [
        [cx * facing, rx * 2],
        [0, 30 * k],
      ],
      glows: [{ at: mx([cx, cy - 8 * k], facing), r: 30 * k, color: lighter(p.light, 0.2) }],
      closeBox: facingBox(closeBox, facing),
    });
  },
};
