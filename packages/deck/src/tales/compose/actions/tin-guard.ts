/**
 * Tin soldiers on guard at night: a child sits up in bed, blanket clutched, while a row of tin
 * soldiers stands on the floor between the bed and the door, their officer's sabre raised, facing
 * the long horned shadow that the hall light throws in through the door left ajar. Whose shadow
 * it is, the card does not say.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { doorway } from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

type Rank = 'officer' | 'drummer' | 'rifle';

/**
 * One tin soldier `h` tall standing on its little base at (x, 0), facing +x: shako and plume,
 * a coat crossed by white belts, a rifle at the shoulder, a drum, or a sabre held up at the door.
 */
function tinSoldier(x: number, h: number, rank: Rank, coat: Color, ink: Color): Node[] {
  const u = h / 30;
  const trousers = '#23304f';
  const gold = '#e0b54a';
  const skin = '#f2cfae';
  const base = fill(rect(x - 6 * u, -2.2 * u, 12 * u, 2.2 * u, 0.8 * u), '#5d7048', 'metal');
  const legs = fill(
    `M${n(x - 3.6 * u)} ${n(-2.2 * u)}V${n(-13 * u)}H${n(x + 3.6 * u)}V${n(-2.2 * u)}H${n(x + 0.6 * u)}V${n(-10 * u)}H${n(x - 0.6 * u)}V${n(-2.2 * u)}Z`,
    trousers,
    'cloth',
  );
  const body = fill(rect(x - 4.4 * u, -22 * u, 8.8 * u, 10.5 * u, 1.6 * u), coat, 'cloth');
  const belts = stroke(
    `M${n(x - 3.6 * u)} ${n(-21 * u)}L${n(x + 3.6 * u)} ${n(-13 * u)}M${n(x + 3.6 * u)} ${n(-21 * u)}L${n(x - 3.6 * u)} ${n(-13 * u)}`,
    '#f4efe2',
    1.1 * u,
    'cloth',
    0,
  );
  const head = fill(circle(x + 0.4 * u, -24.6 * u, 2.9 * u), skin, 'skin');
  const eye = fill(circle(x + 1.9 * u, -25 * u, 0.55 * u), ink, 'face', 0);
  const brow = stroke(
    `M${n(x + 0.9 * u)} ${n(-26.3 * u)}L${n(x + 2.9 * u)} ${n(-25.7 * u)}`,
    ink,
    0.5 * u,
    'face',
    0,
  );
  const moustache = stroke(
    `M${n(x + 1.4 * u)} ${n(-23.4 * u)}L${n(x + 3.2 * u)} ${n(-23.6 * u)}`,
    ink,
    0.6 * u,
    'face',
    0,
  );
  const shako = fill(rect(x - 2.6 * u, -33 * u, 6 * u, 6.6 * u, 0.6 * u), '#1d1a22', 'cloth');
  const peak = fill(rect(x + 0.4 * u, -27 * u, 4.4 * u, 1.1 * u, 0.5 * u), '#1d1a22', 'cloth');
  const plate = fill(circle(x + 0.4 * u, -30 * u, 1.1 * u), gold, 'metal', 0);
  const plume = fill(
    `M${n(x - 0.6 * u)} ${n(-33 * u)}Q${n(x - 1.6 * u)} ${n(-37.5 * u)} ${n(x + 0.4 * u)} ${n(-38.5 * u)}Q${n(x + 1.6 * u)} ${n(-36 * u)} ${n(x + 1.2 * u)} ${n(-33 * u)}Z`,
    '#f4efe2',
    'cloth',
  );
  const nodes: Node[] = [base, legs, body, belts];
  const sleeve = (to: Point): Node =>
    stroke(
      `M${n(x + 1 * u)} ${n(-20.5 * u)}L${n(to[0])} ${n(to[1])}`,
      darker(coat, 0.12),
      2.6 * u,
      'cloth',
    );
  const hand = (at: Point): Node => fill(circle(at[0], at[1], 1.3 * u), skin, 'skin');
  if (rank === 'rifle') {
    const grip: Point = [x + 4.6 * u, -17 * u];
    nodes.push(
      stroke(
        `M${n(x + 5 * u)} ${n(-3 * u)}L${n(x + 5 * u)} ${n(-34 * u)}`,
        '#6b4a2e',
        1.5 * u,
        'wood',
      ),
      stroke(
        `M${n(x + 5 * u)} ${n(-34 * u)}L${n(x + 5 * u)} ${n(-39 * u)}`,
        '#c9ccd2',
        0.8 * u,
        'metal',
        0,
      ),
      sleeve(grip),
      hand(grip),
    );
  } else if (rank === 'drummer') {
    const drumX = x + 5.2 * u;
    nodes.push(
      fill(rect(drumX - 4 * u, -18 * u, 8 * u, 7 * u, 1 * u), '#f1e6cf', 'wood'),
      stroke(
        `M${n(drumX - 4 * u)} ${n(-18 * u)}L${n(drumX)} ${n(-11 * u)}L${n(drumX + 4 * u)} ${n(-18 * u)}`,
        '#c2413a',
        0.8 * u,
        'detail',
        0,
      ),
      fill(rect(drumX - 4.4 * u, -18.8 * u, 8.8 * u, 1.6 * u, 0.6 * u), '#c2413a', 'wood'),
      sleeve([drumX - 1 * u, -21 * u]),
      stroke(
        `M${n(drumX - 1 * u)} ${n(-21 * u)}L${n(drumX + 3 * u)} ${n(-25 * u)}`,
        '#6b4a2e',
        0.7 * u,
        'wood',
        0,
      ),
      hand([drumX - 1 * u, -21 * u]),
    );
  } else {
    // The officer's sabre raised high towards the door.
    const grip: Point = [x + 5 * u, -27 * u];
    nodes.push(
      sleeve(grip),
      stroke(
        `M${n(grip[0])} ${n(grip[1])}Q${n(grip[0] + 5 * u)} ${n(grip[1] - 6 * u)} ${n(grip[0] + 7 * u)} ${n(grip[1] - 13 * u)}`,
        '#d8dbe2',
        1 * u,
        'metal',
      ),
      fill(rect(x - 5.2 * u, -22 * u, 3 * u, 1.6 * u, 0.6 * u), gold, 'metal', 0),
      hand(grip),
    );
  }
  nodes.push(head, eye, brow, moustache, shako, peak, plate, plume);
  return nodes;
}

