/**
 * A game of chess whose pieces are alive: the player sits at the board, a hand over the next
 * move, while a knight or the queen of the other side leans over the board's edge and whispers in the
 * player's ear, a little hand cupped at its mouth.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The piece that whispers: a knight or a queen (a pawn as tall as a face read as a blob). */
const whisperers = ['knight', 'queen'] as const;

/** A lathe profile (half-widths up the piece, from its base) as one closed outline, `h` tall. */
function lathe(profile: readonly (readonly [number, number])[], h: number): string {
  const u = h / 30;
  const right = profile.map(([w, y]) => `${n(w * u)} ${n(-y * u)}`);
  const left = [...profile].reverse().map(([w, y]) => `${n(-w * u)} ${n(-y * u)}`);
  return `M${right.join('L')}L${left.join('L')}Z`;
}

/** A chess piece standing on (0, 0), `h` tall, as its outline and its head's centre. */
function piece(kind: string, h: number): { d: string; head: Point; headR: number } {
  const u = h / 30;
  const base: (readonly [number, number])[] = [
    [7, 0],
    [7, 2],
    [5, 3.2],
    [4.5, 4],
  ];
  switch (kind) {
    case 'knight':
      // A horse's head in profile over a round base, facing +x.
      return {
        d:
          lathe([...base, [3.5, 8], [3.5, 9]], h) +
          `M${n(-4 * u)} ${n(-9 * u)}C${n(-6 * u)} ${n(-16 * u)} ${n(-5 * u)} ${n(-24 * u)} ${n(-1 * u)} ${n(-28 * u)}L${n(0)} ${n(-31 * u)}L${n(2 * u)} ${n(-27.5 * u)}C${n(6 * u)} ${n(-26 * u)} ${n(9 * u)} ${n(-21 * u)} ${n(9.5 * u)} ${n(-18 * u)}C${n(9 * u)} ${n(-16 * u)} ${n(6 * u)} ${n(-16 * u)} ${n(3 * u)} ${n(-18 * u)}C${n(2 * u)} ${n(-14 * u)} ${n(4 * u)} ${n(-11 * u)} ${n(4 * u)} ${n(-9 * u)}Z`,
        head: [2.5 * u, -23 * u],
        headR: 4 * u,
      };
    case 'queen':
      return {
        d:
          lathe(
            [...base, [3, 9], [2.2, 16], [2.6, 18], [4.5, 19], [2.8, 20], [4.6, 25], [0, 23]],
            h,
          ) +
          `M${n(-4.6 * u)} ${n(-25 * u)}L${n(-2.5 * u)} ${n(-22 * u)}L${n(0)} ${n(-26 * u)}L${n(2.5 * u)} ${n(-22 * u)}L${n(4.6 * u)} ${n(-25 * u)}L${n(3.4 * u)} ${n(-20 * u)}H${n(-3.4 * u)}Z` +
          circle(0, -27.5 * u, 1.8 * u),
        head: [0, -20.5 * u],
        headR: 3.4 * u,
      };
    case 'rook':
      return {
        d: lathe([...base, [3.8, 6], [3.8, 15], [5, 16], [5, 20], [0, 20]], h),
        head: [0, -17.5 * u],
        headR: 3.5 * u,
      };
    case 'king':
      return {
        d:
          lathe([...base, [3, 9], [2.2, 16], [4.2, 18], [2.6, 19], [3.6, 23], [0, 24]], h) +
          rect(-0.8 * u, -29 * u, 1.6 * u, 6 * u) +
          rect(-2.6 * u, -27 * u, 5.2 * u, 1.6 * u),
        head: [0, -20.5 * u],
        headR: 3.2 * u,
      };
    default:
      // A pawn: a ball on a collar over a cone.
      return {
        d: lathe([...base, [2.6, 9], [3.8, 10], [2, 11]], h) + circle(0, -14.5 * u, 4.2 * u),
        head: [0, -14.5 * u],
        headR: 4.2 * u,
      };
  }
}

/** Two little eyes on a piece's head, looking `look` (x, y in -1 … 1). */
function pieceEyes(head: Point, r: number, look: Point, white: Color, ink: Color): Node[] {
  return [-0.42, 0.42].flatMap((dx) => [
    fill(circle(head[0] + dx * r, head[1], r * 0.36), white, 'face', 0),
    fill(
      circle(head[0] + dx * r + look[0] * r * 0.14, head[1] + look[1] * r * 0.14, r * 0.2),
      ink,
      'face',
      0,
    ),
  ]);
}

/**
 * A whispered tip at the chessboard: the player seated at a small table, leaning over a board
 * seen a little from above, fingers on a piece; the pieces watch with little eyes, and the big one
 * at the near edge (of the other colour) leans to the player's face with its hand at its mouth.
 */
