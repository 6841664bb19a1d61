/**
 * A sandcastle that someone lives in: its windows lit, a lantern on the battlements, tiny people
 * on its walls, while the tide comes in across the sand. The one who built it kneels between it
 * and the sea, pushing up a last wall of sand against the first wave, or turned to the castle as
 * the foam runs in behind. Everyone who has built one knows how this ends.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const LIT = '#ffd36b';

/** A bucket-moulded tower, its foot `w` wide at (x, y), `h` tall, crenellated on top. */
function tower(x: number, y: number, w: number, h: number, sand: Color): Node[] {
  const top = y - h;
  const tw = w * 0.8;
  const merlon = tw / 5;
  const teeth: string[] = [];
  for (let i = 0; i < 5; i += 2)
    teeth.push(rect(x - tw / 2 + i * merlon, top - merlon * 0.9, merlon, merlon * 0.9 + 0.5, 0.4));
  const ridges = [0.3, 0.6]
    .map((t) => {
      const yy = y - h * t;
      const half = (w / 2) * (1 - t * 0.2);
      return `M${n(x - half)} ${n(yy)}H${n(x + half)}`;
    })
    .join('');
  return [
    fill(
      `M${n(x - w / 2)} ${n(y)}L${n(x - tw / 2)} ${n(top)}H${n(x + tw / 2)}L${n(x + w / 2)} ${n(y)}Z`,
      sand,
      'stone',
    ),
    fill(teeth.join(''), sand, 'stone'),
    fill(
      `M${n(x + tw * 0.15)} ${n(top)}H${n(x + tw / 2)}L${n(x + w / 2)} ${n(y)}H${n(x + w * 0.2)}Z`,
      darker(sand, 0.12),
      'stone',
      0,
    ),
    stroke(ridges, darker(sand, 0.22), 0.7, 'detail', 0),
  ];
}

/** A small arched window at (x, y) (its sill), lit from inside. */
function litWindow(x: number, y: number, w: number): Node {
  const h = w * 1.5;
  return fill(
    `M${n(x - w / 2)} ${n(y)}V${n(y - h + w / 2)}Q${n(x - w / 2)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h + w / 2)}V${n(y)}Z`,
    LIT,
    'glow',
    0,
  );
}

/** One of the castle's people, `h` tall, standing at (x, y): a round head, a cloak, an arm up or a lantern. */
function tinyPerson(x: number, y: number, h: number, cloak: Color, lantern: boolean): Node[] {
  const out: Node[] = [
    fill(
      `M${n(x - h * 0.22)} ${n(y)}L${n(x - h * 0.12)} ${n(y - h * 0.62)}H${n(x + h * 0.12)}L${n(x + h * 0.22)} ${n(y)}Z`,
      cloak,
      'cloth',
    ),
    fill(circle(x, y - h * 0.78, h * 0.17), '#f0cfae', 'skin'),
  ];
  if (lantern) {
    out.push(
      stroke(
        `M${n(x + h * 0.1)} ${n(y - h * 0.5)}L${n(x + h * 0.36)} ${n(y - h * 0.5)}`,
        cloak,
        h * 0.1,
        'cloth',
        0,
      ),
    );
    out.push(fill(circle(x + h * 0.4, y - h * 0.42, h * 0.11), LIT, 'glow', 0));
  } else
    out.push(
      stroke(
        `M${n(x - h * 0.08)} ${n(y - h * 0.55)}L${n(x - h * 0.34)} ${n(y - h * 1.0)}`,
        cloak,
        h * 0.1,
        'cloth',
        0,
      ),
    );
  return out;
}

/**
 * The sandcastle, its foot from x0 to x1 on the sand (y = 0), `k` the world's scale: a mound,
 * a keep with a lit gate, two towers and a turret with a flag, lit windows and its people.
 */
