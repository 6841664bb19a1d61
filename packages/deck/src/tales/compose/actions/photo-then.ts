/**
 * Then and now: someone stands before the ruin of a house, a roofless shell of grey stone with
 * empty windows and charred rafters, and holds up an old photograph at arm's length, lined up
 * with it; inside the photograph's white border the same house is whole: its roof tiled, its
 * round attic window lit, smoke curling from the chimney under a warm evening sky. Memory, loss,
 * home, the past, what war or time takes; or the home that lives on in us.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The house's measures, `k` a hundredth of the character's height, facing +x. */
interface House {
  readonly x0: number;
  readonly x1: number;
  readonly eave: number;
  readonly peak: number;
  readonly k: number;
}

/** The gable's outline (walls and roof triangle) as a path. */
function gablePath(h: House): string {
  const cx = (h.x0 + h.x1) / 2;
  return `M${n(h.x0)} 0V${n(h.eave)}L${n(cx)} ${n(h.peak)}L${n(h.x1)} ${n(h.eave)}V0Z`;
}

/** The front's windows (three under the eaves, two either side of the door) as [x, y, w, h] boxes. */
function windowsOf(h: House): [number, number, number, number][] {
  const { k } = h;
  const cx = (h.x0 + h.x1) / 2;
  const w = 7 * k;
  const upper = h.eave + 4 * k;
  const lower = Math.max(h.eave + 24 * k, -30 * k);
  return [
    ...[-23, 0, 23].map((dx): [number, number, number, number] => [
      cx + dx * k - w / 2,
      upper,
      w,
      10 * k,
    ]),
    ...[-15, 15].map((dx): [number, number, number, number] => [
      cx + dx * k - w / 2,
      lower,
      w,
      10 * k,
    ]),
  ];
}

/** The house as it was: cream walls, a red tiled roof, lit windows with shutters, smoke rising. */
function wholeHouse(h: House, p: Palette): Node[] {
  const { k } = h;
  const cx = (h.x0 + h.x1) / 2;
  const wall = mix('#f1dfb8', p.light, 0.25);
  const roof = '#b0432e';
  const glow = mix('#ffd66a', p.light, 0.3);
  const over = 4 * k;
  // The roof: two slopes as thick bands over the gable.
  const slope = (side: number, t: number): string => {
    const ex = side < 0 ? h.x0 - over : h.x1 + over;
    const ey = h.eave + 3 * k;
    return `M${n(cx)} ${n(h.peak - t)}L${n(ex)} ${n(ey - t)}L${n(ex)} ${n(ey)}L${n(cx)} ${n(h.peak + 1 * k)}Z`;
  };
  const chimneyX = cx - 16 * k;
  // The chimney's foot sits on the slope, its top a little over the peak.
  const foot = h.peak + ((cx - chimneyX) / (cx - h.x0)) * (h.eave - h.peak);
  const chimneyY = h.peak - 3 * k;
  const smoke = [0, 1, 2]
    .map((i) =>
      circle(
        chimneyX + 1 * k + Math.sin(i * 1.3) * 2 * k + i * 1.5 * k,
        chimneyY - 3 * k - i * 4.5 * k,
        (2.2 + i * 0.7) * k,
      ),
    )
    .join('');
  const shutter = '#4f7a52';
  return [
    fill(gablePath(h), wall, 'wall'),
    fill(rect(chimneyX - 3 * k, chimneyY, 6 * k, foot - chimneyY), darker(roof, 0.25), 'stone'),
    fill(slope(-1, 5 * k), roof, 'wood'),
    fill(slope(1, 5 * k), darker(roof, 0.08), 'wood'),
    fill(smoke, mix('#ffffff', p.sky[1], 0.2), 'detail', 0),
    // The round attic window, lit.
    fill(circle(cx, h.peak + 10 * k, 3.6 * k), darker(wall, 0.35), 'wood'),
    fill(circle(cx, h.peak + 10 * k, 2.7 * k), glow, 'glow', 0),
    ...windowsOf(h).flatMap(([x, y, w, hh]) => [
      fill(rect(x, y, w, hh, 0.6 * k), glow, 'glow', 0),
      stroke(
        `M${n(x + w / 2)} ${n(y)}V${n(y + hh)}M${n(x)} ${n(y + hh / 2)}H${n(x + w)}`,
        darker(wall, 0.4),
        0.7 * k,
        'wood',
        0,
      ),
      fill(rect(x - 3.4 * k, y, 3 * k, hh), shutter, 'wood'),
      fill(rect(x + w + 0.4 * k, y, 3 * k, hh), shutter, 'wood'),
    ]),
    // A flower box under each upper window.
    ...windowsOf(h)
      .slice(0, 3)
      .map(([x, y, w, hh]) =>
        fill(oval(x + w / 2, y + hh + 1 * k, w / 2 + 1 * k, 1.8 * k), '#d2506a', 'plant'),
      ),
  ];
}

