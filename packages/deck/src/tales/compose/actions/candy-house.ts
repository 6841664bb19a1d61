/**
 * Hansel and Gretel at the moment before: a character breaks a piece off the corner of a
 * gingerbread house in the woods (icing on the eaves, sweets on the roof, candy canes by the
 * door) and eats, while in the house's lit window a figure in a pointed hat, hook-nosed, watches.
 * Temptation, a trap, too good to be true, the sweet that costs dear.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** The house's size and where it stands (a grown-up's scene, the eater at x = 0). */
const houseX = 64;
const houseW = 92;
const wallH = 68;
const roofH = 50;

/** The window's glow. */
const glow = '#ffd77a';

/** A scalloped line of icing from a to b, `bumps` drips hanging down from it. */
function icing(a: Point, b: Point, bumps: number, r: number): string {
  const out: string[] = [`M${n(a[0])} ${n(a[1])}`];
  for (let i = 1; i <= bumps; i++) {
    const t = i / bumps;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t;
    const mxp = a[0] + (b[0] - a[0]) * (t - 0.5 / bumps);
    const myp = a[1] + (b[1] - a[1]) * (t - 0.5 / bumps);
    out.push(`Q${n(mxp)} ${n(myp + r * 2)} ${n(x)} ${n(y)}`);
  }
  return out.join('');
}

/** A candy cane standing at x, `h` tall, its crook turned to `side`. */
function candyCane(x: number, h: number, side: 1 | -1): Node[] {
  const d = `M${n(x)} 0V${n(-h + 5)}q0 -5 ${n(side * 5)} -5t${n(side * 5)} 5`;
  const stripes: string[] = [];
  for (let y = -4; y > -h + 6; y -= 6) stripes.push(`M${n(x - 1.6)} ${n(y)}l3.2 -3`);
  return [
    stroke(d, '#f7f2ea', 3.6, 'paper'),
    stroke(stripes.join(''), '#d8323c', 1.4, 'detail', 0),
    stroke(d, '#d8323c', 0.6, 'detail', 0),
  ];
}

/**
 * The one watching from the window: a dark head and shoulders in a pointed hat with a hooked
 * nose in profile, looking out towards −x, in the window's glow.
 */
function watcher(cx: number, cy: number, r: number, ink: Color): Node[] {
  const dark = mix(ink, '#1a1420', 0.4);
  return [
    fill(
      `M${n(cx - r * 1.6)} ${n(cy + r * 2.2)}Q${n(cx - r * 1.4)} ${n(cy + r * 0.9)} ${n(cx)} ${n(cy + r * 0.9)}Q${n(cx + r * 1.5)} ${n(cy + r * 0.9)} ${n(cx + r * 1.7)} ${n(cy + r * 2.2)}Z`,
      dark,
      'cloth',
    ),
    fill(circle(cx, cy, r), dark, 'skin'),
    // The hooked nose and the jutting chin, to the window's outer side.
    fill(
      `M${n(cx - r * 0.8)} ${n(cy - r * 0.25)}Q${n(cx - r * 1.8)} ${n(cy + r * 0.1)} ${n(cx - r * 1.2)} ${n(cy + r * 0.55)}L${n(cx - r * 0.8)} ${n(cy + r * 0.3)}Z`,
      dark,
      'skin',
    ),
    fill(
      `M${n(cx - r * 0.7)} ${n(cy + r * 0.6)}Q${n(cx - r * 1.1)} ${n(cy + r * 1.05)} ${n(cx - r * 0.3)} ${n(cy + r * 0.95)}Z`,
      dark,
      'skin',
    ),
    // The pointed hat, its tip bent.
    fill(
      `M${n(cx - r * 1.7)} ${n(cy - r * 0.55)}L${n(cx + r * 1.7)} ${n(cy - r * 0.55)}L${n(cx + r * 1.0)} ${n(cy - r * 0.85)}L${n(cx + r * 0.5)} ${n(cy - r * 2.6)}Q${n(cx + r * 0.2)} ${n(cy - r * 3.2)} ${n(cx - r * 0.6)} ${n(cy - r * 3.0)}L${n(cx - r * 0.5)} ${n(cy - r * 0.85)}Z`,
      dark,
      'cloth',
    ),
    // One eye catching the light.
    fill(circle(cx - r * 0.45, cy - r * 0.1, r * 0.16), lighter(glow, 0.4), 'glow', 0),
  ];
}

