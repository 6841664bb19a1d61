/**
 * Rumpelstiltskin's night, from the spinner's stool: locked in with a heap of straw, a character
 * sits at a spinning wheel feeding straw in with one hand, and out of the flyer comes gold
 * thread, wound glowing on the bobbin and heaped in a basket by the wheel. A task no one can do,
 * a deal with a stranger, something made out of nothing, greed, a secret name.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stool } from '../../kit/things.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** The gold of the thread, and its light. */
const gold = '#f2c230';
const goldLight = '#ffe27a';

/** Where the wheel's parts sit (a grown-up spinner on its stool at x = 0, facing +x). */
const wheelAt: Point = [88, -50];
const wheelR = 23;
const orifice: Point = [42, -50];
const bobbin: Point = [53, -50];

/**
 * A spinning wheel seen side-on: a slanted bench on three legs, the big spoked wheel on two
 * uprights, the flyer's post at the spinner's end with the flyer, the gold-wound bobbin and its
 * whorl, the drive band round both, and the treadle under it with its rod up to the crank.
 */
function spinningWheel(wood: Color, ink: Color, turn: number): Node[] {
  const [wx, wy] = wheelAt;
  const dark = darker(wood, 0.3);
  const spokes: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = turn + (i * Math.PI) / 5;
    spokes.push(
      `M${n(wx + Math.cos(a) * 3)} ${n(wy + Math.sin(a) * 3)}L${n(wx + Math.cos(a) * (wheelR - 1.5))} ${n(wy + Math.sin(a) * (wheelR - 1.5))}`,
    );
  }
  const bench = `M46 -31L${n(wx + 22)} -25L${n(wx + 22)} -20L46 -26Z`;
  const whorl: Point = [bobbin[0] + 7, bobbin[1]];
  return [
    // Legs and treadle behind the bench.
    stroke(
      `M52 -28L45 0M${n(wx + 16)} -23L${n(wx + 24)} 0M${n(wx + 4)} -24L${n(wx - 4)} 0`,
      dark,
      2.6,
      'wood',
    ),
    stroke(`M54 -1L${n(wx - 6)} -5`, dark, 3, 'wood'),
    stroke(`M${n(wx - 8)} -5L${n(wx + 5)} ${n(wy + 5)}`, dark, 1.2, 'wood'),
    // The uprights, the wheel and the drive band.
    stroke(
      `M${n(wx - 4)} -25L${n(wx)} ${n(wy)}M${n(wx + 4)} -25L${n(wx)} ${n(wy)}`,
      wood,
      2.6,
      'wood',
    ),
    stroke(spokes.join(''), wood, 1.3, 'wood', 0),
    stroke(circle(wx, wy, wheelR), wood, 3.4, 'wood'),
    fill(circle(wx, wy, 3.2), dark, 'wood'),
    stroke(
      `M${n(wx)} ${n(wy - wheelR)}L${n(whorl[0])} ${n(whorl[1] - 2.6)}M${n(wx)} ${n(wy + wheelR)}L${n(whorl[0])} ${n(whorl[1] + 2.6)}`,
      lighter(ink, 0.3),
      0.6,
      'detail',
      0,
    ),
    fill(bench, wood, 'wood'),
    // The flyer's post, the flyer's shaft through the orifice, and the bobbin on it: a long
    // spool wound fat with gold between two flanges.
    stroke(`M54 -29L${n(bobbin[0])} ${n(bobbin[1] + 4)}`, wood, 2.8, 'wood'),
    stroke(`M${n(orifice[0])} ${n(orifice[1])}H${n(whorl[0] + 2)}`, dark, 1.6, 'wood'),
    fill(ellipse(bobbin[0], bobbin[1], 6.5, 3.6), gold, 'glow'),
    stroke(
      `M${n(bobbin[0] - 4)} ${n(bobbin[1] - 3)}l1 6M${n(bobbin[0] - 1)} ${n(bobbin[1] - 3.5)}l1 7M${n(bobbin[0] + 2)} ${n(bobbin[1] - 3.5)}l1 7`,
      darker(gold, 0.2),
      0.5,
      'detail',
      0,
    ),
    stroke(
      `M${n(bobbin[0] - 7)} ${n(bobbin[1] - 5)}v10M${n(bobbin[0] + 7)} ${n(bobbin[1] - 5)}v10`,
      dark,
      1.6,
      'wood',
    ),
    fill(ellipse(whorl[0], whorl[1], 1.8, 3.6), dark, 'wood'),
  ];
}