/** The house as it is: grey stone walls broken off at the eaves, holes for windows, rafters. */
function ruin(h: House, p: Palette): Node[] {
  const { k } = h;
  const cx = (h.x0 + h.x1) / 2;
  const stone = mix('#9a968e', p.far, 0.3);
  const hole = mix('#2a2428', p.shade, 0.4);
  // The broken top: the walls end in a jagged edge about the eaves, the gable gone.
  const e = h.eave;
  // The right shoulder has crumbled far below the eaves, beside the photograph.
  const jag: Point[] = [
    [h.x0, e + 4 * k],
    [h.x0 + 5 * k, e - 2 * k],
    [h.x0 + 10 * k, e + 2 * k],
    [cx - 12 * k, e - 6 * k],
    [cx - 4 * k, e],
    [cx + 4 * k, e - 8 * k],
    [cx + 12 * k, e - 1 * k],
    [cx + 17 * k, e + 6 * k],
    [cx + 21 * k, e + 4 * k],
    [h.x1 - 4 * k, e + 16 * k],
    [h.x1 - 1 * k, e + 14 * k],
    [h.x1, e + 22 * k],
  ];
  const shell = `M${n(h.x0)} 0${jag.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}L${n(h.x1)} 0Z`;
  // Stone courses, a few blocks marked.
  const blocks: string[] = [];
  for (let row = 1; row < 14; row++) {
    const y = -row * 7 * k;
    if (y < e + 4 * k) break;
    const off = (row % 2) * 5 * k;
    for (let x = h.x0 + 3 * k + off; x < h.x1 - 4 * k; x += 13 * k)
      blocks.push(`M${n(x)} ${n(y)}h${n(7 * k)}`);
  }
  // Charred rafters still leaning where the roof was.
  const raft = darker(p.wood, 0.45);
  const rafters = [
    `M${n(h.x1 - 2 * k)} ${n(e + 18 * k)}L${n(cx + 12 * k)} ${n(h.peak + 2 * k)}`,
    `M${n(h.x1 + 4 * k)} ${n(e + 22 * k)}L${n(h.x1 - 8 * k)} ${n(e + 2 * k)}`,
  ].join('');
  // The upper windows open on the sky (there is no roof behind them), the far right one crumbled
  // away; the lower ones are dark.
  const through = mix(p.sky[1], p.sky[0], 0.3);
  const holes = windowsOf(h)
    .filter((_, i) => i !== 2)
    .map(([x, y, w, hh], i) =>
      fill(rect(x, y, w, hh, 0.6 * k), i < 2 ? through : hole, i < 2 ? 'sky' : 'shadow'),
    );
  // Fallen stones at the foot of the crumbled corner.
  const rubble = [0, 1, 2, 3, 4]
    .map((i) => oval(h.x1 - 2 * k + i * 3.2 * k, -1.6 * k - (i % 2) * 1.6 * k, 2.6 * k, 1.9 * k))
    .join('');
  // The doorway: a black arch.
  const door = `M${n(cx - 5 * k)} 0V${n(-14 * k)}Q${n(cx)} ${n(-21 * k)} ${n(cx + 5 * k)} ${n(-14 * k)}V0Z`;
  // Weeds at the foot of the walls and a bush in the doorway.
  const weed = mix('#5f7f45', p.far, 0.25);
  const tufts = [h.x0 + 4 * k, cx - 10 * k, cx + 10 * k, h.x1 - 4 * k]
    .map((x, i) => oval(x, -2 * k, (4 + (i % 2) * 2) * k, (3 + (i % 2)) * k))
    .join('');
  const crack = `M${n(cx + 6 * k)} ${n(e + 18 * k)}l${n(-3 * k)} ${n(6 * k)}l${n(3 * k)} ${n(5 * k)}l${n(-2 * k)} ${n(7 * k)}`;
  return [
    fill(shell, stone, 'stone'),
    stroke(blocks.join(''), darker(stone, 0.22), 0.8 * k, 'detail', 0),
    stroke(crack, darker(stone, 0.45), 0.9 * k, 'detail', 0),
    ...holes,
    fill(door, hole, 'shadow'),
    stroke(rafters, raft, 2.2 * k, 'wood'),
    fill(rubble, darker(stone, 0.12), 'stone'),
    fill(tufts, weed, 'plant'),
    fill(oval(cx, -4 * k, 5 * k, 4.5 * k), darker(weed, 0.1), 'plant'),
  ];
}

/**
 * The photograph whose inner picture is the whole house clipped to it (the house's coordinates are
 * the world's, so the lines run on across its border), with its white border and a soft shadow.
 */
