/**
 * Two cacti in love, one in a hat and one with a flower and a scarf, lean towards each other over
 * the sand and reach out their arms, shy faces turned to each other; for all their longing they
 * cannot embrace. Between them the character stands on tiptoe and ties their arms' tips together
 * with a red thread, its bow in both hands: a matchmaker, the red thread of fate, love that
 * pricks.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { face } from '../../kit/face.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const threadRed = '#d42a3a';
const hatColors = ['#c89a4a', '#3a3a48', '#8a4a2a'] as const;
const scarfColors = ['#e8c040', '#5a8ad0', '#e07a30', '#9a5ab0'] as const;
const bloomColors = ['#f070a8', '#f4d040', '#f26a4a'] as const;

/** Where a point of a cactus leaning by `tilt` degrees about its foot at (x, 0) comes to lie. */
function leanAbout(x: number, tilt: number, p: Point): Point {
  const a = (tilt * Math.PI) / 180;
  const dx = p[0] - x;
  return [x + dx * Math.cos(a) - p[1] * Math.sin(a), dx * Math.sin(a) + p[1] * Math.cos(a)];
}

interface CactusSpec {
  /** The foot's centre. */
  readonly x: number;
  /** +1: it stands on the left and its arm reaches right; -1 the other way. */
  readonly side: 1 | -1;
  readonly height: number;
  readonly width: number;
  /** Degrees clockwise: leaning towards the other. */
  readonly tilt: number;
  /** The tip of the reaching arm (world), which the thread ties. */
  readonly tip: Point;
  readonly green: Color;
  readonly ink: Color;
}

/**
 * One saguaro with a face: a rounded column, a short arm raised on its far side and a long one
 * reaching out to the other across the gap; ribs, spines along its outline, and a shy face high
 * on the trunk turned to its love. Returns the nodes and the face's centre.
 */
