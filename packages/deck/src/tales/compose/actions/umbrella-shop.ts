/**
 * The umbrella shop's stock goes out into the rain by itself: at the shop's door, under its
 * striped awning, the shopkeeper stands by an empty umbrella stand holding the last umbrella up by
 * its crook, while all the others drift off up the street into the rain like jellyfish, bells
 * open, handles and loose straps trailing, smaller and smaller. A closing-down, a migration, the
 * season changing; letting everything go but one, or the one that has not gone yet.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const brights = ['#d9433a', '#2f7fc0', '#e6b32e', '#3f9a5a', '#8a4fb0', '#e0782e', '#d0508a'];

/**
 * An open umbrella drifting like a jellyfish, its crook at (0, 0) and its bell above, `u` a
 * hundredth of a grown-up's height: a tall scalloped bell with its ribs, the shaft down to the
 * crook, and its loose strap streaming behind in a wave.
 */
function jelly(color: string, ink: string, u: number, sway: number): Node[] {
  const P = (x: number, y: number): string => `${n(x * u)} ${n(y * u)}`;
  const rib = darker(color, 0.3);
  const rimY = -34;
  const bell = `M${P(-26, rimY)}C${P(-27, -58)} ${P(-12, -66)} ${P(0, -66)}C${P(12, -66)} ${P(27, -58)} ${P(26, rimY)}Q${P(22, rimY - 5)} ${P(17.3, rimY)}Q${P(13, rimY - 5)} ${P(8.7, rimY)}Q${P(4.3, rimY - 5)} ${P(0, rimY)}Q${P(-4.3, rimY - 5)} ${P(-8.7, rimY)}Q${P(-13, rimY - 5)} ${P(-17.3, rimY)}Q${P(-22, rimY - 5)} ${P(-26, rimY)}Z`;
  const ribs = `M${P(0, -66)}Q${P(-10, -54)} ${P(-8.7, rimY)}M${P(0, -66)}Q${P(10, -54)} ${P(8.7, rimY)}M${P(0, -66)}Q${P(-22, -58)} ${P(-17.3, rimY)}M${P(0, -66)}Q${P(22, -58)} ${P(17.3, rimY)}`;
  const strap = `M${P(6, -30)}Q${P(10 + sway * 4, -20)} ${P(6, -12)}Q${P(2 - sway * 4, -4)} ${P(7 + sway * 3, 4)}`;
  return [
    stroke(`M${P(0, 0)}V${n(-66 * u)}`, ink, 1.4 * u, 'detail'),
    stroke(`M${P(0, 0)}Q${P(0, 5)} ${P(-4, 5)}Q${P(-7, 5)} ${P(-7, 2)}`, ink, 1.8 * u, 'detail'),
    stroke(strap, darker(color, 0.15), 1.6 * u, 'cloth', 0),
    fill(bell, color, 'cloth'),
    // The light on the bell's shoulder.
    fill(
      `M${P(-18, -50)}C${P(-16, -60)} ${P(-8, -63)} ${P(-2, -63)}C${P(-9, -60)} ${P(-14, -55)} ${P(-15, -46)}Z`,
      lighter(color, 0.3),
      'cloth',
      0,
    ),
    stroke(ribs, rib, 0.8 * u, 'detail', 0),
    stroke(`M${P(0, -66)}V${n(-71 * u)}`, ink, 1.4 * u, 'detail'),
  ];
}

/**
 * The shop's front behind the keeper (facing +x, the shop at -x): a wall panel with a lit door,
 * a shop window whose hooks hang empty, and a striped awning over both; `k` a hundredth of a
 * grown-up's height.
 */