/**
 * The gingerbread house, its floor's middle at (houseX, 0): walls of gingerbread with a bitten
 * gap at the eater's corner, a frosted roof studded with sweets, icing dripping from the eaves,
 * a round window lit with the watcher in it, a door with candy canes either side.
 */
function house(ink: Color, sweets: readonly Color[], frosting: Color, bite: Color): Node[] {
  const x0 = houseX - houseW / 2;
  const x1 = houseX + houseW / 2;
  const ginger = '#b8733a';
  const eave = 8;
  const ridge = -wallH - roofH;
  const out: Node[] = [];
  // The walls, with a bite out of the near corner at the eater's mouth height.
  out.push(
    fill(
      `M${n(x0)} 0V${n(-wallH * 0.48)}Q${n(x0 + 7)} ${n(-wallH * 0.52)} ${n(x0 + 4)} ${n(-wallH * 0.6)}Q${n(x0 + 9)} ${n(-wallH * 0.66)} ${n(x0 + 4)} ${n(-wallH * 0.74)}Q${n(x0 + 6)} ${n(-wallH * 0.8)} ${n(x0)} ${n(-wallH * 0.84)}V${n(-wallH)}H${n(x1)}V0Z`,
      ginger,
      'wood',
    ),
    fill(
      `M${n(x0)} ${n(-wallH * 0.48)}Q${n(x0 + 7)} ${n(-wallH * 0.52)} ${n(x0 + 4)} ${n(-wallH * 0.6)}Q${n(x0 + 9)} ${n(-wallH * 0.66)} ${n(x0 + 4)} ${n(-wallH * 0.74)}Q${n(x0 + 6)} ${n(-wallH * 0.8)} ${n(x0)} ${n(-wallH * 0.84)}Z`,
      bite,
      'wood',
      0,
    ),
    // Icing piped round the corners and along the wall's foot.
    stroke(
      `M${n(x1 - 1.5)} ${n(-wallH)}V0M${n(x0 + 1.5)} ${n(-wallH)}V${n(-wallH * 0.86)}M${n(x0 + 1.5)} ${n(-wallH * 0.46)}V0`,
      '#f7f2ea',
      1.6,
      'paper',
      0,
    ),
    stroke(icing([x0, -3], [x1, -3], 9, 1.2), '#f7f2ea', 1.4, 'paper', 0),
  );
  // The round window, lit, with its icing cross and the watcher.
  const wx = houseX + houseW * 0.22;
  const wy = -wallH * 0.6;
  const wr = 12.5;
  out.push(
    fill(circle(wx, wy, wr + 2.4), '#f7f2ea', 'paper'),
    fill(circle(wx, wy, wr), glow, 'glow'),
    group(watcher(wx + 1, wy + 1.5, 4.3, ink), undefined, circle(wx, wy, wr)),
    stroke(
      `M${n(wx - wr)} ${n(wy)}H${n(wx - 3)}M${n(wx)} ${n(wy + 4.5)}V${n(wy + wr)}`,
      '#f7f2ea',
      1.2,
      'paper',
      0,
    ),
  );
  // The door, arched, chocolate, with a sweet for a knob, and the candy canes.
  const dx = houseX - houseW * 0.18;
  out.push(
    fill(
      `M${n(dx - 11)} 0V${n(-30)}Q${n(dx)} ${n(-44)} ${n(dx + 11)} ${n(-30)}V0Z`,
      '#5a2e1a',
      'wood',
    ),
    stroke(
      `M${n(dx - 11)} 0V${n(-30)}Q${n(dx)} ${n(-44)} ${n(dx + 11)} ${n(-30)}V0`,
      '#f7f2ea',
      1.2,
      'paper',
      0,
    ),
    fill(circle(dx + 6, -16, 2), sweets[0] ?? '#d8323c', 'detail', 0),
    ...candyCane(dx - 17, 28, -1),
    ...candyCane(dx + 17, 28, 1),
  );
  // The roof: frosting over a steep gable, dripping at the eaves, studded with sweets.
  const roof = `M${n(x0 - eave)} ${n(-wallH + 4)}L${n(houseX)} ${n(ridge)}L${n(x1 + eave)} ${n(-wallH + 4)}Z`;
  out.push(
    fill(roof, frosting, 'cloth'),
    stroke(icing([x0 - eave, -wallH + 4], [x1 + eave, -wallH + 4], 10, 2), '#f7f2ea', 2.4, 'paper'),
    stroke(
      `M${n(x0 - eave)} ${n(-wallH + 4)}L${n(houseX)} ${n(ridge)}L${n(x1 + eave)} ${n(-wallH + 4)}`,
      '#f7f2ea',
      2.2,
      'paper',
      0,
    ),
  );
  const spots: [number, number][] = [
    [-0.28, 0.3],
    [0.05, 0.25],
    [0.3, 0.32],
    [-0.12, 0.55],
    [0.16, 0.58],
    [-0.02, 0.8],
  ];
  spots.forEach(([fx, fy], i) => {
    const y = ridge + roofH * fy;
    const x = houseX + fx * houseW * (fy + 0.1);
    const c = sweets[i % sweets.length] ?? '#d8323c';
    out.push(
      fill(circle(x, y, 3.6), c, 'detail'),
      stroke(`M${n(x - 1.6)} ${n(y - 1)}a2 2 0 0 1 2.4 -0.6`, lighter(c, 0.5), 0.7, 'detail', 0),
    );
  });
  // A lollipop chimney.
  out.push(
    stroke(
      `M${n(houseX + houseW * 0.24)} ${n(ridge + roofH * 0.34)}V${n(ridge + 2)}`,
      '#f7f2ea',
      2,
      'paper',
    ),
    fill(circle(houseX + houseW * 0.24, ridge - 2, 6), sweets[1] ?? '#3a9a5a', 'detail'),
    stroke(
      `M${n(houseX + houseW * 0.24)} ${n(ridge - 2)}m-4 0a4 4 0 1 1 4 4a2.4 2.4 0 1 1 -2.4 -2.4`,
      '#f7f2ea',
      0.9,
      'detail',
      0,
    ),
  );
  return out;
}