/**
 * The shadow on the wall beside the door, thrown by whoever stands in the hall: a horned head,
 * hunched shoulders and a long arm reaching in with crooked fingers, its foot at the door's jamb
 * (x0, 0), reaching `reach` towards -x and `tall` up the wall.
 */
function creepingShadow(x0: number, tall: number, reach: number, rng: Rng): string {
  const horn = rng.range(0.85, 1.15);
  const hx = x0 - reach * 0.35;
  const hy = -tall * 0.8;
  const r = tall * 0.1;
  const arm: Point[] = [
    [x0 - reach * 0.2, -tall * 0.62],
    [x0 - reach * 0.62, -tall * 0.55],
    [x0 - reach * 0.9, -tall * 0.44],
  ];
  const tip = arm[2] ?? [x0, 0];
  const fingers = [-0.5, -0.1, 0.3]
    .map((a) => {
      const fx = tip[0] - Math.cos(a) * reach * 0.12;
      const fy = tip[1] + Math.sin(a) * reach * 0.12;
      return `M${n(tip[0])} ${n(tip[1] - r * 0.25)}Q${n((tip[0] + fx) / 2)} ${n(fy - r * 0.5)} ${n(fx)} ${n(fy + r * 0.3)}L${n((tip[0] + fx) / 2 + r * 0.2)} ${n(fy + r * 0.1)}Z`;
    })
    .join('');
  const body = poly([
    [x0, 0],
    [x0, -tall * 0.55],
    [hx + r * 1.4, -tall * 0.68],
    [hx + r, hy + r],
    [hx - r, hy + r * 0.6],
    [hx - r * 1.6, -tall * 0.6],
    [x0 - reach * 0.5, -tall * 0.4],
    [x0 - reach * 0.42, 0],
  ]);
  const head = circle(hx, hy, r);
  // Horns that sweep out and up from the crown (not ears: the shadow is nobody's pet).
  const horns = [-1, 1]
    .map((side) => {
      const tip: Point = [hx + side * r * 1.55, hy - r * 2.05 * horn];
      return `M${n(hx + side * r * 0.1)} ${n(hy - r * 0.8)}Q${n(hx + side * r * 0.75)} ${n(hy - r * 1.55)} ${n(tip[0])} ${n(tip[1])}Q${n(hx + side * r * 1.45)} ${n(hy - r * 0.95)} ${n(hx + side * r * 0.9)} ${n(hy - r * 0.45)}Z`;
    })
    .join('');
  const limb = `M${n(x0 - reach * 0.15)} ${n(-tall * 0.66)}Q${n((arm[1] ?? tip)[0])} ${n((arm[1] ?? tip)[1] - r * 1.2)} ${n(tip[0])} ${n(tip[1] - r * 0.5)}L${n(tip[0])} ${n(tip[1] + r * 0.45)}Q${n((arm[1] ?? tip)[0])} ${n((arm[1] ?? tip)[1])} ${n(x0 - reach * 0.25)} ${n(-tall * 0.5)}Z`;
  return `${body}${head}${horns}${limb}${fingers}`;
}

