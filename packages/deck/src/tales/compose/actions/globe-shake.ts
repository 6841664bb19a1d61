/**
 * Supper inside a snow globe, and the world shakes: at a little table in the globe's snowy night
 * someone clings to the table's edge, the candle leaning and the soup slopping, while a giant hand
 * from off the card grips the globe's base and shakes it, the snow whirling. A child's toy, an
 * earthquake, a god's whim, a life turned upside down by someone bigger: each player sees another.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix, skins } from '../../kit/colors.ts';
import { chair } from '../../kit/things.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** The globe (centre and radius), its base and the snowy floor inside, in scene units (100 tall). */
const C: Point = [0, -106];
const R = 76;
const baseTop = -30;
const floorY = -50;
/** How far the shaking hand tips the globe, degrees. */
const tilt = -8;
/** How high the hand holds the globe over the room's floor. */
const lift = -14;
/** The table's top and its two ends. */
const tableY = floorY - 30;
const tableX0 = 10;
const tableX1 = 44;

/** A rounded bar from a to b, `w` thick: a finger, a thumb, a sleeve. */
function capsule(a: Point, b: Point, w: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  const r = w / 2;
  return (
    `M${n(a[0] + nx)} ${n(a[1] + ny)}L${n(b[0] + nx)} ${n(b[1] + ny)}` +
    `A${n(r)} ${n(r)} 0 0 0 ${n(b[0] - nx)} ${n(b[1] - ny)}L${n(a[0] - nx)} ${n(a[1] - ny)}` +
    `A${n(r)} ${n(r)} 0 0 0 ${n(a[0] + nx)} ${n(a[1] + ny)}Z`
  );
}

/**
 * The giant's hand holding the globe up from below: the cuff of a sleeve running off the card's
 * foot, the palm under the base, four fingers curled up its front and the thumb up its side.
 * `base` is drawn between the palm and the fingers.
 */
function giantHand(skin: Color, sleeve: Color, ink: Color, base: Node[]): Node[] {
  const knuckle = darker(skin, 0.12);
  const xs = [-30, -12, 6, 24];
  const fingers: Node[] = xs.map((x, i) =>
    fill(
      capsule([x, 14], [x - 2, baseTop + 8 + Math.abs(i - 1.5) * 3], 15),
      i % 2 === 0 ? skin : mix(skin, knuckle, 0.5),
      'skin',
    ),
  );
  // The fingertips' nails, pale ovals at the top of each finger.
  const nails: Node[] = xs.map((x, i) =>
    fill(
      ellipse(x - 2, baseTop + 6 + Math.abs(i - 1.5) * 3, 4, 3.4),
      lighter(skin, 0.35),
      'detail',
      0,
    ),
  );
  return [
    // The sleeve's cuff, running off the card's foot, and the palm under the base.
    fill(capsule([30, 150], [12, 46], 54), sleeve, 'cloth'),
    stroke(
      `M${n(-14)} ${n(40)}Q${n(14)} ${n(52)} ${n(38)} ${n(44)}`,
      darker(sleeve, 0.3),
      3,
      'cloth',
      0,
    ),
    fill(ellipse(0, 14, 46, 20), skin, 'skin'),
    ...base,
    fill(capsule([-42, 12], [-70, -22], 14), skin, 'skin'),
    fill(ellipse(-69, -21, 4, 3.6), lighter(skin, 0.35), 'detail', 0),
    ...fingers,
    ...nails,
    // The knuckles' creases across the fingers.
    stroke(
      xs.map((x) => `M${n(x - 5)} ${n(-4)}q5 2 10 0`).join(''),
      mix(knuckle, ink, 0.3),
      1.2,
      'detail',
      0,
    ),
  ];
}

