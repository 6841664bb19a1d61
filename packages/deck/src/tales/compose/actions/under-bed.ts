/**
 * The monster under the bed, afraid: a child sits up in bed at night, the quilt pulled up, and
 * looks down over the side; and under the bed, between its legs, the monster crouches under a
 * little blanket of its own, pulled over its horns, and stares up with big round eyes at the child.
 * Who is frightened of whom? The fear of the dark turned round, a friend not yet made.
 */
import { circle, ellipse, n, rect } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The monster's hides: violet, teal, moss green, rust. */
const hides = ['#7a5aa8', '#3f8f8a', '#6a8f3a', '#b0603a'] as const;

/**
 * The monster crouched on the floor centred at x = c, its back to +x, about 32k wide and 20k
 * tall, a small spotted blanket over its head and back held under its chin in two claws; its big
 * eyes look up and back towards −x, where the child is, under brows raised in fright.
 */
function monster(p: Palette, rng: Rng, c: number, k0: number): Node[] {
  const k = k0 * 1.15;
  const hide = rng.pick(hides);
  const dark = darker(hide, 0.3);
  const blanket = mix(rng.pick(['#e8b84a', '#e07a8a', '#7ab0e0', '#f0e6c8']), p.light, 0.1);
  const spots = darker(blanket, 0.25);
  // Exactly white: the ink look inks every other colour tagged as a face.
  const white = '#ffffff';
  const nodes: Node[] = [];
  // The tail, out behind, with a tuft at its end.
  nodes.push(
    stroke(
      `M${n(c + 12 * k)} ${n(-4 * k)}Q${n(c + 22 * k)} ${n(-2 * k)} ${n(c + 24 * k)} ${n(-9 * k)}`,
      hide,
      2.6 * k,
      'skin',
      0.6,
    ),
    fill(circle(c + 24.5 * k, -10.5 * k, 2.6 * k), dark, 'hair', 0.5),
  );
  // The body: a round furry heap, its feet out in front.
  nodes.push(
    fill(
      `M${n(c - 15 * k)} ${n(0)}C${n(c - 17 * k)} ${n(-10 * k)} ${n(c - 12 * k)} ${n(-18 * k)} ${n(c - 2 * k)} ${n(-18 * k)}C${n(c + 10 * k)} ${n(-18 * k)} ${n(c + 16 * k)} ${n(-10 * k)} ${n(c + 14 * k)} ${n(0)}Z`,
      hide,
      'skin',
    ),
    fill(oval(c - 11 * k, -1.2 * k, 4.5 * k, 1.8 * k), dark, 'skin', 0.6),
    fill(oval(c + 2 * k, -1.2 * k, 4.5 * k, 1.8 * k), dark, 'skin', 0.6),
  );
  // Two horns poking up through the blanket.
  for (const [hx, lean] of [
    [c - 8 * k, -1],
    [c + 4 * k, 1],
  ] as const) {
    nodes.push(
      fill(
        `M${n(hx - 2 * k)} ${n(-18.5 * k)}Q${n(hx + lean * 1 * k)} ${n(-24 * k)} ${n(hx + lean * 3.5 * k)} ${n(-24.5 * k)}Q${n(hx + lean * 1.5 * k)} ${n(-21.5 * k)} ${n(hx + 2 * k)} ${n(-18.5 * k)}Z`,
        mix('#efe2c0', hide, 0.15),
        'detail',
      ),
    );
  }
  // The blanket, over the head and down the back, its front edge pulled round under the chin.
  const cloak = `M${n(c - 16 * k)} ${n(-7 * k)}C${n(c - 17 * k)} ${n(-17 * k)} ${n(c - 11 * k)} ${n(-21 * k)} ${n(c - 2 * k)} ${n(-21 * k)}C${n(c + 10 * k)} ${n(-21 * k)} ${n(c + 17 * k)} ${n(-14 * k)} ${n(c + 17 * k)} ${n(-2 * k)}L${n(c + 11 * k)} ${n(-3.5 * k)}L${n(c + 6 * k)} ${n(-1.5 * k)}C${n(c + 4 * k)} ${n(-8 * k)} ${n(c)} ${n(-6 * k)} ${n(c - 4 * k)} ${n(-6 * k)}C${n(c - 9 * k)} ${n(-6 * k)} ${n(c - 12 * k)} ${n(-5 * k)} ${n(c - 16 * k)} ${n(-7 * k)}Z`;
  nodes.push(fill(cloak, blanket, 'cloth'));
  for (const [sx, sy] of [
    [-10, -16],
    [-3, -18.5],
    [5, -17],
    [11, -12],
    [14, -6],
    [9, -6],
  ] as const) {
    nodes.push(fill(circle(c + sx * k, sy * k, 1.1 * k), spots, 'detail', 0.3));
  }
  // The face in the blanket's opening: two big eyes looking up and back at the child.
  const face = lighter(hide, 0.18);
  nodes.push(fill(ellipse(c - 5 * k, -11.5 * k, 8.5 * k, 5.6 * k), face, 'skin', 0.5));
  for (const ex of [c - 8.8 * k, c - 1.8 * k]) {
    nodes.push(
      fill(circle(ex, -12 * k, 3.3 * k), white, 'face', 0.8),
      fill(circle(ex - 1.1 * k, -13.2 * k, 1.7 * k), '#1a1420', 'face', 0),
      fill(circle(ex - 1.6 * k, -13.8 * k, 0.55 * k), white, 'face', 0),
    );
  }
  // Brows raised in the middle: afraid.
  nodes.push(
    stroke(
      `M${n(c - 12 * k)} ${n(-15.2 * k)}L${n(c - 6.5 * k)} ${n(-17 * k)}M${n(c - 4 * k)} ${n(-17 * k)}L${n(c + 1.5 * k)} ${n(-15.2 * k)}`,
      darker(hide, 0.45),
      1 * k,
      'face',
      0,
    ),
    // A small wobbly mouth with one tooth.
    stroke(
      `M${n(c - 8 * k)} ${n(-7.4 * k)}Q${n(c - 6.8 * k)} ${n(-8.4 * k)} ${n(c - 5.5 * k)} ${n(-7.4 * k)}Q${n(c - 4.2 * k)} ${n(-6.6 * k)} ${n(c - 3 * k)} ${n(-7.4 * k)}`,
      p.ink,
      0.8 * k,
      'face',
      0,
    ),
    fill(
      `M${n(c - 6.3 * k)} ${n(-7.8 * k)}L${n(c - 5.3 * k)} ${n(-6.2 * k)}L${n(c - 4.7 * k)} ${n(-7.5 * k)}Z`,
      white,
      'face',
      0,
    ),
  );
  // Two claws clutching the blanket's edge under the chin.
  for (const hx of [c - 10 * k, c - 1 * k]) {
    nodes.push(fill(ellipse(hx, -5.6 * k, 2.4 * k, 1.8 * k), hide, 'skin', 0.6));
    for (const d of [-1.2, 0, 1.2]) {
      nodes.push(
        stroke(
          `M${n(hx + d * k)} ${n(-6.6 * k)}l${n(0.3 * k)} ${n(-1.4 * k)}`,
          '#efe2c0',
          0.6 * k,
          'detail',
          0,
        ),
      );
    }
  }
  return nodes;
}

