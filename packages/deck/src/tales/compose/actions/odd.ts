/**
 * Impossible handling of the world: a house carried on the back like a snail's shell, a door
 * cut out of the sky with scissors. Each is one new picture, not a new object in an old layout.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { curls } from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, moreWhos, type Actor, type Character } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A house (or a lighthouse) standing on (0, 0), `h` tall, its lit windows' centres returned. */
function building(kind: string, p: Palette, rng: Rng, h: number): { nodes: Node[]; lit: Point[] } {
  const nodes: Node[] = [];
  const lit: Point[] = [];
  const light = lighter(p.light, 0.2);
  if (kind === 'lighthouse') {
    const w0 = h * 0.34;
    const w1 = h * 0.22;
    const top = -h * 0.78;
    nodes.push(
      fill(
        poly([
          [-w0 / 2, 0],
          [-w1 / 2, top],
          [w1 / 2, top],
          [w0 / 2, 0],
        ]),
        '#f2ece2',
        'wall',
      ),
    );
    for (const t of [0.25, 0.6])
      nodes.push(
        fill(
          poly([
            [-(w0 + (w1 - w0) * t) / 2, top * t],
            [-(w0 + (w1 - w0) * (t + 0.14)) / 2, top * (t + 0.14)],
            [(w0 + (w1 - w0) * (t + 0.14)) / 2, top * (t + 0.14)],
            [(w0 + (w1 - w0) * t) / 2, top * t],
          ]),
          '#c8403a',
          'wall',
        ),
      );
    nodes.push(fill(rect(-w1 * 0.45, top - h * 0.12, w1 * 0.9, h * 0.12), light, 'glow', 0));
    nodes.push(
      fill(
        poly([
          [-w1 * 0.6, top - h * 0.12],
          [0, top - h * 0.24],
          [w1 * 0.6, top - h * 0.12],
        ]),
        '#3a3a4a',
        'metal',
      ),
    );
    nodes.push(fill(rect(-w1 * 0.65, top - 1, w1 * 1.3, 2.4), '#3a3a4a', 'metal'));
    lit.push([0, top - h * 0.06]);
    return { nodes, lit };
  }
  if (kind === 'town') {
    // Three houses and a spire leaning together, one lit window each.
    for (const [dx, k] of [
      [-0.3, 0.62],
      [0.28, 0.7],
      [0, 0.85],
    ] as const) {
      const b = building('house', p, rng, h * k);
      nodes.push(group(b.nodes, `translate(${n(dx * h)} 0)`));
      lit.push(...b.lit.map((q): Point => [q[0] + dx * h, q[1]]));
    }
    nodes.push(fill(rect(h * 0.36, -h * 1.05, h * 0.1, h * 0.6), '#e8dcc4', 'wall'));
    nodes.push(
      fill(
        poly([
          [h * 0.34, -h * 1.05],
          [h * 0.41, -h * 1.3],
          [h * 0.48, -h * 1.05],
        ]),
        '#5a6a8a',
        'wood',
      ),
    );
    return { nodes, lit: lit.slice(0, 3) };
  }
  const w = h * 0.9;
  const wallH = h * 0.55;
  const wall = rng.pick(['#efe2c8', '#e8c8a0', '#dcc0b0', lighter(p.cloth[0] ?? p.wall, 0.45)]);
  const roof = rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a', darker(p.accent, 0.15)]);
  nodes.push(fill(rect(w * 0.22, -h * 0.98, w * 0.12, h * 0.3), darker(wall, 0.3), 'stone'));
  nodes.push(fill(rect(-w / 2, -wallH, w, wallH), wall, 'wall'));
  nodes.push(
    fill(
      poly([
        [-w * 0.6, -wallH],
        [0, -h],
        [w * 0.6, -wallH],
      ]),
      roof,
      'wood',
    ),
  );
  nodes.push(
    fill(rect(-w * 0.12, -wallH * 0.62, w * 0.24, wallH * 0.62, 2), darker(p.wood, 0.1), 'wood'),
  );
  for (const x of [-0.32, 0.32]) {
    nodes.push(fill(rect(w * x - w * 0.1, -wallH * 0.78, w * 0.2, w * 0.2), light, 'glow', 0));
    nodes.push(
      stroke(`M${n(w * x)} ${n(-wallH * 0.78)}v${n(w * 0.2)}`, darker(wall, 0.4), 0.8, 'detail', 0),
    );
    lit.push([w * x, -wallH * 0.68]);
  }
  nodes.push(curls([w * 0.28, -h * 1.02], lighter(p.sky[1], 0.5), [0.3, -1], 3, h * 0.08));
  return { nodes, lit };
}

/**
 * Carrying a house on the back like a snail its shell: bent under it, walking on, a trail
 * glistening behind; its windows are lit, so the light comes from home.
 */