/** A heap of straw on the floor from x0 to x1, stalks sticking out every way. */
function strawHeap(x0: number, x1: number, h: number, straw: Color, seed: number): Node[] {
  const mid = (x0 + x1) / 2;
  const stalks: string[] = [];
  for (let i = 0; i < 26; i++) {
    const t = ((i * 0.618 + seed) % 1) * 0.9 + 0.05;
    const x = x0 + (x1 - x0) * t;
    const top = -h * Math.sin(Math.PI * t) * 0.95;
    const a = ((i * 37) % 120) - 60;
    const len = 8 + ((i * 13) % 9);
    const r = (a * Math.PI) / 180;
    stalks.push(`M${n(x)} ${n(top + 2)}l${n(Math.sin(r) * len)} ${n(-Math.cos(r) * len * 0.6)}`);
  }
  return [
    fill(
      `M${n(x0)} 1Q${n(x0 + 4)} ${n(-h * 0.8)} ${n(mid)} ${n(-h)}Q${n(x1 - 4)} ${n(-h * 0.8)} ${n(x1)} 1Z`,
      straw,
      'plant',
    ),
    stroke(stalks.join(''), darker(straw, 0.2), 0.8, 'plant', 0),
  ];
}

/** A low wicker basket at x, heaped with coils of gold thread that shine. */
function goldBasket(x: number, wicker: Color): Node[] {
  const coils: string[] = [];
  for (const [dx, dy, r] of [
    [-8, -15, 7],
    [4, -17, 7.5],
    [-2, -23, 6.5],
    [9, -24, 5.5],
    [-10, -25, 5],
    [17, -4, 5.5],
  ] as const) {
    coils.push(ellipse(x + dx, dy, r, r * 0.55));
  }
  return [
    fill(coils.join(''), gold, 'glow'),
    stroke(coils.join(''), darker(gold, 0.25), 0.7, 'detail', 0),
    fill(`M${n(x - 15)} -14L${n(x + 15)} -14L${n(x + 12)} 0L${n(x - 12)} 0Z`, wicker, 'wood'),
    stroke(
      `M${n(x - 14)} -9.5H${n(x + 14)}M${n(x - 13)} -5H${n(x + 13)}`,
      darker(wicker, 0.3),
      0.8,
      'detail',
      0,
    ),
  ];
}

/**
 * Spinning a heap of straw into gold thread at a spinning wheel: seated on a stool at the flyer's
 * end, a foot on the treadle, one hand drawing straw from the heap behind and the other pinching
 * the thread where it turns gold and runs into the flyer; the gold wound glowing on the bobbin and
 * coiled in a basket by the wheel.
 */