function sandcastle(x0: number, x1: number, k: number, sand: Color, flag: Color, rng: Rng): Node[] {
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const mound = -7 * k;
  const keepTop = mound - 30 * k;
  const out: Node[] = [
    fill(
      `M${n(x0 - 6 * k)} 0Q${n(x0)} ${n(mound)} ${n(x0 + 6 * k)} ${n(mound)}H${n(x1 - 6 * k)}Q${n(x1)} ${n(mound)} ${n(x1 + 6 * k)} 0Z`,
      darker(sand, 0.06),
      'stone',
    ),
    fill(rect(x0 + w * 0.2, keepTop, w * 0.6, -keepTop + mound + 0.5), sand, 'stone'),
  ];
  // The keep's battlements.
  const merlons: string[] = [];
  for (let i = 0; i < 7; i += 2) {
    const mw = (w * 0.6) / 7;
    merlons.push(rect(x0 + w * 0.2 + i * mw, keepTop - 4 * k, mw, 4.5 * k, 0.4));
  }
  out.push(fill(merlons.join(''), sand, 'stone'));
  out.push(...tower(x0 + w * 0.12, mound, w * 0.26, 40 * k, lighter(sand, 0.04)));
  out.push(...tower(x1 - w * 0.12, mound, w * 0.24, 36 * k, lighter(sand, 0.04)));
  const turretTop = keepTop - 20 * k;
  out.push(...tower(cx, keepTop, w * 0.22, 20 * k, lighter(sand, 0.08)));
  // The flag on the turret.
  out.push(
    stroke(
      `M${n(cx)} ${n(turretTop - 2 * k)}V${n(turretTop - 15 * k)}`,
      '#6b4a2e',
      0.8 * k,
      'wood',
      0,
    ),
  );
  out.push(
    fill(
      poly([
        [cx, turretTop - 15 * k],
        [cx + 8 * k, turretTop - 12.5 * k],
        [cx, turretTop - 10 * k],
      ]),
      flag,
      'cloth',
    ),
  );
  // The gate, lit, and the windows.
  const gw = w * 0.16;
  out.push(litWindow(cx, mound, gw));
  out.push(litWindow(x0 + w * 0.12, mound - 20 * k, 3.6 * k));
  out.push(litWindow(x1 - w * 0.12, mound - 17 * k, 3.6 * k));
  out.push(litWindow(cx - w * 0.14, mound - 18 * k, 3.2 * k));
  out.push(litWindow(cx + w * 0.14, mound - 18 * k, 3.2 * k));
  out.push(litWindow(cx, keepTop - 8 * k, 3 * k));
  // Its people: on the keep's wall, one with a lantern, one waving; one at the gate.
  const cloaks = ['#3f5aa8', '#b8485a', '#4f7a4a'];
  const ph = 8.5 * k;
  out.push(...tinyPerson(x0 + w * 0.3, keepTop - 0.2 * k, ph, rng.pick(cloaks), true));
  out.push(...tinyPerson(x1 - w * 0.3, keepTop - 0.2 * k, ph, rng.pick(cloaks), false));
  return out;
}

/**
 * Side on, on the sand: the castle in the middle, the character kneeling to its right and turned
 * to it; on the castle's far side the tide rears up in a breaker about to fall, and a first
 * tongue of foam already runs round the castle's foot. Set on saving it, the character
 * packs sand round the mound with both hands; otherwise it looks at the lit windows.
 */