export const houseBack: Action = {
  id: 'house-back',
  objects: ['house', 'lighthouse', 'town'],
  feelings: ['resolve', 'longing', 'calm', 'grief', 'joy', 'sleep'],
  settings: [
    'meadow',
    'shore',
    'snowfield',
    'desert',
    'street',
    'forest',
    'icefield',
    'rooftop',
    'clouds',
  ],
  framings: ['medium', 'wide', 'low'],
  lights: ['sun', 'moon', 'sky', 'window', 'lamp'],
  family: (o) => `house-back:${o}`,
  concepts: ['home', 'snail', 'burden', 'moving house', 'journey', 'belonging'],
  say: sayFrom(
    {
      house: {
        en: 'carries a house on the back like a snail',
        ja: 'カタツムリのように家を背負って歩いている',
        ru: 'несёт на спине дом, как улитка',
        pt: 'leva uma casa às costas como um caracol',
        fi: 'kantaa taloa selässään kuin etana',
      },
      town: {
        en: 'carries a whole little town on the back like a snail',
        ja: 'カタツムリのように小さな町をまるごと背負って歩いている',
        ru: 'несёт на спине целый городок, как улитка',
        pt: 'leva uma pequena cidade inteira às costas como um caracol',
        fi: 'kantaa kokonaista pientä kaupunkia selässään kuin etana',
      },
      lighthouse: {
        en: 'carries a lighthouse on the back like a snail',
        ja: 'カタツムリのように灯台を背負って歩いている',
        ru: 'несёт на спине маяк, как улитка',
        pt: 'leva um farol às costas como um caracol',
        fi: 'kantaa majakkaa selässään kuin etana',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const tired = ctx.feeling === 'grief' || ctx.feeling === 'sleep' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'walk',
      lean: tired ? 26 : 16,
      front: { reach: [8, m.shoulder + 14], hand: 'fist' },
      back: { reach: [2, m.shoulder + 12], hand: 'fist' },
      turn: 0.75,
      headTilt: tired ? 16 : 4,
      gaze: [1, tired ? 0.6 : 0],
    });
    const sk = fig.skeleton;
    const h = m.height * (ctx.object === 'lighthouse' ? 1.25 : 0.95);
    // The building's floor on the bent back, behind the shoulders.
    const back: Point = [sk.shoulders.back[0] - h * 0.32, sk.shoulders.back[1] + h * 0.42];
    const b = building(ctx.object, p, rng, h);
    const strapColor = darker(p.wood, 0.25);
    const straps = [
      stroke(
        `M${n(sk.shoulders.front[0])} ${n(sk.shoulders.front[1])}L${n(back[0] + h * 0.3)} ${n(back[1] - h * 0.3)}`,
        strapColor,
        2.4,
        'detail',
      ),
    ];
    const tilt = tired ? 14 : 8;
    const house = group(b.nodes, `translate(${n(back[0])} ${n(back[1])}) rotate(${n(tilt)})`);
    const actor: Actor = { fig, under: [house], held: straps, x: 0, facing: 1, scale: s };
    // A trail glistening behind, as a snail leaves.
    const trail = stroke(
      `M${n(-18 * s)} -0.5Q${n(-45 * s)} 1 ${n(-72 * s)} -0.5`,
      lighter(p.light, 0.4),
      1.6,
      'glow',
      0,
    );
    const lit = b.lit.map((q): Point => {
      const r = (tilt * Math.PI) / 180;
      return [
        (back[0] + q[0] * Math.cos(r) - q[1] * Math.sin(r)) * s,
        (back[1] + q[0] * Math.sin(r) + q[1] * Math.cos(r)) * s,
      ];
    });
    const at = (q: Point): Point => mx(q, facing);
    const top = Math.min(m.headTop, back[1] - h * 1.2) * s;
    const centre: Point = [back[0] * 0.6 * s, (back[1] - h * 0.5) * s];
    return staged(
      facingBox([Math.min(back[0] - h * 0.75, -76) * s, top, 46 * s, 4], facing),
      at(centre),
      {
        actors: mirror([trail, actorNodes(actor)], facing),
        contacts: [[0, 26 * s]],
        glows: lit.map((q) => ({ at: at(q), r: 10 * s, color: p.light })),
        light: lit[0] ? { at: at(lit[0]), kind: 'lamp', reach: 60 } : undefined,
        closeBox: facingBox([(back[0] - h * 0.6) * s, top, 30 * s, (m.hip + 10) * s], facing),
      },
    );
  },
};

/**
 * A character seen from behind, sitting on a stone: its back, its shoulders, the back of its
 * head (hair, ears, a hat), drawn whole with its seat standing on (0, 0). The feeling shows in
 * the head and the shoulders: bowed for grief and longing, lifted for wonder and joy.
 */
/**
 * The back of the added species' heads (kit/animals-more.ts): an elephant's ears spread wide, a
 * stag's antlers and leaf ears, a hedgehog's quills, a lion's mane, drawn behind the round head.
 */
