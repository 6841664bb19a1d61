/**
 * The tooth fairy at work: seen up close at the head of a bed at night, a child sleeps with a
 * cheek sunk in the pillow, and across the pillow tiptoes someone no bigger than the child's face,
 * a milk tooth hugged in both arms, looking back over a shoulder at the sleeper; a gold coin shines
 * where the tooth lay. A fairy on gossamer wings, or the mouse who takes the teeth in Spain, France
 * and Russia. Growing up, a secret kept, a bargain struck at night, the fear of being caught.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { humanHead } from '../../kit/head.ts';
import { stance } from '../../kit/poses.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, cast, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A molar `T` tall centred on (0, 0): a crown of two cusps above, two roots below. */
function molar(T: number): Node[] {
  const u = (v: number): string => n(v * T);
  const ivory = '#f8f3e6';
  const d =
    `M${u(-0.42)} ${u(-0.1)}C${u(-0.52)} ${u(-0.46)} ${u(-0.3)} ${u(-0.56)} ${u(-0.16)} ${u(-0.46)}` +
    `Q${u(0)} ${u(-0.36)} ${u(0.16)} ${u(-0.46)}C${u(0.3)} ${u(-0.56)} ${u(0.52)} ${u(-0.46)} ${u(0.42)} ${u(-0.1)}` +
    `L${u(0.36)} ${u(0.2)}Q${u(0.34)} ${u(0.5)} ${u(0.22)} ${u(0.5)}Q${u(0.12)} ${u(0.48)} ${u(0.08)} ${u(0.24)}` +
    `Q${u(0)} ${u(0.12)} ${u(-0.08)} ${u(0.24)}Q${u(-0.12)} ${u(0.48)} ${u(-0.22)} ${u(0.5)}` +
    `Q${u(-0.34)} ${u(0.5)} ${u(-0.36)} ${u(0.2)}Z`;
  // A soft highlight down the crown's side: a pen line there read as a letter J in the ink look.
  const shine = `M${u(-0.3)} ${u(-0.36)}Q${u(-0.38)} ${u(-0.1)} ${u(-0.26)} ${u(0.12)}Q${u(-0.24)} ${u(-0.1)} ${u(-0.2)} ${u(-0.38)}Z`;
  return [fill(d, ivory, 'detail'), fill(shine, '#ffffff', 'detail', 0)];
}

/** Four gossamer wings behind the shoulders at `neck`, spread either side. */
function wings(neck: Point, k: number, p: Palette): Node[] {
  const film = mix('#eef6ff', p.light, 0.3);
  const vein = lighter(film, 0.5);
  const out: Node[] = [];
  for (const side of [-1, 1] as const) {
    const upper = `rotate(${n(side * -38)} ${n(neck[0] + side * 16 * k)} ${n(neck[1] - 10 * k)})`;
    const lower = `rotate(${n(side * 24)} ${n(neck[0] + side * 12 * k)} ${n(neck[1] + 8 * k)})`;
    out.push(
      group(
        [
          fill(ellipse(neck[0] + side * 16 * k, neck[1] - 10 * k, 19 * k, 9 * k), film, 'glass'),
          stroke(
            `M${n(neck[0] + side * 2 * k)} ${n(neck[1] - 10 * k)}H${n(neck[0] + side * 30 * k)}`,
            vein,
            0.8 * k,
            'detail',
            0,
          ),
        ],
        upper,
      ),
      group(
        [fill(ellipse(neck[0] + side * 12 * k, neck[1] + 8 * k, 12 * k, 6 * k), film, 'glass')],
        lower,
      ),
    );
  }
  return out;
}

/** Fairy dust: small four-pointed sparkles along the way the visitor came. */
function sparkles(from: Point, to: Point, k: number, rng: Rng): Node {
  const d: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = (i + 0.5) / 7;
    const x = from[0] + (to[0] - from[0]) * t + rng.range(-4, 4) * k;
    const y =
      from[1] + (to[1] - from[1]) * t - Math.sin(t * Math.PI) * 16 * k + rng.range(-4, 4) * k;
    const r = rng.range(1.6, 3.2) * k;
    d.push(
      poly([
        [x, y - r],
        [x + r * 0.28, y - r * 0.28],
        [x + r, y],
        [x + r * 0.28, y + r * 0.28],
        [x, y + r],
        [x - r * 0.28, y + r * 0.28],
        [x - r, y],
        [x - r * 0.28, y - r * 0.28],
      ]),
    );
  }
  return fill(d.join(''), '#fff2b0', 'detail', 0);
}

/**
 * The room behind the bed seen close: the night wall, a window of deep blue with a few stars, the
 * headboard's top rail and posts.
 */
