/**
 * A tune written on the telegraph wires: under the five wires of a telegraph pole, where the
 * swallows sit in a row like notes on a stave, a character plays the flute looking up at them, and
 * its own notes fly up off the flute and perch on the wires among the swallows, one more swallow
 * just taking off.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { fluteFrom, note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** A swallow perched facing +x, its feet at (0, 0), `u` long: dark back, pale breast, forked tail. */
function perched(u: number, back: Color, breast: Color): Node[] {
  const q = u / 12;
  const p = (x: number, y: number): string => `${n(x * q)} ${n(y * q)}`;
  return [
    // The forked tail, down and back past the wire.
    fill(`M${p(-3, -3)}L${p(-11, 5)}L${p(-8, 3)}L${p(-9, 8)}L${p(-4, 0)}Z`, back, 'detail'),
    // The body and head.
    fill(
      `M${p(-5, -2)}Q${p(-3, -7)} ${p(3, -8)}Q${p(5, -11)} ${p(8, -9)}L${p(11, -8.4)}L${p(8, -7)}` +
        `Q${p(7, -3)} ${p(2, -1)}Q${p(-2, 0)} ${p(-5, -2)}Z`,
      back,
      'detail',
    ),
    fill(`M${p(7.6, -7)}Q${p(6, -2)} ${p(1, -1)}Q${p(5, -4)} ${p(7.6, -7)}Z`, breast, 'detail', 0),
    fill(circle(7.4 * q, -9 * q, 0.7 * q), '#ffffff', 'face', 0),
  ];
}

/** A swallow in flight, wings up, heading +x and up. */
function flying(u: number, back: Color): Node {
  const q = u / 12;
  const p = (x: number, y: number): string => `${n(x * q)} ${n(y * q)}`;
  return fill(
    `M${p(-10, 4)}L${p(-4, 0)}L${p(-9, -8)}Q${p(0, -4)} ${p(2, -1)}L${p(9, -3)}L${p(4, 1)}` +
      `Q${p(2, 7)} ${p(-3, 9)}Q${p(-1, 4)} ${p(-4, 1)}L${p(-12, 7)}Z`,
    back,
    'detail',
  );
}

/**
 * Playing the flute under the telegraph wires: the player in profile, head tipped back, the flute
 * pointing up at the wires; five wires sagging across the card from a pole at the back, swallows
 * along them; the notes off the flute rising in an arc to land on a wire as notes among the birds.
 */