/** Sitting at supper inside a snow globe while a giant hand shakes it, the snow whirling. */
export const globeShake: Action = {
  id: 'globe-shake',
  // One view of its own (a snow globe filling the card): no twist fits beside it.
  untwisted: true,
  // The globe is the place: the idea says "inside a snow globe", no setting phrase after it.
  ownPlace: true,
  // A silhouette blacks out the little room in the glass the story is in.
  notLooks: ['silhouette'],
  objects: ['snowGlobe'],
  who: [
    'old-woman',
    'old-man',
    'woman',
    'man',
    'girl',
    'boy',
    'hedgehog',
    'mouse',
    'deer',
    'elephant',
  ],
  feelings: ['fear', 'surprise', 'resolve'],
  settings: ['bedroom', 'attic'],
  // Drawn for a near shot alone: the globe fills the card and the giant's arm runs off its foot.
  framings: ['near'],
  fixedFramings: true,
  lights: ['window', 'lamp', 'candle'],
  family: () => 'globe-shake',
  concepts: [
    'snow globe',
    'supper',
    'shaking',
    'a small world',
    'earthquake',
    'a giant',
    'winter',
    'helplessness',
    'holding on',
    'toy',
  ],
  say: sayFrom(
    {
      snowGlobe: {
        en: 'sits at supper inside a snow globe while a giant hand shakes it',
        ja: 'スノードームの中で夕ごはんを食べていて、巨大な手がドームを揺さぶっている',
        ru: 'ужинает внутри снежного шара, а огромная рука трясёт его',
        pt: 'janta dentro de um globo de neve enquanto uma mão gigante o sacode',
        fi: 'syö illallista lumisadepallon sisällä, ja jättiläisen käsi ravistaa palloa',
      },
    },
    'snowGlobe',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const g = grownUp(m, s, facing);
    // The one at supper a little over its grown-up size: the globe is a room of its own.
    const rs = g.rs * 1.1;
    // The globe's little night: a deep blue, snow on its floor, a fir at the back.
    const night = mix(p.sky[0], '#1e2c4e', 0.7);
    const snow = '#f4f6fb';
    const inside: Node[] = [
      fill(oval(C[0], C[1], R, R), night, 'sky'),
      fill(
        `M${n(C[0] - R)} ${n(floorY)}Q${n(C[0])} ${n(floorY - 10)} ${n(C[0] + R)} ${n(floorY)}V${n(C[1] + R)}H${n(C[0] - R)}Z`,
        snow,
        'floor',
      ),
      fill(
        poly([
          [-50, floorY - 2],
          [-37, floorY - 48],
          [-24, floorY - 2],
        ]),
        mix('#2f6a48', night, 0.25),
        'plant',
      ),
      fill(
        poly([
          [-47, floorY - 24],
          [-37, floorY - 54],
          [-27, floorY - 24],
        ]),
        mix('#3b7a54', night, 0.2),
        'plant',
      ),
    ];
    // The one at supper: seated, leaning back from the lurch, both hands clamped to the table's edge.
    const scared = ctx.feeling === 'fear';
    const lean = scared ? -10 : -4;
    const fig = posed(ctx, {
      legs: 'sit',
      lean,
      front: { reach: [(tableX0 + 2) / rs, (tableY - floorY + 1) / rs], hand: 'fist' },
      back: { reach: [(tableX0 - 2) / rs, (tableY - floorY + 3) / rs], hand: 'fist' },
      turn: 0.3,
      headTilt: scared ? -8 : 4,
      gaze: [-0.4, -0.7],
    });
    const hip = fig.skeleton.hip;
    const wood = mix(p.wood, '#8a5a34', 0.3);
    const ex = -16;
    const eater: Actor = { fig, x: ex, y: floorY, facing: 1, scale: rs };
    // The chair in the scene's units (a small creature's own units would raise its back out of the globe).
    const seat = placed(chair(wood, -hip[1] * rs - 2), [ex + (hip[0] - 2) * rs, floorY], 1);
    // The table, its cloth, a soup bowl slopping over and a candle leaning out of true.
    const cloth = rng.pick(['#d8463a', '#e8d8c0', lighter(p.accent, 0.3), '#4a7ad8']);
    const bowlColor = rng.pick(['#f2efe8', '#e0b060', '#6aa0d8']);
    const table: Node[] = [
      stroke(
        `M${n(tableX0 + 5)} ${n(floorY)}V${n(tableY)}M${n(tableX1 - 5)} ${n(floorY)}V${n(tableY)}`,
        darker(wood, 0.2),
        3,
        'wood',
      ),
      fill(
        `M${n(tableX0 - 3)} ${n(tableY - 1)}H${n(tableX1 + 3)}V${n(tableY + 9)}Q${n((tableX0 + tableX1) / 2)} ${n(tableY + 13)} ${n(tableX0 - 3)} ${n(tableY + 9)}Z`,
        cloth,
        'cloth',
      ),
    ];
    const bx = tableX0 + 14;
    const supper: Node[] = [
      // The soup's wave slopping over the bowl's rim, drops flying.
      fill(
        `M${n(bx - 9)} ${n(tableY - 6)}Q${n(bx - 14)} ${n(tableY - 16)} ${n(bx - 6)} ${n(tableY - 19)}Q${n(bx)} ${n(tableY - 12)} ${n(bx + 6)} ${n(tableY - 7)}Z`,
        '#e49a3a',
        'detail',
      ),
      fill(circle(bx - 16, tableY - 20, 1.8), '#e49a3a', 'detail', 0),
      fill(circle(bx - 11, tableY - 25, 1.4), '#e49a3a', 'detail', 0),
      fill(
        `M${n(bx - 10)} ${n(tableY - 7)}Q${n(bx - 9)} ${n(tableY - 1)} ${n(bx)} ${n(tableY - 1)}Q${n(bx + 9)} ${n(tableY - 1)} ${n(bx + 10)} ${n(tableY - 7)}Z`,
        bowlColor,
        'glass',
      ),
      // The candle on the table's far end, leaning, its flame streaming.
      group(
        [
          fill(rect(-3, -16, 6, 16, 1), '#f3ead6', 'paper'),
          fill('M0 -30C4 -24 4 -19 0 -17C-4 -19 -4 -24 0 -30Z', '#ffb83a', 'glow'),
          fill(ellipse(0, -20, 1.6, 2.6), '#fff4c8', 'glow', 0),
        ],
        `translate(${n(tableX1 - 7)} ${n(tableY - 1)}) rotate(14)`,
      ),
    ];
    // The snow whirling: a swirl of pale arcs and flakes thick round the glass.
    const flakes: Node[] = [];
    for (let i = 0; i < 46; i++) {
      const a = rng.range(0, Math.PI * 2);
      const rr = R * Math.sqrt(rng.range(0.08, 0.94));
      const x = C[0] + Math.cos(a) * rr;
      const y = C[1] + Math.sin(a) * rr;
      if (y > floorY - 2) continue;
      flakes.push(fill(circle(x, y, rng.range(1.4, 3.2)), snow, 'detail', 0));
    }
    const swirl = stroke(
      `M${n(C[0] - R * 0.7)} ${n(C[1] + R * 0.1)}A${n(R * 0.72)} ${n(R * 0.6)} 0 0 1 ${n(C[0] + R * 0.55)} ${n(C[1] - R * 0.35)}` +
        `M${n(C[0] + R * 0.68)} ${n(C[1] + R * 0.05)}A${n(R * 0.6)} ${n(R * 0.5)} 0 0 1 ${n(C[0] - R * 0.35)} ${n(C[1] - R * 0.6)}`,
      '#dfe6f2',
      1.8,
      'detail',
      0,
    );
    // The glass: a rim and a long glint down the left.
    const glass: Node[] = [
      stroke(oval(C[0], C[1], R, R), mix('#dfe8f0', night, 0.2), 3, 'glass'),
      stroke(
        `M${n(C[0] - R * 0.78)} ${n(C[1] - R * 0.2)}Q${n(C[0] - R * 0.7)} ${n(C[1] - R * 0.62)} ${n(C[0] - R * 0.34)} ${n(C[1] - R * 0.82)}`,
        '#ffffff',
        5,
        'glow',
        0,
      ),
    ];
    // The base: a turned wooden plinth with a brass band.
    const baseWood = rng.pick(['#6a3f26', '#4a2e20', '#7a4a2a', '#2f3a44']);
    const base: Node[] = [
      fill(
        poly([
          [-56, baseTop],
          [56, baseTop],
          [64, 0],
          [-64, 0],
        ]),
        baseWood,
        'wood',
      ),
      fill(rect(-59, baseTop + 6, 118, 5), '#c9a04a', 'metal'),
    ];
    const room: Node[] = [
      group(
        [...inside, seat, actorNodes(eater), ...table, ...supper, swirl, ...flakes],
        undefined,
        oval(C[0], C[1], R, R),
      ),
      ...glass,
    ];
    const skin = rng.pick(skins.slice(0, 5));
    const sleeve = rng.pick(['#3a6ab0', '#c8452e', '#e0b23a', '#4a8a5a', '#8a5aa0']);
    const hand = giantHand(skin, sleeve, ctx.ink, base);
    // The whole globe tips towards the hand, turning on the base's foot.
    const tipped = group([...room, ...hand], `translate(0 ${n(lift)}) rotate(${n(tilt)} 0 14)`);
    // Shake lines either side of the glass's top.
    const shake = stroke(
      [-1, 1]
        .map((side) => {
          const x = C[0] + side * (R + 7);
          const y = C[1] + lift - R * 0.4;
          return `M${n(x)} ${n(y - 16)}q${n(side * 8)} 16 0 32M${n(x + side * 9)} ${n(y - 10)}q${n(side * 6)} 10 0 20`;
        })
        .join(''),
      ctx.ink,
      2.4,
      'detail',
      0,
    );
    const nodes: Node[] = [tipped, shake];
    const drawn: [number, number, number, number] = [
      C[0] - R - 8,
      C[1] + lift - R - 4,
      C[0] + R + 8,
      40,
    ];
    const focus = g.at([0, floorY + lift - 40]);
    // The tipped globe's bounding box rises by its half-width times the tilt's sine.
    const rise = R * Math.sin((Math.abs(tilt) * Math.PI) / 180) + 4;
    const close: [number, number, number, number] = [
      C[0] - R - 22,
      C[1] + lift - R - rise,
      C[0] + R + 22,
      lift + 22,
    ];
    return staged(g.box(drawn, 4), focus, {
      closeBox: g.box(close, lift + 22),
      actors: g.sized(nodes),
      contacts: [],
      airborne: true,
      glows: [
        { at: g.at([tableX1 - 7, tableY + lift - 22]), r: 40 * g.k, color: lighter(p.light, 0.4) },
      ],
    });
  },
};