function backOfNewSpecies(species: string, r: number, fur: string): Node[] {
  const ring = (k: number, inner: number, count: number, color: string): Node =>
    fill(
      poly(
        Array.from({ length: count * 2 }, (_, i): [number, number] => {
          const a = (i / (count * 2)) * Math.PI * 2;
          const rr = r * (i % 2 === 0 ? k : inner);
          return [Math.cos(a) * rr, Math.sin(a) * rr];
        }),
      ),
      color,
      'hair',
    );
  switch (species) {
    case 'elephant':
      return [-1, 1].map((side) =>
        fill(oval(side * r * 1.05, -r * 0.05, r * 0.75, r * 0.9), fur, 'hair'),
      );
    case 'deer':
      return [-1, 1].flatMap((side) => [
        stroke(
          `M${String(side * r * 0.35)} ${String(-r * 0.8)}Q${String(side * r * 0.5)} ${String(-r * 1.6)} ${String(side * r * 1.3)} ${String(-r * 1.85)}M${String(side * r * 0.55)} ${String(-r * 1.35)}L${String(side * r * 0.45)} ${String(-r * 1.95)}`,
          '#8a6a46',
          r * 0.15,
          'hair',
        ),
        fill(oval(side * r * 1.1, -r * 0.45, r * 0.45, r * 0.2), fur, 'hair'),
      ]);
    case 'hedgehog':
      return [ring(1.5, 1.05, 13, darker(fur, 0.2))];
    case 'lion':
      return [ring(1.5, 1.3, 12, mix(darker(fur, 0.25), '#9a3e1a', 0.45))];
    case 'dog':
      // The floppy ears hang down behind both cheeks.
      return [-1, 1].map((side) =>
        fill(oval(side * r * 0.95, r * 0.05, r * 0.32, r * 0.7), darker(fur, 0.38), 'hair'),
      );
    default:
      return [];
  }
}