function room(p: Palette, k: number, wood: string): Node[] {
  const wall = mix(p.wall, '#1a1a34', 0.7);
  const night = mix('#1c2a5a', p.sky[0], 0.2);
  const stars = [
    [-112, -166],
    [-76, -150],
    [-62, -172],
    [-104, -128],
  ]
    .map(([x, y]) => circle((x ?? 0) * k, (y ?? 0) * k, 1.6 * k))
    .join('');
  return [
    fill(rect(-400 * k, -400 * k, 800 * k, 700 * k), wall, 'wall'),
    fill(rect(-136 * k, -186 * k, 92 * k, 72 * k), night, 'glass'),
    fill(stars, '#fff4c8', 'detail', 0),
    stroke(
      `M${n(-90 * k)} ${n(-186 * k)}V${n(-114 * k)}M${n(-136 * k)} ${n(-150 * k)}H${n(-44 * k)}`,
      darker(wall, 0.3),
      4 * k,
      'wood',
    ),
    // The headboard: a rail with rounded posts, its panel running down behind the pillow.
    fill(rect(-400 * k, -96 * k, 800 * k, 150 * k), darker(wood, 0.1), 'wood'),
    fill(rect(-400 * k, -104 * k, 800 * k, 12 * k, 4 * k), lighter(wood, 0.12), 'wood'),
    fill(rect(58 * k, -128 * k, 16 * k, 190 * k, 5 * k), wood, 'wood'),
    fill(circle(66 * k, -130 * k, 10 * k), lighter(wood, 0.1), 'wood'),
  ];
}

/**
 * Tiptoeing off across a sleeping child's pillow with a milk tooth in both arms, looking back,
 * a gold coin left where the tooth lay.
 */