export const wireScore: Action = {
  id: 'wire-score',
  objects: ['swallows'],
  // A mouse's flute is a splinter under the wires.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['longing', 'surprise', 'grief', 'mischief'],
  settings: ['meadow', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  lights: ['sun', 'sky'],
  // A silhouette loses the swallows against the wires; a woodcut gouges the thin wires away.
  notLooks: ['silhouette'],
  family: () => 'wire-score',
  concepts: [
    'music',
    'flute',
    'swallows',
    'sheet music',
    'migration',
    'autumn',
    'farewell',
    'composing',
    'nature',
    'telegraph',
  ],
  say: sayFrom(
    {
      swallows: {
        en: 'plays the flute, and the notes fly up to perch among the swallows on the telegraph wires',
        ja: 'フルートを吹くと、音符が飛んでいって電線のツバメたちの間にとまっていく',
        ru: 'играет на флейте, и ноты взлетают и садятся на провода рядом с ласточками',
        pt: 'toca flauta, e as notas voam e pousam nos fios do telégrafo entre as andorinhas',
        fi: 'soittaa huilua, ja sävelet lentävät pylväslangoille pääskysten joukkoon',
      },
    },
    'swallows',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    // The flute tipped up at the wires, from the lips of a head tipped back.
    const tilt = -16;
    const rad = (tilt * Math.PI) / 180;
    const turnBy = (v: Point): Point => [
      v[0] * Math.cos(rad) - v[1] * Math.sin(rad),
      v[0] * Math.sin(rad) + v[1] * Math.cos(rad),
    ];
    const r = m.headR;
    const lipsOff = turnBy([r * 0.85, r * 0.42]);
    const lips: Point = [m.head[0] + lipsOff[0], m.head[1] + lipsOff[1]];
    const len = 24 + r * 0.5;
    const dir = turnBy([1, 0.05]);
    const end: Point = [lips[0] + dir[0] * len, lips[1] + dir[1] * len];
    const along = (t: number): Point => [
      lips[0] + (end[0] - lips[0]) * t,
      lips[1] + (end[1] - lips[1]) * t + 3,
    ];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: along(0.78), hand: 'fist' },
      back: { reach: along(0.42), hand: 'fist' },
      backArmOver: true,
      turn: 0.7,
      headTilt: tilt,
      gaze: [0.7, -0.8],
    });
    const flute = fluteFrom(lips, end);
    const px = -28 * k;
    const player: Actor = { fig, held: flute, x: px, facing: 1, scale: s };
    const tip: Point = [px + end[0] * s, end[1] * s];
    // The stave: five wires from the pole's crossarm at the back, sagging across the card.
    const pole = -96 * k;
    const gap = 9 * k;
    const top = -196 * k;
    const wireY = (i: number, x: number): number => {
      const t = (x - pole) / (260 * k);
      return top + i * gap + 34 * k * t * (2 - t) * 0.5;
    };
    const wood = mix(p.wood, '#5a4632', 0.4);
    const wireC = mix(p.ink, p.sky[0], 0.25);
    const wires: string[] = [];
    for (let i = 0; i < 5; i++) {
      const pts: string[] = [];
      for (let x = pole; x <= 420 * k; x += 20 * k)
        pts.push(`${pts.length === 0 ? 'M' : 'L'}${n(x)} ${n(wireY(i, x))}`);
      wires.push(pts.join(''));
    }
    const wall: Node[] = [
      fill(rect(pole - 4 * k, top - 30 * k, 8 * k, 400 * k), wood, 'wood'),
      fill(rect(pole - 14 * k, top - 8 * k, 28 * k, 5 * k, 1 * k), darker(wood, 0.15), 'wood'),
      ...[0, 1, 2, 3, 4].map((i) =>
        fill(circle(pole + 6 * k, top + i * gap, 2 * k), '#e8e2d2', 'glass'),
      ),
    ];
    // The swallows along the wires like notes, some in pairs, one lifting off.
    const back = mix('#1f2a44', p.ink, 0.3);
    const breast = mix('#f2ece0', p.light, 0.2);
    const u = 13 * k;
    const birds: Node[] = [];
    const seats: [number, number][] = [
      [-50, 3],
      [-38, 1],
      [-25, 2],
      [-13, 4],
      [9, 0],
      [21, 2],
      [33, 3],
      [59, 1],
      [69, 2],
    ];
    const perch = (x: number, wire: number): Point => [x, wireY(wire, x)];
    for (const [x, wire] of seats) {
      const at0 = perch((x + rng.range(-2, 2)) * k, wire);
      birds.push(group(perched(u, back, breast), at(at0[0], at0[1], 1, 0, rng.chance(0.25))));
    }
    const off = perch(72 * k, 0);
    birds.push(group([flying(u * 1.1, back)], at(off[0] + 4 * k, off[1] - 16 * k, 1, -12)));
    // The flute's notes, in the card's accent so they tell from the birds: rising in an arc from
    // its tip to a gap in the row, where one sits on a wire like the birds either side of it; an
    // earlier one sits further along already.
    const ink = mix(p.accent, ctx.ink, 0.15);
    const land = perch(46 * k, 2);
    const notes: Node[] = [];
    for (let i = 0; i < 4; i++) {
      const t = (i + 1) / 4;
      const x = tip[0] + (land[0] - tip[0]) * t;
      const y = tip[1] + (land[1] - tip[1]) * t - Math.sin(Math.PI * t) * 20 * k;
      notes.push(
        i === 3
          ? note(land[0], land[1] - 4.2 * k, 4.6 * k, ink, 0)
          : note(x, y, 4 * k, ink, rng.range(-18, 18)),
      );
    }
    const early = perch(-1 * k, 3);
    notes.push(note(early[0], early[1] - 4.2 * k, 4.6 * k, ink, 0));
    const box: [number, number, number, number] = [px - 24 * k, top - 14 * k, 92 * k, 4];
    return staged(facingBox(box, facing), mx([land[0] - 20 * k, land[1]], facing), {
      wall: mirror([...wall, stroke(wires.join(''), wireC, 1.2 * k, 'metal', 0)], facing),
      actors: mirror([actorNodes(player), ...birds], facing),
      before: mirror(notes, facing),
      contacts: [[px * facing, 22 * s]],
      glows: [],
    });
  },
};