export const spinGold: Action = {
  id: 'spin-gold',
  objects: ['straw'],
  // An owl has no hands to draft with; a mouse at its wheel is too small on the card.
  who: whos.filter((w) => w !== 'owl' && w !== 'mouse'),
  feelings: ['resolve', 'fear', 'grief', 'surprise', 'mischief'],
  // A loft, the room full of straw of the tale (a bedroom's bed stood in front of the heap).
  settings: ['attic'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['candle', 'lamp', 'moon', 'window'],
  family: () => 'spin-gold',
  concepts: [
    'Rumpelstiltskin',
    'gold',
    'alchemy',
    'an impossible task',
    'a bargain',
    'a secret name',
    'night work',
    'spinning',
    'greed',
    'fairy tale',
  ],
  say: sayFrom(
    {
      straw: {
        en: 'sits at a spinning wheel spinning a heap of straw into gold thread',
        ja: '糸車に向かって、山のような藁を金の糸に紡いでいる',
        ru: 'сидит за прялкой и прядёт из вороха соломы золотую нить',
        pt: 'está sentado a uma roda de fiar a fiar um monte de palha em fio de ouro',
        fi: 'istuu rukin ääressä ja kehrää olkikasasta kultaista lankaa',
      },
    },
    'straw',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Drawn at a grown-up spinner's size and scaled by k: a child's or a cat's wheel is its own.
    const g = grownUp(m, s, facing);
    const { k, rs } = g;
    const wood = mix(p.wood, '#8a5a36', 0.3);
    const straw = mix('#e6cf7a', p.light, 0.15);
    // The spinner seated, facing the flyer's end: the front hand pinching the thread at the
    // orifice, the back hand drawing straw from the heap behind.
    const seat = 30;
    const probe = posed(ctx, { legs: 'sit' });
    const hipY = probe.skeleton.hip[1];
    const toFig = (q: Point): Point => [q[0] / rs, (q[1] + seat) / rs + hipY];
    const pinch: Point = [orifice[0] - 9, orifice[1] + 1];
    const draw: Point = [orifice[0] - 27, orifice[1] + 7];
    const fig = posed(ctx, {
      legs: [
        [82, 70],
        [88, 92],
      ],
      lean: 12,
      front: { reach: toFig(pinch), hand: 'fist' },
      back: { reach: toFig(draw), hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: 10,
      gaze: [0.9, 0.35],
    });
    const ay = -seat - fig.skeleton.hip[1] * rs;
    const spinner: Actor = {
      fig,
      x: 0,
      y: ay,
      facing: 1,
      scale: rs,
      under: [
        group(stool(darker(wood, 0.1), seat / rs - 2 / rs).nodes, `translate(0 ${n(-ay / rs)})`),
      ],
    };
    // The thread: pale straw from the drawing hand to the pinch, gold from the pinch into the flyer.
    const thread: Node[] = [
      stroke(
        `M${n(draw[0])} ${n(draw[1])}Q${n((draw[0] + pinch[0]) / 2)} ${n(draw[1] + 3)} ${n(pinch[0])} ${n(pinch[1])}`,
        darker(straw, 0.1),
        1.6,
        'plant',
        0,
      ),
      stroke(
        `M${n(pinch[0])} ${n(pinch[1])}L${n(orifice[0])} ${n(orifice[1])}`,
        gold,
        1.4,
        'glow',
        0,
      ),
    ];
    // Straw trailing from the heap behind up to the drawing hand.
    const trail = stroke(
      `M${n(-20)} ${n(-12)}Q${n(-4)} ${n(-30)} ${n(draw[0])} ${n(draw[1])}M${n(-16)} ${n(-10)}Q${n(0)} ${n(-26)} ${n(draw[0] + 1)} ${n(draw[1] + 1)}`,
      straw,
      1.2,
      'plant',
      0,
    );
    // The room full of straw is the place: a great heap behind the spinner, drawn with it
    // (`wall`), running off the card, and a loose pile by the stool.
    const heap: Node[] = [
      ...strawHeap(-84, 62, 58, mix('#c39a3c', p.wood, 0.2), rng.range(0, 1)),
      ...strawHeap(-34, -2, 16, straw, rng.range(0, 1)),
    ];
    const nodes: Node[] = [
      ...spinningWheel(wood, p.ink, rng.range(0, 1)),
      trail,
      actorNodes(spinner),
      ...thread,
      ...goldBasket(70, mix('#b08850', p.wood, 0.3)),
    ];
    // Boxed from the stool to the wheel: a cat's tail curling back past the stool may run off
    // the card.
    const drawn = nodeBox(group(nodes), identity) ?? [-20, -110, 130, 0];
    const box = g.box([Math.max(drawn[0], -20), drawn[1], drawn[2], drawn[3]], 4);
    return staged(box, g.at([30, -50]), {
      actors: g.sized(nodes),
      wall: g.sized(heap),
      contacts: [
        [-35 * k * facing, 30 * k],
        [50 * k * facing, 60 * k],
      ],
      glows: [
        { at: g.at(bobbin), r: 16 * k, color: goldLight },
        { at: g.at([70, -18]), r: 24 * k, color: goldLight },
      ],
    });
  },
};