function backView(who: Character, feeling: Feeling, p: Palette): Node[] {
  const L = who.look;
  const k = who.age === 'child' ? 0.8 : 1;
  const bowed = feeling === 'grief' || feeling === 'longing' || feeling === 'sleep';
  const lifted = feeling === 'wonder' || feeling === 'joy' || feeling === 'surprise';
  const shoulderY = -56 * k + (feeling === 'fear' ? -3 : 0);
  const headY = shoulderY - 15 * k + (bowed ? 6 : lifted ? -2 : 0);
  const headR = (who.species === 'human' ? 12 : 13) * k;
  const w = (who.species === 'bear' ? 20 : 16) * k;
  const out: Node[] = [];
  const stone = mix(p.far, '#8a8478', 0.5);
  out.push(fill(oval(0, -9, 28, 10), stone, 'stone'));
  out.push(fill(rect(-26, -10, 52, 10, 3), darker(stone, 0.1), 'stone'));
  // A tail hangs over the stone's edge.
  const tailColor = L.skin;
  if (['fox', 'cat', 'wolf', 'mouse'].includes(who.species))
    out.push(
      stroke(
        `M${n(w * 0.4)} -20Q${n(w * 1.6)} -14 ${n(w * 1.3)} 2`,
        tailColor,
        who.species === 'mouse' ? 1.6 : 7,
        'hair',
      ),
    );
  out.push(fill(oval(0, -18 * k, w * 1.05, 8 * k), L.bottom, 'cloth'));
  const torso = `M${n(-w)} ${n(shoulderY + 6)}Q${n(-w)} ${n(shoulderY)} ${n(-w + 6)} ${n(shoulderY)}H${n(w - 6)}Q${n(w)} ${n(shoulderY)} ${n(w)} ${n(shoulderY + 6)}L${n(w * 0.92)} ${n(-18 * k)}H${n(-w * 0.92)}Z`;
  out.push(fill(torso, L.top, 'cloth'));
  for (const side of [-1, 1])
    out.push(
      fill(
        rect(side * w - 4 + side * 1.5, shoulderY + 3, 8, 30 * k, 4),
        darker(L.top, 0.12),
        'cloth',
      ),
    );
  out.push(stroke(`M0 ${n(shoulderY + 4)}V${n(-20 * k)}`, darker(L.top, 0.2), 0.8, 'detail', 0));
  if (L.scarf !== undefined)
    out.push(fill(rect(-w * 0.55, shoulderY - 3, w * 1.1, 7, 3), L.scarf, 'cloth'));
  out.push(
    fill(
      rect(-4 * k, headY + headR * 0.6, 8 * k, shoulderY - headY - headR * 0.4),
      darker(L.skin, 0.08),
      'skin',
    ),
  );
  const head: Node[] = [];
  if (who.species === 'human') {
    for (const side of [-1, 1])
      head.push(fill(circle(side * headR * 0.98, 1, headR * 0.26), L.skin, 'skin'));
    const bald = L.hairStyle === 'bald' || L.hairStyle === 'fringe';
    head.push(fill(circle(0, 0, headR), bald ? L.skin : L.hair, bald ? 'skin' : 'hair'));
    if (L.hairStyle === 'fringe')
      head.push(
        fill(
          `M${n(-headR)} 0Q0 ${n(headR * 1.5)} ${n(headR)} 0L${n(headR)} ${n(headR * 0.5)}Q0 ${n(headR * 1.3)} ${n(-headR)} ${n(headR * 0.5)}Z`,
          L.hair,
          'hair',
        ),
      );
    if (L.hairStyle === 'long')
      head.push(
        fill(rect(-headR * 0.95, 0, headR * 1.9, headR * 2.4, headR * 0.5), L.hair, 'hair'),
      );
    if (L.hairStyle === 'bun')
      head.push(fill(circle(0, -headR * 1.05, headR * 0.42), L.hair, 'hair'));
    if (L.hairStyle === 'pigtails')
      for (const side of [-1, 1])
        head.push(
          fill(oval(side * headR * 1.15, headR * 0.6, headR * 0.32, headR * 0.6), L.hair, 'hair'),
        );
    if (L.hairStyle === 'curly')
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2;
        head.push(
          fill(
            circle(Math.cos(a) * headR * 0.85, Math.sin(a) * headR * 0.85, headR * 0.35),
            L.hair,
            'hair',
          ),
        );
      }
  } else {
    const fur = L.skin;
    const ear = (x: number, kind: string): Node => {
      if (kind === 'round') return fill(circle(x, -headR * 0.85, headR * 0.38), fur, 'hair');
      if (kind === 'long')
        return fill(oval(x * 0.6, -headR * 1.5, headR * 0.28, headR * 0.9), fur, 'hair');
      if (kind === 'tuft')
        return fill(
          poly([
            [x * 0.7, -headR * 0.6],
            [x * 1.0, -headR * 1.35],
            [x * 0.3, -headR * 0.8],
          ]),
          fur,
          'hair',
        );
      if (kind === 'bump') return fill(circle(x * 0.55, -headR * 0.78, headR * 0.42), fur, 'hair');
      return fill(
        poly([
          [x * 0.35, -headR * 0.7],
          [x * 0.95, -headR * 1.45],
          [x * 1.0, -headR * 0.4],
        ]),
        fur,
        'hair',
      );
    };
    const kind =
      who.species === 'bear' || who.species === 'mouse'
        ? 'round'
        : who.species === 'rabbit'
          ? 'long'
          : who.species === 'owl'
            ? 'tuft'
            : who.species === 'frog'
              ? 'bump'
              : 'point';
    head.push(...backOfNewSpecies(who.species, headR, fur));
    if (!moreWhos.some((w) => w === who.species))
      for (const side of [-1, 1]) head.push(ear(side * headR, kind));
    head.push(fill(circle(0, 0, headR), fur, 'hair'));
  }
  if (L.hat !== 'none') {
    head.push(fill(oval(0, -headR * 0.45, headR * 1.35, headR * 0.28), L.hatColor, 'cloth'));
    head.push(
      fill(
        rect(-headR * 0.75, -headR * 1.35, headR * 1.5, headR * 0.95, headR * 0.3),
        L.hatColor,
        'cloth',
      ),
    );
  }
  const tilt = bowed ? 8 : lifted ? -4 : 0;
  out.push(group(head, `translate(0 ${n(headY)}) rotate(${n(tilt)})`));
  return out;
}

