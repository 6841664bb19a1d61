/**
 * Pennies from heaven: a street musician plays the violin in falling snow with the case open at
 * its feet, no one about, and the flakes that fall into the case turn to gold coins as they land;
 * the case is filling with them.
 */
import { at, circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, whos } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';
import { violinShape } from './wonders.ts';

/** A snowflake: three crossed strokes with a dot at the middle, `r` across. */
function flake(x: number, y: number, r: number, color: Color, turn: number): Node {
  const arms: string[] = [];
  for (let i = 0; i < 3; i++) {
    const a = ((turn + i * 60) * Math.PI) / 180;
    const dx = Math.cos(a) * r;
    const dy = Math.sin(a) * r;
    arms.push(`M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}`);
  }
  return stroke(arms.join(''), color, Math.max(0.6, r * 0.28), 'detail', 0);
}

/** A gold coin seen a little from above, tipped by `tilt` degrees. */
function coin(x: number, y: number, r: number, gold: Color, tilt: number): Node {
  return group(
    [
      fill(ellipse(0, 0.6 * r * 0.3, r, r * 0.55), darker(gold, 0.3), 'metal'),
      fill(ellipse(0, 0, r, r * 0.55), gold, 'glow', 0.6),
      fill(ellipse(-r * 0.3, -r * 0.15, r * 0.3, r * 0.14), lighter(gold, 0.5), 'detail', 0),
    ],
    at(x, y, 1, tilt),
  );
}

/**
 * The open violin case on the ground from `x0` to `x1` (`k` a grown-up's hundredth): its lid up
 * behind, shaped like the violin it holds (a broad end, a waist, a narrow end) and lined with
 * velvet, and the tray in front heaped with coins.
 */
function openCase(
  x0: number,
  x1: number,
  k: number,
  shell: Color,
  velvet: Color,
  gold: Color,
  rng: Rng,
): Node[] {
  const w = x1 - x0;
  const depth = 9 * k;
  // The lid's outline, standing up from the tray's back edge: a violin's figure of eight.
  const lidOf = (inset: number): string => {
    const y0 = -depth + 1 * k;
    const big = 17 * k - inset;
    const small = 13 * k - inset;
    const a = x0 + inset;
    const b = x1 - inset;
    return (
      `M${n(a)} ${n(y0)}C${n(a - 2 * k)} ${n(y0 - big * 1.3)} ${n(a + w * 0.36)} ${n(y0 - big * 1.3)} ${n(a + w * 0.4)} ${n(y0 - big * 0.95)}` +
      `C${n(a + w * 0.5)} ${n(y0 - small * 0.7)} ${n(a + w * 0.58)} ${n(y0 - small * 0.7)} ${n(a + w * 0.66)} ${n(y0 - small * 0.95)}` +
      `C${n(b - w * 0.08)} ${n(y0 - small * 1.3)} ${n(b + 2 * k)} ${n(y0 - small * 1.1)} ${n(b)} ${n(y0)}Z`
    );
  };
  const out: Node[] = [fill(lidOf(0), shell, 'wood'), fill(lidOf(2.6 * k), velvet, 'cloth', 0)];
  // The coins heaped in the tray, the heap showing over its front edge.
  const heap: Node[] = [];
  for (let i = 0; i < 18; i++) {
    const t = (i + 0.5) / 18;
    const x = x0 + 5 * k + t * (w - 10 * k) + rng.range(-2, 2) * k;
    const bulge = Math.sin(Math.PI * t) * 6 * k;
    const y = -depth - bulge * rng.range(0.4, 1) + rng.range(-1, 1) * k;
    heap.push(coin(x, y, 3.4 * k, gold, rng.range(-25, 25)));
  }
  out.push(
    fill(rect(x0 + 1 * k, -depth - 2 * k, w - 2 * k, 4 * k, 1.5 * k), velvet, 'cloth'),
    ...heap,
    fill(rect(x0, -depth + 1 * k, w, depth - 1 * k, 2 * k), shell, 'wood'),
    stroke(
      `M${n(x0 + 3 * k)} ${n(-depth * 0.45)}H${n(x1 - 3 * k)}`,
      lighter(shell, 0.3),
      0.8 * k,
      'detail',
      0,
    ),
  );
  return out;
}

/**
 * Busking in the snow: the player standing, violin at the chin and bow on the strings, eyes on the
 * case or shut; the open case on the ground in front, heaped with coins; snow falling all round,
 * and over the case three flakes turning to coins as they come down.
 */
