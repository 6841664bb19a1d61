/**
 * A lantern set down in the dark, and someone lives inside it: in its lit glass room, beside the
 * candle that is their hearth, they stand with a palm on the pane, and outside, pressed to the
 * glass, a moth as big as they are knocks to be let in to the light. A visitor, a threat, a
 * lonely neighbour of the night: each player sees a different one.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Half the glass's width, its height and the base's, in units of K (the keeper's height / 100). */
const GLASS_W = 52;
const GLASS_H = 130;
const BASE_H = 14;

/**
 * The moth, its head at the origin pointing to -x (towards the glass), `u` a unit: four broad
 * wings with eye spots, a furry striped body, feathered antennae, and two big dark eyes.
 */
function moth(u: number, wing: Color, ink: Color): Node[] {
  const dark = darker(wing, 0.35);
  const pale = lighter(wing, 0.3);
  const out: Node[] = [];
  for (const side of [-1, 1] as const) {
    // The fore wing sweeps up (or down) and back; the hind wing is rounder, tucked behind.
    const fore =
      `M${n(8 * u)} ${n(side * 4 * u)}C${n(4 * u)} ${n(side * 40 * u)} ${n(30 * u)} ${n(side * 78 * u)} ${n(62 * u)} ${n(side * 74 * u)}` +
      `C${n(80 * u)} ${n(side * 70 * u)} ${n(74 * u)} ${n(side * 36 * u)} ${n(44 * u)} ${n(side * 8 * u)}Z`;
    const hind =
      `M${n(30 * u)} ${n(side * 4 * u)}C${n(44 * u)} ${n(side * 30 * u)} ${n(70 * u)} ${n(side * 44 * u)} ${n(88 * u)} ${n(side * 32 * u)}` +
      `C${n(98 * u)} ${n(side * 18 * u)} ${n(80 * u)} ${n(side * 6 * u)} ${n(52 * u)} ${n(side * 2 * u)}Z`;
    out.push(fill(hind, mix(wing, dark, 0.35), 'cloth'));
    out.push(fill(fore, wing, 'cloth'));
    // A pale band across the fore wing, and its eye spot: a dark ring round a pale pupil.
    out.push(
      stroke(
        `M${n(22 * u)} ${n(side * 30 * u)}Q${n(44 * u)} ${n(side * 40 * u)} ${n(60 * u)} ${n(side * 30 * u)}`,
        pale,
        3 * u,
        'detail',
        0,
      ),
    );
    out.push(fill(circle(50 * u, side * 56 * u, 9 * u), dark, 'detail'));
    out.push(fill(circle(50 * u, side * 56 * u, 4 * u), pale, 'detail', 0));
    out.push(fill(circle(76 * u, side * 28 * u, 5 * u), dark, 'detail', 0));
    // The feathered antenna, curling forward off the head.
    out.push(
      stroke(
        `M${n(-2 * u)} ${n(side * 4 * u)}Q${n(-16 * u)} ${n(side * 14 * u)} ${n(-20 * u)} ${n(side * 30 * u)}`,
        dark,
        2.4 * u,
        'detail',
        0,
      ),
    );
    for (let i = 1; i <= 4; i++) {
      const t = i / 5;
      const x = -2 * u - 18 * u * t;
      const y = side * (4 + 26 * t) * u;
      out.push(
        stroke(`M${n(x)} ${n(y)}l${n(-5 * u)} ${n(side * -2 * u)}`, dark, 1.4 * u, 'detail', 0),
      );
    }
  }
  // The body: a furry stripy cigar from head to tail, the head a round knob at the glass.
  out.push(fill(oval(40 * u, 0, 42 * u, 11 * u), mix(wing, '#e8dcc4', 0.25), 'skin'));
  for (let i = 0; i < 4; i++) {
    const x = (44 + i * 9) * u;
    out.push(
      stroke(
        `M${n(x)} ${n(-9 * u)}q${n(2 * u)} ${n(9 * u)} 0 ${n(18 * u)}`,
        dark,
        2 * u,
        'detail',
        0,
      ),
    );
  }
  out.push(fill(circle(0, 0, 13 * u), mix(wing, '#f0e6d0', 0.4), 'skin'));
  // Two big dark eyes on the head, a glint in each: the moth looks in.
  for (const side of [-1, 1]) {
    out.push(fill(circle(-4 * u, side * 6 * u, 4.6 * u), ink, 'face'));
    out.push(fill(circle(-5.6 * u, side * 6 * u - 1.6 * u, 1.4 * u), '#ffffff', 'face', 0));
  }
  return out;
}

