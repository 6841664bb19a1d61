/**
 * A swan skated into being: on a frozen lake a skater glides out of the last curve of a swan
 * whose outline its blades have just carved into the ice, and the carved swan has torn itself
 * free of the ice and rises over its own outline on great white wings, a spray of ice glittering
 * off it. A work that comes alive, grace, a dance's one perfect line, the ugly duckling's end.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The swan's outline as the blades cut it: one line, a swan afloat facing +x, about 100 long. */
const carvedSwan =
  'M-50 -5Q-40 -22 -10 -18Q10 -16 20 -10C32 -30 8 -44 22 -56Q30 -62 37 -55L46 -52L36 -50' +
  'Q28 -48 25 -42C34 -28 42 -12 30 0Q0 12 -30 8Q-45 6 -50 -5';

/**
 * A swan in flight facing +x, its body's middle at (0, 0), `u` the unit (the body 44u long):
 * the neck stretched forward, both wings raised high, the feet trailing.
 */
function flyingSwan(u: number, white: Color, shade: Color, beak: Color, ink: Color): Node[] {
  const wing = (dx: number, color: Color): Node =>
    fill(
      `M${n((4 + dx) * u)} ${n(-6 * u)}Q${n((2 + dx) * u)} ${n(-34 * u)} ${n((-12 + dx) * u)} ${n(-52 * u)}` +
        `Q${n((-14 + dx) * u)} ${n(-40 * u)} ${n((-20 + dx) * u)} ${n(-38 * u)}` +
        `Q${n((-20 + dx) * u)} ${n(-28 * u)} ${n((-27 + dx) * u)} ${n(-26 * u)}` +
        `Q${n((-24 + dx) * u)} ${n(-16 * u)} ${n((-30 + dx) * u)} ${n(-13 * u)}` +
        `Q${n((-18 + dx) * u)} ${n(-4 * u)} ${n((-6 + dx) * u)} ${n(-2 * u)}Z`,
      color,
      'cloth',
    );
  return [
    // The far wing, in shade, a little behind.
    wing(-7, shade),
    // Feet trailing under the tail.
    stroke(
      `M${n(-12 * u)} ${n(7 * u)}L${n(-28 * u)} ${n(11 * u)}M${n(-10 * u)} ${n(8 * u)}L${n(-27 * u)} ${n(14 * u)}`,
      darker(ink, 0.1),
      1.6 * u,
      'detail',
      0,
    ),
    // Neck, body and tail.
    fill(
      `M${n(12 * u)} ${n(-7 * u)}Q${n(30 * u)} ${n(-10 * u)} ${n(37 * u)} ${n(-30 * u)}L${n(45 * u)} ${n(-26 * u)}Q${n(36 * u)} ${n(-2 * u)} ${n(14 * u)} ${n(3 * u)}Z`,
      white,
      'cloth',
    ),
    fill(oval(0, 0, 23 * u, 10 * u), white, 'cloth'),
    fill(
      `M${n(-20 * u)} ${n(-3 * u)}L${n(-31 * u)} ${n(-7 * u)}L${n(-28 * u)} ${n(2 * u)}Z`,
      white,
      'cloth',
    ),
    fill(circle(42 * u, -29 * u, 5 * u), white, 'cloth'),
    fill(
      `M${n(45 * u)} ${n(-32 * u)}L${n(55 * u)} ${n(-27 * u)}L${n(45 * u)} ${n(-25 * u)}Z`,
      beak,
      'detail',
    ),
    fill(circle(45.5 * u, -29 * u, 1.6 * u), ink, 'detail', 0),
    fill(circle(42.5 * u, -30.5 * u, 1 * u), ink, 'face', 0),
    // The near wing over the body.
    wing(0, white),
  ];
}

/** The skater's head: up after the swan in wonder, or back over the shoulder. */
function lookFor(feeling: Feeling): { tilt: number; gaze: Point } {
  if (feeling === 'calm') return { tilt: -6, gaze: [1, -0.3] };
  return { tilt: -16, gaze: [0.7, -1] };
}

/**
 * A skater glides out of a swan carved into the ice by its blades, and the carved swan rises off
 * the ice on white wings.
 */
