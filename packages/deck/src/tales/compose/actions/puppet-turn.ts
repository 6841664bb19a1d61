/**
 * The strings the other way round: a little wooden marionette sits on a beam up in the flies,
 * working the control bar, and on the strings below dangles its own puppeteer, arms jerked up,
 * head lolling, toes barely touching the boards. Who pulls whose strings?
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A wooden marionette sitting with its seat at (0, 0), facing us, hands out at `hands`. */
function marionette(wood: string, ink: string, u: number, hands: readonly Point[]): Node[] {
  const dark = darker(wood, 0.25);
  const joint = (x: number, y: number): string => circle(x, y, 1.8 * u);
  const limbs = [
    // Legs dangling over the beam's edge, bent at the knee.
    `M${n(-4 * u)} 0L${n(-5 * u)} ${n(9 * u)}L${n(-4 * u)} ${n(18 * u)}`,
    `M${n(4 * u)} 0L${n(6 * u)} ${n(9 * u)}L${n(5 * u)} ${n(18 * u)}`,
    ...hands.map(
      ([hx, hy], i) =>
        `M${n((i === 0 ? -6 : 6) * u)} ${n(-17 * u)}L${n((hx + (i === 0 ? -6 : 6) * u) / 2)} ${n((hy - 17 * u) / 2 + 3 * u)}L${n(hx)} ${n(hy)}`,
    ),
  ].join('');
  return [
    stroke(limbs, wood, 3 * u, 'wood'),
    fill(
      [
        joint(-5 * u, 9 * u),
        joint(6 * u, 9 * u),
        ...hands.map(([hx, hy]) => circle(hx, hy, 2.2 * u)),
      ].join(''),
      dark,
      'wood',
      0,
    ),
    // Body: a little painted jacket on a wooden trunk.
    fill(rect(-7 * u, -19 * u, 14 * u, 20 * u, 3 * u), '#b8323a', 'cloth'),
    fill(rect(-7 * u, -6 * u, 14 * u, 3 * u, 1 * u), '#f2c94c', 'cloth', 0),
    // Head: a round wooden head, painted eyes, red cheeks, a smile, a screw eye on top.
    stroke(`M0 ${n(-34 * u)}v${n(-3 * u)}`, dark, 1 * u, 'metal', 0),
    fill(circle(0, -39 * u, 2 * u), 'none', 'metal', 0.8),
    fill(ellipse(0, -27 * u, 8 * u, 8.5 * u), lighter(wood, 0.15), 'wood'),
    fill(`${circle(-3 * u, -28 * u, 1.1 * u)}${circle(3 * u, -28 * u, 1.1 * u)}`, ink, 'face', 0),
    fill(
      `${circle(-5 * u, -24.5 * u, 1.6 * u)}${circle(5 * u, -24.5 * u, 1.6 * u)}`,
      '#e07a6a',
      'cheek',
      0,
    ),
    stroke(
      `M${n(-2.4 * u)} ${n(-23 * u)}q${n(2.4 * u)} ${n(2 * u)} ${n(4.8 * u)} 0`,
      ink,
      0.8 * u,
      'face',
      0,
    ),
  ];
}

/**
 * A wooden marionette on a beam above works the strings of its own puppeteer, who dangles below,
 * arms jerked up.
 */