function shopFront(x0: number, x1: number, k: number, p: Palette, stripe: string): Node[] {
  const top = -150 * k;
  const wall = mix('#6a4a3a', p.wall, 0.45);
  const frame = darker(wall, 0.3);
  const glass = mix(p.light, '#fff0c8', 0.4);
  const doorX = x1 - 34 * k;
  const winX0 = x0 + 6 * k;
  const winX1 = doorX - 8 * k;
  const hooks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const hx = winX0 + 7 * k + (i * (winX1 - winX0 - 14 * k)) / 3;
    hooks.push(`M${n(hx)} ${n(-98 * k)}v${n(5 * k)}q0 ${n(3 * k)} ${n(3 * k)} ${n(3 * k)}`);
  }
  // The awning: stripes on a slope out over the pavement, a scalloped valance at its edge.
  const aTop = -124 * k;
  const aOut = x1 + 14 * k;
  const aLow = -108 * k;
  const stripes: Node[] = [];
  const nS = 7;
  for (let i = 0; i < nS; i++) {
    const a = x0 - 4 * k + ((aOut - x0 + 4 * k) * i) / nS;
    const b = x0 - 4 * k + ((aOut - x0 + 4 * k) * (i + 1)) / nS;
    stripes.push(
      fill(
        `M${n(a)} ${n(aTop)}H${n(b)}L${n(b + 4 * k)} ${n(aLow)}H${n(a + 4 * k)}Z`,
        i % 2 === 0 ? stripe : '#f3ece0',
        'cloth',
      ),
    );
  }
  const val: string[] = [];
  for (let i = 0; i < nS; i++) {
    const a = x0 + ((aOut - x0 + 4 * k) * i) / nS;
    const w = (aOut - x0 + 4 * k) / nS;
    val.push(
      `M${n(a)} ${n(aLow)}H${n(a + w)}V${n(aLow + 4 * k)}Q${n(a + w / 2)} ${n(aLow + 10 * k)} ${n(a)} ${n(aLow + 4 * k)}Z`,
    );
  }
  return [
    fill(rect(x0, top, x1 - x0, -top), wall, 'wall'),
    // The shop window, lit inside, its empty hooks on a rail.
    fill(rect(winX0 - 2 * k, -104 * k, winX1 - winX0 + 4 * k, 78 * k), frame, 'wood'),
    fill(rect(winX0, -102 * k, winX1 - winX0, 74 * k), glass, 'glow', 0),
    stroke(`M${n(winX0 + 2 * k)} ${n(-98 * k)}H${n(winX1 - 2 * k)}`, frame, 1.4 * k, 'wood', 0),
    stroke(hooks.join(''), frame, 1 * k, 'metal', 0),
    fill(rect(winX0 - 3 * k, -28 * k, winX1 - winX0 + 6 * k, 28 * k), darker(wall, 0.15), 'wall'),
    // The door, standing open on the lit shop.
    fill(rect(doorX - 2 * k, -96 * k, 28 * k, 96 * k), frame, 'wood'),
    fill(rect(doorX, -94 * k, 24 * k, 94 * k), glass, 'glow', 0),
    fill(rect(doorX + 14 * k, -92 * k, 9 * k, 92 * k), mix(frame, '#3a2a22', 0.3), 'wood'),
    fill(circle(doorX + 16 * k, -48 * k, 1.2 * k), '#d8a838', 'metal', 0),
    ...stripes,
    fill(val.join(''), stripe, 'cloth'),
    // A hanging sign on a bracket over the door, an umbrella painted on it.
    stroke(
      `M${n(x1)} ${n(-140 * k)}H${n(x1 + 20 * k)}M${n(x1 + 6 * k)} ${n(-140 * k)}V${n(-136 * k)}M${n(x1 + 18 * k)} ${n(-140 * k)}V${n(-136 * k)}`,
      frame,
      1.2 * k,
      'metal',
    ),
    fill(rect(x1 + 2 * k, -136 * k, 20 * k, 14 * k, 2 * k), '#f3ece0', 'wood'),
    fill(
      `M${n(x1 + 5 * k)} ${n(-128 * k)}Q${n(x1 + 12 * k)} ${n(-137 * k)} ${n(x1 + 19 * k)} ${n(-128 * k)}Z`,
      stripe,
      'detail',
    ),
    stroke(
      `M${n(x1 + 12 * k)} ${n(-128 * k)}V${n(-124 * k)}q0 ${n(1.5 * k)} ${n(-1.5 * k)} ${n(1.5 * k)}`,
      frame,
      0.8 * k,
      'detail',
      0,
    ),
  ];
}

/** An umbrella stand, a brass-banded bucket standing at x, empty. */
function stand(x: number, k: number, color: string): Node[] {
  const w = 14 * k;
  const h = 26 * k;
  return [
    fill(
      `M${n(x - w / 2)} ${n(-h)}L${n(x - w / 2 + 1.5 * k)} 0H${n(x + w / 2 - 1.5 * k)}L${n(x + w / 2)} ${n(-h)}Z`,
      color,
      'metal',
    ),
    fill(rect(x - w / 2 - 1 * k, -h - 2 * k, w + 2 * k, 3 * k), darker(color, 0.3), 'metal'),
    fill(rect(x - w / 2 + 1 * k, -10 * k, w - 2 * k, 2.4 * k), '#c9a447', 'metal', 0),
  ];
}

/** Where each umbrella of the flock drifts, from near the keeper up and away: [x, y, size, tilt]. */
const flock: readonly (readonly [number, number, number, number])[] = [
  [66, -62, 0.74, 16],
  [100, -112, 0.64, -10],
  [72, -162, 0.6, 14],
  [120, -176, 0.5, -6],
  [34, -214, 0.5, 8],
  [88, -222, 0.44, -12],
  [132, -118, 0.4, 6],
  [128, -234, 0.34, 10],
];

/**
 * Facing +x: the shop behind at -x, the keeper at its door beside the empty stand, the near arm
 * up holding the last umbrella by its crook above the head, the face turned up after the rest
 * drifting off up the street at +x.
 */