/**
 * Side on: the bed at the back of the card's left, the child sitting up in it under the blanket;
 * three or four tin soldiers in a row on the floor before the bed's foot, facing the door at the
 * right, left ajar on a lit hall; the shadow climbs the wall beside it and reaches for them.
 */
export const tinGuard: Action = {
  id: 'tin-guard',
  // A room at night, whole: a twist (a whale in the sky, a teapot beside the bed) has no place.
  untwisted: true,
  ownPlace: true,
  // Silhouette inverts the story: the shadow comes out pale, a ghost on a dark wall.
  notLooks: ['silhouette'],
  objects: ['tin-soldiers'],
  who: ['girl', 'boy', 'rabbit', 'bear'],
  feelings: ['fear', 'wonder', 'surprise'],
  settings: ['bedroom'],
  framings: ['medium', 'high'],
  fixedFramings: true,
  lights: ['lamp', 'candle'],
  family: () => 'tin-guard',
  // No 'bravery' or 'night fears': the bots ban a card's concept words from its clues.
  concepts: [
    'guardians',
    'nightmares',
    'the monster at the door',
    'protection',
    'the steadfast tin soldier',
    'loyalty',
    'bedtime',
    'childhood',
    'vigil',
  ],
  say: sayFrom(
    {
      'tin-soldiers': {
        en: 'watches from bed as tin soldiers stand guard against a shadow creeping in at the door',
        ja: 'ドアから忍び込む影に立ち向かって、ブリキの兵隊たちが見張りに立つのをベッドから見ている',
        ru: 'смотрит из постели, как оловянные солдатики встали на стражу против тени, что ползёт из-за двери',
        pt: 'vê da cama os soldadinhos de chumbo montarem guarda contra uma sombra que entra pela porta',
        fi: 'katsoo sängystä, kun tinasotilaat asettuvat vartioon ovesta hiipivää varjoa vastaan',
      },
    },
    'tin-soldiers',
  ),
  stage(ctx) {
    const { rng, p, m, s } = setUp(ctx);
    const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1;
    // The room is drawn at the size of a child in bed (a bear or a rabbit shrinks to the bed).
    const top = -30;
    const bx0 = -88;
    const bx1 = -20;
    const hipX = bx0 + 22;
    const afraid = ctx.feeling === 'fear';
    const amazed = ctx.feeling === 'surprise';
    const probe = posed(ctx, { legs: 'sit' });
    const hipY = probe.skeleton.hip[1] * s;
    const y = top - 3 - hipY;
    const chin: Point = [probe.skeleton.headCentre[0] + 6, probe.skeleton.headCentre[1] + 14];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: afraid ? -4 : 6,
      front: afraid
        ? { reach: chin, hand: 'fist' }
        : amazed
          ? { reach: [chin[0] + 2, chin[1] - 4], hand: 'open' }
          : { reach: [chin[0] + 22, chin[1] + 8], hand: 'open' },
      back: afraid
        ? { reach: [chin[0] - 3, chin[1] + 2], hand: 'fist' }
        : { reach: [chin[0] + 8, chin[1] + 22], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: afraid ? -4 : 6,
      gaze: [0.9, 0.1],
    });
    const actor: Actor = { fig, x: hipX, y, facing: 1, scale: s };
    const wood = darker(p.wood, 0.05);
    const blanket = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    const sheet = '#f7f2e6';
    const headboard = fill(
      `M${n(bx0 - 4)} 0V${n(top - 36)}Q${n(bx0 + 2)} ${n(top - 46)} ${n(bx0 + 8)} ${n(top - 36)}V0Z`,
      wood,
      'wood',
    );
    const footboard = fill(
      `M${n(bx1 - 6)} 0V${n(top - 12)}Q${n(bx1)} ${n(top - 18)} ${n(bx1 + 6)} ${n(top - 12)}V0Z`,
      wood,
      'wood',
    );
    const pillow = fill(
      `M${n(bx0 + 2)} ${n(top)}Q${n(bx0)} ${n(top - 20)} ${n(bx0 + 12)} ${n(top - 22)}Q${n(bx0 + 22)} ${n(top - 18)} ${n(bx0 + 20)} ${n(top)}Z`,
      sheet,
      'cloth',
    );
    // The blanket over the legs, from the waist to the foot, a hump over the knees; pulled up to
    // the chin in the fists of one afraid.
    const waist = top - 12;
    const knees = probe.skeleton.knees.front[0] * s + hipX;
    const cover = fill(
      `M${n(hipX - 6)} ${n(waist)}Q${n((hipX + knees) / 2)} ${n(waist - 4)} ${n(knees)} ${n(waist - 3)}Q${n(knees + 14)} ${n(waist - 2)} ${n(bx1 - 6)} ${n(top - 2)}V${n(top + 20)}H${n(bx0 + 2)}V${n(top)}Z`,
      blanket,
      'cloth',
    );
    const skirt = fill(rect(bx0, top + 2, bx1 - bx0, -top - 6, 2), darker(blanket, 0.18), 'cloth');
    const hem = stroke(
      `M${n(bx0 + 2)} ${n(top + 20)}H${n(bx1 - 6)}`,
      lighter(blanket, 0.35),
      1.6,
      'detail',
      0,
    );
    const flap: Node[] = afraid
      ? [
          fill(
            poly([
              [hipX - 4, waist + 1],
              [hipX + chin[0] * s - 6, y + chin[1] * s - 2],
              [hipX + chin[0] * s + 6, y + chin[1] * s],
              [hipX + 18, waist - 2],
            ]),
            lighter(blanket, 0.08),
            'cloth',
          ),
        ]
      : [];
    // The soldiers: a row facing the door, the officer nearest it.
    const count = rng.int(3, 4);
    const hs = 36;
    const gap = 16;
    const x0 = bx1 + 17;
    const coat = rng.pick(['#c2413a', '#c2413a', '#2f5ea8']);
    const ranks: Rank[] = rng
      .shuffle(['rifle', 'rifle', 'drummer', 'rifle'] as Rank[])
      .slice(0, count - 1);
    const soldiers = [...ranks, 'officer' as Rank].flatMap((rank, i) =>
      tinSoldier(x0 + i * gap, hs * rng.range(0.96, 1.04), rank, coat, p.ink),
    );
    // The door at the right, ajar on the lit hall.
    const doorX = x0 + (count - 1) * gap + 22;
    const dw = 42;
    const dh = 96;
    const hall = '#ffe2a0';
    const door = doorway(darker(p.wood, 0.2), p.wood, dw, dh, 0.3, [
      fill(rect(0, -dh, dw, dh), hall, 'glow', 0),
    ]);
    // Darker than any wall the bedroom takes, so it reads as a shadow and never as a ghost.
    const shade = mix(p.wall, '#07060c', 0.85);
    const shadow = {
      ...group([fill(creepingShadow(doorX - 6, 170, 96, rng), shade, 'shadow', 0)]),
      opacity: 0.78,
    };
    // The light the hall throws across the floor, out of the door towards the soldiers.
    const beam = fill(
      poly([
        [doorX, 0],
        [doorX + dw * 0.7, 0],
        [doorX + dw * 0.2, 16],
        [x0 - 8, 16],
      ]),
      lighter(hall, 0.2),
      'glow',
      0,
    );
    const nodes: Node[] = [
      headboard,
      pillow,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      skirt,
      cover,
      hem,
      ...flap,
      group(fig.hands, `translate(${n(actor.x)} ${n(y)}) scale(${n(s)})`),
      footboard,
      ...soldiers,
    ];
    const headTop = y + (m.headTop - 4) * s;
    // The door is part of the wall and may run off the card: the box ends at its gap.
    const box: [number, number, number, number] = [
      bx0 - 8,
      Math.min(headTop, -172),
      doorX + dw * 0.45,
      16,
    ];
    const focus: Point = [x0 + ((count - 1) * gap) / 2, -hs * 0.7];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror([group(door.nodes, `translate(${n(doorX)} 0)`)], facing),
      behind: mirror([shadow, beam], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [((bx0 + bx1) / 2) * facing, (bx1 - bx0) * 0.55],
        [(x0 + ((count - 1) * gap) / 2) * facing, count * gap],
      ],
      glows: [{ at: mx([doorX + dw * 0.3, -dh * 0.5], facing), r: 40, color: hall }],
      light: { at: mx([doorX + dw * 0.3, -dh * 0.6], facing), kind: 'lamp', reach: 220 },
    });
  },
};
