/**
 * A voyage at the scale of the pavement: the character rows a little boat across a rain puddle,
 * and a passer-by's shoe, as long as the puddle, steps over them in mid-stride, its shadow on
 * the water, the sole right overhead. The rower looks up. The city goes by at its own size.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A laced shoe side on, toe towards -x, its heel's foot at (0, 0): the trouser leg rising out
 * of it (run off the top of the card, so part of the place, not framed with the story) and the
 * shoe itself.
 */
function shoe(
  leather: string,
  sole: string,
  trouser: string,
  ink: string,
): { leg: Node[]; foot: Node[] } {
  const leg = [
    fill('M6 -46L66 -54L80 -600L-8 -600Z', trouser, 'cloth'),
    fill('M4 -52L68 -60L68 -50L6 -42Z', darker(trouser, 0.2), 'cloth', 0),
  ];
  const foot = [
    // The upper: a rounded toe cap rising to the instep and the ankle, the heel counter behind.
    fill(
      'M-150 -12C-152 -34 -120 -44 -86 -46C-60 -48 -30 -50 -4 -52L62 -56C74 -46 76 -26 74 -10L-140 -10C-148 -10 -151 -11 -150 -12Z',
      leather,
      'cloth',
    ),
    // The sole under it all and the heel block, a little deeper.
    fill('M-150 -12L74 -12L74 -2L-140 -3C-147 -4 -150 -7 -150 -12Z', sole, 'detail'),
    fill(rect(44, -12, 30, 12, 2), darker(sole, 0.15), 'detail'),
    // Laces across the instep and the toe cap's seam.
    stroke(
      'M-40 -48L-30 -34M-28 -49L-18 -35M-16 -50L-6 -36M-4 -51L6 -37',
      lighter(leather, 0.5),
      2.4,
      'detail',
      0,
    ),
    stroke('M-96 -44C-100 -30 -98 -18 -94 -11', darker(leather, 0.3), 2, 'detail', 0),
    stroke('M-150 -12H74', ink, 1, 'detail', 0),
  ];
  return { leg, foot };
}

/**
 * Side on, facing +x, from down at the water: the puddle's far rim across the card, wet paving
 * slabs beyond it, the little rowing boat in the middle of the puddle; the shoe comes over from
 * above, toe first, cutting across the top of the card, the trouser leg running up out of it.
 */
