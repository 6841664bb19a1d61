/**
 * Hide and seek with a lighthouse, at night on the shore: the lighthouse is "it". Its lamp room
 * has two lit round windows for eyes, turned down the beach, and its beam sweeps the sand a step
 * short of the rock the character crouches behind, peeking over it, a finger to its lips or
 * clinging on. The one looking for you can see for miles.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, shape, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const LAMP = '#fff1b8';

/**
 * A striped lighthouse standing on (x, 0), `h` tall to its roof's tip, its lamp room's two round
 * windows eyes whose pupils look towards `look` (world); returns the lamp's centre.
 */
function lighthouse(x: number, h: number, look: Point, p: Palette): { nodes: Node[]; lamp: Point } {
  const w0 = h * 0.3;
  const w1 = h * 0.19;
  const top = -h * 0.74;
  const white = mix('#f2ece2', p.shade, 0.2);
  const red = mix('#c8403a', p.shade, 0.15);
  const iron = '#2f2f3a';
  const across = (t: number): number => (w0 + (w1 - w0) * t) / 2;
  const band = (t0: number, t1: number): string =>
    poly([
      [x - across(t0), top * t0],
      [x - across(t1), top * t1],
      [x + across(t1), top * t1],
      [x + across(t0), top * t0],
    ]);
  const roomH = h * 0.14;
  const roomY = top - roomH;
  const lamp: Point = [x, roomY + roomH / 2];
  const nodes: Node[] = [
    fill(band(0, 1), white, 'wall'),
    fill(band(0.16, 0.32), red, 'wall', 0),
    fill(band(0.5, 0.66), red, 'wall', 0),
    // The gallery, the lamp room glowing, its roof.
    fill(rect(x - w1 * 0.72, top - 1.2, w1 * 1.44, 2.6), iron, 'metal'),
    fill(rect(x - w1 * 0.5, roomY, w1, roomH), LAMP, 'glow', 0),
    fill(
      poly([
        [x - w1 * 0.62, roomY],
        [x, roomY - h * 0.11],
        [x + w1 * 0.62, roomY],
      ]),
      iron,
      'metal',
    ),
  ];
  // Two round windows for eyes in the glowing room, dark pupils turned to where it looks.
  const er = w1 * 0.2;
  const d = [look[0] - lamp[0], look[1] - lamp[1]];
  const len = Math.hypot(d[0] ?? 0, d[1] ?? 0) || 1;
  const dx = ((d[0] ?? 0) / len) * er * 0.45;
  const dy = ((d[1] ?? 0) / len) * er * 0.45;
  for (const side of [-1, 1]) {
    const ex = x + side * w1 * 0.23;
    nodes.push(fill(circle(ex, lamp[1], er), '#fffdf2', 'glow'));
    nodes.push(fill(circle(ex + dx, lamp[1] + dy, er * 0.5), iron, 'detail', 0));
  }
  // A door at its foot.
  nodes.push(
    fill(rect(x - w0 * 0.12, -h * 0.12, w0 * 0.24, h * 0.12, 1), darker(red, 0.3), 'wood'),
  );
  return { nodes, lamp };
}

/** A boulder on the sand from x0 to x1, `h` high, its top a little flattened. */
function boulder(x0: number, x1: number, h: number, stone: Color): Node[] {
  const w = x1 - x0;
  return [
    fill(
      `M${n(x0)} 1C${n(x0 - w * 0.04)} ${n(-h * 0.6)} ${n(x0 + w * 0.18)} ${n(-h)} ${n(x0 + w * 0.45)} ${n(-h)}C${n(x0 + w * 0.75)} ${n(-h * 1.02)} ${n(x1 + w * 0.02)} ${n(-h * 0.7)} ${n(x1)} 1Z`,
      stone,
      'stone',
    ),
    fill(
      `M${n(x0 + w * 0.2)} ${n(-h * 0.82)}C${n(x0 + w * 0.32)} ${n(-h * 0.95)} ${n(x0 + w * 0.5)} ${n(-h * 0.95)} ${n(x0 + w * 0.6)} ${n(-h * 0.9)}C${n(x0 + w * 0.45)} ${n(-h * 0.84)} ${n(x0 + w * 0.3)} ${n(-h * 0.8)} ${n(x0 + w * 0.2)} ${n(-h * 0.82)}Z`,
      lighter(stone, 0.18),
      'stone',
      0,
    ),
  ];
}

/** Crouched behind the rock, turned to the lighthouse (facing -x), posed for its feeling. */
function hiding(ctx: StageContext, mouth: Point, rim: Point) {
  if (ctx.feeling === 'mischief')
    // Shh: a finger to the lips, the other hand on the rock.
    return posed(ctx, {
      legs: 'crouch',
      lean: 16,
      front: { reach: rim, hand: 'mitt' },
      back: { reach: mouth, hand: 'point' },
      backArmOver: true,
      turn: 0.8,
      gaze: [0.9, -0.3],
    });
  // Both hands clinging to the rock's top, peeking over.
  return posed(ctx, {
    legs: 'crouch',
    lean: 18,
    front: { reach: rim, hand: 'mitt' },
    back: { reach: [rim[0] - 6, rim[1] + 1], hand: 'mitt' },
    backArmOver: true,
    turn: 0.8,
    gaze: [0.9, -0.3],
  });
}

/**
 * Side on, on the sand at night: the character at x = 0 crouched behind a boulder, facing -x;
 * beyond, to its left, the lighthouse as tall as the card, its beam falling on the sand between.
 */