/** Knocks on the glass: little arcs off a point, opening away from the glass. */
function knockMarks(at: Point, r: number): string {
  const [x, y] = at;
  return [0, 1, 2]
    .map((i) => {
      const rr = r * (1 + i * 0.55);
      return `M${n(x + rr * 0.3)} ${n(y - rr)}Q${n(x + rr * 1.1)} ${n(y)} ${n(x + rr * 0.3)} ${n(y + rr)}`;
    })
    .join('');
}

/** Living inside a lantern, and a moth as big as its keeper knocking on the glass at night. */
export const lanternMoth: Action = {
  id: 'lantern-moth',
  // One view of its own (a lantern filling the card): no twist fits beside it.
  untwisted: true,
  // The lantern is the place: the idea says "inside a lantern", no setting phrase after it.
  ownPlace: true,
  // A silhouette blacks out the lit room the story is in.
  notLooks: ['silhouette'],
  objects: ['lantern'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'],
  feelings: ['surprise', 'fear', 'longing'],
  settings: ['desert', 'rooftop'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['lantern'],
  family: () => 'lantern-moth',
  concepts: [
    'lantern',
    'moth',
    'night',
    'light',
    'home',
    'visitor',
    'glass',
    'a small world',
    'knocking',
    'loneliness',
  ],
  say: sayFrom(
    {
      lantern: {
        en: 'lives inside a lantern, and at night a moth as big as a person knocks on the glass',
        ja: 'ランタンの中に住んでいて、夜になると人ほどもある大きな蛾がガラスをコツコツたたく',
        ru: 'живёт внутри фонаря, а по ночам в его стекло стучится мотылёк ростом с человека',
        pt: 'mora dentro de uma lanterna, e à noite uma mariposa do tamanho de uma pessoa bate no vidro',
        fi: 'asuu lyhdyn sisällä, ja öisin ihmisen kokoinen yöperhonen koputtaa lasiin',
      },
    },
    'lantern',
  ),
  stage(ctx) {
    const { p, rng, m, s, facing } = setUp(ctx);
    const size = m.height * s;
    // The lantern is drawn round its keeper: a snug room a head and a half taller than them.
    const K = size / 100;
    const gw = GLASS_W * K;
    const top = -(BASE_H + GLASS_H) * K;
    const floorY = -BASE_H * K;
    const metal = rng.pick(['#2f3a44', '#4a3a2a', '#3a4a3a', '#5a2e26']);
    const brass = '#c9a04a';
    const warm = mix(lighter(p.light, 0.35), '#ffe6a6', 0.55);
    // The glass room: warm light, brighter round the candle, a rug on its floor.
    const candleX = -30 * K;
    const flameY = floorY - 48 * K;
    const room: Node[] = [
      fill(rect(-gw, top, gw * 2, GLASS_H * K), warm, 'glow'),
      fill(circle(candleX, flameY, 30 * K), lighter(warm, 0.45), 'glow', 0),
      fill(
        oval(10 * K, floorY - 1.5 * K, 36 * K, 3.5 * K),
        mix(p.accent, '#a03a2a', 0.4),
        'cloth',
        0,
      ),
    ];
    // The candle, the keeper's hearth: a thick stub in a brass dish, its flame as tall as a head.
    const candle: Node[] = [
      fill(oval(candleX, floorY - 2 * K, 14 * K, 3.5 * K), brass, 'metal'),
      fill(rect(candleX - 8 * K, floorY - 32 * K, 16 * K, 30 * K, 2 * K), '#f3ead6', 'paper'),
      fill(
        `M${n(candleX)} ${n(flameY - 18 * K)}C${n(candleX + 8 * K)} ${n(flameY - 5 * K)} ${n(candleX + 7 * K)} ${n(flameY + 8 * K)} ${n(candleX)} ${n(flameY + 10 * K)}` +
          `C${n(candleX - 7 * K)} ${n(flameY + 8 * K)} ${n(candleX - 8 * K)} ${n(flameY - 5 * K)} ${n(candleX)} ${n(flameY - 18 * K)}Z`,
        '#ffb83a',
        'glow',
      ),
      fill(oval(candleX, flameY + 3 * K, 3.4 * K, 6 * K), '#fff4c8', 'glow', 0),
    ];
    // The moth outside on the front pane, head down over the keeper, wings spread past the glass.
    const u = 0.9 * K;
    // Dusky wings, darker than the lit pane behind them so their outline reads in every look.
    const wing = rng.pick(['#6e5a48', '#625d56', '#7c6044', '#6a4e5c']);
    const headAt: Point = [4 * K, top + 26 * K];
    const mothNode = group(
      moth(u, wing, ctx.ink),
      // Its body a little foreshortened (it leans out from the pane), so the card keeps its keeper big.
      `translate(${n(headAt[0])} ${n(headAt[1])}) rotate(-90) scale(0.8 0.9)`,
    );
    // Its two forelegs on the glass either side of its head, one of them tapping.
    const legColor = darker(wing, 0.45);
    const legs = stroke(
      `M${n(headAt[0] - 8 * u)} ${n(headAt[1] - 4 * u)}L${n(headAt[0] - 22 * u)} ${n(headAt[1] + 10 * u)}L${n(headAt[0] - 24 * u)} ${n(headAt[1] + 22 * u)}` +
        `M${n(headAt[0] + 8 * u)} ${n(headAt[1] - 4 * u)}L${n(headAt[0] + 22 * u)} ${n(headAt[1] + 8 * u)}L${n(headAt[0] + 26 * u)} ${n(headAt[1] + 18 * u)}`,
      legColor,
      2 * K,
      'detail',
      0,
    );
    const tap: Point = [headAt[0] + 26 * u, headAt[1] + 18 * u];
    const knocks = stroke(knockMarks(tap, 5 * K), darker(warm, 0.35), 1.6 * K, 'detail', 0);
    // The keeper looks up at it from the rug, a palm raised flat to the pane under the tapping leg.
    const kx = 14 * K;
    const palm: Point = [tap[0] + 4 * K, tap[1] + 20 * K];
    const keeper: Actor = {
      fig: posed(ctx, {
        legs: 'stand',
        lean: -4,
        front: {
          reach: toActor({ x: kx, y: floorY, facing: 1, scale: s }, palm),
          hand: 'open',
        },
        back: { angle: 24, bend: 50, hand: 'open' },
        turn: 0.25,
        headTilt: -14,
        gaze: [0.2, -1],
      }),
      x: kx,
      y: floorY,
      facing: 1,
      scale: s,
    };
    // The lantern's metal: the base, the corner posts, the roof, the chimney cap and the ring.
    const frame: Node[] = [
      fill(rect(-gw - 7 * K, floorY, gw * 2 + 14 * K, BASE_H * K, 2 * K), metal, 'metal'),
      stroke(
        `M${n(-gw - 5 * K)} ${n(floorY + 5 * K)}H${n(gw + 5 * K)}`,
        brass,
        1.4 * K,
        'metal',
        0,
      ),
      fill(rect(-gw - 5 * K, top, 6 * K, GLASS_H * K), metal, 'metal'),
      fill(rect(gw - 1 * K, top, 6 * K, GLASS_H * K), metal, 'metal'),
      fill(
        poly([
          [-gw - 9 * K, top + 2 * K],
          [gw + 9 * K, top + 2 * K],
          [16 * K, top - 24 * K],
          [-16 * K, top - 24 * K],
        ]),
        metal,
        'metal',
      ),
      fill(rect(-10 * K, top - 32 * K, 20 * K, 9 * K, 2 * K), darker(metal, 0.2), 'metal'),
      stroke(circle(0, top - 40 * K, 8 * K), brass, 3 * K, 'metal'),
      // A glint down the glass, low on the side of the candle.
      stroke(
        `M${n(-gw + 7 * K)} ${n(floorY - 60 * K)}V${n(floorY - 20 * K)}`,
        '#ffffff',
        2 * K,
        'glass',
        0,
      ),
    ];
    const box: [number, number, number, number] = [
      Math.min(-gw - 9 * K, headAt[0] - 70 * u),
      Math.min(top - 50 * K, headAt[1] - 100 * u * 0.8),
      Math.max(gw + 9 * K, headAt[0] + 70 * u),
      0,
    ];
    const glowAt: Point = [candleX, flameY];
    return staged(facingBox(box, facing), mx([headAt[0], headAt[1] + 30 * K], facing), {
      behind: mirror(room, facing),
      actors: mirror([...candle, actorNodes(keeper)], facing),
      before: mirror([...frame, mothNode, legs, knocks], facing),
      contacts: [[0, (gw + 8 * K) * 2]],
      closeBox: facingBox(box, facing),
      light: { at: mx(glowAt, facing), kind: 'lantern', reach: 160 * K },
      glows: [{ at: mx(glowAt, facing), r: 130 * K, color: lighter(p.light, 0.4) }],
    });
  },
};