/** Something huge the back view looks at, standing on (0, 0) or hanging in the sky above it. */
function spectacle(
  object: NounId,
  p: Palette,
  rng: Rng,
): { nodes: Node[]; light: Point; h: number } {
  const out: Node[] = [];
  switch (object) {
    case 'town': {
      // A town on a floating island, roots hanging under it.
      const rock = mix(p.ground, '#7a6a5a', 0.5);
      out.push(
        fill(`M-62 -100Q0 -92 62 -100Q40 -70 8 -48Q0 -40 -8 -50Q-40 -70 -62 -100Z`, rock, 'stone'),
      );
      out.push(fill(oval(0, -101, 63, 6), mix(p.ground, '#6a9a4a', 0.5), 'plant'));
      out.push(
        stroke(
          `M-20 -62q-4 10 2 18M14 -58q4 12 -2 20M-2 -46q-2 8 2 14`,
          darker(rock, 0.3),
          1.2,
          'plant',
          0,
        ),
      );
      const houses = building('house', p, rng, 26);
      for (const [x, s] of [
        [-40, 0.8],
        [-22, 1],
        [0, 1.3],
        [22, 0.9],
        [42, 0.75],
      ] as const)
        out.push(group(houses.nodes, `translate(${n(x)} -100) scale(${n(s)})`));
      return { nodes: out, light: [0, -112], h: 150 };
    }
    case 'stars': {
      // A stairway of stars climbing from the ground into the sky.
      const light = lighter(p.light, 0.35);
      for (let i = 0; i < 8; i++) {
        const x = -24 + i * 10;
        const y = -8 - i * 18;
        out.push(placed(P.star(light, 11 - i * 0.6), [x, y], 1, rng.range(-15, 15)));
      }
      return { nodes: out, light: [30, -80], h: 150 };
    }
    case 'sea': {
      // The sea standing up in one wave as tall as a tower, its crest curling, still as a painting.
      const water = lighter(p.water, 0.1);
      out.push(
        fill(
          `M-70 0C-60 -60 -30 -120 10 -135C40 -146 66 -130 70 -110C60 -120 40 -122 30 -108C46 -104 50 -92 40 -84C20 -100 4 -80 10 -40C14 -20 30 -6 60 0Z`,
          water,
          'water',
        ),
      );
      out.push(
        stroke(
          `M-40 -40C-30 -80 -10 -112 20 -124M-55 -10C-45 -50 -30 -80 -10 -100`,
          lighter(p.water, 0.45),
          2,
          'water',
          0,
        ),
      );
      for (const [x, y] of [
        [58, -112],
        [46, -120],
        [66, -118],
        [34, -104],
        [52, -98],
      ] as const)
        out.push(fill(circle(x, y, 4), '#ffffff', 'glow', 0));
      out.push(placed(P.fish('#f08a3a', p.ink, 14), [-10, -70], 1, -40));
      return { nodes: out, light: [40, -120], h: 140 };
    }
    case 'lighthouse': {
      // A lighthouse sailing away like a ship, a wake behind it.
      // A hull under it and a patched sail at its side, so it reads as a ship, not a lighthouse
      // on an island.
      const b = building('lighthouse', p, rng, 110);
      out.push(fill(oval(0, 0, 40, 6), lighter(p.water, 0.2), 'water'));
      out.push(
        stroke(
          `M-36 2Q-66 -2 -100 4M-32 7Q-62 9 -96 14M-28 -1Q-52 -6 -78 -4`,
          lighter(p.water, 0.55),
          1.6,
          'water',
          0,
        ),
      );
      out.push(stroke('M-30 -6V-96', darker(p.wood, 0.2), 2.2, 'wood'));
      const sail = 'M-31 -92Q-66 -60 -31 -16Z';
      out.push(fill(sail, '#f2ead8', 'cloth'));
      out.push(stroke('M-46 -70L-40 -66M-48 -44L-40 -40', darker('#f2ead8', 0.25), 1, 'detail', 0));
      out.push(...b.nodes);
      out.push(
        fill(
          poly([
            [-38, -8],
            [38, -8],
            [28, 6],
            [-30, 6],
          ]),
          darker(p.wood, 0.1),
          'wood',
        ),
      );
      out.push(
        fill(
          poly([
            [0, -92],
            [58, -112],
            [58, -74],
          ]),
          lighter(p.light, 0.3),
          'glow',
          0,
        ),
      );
      return { nodes: out, light: [0, -92], h: 130 };
    }
    default: {
      // The moon, risen as big as a hill, near enough to see its seas.
      const r = 62;
      out.push(fill(circle(0, -r - 4, r), lighter(p.light, 0.35), 'glow', 0));
      for (const [x, y, rr] of [
        [-20, -90, 12],
        [18, -50, 9],
        [22, -100, 7],
        [-10, -40, 6],
      ] as const)
        out.push(fill(circle(x, y, rr), darker(lighter(p.light, 0.35), 0.12), 'glow', 0));
      return { nodes: out, light: [0, -r], h: r * 2 + 8 };
    }
  }
}

/**
 * Over the shoulder: a character seen from behind, sitting on a stone in the foreground, watching
 * something huge fill the card (the moon risen as big as a hill, a town floating by on its island,
 * a stairway of stars, a lighthouse sailing away).
 */