export const lighthouseSeek: Action = {
  id: 'lighthouse-seek',
  // The lighthouse looking is the dream: a whale in the sky would cross its beam.
  untwisted: true,
  ownPlace: true,
  objects: ['lighthouse'],
  // No mouse or owl: crouched behind a rock under a tower, it is a speck.
  who: whos.filter((w) => !['mouse', 'owl'].includes(w)),
  feelings: ['mischief', 'fear', 'resolve', 'surprise'],
  settings: ['shore'],
  framings: ['medium'],
  fixedFramings: true,
  // Its own light: the lamp's beam at night, no moon.
  lights: ['lantern'],
  family: () => 'lighthouse-seek',
  // Not 'night', 'light' or 'hide': the bots ban a card's concept words from its clues.
  concepts: [
    'hide and seek',
    'a searchlight',
    'the beam',
    'being looked for',
    "holding one's breath",
    'the coast',
    'a sleepless watcher',
    'escape',
    'childhood',
  ],
  say: sayFrom(
    {
      lighthouse: {
        en: 'plays hide and seek with a lighthouse on the shore at night, crouched behind a rock as its beam sweeps the sand',
        ja: '夜の海辺で灯台とかくれんぼをして、光が砂浜をなめていくあいだ岩かげにしゃがんでいる',
        ru: 'играет в прятки с маяком ночью на берегу и сидит на корточках за камнем, пока его луч шарит по песку',
        pt: 'brinca às escondidas com um farol, de noite, à beira-mar, de cócoras atrás de uma rocha enquanto o feixe varre a areia',
        fi: 'leikkii piilosta majakan kanssa yöllä rannalla ja kyyköttää kiven takana, kun valokeila pyyhkii hiekkaa',
      },
    },
    'lighthouse',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The rock: its top under the crouched one's chin, its near side at the character's knees.
    const probe = hiding(ctx, [10, -40], [16, -30]);
    const neckY = probe.skeleton.neck[1] * s;
    const rockH = -neckY + 2 * k;
    const rockX0 = -27 * k;
    const rockX1 = 6 * k;
    const toFig = (q: Point): Point => [-q[0] / s, q[1] / s];
    const rim: Point = [-14 * k, -rockH - 1 * k];
    const head = probe.skeleton.headCentre;
    const mouth: Point = [
      head[0] * s + probe.headR * s * 0.9,
      head[1] * s + probe.headR * s * 0.45,
    ];
    const fig = hiding(ctx, [mouth[0] / s, mouth[1] / s], toFig(rim));
    const actor: Actor = { fig, x: 0, facing: -1, scale: s };
    // The lighthouse, a step back up the beach, and the beam's pool on the sand short of the rock.
    const lh = 1.75 * H;
    const lx = -100 * k;
    const spot: Point = [-40 * k, 3 * k];
    // It stands on a dark outcrop of rock, a little up the shore.
    const crag = mix('#4a4650', p.shade, 0.3);
    const lift = 6 * k;
    const { nodes: tower0, lamp: lamp0 } = lighthouse(0, lh, spot, p);
    const tower: Node[] = [
      fill(
        `M${n(lx - lh * 0.34)} 2C${n(lx - lh * 0.3)} ${n(-lift * 0.8)} ${n(lx - lh * 0.18)} ${n(-lift * 1.1)} ${n(lx)} ${n(-lift)}C${n(lx + lh * 0.18)} ${n(-lift * 1.1)} ${n(lx + lh * 0.3)} ${n(-lift * 0.6)} ${n(lx + lh * 0.4)} 2Z`,
        crag,
        'stone',
      ),
      group(tower0, `translate(${n(lx)} ${n(-lift + 1)})`),
    ];
    const lamp: Point = [lamp0[0] + lx, lamp0[1] - lift + 1];
    // The beam leaves the lamp room by its window on the side it looks to.
    const edge = lamp[0] + lh * 0.09;
    const beam = shape(
      `M${n(edge)} ${n(lamp[1] - 3 * k)}L${n(spot[0] + 12 * k)} ${n(spot[1] - 1 * k)}L${n(spot[0] - 12 * k)} ${n(spot[1] + 2 * k)}L${n(edge)} ${n(lamp[1] + 4 * k)}Z`,
      { fill: LAMP, tag: 'glow', ink: 0, opacity: 0.42 },
    );
    const pool = shape(oval(spot[0], spot[1], 12 * k, 3 * k), {
      fill: LAMP,
      tag: 'glow',
      ink: 0,
      opacity: 0.55,
    });
    const stone = mix('#6f6a66', p.shade, 0.3);
    const rock = boulder(rockX0, rockX1, rockH, stone);
    const nodes: Node[] = [actorNodes(actor), ...rock];
    const box: [number, number, number, number] = [
      lx - lh * 0.17,
      -lh - lift - 2 * k,
      18 * k,
      8 * k,
    ];
    const focus: Point = [(spot[0] + rockX0) / 2, -rockH];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([...tower, beam], facing),
      before: mirror([pool], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [lx * facing, lh * 0.32],
        [((rockX0 + rockX1) / 2) * facing, rockX1 - rockX0],
      ],
      light: { at: mx(lamp, facing), kind: 'lantern', reach: lh * 1.4 },
      glows: [
        { at: mx(lamp, facing), r: 26 * k, color: LAMP },
        { at: mx(spot, facing), r: 20 * k, color: LAMP },
      ],
    });
  },
};