export const puddleRow: Action = {
  id: 'puddle-row',
  objects: ['puddle'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit', 'cat'],
  feelings: ['fear', 'surprise', 'resolve', 'mischief'],
  settings: ['street'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // "A puddle on the pavement" is the place.
  ownPlace: true,
  // A silhouette blacks the shoe and the boat into one shape.
  notLooks: ['silhouette'],
  lights: ['sky'],
  family: () => 'puddle-row',
  concepts: [
    'puddle',
    'rowing boat',
    'pavement',
    'rain',
    'scale',
    'passer-by',
    'danger from above',
    'small but brave',
    'the big city',
    'a small world',
  ],
  say: sayFrom(
    {
      puddle: {
        en: 'rows a little boat across a puddle on the pavement, as a passer-by’s giant shoe steps over them',
        ja: '歩道の水たまりを小さなボートでこいで渡っている。頭の上を、通りすがりの人の大きな靴がまたいでいく',
        ru: 'гребёт на лодочке через лужу на тротуаре, а над головой шагает огромный ботинок прохожего',
        pt: 'rema num barquinho a atravessar uma poça no passeio, enquanto o sapato gigante de um transeunte lhe passa por cima',
        fi: 'soutaa pienellä veneellä jalkakäytävän lätäkön poikki, ja ohikulkijan jättimäinen kenkä astuu sen yli',
      },
    },
    'puddle',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;

    // The pavement to the card's edges: wet slabs whose joints come closer together up the card,
    // the puddle's water, reflecting the sky, laid on them.
    const slab = mix(p.wall, '#8c8c90', 0.55);
    const joints: string[] = [];
    for (const y of [-30, -72, -104, -128, -146, -160])
      joints.push(`M${n(-400 * k)} ${n(y * k)}H${n(400 * k)}`);
    const puddleAt: Point = [0, 4 * k];
    const water = mix(p.sky[1], p.water, 0.45);
    const wall: Node[] = [
      fill(rect(-400 * k, -2000 * k, 800 * k, 2400 * k), slab, 'floor'),
      stroke(joints.join(''), darker(slab, 0.14), 1.1 * k, 'detail', 0),
      fill(ellipse(puddleAt[0], puddleAt[1], 92 * k, 30 * k), water, 'water'),
      fill(
        ellipse(puddleAt[0] - 10 * k, puddleAt[1] - 6 * k, 66 * k, 12 * k),
        lighter(water, 0.25),
        'water',
        0,
      ),
    ];

    // Where the shoe passes, its shadow darkens the water round the boat.
    const shadow = fill(ellipse(8 * k, 6 * k, 62 * k, 11 * k), darker(water, 0.45), 'shadow', 0);
    // Rain rings on the puddle.
    const rings: Node[] = [
      [-64, 14],
      [52, 20],
      [-40, -8],
      [70, -4],
    ].map(([x = 0, y = 0]) =>
      stroke(ellipse(x * k, y * k, 7 * k, 2.2 * k), lighter(water, 0.45), 1 * k, 'detail', 0),
    );
    // Raindrops falling round the boat, each as big as the rower's head: the rain at a
    // passer-by's scale.
    const drop = (x: number, y: number): string => {
      const d = 2 * k;
      return `M${n(x)} ${n(y - 7 * d)}C${n(x + 1.5 * d)} ${n(y - 3 * d)} ${n(x + 4 * d)} ${n(y)} ${n(x)} ${n(y + 3 * d)}C${n(x - 4 * d)} ${n(y)} ${n(x - 1.5 * d)} ${n(y - 3 * d)} ${n(x)} ${n(y - 7 * d)}Z`;
    };
    rings.push(
      fill(
        [
          [-62, -30],
          [58, -44],
          [-48, -70],
          [66, -12],
        ]
          .map(([x = 0, y = 0]) => drop(x * k, y * k))
          .join(''),
        lighter(water, 0.6),
        'water',
        0,
      ),
    );

    // The boat: a rowing boat side on, riding at the waterline (y = 0).
    const hull = rng.pick(['#b8452e', '#2f5d7a', '#e0b042', '#3f7a4e', darker(p.accent, 0.1)]);
    const boat: Node[] = [
      fill(
        `M${n(-36 * k)} ${n(-9 * k)}L${n(36 * k)} ${n(-9 * k)}Q${n(30 * k)} ${n(6 * k)} ${n(16 * k)} ${n(6 * k)}L${n(-20 * k)} ${n(6 * k)}Q${n(-33 * k)} ${n(4 * k)} ${n(-36 * k)} ${n(-9 * k)}Z`,
        hull,
        'wood',
      ),
      stroke(`M${n(-35 * k)} ${n(-6 * k)}H${n(35 * k)}`, lighter(hull, 0.45), 2 * k, 'detail', 0),
    ];

    // The rower on the thwart, pulling the oars, head thrown back to the sole overhead.
    const look: Point = [0.15, -1];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: ctx.feeling === 'fear' ? -12 : -4,
      front: { reach: [24, -34], hand: 'fist' },
      back: { reach: [16, -30], hand: 'fist' },
      backArmOver: true,
      turn: 0.4,
      headTilt: -28,
      gaze: look,
    });
    const actor: Actor = {
      fig,
      // On the thwart, hips just under the gunwale: the boat hides the legs (clipped below).
      x: -8 * k,
      y: -2 * k - fig.skeleton.hip[1] * s,
      facing: 1,
      scale: s,
    };
    const grip = actorPoint(actor, fig.skeleton.hands.back);
    const blade: Point = [grip[0] + 52 * k, 4 * k];
    const oarFrom: Point = [grip[0] - 18 * k, grip[1] - 10 * k];
    const oar: Node[] = [
      stroke(
        `M${n(oarFrom[0])} ${n(oarFrom[1])}L${n(blade[0])} ${n(blade[1])}`,
        p.wood,
        2.4 * k,
        'wood',
      ),
      fill(ellipse(blade[0], blade[1], 8 * k, 2.8 * k, 28), p.wood, 'wood'),
    ];
    const splash = stroke(
      `M${n(blade[0] - 8 * k)} ${n(blade[1] + 2 * k)}q${n(4 * k)} ${n(-4 * k)} ${n(8 * k)} ${n(-1 * k)}q${n(4 * k)} ${n(-3 * k)} ${n(8 * k)} ${n(1 * k)}`,
      '#ffffff',
      1.2 * k,
      'detail',
      0,
    );
    const headTop = actorPoint(actor, [0, fig.skeleton.headCentre[1] - fig.headR])[1];

    // The shoe in mid-stride, toe first, its sole well clear of the rower's head.
    const leather = rng.pick(['#3a2a22', '#5a3a26', '#2a2a30', '#6a2a2a']);
    const trouser = rng.pick(['#3a3f52', '#4a4a4a', '#5a4a3a', mix(p.ink, '#445', 0.4)]);
    // As long as the puddle is wide, the trouser leg running up out of the card.
    const soleY = headTop - 16 * k;
    const sk = 0.46 * k;
    const shoeAt: Point = [34 * sk, soleY];
    const step = shoe(leather, mix('#d8c8a8', p.light, 0.2), trouser, p.ink);
    const place = `translate(${n(shoeAt[0])} ${n(shoeAt[1])}) rotate(-7) scale(${n(sk)})`;

    const box: [number, number, number, number] = [-52 * k, soleY - 40 * k, 52 * k, 24 * k];
    const focus: Point = [0, (headTop + soleY) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror([...wall, shadow, ...rings, group(step.leg, place)], facing),
      actors: mirror(
        [
          group([
            ...oar,
            group([actorNodes(actor)], undefined, rect(-400 * k, -400 * k, 800 * k, 394 * k)),
            ...boat,
            splash,
          ]),
        ],
        facing,
      ),
      before: mirror([group(step.foot, place)], facing),
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
