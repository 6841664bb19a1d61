/**
 * A serenade for a small listener: a character plays the flute to a snail (a mushroom, an egg),
 * notes drifting over to it, and the little one weeps big tears, moved. A player reads the two
 * faces across the gap and the music between them.
 */
import { ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The listener drawn with its bottom at (0, 0), how big, and where its eyes are (its units). */
function listener(
  object: NounId,
  p: Palette,
): { nodes: Node[]; k: number; eyes: readonly Point[]; mouth: Point | null } {
  switch (object) {
    case 'mushroom': {
      const m = C.mushroom('#c8282e');
      return {
        nodes: [group(m.nodes, 'translate(0 -12)')],
        k: 2.4,
        eyes: [
          [-2.2, -9.5],
          [2.2, -9.5],
        ],
        mouth: [0, -6.5],
      };
    }
    case 'egg':
      return {
        nodes: P.egg(lighter(p.paper, 0.2), 20).nodes,
        k: 2.4,
        eyes: [
          [-4, -10],
          [4, -10],
        ],
        mouth: [0, -6],
      };
    default:
      // The snail's own eyes are on its stalks: its tears fall from there.
      return {
        nodes: [group(C.snail('#c98a4a', '#b8b49a', p.ink).nodes, 'translate(0 -9)')],
        k: 2.6,
        eyes: [
          [11, -21.4],
          [16, -21.4],
        ],
        mouth: null,
      };
  }
}

/** A quaver: its head at (x, y), its stem up and a flag, in the ink's colour. */
export function note(x: number, y: number, r: number, ink: string, tilt: number): Node {
  return group(
    [
      fill(ellipse(0, 0, r * 1.25, r, -20), ink, 'detail', 0),
      stroke(
        `M${n(r * 1.1)} 0V${n(-r * 4.2)}q${n(r * 1.6)} ${n(r)} ${n(r * 1.4)} ${n(r * 2.6)}`,
        ink,
        r * 0.45,
        'detail',
        0,
      ),
    ],
    `translate(${n(x)} ${n(y)}) rotate(${n(tilt)})`,
  );
}

/** A brass flute from just behind the lips to its far end (in the player's own units). */
export function fluteFrom(lips: Point, end: Point): Node[] {
  const metal = '#c9b27a';
  const line = `M${n(lips[0] - 2)} ${n(lips[1])}L${n(end[0])} ${n(end[1])}`;
  return [stroke(line, darker(metal, 0.2), 3.6, 'metal'), stroke(line, metal, 2.2, 'metal', 0)];
}

/**
 * Playing the flute to a snail (a mushroom, an egg), the notes drifting over to it, the little
 * listener weeping big tears.
 */
export const serenade: Action = {
  id: 'serenade',
  objects: ['snail', 'mushroom', 'egg'],
  // A mouse beside its audience is too small to read on a phone.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['calm', 'joy', 'longing', 'wonder', 'mischief'],
  settings: ['meadow', 'shore', 'rooftop', 'snowfield', 'desert', 'clouds', 'attic', 'theatre'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  lights: ['sun', 'moon', 'lamp', 'sky'],
  family: (o) => `serenade:${o}`,
  concepts: [
    'music',
    'flute',
    'serenade',
    'audience of one',
    'tears',
    'being moved',
    'tenderness',
    'performance',
  ],
  say: sayFrom(
    {
      snail: {
        en: 'plays the flute to a snail, and the snail weeps big tears, moved by the music',
        ja: 'カタツムリにフルートを吹いてあげている。カタツムリは音楽に感動して、大粒の涙を流している',
        ru: 'играет на флейте для улитки, и улитка плачет крупными слезами, растроганная музыкой',
        pt: 'toca flauta para um caracol, e o caracol chora lágrimas grossas, comovido com a música',
        fi: 'soittaa huilua etanalle, ja etana itkee isoja kyyneliä musiikin liikuttamana',
      },
      mushroom: {
        en: 'plays the flute to a mushroom, and the mushroom weeps big tears, moved by the music',
        ja: 'キノコにフルートを吹いてあげている。キノコは音楽に感動して、大粒の涙を流している',
        ru: 'играет на флейте для гриба, и гриб плачет крупными слезами, растроганный музыкой',
        pt: 'toca flauta para um cogumelo, e o cogumelo chora lágrimas grossas, comovido com a música',
        fi: 'soittaa huilua sienelle, ja sieni itkee isoja kyyneliä musiikin liikuttamana',
      },
      egg: {
        en: 'plays the flute to an egg, and the egg weeps big tears, moved by the music',
        ja: 'タマゴにフルートを吹いてあげている。タマゴは音楽に感動して、大粒の涙を流している',
        ru: 'играет на флейте для яйца, и яйцо плачет крупными слезами, растроганное музыкой',
        pt: 'toca flauta para um ovo, e o ovo chora lágrimas grossas, comovido com a música',
        fi: 'soittaa huilua munalle, ja muna itkee isoja kyyneliä musiikin liikuttamana',
      },
    },
    'snail',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    // The player in profile, the flute level from the lips forward, both hands on it.
    const head = m.head;
    const r = m.headR;
    const lips: Point = [head[0] + r * 0.85, head[1] + r * 0.42];
    const len = 24 + r * 0.5;
    const end: Point = [lips[0] + len, lips[1] + len * 0.22];
    const along = (t: number): Point => [
      lips[0] + (end[0] - lips[0]) * t,
      lips[1] + (end[1] - lips[1]) * t + 3,
    ];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 4,
      front: { reach: along(0.78), hand: 'fist' },
      back: { reach: along(0.42), hand: 'fist' },
      backArmOver: true,
      turn: 0.75,
      headTilt: ctx.feeling === 'longing' ? 10 : -4,
      gaze: [1, 0.3],
    });
    const flute = fluteFrom(lips, end);
    const player: Actor = { fig, held: flute, x: -34 * s, facing: 1, scale: s };
    // The listener on the ground across the gap, facing the music.
    const L = listener(ctx.object, p);
    // Sized to the player, so a frog's audience is as big beside it as a grown-up's.
    const u = (m.height * s) / 100;
    const k = L.k * 0.8 * u;
    // Across a gap from the flute's end: near enough for the notes, never touching the player.
    const fluteEnd: Point = [player.x + end[0] * s, end[1] * s];
    const own = nodeBox(group(L.nodes, `scale(${n(-k)} ${n(k)})`), identity) ?? [-30, -40, 30, 0];
    const lx = fluteEnd[0] + 5 * u - own[0];
    const body = group(L.nodes, `translate(${n(lx)} 0) scale(${n(-k)} ${n(k)})`);
    const at = (q: Point): Point => [lx - q[0] * k, q[1] * k];
    const face: Node[] = [];
    const eyes = L.eyes.map(at);
    if (L.mouth !== null) {
      // Eyes shut tight with feeling, a small wobbly mouth.
      const lid = eyes.map(([x, y]) => `M${n(x - 2.6)} ${n(y)}q2.6 2.4 5.2 0`).join('');
      face.push(stroke(lid, p.ink, 1.3, 'face', 0));
      const [mx0, my0] = at(L.mouth);
      face.push(stroke(`M${n(mx0 - 3)} ${n(my0 + 1)}q1.5 -2 3 0t3 0`, p.ink, 1.1, 'face', 0));
    }
    // Big tears running from both eyes, one just falling.
    const tear = (x: number, y: number, big: number): Node =>
      fill(
        `M${n(x)} ${n(y - big * 1.6)}C${n(x + big)} ${n(y - big * 0.2)} ${n(x + big)} ${n(y + big)} ${n(x)} ${n(y + big)}C${n(x - big)} ${n(y + big)} ${n(x - big)} ${n(y - big * 0.2)} ${n(x)} ${n(y - big * 1.6)}Z`,
        '#8fd0f4',
        'glow',
        0,
      );
    for (const [i, [x, y]] of eyes.entries()) {
      const side = i === 0 ? 1 : -1;
      const big = L.mouth === null ? 3.4 : 2.6;
      face.push(tear(x + side * 3, y + 6, big));
      face.push(tear(x + side * 6, y + 16, big * 0.8));
    }
    // The notes drift in an arc from the flute's end over to the listener.
    const top = Math.min(...eyes.map((e) => e[1]));
    const notes: Node[] = [];
    for (let i = 0; i < 4; i++) {
      const t = (i + 0.6) / 4.4;
      const x = fluteEnd[0] + (lx - 6 - fluteEnd[0]) * t;
      const y = fluteEnd[1] + (top - 14 - fluteEnd[1]) * t - Math.sin(Math.PI * t) * 22;
      notes.push(note(x, y, 2.6 + (i % 2) * 0.6, p.ink, i % 2 === 0 ? -12 : 10));
    }
    const nodes: Node[] = [actorNodes(player), body, ...face, ...notes];
    const drawn = nodeBox(group(nodes), identity) ?? [-60, -100, 70, 0];
    const box: [number, number, number, number] = [drawn[0] - 4, drawn[1] - 6, drawn[2] + 4, 4];
    const mid: Point = [(fluteEnd[0] + lx) / 2, (fluteEnd[1] + top) / 2];
    const facingBoxed = facingBox(box, facing);
    return staged(facingBoxed, mx(mid, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [player.x * facing, 22 * s],
        [lx * facing, 18 * k],
      ],
      glows: [],
      closeBox: facingBoxed,
    });
  },
};