export const puppetTurn: Action = {
  id: 'puppet-turn',
  objects: ['puppet'],
  // A mouse on strings is too small under the beam to read.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'grief', 'longing', 'wonder'],
  // Up in the flies: a beam over a stage or across an attic's rafters.
  settings: ['theatre', 'attic'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The roles reversed are a dream by themselves: a twist would tangle in the strings.
  untwisted: true,
  lights: ['lamp', 'candle', 'window'],
  family: (o) => `puppet-turn:${o}`,
  concepts: [
    'puppet',
    'puppeteer',
    'strings',
    'control',
    'the tables turned',
    'free will',
    'manipulation',
    'theatre',
  ],
  say: sayFrom(
    {
      puppet: {
        en: 'dangles on strings from a beam where its own wooden puppet sits working the controls',
        ja: '自分のあやつり人形に、梁の上から糸であやつられてぶら下がっている',
        ru: 'висит на нитях, а сверху, сидя на балке, его дёргает за ниточки его собственная деревянная марионетка',
        pt: 'está pendurado por fios, e lá de cima, sentada numa trave, a sua própria marioneta de madeira é que o manipula',
        fi: 'roikkuu naruissa, ja ylhäällä palkilla istuu sen oma puinen marionetti ohjaamassa sitä',
      },
    },
    'puppet',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The puppeteer hangs limp: hands jerked up by the strings, head lolling, toes down.
    const droop = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: droop ? 6 : 0,
      front: { reach: [m.arm * 0.8, m.shoulder - m.arm * 0.55], hand: 'open' },
      back: { reach: [-m.arm * 0.7, m.shoulder - m.arm * 0.6], hand: 'open' },
      turn: 0.3,
      headTilt: droop ? 16 : 8,
      gaze: [0.3, -1],
    });
    const lift = 5 * u;
    const hung: Actor = { fig, x: 0, y: -lift, facing: 1, scale: s };
    const handF = actorPoint(hung, fig.skeleton.hands.front);
    const handB = actorPoint(hung, fig.skeleton.hands.back);
    const headC = actorPoint(hung, fig.skeleton.headCentre);
    const headTop: Point = [headC[0], headC[1] - fig.headR * s];
    // The control bar above, held by the marionette sitting on the beam.
    const barY = headTop[1] - 34 * u;
    const barL = Math.min(handF[0], handB[0]) - 6 * u;
    const barR = Math.max(handF[0], handB[0]) + 6 * u;
    const barMid = (barL + barR) / 2;
    const wood = p.wood;
    const bar: Node[] = [
      stroke(`M${n(barL)} ${n(barY)}H${n(barR)}`, darker(wood, 0.1), 2.8 * u, 'wood'),
      stroke(
        `M${n(barMid)} ${n(barY - 5 * u)}V${n(barY + 6 * u)}`,
        darker(wood, 0.1),
        2.4 * u,
        'wood',
      ),
    ];
    const strings = stroke(
      `M${n(barL + 1 * u)} ${n(barY)}L${n(handB[0] < handF[0] ? handB[0] : handF[0])} ${n(handB[0] < handF[0] ? handB[1] : handF[1])}` +
        `M${n(barR - 1 * u)} ${n(barY)}L${n(handB[0] < handF[0] ? handF[0] : handB[0])} ${n(handB[0] < handF[0] ? handF[1] : handB[1])}` +
        `M${n(barMid)} ${n(barY + 6 * u)}L${n(headTop[0])} ${n(headTop[1] + 1 * u)}`,
      lighter(p.paper, 0.4),
      1.1 * u,
      'detail',
      0.5,
    );
    // The marionette sits on the beam right above the bar, its hands on the bar's ends.
    const seat: Point = [barMid, barY - 26 * u];
    const puppet = group(
      marionette('#c8955a', p.ink, u * 1.15, [
        [(barL - barMid) / 1.15, (barY - seat[1]) / 1.15],
        [(barR - barMid) / 1.15, (barY - seat[1]) / 1.15],
      ]),
      `translate(${n(seat[0])} ${n(seat[1])})`,
    );
    const beam = fill(
      rect(seat[0] - 60 * u, seat[1], 120 * u, 6 * u, 1 * u),
      darker(wood, 0.15),
      'wood',
    );
    const nodes: Node[] = [actorNodes(hung), strings, beam, ...bar, puppet];
    const drawn = nodeBox(group(nodes), identity) ?? [-60, -200, 60, 0];
    const box: [number, number, number, number] = [
      drawn[0] + 30 * u,
      drawn[1] - 4,
      drawn[2] - 30 * u,
      4,
    ];
    const focus: Point = [barMid, barY];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 18 * s]],
      glows: [],
      closeBox: facingBox(box, facing),
    });
  },
};