export const chessWhisper: Action = {
  id: 'chess-whisper',
  objects: ['chessboard'],
  seconds: () => whisperers,
  feelings: ['mischief', 'surprise', 'wonder', 'calm', 'resolve', 'longing'],
  settings: ['library', 'bedroom', 'attic', 'train', 'kitchen', 'theatre', 'meadow', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp', 'candle', 'window', 'moon', 'sun'],
  family: (_o, s) => `chess-whisper:${s ?? 'knight'}`,
  concepts: [
    'chess',
    'secret',
    'advice',
    'cheating',
    'strategy',
    'betrayal',
    'whisper',
    'game',
    'temptation',
  ],
  say: sayFrom(
    {
      knight: {
        en: 'plays chess while a knight from the other side leans over to whisper the next move',
        ja: 'チェスをしていると、相手のナイトが身を乗り出して、どう指せばいいか耳打ちしてくる',
        ru: 'играет в шахматы, а вражеский конь наклоняется и шепчет, как походить',
        pt: 'joga xadrez enquanto um cavalo do adversário se inclina para lhe soprar a próxima jogada',
        fi: 'pelaa shakkia, ja vastapuolen ratsu kumartuu kuiskaamaan seuraavan siirron',
      },
      queen: {
        en: 'plays chess while the other side’s queen leans over to whisper a secret',
        ja: 'チェスをしていると、相手のクイーンが身を乗り出して秘密を耳打ちしてくる',
        ru: 'играет в шахматы, а вражеский ферзь наклоняется и шепчет тайну',
        pt: 'joga xadrez enquanto a rainha do adversário se inclina para lhe contar um segredo',
        fi: 'pelaa shakkia, ja vastapuolen kuningatar kumartuu kuiskaamaan salaisuuden',
      },
    },
    'knight',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const kind = ctx.second ?? 'knight';
    const H = m.height * s;
    const k = H / 100;
    // Seated in thought, the player's head sets where the whisperer stands: a hand's breadth
    // before the face, on the near end of the table, the board beyond it.
    const chairX = -30 * k;
    const lean = ctx.feeling === 'longing' ? 10 : 4;
    const sit = posed(ctx, {
      ...stance('sit-chair'),
      lean,
      front: { angle: 0, bend: 0 },
      back: { angle: 0, bend: 0 },
    });
    const hipY = sit.skeleton.hip[1] * s;
    const tableY = hipY - 13 * k;
    const headAt: Point = [chairX + sit.skeleton.headCentre[0] * s, sit.skeleton.headCentre[1] * s];
    const faceFront = headAt[0] + sit.headR * s;
    const standX = faceFront + 15 * k;
    // The board, seen a little from above: a front edge, a narrower back edge behind it.
    const bx0 = standX + 9 * k;
    const bx1 = bx0 + 40 * k;
    const depth = 11 * k;
    const inset = 5 * k;
    const edgeAt = (t: number, d: number): Point => [
      bx0 + inset * d + (bx1 - bx0 - 2 * inset * d) * t,
      tableY - depth * d,
    ];
    const wood = p.wood;
    const light = mix('#efe4cc', p.light, 0.2);
    const darkSq = mix('#5a4636', p.wood, 0.4);
    const squares: string[] = [];
    for (let i = 0; i < 8; i++)
      for (let j = 0; j < 8; j++) {
        if ((i + j) % 2 === 0) continue;
        const a = edgeAt(i / 8, j / 8);
        const b = edgeAt((i + 1) / 8, j / 8);
        const c = edgeAt((i + 1) / 8, (j + 1) / 8);
        const d = edgeAt(i / 8, (j + 1) / 8);
        squares.push(
          `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(c[0])} ${n(c[1])}L${n(d[0])} ${n(d[1])}Z`,
        );
      }
    const f0 = edgeAt(0, 0);
    const f1 = edgeAt(1, 0);
    const b1 = edgeAt(1, 1);
    const b0 = edgeAt(0, 1);
    const table: Node[] = [
      stroke(
        `M${n(standX - 4 * k)} 0V${n(tableY)}M${n(bx1)} 0V${n(tableY)}`,
        darker(wood, 0.25),
        3 * k,
        'wood',
      ),
      fill(
        rect(standX - 9 * k, tableY, bx1 - standX + 13 * k, 5 * k, 1 * k),
        darker(wood, 0.1),
        'wood',
      ),
      fill(
        `M${n(standX - 9 * k)} ${n(tableY)}L${n(bx1 + 4 * k)} ${n(tableY)}L${n(bx1 - 1 * k)} ${n(tableY - depth - 1 * k)}L${n(standX - 4 * k)} ${n(tableY - depth - 1 * k)}Z`,
        wood,
        'wood',
      ),
      fill(
        `M${n(f0[0])} ${n(f0[1])}L${n(f1[0])} ${n(f1[1])}L${n(b1[0])} ${n(b1[1])}L${n(b0[0])} ${n(b0[1])}Z`,
        light,
        'wood',
      ),
      fill(squares.join(''), darkSq, 'wood', 0),
    ];
    // The pieces: the player's side in front, the other side behind; all with eyes.
    const pale = mix('#f3ecdc', p.light, 0.15);
    const dark = mix('#2a2530', p.ink, 0.3);
    // The other side is the colour that stands out of the card's light: pale pieces at night.
    const theirs = p.night ? pale : dark;
    const ours = p.night ? dark : pale;
    const pieces: Node[] = [];
    const rows: [number, number, string, Color, number][] = [
      [0.45, 0.85, 'rook', theirs, 15],
      [0.75, 0.85, 'king', theirs, 19],
      [0.55, 0.25, 'pawn', ours, 13],
      [0.85, 0.2, 'queen', ours, 17],
    ];
    for (const [t, d, kindOf, color, h] of rows) {
      const at0 = edgeAt(t, d);
      const pc = piece(kindOf, h * k);
      const look: Point = [-0.9, 0.1];
      pieces.push(
        group(
          [fill(pc.d, color, 'wood'), ...pieceEyes(pc.head, pc.headR, look, '#fffaf0', '#1b1a20')],
          `translate(${n(at0[0])} ${n(at0[1])})`,
        ),
      );
    }
    // The player seated before the board, one hand on a pale pawn, head a little turned.
    const chin: Point = [headAt[0] + sit.headR * s * 0.45, headAt[1] + sit.headR * s * 1.05];
    const fig = posed(ctx, {
      ...stance('sit-chair'),
      lean,
      front: { reach: [(chin[0] - chairX) / s, chin[1] / s], hand: 'fist' },
      back: { angle: 35, bend: 75 },
      turn: 0.3,
      headTilt: ctx.feeling === 'longing' ? 12 : 4,
      gaze: [1, -0.15],
    });
    const actor: Actor = { fig, x: chairX, facing: 1, scale: s };
    const hip = actorPoint(actor, fig.skeleton.hip);
    const headC = actorPoint(actor, fig.skeleton.headCentre);
    const chair: Node[] = [
      stroke(
        `M${n(hip[0] - 12 * k)} 0V${n(hip[1] - 42 * k)}M${n(hip[0] + 8 * k)} 0V${n(hip[1])}`,
        darker(wood, 0.2),
        2.6 * k,
        'wood',
      ),
      fill(rect(hip[0] - 14 * k, hip[1] + 1 * k, 26 * k, 4 * k, 1 * k), wood, 'wood'),
    ];
    // The whisperer: big, of the other colour, on the board's near corner, leaning to the face.
    const base: Point = [standX, tableY - depth * 0.4];
    // As tall as brings its head level with the player's, a pawn too.
    const unit = piece(kind, 30);
    const wh = ((base[1] - headAt[1]) * 30) / -unit.head[1];
    const pc = piece(kind, wh);
    const tilt = -14;
    const armFrom: Point = [pc.head[0] + pc.headR * 0.6, pc.head[1] + pc.headR * 1.4];
    const mouth: Point = [pc.head[0] - pc.headR * 1.05, pc.head[1] + pc.headR * 0.35];
    const whisperer = group(
      [
        fill(pc.d, theirs, 'wood'),
        // A little arm from its side to its mouth, the hand cupped towards the player.
        stroke(
          `M${n(armFrom[0])} ${n(armFrom[1])}Q${n(pc.head[0] - pc.headR * 0.4)} ${n(pc.head[1] + pc.headR * 2.4)} ${n(mouth[0] - pc.headR * 0.2)} ${n(mouth[1] + pc.headR * 0.3)}`,
          theirs,
          1.6 * k,
          'wood',
        ),
        fill(
          circle(mouth[0] - pc.headR * 0.35, mouth[1], pc.headR * 0.42),
          lighter(theirs, 0.15),
          'wood',
        ),
        ...pieceEyes(pc.head, pc.headR, [-1, -0.2], '#fffaf0', '#1b1a20'),
      ],
      `translate(${n(base[0])} ${n(base[1])}) rotate(${n(tilt)})`,
    );
    // Three small arcs between its mouth and the player's face: the whisper.
    const from: Point = [base[0] - 10 * k, base[1] - wh * 0.72];
    const puffs = stroke(
      [0, 1, 2]
        .map(
          (i) =>
            `M${n(from[0] - i * 2.5 * k)} ${n(from[1] - 3 * k - i * 1.2 * k)}q${n(-2 * k)} ${n(3 * k)} 0 ${n(6 * k + i * 2.4 * k)}`,
        )
        .join(''),
      lighter(p.light, 0.3),
      0.9 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      ...chair,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...table,
      ...pieces,
      group(fig.hands, `translate(${n(chairX)} 0) scale(${n(s)})`),
      whisperer,
      puffs,
    ];
    const top = Math.min(headC[1] - fig.headR * s, base[1] - wh) - 6 * k;
    const box: [number, number, number, number] = [hip[0] - 20 * k, top, bx1 + 6 * k, 4];
    const focus: Point = [(headC[0] + base[0]) / 2, headC[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [hip[0] * facing, 26 * k],
        [((bx0 + bx1) / 2) * facing, (bx1 - bx0) * 0.6],
      ],
      glows: [],
      closeBox: facingBox([hip[0] - 14 * k, top, bx1 - 10 * k, tableY + 8 * k], facing),
    });
  },
};
