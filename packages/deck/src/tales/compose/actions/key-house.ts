/**
 * The keys to the house, handed down: a close-up of an old one and a child side by side, seen
 * from the front, and between them the old hand has just laid a big old key on the child's open
 * palm, a key whose bow is a little house with its windows lit and smoke curling from its
 * chimney. An inheritance, a home passed on, growing up, trust.
 */
import { at, circle, limb, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { hand, proportions } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { cast, type Character } from '../cast.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { mirror } from './water.ts';

/** A bust's shoulders and chest under a head at `hc` of radius `R`, down to y = 0. */
function bust(hc: Point, R: number, color: string): Node {
  const [x, y] = hc;
  return fill(
    `M${n(x - R * 1.6)} ${n(R * 3)}L${n(x - R * 1.6)} 0C${n(x - R * 1.65)} ${n(y + R * 2.4)} ${n(x - R * 1.3)} ${n(y + R * 1.45)} ${n(x - R * 0.45)} ${n(y + R * 0.95)}H${n(x + R * 0.45)}C${n(x + R * 1.3)} ${n(y + R * 1.45)} ${n(x + R * 1.65)} ${n(y + R * 2.4)} ${n(x + R * 1.6)} 0L${n(x + R * 1.6)} ${n(R * 3)}Z`,
    color,
    'cloth',
  );
}

/** A key hanging from its bow at (0, 0), the shank down: the bow a little lit house, `u` a unit. */
function houseKey(u: number, brass: string, roof: string, ink: string): Node[] {
  const lit = '#fff3a0';
  const dark = darker(brass, 0.3);
  return [
    // The shank hanging down from the house's floor, and its bit.
    fill(`M${n(-u * 0.35)} ${n(u * 2)}V${n(u * 7)}H${n(u * 0.35)}V${n(u * 2)}Z`, brass, 'metal'),
    fill(
      `M${n(u * 0.3)} ${n(u * 5.2)}H${n(u * 1.8)}V${n(u * 5.9)}H${n(u * 1.1)}V${n(u * 6.4)}H${n(u * 1.8)}V${n(u * 7)}H${n(u * 0.3)}Z`,
      brass,
      'metal',
    ),
    group(
      [
        // The house: walls, roof, chimney and its smoke, a door and two lit windows.
        fill(
          `M${n(-u * 1.7)} ${n(u * 1.5)}V${n(-u * 0.7)}H${n(u * 1.7)}V${n(u * 1.5)}Z`,
          darker(brass, 0.25),
          'metal',
        ),
        fill(
          `M${n(-u * 2.2)} ${n(-u * 0.6)}L${n(0)} ${n(-u * 2.6)}L${n(u * 2.2)} ${n(-u * 0.6)}Z`,
          roof,
          'metal',
        ),
        fill(
          `M${n(u * 0.9)} ${n(-u * 1.6)}V${n(-u * 2.7)}H${n(u * 1.5)}V${n(-u * 1.0)}Z`,
          dark,
          'metal',
        ),
        stroke(
          `M${n(u * 1.2)} ${n(-u * 2.9)}c${n(-u * 0.6)} ${n(-u * 0.5)} ${n(u * 0.6)} ${n(-u * 0.9)} ${n(0)} ${n(-u * 1.5)}`,
          lighter(ink, 0.7),
          u * 0.3,
          'detail',
          0,
        ),
        fill(
          `M${n(-u * 0.35)} ${n(u * 1.5)}V${n(u * 0.4)}H${n(u * 0.35)}V${n(u * 1.5)}Z`,
          dark,
          'wood',
          0,
        ),
        fill(
          `M${n(-u * 1.35)} ${n(u * 0.1)}V${n(-u * 0.45)}H${n(-u * 0.7)}V${n(u * 0.1)}Z`,
          lit,
          'glow',
          0,
        ),
        fill(
          `M${n(u * 0.7)} ${n(u * 0.1)}V${n(-u * 0.45)}H${n(u * 1.35)}V${n(u * 0.1)}Z`,
          lit,
          'glow',
          0,
        ),
      ],
      at(0, 0, 1.45, 0),
    ),
  ];
}

/**
 * The old one's bust at -x, the child's a head lower at +x, both faces to us; between them the
 * old one's raised fist holds the key by its roof's ring, the key hanging down with its shank's
 * tip just over the child's near hand, held out palm up like a little dish.
 */
export const keyHouse: Action = {
  id: 'key-house',
  objects: ['key'],
  who: ['old-woman', 'old-man'],
  feelings: ['calm', 'grief', 'resolve', 'wonder'],
  settings: ['street', 'kitchen', 'stairwell', 'bedroom', 'library', 'snowfield', 'forest'],
  framings: ['near'],
  fixedFramings: true,
  // The key's little house is the dream; a twist beside two faces this close would crowd them.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['lamp', 'window', 'candle', 'sky', 'sun'],
  family: () => 'key-house',
  concepts: [
    'inheritance',
    'home',
    'a key',
    'a little house',
    'grandparents',
    'handing down',
    'legacy',
    'trust',
    'growing up',
    'family',
  ],
  say: sayFrom(
    {
      key: {
        en: 'hands down to a child a key whose bow is a little house with its windows lit',
        ja: '持ち手が窓に明かりのともった小さな家になっている鍵を、子どもに譲り渡す',
        ru: 'передаёт ребёнку ключ, головка которого — домик со светящимися окнами',
        pt: 'passa a uma criança uma chave cuja cabeça é uma casinha de janelas acesas',
        fi: 'ojentaa lapselle avaimen, jonka kahva on pieni talo valaistuine ikkunoineen',
      },
    },
    'key',
  ),
  stage(ctx) {
    const { facing, s, p, rng } = setUp(ctx);
    const R = proportions[ctx.who.age].headR * Math.min(1, s) * 1.25;
    const childC: Character = cast(rng.chance(0.5) ? 'girl' : 'boy', rng.fork('child'), p);
    const child: Character = { ...childC, look: { ...childC.look, hat: 'none' } };
    const childCtx: StageContext = { ...ctx, who: child, feeling: 'wonder' };
    const R2 = R * 0.92;
    const hc1: Point = [-R * 1.25, -R * 6];
    const hc2: Point = [R * 1.4, -R * 5];
    const skin1 = ctx.who.look.skin;
    const skin2 = child.look.skin;
    // The key hangs between them from the old one's fist, the house upright at its top, the
    // shank's tip just over the child's palm held out below like a little dish.
    const u = R * 0.26;
    const K: Point = [R * 0.1, hc2[1] + R * 1.3];
    const brass = mix('#d8a838', p.light, 0.1);
    const key = group(
      houseKey(u, brass, mix('#b8403a', p.accent, 0.3), p.ink),
      at(K[0], K[1], 1, 0),
    );
    const glow: Node = {
      type: 'shape',
      d: circle(K[0], K[1] - u * 0.5, u * 4),
      fill: '#fff0b0',
      tag: 'glow',
      ink: 0,
      opacity: 0.4,
    };
    const W = R * 1.15;
    const B: Point = [K[0] + W * 0.05, K[1] + u * 7.5];
    const sh2: Point = [hc2[0] - R2 * 0.9, hc2[1] + R2 * 1.5];
    const el2: Point = [hc2[0] - R2 * 0.6, B[1] + R * 1.0];
    const wr2: Point = [B[0] + W * 0.42, B[1] + W * 0.1];
    const palm: Node[] = [
      fill(limb(sh2, el2, wr2, R2 * 0.36, R2 * 0.28), darker(child.look.top, 0.06), 'cloth'),
      fill(
        `M${n(B[0] + W / 2)} ${n(B[1])}Q${n(B[0] + W * 0.1)} ${n(B[1] + W * 0.5)} ${n(B[0] - W / 2)} ${n(B[1] - W * 0.02)}Q${n(B[0])} ${n(B[1] + W * 0.12)} ${n(B[0] + W / 2)} ${n(B[1])}Z`,
        skin2,
        'skin',
      ),
    ];
    const fingers: Node[] = [
      fill(
        `M${n(B[0] - W * 0.28)} ${n(B[1] + W * 0.1)}C${n(B[0] - W * 0.38)} ${n(B[1] - W * 0.28)} ${n(B[0] - W * 0.62)} ${n(B[1] - W * 0.3)} ${n(B[0] - W * 0.6)} ${n(B[1] + W * 0.06)}Q${n(B[0] - W * 0.5)} ${n(B[1] + W * 0.22)} ${n(B[0] - W * 0.28)} ${n(B[1] + W * 0.1)}Z`,
        skin2,
        'skin',
      ),
      fill(
        `M${n(B[0] + W * 0.47)} ${n(B[1] + W * 0.1)}q${n(W * 0.1)} ${n(-W * 0.15)} ${n(0)} ${n(-W * 0.28)}q${n(-W * 0.1)} ${n(W * 0.1)} ${n(0)} ${n(W * 0.28)}Z`,
        darker(skin2, 0.12),
        'skin',
      ),
    ];
    // The old one's near arm raised from its +x shoulder, the fist over the roof's peak, the key
    // hanging from it by the chimney's ring.
    const peak: Point = [K[0], K[1] - u * 2.6 * 1.45];
    const sh1: Point = [hc1[0] + R * 1.0, hc1[1] + R * 1.6];
    const el1: Point = [hc1[0] + R * 0.9, hc1[1] + R * 2.9];
    const wr1: Point = [peak[0] - R * 0.12, peak[1] - R * 0.42];
    const ring = stroke(
      `M${n(peak[0])} ${n(peak[1] + u * 0.2)}V${n(wr1[1] + R * 0.2)}`,
      darker(brass, 0.2),
      u * 0.3,
      'metal',
      0,
    );
    const oldArm: Node[] = [
      fill(limb(sh1, el1, wr1, R * 0.38, R * 0.3), darker(ctx.who.look.top, 0.06), 'cloth'),
      ...hand(wr1, [0.25, 1], R * 0.3, 'fist', skin1),
    ];
    const gaze1: Point = [0.6, 0.6];
    const face1 = frontHead(ctx, R, gaze1);
    const head1 = group(face1, at(hc1[0], hc1[1], 1, 0));
    const head2 = group(frontHead(childCtx, R2, [-0.5, 0.7]), at(hc2[0], hc2[1], 1, 0));
    const nodes: Node[] = [
      bust(hc2, R2, child.look.top),
      head2,
      bust(hc1, R, ctx.who.look.top),
      head1,
      ...palm,
      glow,
      ring,
      key,
      ...fingers,
      ...oldArm,
    ];
    // Above the tallest hat.
    const hb = nodeBox(group(face1), identity);
    const top = hc1[1] + Math.min(-R * 1.2, hb?.[1] ?? -R) - R * 0.15;
    const box: [number, number, number, number] = [hc1[0] - R * 1.6, top, hc2[0] + R * 1.55, 0];
    return staged(facingBox(box, facing), [K[0], K[1]], {
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [],
      closeBox: facingBox([hc1[0] - R * 1.6, top, hc2[0] + R * 1.55, B[1] + R * 0.5], facing),
    });
  },
};
