/**
 * The last tram of the night, and its passengers are animals: a bear sits stiffly on the
 * bench with its shopping on its lap while a child has fallen asleep against its shoulder, a
 * ticket loose in the hand. The conductor, in a peaked cap, bends to punch the ticket without
 * waking it. Through the windows the town's roofs are far below: the tram is running on the sky.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import { stance } from '../../kit/poses.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The conductor's other hand: a finger at the lips, raised in surprise, or at its side. */
function otherHand(feeling: Feeling): FigurePose['back'] {
  if (feeling === 'mischief' || feeling === 'longing') return { reach: [14, -72], hand: 'point' };
  if (feeling === 'surprise') return { angle: 150, bend: 40, hand: 'open' };
  return { angle: 20, bend: 70, hand: 'fist' };
}

/** A window of the tram: the night sky with its stars, the town's lit roofs far below. */
function skyWindow(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): Node[] {
  // Deep night in every palette, paler towards the town's glow at the window's foot.
  const sky = mix('#161a44', p.sky[0], 0.2);
  const glow = mix(sky, '#8a6a9a', 0.45);
  const stars: string[] = [];
  for (let i = 0; i < 4; i++)
    stars.push(circle(x + 4 + rng.next() * (w - 8), y + 4 + rng.next() * h * 0.5, 0.9));
  // The roofs: a row of little gables along the window's foot, a lit window in some.
  const roofs: Point[] = [[x, y + h]];
  const lit: string[] = [];
  let rx = x;
  while (rx < x + w) {
    const rw = rng.range(7, 12);
    const top = y + h - rng.range(10, 18);
    roofs.push([rx, top + 3], [rx + rw / 2, top - 3], [rx + rw, top + 3]);
    if (rng.chance(0.6)) lit.push(rect(rx + rw / 2 - 1.5, top + 5, 3, 3.5, 0));
    rx += rw;
  }
  roofs.push([x + w, y + h]);
  const pane = rect(x, y, w, h, 2);
  return [
    fill(pane, sky, 'sky', 0),
    fill(rect(x, y + h * 0.55, w, h * 0.45, 0), glow, 'sky', 0),
    fill(stars.join(''), '#fff2c0', 'glow', 0),
    group([fill(poly(roofs), '#231c34', 'stone', 0)], undefined, pane),
    fill(lit.join(''), '#ffd27a', 'glow', 0),
  ];
}

/** A paper shopping bag on a lap, a loaf and leek tops sticking out of it. */
function shoppingBag(at: Point, k: number): Node[] {
  const [x, y] = at;
  const w = 16 * k;
  const h = 17 * k;
  return [
    stroke(
      `M${n(x - 2 * k)} ${n(y - h)}L${n(x + 3 * k)} ${n(y - h - 14 * k)}`,
      '#d9a659',
      4 * k,
      'plant',
    ),
    stroke(
      `M${n(x + 5 * k)} ${n(y - h)}Q${n(x + 6 * k)} ${n(y - h - 9 * k)} ${n(x + 10 * k)} ${n(y - h - 13 * k)}M${n(x + 6 * k)} ${n(y - h)}Q${n(x + 9 * k)} ${n(y - h - 6 * k)} ${n(x + 14 * k)} ${n(y - h - 8 * k)}`,
      '#5f9a45',
      1.6 * k,
      'plant',
    ),
    fill(
      `M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}L${n(x + w / 2 - 1.5 * k)} ${n(y)}H${n(x - w / 2 + 1.5 * k)}Z`,
      '#c49a66',
      'paper',
    ),
    stroke(
      `M${n(x - w / 2)} ${n(y - h + 2 * k)}H${n(x + w / 2)}`,
      darker('#c49a66', 0.2),
      0.8 * k,
      'detail',
      0,
    ),
  ];
}

/**
 * The conductor of a night tram punches the ticket of a child asleep on a bear's shoulder, the
 * tram running high over the sleeping town.
 */
