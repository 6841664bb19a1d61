/**
 * The fox and the grapes, in town: a vine has climbed a street lamp and hangs a fat bunch of
 * purple grapes from its arm beside the lit lantern, and the fox leaps for it with both paws up,
 * a paw's breadth short. Wanting what is out of reach, trying again, or the shrug of "they were
 * sour anyway".
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const grapePurple = ['#6a2f7a', '#5a2a6e', '#7a3a8a'] as const;
const vineGreen = '#4a8a3a';
const glowYellow = '#ffe49a';

/** A vine leaf at `c`, pointing along angle `a` (radians), `r` long. */
function leaf(c: Point, a: number, r: number, color: string): Node {
  const tip: Point = [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r];
  const side = (sgn: number): Point => [
    c[0] + Math.cos(a) * r * 0.5 + Math.cos(a + (sgn * Math.PI) / 2) * r * 0.45,
    c[1] + Math.sin(a) * r * 0.5 + Math.sin(a + (sgn * Math.PI) / 2) * r * 0.45,
  ];
  const l = side(1);
  const rr = side(-1);
  return fill(
    `M${n(c[0])} ${n(c[1])}Q${n(l[0])} ${n(l[1])} ${n(tip[0])} ${n(tip[1])}Q${n(rr[0])} ${n(rr[1])} ${n(c[0])} ${n(c[1])}Z`,
    color,
    'plant',
    0.5,
  );
}

/**
 * Facing +x: the lamp post at the right, its arm reaching back over the fox to a lantern; the
 * bunch hangs from the arm just above the fox's upstretched paws, the fox in mid-leap under it.
 */