function cactus(c: CactusSpec, k: number): { nodes: Node[]; faceAt: Point; top: Point } {
  const { x, side, height: h, width: w, tilt, green } = c;
  const L = (p: Point): Point => leanAbout(x, tilt, p);
  const P = (p: Point): string => `${n(L(p)[0])} ${n(L(p)[1])}`;
  const hw = w / 2;
  // The trunk, upright in its own frame, leaned as a whole.
  const trunk = `M${P([x - hw, 0])}L${P([x - hw, -h + hw])}Q${P([x - hw, -h - hw * 0.2])} ${P([x, -h - hw * 0.2])}Q${P([x + hw, -h - hw * 0.2])} ${P([x + hw, -h + hw])}L${P([x + hw, 0])}Z`;
  // The far arm: out and up on the side away from the other, smaller.
  const fy = -h * 0.42;
  const fo = -side * (hw + 6 * k);
  const aw = w * 0.4;
  const farArm = `M${P([x - side * hw * 0.5, fy + aw])}L${P([x + fo, fy + aw])}Q${P([x + fo - side * aw, fy + aw])} ${P([x + fo - side * aw, fy])}L${P([x + fo - side * aw, fy - 26 * k])}Q${P([x + fo - side * aw * 0.5, fy - 26 * k - aw * 0.6])} ${P([x + fo, fy - 26 * k])}L${P([x + fo, fy])}L${P([x - side * hw * 0.5, fy])}Z`;
  // The reaching arm: from the trunk's side across the gap and a little up, its tip at `tip`.
  const base: Point = L([x + side * hw * 0.4, -h * 0.44]);
  const tip = c.tip;
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * aw * 0.5;
  const ny = (dx / len) * aw * 0.5;
  // An elbow: inwards first, then up to the tip.
  const mid: Point = [tip[0] - side * 6 * k, base[1] + 2 * k];
  const reach = `M${n(base[0] + nx)} ${n(base[1] + ny)}Q${n(mid[0] + nx)} ${n(mid[1] + ny)} ${n(tip[0] + nx)} ${n(tip[1] + ny)}Q${n(tip[0] + side * aw * 0.6)} ${n(tip[1])} ${n(tip[0] - nx)} ${n(tip[1] - ny)}Q${n(mid[0] - nx)} ${n(mid[1] - ny)} ${n(base[0] - nx)} ${n(base[1] - ny)}Z`;
  const nodes: Node[] = [
    fill(farArm, darker(green, 0.06), 'plant'),
    fill(reach, green, 'plant'),
    fill(trunk, green, 'plant'),
  ];
  // Ribs down the trunk.
  const ribs: string[] = [];
  for (const f of [-0.45, 0, 0.45]) {
    ribs.push(`M${P([x + f * hw, -6 * k])}L${P([x + f * hw, -h + hw * (1 - Math.abs(f))])}`);
  }
  nodes.push(stroke(ribs.join(''), darker(green, 0.25), 0.9 * k, 'detail', 0));
  // Spines: little ticks all along both sides of the trunk.
  const spines: string[] = [];
  for (let y = -10 * k; y > -h + hw; y -= 9 * k) {
    for (const sgn of [-1, 1]) {
      const a = L([x + sgn * hw, y]);
      const b = L([x + sgn * (hw + 3.2 * k), y - 1.6 * k]);
      spines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
  }
  for (let t = 0.15; t < 0.95; t += 0.2) {
    const u = 1 - t;
    const q: Point = [
      u * u * base[0] + 2 * u * t * mid[0] + t * t * tip[0],
      u * u * base[1] + 2 * u * t * mid[1] + t * t * tip[1],
    ];
    spines.push(`M${n(q[0] + nx)} ${n(q[1] + ny)}l${n(nx * 0.5)} ${n(ny * 0.5 - 1.5 * k)}`);
    spines.push(`M${n(q[0] - nx)} ${n(q[1] - ny)}l${n(-nx * 0.5)} ${n(-ny * 0.5 + 1.5 * k)}`);
  }
  nodes.push(stroke(spines.join(''), lighter(green, 0.55), 0.7 * k, 'detail', 0));
  return { nodes, faceAt: L([x + side * hw * 0.12, -h + hw * 1.6]), top: L([x, -h - hw * 0.2]) };
}

/**
 * Facing +x: the character between the two cacti, turned a little to the right one, both hands
 * up at the bow that ties the arms' tips over its head.
 */
export const cactusThread: Action = {
  id: 'cactus-thread',
  objects: ['cactus'],
  // People and the animals that stand up to reach: a mouse or a frog cannot reach the tips.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'cat'],
  feelings: ['longing', 'mischief', 'calm', 'resolve'],
  settings: ['desert'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  // Two cacti in love are the dream; a twist beside them would crowd the gap.
  untwisted: true,
  // The red thread and the faces are the story: a silhouette loses both.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'cactus-thread',
  concepts: [
    'matchmaker',
    'spool',
    'knot',
    'cacti',
    'spines',
    'couple',
    'shyness',
    'reaching',
    'bow',
    'desert',
  ],
  say: sayFrom(
    {
      cactus: {
        en: 'ties a red thread between two cacti in love who cannot embrace',
        ja: '抱き合えずにいる恋するサボテンふたりを、赤い糸で結んであげる',
        ru: 'связывает красной нитью два влюблённых кактуса, которым никак не обняться',
        pt: 'ata com um fio vermelho dois catos apaixonados que não se podem abraçar',
        fi: 'sitoo punaisella langalla yhteen kaksi rakastunutta kaktusta, jotka eivät voi halata',
      },
    },
    'cactus',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The cacti are drawn to the grown-up's measure whoever ties them; their arms meet high over
    // the character's head, where the thread's bow ties their tips.
    const k = H / 100;
    const gap = 44 * k;
    const hCactus = 150 * k;
    const bow: Point = [0, -hCactus * 0.8];
    const green = mix('#4f8a3e', p.ground, 0.12);
    const tips: [Point, Point] = [
      [bow[0] - 6 * k, bow[1] + 1 * k],
      [bow[0] + 6 * k, bow[1] + 1 * k],
    ];
    const left = cactus(
      {
        x: -gap,
        side: 1,
        height: hCactus,
        width: 28 * k,
        tilt: 5,
        tip: tips[0],
        green,
        ink: p.ink,
      },
      k,
    );
    const right = cactus(
      {
        x: gap,
        side: -1,
        height: hCactus * 0.93,
        width: 27 * k,
        tilt: -5,
        tip: tips[1],
        green: mix(green, '#6a9a3a', 0.3),
        ink: p.ink,
      },
      k,
    );
    // Shy faces turned to each other, cheeks flushed.
    const faces: Node[] = [];
    for (const [c, turn] of [
      [left, 0.45],
      [right, -0.45],
    ] as const) {
      faces.push(
        group(
          face('longing', {
            r: 15 * k,
            turn,
            eyeSize: 1.5,
            gaze: [turn > 0 ? 0.9 : -0.9, 0.1],
            ink: p.ink,
            skin: green,
            cheek: '#f08a8a',
          }),
          at(c.faceAt[0], c.faceAt[1]),
        ),
      );
    }
    // A hat on the left one, a flower and a scarf on the right one.
    const hat = rng.pick(hatColors);
    const lt = left.top;
    const dress: Node[] = [
      fill(
        `M${n(lt[0] - 19 * k)} ${n(lt[1] + 5 * k)}Q${n(lt[0])} ${n(lt[1] + 1 * k)} ${n(lt[0] + 19 * k)} ${n(lt[1] + 2 * k)}Q${n(lt[0] + 2 * k)} ${n(lt[1] + 8 * k)} ${n(lt[0] - 19 * k)} ${n(lt[1] + 5 * k)}Z`,
        hat,
        'cloth',
      ),
      fill(
        `M${n(lt[0] - 10 * k)} ${n(lt[1] + 4 * k)}L${n(lt[0] - 8 * k)} ${n(lt[1] - 9 * k)}Q${n(lt[0] + 1 * k)} ${n(lt[1] - 12 * k)} ${n(lt[0] + 9 * k)} ${n(lt[1] - 8 * k)}L${n(lt[0] + 10 * k)} ${n(lt[1] + 3 * k)}Z`,
        hat,
        'cloth',
      ),
      fill(
        `M${n(lt[0] - 9.5 * k)} ${n(lt[1] + 1 * k)}L${n(lt[0] + 9.8 * k)} ${n(lt[1])}L${n(lt[0] + 9.6 * k)} ${n(lt[1] - 3 * k)}L${n(lt[0] - 9.2 * k)} ${n(lt[1] - 2 * k)}Z`,
        darker(hat, 0.45),
        'cloth',
        0,
      ),
    ];
    const rt = right.top;
    const bloom = rng.pick(bloomColors);
    const petals: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      petals.push(
        circle(rt[0] + Math.cos(a) * 4.5 * k, rt[1] - 3 * k + Math.sin(a) * 3.2 * k, 3.4 * k),
      );
    }
    dress.push(
      fill(petals.join(''), bloom, 'plant'),
      fill(circle(rt[0], rt[1] - 3 * k, 2.4 * k), '#f8e070', 'detail', 0),
    );
    // The scarf round the right one under its face, one end fluttering.
    const sc = rng.pick(scarfColors);
    const rf = right.faceAt;
    const sy = rf[1] + 16 * k;
    const sx = rf[0] + 1 * k;
    dress.push(
      fill(
        `M${n(sx - 14 * k)} ${n(sy - 3 * k)}Q${n(sx)} ${n(sy + 2 * k)} ${n(sx + 14 * k)} ${n(sy - 4 * k)}L${n(sx + 14.5 * k)} ${n(sy + 3 * k)}Q${n(sx)} ${n(sy + 9 * k)} ${n(sx - 14.5 * k)} ${n(sy + 4 * k)}Z`,
        sc,
        'cloth',
      ),
      fill(
        `M${n(sx + 6 * k)} ${n(sy + 3 * k)}Q${n(sx + 14 * k)} ${n(sy + 16 * k)} ${n(sx + 24 * k)} ${n(sy + 18 * k)}L${n(sx + 21 * k)} ${n(sy + 24 * k)}Q${n(sx + 9 * k)} ${n(sy + 18 * k)} ${n(sx + 1 * k)} ${n(sy + 6 * k)}Z`,
        darker(sc, 0.08),
        'cloth',
      ),
    );
    // The red thread: wound round each tip, running to the bow, its loops and tails.
    const thread: Node[] = [];
    for (const t of tips) {
      thread.push(
        stroke(
          `M${n(t[0] - 1.5 * k)} ${n(t[1] - 3.5 * k)}L${n(t[0] + 1.5 * k)} ${n(t[1] + 3.5 * k)}M${n(t[0] + 1.5 * k)} ${n(t[1] - 3.5 * k)}L${n(t[0] - 1.5 * k)} ${n(t[1] + 3.5 * k)}`,
          threadRed,
          1.3 * k,
          'cloth',
          0,
        ),
      );
    }
    thread.push(
      stroke(
        `M${n(tips[0][0])} ${n(tips[0][1])}Q${n(bow[0] - 3 * k)} ${n(bow[1] + 3 * k)} ${n(bow[0])} ${n(bow[1] + 1 * k)}Q${n(bow[0] + 3 * k)} ${n(bow[1] + 3 * k)} ${n(tips[1][0])} ${n(tips[1][1])}`,
        threadRed,
        1.4 * k,
        'cloth',
        0,
      ),
      fill(
        `M${n(bow[0])} ${n(bow[1] + 1 * k)}Q${n(bow[0] - 8 * k)} ${n(bow[1] - 9 * k)} ${n(bow[0] - 8 * k)} ${n(bow[1] + 1 * k)}Q${n(bow[0] - 6 * k)} ${n(bow[1] + 6 * k)} ${n(bow[0])} ${n(bow[1] + 1 * k)}ZM${n(bow[0])} ${n(bow[1] + 1 * k)}Q${n(bow[0] + 8 * k)} ${n(bow[1] - 9 * k)} ${n(bow[0] + 8 * k)} ${n(bow[1] + 1 * k)}Q${n(bow[0] + 6 * k)} ${n(bow[1] + 6 * k)} ${n(bow[0])} ${n(bow[1] + 1 * k)}Z`,
        threadRed,
        'cloth',
      ),
      stroke(
        `M${n(bow[0] - 1 * k)} ${n(bow[1] + 2 * k)}q${n(-3 * k)} ${n(7 * k)} ${n(-5 * k)} ${n(12 * k)}M${n(bow[0] + 1 * k)} ${n(bow[1] + 2 * k)}q${n(2 * k)} ${n(6 * k)} ${n(5 * k)} ${n(11 * k)}`,
        threadRed,
        1.3 * k,
        'cloth',
        0,
      ),
      fill(circle(bow[0], bow[1] + 1 * k, 1.8 * k), darker(threadRed, 0.2), 'cloth', 0),
    );
    // The character a step aside, before the right one's foot, the spool of red thread in both
    // hands at the chest, the thread running up from it to the bow; head back, looking up at
    // what it tied (the gap and the bow left clear).
    const ax = 16 * k;
    const where = { x: ax, facing: -1 as const, scale: s };
    const spool: Point = [ax - 14 * s, (m.shoulder + 12) * s];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: { reach: toActor(where, [spool[0] + 1 * s, spool[1]]), hand: 'fist' },
      back: { reach: toActor(where, [spool[0] - 1 * s, spool[1] + 1 * s]), hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      headTilt: -20,
      gaze: [0.4, -0.9],
    });
    const actor: Actor = { fig, x: ax, facing: -1, scale: s };
    const sw = 4 * s;
    const spoolNodes: Node[] = [
      stroke(
        `M${n(spool[0])} ${n(spool[1] - sw)}Q${n(spool[0] + 8 * k)} ${n((spool[1] + bow[1]) / 2)} ${n(bow[0])} ${n(bow[1] + 2 * k)}`,
        threadRed,
        1.1 * k,
        'cloth',
        0,
      ),
      fill(
        `M${n(spool[0] - sw)} ${n(spool[1] - sw * 1.2)}H${n(spool[0] + sw)}V${n(spool[1] + sw * 1.2)}H${n(spool[0] - sw)}Z`,
        '#c89a5a',
        'wood',
      ),
      fill(
        `M${n(spool[0] - sw * 0.8)} ${n(spool[1] - sw * 0.9)}H${n(spool[0] + sw * 0.8)}V${n(spool[1] + sw * 0.9)}H${n(spool[0] - sw * 0.8)}Z`,
        threadRed,
        'cloth',
      ),
    ];
    const top = Math.min(lt[1] - 14 * k, rt[1] - 10 * k);
    const box: [number, number, number, number] = [-gap - 32 * k, top, gap + 32 * k, 4];
    return staged(facingBox(box, facing), mx([0, bow[1] + 20 * k], facing), {
      actors: mirror(
        [
          ...left.nodes,
          ...right.nodes,
          ...faces,
          ...dress,
          ...thread,
          actorNodes(actor),
          ...spoolNodes,
        ],
        facing,
      ),
      contacts: [
        [ax * facing, 16 * k],
        [-gap * facing, 28 * k],
        [gap * facing, 28 * k],
      ],
    });
  },
};