export const skateSwan: Action = {
  id: 'skate-swan',
  objects: ['ice'],
  // Grown-ups and the new species: a child is drawn too small beside the swan for the shot.
  who: ['woman', 'old-woman', 'old-man', 'man', 'deer', 'elephant', 'lion'],
  feelings: ['wonder', 'surprise', 'calm', 'longing'],
  settings: ['icefield', 'snowfield'],
  // Seen a little from above, the outline on the ice and the swan over it, or from further off
  // (a low shot drew the skater too small for its framing).
  framings: ['high', 'wide'],
  fixedFramings: true,
  // A drawing on the ice that flies away: the dream itself.
  untwisted: true,
  // “On a frozen lake” says the place.
  ownPlace: true,
  lights: ['sky', 'sun'],
  family: () => 'skate-swan',
  concepts: [
    'figure skating',
    'swan',
    'grace',
    'Swan Lake',
    'the ugly duckling',
    'art comes alive',
    'winter',
    'frozen lake',
    'dance',
    'freedom',
  ],
  say: sayFrom(
    {
      ice: {
        en: 'skates the outline of a swan into a frozen lake, and the carved swan lifts off the ice and flies',
        ja: '凍った湖にスケートで白鳥の形を描くと、氷に刻まれたその白鳥が氷から抜け出して飛び立つ',
        ru: 'вычерчивает коньками на замёрзшем озере лебедя, и вырезанный во льду лебедь отрывается ото льда и взлетает',
        pt: 'desenha com os patins o contorno de um cisne num lago gelado, e o cisne riscado solta-se do gelo e levanta voo',
        fi: 'piirtää luistimillaan jäätyneeseen järveen joutsenen ääriviivat, ja jäähän uurrettu joutsen irtoaa jäästä ja lentää',
      },
    },
    'ice',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = Math.max(H, 80) / 100;
    const ink = ctx.ink;
    // The lake: a sheet of pale blue ice across the foreground, a snow bank at its far edge.
    const iceC = mix('#cfe6f2', p.ground, 0.2);
    const groove = mix('#ffffff', iceC, 0.15);
    const grooveShade = mix(iceC, '#4f6f9e', 0.4);
    const lake: Node[] = [
      fill(oval(4 * k, 46 * k, 100 * k, 40 * k), iceC, 'water'),
      stroke(
        `M${n(-70 * k)} ${n(60 * k)}L${n(-30 * k)} ${n(54 * k)}M${n(50 * k)} ${n(68 * k)}L${n(80 * k)} ${n(63 * k)}`,
        mix(iceC, '#ffffff', 0.6),
        1.4 * k,
        'water',
        0,
      ),
    ];
    // The carved outline, squashed flat on the ice, its tail near the skater's blades.
    const carveAt: Point = [12 * k, 50 * k];
    const cs = 1.3 * k;
    const carving = group(
      [
        stroke(carvedSwan, grooveShade, 3.4, 'detail', 0),
        stroke(carvedSwan, groove, 2, 'detail', 0),
      ],
      `translate(${n(carveAt[0])} ${n(carveAt[1])}) scale(${n(cs)} ${n(cs * 0.55)})`,
    );
    // The swan risen over its outline, wings up, a glitter of ice falling off it.
    const swanAt: Point = [24 * k, -96 * k];
    const u = 1.4 * k;
    const white = mix('#ffffff', p.paper, 0.06);
    const shade = mix(white, '#8aa0c8', 0.35);
    const beak = mix('#e8843a', p.accent, 0.2);
    const swan = group(flyingSwan(u, white, shade, beak, ink), at(swanAt[0], swanAt[1], 1, -10));
    const glitter: string[] = [];
    for (let i = 0; i < 12; i++) {
      const t = rng.range(0, 1);
      const x = swanAt[0] + rng.range(-26, 30) * k;
      const y = swanAt[1] + (16 + t * 62) * k;
      glitter.push(circle(x, y, rng.range(0.6, 1.3) * k));
    }
    const sparks = fill(glitter.join(''), mix('#ffffff', p.light, 0.3), 'glow', 0);
    // The skater gliding on one blade out of the tail of the outline, the other leg stretched
    // behind, arms out, head turned up to the swan.
    const feetY = carveAt[1] - 2 * k;
    const x = carveAt[0] - 50 * cs - 8 * k;
    const look = lookFor(ctx.feeling);
    const fig = posed(ctx, {
      legs: [
        [6, 0],
        [-62, 8],
      ],
      lean: 16,
      front: { angle: 100, bend: 10, hand: 'open' },
      back: { angle: -95, bend: 12, hand: 'open' },
      turn: 0.7,
      headTilt: look.tilt,
      gaze: look.gaze,
    });
    const skater: Actor = { fig, x, y: feetY, facing: 1, scale: s };
    const blade = (ankle: Point, lift: number): Node => {
      const a = actorPoint(skater, ankle);
      return stroke(
        `M${n(a[0] - 6 * k)} ${n(a[1] + 2.5 * k + lift)}L${n(a[0] + 8 * k)} ${n(a[1] + 2.5 * k + lift)}Q${n(a[0] + 10 * k)} ${n(a[1] + 1.5 * k + lift)} ${n(a[0] + 9 * k)} ${n(a[1] + lift)}`,
        '#9aa3ad',
        1.4 * k,
        'metal',
      );
    };
    const nodes: Node[] = [
      ...lake,
      carving,
      fill(
        oval(x + 2 * k, feetY + 1.5 * k, 14 * k, 2.5 * k),
        mix(iceC, '#4f6f9e', 0.25),
        'shadow',
        0,
      ),
      actorNodes(skater),
      blade(fig.skeleton.ankles.front, 0),
      blade(fig.skeleton.ankles.back, 0),
      sparks,
      swan,
    ];
    const box: [number, number, number, number] = [x - 34 * k, swanAt[1] - 84 * k, 96 * k, 84 * k];
    const focus: Point = [swanAt[0], swanAt[1] + 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [],
    });
  },
};