/**
 * Side-on: the bed's head at −x, the child sitting up against the pillow looking down over the
 * near side; the monster crouched on the floor under the bed's middle, looking up.
 */
export const underBed: Action = {
  id: 'under-bed',
  objects: ['monster'],
  who: ['boy', 'girl'],
  feelings: ['fear', 'resolve', 'calm'],
  settings: ['bedroom'],
  framings: ['near', 'high', 'wide'],
  fixedFramings: true,
  // Who is afraid of whom is the dream; a twist beside it would crowd the bed.
  untwisted: true,
  // A silhouette blacks out the two frightened faces, which are the story.
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window'],
  family: () => 'under-bed',
  concepts: [
    'the monster under the bed',
    'fear of the dark',
    'bedtime',
    'courage',
    'a fear shared',
    'who is afraid of whom',
    'childhood',
    'a friend not yet made',
  ],
  say: sayFrom(
    {
      monster: {
        en: 'looks down over the edge of the bed at the monster underneath, which is hiding from the child under a little blanket of its own',
        ja: 'ベッドの端から下をのぞきこむと、ベッドの下ではモンスターが自分の小さな毛布をかぶって、その子からかくれている',
        ru: 'смотрит с края кровати вниз, а под кроватью чудовище прячется от ребёнка под своим маленьким одеяльцем',
        pt: 'espreita da beira da cama para o monstro lá em baixo, que se esconde da criança debaixo do seu próprio cobertorzinho',
        fi: 'kurkistaa sängyn reunan yli alas, ja sängyn alla hirviö piileskelee lapselta oman pikku peittonsa alla',
      },
    },
    'monster',
  ),
  stage(ctx) {
    const { rng, p, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, setUp(ctx).facing);
    const H = m.height * s;
    const k = H / 70;
    const head = -44 * k;
    const foot = 44 * k;
    const mattressY = -44 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const quilt = rng.pick(p.cloth);
    const scared = ctx.feeling === 'fear';
    const hipX = head + 16 * k;
    const where = { x: hipX, y: mattressY + 2 * k, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      lean: scared ? 4 : 14,
      // The front hand clutches the quilt's edge; the back one leans on the mattress.
      front: { reach: toActor(where, [hipX + 9 * k, mattressY - 11 * k]), hand: 'fist' },
      back: { angle: 20, bend: 20 },
      turn: 0.5,
      headTilt: 24,
      gaze: [0.35, 1],
    });
    const child: Actor = { fig, ...where };

    // The bed: headboard and pillow, the quilt over the legs hanging down the near side, the
    // mattress, the rail and four legs standing on the floor with the dark gap under it.
    const headboard: Node[] = [
      fill(`M${n(head - 6 * k)} 0V${n(mattressY - 34 * k)}H${n(head + 1 * k)}V0Z`, wood, 'wood'),
      fill(circle(head - 2.5 * k, mattressY - 35 * k, 4.2 * k), wood, 'wood'),
      fill(
        rect(head + 1 * k, mattressY - 17 * k, 9 * k, 17 * k, 4 * k),
        lighter(sheet, 0.1),
        'cloth',
      ),
    ];
    const under = mix(p.floor, '#141226', 0.55);
    const gap: Node[] = [
      fill(`M${n(head)} 0V${n(mattressY + 12 * k)}H${n(foot)}V0Z`, under, 'shadow', 0),
    ];
    const qx0 = hipX - 4 * k;
    const qTop = (x: number): number => mattressY - 10 * k + ((x - qx0) / (foot - qx0)) * 4 * k;
    const hem = mattressY + 14 * k;
    let wave = `L${n(foot + 2 * k)} ${n(hem)}`;
    for (let i = 1; i <= 6; i++) {
      const x = foot + 2 * k - ((foot - head) * i) / 6;
      wave += `Q${n(x + ((foot - head) / 12) * 1)} ${n(hem + (i % 2 ? 2.5 : -1) * k)} ${n(x)} ${n(hem)}`;
    }
    const quiltNodes: Node[] = [
      fill(
        `M${n(qx0)} ${n(mattressY + 4 * k)}L${n(qx0)} ${n(qTop(qx0))}Q${n((qx0 + foot) / 2)} ${n(qTop((qx0 + foot) / 2) - 6 * k)} ${n(foot + 2 * k)} ${n(qTop(foot))}${wave}L${n(head - 1 * k)} ${n(mattressY + 4 * k)}Z`,
        quilt,
        'cloth',
      ),
      stroke(
        `M${n(head)} ${n(mattressY + 5 * k)}H${n(foot + 1 * k)}`,
        lighter(quilt, 0.35),
        1.4 * k,
        'detail',
        0,
      ),
    ];
    const rail = mattressY + 12 * k;
    const bedFront: Node[] = [
      fill(
        `M${n(head - 3 * k)} ${n(rail)}h${n(foot - head + 6 * k)}v${n(4 * k)}H${n(head - 3 * k)}Z`,
        wood,
        'wood',
      ),
      fill(`M${n(foot)} 0V${n(mattressY - 14 * k)}H${n(foot + 6 * k)}V0Z`, wood, 'wood'),
      fill(circle(foot + 3 * k, mattressY - 15 * k, 3.6 * k), wood, 'wood'),
    ];
    const mc = 4 * k;
    const beast = monster(p, rng.fork('monster'), mc, k);
    const nodes: Node[] = [...gap, ...beast, actorNodes(child), ...quiltNodes, ...bedFront];
    const hc = actorPoint(child, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.6, mattressY - 40 * k);
    const box: [number, number, number, number] = [head - 8 * k, top - 4 * k, foot + 10 * k, 2 * k];
    const faults: string[] = [];
    if (hc[1] > mattressY - 12 * k) faults.push('child sunk in the bed');
    return staged(facingBox(box, facing), mx([(hipX + mc) / 2, mattressY], facing), {
      behind: mirror(headboard, facing),
      actors: mirror(nodes, facing),
      contacts: [[((head + foot) / 2) * facing, (foot - head) * 0.55]],
      closeBox: facingBox([head - 8 * k, top - 4 * k, foot + 10 * k, 2 * k], facing),
      faults,
    });
  },
};