export const watchBack: Action = {
  id: 'watch-back',
  objects: ['moon', 'town', 'stars', 'lighthouse', 'sea'],
  feelings: ['wonder', 'longing', 'calm', 'grief', 'fear', 'sleep'],
  settings: ['shore', 'meadow', 'rooftop', 'desert', 'snowfield', 'icefield', 'clouds'],
  framings: ['medium', 'low'],
  lights: ['moon', 'sky', 'glow'],
  family: (o) => `watch-back:${o}`,
  concepts: ['looking back', 'contemplation', 'horizon', 'solitude', 'longing', 'spectacle'],
  say: sayFrom(
    {
      moon: {
        en: 'sits on a stone, back turned, watching the moon rise as big as a hill',
        ja: '石に腰かけ、背を向けて、丘ほどに大きな月がのぼるのを眺めている',
        ru: 'сидит спиной к нам на камне и смотрит, как встаёт луна величиной с холм',
        pt: 'está sentado numa pedra, de costas, vendo nascer uma lua do tamanho de um morro',
        fi: 'istuu kivellä selin ja katsoo, kun kukkulan kokoinen kuu nousee',
      },
      town: {
        en: 'sits on a stone, back turned, watching a town float by on its island',
        ja: '石に腰かけ、背を向けて、島ごと空を流れていく町を眺めている',
        ru: 'сидит спиной к нам на камне и смотрит, как мимо проплывает город на летучем острове',
        pt: 'está sentado numa pedra, de costas, vendo passar uma cidade numa ilha flutuante',
        fi: 'istuu kivellä selin ja katsoo, kun kaupunki lipuu ohi saarensa päällä',
      },
      stars: {
        en: 'sits on a stone, back turned, watching a stairway of stars climb into the sky',
        ja: '石に腰かけ、背を向けて、空へのぼる星の階段を眺めている',
        ru: 'сидит спиной к нам на камне и смотрит на лестницу из звёзд, уходящую в небо',
        pt: 'está sentado numa pedra, de costas, vendo uma escada de estrelas subir ao céu',
        fi: 'istuu kivellä selin ja katsoo tähdistä tehtyjä portaita, jotka nousevat taivaalle',
      },
      sea: {
        en: 'sits on a stone, back turned, watching the sea stand up in one wave as tall as a tower',
        ja: '石に腰かけ、背を向けて、塔ほどの高さの一つの波となって立ち上がる海を眺めている',
        ru: 'сидит спиной к нам на камне и смотрит, как море встаёт одной волной высотой с башню',
        pt: 'está sentado numa pedra, de costas, vendo o mar se erguer numa onda alta como uma torre',
        fi: 'istuu kivellä selin ja katsoo, kun meri nousee yhdeksi tornin korkuiseksi aalloksi',
      },
      lighthouse: {
        en: 'sits on a stone, back turned, watching a lighthouse sail away like a ship',
        ja: '石に腰かけ、背を向けて、船のように去っていく灯台を眺めている',
        ru: 'сидит спиной к нам на камне и смотрит, как маяк уплывает, словно корабль',
        pt: 'está sentado numa pedra, de costas, vendo um farol partir como um navio',
        fi: 'istuu kivellä selin ja katsoo, kun majakka purjehtii pois kuin laiva',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, s } = setUp(ctx);
    const sitter = backView(ctx.who, ctx.feeling, p);
    const sp = spectacle(ctx.object, p, rng);
    // The figure big in front, low and to one side; what it watches beyond, raised as if far off.
    const fx = -46;
    const tx = 34;
    const ty = -52;
    const nodes: Node[] = [
      group(sp.nodes, `translate(${n(tx)} ${n(ty)})`),
      group(sitter, `translate(${n(fx)} 0) scale(${n(s * 1.25)})`),
    ];
    const lightAt: Point = [tx + sp.light[0], ty + sp.light[1]];
    const top = ty - sp.h - 8;
    return staged(facingBox([fx - 40, top, tx + 72, 4], facing), mx([tx, ty - sp.h / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[fx * facing, 34]],
      glows: [{ at: mx(lightAt, facing), r: 40, color: p.light }],
      light: { at: mx(lightAt, facing), kind: ctx.object === 'moon' ? 'moon' : 'glow', reach: 160 },
      closeBox: facingBox([fx - 34, top, tx + 60, 4], facing),
    });
  },
};

/** A pair of scissors, open, its pivot at (0, 0) and its blades pointing up. */
export function scissors(p: Palette): Node[] {
  const metal = '#c9ccd4';
  return [
    fill(
      poly([
        [-1.2, 0],
        [-5, -17],
        [-3.4, -17.4],
        [1.2, 0],
      ]),
      metal,
      'metal',
    ),
    fill(
      poly([
        [1.2, 0],
        [5, -17],
        [3.4, -17.4],
        [-1.2, 0],
      ]),
      lighter(metal, 0.2),
      'metal',
    ),
    stroke(`${circle(-3.2, 4.6, 2.6)}${circle(3.2, 4.6, 2.6)}`, p.accent, 1.5, 'detail'),
    fill(circle(0, 0, 0.9), darker(metal, 0.4), 'metal', 0),
  ];
}

/** What shows behind the sky once a piece of it is cut away: night, the sea, summer or winter. */
function behindSky(object: NounId, p: Palette, x: number, y: number, w: number, h: number): Node[] {
  const out: Node[] = [];
  switch (object) {
    case 'sea':
      out.push(fill(rect(x, y, w, h), lighter(p.water, 0.15), 'water'));
      out.push(
        stroke(
          [0.25, 0.5, 0.75]
            .map((t) => `M${n(x)} ${n(y + h * t)}q${n(w / 4)} -3 ${n(w / 2)} 0t${n(w / 2)} 0`)
            .join(''),
          lighter(p.water, 0.5),
          0.9,
          'water',
          0,
        ),
      );
      out.push(placed(P.fish('#f08a3a', p.ink, w * 0.35), [x + w * 0.45, y + h * 0.4], 1, -10));
      break;
    case 'summer':
      out.push(fill(rect(x, y, w, h), '#8fcff0', 'sky'));
      out.push(fill(circle(x + w * 0.6, y + h * 0.3, w * 0.2), '#fff0a0', 'glow', 0));
      out.push(fill(rect(x, y + h * 0.7, w, h * 0.3), '#7fbf4f', 'plant'));
      break;
    case 'winter': {
      // A blue-grey snow sky over a white hill and dark firs with snow on them: all pale, winter
      // was a blank in every look, a flat block of one ink in a woodcut.
      out.push(fill(rect(x, y, w, h), '#7f98bc', 'sky'));
      out.push(
        fill(
          `M${n(x)} ${n(y + h * 0.7)}Q${n(x + w * 0.45)} ${n(y + h * 0.52)} ${n(x + w)} ${n(y + h * 0.66)}V${n(y + h)}H${n(x)}Z`,
          '#f6f9ff',
          'glow',
          0,
        ),
      );
      for (const [a, k] of [
        [0.22, 1],
        [0.5, 0.75],
        [0.78, 0.9],
      ] as const) {
        const tx = x + w * a;
        const ty = y + h * (0.66 - 0.04 * k);
        const th = h * 0.3 * k;
        const tw = w * 0.14 * k;
        out.push(
          fill(
            poly([
              [tx - tw, ty],
              [tx, ty - th],
              [tx + tw, ty],
            ]),
            '#2f5a48',
            'plant',
          ),
        );
        out.push(
          fill(
            poly([
              [tx - tw * 0.4, ty - th * 0.6],
              [tx, ty - th],
              [tx + tw * 0.4, ty - th * 0.6],
            ]),
            '#ffffff',
            'glow',
            0,
          ),
        );
      }
      for (const [a, b] of [
        [0.12, 0.12],
        [0.6, 0.3],
        [0.35, 0.42],
        [0.85, 0.14],
        [0.7, 0.5],
        [0.25, 0.25],
        [0.48, 0.1],
      ] as const)
        out.push(fill(circle(x + w * a, y + h * b, 1.5), '#ffffff', 'glow', 0));
      break;
    }
    case 'fire':
      out.push(fill(rect(x, y, w, h), '#e8542a', 'glow', 0));
      for (const [a, k] of [
        [0.2, 0.9],
        [0.5, 1.2],
        [0.8, 0.8],
      ] as const)
        out.push(
          fill(
            `M${n(x + w * a - w * 0.16)} ${n(y + h)}Q${n(x + w * a)} ${n(y + h * (1 - 0.7 * k))} ${n(x + w * a + w * 0.02)} ${n(y + h * (1 - 0.95 * k))}Q${n(x + w * a + w * 0.06)} ${n(y + h * (1 - 0.5 * k))} ${n(x + w * a + w * 0.16)} ${n(y + h)}Z`,
            '#ffd060',
            'glow',
            0,
          ),
        );
      break;
    default:
      out.push(fill(rect(x, y, w, h), '#141a3a', 'sky'));
      out.push(
        placed(P.crescent(lighter(p.light, 0.4), w * 0.2, p.ink), [x + w * 0.6, y + h * 0.3], 1),
      );
      for (const [a, b] of [
        [0.2, 0.2],
        [0.3, 0.6],
        [0.75, 0.7],
        [0.5, 0.85],
        [0.15, 0.45],
      ] as const)
        out.push(fill(circle(x + w * a, y + h * b, 0.9), '#fff6c8', 'glow', 0));
  }
  return out;
}

/**
 * Cutting a door out of the sky with scissors: the cut piece hangs open like paper, its pale back
 * showing, and behind the sky is something else (the night, the sea, summer, winter).
 */
export const cutSky: Action = {
  id: 'cut-sky',
  objects: ['night', 'sea', 'summer', 'winter', 'fire'],
  feelings: ['mischief', 'wonder', 'resolve', 'surprise', 'longing', 'fear'],
  settings: ['meadow', 'shore', 'rooftop', 'snowfield', 'desert', 'icefield', 'clouds', 'street'],
  framings: ['medium', 'low', 'near'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `cut-sky:${o}`,
  concepts: ['scissors', 'paper', 'escape', 'another world', 'behind the scenes', 'sky'],
  say: sayFrom(
    {
      night: {
        en: 'cuts a door out of the sky with scissors, and the night shows behind it',
        ja: 'はさみで空を扉の形に切り抜くと、その向こうに夜がのぞいている',
        ru: 'вырезает ножницами дверь в небе, а за ней видна ночь',
        pt: 'recorta com a tesoura uma porta no céu, e atrás dela aparece a noite',
        fi: 'leikkaa saksilla taivaaseen oven, ja sen takana näkyy yö',
      },
      sea: {
        en: 'cuts a door out of the sky with scissors, and the sea is behind it',
        ja: 'はさみで空を扉の形に切り抜くと、その向こうは海だった',
        ru: 'вырезает ножницами дверь в небе, а за ней плещется море',
        pt: 'recorta com a tesoura uma porta no céu, e atrás dela está o mar',
        fi: 'leikkaa saksilla taivaaseen oven, ja sen takana on meri',
      },
      summer: {
        en: 'cuts a door out of the sky with scissors, and summer is behind it',
        ja: 'はさみで空を扉の形に切り抜くと、その向こうは夏だった',
        ru: 'вырезает ножницами дверь в небе, а за ней лето',
        pt: 'recorta com a tesoura uma porta no céu, e atrás dela é verão',
        fi: 'leikkaa saksilla taivaaseen oven, ja sen takana on kesä',
      },
      fire: {
        en: 'cuts a door out of the sky with scissors, and fire burns behind it',
        ja: 'はさみで空を扉の形に切り抜くと、その向こうで火が燃えていた',
        ru: 'вырезает ножницами дверь в небе, а за ней бушует огонь',
        pt: 'recorta com a tesoura uma porta no céu, e atrás dela arde o fogo',
        fi: 'leikkaa saksilla taivaaseen oven, ja sen takana palaa tuli',
      },
      winter: {
        en: 'cuts a door out of the sky with scissors, and winter is behind it',
        ja: 'はさみで空を扉の形に切り抜くと、その向こうは冬だった',
        ru: 'вырезает ножницами дверь в небе, а за ней зима',
        pt: 'recorta com a tesoura uma porta no céu, e atrás dela é inverno',
        fi: 'leikkaa saksilla taivaaseen oven, ja sen takana on talvi',
      },
    },
    'night',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const hand: Point = [20, m.reachTop + 4];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -2,
      front: { reach: hand, hand: 'fist' },
      back: { angle: 60, bend: 40, hand: 'open' },
      turn: 0.35,
      headTilt: -16,
      gaze: [0.5, -1],
    });
    const h = fig.skeleton.hands.front;
    // The door cut in the sky beside the head: its left edge at the scissors, its foot below the
    // hand (the cut runs on down).
    // As big as the figure's upper half, so the world behind reads at phone size.
    const w = 42;
    const dh = 72;
    const x0 = Math.max(h[0] - 4, fig.headR + 8);
    const x1 = x0 + w;
    const bottom = h[1] + 22;
    const top = bottom - dh;
    const door = `M${n(x0)} ${n(bottom)}V${n(top + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x1)} ${n(top + w / 2)}V${n(bottom)}Z`;
    const inside = group(behindSky(ctx.object, p, x0, top, w, dh), undefined, door);
    // The cut piece swung open on its right edge towards us, its paper back showing.
    const fold = 24;
    const flap = `M${n(x1)} ${n(bottom)}V${n(top + w / 2)}Q${n(x1 + fold * 0.5)} ${n(top - 2)} ${n(x1 + fold)} ${n(top + w / 2 + 6)}V${n(bottom + 4)}Z`;
    const paper = mix(p.paper, p.sky[1], 0.25);
    const nodes: Node[] = [
      inside,
      stroke(door, p.ink, 0.8, 'detail', 0),
      fill(flap, paper, 'paper'),
      stroke(
        `M${n(x1 + fold * 0.5)} ${n(top + 10)}v${n(dh * 0.6)}`,
        darker(paper, 0.12),
        0.8,
        'paper',
        0,
      ),
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: 1 }),
      group(scissors(p), `translate(${n(h[0] + 1)} ${n(h[1] - 1)}) rotate(-4)`),
      group(fig.hands),
    ];
    const scaled = [group(nodes, `scale(${n(s)})`)];
    const glowAt: Point = [(x0 + w / 2) * s, (top + dh / 2) * s];
    const bright = ctx.object !== 'night' && ctx.object !== 'sea';
    const glowColor = ctx.object === 'fire' ? '#ffb04a' : bright ? '#fff2b0' : p.light;
    const boxTop = (top - 10) * s;
    return staged(
      facingBox([-34 * s, boxTop, (x1 + fold + 10) * s, 4], facing),
      mx(glowAt, facing),
      {
        actors: mirror(scaled, facing),
        contacts: [[0, 24 * s]],
        glows: [{ at: mx(glowAt, facing), r: 30 * s, color: glowColor }],
        light: { at: mx(glowAt, facing), kind: 'glow', reach: 80 },
        closeBox: facingBox([-24 * s, boxTop, (x1 + fold + 8) * s, (m.hip + 6) * s], facing),
      },
    );
  },
};