export const tideCastle: Action = {
  id: 'tide-castle',
  // The castle's people are the dream: a whale in the sky or a giant teapot would crowd it.
  untwisted: true,
  ownPlace: true,
  // Woodcut turns the castle and its lit windows into grey lines on black.
  notLooks: ['woodcut'],
  objects: ['sandcastle'],
  feelings: ['resolve', 'fear', 'longing', 'grief', 'wonder'],
  settings: ['shore'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'moon', 'sky'],
  family: () => 'tide-castle',
  // Not 'summer', 'home' or 'nothing lasts': the bots ban a card's concept words from its clues.
  concepts: [
    'impermanence',
    'the tide',
    'a little world',
    'protection',
    'childhood',
    'dusk',
    'King Canute',
    'fragility',
    'the beach',
  ],
  say: sayFrom(
    {
      sandcastle: {
        en: 'kneels by a sandcastle with lit windows and tiny people on its walls as the tide comes in',
        ja: '窓に灯りがともり、城壁に小さな人たちが立つ砂の城のそばにひざまずく。潮が満ちてくる',
        ru: 'стоит на коленях у песочного замка, где светятся окна и по стенам ходят крошечные люди, а прилив всё ближе',
        pt: 'ajoelha-se junto a um castelo de areia de janelas acesas e gente minúscula nas muralhas, enquanto a maré sobe',
        fi: 'polvistuu hiekkalinnan viereen, jonka ikkunoissa palaa valo ja muureilla seisoo pikkuruisia ihmisiä, kun vuorovesi nousee',
      },
    },
    'sandcastle',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Sand at dusk, darker than the lit windows so they tell.
    const sand = mix('#c9a66b', p.shade, 0.28);
    const flag = p.accent;
    const x0 = -78 * k;
    const x1 = -26 * k;
    const busy = ctx.feeling === 'resolve' || ctx.feeling === 'fear';
    const figX = 12 * k;
    // Turned to the castle (facing -x): the world's x in the figure's own units.
    const toFig = (q: Point): Point => [(figX - q[0]) / s, q[1] / s];
    const fig = busy
      ? posed(ctx, {
          legs: 'kneel',
          lean: 34,
          front: { reach: toFig([x1 + 3 * k, -3 * k]), hand: 'mitt' },
          back: { reach: toFig([x1 + 8 * k, -2 * k]), hand: 'mitt' },
          backArmOver: true,
          turn: 0.6,
          headTilt: 14,
          gaze: [0.8, 0.4],
        })
      : posed(ctx, {
          legs: 'kneel',
          lean: 14,
          front: { reach: [16, -34], hand: 'mitt' },
          back: { reach: [12, -32], hand: 'mitt' },
          backArmOver: true,
          turn: 0.6,
          headTilt: ctx.feeling === 'wonder' ? -6 : 16,
          gaze: [0.8, ctx.feeling === 'wonder' ? -0.2 : 0.4],
        });
    const actor: Actor = { fig, x: figX, facing: -1, scale: s };
    // The tide: a breaker rearing up on the castle's far side, its lip curling over towards
    // it, and its first tongue of foam already running round the castle's foot.
    const water = mix(p.water, '#4f94b0', 0.45);
    const cx = (x0 + x1) / 2;
    const wx = x0 - 6 * k;
    const crest: Point = [wx - 16 * k, -50 * k];
    const lip: Point = [wx + 2 * k, -38 * k];
    const back = x0 - 46 * k;
    const wave = fill(
      `M${n(back)} 0Q${n(back + 10 * k)} ${n(-4 * k)} ${n(back + 16 * k)} ${n(-20 * k)}Q${n(back + 20 * k)} ${n(-28 * k)} ${n(crest[0] - 8 * k)} ${n(crest[1] + 4 * k)}Q${n(crest[0])} ${n(crest[1] - 3 * k)} ${n(crest[0] + 10 * k)} ${n(crest[1])}Q${n(lip[0] + 2 * k)} ${n(crest[1] + 2 * k)} ${n(lip[0])} ${n(lip[1])}Q${n(lip[0] - 6 * k)} ${n(lip[1] - 1 * k)} ${n(lip[0] - 8 * k)} ${n(lip[1] + 5 * k)}Q${n(wx - 6 * k)} ${n(-14 * k)} ${n(wx + 4 * k)} 0Z`,
      water,
      'water',
    );
    const foam: Node[] = [
      stroke(
        `M${n(crest[0] - 10 * k)} ${n(crest[1] + 5 * k)}Q${n(crest[0])} ${n(crest[1] - 3 * k)} ${n(crest[0] + 10 * k)} ${n(crest[1])}Q${n(lip[0] + 2 * k)} ${n(crest[1] + 2 * k)} ${n(lip[0])} ${n(lip[1])}`,
        '#f6f7f2',
        2.6 * k,
        'water',
        0,
      ),
      stroke(
        `M${n(crest[0] - 6 * k)} ${n(crest[1] + 14 * k)}Q${n(crest[0] + 2 * k)} ${n(crest[1] + 10 * k)} ${n(crest[0] + 8 * k)} ${n(crest[1] + 16 * k)}`,
        lighter(water, 0.35),
        1.4 * k,
        'water',
        0,
      ),
      ...[0, 1, 2, 3].map((i) =>
        fill(
          circle(lip[0] + (2 + i * 2.4) * k, lip[1] + (3 + i * 2.6) * k, (1.3 - i * 0.15) * k),
          '#f6f7f2',
          'water',
          0,
        ),
      ),
    ];
    const tongue: Node[] = [
      fill(oval(cx - 4 * k, 2.5 * k, (x1 - x0) * 0.8, 3.2 * k), lighter(water, 0.15), 'water', 0),
      stroke(
        `M${n(wx - 4 * k)} ${n(2 * k)}Q${n(cx)} ${n(8 * k)} ${n(x1 + 10 * k)} ${n(3 * k)}`,
        '#f6f7f2',
        1.4 * k,
        'water',
        0,
      ),
    ];
    const castle = sandcastle(x0, x1, k, sand, flag, rng);
    const nodes: Node[] = [...castle, actorNodes(actor)];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [back, headTop, figX + 30 * k, 10 * k];
    const focus: Point = [(x0 + x1) / 2, -30 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([wave, ...foam], facing),
      before: mirror(tongue, facing),
      actors: mirror(nodes, facing),
      contacts: [
        [((x0 + x1) / 2) * facing, x1 - x0],
        [figX * facing, 30 * k],
      ],
      glows: [{ at: mx([(x0 + x1) / 2, -20 * k], facing), r: 16 * k, color: LIT }],
    });
  },
};