export const nightTram: Action = {
  id: 'night-tram',
  objects: ['ticket'],
  // Grown-ups punch the tickets (the bear is the passenger): a small conductor beside a bear and
  // a child left the three a strip along the card's foot.
  who: ['fox', 'wolf', 'man', 'woman', 'old-man', 'old-woman'],
  feelings: ['mischief', 'longing', 'surprise', 'resolve'],
  settings: ['train'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // "On the night tram" is the place.
  ownPlace: true,
  // The carriage's lamp (a moon light would count one more moon on a deck whose moons are capped).
  lights: ['lamp'],
  family: () => 'night-tram',
  concepts: [
    'night tram',
    'last ride home',
    'conductor',
    'asleep',
    'journey',
    'trust',
    'strangers',
    'animals',
    'the way home',
    'lullaby',
  ],
  say: sayFrom(
    {
      ticket: {
        en: 'punches the ticket of a child asleep on a bear’s shoulder, on a night tram running over the rooftops',
        ja: '屋根の上を走る夜の路面電車で、クマの肩にもたれて眠る子どもの切符にそっとはさみを入れている',
        ru: 'в ночном трамвае, что едет над крышами, компостирует билет ребёнка, уснувшего на плече у медведя',
        pt: 'num elétrico noturno que corre por cima dos telhados, pica o bilhete de uma criança adormecida no ombro de um urso',
        fi: 'leimaa yöraitiovaunussa, joka kulkee kattojen yllä, karhun olkaa vasten nukahtaneen lapsen lipun',
      },
    },
    'ticket',
  ),
  stage(ctx) {
    const { rng, p, facing } = setUp(ctx);
    const passenger = cast('bear', rng.fork('passenger'), p);
    const sleeper = cast(rng.pick(['girl', 'boy'] as const), rng.fork('sleeper'), p);
    const ps = passenger.scale;
    // The passenger sits upright on the bench, paws on the bag in its lap, looking at the one
    // who leans on it (or at the conductor).
    const passengerX = -56;
    const seatedP = pose(
      passenger,
      ctx.feeling === 'surprise' ? 'surprise' : 'calm',
      {
        ...stance('sit-chair'),
        lean: 0,
        front: { angle: 30, bend: 70, hand: 'mitt' },
        back: { angle: 25, bend: 75, hand: 'mitt' },
        turn: 0.45,
        gaze: [0.8, 0.5],
      },
      ctx.ink,
    );
    const benchY = seatedP.skeleton.hip[1] * ps;
    const pActor: Actor = { fig: seatedP, x: passengerX, facing: 1, scale: ps };
    const lapP = actorPoint(pActor, [seatedP.skeleton.hip[0] + 14, seatedP.skeleton.hip[1]]);
    // The child on the same bench, feet dangling, leaning back and sideways onto the shoulder.
    const sleeperX = -21;
    const childHip = pose(sleeper, 'sleep', { ...stance('sit-chair') }, ctx.ink).skeleton.hip[1];
    const sleeperY = benchY - childHip;
    const lapS: Point = [sleeperX + 12, benchY - 4];
    const sleepFig = pose(
      sleeper,
      'sleep',
      {
        ...stance('sit-chair'),
        lean: -14,
        front: { reach: [lapS[0] - sleeperX, lapS[1] - sleeperY], hand: 'mitt' },
        back: { reach: [lapS[0] - sleeperX - 4, lapS[1] - sleeperY + 2], hand: 'mitt' },
        turn: 0.15,
        headTilt: -26,
      },
      ctx.ink,
    );
    const sActor: Actor = { fig: sleepFig, x: sleeperX, y: sleeperY, facing: 1, scale: 1 };
    // The ticket, loose in the sleeping hand on the lap.
    const ticketAt: Point = [lapS[0] + 3, lapS[1] - 3];
    const ticket = fill(
      `M${n(ticketAt[0] - 5)} ${n(ticketAt[1] - 3)}L${n(ticketAt[0] + 5)} ${n(ticketAt[1] - 5)}L${n(ticketAt[0] + 6)} ${n(ticketAt[1] + 1)}L${n(ticketAt[0] - 4)} ${n(ticketAt[1] + 3)}Z`,
      '#f3e2a8',
      'paper',
    );
    // The conductor, in a peaked cap, bends over the child, the punch at the ticket.
    const conductor = {
      ...ctx.who,
      look: { ...ctx.who.look, hat: 'cap' as const, hatColor: mix(p.ink, '#23305a', 0.6) },
    };
    const cs = ctx.who.scale;
    const cx = 30;
    const cFrame = { x: cx, facing: -1 as const, scale: cs };
    const punchAt: Point = [ticketAt[0] + 6, ticketAt[1] - 2];
    const cFig = pose(
      conductor,
      ctx.feeling,
      {
        legs: 'stand',
        lean: 16,
        front: { reach: toActor(cFrame, punchAt), hand: 'fist' },
        back: otherHand(ctx.feeling),
        turn: 0.6,
        headTilt: 14,
        gaze: [1, 0.8],
      },
      ctx.ink,
    );
    const cActor: Actor = { ...cFrame, fig: cFig };
    const punch = stroke(
      `M${n(punchAt[0] + 1)} ${n(punchAt[1] - 4)}L${n(punchAt[0] - 5)} ${n(punchAt[1] + 1)}M${n(punchAt[0] + 2)} ${n(punchAt[1] - 1)}L${n(punchAt[0] - 5)} ${n(punchAt[1] + 3)}`,
      '#6a6e78',
      1.6,
      'metal',
    );

    // The tram: panelled below, a band of windows above the heads, a rail with hanging straps.
    const far = 1400;
    const panel = mix(p.wood, '#7a4a2e', 0.35);
    const wallC = mix(p.wall, '#d8c49a', 0.35);
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far), wallC, 'wall'),
      fill(rect(-far, -62, 2 * far, 62), panel, 'wood'),
      stroke(`M${-far} -62H${far}`, darker(panel, 0.3), 2, 'wood'),
    ];
    // The windows where the carriage's own are (centred 45 either side of the middle, 90 apart),
    // so the pen lines of the setting behind fall on these in the ink look.
    for (let wx = -225; wx <= 135; wx += 90) wall.push(...skyWindow(wx - 32, -170, 64, 80, p, rng));
    wall.push(fill(rect(-far, 0, 2 * far, far), darker(p.floor, 0.15), 'floor'));
    const rail = -196;
    const straps: string[] = [];
    const rings: string[] = [];
    for (let sx = -180; sx <= 180; sx += 30) {
      straps.push(`M${n(sx)} ${rail}V${rail + 14}`);
      rings.push(circle(sx, rail + 18, 4));
    }
    wall.push(stroke(`M${-far} ${rail}H${far}`, '#b08a3a', 2.2, 'metal'));
    wall.push(stroke(straps.join(''), darker(panel, 0.2), 1.6, 'cloth'));
    wall.push(stroke(rings.join(''), '#b08a3a', 1.4, 'metal'));
    // The bench the two sit on, its back against the panelling.
    const bench: Node[] = [
      fill(rect(passengerX - 34, benchY - 40, 100, 40, 4), mix(p.accent, p.shade, 0.35), 'cloth'),
      fill(
        rect(passengerX - 36, benchY, 104, 8, 2),
        darker(mix(p.accent, p.shade, 0.35), 0.2),
        'cloth',
      ),
      fill(rect(passengerX - 30, benchY + 8, 92, -benchY - 8, 0), darker(panel, 0.35), 'wood'),
    ];
    const bag = shoppingBag(lapP, 1);
    const nodes: Node[] = [
      ...bench,
      actorNodes(pActor),
      ...bag,
      actorNodes(sActor),
      ticket,
      actorNodes(cActor),
      punch,
    ];
    const box: [number, number, number, number] = [passengerX - 36, -150, cx + 30, 4];
    const facingBoxed = facingBox(box, facing);
    return staged(facingBoxed, mx(ticketAt, facing), {
      wall: mirror(wall, facing),
      actors: mirror(nodes, facing),
      contacts: [
        [passengerX * facing, 50],
        [cx * facing, 24],
      ],
    });
  },
};