export const buskerSnow: Action = {
  id: 'busker-snow',
  objects: ['coins'],
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['grief', 'longing', 'surprise', 'resolve'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  lights: ['lamp', 'sky', 'glow'],
  notLooks: ['silhouette'],
  family: () => 'busker-snow',
  concepts: [
    'music',
    'violin',
    'busker',
    'snow',
    'winter',
    'poverty',
    'gift',
    'charity',
    'miracle',
    'loneliness',
  ],
  say: sayFrom(
    {
      coins: {
        en: 'plays the violin in the falling snow, and the flakes that land in the open case turn to gold coins',
        ja: '雪の降るなかでバイオリンを弾いている。開いたケースに落ちた雪は金貨に変わっていく',
        ru: 'играет на скрипке под падающим снегом, и снежинки, падая в открытый футляр, превращаются в золотые монеты',
        pt: 'toca violino debaixo da neve, e os flocos que caem no estojo aberto transformam-se em moedas de ouro',
        fi: 'soittaa viulua lumisateessa, ja avoimeen koteloon putoavat hiutaleet muuttuvat kultarahoiksi',
      },
    },
    'coins',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    // The violin at the chin, as the fiddler in the wood holds it; the head bent over it.
    const chin: Point = [m.head[0] + m.headR * 0.6, m.head[1] + m.headR * 0.9];
    const surprised = ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -2,
      headTilt: surprised ? 20 : 14,
      front: { reach: [chin[0] + 16, chin[1] + 4], hand: 'fist' },
      back: { reach: [chin[0] - 2, chin[1] + 12], hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      gaze: surprised ? [0.8, 1] : [0.3, 0.5],
    });
    const sk = fig.skeleton;
    const px = -26 * k;
    const vAt: Point = [px + (sk.hands.back[0] + 4) * s, (sk.hands.back[1] - 4) * s];
    const wood = mix('#b0602a', p.wood, 0.3);
    const violin: Node = group(violinShape(wood), at(vAt[0] + 6 * s, vAt[1] - 4 * s, s, -30));
    const bowFrom: Point = [px + sk.hands.front[0] * s, sk.hands.front[1] * s];
    const nodes: Node[] = [
      actorNodes({ fig: { ...fig, hands: [] }, x: px, facing: 1, scale: s }),
      violin,
      stroke(
        `M${n(bowFrom[0] + 4 * s)} ${n(bowFrom[1] - 12 * s)}L${n(bowFrom[0] - 16 * s)} ${n(bowFrom[1] + 20 * s)}`,
        '#3a2a22',
        1.1 * s,
        'wood',
      ),
      group(fig.hands, at(px, 0, s)),
    ];
    // The case on the ground in front of the player, its lid up behind the coins.
    const gold = mix('#e8b830', p.light, 0.2);
    const shell = mix('#2e2a30', p.shade, 0.2);
    const velvet = mix('#8a1f2e', p.accent, 0.25);
    const c0 = 2 * k;
    const c1 = 60 * k;
    const kase = openCase(c0, c1, k, shell, velvet, gold, rng.fork('coins'));
    // Over the case, a column of flakes turning to coins on the way down: white at the top,
    // gold at the heart, then gold with white arms, then coins tumbling into the heap.
    const white = '#f6f8fc';
    const mid = (c0 + c1) / 2;
    const falling: Node[] = [
      flake(mid - 4 * k, -100 * k, 4.6 * k, white, 10),
      group(
        [flake(0, 0, 4.6 * k, white, 35), fill(circle(0, 0, 1.8 * k), gold, 'glow', 0)],
        at(mid + 3 * k, -84 * k),
      ),
      group(
        [fill(circle(0, 0, 3.4 * k), gold, 'glow', 0.6), flake(0, 0, 4.8 * k, white, 20)],
        at(mid - 2 * k, -68 * k),
      ),
      coin(mid + 4 * k, -52 * k, 4.2 * k, gold, 40),
      coin(mid - 3 * k, -37 * k, 4.2 * k, gold, -20),
    ];
    const snow: Node[] = [];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(-70, 80) * k;
      const y = rng.range(-150, -20) * k;
      // Keep the falling flakes off the player's face and the case's own three.
      if (x > px - 14 * k && x < px + 24 * k && y < -60 * k) continue;
      if (Math.abs(x - mid) < 12 * k && y < -30 * k) continue;
      snow.push(fill(circle(x, y, rng.range(1.2, 2.2) * k), white, 'detail', 0));
    }
    const headTop = (sk.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [px - 24 * k, headTop - 10 * k, c1 + 6 * k, 4];
    return staged(facingBox(box, facing), mx([30 * k, -40 * k], facing), {
      actors: mirror([...nodes, ...kase], facing),
      before: mirror([...falling, ...snow], facing),
      contacts: [
        [px * facing, 22 * k],
        [((c0 + c1) / 2) * facing, 30 * k],
      ],
      glows: [],
    });
  },
};
