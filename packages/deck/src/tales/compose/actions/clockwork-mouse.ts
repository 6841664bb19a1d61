/**
 * A clockwork mouse that will not back down: a cat (a fox, a wolf, an owl) has come down on its
 * heels to look at the tin toy on the floor, and the toy has reared up on its back wheels, nose
 * to the big face, ears forward, the key in its back still turning. Who is more surprised, and
 * who will give way, the card leaves open.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The tin mouse, `len` long, its back wheel on the floor at (x, 0), facing -x and reared up by
 * `rear` degrees: a riveted body with a seam, a round ear, a bead eye under a set brow, whiskers,
 * a wire tail and the winding key on its back with the arcs of its turning.
 */
function tinMouse(x: number, len: number, rear: number, tin: Color, ink: Color): Node[] {
  const u = len / 34;
  const brass = '#d6a640';
  const body: Node[] = [
    // Body: a teardrop from the round rump (right) to the nose (left), its belly over the wheels.
    fill(
      `M${n(-39 * u)} ${n(-8 * u)}Q${n(-26 * u)} ${n(-22 * u)} ${n(-8 * u)} ${n(-20.5 * u)}Q${n(4 * u)} ${n(-19 * u)} ${n(4 * u)} ${n(-9 * u)}Q${n(4 * u)} ${n(-3 * u)} ${n(-4 * u)} ${n(-3 * u)}H${n(-24 * u)}Q${n(-33 * u)} ${n(-3.5 * u)} ${n(-39 * u)} ${n(-8 * u)}Z`,
      tin,
      'metal',
    ),
    fill(
      `M${n(-26 * u)} ${n(-14 * u)}Q${n(-17 * u)} ${n(-19.5 * u)} ${n(-6 * u)} ${n(-18.5 * u)}Q${n(-16 * u)} ${n(-16 * u)} ${n(-26 * u)} ${n(-14 * u)}Z`,
      lighter(tin, 0.45),
      'metal',
      0,
    ),
    stroke(
      `M${n(-31 * u)} ${n(-8 * u)}Q${n(-14 * u)} ${n(-10 * u)} ${n(3 * u)} ${n(-10 * u)}`,
      darker(tin, 0.3),
      0.7 * u,
      'detail',
      0,
    ),
    ...[-24, -16, -8, -1].map((rx) =>
      fill(circle(rx * u, -10.2 * u, 0.7 * u), darker(tin, 0.35), 'detail', 0),
    ),
    // Wheels.
    fill(circle(-23 * u, -2.4 * u, 2.6 * u), '#2a2830', 'metal'),
    fill(circle(-2 * u, -2.4 * u, 2.6 * u), '#2a2830', 'metal'),
    fill(circle(-2 * u, -2.4 * u, 0.9 * u), '#8a8690', 'detail', 0),
    // The ear, forward.
    fill(circle(-20 * u, -21 * u, 6.2 * u), darker(tin, 0.1), 'metal'),
    fill(circle(-20.6 * u, -21.4 * u, 3.9 * u), '#e8a0a8', 'skin', 0),
    // Eye, glint, brow: set, not afraid.
    fill(circle(-28.5 * u, -13.2 * u, 1.5 * u), ink, 'face', 0),
    fill(circle(-28.9 * u, -13.7 * u, 0.5 * u), '#ffffff', 'face', 0),
    stroke(
      `M${n(-31.2 * u)} ${n(-16.8 * u)}L${n(-26.5 * u)} ${n(-15.6 * u)}`,
      ink,
      0.8 * u,
      'face',
      0,
    ),
    fill(circle(-39 * u, -8 * u, 1.6 * u), '#d9707e', 'skin', 0),
    stroke(
      `M${n(-36 * u)} ${n(-8 * u)}L${n(-43 * u)} ${n(-11 * u)}M${n(-36 * u)} ${n(-7.4 * u)}L${n(-43.5 * u)} ${n(-7 * u)}M${n(-36 * u)} ${n(-7 * u)}L${n(-42 * u)} ${n(-3.4 * u)}`,
      darker(tin, 0.45),
      0.4 * u,
      'detail',
      0,
    ),
    // The wire tail, curled behind.
    stroke(
      `M${n(3.6 * u)} ${n(-7 * u)}Q${n(12 * u)} ${n(-6 * u)} ${n(11 * u)} ${n(-12 * u)}Q${n(9 * u)} ${n(-16 * u)} ${n(6.5 * u)} ${n(-13 * u)}`,
      darker(tin, 0.4),
      0.9 * u,
      'metal',
      0,
    ),
    // The key: a stem up out of the back and a butterfly bow, with the arcs of its turning.
    stroke(
      `M${n(-8 * u)} ${n(-19.5 * u)}L${n(-7 * u)} ${n(-25 * u)}`,
      darker(brass, 0.25),
      1.4 * u,
      'metal',
    ),
    fill(oval(-11.6 * u, -27 * u, 4.4 * u, 3.1 * u), brass, 'metal'),
    fill(oval(-2.6 * u, -27 * u, 4.4 * u, 3.1 * u), brass, 'metal'),
    fill(circle(-7 * u, -26.4 * u, 1.4 * u), darker(brass, 0.2), 'metal', 0),
    stroke(
      `M${n(-15 * u)} ${n(-32.5 * u)}Q${n(-7 * u)} ${n(-37 * u)} ${n(1 * u)} ${n(-32.5 * u)}`,
      darker(brass, 0.1),
      0.8 * u,
      'detail',
      0,
    ),
    stroke(
      `M${n(-13 * u)} ${n(-21.5 * u)}Q${n(-7 * u)} ${n(-19 * u)} ${n(-1 * u)} ${n(-21.5 * u)}`,
      darker(brass, 0.1),
      0.7 * u,
      'detail',
      0,
    ),
  ];
  // Reared up on its back wheel, the nose lifted towards the face above it.
  return [group(body, `translate(${n(x)} 0) rotate(${n(rear)} ${n(-2 * u)} ${n(-2.4 * u)})`)];
}

