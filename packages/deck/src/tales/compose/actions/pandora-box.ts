/**
 * Pandora's box: kneeling in the dark, someone has lifted the lid of the box they were told never
 * to open, and out whirl the troubles of the world — a spiral of black moth-winged shapes — while
 * in the bottom of the box one small light with wings stays behind: hope. Curiosity, a mistake
 * that cannot be undone, and what is left after it.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** One trouble: a black moth-winged shape `r` across at `at`, turned `deg`, two small red eyes. */
function trouble(at: Point, r: number, deg: number, ink: string): Node {
  return group(
    [
      fill(
        `M0 0C${n(-r * 0.4)} ${n(-r * 0.9)} ${n(-r * 1.1)} ${n(-r * 0.7)} ${n(-r)} ${n(-r * 0.1)}C${n(-r * 0.9)} ${n(r * 0.3)} ${n(-r * 0.4)} ${n(r * 0.4)} 0 ${n(r * 0.1)}` +
          `C${n(r * 0.4)} ${n(r * 0.4)} ${n(r * 0.9)} ${n(r * 0.3)} ${n(r)} ${n(-r * 0.1)}C${n(r * 1.1)} ${n(-r * 0.7)} ${n(r * 0.4)} ${n(-r * 0.9)} 0 0Z`,
        mix('#231a2a', ink, 0.3),
        'detail',
      ),
      fill(ellipse(0, 0, r * 0.16, r * 0.34), '#140e18', 'detail', 0),
      fill(
        circle(-r * 0.07, -r * 0.14, r * 0.05) + circle(r * 0.07, -r * 0.14, r * 0.05),
        '#e04848',
        'glow',
        0,
      ),
    ],
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(deg)})`,
  );
}

/** The box, open: its front, the dark inside seen over the rim, the lid thrown back. */
function box(at: Point, w: number, h: number, wood: string): { back: Node[]; front: Node[] } {
  const [x, y] = at;
  const trim = '#c8a04a';
  const inside = '#120c14';
  return {
    back: [
      // The lid, thrown back and up behind the box.
      fill(
        poly([
          [x - w / 2, y - h],
          [x + w / 2, y - h],
          [x + w / 2 + w * 0.08, y - h - h * 0.9],
          [x - w / 2 - w * 0.08, y - h - h * 0.9],
        ]),
        darker(wood, 0.15),
        'wood',
      ),
      stroke(
        `M${n(x - w / 2 - w * 0.04)} ${n(y - h - h * 0.45)}H${n(x + w / 2 + w * 0.04)}`,
        trim,
        h * 0.06,
        'metal',
      ),
      fill(rect(x - w / 2, y - h - h * 0.16, w, h * 0.16), inside, 'detail'),
    ],
    front: [
      fill(rect(x - w / 2, y - h, w, h, h * 0.05), wood, 'wood'),
      stroke(
        `M${n(x - w / 2)} ${n(y - h * 0.72)}H${n(x + w / 2)}M${n(x - w / 2)} ${n(y - h * 0.18)}H${n(x + w / 2)}`,
        trim,
        h * 0.06,
        'metal',
      ),
      fill(rect(x - h * 0.1, y - h * 0.86, h * 0.2, h * 0.26, h * 0.04), trim, 'metal'),
      // Carved marks on its front: it was precious, and locked.
      stroke(
        `M${n(x - w * 0.32)} ${n(y - h * 0.45)}q${n(w * 0.08)} ${n(-h * 0.15)} ${n(w * 0.16)} 0M${n(x + w * 0.16)} ${n(y - h * 0.45)}q${n(w * 0.08)} ${n(-h * 0.15)} ${n(w * 0.16)} 0`,
        lighter(wood, 0.25),
        h * 0.04,
        'detail',
        0,
      ),
    ],
  };
}

/** Lifting the lid of a forbidden box as the troubles of the world whirl out, hope left inside. */
export const pandoraBox: Action = {
  id: 'pandora-box',
  objects: ['casket'],
  who: ['woman', 'girl'],
  feelings: ['fear', 'surprise', 'grief', 'longing'],
  settings: ['attic'],
  framings: ['near', 'low'],
  fixedFramings: true,
  // The myth in one picture is the dream; a twist beside it would crowd the whirl.
  untwisted: true,
  // The sentence says where it ends: "… hope left inside in an attic" hung the attic on hope.
  ownPlace: true,
  // A silhouette blacks the troubles into the dark; the woodcut reads as another game's doodle.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['glow', 'candle'],
  family: () => 'pandora-box',
  concepts: [
    'Pandora',
    'curiosity',
    'temptation',
    'troubles',
    'hope',
    'myth',
    'a mistake',
    'consequences',
    'a secret',
    'regret',
  ],
  say: sayFrom(
    {
      casket: {
        en: 'lifts the lid of a forbidden box, and out fly all the troubles of the world, only a small light of hope left inside',
        ja: '禁じられた箱のふたを開けると、世界じゅうの災いが飛び出していく。中には小さな希望の光だけが残っている',
        ru: 'приподнимает крышку запретного ящика, и оттуда вылетают все беды мира, а на дне остаётся лишь маленький огонёк надежды',
        pt: 'levanta a tampa de uma caixa proibida, e saem a voar todos os males do mundo; lá dentro fica só uma pequena luz de esperança',
        fi: 'nostaa kielletyn lippaan kantta, ja kaikki maailman murheet lentävät ulos; pohjalle jää vain pieni toivon valo',
      },
    },
    'casket',
  ),
  stage(ctx) {
    const { rng, p, facing: side, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const H = m.height * s;
    const k = H / 100;
    // The box on the floor ahead of her, her hands just let go of the lid.
    const bw = 34 * k;
    const bh = 22 * k;
    const bx = 34 * k;
    const wood = mix('#6a3a22', p.wood, 0.4);
    const chest = box([bx, 0], bw, bh, wood);
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: ctx.feeling === 'fear' ? -8 : 2,
      // Hands flung up and back from the lid.
      front: { angle: 110, bend: 40, hand: 'open' },
      back: { angle: 70, bend: 50, hand: 'open' },
      turn: 0.6,
      headTilt: -12,
      gaze: [0.4, -1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The troubles whirling up out of the box in a widening spiral towards the top of the card,
    // drifting away from her: one in front of her face read as an eye patch.
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const clear = fig.headR * s * 2.2;
    const flock: Node[] = [];
    const mouth: Point = [bx, -bh - 4 * k];
    // Two just out, rising off the rim on the far side, tie the whirl to the box.
    for (const [dx, dy, r] of [
      [10, -8, 6],
      [16, -20, 7],
    ] as const)
      flock.push(trouble([mouth[0] + dx * k, mouth[1] + dy * k], r * k, rng.range(-30, 30), p.ink));
    for (let i = 0; i < 11 && flock.length < 11; i++) {
      const t = i / 10;
      const a = t * Math.PI * 2.4 + 0.6;
      const radius = (8 + 40 * t) * k;
      const at: Point = [
        mouth[0] + 10 * k * t + Math.cos(a) * radius,
        mouth[1] - (16 + 120 * t) * k + Math.sin(a) * radius * 0.25,
      ];
      const r = (9 + 7 * t) * k;
      if (Math.hypot(at[0] - head[0], at[1] - head[1]) < clear + r) continue;
      flock.push(trouble(at, r, rng.range(-30, 30), p.ink));
    }
    // Hope, left in the box: a small light with wings, just over the dark inside.
    const hopeAt: Point = [bx, -bh - 2 * k];
    const hope: Node[] = [
      fill(ellipse(hopeAt[0] - 4 * k, hopeAt[1] - 3 * k, 4 * k, 2.2 * k), '#fff6d8', 'glow', 0),
      fill(ellipse(hopeAt[0] + 4 * k, hopeAt[1] - 3 * k, 4 * k, 2.2 * k), '#fff6d8', 'glow', 0),
      fill(circle(hopeAt[0], hopeAt[1] - 2 * k, 2.6 * k), '#ffe890', 'glow', 0),
    ];
    // The dark room: a warm wash only where hope's light reaches.
    const wall: Node[] = [
      fill(rect(-400 * k, -600 * k, 800 * k, 800 * k), mix('#1a1424', p.wall, 0.2), 'wall'),
    ];
    const nodes: Node[] = [...chest.back, ...hope, ...chest.front, actorNodes(actor), ...flock];
    const top = mouth[1] - 150 * k;
    const frame: [number, number, number, number] = [-26 * k, top, bx + 60 * k, 4];
    return staged(facingBox(frame, facing), mx([bx, mouth[1] - 50 * k], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [
        [0, 22 * k],
        [bx * facing, bw],
      ],
      glows: [{ at: mx(hopeAt, facing), r: 40 * k, color: '#ffe6a0' }],
      light: { at: mx(hopeAt, facing), kind: 'glow', reach: 140 * k },
      closeBox: facingBox([-22 * k, top, bx + 56 * k, 4], facing),
    });
  },
};