/**
 * Eating a piece broken off a gingerbread house while someone watches from its lit window: the
 * eater at the house's near corner, where a bite is gone from the wall, a piece of gingerbread
 * at its mouth and the other hand on the wall for more, crumbs falling; the house behind with
 * its frosted roof, sweets and candy canes, and in its round window a hook-nosed figure in a
 * pointed hat.
 */
export const candyHouse: Action = {
  id: 'candy-house',
  objects: ['gingerbread-house'],
  // An owl has no hand to break gingerbread with; a mouse's scene is narrower than a shot may
  // frame, so it came out small on the card.
  who: whos.filter((w) => w !== 'owl' && w !== 'mouse'),
  feelings: ['mischief', 'longing', 'surprise', 'fear'],
  settings: ['forest', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // A silhouette loses the icing and the sweets: one more dark cottage with a lit window.
  notLooks: ['silhouette'],
  lights: ['sun', 'moon', 'sky'],
  family: () => 'candy-house',
  concepts: [
    'Hansel and Gretel',
    'temptation',
    'a trap',
    'sweets',
    'hunger',
    'a witch',
    'being watched',
    'lost in the woods',
    'greed',
    'fairy tale',
  ],
  say: sayFrom(
    {
      'gingerbread-house': {
        en: 'eats a piece broken off a gingerbread house while someone watches from its lit window',
        ja: 'お菓子の家のかけらを食べていて、その明かりのともった窓から誰かがのぞいている',
        ru: 'ест кусок, отломанный от пряничного домика, а из его освещённого окна кто-то смотрит',
        pt: 'come um pedaço arrancado de uma casa de gengibre enquanto alguém espreita da janela acesa',
        fi: 'syö piparkakkutalosta irti taitettua palaa, ja talon valaistusta ikkunasta joku katsoo',
      },
    },
    'gingerbread-house',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Drawn at a grown-up's size and scaled by k: a child's or a rabbit's house is its own.
    const g = grownUp(m, s, facing);
    const { k, rs } = g;
    const sweets = rng.shuffle(['#d8323c', '#3a9a5a', '#f2c230', '#4a7ad8', '#e86aa8']);
    const frosting = rng.pick(['#f2b8c8', '#f7f2ea', '#8a4a2a', '#c8e0f0']);
    const bite = darker('#b8733a', 0.35);
    // The eater at the corner, facing the house: a piece at the mouth, a hand on the wall.
    const head = m.head;
    const mouth: Point = [head[0] + m.headR * 0.7, head[1] + m.headR * 0.5];
    const wallX = (houseX - houseW / 2 - 14) / rs;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: { reach: [mouth[0] + 2, mouth[1] + 3], hand: 'fist' },
      back: { reach: [wallX, -(wallH * 0.7) / rs], hand: 'open' },
      turn: 0.6,
      headTilt: ctx.feeling === 'fear' ? -6 : 4,
      gaze: ctx.feeling === 'fear' || ctx.feeling === 'surprise' ? [1, -0.5] : [0.3, 0.4],
    });
    const hand = fig.skeleton.hands.front;
    // The piece of gingerbread in the fist, a bite out of its top, icing on its edge.
    const piece: Node[] = [
      fill(
        `M${n(hand[0] - 5)} ${n(hand[1] + 3)}V${n(hand[1] - 5)}q2 -2 4 0t4 0V${n(hand[1] + 3)}Z`,
        '#b8733a',
        'wood',
      ),
      stroke(`M${n(hand[0] - 5)} ${n(hand[1] + 3)}H${n(hand[0] + 3)}`, '#f7f2ea', 1, 'paper', 0),
    ];
    const eaterX = houseX - houseW / 2 - 22;
    const eater: Actor = { fig, x: eaterX, facing: 1, scale: rs, held: piece };
    const mouthAt: Point = [eaterX + hand[0] * rs, hand[1] * rs];
    const crumbs = fill(
      [
        rect(mouthAt[0] - 2, mouthAt[1] + 14, 1.6, 1.6),
        rect(mouthAt[0] + 3, mouthAt[1] + 24, 1.4, 1.4),
        rect(mouthAt[0] - 4, mouthAt[1] + 36, 1.8, 1.8),
        rect(mouthAt[0] + 1, mouthAt[1] + 50, 1.4, 1.4),
      ].join(''),
      darker('#b8733a', 0.1),
      'detail',
      0,
    );
    const nodes: Node[] = [...house(p.ink, sweets, frosting, bite), actorNodes(eater), crumbs];
    const drawn = nodeBox(group(nodes), identity) ?? [-30, -110, 110, 0];
    const windowAt = g.at([houseX + houseW * 0.22, -wallH * 0.6]);
    return staged(g.box(drawn, 4), g.at([eaterX + 20, -60]), {
      actors: g.sized(nodes),
      contacts: [
        [houseX * k * facing, houseW * 0.6 * k],
        [eaterX * k * facing, 26 * k],
      ],
      glows: [{ at: windowAt, r: 16 * k, color: glow }],
    });
  },
};