/**
 * Side on, on the floor: the animal down on its heels at the left, leaning over; the tin mouse
 * a paw's length ahead of its knees, reared up on its back wheel and facing it.
 */
export const clockworkMouse: Action = {
  id: 'clockwork-mouse',
  // The toy alive is the dream: a twist beside it (a teapot, a mirror) only crowds the floor.
  untwisted: true,
  // Woodcut cuts the tin toy and the animal into grey lines on black that merge.
  notLooks: ['woodcut'],
  objects: ['clockwork-mouse'],
  who: ['cat', 'fox', 'wolf', 'owl'],
  feelings: ['surprise', 'mischief', 'fear', 'wonder'],
  settings: ['kitchen', 'attic', 'bedroom', 'library', 'stairwell'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['window', 'lamp', 'candle'],
  family: () => 'clockwork-mouse',
  // No 'courage' or 'David and Goliath': the bots ban a card's concept words from its clues.
  concepts: [
    'the underdog',
    'bluff',
    'toys come alive',
    'wind-up',
    'a standoff',
    'predator and prey',
    'nerve',
    'defiance',
  ],
  say: sayFrom(
    {
      'clockwork-mouse': {
        en: 'comes nose to nose with a clockwork mouse that will not back down, its key still turning',
        ja: '一歩も引かないぜんまい仕掛けのネズミと鼻先でにらみ合う。背中のねじはまだ回っている',
        ru: 'сталкивается нос к носу с заводной мышкой, которая и не думает отступать, а её ключик всё крутится',
        pt: 'fica cara a cara com um rato de corda que não recua, com a chave ainda a girar',
        fi: 'joutuu nenäkkäin vieterihiiren kanssa, joka ei peräänny, ja sen avain pyörii yhä',
      },
    },
    'clockwork-mouse',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const feeling = ctx.feeling;
    const base = poses['sit-heels'];
    const probe = posed(ctx, { ...base });
    const knee = probe.skeleton.knees.front[0] * s;
    // Seen from the floor: the toy in the foreground, nearer to us than the animal and so
    // drawn bigger and lower on the card, its nose lifted to the face leaning over it.
    const len = 62 * k;
    const near = 26 * k;
    const mouseX = knee + 24 * k + len * 0.8;
    const rear = rng.range(20, 27);
    // Where the toy's face is, for the eyes and the paw to go to.
    const mouseFace: Point = [mouseX - len * 0.78, near - len * 0.7];
    const toFig = (q: Point): Point => [q[0] / s, q[1] / s];
    const afraid = feeling === 'fear';
    const sly = feeling === 'mischief';
    const fig = posed(ctx, {
      ...base,
      lean: afraid ? 2 : sly ? 40 : 34,
      headTilt: afraid ? -6 : 22,
      gaze: [0.7, 0.6],
      turn: 0.7,
      // A paw up over the toy, about to bat it; paws up at the chest; paws on the knees.
      front: sly
        ? { reach: toFig([mouseFace[0] - 4 * k, mouseFace[1] - 22 * k]), hand: 'open' }
        : afraid || feeling === 'surprise'
          ? { reach: toFig([knee - 2 * k, -H * 0.5]), hand: 'open' }
          : { reach: toFig([knee - 2 * k, -H * 0.2]), hand: 'mitt' },
      back:
        afraid || feeling === 'surprise'
          ? { reach: toFig([knee - 8 * k, -H * 0.46]), hand: 'open' }
          : { reach: toFig([knee - 8 * k, -H * 0.19]), hand: 'mitt' },
      backArmOver: true,
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const tin = rng.pick(['#a9b4c0', '#b8aa9a', '#9fb8a8', '#c0a7a7']);
    const mouse = group(tinMouse(mouseX, len, rear, tin, p.ink), `translate(0 ${n(near)})`);
    const shadow = fill(
      oval(mouseX - len * 0.4, near + 1, len * 0.55, 3 * k),
      darker(p.floor, 0.35),
      'shadow',
      0,
    );
    const nodes: Node[] = [actorNodes(actor)];
    // The head's top with its ears (the pose sits the head lower than standing).
    const headTop = (fig.skeleton.headCentre[1] - fig.headR * 1.8) * s;
    const box: [number, number, number, number] = [-28 * k, headTop, mouseX + 16 * k, near + 6 * k];
    const focus: Point = [(mouseFace[0] + fig.skeleton.headCentre[0] * s) / 2, mouseFace[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      before: mirror([shadow, mouse], facing),
      contacts: [[(knee / 2) * facing, 40 * k]],
      glows: [],
    });
  },
};
