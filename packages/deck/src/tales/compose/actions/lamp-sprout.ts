/**
 * A seed that came up a street lamp: where the character planted a seed, a lamp-post has grown
 * in the dusk, its green post still sprouting leaves and a curling tendril, its head bowed over
 * like a flower's and its lamp a glowing bud; moths circle it. The character kneels at the
 * mound, trowel still in the earth, looking up into the light it grew.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const stemGreen = '#3f7a3a';
const glowYellow = '#ffe49a';

/**
 * The character kneeling on one side, looking up, the trowel in the mound; the post rising from
 * the mound of fresh earth and arching over so its lamp hangs above the character's face.
 */
export const lampSprout: Action = {
  id: 'lamp-sprout',
  objects: ['street-lamp'],
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['surprise', 'longing', 'resolve', 'mischief'],
  settings: ['meadow', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // The lamp is the scene's light: a silhouette keeps only its outline.
  notLooks: ['silhouette'],
  lights: ['lantern'],
  family: () => 'lamp-sprout',
  concepts: [
    'seed',
    'growth',
    'glow',
    'dusk',
    'gardening',
    'miracle',
    'wish',
    'surprise',
    'evening',
    'patience',
  ],
  say: sayFrom(
    {
      'street-lamp': {
        en: 'planted a seed, and a street lamp has grown from it and lit up at dusk',
        ja: '種をまいたら、そこから街灯が生えてきて、夕暮れに灯りをともした',
        ru: 'посадил семечко, и из него вырос фонарный столб, который зажёгся в сумерках',
        pt: 'plantou uma semente, e dela cresceu um candeeiro de rua que se acendeu ao anoitecer',
        fi: 'istutti siemenen, ja siitä on kasvanut katulyhty, joka syttyi hämärissä',
      },
    },
    'street-lamp',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ax = -22 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const px = 26 * k;
    // Kneeling at the mound where the seed went in, the trowel still in the earth, head thrown
    // back to the light; the other hand up in surprise or pressed to the chest.
    const dig: Point = [px - 14 * k, -7 * k];
    const up = ctx.feeling === 'surprise' || ctx.feeling === 'mischief';
    const fig = posed(ctx, {
      ...stance('kneel'),
      lean: -4,
      front: { reach: toActor(where, dig), hand: 'fist' },
      back: up ? { angle: 150, bend: 30, hand: 'open' } : { angle: 40, bend: 120, hand: 'open' },
      turn: 0.55,
      headTilt: -26,
      gaze: [0.5, -0.9],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };

    // The post: from a mound of earth, up and over in a crook, thick at its foot.
    const crownY = -150 * k;
    const lampAt: Point = [px - 26 * k, crownY + 32 * k];
    const post = darker(stemGreen, 0.1);
    const nodes: Node[] = [];
    const mound = `M${n(px - 20 * k)} 2Q${n(px)} ${n(-12 * k)} ${n(px + 20 * k)} 2Z`;
    nodes.push(fill(mound, mix('#5a3a24', p.wood, 0.25), 'floor', 0.5));
    // Roots showing at the mound's edge.
    nodes.push(
      stroke(
        `M${n(px - 3 * k)} ${n(-5 * k)}q${n(-6 * k)} ${n(3 * k)} ${n(-12 * k)} ${n(5 * k)}M${n(px + 3 * k)} ${n(-5 * k)}q${n(6 * k)} ${n(3 * k)} ${n(13 * k)} ${n(5 * k)}`,
        darker(post, 0.2),
        1.4 * k,
        'wood',
        0,
      ),
    );
    // The post: a tapered stem, its crook bending over towards the character.
    const left: Point[] = [];
    const right: Point[] = [];
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      // Straight up to 80 % of the height, then curling over.
      const ang = t < 0.75 ? 0 : ((t - 0.75) / 0.25) * Math.PI * 0.95;
      const r = 13 * k;
      const base: Point =
        t < 0.75
          ? [px + Math.sin(t * 7) * 1.2 * k, -4 * k + (crownY + 13 * k + 4 * k) * (t / 0.75)]
          : [px - r + Math.cos(ang) * r, crownY + 13 * k - Math.sin(ang) * r];
      const w = (5.5 - t * 3) * k;
      const nx = t < 0.75 ? 1 : Math.cos(ang);
      const ny = t < 0.75 ? 0 : -Math.sin(ang);
      left.push([base[0] - nx * w * 0.5, base[1] - ny * w * 0.5]);
      right.push([base[0] + nx * w * 0.5, base[1] + ny * w * 0.5]);
    }
    const postPath = `M${[...left, ...right.reverse()].map((q) => `${n(q[0])} ${n(q[1])}`).join('L')}Z`;
    nodes.push(fill(postPath, post, 'plant'));
    // Rings where an iron post would have its joints, so it reads as a lamp-post too.
    for (const y of [-20, -70]) {
      nodes.push(
        fill(rect(px - 4.2 * k, y * k, 8.4 * k, 2.6 * k, 1 * k), darker(post, 0.25), 'plant', 0),
      );
    }
    // Leaves sprouting up the post, and a tendril curling off it.
    const leaves: string[] = [];
    for (const [y, side] of [
      [-46, 1],
      [-88, -1],
      [-118, 1],
    ] as const) {
      const x = px + side * 2.5 * k;
      leaves.push(
        `M${n(x)} ${n(y * k)}q${n(side * 7 * k)} ${n(-9 * k)} ${n(side * 16 * k)} ${n(-5 * k)}q${n(-side * 6 * k)} ${n(8 * k)} ${n(-side * 16 * k)} ${n(5 * k)}Z`,
      );
    }
    nodes.push(fill(leaves.join(''), lighter(stemGreen, 0.12), 'plant'));
    nodes.push(
      stroke(
        `M${n(px + 2 * k)} ${n(-100 * k)}q${n(10 * k)} ${n(-4 * k)} ${n(11 * k)} ${n(-12 * k)}q${n(0)} ${n(-6 * k)} ${n(-5 * k)} ${n(-5 * k)}q${n(-3 * k)} ${n(2 * k)} ${n(0)} ${n(5 * k)}`,
        post,
        1 * k,
        'plant',
        0,
      ),
    );
    // The lamp: a bud hanging from the crook's end, its petals parted round a glowing heart.
    const hang: Point = [px - 26 * k, crownY + 15 * k];
    nodes.push(
      stroke(
        `M${n(hang[0])} ${n(hang[1])}L${n(lampAt[0])} ${n(lampAt[1] - 8 * k)}`,
        post,
        1.4 * k,
        'plant',
      ),
      fill(circle(lampAt[0], lampAt[1] + 2 * k, 13 * k), lighter(glowYellow, 0.45), 'glow', 0),
      fill(
        `M${n(lampAt[0] - 8 * k)} ${n(lampAt[1] - 8 * k)}Q${n(lampAt[0] - 12 * k)} ${n(lampAt[1] + 8 * k)} ${n(lampAt[0])} ${n(lampAt[1] + 13 * k)}Q${n(lampAt[0] + 12 * k)} ${n(lampAt[1] + 8 * k)} ${n(lampAt[0] + 8 * k)} ${n(lampAt[1] - 8 * k)}Z`,
        glowYellow,
        'glow',
      ),
      // The bud's petals, parted at the tip where the light spills.
      stroke(
        `M${n(lampAt[0] - 3.5 * k)} ${n(lampAt[1] - 6 * k)}Q${n(lampAt[0] - 6 * k)} ${n(lampAt[1] + 5 * k)} ${n(lampAt[0] - 1 * k)} ${n(lampAt[1] + 12 * k)}M${n(lampAt[0] + 3.5 * k)} ${n(lampAt[1] - 6 * k)}Q${n(lampAt[0] + 6 * k)} ${n(lampAt[1] + 5 * k)} ${n(lampAt[0] + 1 * k)} ${n(lampAt[1] + 12 * k)}`,
        '#e8a83a',
        0.9 * k,
        'detail',
        0,
      ),
      // The sepals cupping the bud's top.
      fill(
        `M${n(lampAt[0] - 8 * k)} ${n(lampAt[1] - 7 * k)}L${n(lampAt[0] - 4 * k)} ${n(lampAt[1] - 1 * k)}L${n(lampAt[0])} ${n(lampAt[1] - 6 * k)}L${n(lampAt[0] + 4 * k)} ${n(lampAt[1] - 1 * k)}L${n(lampAt[0] + 8 * k)} ${n(lampAt[1] - 7 * k)}Q${n(lampAt[0])} ${n(lampAt[1] - 11 * k)} ${n(lampAt[0] - 8 * k)} ${n(lampAt[1] - 7 * k)}Z`,
        lighter(stemGreen, 0.05),
        'plant',
      ),
    );
    // Moths circling the light.
    const moths: string[] = [];
    for (let i = 0; i < 4; i++) {
      const a0 = rng.range(0, Math.PI * 2);
      const d = rng.range(15, 24) * k;
      const c: Point = [lampAt[0] + Math.cos(a0) * d, lampAt[1] + Math.sin(a0) * d * 0.8];
      moths.push(
        `M${n(c[0])} ${n(c[1])}l${n(-2.4 * k)} ${n(-1.6 * k)}l${n(0.4 * k)} ${n(2.6 * k)}Z`,
        `M${n(c[0])} ${n(c[1])}l${n(2.4 * k)} ${n(-1.6 * k)}l${n(-0.4 * k)} ${n(2.6 * k)}Z`,
      );
    }
    nodes.push(fill(moths.join(''), '#efe6d4', 'detail', 0.4));

    // The trowel: its blade in the mound, its handle in the fist.
    const trowel: Node[] = [
      fill(
        `M${n(dig[0] + 1 * k)} ${n(dig[1] + 1 * k)}L${n(dig[0] + 6 * k)} ${n(dig[1] + 4 * k)}L${n(dig[0] + 4 * k)} ${n(dig[1] + 8 * k)}Z`,
        '#9aa0a8',
        'metal',
      ),
      stroke(
        `M${n(dig[0] - 3 * k)} ${n(dig[1] - 3 * k)}L${n(dig[0] + 2 * k)} ${n(dig[1] + 1.5 * k)}`,
        '#8a5a32',
        2 * k,
        'wood',
      ),
    ];
    // The hand drawn over the trowel's handle, so the fingers close on it.
    const actors: Node[] = [
      ...nodes,
      actorNodes({ ...a, fig: { ...fig, hands: [] } }),
      ...trowel,
      group(fig.hands, `translate(${n(a.x)} 0) scale(${n(s)})`),
    ];
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      ax - 18 * k,
      Math.min(headTop, crownY - 6 * k),
      px + 22 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx(lampAt, facing), {
      actors: mirror(actors, facing),
      contacts: [
        [ax * facing, 22 * k],
        [px * facing, 24 * k],
      ],
      light: { at: mx(lampAt, facing), kind: 'lantern', reach: 110 * k },
      glows: [{ at: mx(lampAt, facing), r: 30 * k, color: glowYellow }],
    });
  },
};
