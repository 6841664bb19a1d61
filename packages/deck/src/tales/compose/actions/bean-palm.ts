/**
 * Jack's magic beans: a close-up of someone holding out an open hand at the chest with three
 * magic beans on the palm, and one of them has already sprung up into a beanstalk that climbs
 * past the face, leaf by leaf, to a little castle on a cloud at the top of the card, which the
 * face looks up at. A bargain that looked foolish; a small start and a giant's world above.
 */
import { at, circle, ellipse, limb, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { proportions } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { mirror } from './water.ts';

/** A little castle standing on (0, 0), `w` wide: a keep between two towers with pointed roofs. */
function castle(w: number, stone: string, roof: string, ink: string): Node[] {
  const u = w / 10;
  const tower = (x: number): Node[] => [
    fill(`M${n(x - u * 1.3)} 0V${n(-u * 7)}H${n(x + u * 1.3)}V0Z`, stone, 'stone'),
    fill(
      `M${n(x - u * 1.7)} ${n(-u * 7)}L${n(x)} ${n(-u * 10.5)}L${n(x + u * 1.7)} ${n(-u * 7)}Z`,
      roof,
      'detail',
    ),
    stroke(`M${n(x)} ${n(-u * 10.5)}v${n(-u * 1.6)}`, ink, u * 0.3, 'detail', 0),
    fill(
      `M${n(x)} ${n(-u * 12.1)}l${n(u * 1.3)} ${n(u * 0.5)}l${n(-u * 1.3)} ${n(u * 0.5)}Z`,
      '#d8342a',
      'cloth',
      0,
    ),
  ];
  const merlons = [-2.4, -0.8, 0.8, 2.4]
    .map((x) => `M${n(x * u - u * 0.5)} ${n(-u * 5)}h${n(u)}v${n(-u * 1)}h${n(-u)}Z`)
    .join('');
  return [
    fill(`M${n(-u * 3.3)} 0V${n(-u * 5)}H${n(u * 3.3)}V0Z`, stone, 'stone'),
    fill(merlons, stone, 'stone'),
    ...tower(-u * 3.8),
    ...tower(u * 3.8),
    fill(
      `M${n(-u * 1)} 0V${n(-u * 1.8)}Q${n(0)} ${n(-u * 3)} ${n(u * 1)} ${n(-u * 1.8)}V0Z`,
      darker(stone, 0.45),
      'detail',
      0,
    ),
    fill(circle(-u * 3.8, -u * 4.6, u * 0.45), '#f4d27a', 'glow', 0),
    fill(circle(u * 3.8, -u * 4.6, u * 0.45), '#f4d27a', 'glow', 0),
  ];
}

/**
 * The bust seen from the front, its open hand held out flat at the chest on the +x side, palm
 * up, the beans on it; the beanstalk climbs from the middle bean beside the face to the cloud.
 */
export const beanPalm: Action = {
  id: 'bean-palm',
  objects: ['magicBeans'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'rabbit', 'fox', 'mouse'],
  feelings: ['wonder', 'resolve', 'fear', 'calm'],
  settings: ['street', 'forest', 'kitchen', 'bedroom', 'rooftop', 'shore', 'desert'],
  framings: ['near'],
  fixedFramings: true,
  // The beanstalk and its castle fill the card above the hand: no room for a twist.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky', 'window', 'lamp'],
  family: () => 'bean-palm',
  concepts: [
    'Jack and the Beanstalk',
    'magic beans',
    'a beanstalk',
    'a castle in the clouds',
    'a giant',
    'a bargain',
    'small beginnings',
    'growth',
    'ambition',
    'fairy tale',
  ],
  say: sayFrom(
    {
      magicBeans: {
        en: 'holds out magic beans on its palm, one already grown into a beanstalk up to a castle in the clouds',
        ja: '手のひらに魔法の豆をのせていて、その一粒がもう雲の上のお城まで届く豆の木になっている',
        ru: 'держит на ладони волшебные бобы, и один уже пророс бобовым стеблем до замка в облаках',
        pt: 'mostra feijões mágicos na palma da mão, e um deles já cresceu num pé de feijão até um castelo nas nuvens',
        fi: 'pitelee kämmenellään taikapapuja, ja yksi on jo kasvanut pavunvarreksi pilvilinnaan asti',
      },
    },
    'magicBeans',
  ),
  stage(ctx) {
    const { facing, s, p } = setUp(ctx);
    const c = ctx.who;
    const R = proportions[c.age].headR * Math.min(1, s) * 1.6;
    const hc: Point = [-R * 0.35, -R * 4.4];
    const sleeve = c.look.top;
    const skin = c.look.skin;
    const torso: Node[] = [
      fill(
        `M${n(hc[0] - R * 1.7)} 0C${n(hc[0] - R * 1.75)} ${n(hc[1] + R * 2.4)} ${n(hc[0] - R * 1.35)} ${n(hc[1] + R * 1.45)} ${n(hc[0] - R * 0.45)} ${n(hc[1] + R * 0.95)}H${n(hc[0] + R * 0.45)}C${n(hc[0] + R * 1.35)} ${n(hc[1] + R * 1.45)} ${n(hc[0] + R * 1.75)} ${n(hc[1] + R * 2.4)} ${n(hc[0] + R * 1.7)} 0Z`,
        sleeve,
        'cloth',
      ),
    ];
    // The arm: from the +x shoulder down to the elbow at the side, the forearm coming up to the
    // wrist beside the chin, the hand held out palm up like a little dish, fingers curled up at
    // its far end, the thumb at its near end.
    const W = R * 1.2;
    const B: Point = [hc[0] + R * 1.55, hc[1] + R * 1.5];
    const sh: Point = [hc[0] + R * 1.0, hc[1] + R * 1.6];
    const el: Point = [hc[0] + R * 1.55, hc[1] + R * 3.1];
    const wr: Point = [B[0] - W * 0.32, B[1] + W * 0.12];
    const shade = darker(skin, 0.12);
    const arm: Node[] = [
      fill(limb(sh, el, wr, R * 0.4, R * 0.3), darker(sleeve, 0.06), 'cloth'),
      fill(
        `M${n(B[0] - W / 2)} ${n(B[1])}Q${n(B[0] - W * 0.1)} ${n(B[1] + W * 0.5)} ${n(B[0] + W / 2)} ${n(B[1] - W * 0.02)}Q${n(B[0])} ${n(B[1] + W * 0.12)} ${n(B[0] - W / 2)} ${n(B[1])}Z`,
        skin,
        'skin',
      ),
    ];
    const fingers: Node[] = [
      fill(
        `M${n(B[0] + W * 0.28)} ${n(B[1] + W * 0.1)}C${n(B[0] + W * 0.38)} ${n(B[1] - W * 0.28)} ${n(B[0] + W * 0.62)} ${n(B[1] - W * 0.3)} ${n(B[0] + W * 0.6)} ${n(B[1] + W * 0.06)}Q${n(B[0] + W * 0.5)} ${n(B[1] + W * 0.22)} ${n(B[0] + W * 0.28)} ${n(B[1] + W * 0.1)}Z`,
        skin,
        'skin',
      ),
      stroke(
        `M${n(B[0] + W * 0.4)} ${n(B[1] - W * 0.14)}q${n(W * 0.06)} ${n(W * 0.06)} ${n(W * 0.14)} ${n(W * 0.04)}M${n(B[0] + W * 0.38)} ${n(B[1] - W * 0.02)}q${n(W * 0.07)} ${n(W * 0.06)} ${n(W * 0.17)} ${n(W * 0.03)}`,
        darker(skin, 0.3),
        R * 0.03,
        'skin',
        0,
      ),
      fill(ellipse(B[0] - W * 0.47, B[1] - W * 0.05, W * 0.08, W * 0.15), shade, 'skin'),
    ];
    const palmY = B[1] + W * 0.02;
    const mid = B[0] - W * 0.02;
    const beanColor = mix('#7a3a8a', p.accent, 0.2);
    const bean = (x: number, tilt: number): Node =>
      group(
        [
          fill(ellipse(0, 0, R * 0.16, R * 0.1), beanColor, 'detail', 0.8),
          fill(circle(-R * 0.05, -R * 0.035, R * 0.03), lighter(beanColor, 0.5), 'detail', 0),
        ],
        at(x, palmY - R * 0.07, 1, tilt),
      );
    const beans: Node[] = [bean(mid - R * 0.3, -12), bean(mid + R * 0.28, 16), bean(mid, 4)];
    // The beanstalk: from the middle bean up beside the face to the cloud, swaying.
    const base: Point = [mid, palmY - R * 0.12];
    const topY = hc[1] - R * 2.0;
    const stalkX = hc[0] + R * 1.45;
    const pts: Point[] = Array.from({ length: 11 }, (_, i) => {
      const t = i / 10;
      const x = base[0] + (stalkX - base[0]) * t + R * 0.22 * Math.sin(t * Math.PI * 2.5);
      return [x, base[1] + (topY - base[1]) * t];
    });
    const green = mix('#4f9a3a', p.ground, 0.15);
    const leafColor = lighter(green, 0.15);
    const leaves: Node[] = [];
    for (let i = 2; i < 10; i++) {
      const q = pts[i] ?? base;
      const side = i % 2 === 0 ? 1 : -1;
      const L = R * (0.36 + 0.015 * i);
      const tip: Point = [q[0] + side * L, q[1] - L * 0.35];
      leaves.push(
        fill(
          `M${n(q[0])} ${n(q[1])}Q${n((q[0] + tip[0]) / 2)} ${n(q[1] - L * 0.55)} ${n(tip[0])} ${n(tip[1])}Q${n((q[0] + tip[0]) / 2)} ${n(q[1] + L * 0.2)} ${n(q[0])} ${n(q[1])}Z`,
          leafColor,
          'plant',
          0.6,
        ),
      );
    }
    const curl = pts[5] ?? base;
    // The stalk as a filled ribbon (the ink look draws every stroke as a black pen line),
    // thick at the bean and thinner towards the cloud.
    const side = (sgn: 1 | -1): Point[] =>
      pts.map((q, i) => {
        const a = pts[Math.max(0, i - 1)] ?? q;
        const b = pts[Math.min(pts.length - 1, i + 1)] ?? q;
        const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
        const w = R * (0.09 - 0.035 * (i / 10)) * sgn;
        return [q[0] + ((b[1] - a[1]) / l) * w, q[1] - ((b[0] - a[0]) / l) * w];
      });
    const through = (qs: readonly Point[], lead: string): string =>
      qs
        .map((q, i) => {
          if (i === 0) return `${lead}${n(q[0])} ${n(q[1])}`;
          const a = qs[i - 1] ?? q;
          return `Q${n(a[0])} ${n(a[1])} ${n((a[0] + q[0]) / 2)} ${n((a[1] + q[1]) / 2)}`;
        })
        .join('');
    const ribbon = `${through(side(1), 'M')}${through(side(-1).reverse(), 'L')}Z`;
    const stalk: Node[] = [
      fill(ribbon, green, 'plant'),
      ...leaves,
      stroke(
        `M${n(curl[0])} ${n(curl[1])}c${n(-R * 0.3)} ${n(-R * 0.05)} ${n(-R * 0.4)} ${n(-R * 0.35)} ${n(-R * 0.2)} ${n(-R * 0.45)}c${n(R * 0.15)} ${n(-R * 0.05)} ${n(R * 0.2)} ${n(R * 0.1)} ${n(R * 0.08)} ${n(R * 0.15)}`,
        green,
        R * 0.04,
        'plant',
        0,
      ),
    ];
    // The cloud at the top with the castle on it.
    const top = pts[10] ?? base;
    const cloudW = R * 2.3;
    const cloud = placed(P.cloud(mix('#ffffff', p.sky[0], 0.15), cloudW), [top[0], top[1]]);
    const keep = group(
      castle(R * 1.4, mix('#b8b0c0', p.light, 0.2), mix('#5a6ab0', p.accent, 0.3), p.ink),
      at(top[0], top[1] - cloudW * 0.3, 1, 0),
    );
    const gaze: Point = ctx.feeling === 'fear' ? [0.6, -0.5] : [0.55, -0.75];
    const head = group(frontHead(ctx, R, gaze), at(hc[0], hc[1], 1, 0));
    const nodes: Node[] = [...torso, head, ...arm, ...stalk, keep, cloud, ...beans, ...fingers];
    const boxTop = Math.min(top[1] - cloudW * 0.3 - R * 1.9, hc[1] - R * 3.2);
    const box: [number, number, number, number] = [hc[0] - R * 1.4, boxTop, stalkX + R * 1.1, 0];
    return staged(facingBox(box, facing), [base[0], base[1]], {
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [],
      closeBox: facingBox([hc[0] - R * 1.2, boxTop, stalkX + R * 1.2, hc[1] + R * 2.3], facing),
    });
  },
};