export const sourGrapes: Action = {
  id: 'sour-grapes',
  objects: ['grapes'],
  // The fable's fox.
  who: ['fox'],
  feelings: ['resolve', 'wonder', 'grief'],
  settings: ['street'],
  // Its words say where: "from a street lamp".
  ownPlace: true,
  framings: ['wide', 'high'],
  fixedFramings: true,
  // Grapes ripening on a street lamp are the dream; a twist beside them would crowd the post.
  untwisted: true,
  // A silhouette loses the grapes against the post and the fox's face.
  notLooks: ['silhouette'],
  lights: ['lamp', 'moon', 'sky', 'sun'],
  family: () => 'sour-grapes',
  concepts: [
    'the fox and the grapes',
    'sour grapes',
    'Aesop',
    'the unattainable',
    'appetite',
    'frustration',
    'trying',
    'envy',
    'temptation',
    'pride',
  ],
  say: sayFrom(
    {
      grapes: {
        en: 'leaps for a bunch of grapes hanging from a street lamp, a paw short of them',
        ja: '街灯からぶら下がるぶどうの房に跳びつくが、あと少し届かない',
        ru: 'подпрыгивает за гроздью винограда, висящей на фонаре, и не достаёт совсем чуть-чуть',
        pt: 'salta para um cacho de uvas pendurado num candeeiro de rua, e falta-lhe um palmo',
        fi: 'hyppää katulyhdystä roikkuvaa viinirypäleterttua kohti ja jää tassun verran vajaaksi',
      },
    },
    'grapes',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const lift = 14;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The paws' target: straight up over the head, a little forward.
    const reachY = (m.reachTop - lift) * s;
    const grapesBottom = reachY - 13 * k;
    const bx = 12 * k;
    const sad = ctx.feeling === 'grief';
    const fig = posed(ctx, {
      legs: [
        [18, 70],
        [-14, 60],
      ],
      lean: -6,
      lift,
      front: { reach: toActor(where, [bx + 4 * k, reachY + 2 * k]), hand: 'open' },
      back: { reach: toActor(where, [bx - 4 * k, reachY + 4 * k]), hand: 'open' },
      turn: 0.6,
      headTilt: -26,
      gaze: sad ? [0.4, -0.6] : [0.5, -1],
    });
    const actor: Actor = { fig, ...where };

    // The lamp post, right of the fox, its arm curling back over it to the lantern.
    const px = 50 * k;
    const postTop = grapesBottom - 36 * k;
    const iron = mix('#2e3440', p.ink, 0.4);
    const armEnd = bx - 18 * k;
    const armY = postTop + 6 * k;
    const post: Node[] = [
      // Foot and shaft.
      fill(
        `M${n(px - 6 * k)} 0L${n(px - 3.5 * k)} ${n(-10 * k)}H${n(px + 3.5 * k)}L${n(px + 6 * k)} 0Z`,
        iron,
        'metal',
      ),
      stroke(`M${n(px)} ${n(-8 * k)}V${n(postTop)}`, iron, 3 * k, 'metal'),
      fill(circle(px, postTop - 2 * k, 2.6 * k), iron, 'metal'),
      // The arm: out from the post, over the grapes, curling down at its end.
      stroke(
        `M${n(px)} ${n(postTop + 2 * k)}C${n(px - 12 * k)} ${n(postTop - 6 * k)} ${n(armEnd + 4 * k)} ${n(armY - 8 * k)} ${n(armEnd)} ${n(armY)}`,
        iron,
        2 * k,
        'metal',
      ),
    ];
    // The lantern hanging from the arm's end.
    const lx = armEnd;
    const ly = armY + 4 * k;
    const lantern: Node[] = [
      stroke(`M${n(lx)} ${n(armY)}V${n(ly)}`, iron, 1 * k, 'metal'),
      fill(
        `M${n(lx - 5 * k)} ${n(ly + 2 * k)}L${n(lx)} ${n(ly - 1 * k)}L${n(lx + 5 * k)} ${n(ly + 2 * k)}Z`,
        iron,
        'metal',
      ),
      fill(
        `M${n(lx - 4 * k)} ${n(ly + 2 * k)}H${n(lx + 4 * k)}L${n(lx + 3 * k)} ${n(ly + 11 * k)}H${n(lx - 3 * k)}Z`,
        glowYellow,
        'glow',
        0.6,
      ),
      fill(
        `M${n(lx - 3.5 * k)} ${n(ly + 11 * k)}H${n(lx + 3.5 * k)}V${n(ly + 13 * k)}H${n(lx - 3.5 * k)}Z`,
        iron,
        'metal',
      ),
    ];

    // The vine: winding up the post in loose turns, along the arm, leaves on it.
    const green = mix(vineGreen, p.ground, 0.15);
    const dark = darker(green, 0.25);
    const turns = 5;
    let vine = `M${n(px - 3 * k)} ${n(-2 * k)}`;
    const vineLeaves: Node[] = [];
    for (let i = 0; i < turns; i++) {
      const y0 = -2 * k + ((postTop + 4 * k + 2 * k) * i) / turns;
      const y1 = -2 * k + ((postTop + 4 * k + 2 * k) * (i + 1)) / turns;
      const side = i % 2 === 0 ? 1 : -1;
      vine += `Q${n(px + side * 7 * k)} ${n((y0 + y1) / 2)} ${n(px - side * 2 * k)} ${n(y1)}`;
      const c: Point = [px + side * 4 * k, (y0 + y1) / 2];
      vineLeaves.push(leaf(c, side > 0 ? -0.5 : Math.PI + 0.5, 7 * k, i % 2 ? green : dark));
    }
    const along = (t: number): Point => {
      // A point on the arm's curve (its cubic), t in 0…1.
      const P0: Point = [px, postTop + 2 * k];
      const P1: Point = [px - 12 * k, postTop - 6 * k];
      const P2: Point = [armEnd + 4 * k, armY - 8 * k];
      const P3: Point = [armEnd, armY];
      const u = 1 - t;
      return [
        u * u * u * P0[0] + 3 * u * u * t * P1[0] + 3 * u * t * t * P2[0] + t * t * t * P3[0],
        u * u * u * P0[1] + 3 * u * u * t * P1[1] + 3 * u * t * t * P2[1] + t * t * t * P3[1],
      ];
    };
    for (const [t, a, c] of [
      [0.15, -2.2, green],
      [0.35, 1.2, dark],
      [0.55, -1.8, green],
      [0.78, 1.6, dark],
    ] as const) {
      vineLeaves.push(leaf(along(t), a, 7 * k, c));
    }
    const vineStroke = stroke(vine, dark, 1.2 * k, 'plant', 0.5);

    // The bunch: hung from the arm over the paws, a cone of grapes pointing down.
    const stemAt = along(0.7);
    const gx = bx;
    const r = 3.2 * k;
    const rows = [3, 4, 3, 3, 2, 1];
    const bunchTop = grapesBottom - 2 * r - (rows.length - 1) * r * 1.55;
    const purple = rng.pick(grapePurple);
    const grapes: Node[] = [
      stroke(
        `M${n(stemAt[0])} ${n(stemAt[1])}Q${n(gx + 2 * k)} ${n((stemAt[1] + bunchTop) / 2)} ${n(gx)} ${n(bunchTop)}`,
        dark,
        1.2 * k,
        'plant',
      ),
      leaf([gx, bunchTop], -0.4, 8 * k, green),
    ];
    rows.forEach((count, row) => {
      const y = bunchTop + r + row * r * 1.55;
      for (let j = 0; j < count; j++) {
        const x = gx + (j - (count - 1) / 2) * r * 1.75 + (row % 2 ? 0.4 * k : -0.4 * k);
        grapes.push(fill(circle(x, y, r), row % 2 ? darker(purple, 0.12) : purple, 'detail'));
        grapes.push(
          fill(circle(x - r * 0.35, y - r * 0.35, r * 0.3), lighter(purple, 0.45), 'detail', 0),
        );
      }
    });
    const bottom = bunchTop + r + (rows.length - 1) * r * 1.55 + r;

    // A little dust where the fox sprang from.
    const dust: Node[] = [-1, 1].map((sg) =>
      fill(
        ellipse(sg * 7 * k, -1.5 * k, 4 * k, 1.6 * k),
        mix(p.ground, '#ffffff', 0.35),
        'detail',
        0.3,
      ),
    );

    const nodes: Node[] = [
      ...post,
      vineStroke,
      ...vineLeaves,
      ...lantern,
      ...grapes,
      ...dust,
      actorNodes(actor),
    ];
    const faults: string[] = [];
    const hf = actorPoint(actor, fig.skeleton.hands.front);
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const hy = Math.min(hf[1], hb[1]);
    // A paw short: the gap must show, yet stay small.
    if (hy < bottom + 5 * k) faults.push('paws in the grapes');
    if (hy > bottom + 20 * k) faults.push('paws far below the grapes');
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const box: [number, number, number, number] = [-26 * k, postTop - 8 * k, px + 14 * k, 4 * k];
    const focus: Point = [(gx + hc[0]) / 2, (bottom + hc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [mx([0, 0], facing)[0], 26 * k],
        [mx([px, 0], facing)[0], 12 * k],
      ],
      glows: [{ at: mx([lx, ly + 7 * k], facing), r: 26 * k, color: glowYellow }],
      faults,
    });
  },
};