export const umbrellaShop: Action = {
  id: 'umbrella-shop',
  objects: ['umbrella'],
  who: ['old-woman', 'old-man', 'woman', 'man', 'bear', 'fox'],
  feelings: ['wonder', 'calm', 'surprise', 'resolve'],
  settings: ['street'],
  // Its words say where: "up the street".
  ownPlace: true,
  framings: ['wide', 'high', 'near'],
  fixedFramings: true,
  // The rain and the drifting umbrellas are the dream; a twist beside them would crowd the street.
  untwisted: true,
  // A silhouette loses the face and the bright bells.
  notLooks: ['silhouette'],
  lights: ['sky', 'sun'],
  family: () => 'umbrella-shop',
  concepts: [
    'an umbrella shop',
    'umbrellas',
    'jellyfish',
    'rain',
    'the last one',
    'a shopkeeper',
    'a flock',
    'migration',
    'a closing-down sale',
    'loyalty',
  ],
  say: sayFrom(
    {
      umbrella: {
        en: 'holds on to the last umbrella at the umbrella shop’s door while all the others drift off up the street into the rain like jellyfish',
        ja: '傘屋の戸口で最後の一本をつかんでいる。ほかの傘はみんなクラゲのように雨の通りをふわふわ飛んでいく',
        ru: 'у дверей зонтичной лавки держит последний зонтик, а все остальные уплывают вдоль улицы в дождь, как медузы',
        pt: 'à porta da loja de guarda-chuvas, segura o último guarda-chuva enquanto todos os outros se vão rua acima pela chuva como medusas',
        fi: 'pitelee sateenvarjokaupan ovella kiinni viimeisestä sateenvarjosta, kun kaikki muut leijailevat pitkin katua sateeseen kuin meduusat',
      },
    },
    'umbrella',
  ),
  stage(ctx) {
    const { rng, p, m, s, facing: side } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const k = (m.height * s) / 100;
    const where = { x: 0, facing: 1 as const, scale: s };
    const grip: Point = [14 * k, m.reachTop * s];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { angle: 14, bend: 34, hand: 'mitt' },
      turn: 0.6,
      headTilt: -16,
      gaze: [0.6, -0.8],
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    // Scale the umbrellas to a grown-up, whoever keeps the shop.
    const g = Math.max(k, 0.9 * s);
    const colors = rng.shuffle([...brights]);
    const last = p.accent;
    const flying: Node[] = flock.map(([fx, fy, size, tilt], i) =>
      group(
        jelly(
          // Hazier the further off in the rain.
          mix(colors[i % colors.length] ?? last, p.sky[1], 0.12 + i * 0.04),
          p.ink,
          g * size * 1.1,
          i % 2 === 0 ? 1 : -1,
        ),
        at(fx * g, fy * g, 1, tilt),
      ),
    );
    const held = group(jelly(last, p.ink, g * 1.08, 1), at(hand[0], hand[1], 1, 12));
    const stripe = mix(p.accent, '#2f7fc0', 0.5);
    const shopX1 = -14 * g;
    const shop = shopFront(-68 * g, shopX1, g, p, stripe);
    const bin = stand(-20 * k, k, mix('#5a6a7a', p.ink, 0.2));
    // Rain over the whole street (the setting's part).
    const drops: string[] = [];
    for (let i = 0; i < 360; i++) {
      const x = rng.range(-240 * g, 240 * g);
      const y = rng.range(-330 * g, -2 * g);
      // None under the awning.
      if (x < shopX1 + 14 * g && y > -124 * g) continue;
      drops.push(`M${n(x)} ${n(y)}l${n(-1 * g)} ${n(6 * g)}`);
    }
    const rain = stroke(drops.join(''), lighter(p.water, 0.4), 0.8 * g, 'water', 0);
    const topY = Math.min(-262 * g, hand[1] - 76 * g);
    const box: [number, number, number, number] = [-74 * g, topY, 142 * g, 6 * g];
    const closeBox: [number, number, number, number] = [
      -30 * g,
      Math.min(hand[1] - 62 * g, -180 * g),
      90 * g,
      hc[1] + 30 * k,
    ];
    const faults: string[] = [];
    if (hand[1] > hc[1]) faults.push('the last umbrella held low');
    const focus: Point = [(hc[0] + 40 * g) / 2, (hc[1] + hand[1]) / 2 - 20 * g];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(shop, facing),
      actors: mirror([...bin, actorNodes(actor), held, ...flying], facing),
      wall: mirror([rain], facing),
      closeBox: facingBox(closeBox, facing),
      contacts: [
        [mx([0, 0], facing)[0], 18 * k],
        [mx([-20 * k, 0], facing)[0], 10 * k],
      ],
      faults,
    });
  },
};