export const toothFairy: Action = {
  id: 'tooth-fairy',
  objects: ['tooth'],
  // A fairy with wings, or the tooth mouse of Spain, France and Russia.
  who: ['old-woman', 'woman', 'girl', 'mouse'],
  feelings: ['fear', 'mischief', 'calm', 'resolve'],
  settings: ['bedroom'],
  framings: ['near', 'close'],
  fixedFramings: true,
  // The tiny visitor on a giant's pillow is the dream; a twist beside it would crowd the bed.
  untwisted: true,
  // The pillow says where: "… leaving a gold coin in its place in a bedroom" says it twice.
  ownPlace: true,
  // A silhouette blacks out the sleeping face and the tooth, which are the story.
  notLooks: ['silhouette'],
  lights: ['moon', 'window', 'candle'],
  family: () => 'tooth-fairy',
  concepts: [
    'tooth fairy',
    'childhood',
    'growing up',
    'a secret visit',
    'night',
    'sleep',
    'magic',
    'an exchange',
    'innocence',
    'sneaking',
  ],
  say: sayFrom(
    {
      tooth: {
        en: 'tiptoes off across a sleeping child’s pillow hugging a milk tooth, a gold coin left in its place',
        ja: '眠っている子どもの枕の上を、乳歯を抱えてつま先立ちで去っていく。歯のあった場所には金貨が一枚',
        ru: 'на цыпочках уходит по подушке спящего ребёнка, прижимая к себе молочный зуб, а на его месте оставлена золотая монетка',
        pt: 'afasta-se em bicos de pés pela almofada de uma criança adormecida, abraçada a um dente de leite, deixando no lugar dele uma moeda de ouro',
        fi: 'hiipii varpaillaan nukkuvan lapsen tyynyn yli maitohammas sylissään, ja sen paikalla kimaltaa kultakolikko',
      },
    },
    'tooth',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const winged = ctx.who.species === 'human';
    const scared = ctx.feeling === 'fear';
    // The tooth hugged to the chest, in the figure's own units.
    // Carried overhead like a porter's load, whole against the dark headboard: hugged to the
    // chest, the arms hid all that tells a tooth from a white bundle at phone size.
    const T = m.height * 0.46;
    // Held up at arm's length by the roots, clear of the head (touching it, it read as a cook's hat).
    const chest: Point = [14, Math.min(m.reachTop, m.headTop - 6) - T * 0.38];
    const fig = posed(ctx, {
      ...stance('sneak'),
      lean: scared ? 4 : 10,
      front: { reach: [chest[0] + T * 0.26, chest[1] + T * 0.36], hand: 'mitt' },
      back: { reach: [chest[0] - T * 0.26, chest[1] + T * 0.34], hand: 'mitt' },
      // Looking back over the shoulder at the sleeper.
      turn: -0.8,
      headTilt: scared ? -6 : 6,
      gaze: [-0.9, 0.35],
    });
    const tooth = group(molar(T), `translate(${n(chest[0])} ${n(chest[1])}) rotate(-16)`);
    const fairy: Actor = { fig, x: 0, y: -1 * k, facing: 1, scale: s, held: [tooth] };
    const neck = actorPoint(fairy, fig.skeleton.neck);

    // The sleeper: a child's head sunk in the pillow behind the visitor, eyes shut, the quilt up
    // to the chin.
    const child = cast(rng.pick(['girl', 'boy'] as const), rng.fork('child'), p);
    const headAt: Point = [-84 * k, -26 * k];
    const R = 44 * k;
    const face = humanHead({
      r: R,
      skin: child.look.skin,
      hair: child.look.hair,
      hairStyle: child.look.hairStyle,
      hat: 'none',
      hatColor: child.look.hatColor,
      feeling: 'sleep',
      turn: 0.15,
      gaze: [0, 1],
      ink: ctx.ink,
    });
    const sleeper = group(
      [...face.back, ...face.front],
      `translate(${n(headAt[0])} ${n(headAt[1])}) rotate(-16)`,
    );

    // The pillow: a soft loaf under the head and the visitor's feet, the dent the head makes.
    const linen = mix('#f4f0e6', p.light, 0.25);
    const shade = darker(linen, 0.14);
    const pillow =
      `M${n(-240 * k)} ${n(-30 * k)}C${n(-160 * k)} ${n(-40 * k)} ${n(-40 * k)} ${n(-8 * k)} ${n(40 * k)} ${n(-6 * k)}` +
      `C${n(88 * k)} ${n(-6 * k)} ${n(104 * k)} ${n(20 * k)} ${n(96 * k)} ${n(48 * k)}` +
      `L${n(-240 * k)} ${n(56 * k)}Z`;
    const dent = oval(headAt[0] + 8 * k, headAt[1] + 30 * k, R * 1.25, R * 0.4);
    // The quilt pulled up to the chin, the shoulders a low mound under it, patched in two cloths
    // with a turned-down sheet along its edge.
    const [quilt = p.accent, patch = p.light] = rng.shuffle(p.cloth);
    const chin = headAt[1] + R * 0.78;
    const x0 = -260 * k;
    const x1 = 160 * k;
    const quiltPath =
      `M${n(x0)} ${n(chin + 10 * k)}C${n(headAt[0] - 90 * k)} ${n(chin - 4 * k)} ${n(headAt[0] - 50 * k)} ${n(chin - 2 * k)} ${n(headAt[0])} ${n(chin)}` +
      `C${n(headAt[0] + 50 * k)} ${n(chin - 2 * k)} ${n(headAt[0] + 80 * k)} ${n(chin + 2 * k)} ${n(x1)} ${n(chin + 22 * k)}` +
      `L${n(x1)} ${n(300 * k)}L${n(x0)} ${n(300 * k)}Z`;
    const patches: string[] = [];
    const side = 34 * k;
    for (let i = 0; i < 12; i++)
      for (let j = 0; j < 6; j++)
        if ((i + j) % 2 === 0)
          patches.push(rect(x0 + i * side, chin + 28 * k + j * side, side, side));
    const quiltNodes: Node[] = [
      fill(quiltPath, quilt, 'cloth'),
      fill(patches.join(''), patch, 'cloth', 0),
      stroke(
        `M${n(x0)} ${n(chin + 14 * k)}C${n(headAt[0] - 90 * k)} ${n(chin)} ${n(headAt[0] - 50 * k)} ${n(chin + 2 * k)} ${n(headAt[0])} ${n(chin + 4 * k)}` +
          `C${n(headAt[0] + 50 * k)} ${n(chin + 2 * k)} ${n(headAt[0] + 80 * k)} ${n(chin + 6 * k)} ${n(x1)} ${n(chin + 26 * k)}`,
        linen,
        9 * k,
        'cloth',
        0,
      ),
    ];
    // The coin where the tooth lay, between the cheek and the visitor, and the dust between.
    const coinAt: Point = [-28 * k, -3 * k];
    const gold = '#e8b838';
    const coin: Node[] = [
      fill(oval(coinAt[0], coinAt[1] + 1.6 * k, 12 * k, 5.6 * k), darker(gold, 0.3), 'metal'),
      fill(oval(coinAt[0], coinAt[1], 12 * k, 5.6 * k), gold, 'metal'),
      fill(oval(coinAt[0], coinAt[1], 7.6 * k, 3.4 * k), lighter(gold, 0.25), 'metal', 0),
    ];
    const dust = sparkles(coinAt, [neck[0] - 14 * k, neck[1] + 16 * k], k, rng.fork('dust'));
    const wood = mix(p.wood, '#6a4028', 0.3);

    const nodes: Node[] = [
      fill(pillow, linen, 'cloth'),
      fill(dent, shade, 'cloth', 0),
      sleeper,
      ...quiltNodes,
      ...coin,
      dust,
      ...(winged ? wings(neck, k, p) : []),
      actorNodes(fairy),
    ];
    const top = (chest[1] - T * 0.6) * s;
    const box: [number, number, number, number] = [
      -136 * k,
      Math.min(top, -186 * k),
      62 * k,
      90 * k,
    ];
    const focus: Point = [(headAt[0] + chest[0] * s) / 2, -40 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(room(p, k, wood), facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[0, 24 * k]],
      glows: [
        { at: mx(coinAt, facing), r: 16 * k, color: '#ffe9a0' },
        { at: mx([chest[0] * s, chest[1] * s], facing), r: 46 * k, color: '#fff6d8' },
      ],
      light: { at: mx([-90 * k, -160 * k], facing), kind: 'moon', reach: 260 * k },
      closeBox: facingBox([-134 * k, Math.min(top, -150 * k), 60 * k, 70 * k], facing),
    });
  },
};