function photograph(h: House, box: readonly [number, number, number, number], p: Palette): Node[] {
  const { k } = h;
  const [x0, y0, x1, y1] = box;
  const b = 2 * k;
  const inner = rect(x0 + b, y0 + b, x1 - x0 - 2 * b, y1 - y0 - 2 * b);
  const warm = mix('#f3b26a', p.light, 0.3);
  const sky: Node = fill(
    inner,
    {
      kind: 'linear',
      x1: 0,
      y1: y0,
      x2: 0,
      y2: y1,
      stops: [
        [0, mix('#7fa6d0', warm, 0.35)],
        [1, warm],
      ],
    },
    'paper',
    0,
  );
  const ground = fill(rect(x0 + b, -2 * k, x1 - x0 - 2 * b, 2 * k), '#7a9a52', 'plant', 0);
  return [
    fill(rect(x0 + 1.2 * k, y0 + 1.6 * k, x1 - x0, y1 - y0, 0.5 * k), p.shade, 'shadow', 0),
    fill(rect(x0, y0, x1 - x0, y1 - y0, 0.5 * k), mix('#fbf6ea', p.paper, 0.3), 'paper'),
    group([sky, ground, ...wholeHouse(h, p)], undefined, inner),
    // A faint sepia wash over the old picture.
    { ...fill(inner, '#c89a5a', 'paper', 0), opacity: 0.14 },
  ];
}

/**
 * Facing +x: the character at 0, three-quarters turned to the house behind and beside it,
 * holding the photograph up at arm's length by its lower edge, the other hand on the chest.
 */
export const photoThen: Action = {
  id: 'photo-then',
  objects: ['photograph'],
  who: ['old-woman', 'old-man', 'woman', 'man'],
  feelings: ['grief', 'calm', 'wonder'],
  settings: ['forest', 'snowfield', 'street', 'shore', 'desert'],
  framings: ['near', 'wide', 'high'],
  fixedFramings: true,
  // The ruin made whole inside the photograph is the dream; nothing more is added to it.
  untwisted: true,
  // A silhouette blacks out the ruin and the picture inside the picture.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'photo-then',
  concepts: [
    'then and now',
    'photograph',
    'ruin',
    'home',
    'the past',
    'memory',
    'loss',
    'war',
    'nostalgia',
    'time',
  ],
  say: sayFrom(
    {
      photograph: {
        en: 'holds up an old photograph before the ruin of a house, and in the photograph the house is whole again, its windows lit',
        ja: '廃墟になった家の前で古い写真をかざす。写真の中では、その家はまだ元のままで窓に明かりがともっている',
        ru: 'поднимает старую фотографию перед развалинами дома, и на фотографии дом снова цел и в окнах горит свет',
        pt: 'ergue uma fotografia antiga diante das ruínas de uma casa, e na fotografia a casa está inteira outra vez, de janelas acesas',
        fi: 'pitää vanhaa valokuvaa talon raunioiden edessä, ja kuvassa talo on taas ehjä ja sen ikkunoissa palaa valo',
      },
    },
    'photograph',
  ),
  stage(ctx) {
    const { p, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, ctx.rng.chance(0.5) ? 1 : -1);
    const H = m.height * s;
    const k = H / 100;
    // The hand at arm's length at shoulder height, holding the photograph by its lower corner.
    const handOwn: Point = [m.arm * 0.88, m.shoulder - m.arm * 0.12];
    const hand: Point = [handOwn[0] * s, handOwn[1] * s];
    const faceEdge = (m.head[0] + m.headR * 1.7) * s;
    const b = 2 * k;
    // The house stands behind: the photograph covers its roof and upper left, its right half
    // and its foot show the ruin.
    const px0 = Math.max(hand[0] - 4 * k, faceEdge);
    const py1 = hand[1] + 3 * k;
    const half = 30 * k;
    const cx = px0 + b + 18 * k;
    const eave = py1 - b - 15 * k;
    const house: House = { x0: cx - half, x1: cx + half, eave, peak: eave - 20 * k, k };
    const photoBox: [number, number, number, number] = [
      px0,
      house.peak - 9 * k - b,
      cx + 18 * k + b,
      py1,
    ];
    const pw = photoBox[2] - photoBox[0];
    const ph = photoBox[3] - photoBox[1];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'grief' ? 4 : -2,
      front: { reach: handOwn, hand: 'mitt' },
      back: { reach: [m.head[0] + 4, m.shoulder + 9], hand: 'open' },
      backArmOver: true,
      turn: 0.6,
      headTilt: -10,
      gaze: [1, -0.45],
    });
    const held: Node[] = [group(photograph(house, photoBox, p), `scale(${n(1 / s)})`)];
    const actor: Actor = { fig, held, x: 0, facing: 1, scale: s };
    const box: [number, number, number, number] = [
      Math.min(-16 * k, house.x0 - 6 * k),
      Math.min(photoBox[1], house.peak) - 6 * k,
      house.x1 + 10 * k,
      4,
    ];
    const closeBox: [number, number, number, number] = [
      -12 * k,
      photoBox[1] - 3 * k,
      house.x1 + 6 * k,
      photoBox[3] + 14 * k,
    ];
    const focus: Point = [(px0 + pw / 2) * 0.8, photoBox[1] + ph / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([group(ruin(house, p))], facing),
      actors: mirror([actorNodes(actor)], facing),
      contacts: [
        [0, 22 * k],
        [cx * facing, house.x1 - house.x0],
      ],
      closeBox: facingBox(closeBox, facing),
      glows: [{ at: mx([px0 + pw / 2, photoBox[1] + ph / 2], facing), r: 26 * k, color: p.light }],
    });
  },
};
