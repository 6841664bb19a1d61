/**
 * A bus stop on a bare rock in the open sea: the traveller sits on its bench with a suitcase,
 * the sign and the timetable on their pole, the water all round to the horizon; and either the
 * sea stays empty (waiting for a bus that will not come) or a bus is driving over the waves
 * towards the stop, headlights on, and the traveller raises a hand to stop it.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What comes over the sea: a bus on its way to the stop, or nothing at all. */
const arrivals = ['bus', 'nothing'] as const;

/** The bus seen side on, driving to the left (-x) over the waves; its front bottom corner at (0, 0). */
function bus(body: string, glass: string, ink: string, k: number): Node[] {
  const w = 46 * k;
  const h = 19 * k;
  const windows: Node[] = [];
  for (let i = 0; i < 5; i++)
    windows.push(
      fill(rect(9 * k + i * 7.2 * k, -h + 4 * k, 5.4 * k, 5.6 * k, 0.8 * k), glass, 'glow'),
    );
  return [
    fill(rect(0, -h, w, h, 3 * k), body, 'metal'),
    // The windscreen at the front, lit from inside like the windows.
    fill(rect(1.2 * k, -h + 3.4 * k, 6 * k, 7.4 * k, 1 * k), glass, 'glow'),
    ...windows,
    // A door with its fold line, and a stripe along the side.
    stroke(
      `M${n(9 * k)} ${n(-h + 11.5 * k)}H${n(w - 2 * k)}`,
      lighter(body, 0.4),
      1.3 * k,
      'detail',
      0,
    ),
    fill(circle(1.6 * k, -3.6 * k, 1.4 * k), '#fff6c8', 'glow'),
    // Wheels half sunk in the water it drives on.
    fill(circle(10 * k, 0, 3.6 * k), darker(ink, 0.1), 'detail'),
    fill(circle(w - 10 * k, 0, 3.6 * k), darker(ink, 0.1), 'detail'),
  ];
}

/**
 * How the traveller sits: hailing the bus, hands on the knees, or hands in the lap (asleep from
 * waiting so long, even when the bus comes at last).
 */
function sitting(feeling: Feeling, arrival: string): 'hail' | 'knees' | 'lap' {
  if (arrival === 'bus' && feeling !== 'sleep' && feeling !== 'grief') return 'hail';
  return feeling === 'resolve' || feeling === 'surprise' ? 'knees' : 'lap';
}

/**
 * Side on, facing +x: a rock just big enough for the stop breaks the sea; on it a wooden bench
 * with the traveller and the suitcase, and the pole with its sign and timetable at the bench's
 * far end. The sea runs to a horizon at chest height; the bus, when it comes, is out on the
 * water beyond the pole, driving towards the stop.
 */
export const seaStop: Action = {
  id: 'sea-stop',
  objects: ['busStop'],
  seconds: () => arrivals,
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit'],
  feelings: ['longing', 'grief', 'resolve', 'surprise', 'sleep'],
  settings: ['shore'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // "On a rock in the middle of the sea" is the place.
  ownPlace: true,
  lights: ['sun', 'sky'],
  family: () => 'sea-stop',
  concepts: [
    'bus stop',
    'waiting',
    'sea',
    'island',
    'timetable',
    'journey',
    'patience',
    'loneliness',
    'suitcase',
    'the last bus',
  ],
  say: sayFrom(
    {
      bus: {
        en: 'waits with a suitcase at a bus stop on a rock in the middle of the sea, as a bus comes towards it over the waves',
        ja: '海のまんなかの岩の上のバス停でスーツケースを持って待っていて、波の上をバスがこちらへ走ってくる',
        ru: 'ждёт с чемоданом на автобусной остановке на скале посреди моря, а к ней по волнам едет автобус',
        pt: 'espera de mala na mão numa paragem de autocarro num rochedo no meio do mar, enquanto um autocarro vem na sua direção por cima das ondas',
        fi: 'odottaa matkalaukun kanssa bussipysäkillä kalliolla keskellä merta ja aaltoja pitkin lähestyy bussi',
      },
      nothing: {
        en: 'waits with a suitcase at a bus stop on a rock in the middle of the sea, with nothing coming as far as the eye can see',
        ja: '海のまんなかの岩の上のバス停で、スーツケースを持って待っている。見わたすかぎり何も来ない',
        ru: 'ждёт с чемоданом на автобусной остановке на скале посреди моря, а до самого горизонта ничего не видно',
        pt: 'espera de mala na mão numa paragem de autocarro num rochedo no meio do mar, e até onde a vista alcança não vem nada',
        fi: 'odottaa matkalaukun kanssa bussipysäkillä kalliolla keskellä merta, eikä mitään näy tulevan silmänkantamattomiin',
      },
    },
    'nothing',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const arrival = ctx.second ?? 'nothing';
    const how = sitting(ctx.feeling, arrival);
    const H = m.height * s;
    const k = H / 100;

    // The sea to the card's edges, from the horizon the medium shot draws (62 world units up,
    // at an adult's chest, `horizonFor` in compose.ts) so the setting's sea and this one meet;
    // crests smaller and closer together towards the horizon.
    const horizon = -62;
    const sea = mix(p.water, '#2f6482', 0.4);
    const far = lighter(sea, 0.22);
    const crests: string[] = [];
    for (let row = 0; row < 9; row++) {
      const t = row / 8;
      const y = horizon + 5 * k + t * t * 80 * k;
      const w = (3 + 6 * t) * k;
      const step = (16 + 20 * t) * k;
      const shift = (row * 37) % 23;
      for (let x = -300 * k + shift * k; x < 300 * k; x += step)
        crests.push(`M${n(x)} ${n(y)}q${n(w / 2)} ${n(-w * 0.4)} ${n(w)} 0`);
    }
    const wall: Node[] = [
      fill(rect(-400 * k, horizon, 800 * k, 460 * k), sea, 'water'),
      fill(rect(-400 * k, horizon, 800 * k, 9 * k), far, 'water', 0),
      stroke(crests.join(''), lighter(sea, 0.45), 1 * k, 'detail', 0),
    ];

    // The rock: just wide enough for the bench and the pole, its waterline foaming.
    const stone = mix(p.ink, '#7a7068', 0.55);
    const hipX = -30 * k;
    const bx0 = hipX - 14 * k;
    const bx1 = hipX + 31 * k;
    const poleX = bx1 + 7 * k;
    const rx0 = bx0 - 4 * k;
    const rx1 = poleX + 6 * k;
    const rock: Node[] = [
      fill(
        `M${n(rx0 - 8 * k)} ${n(13 * k)}Q${n(rx0 - 4 * k)} ${n(3 * k)} ${n(rx0 + 6 * k)} ${n(-1 * k)}L${n(-10 * k)} ${n(-2 * k)}L${n(rx1 - 6 * k)} ${n(-1 * k)}Q${n(rx1 + 4 * k)} ${n(2 * k)} ${n(rx1 + 9 * k)} ${n(13 * k)}Z`,
        stone,
        'stone',
      ),
      fill(
        `M${n(rx0 + 4 * k)} ${n(13 * k)}L${n(rx0 + 14 * k)} ${n(5 * k)}L${n(rx0 + 26 * k)} ${n(13 * k)}ZM${n(rx1 - 20 * k)} ${n(13 * k)}L${n(rx1 - 6 * k)} ${n(4 * k)}L${n(rx1 + 2 * k)} ${n(13 * k)}Z`,
        darker(stone, 0.25),
        'stone',
        0,
      ),
    ];
    const foam = stroke(
      `M${n(rx0 - 14 * k)} ${n(13 * k)}q${n(5 * k)} ${n(-3 * k)} ${n(10 * k)} 0q${n(5 * k)} ${n(3 * k)} ${n(10 * k)} 0M${n(-20 * k)} ${n(14 * k)}q${n(6 * k)} ${n(-2.5 * k)} ${n(12 * k)} 0q${n(6 * k)} ${n(2.5 * k)} ${n(12 * k)} 0M${n(rx1 - 4 * k)} ${n(13 * k)}q${n(5 * k)} ${n(-3 * k)} ${n(10 * k)} 0q${n(5 * k)} ${n(3 * k)} ${n(10 * k)} 0`,
      '#ffffff',
      1.6 * k,
      'detail',
      0,
    );

    // The traveller on the bench, facing out to sea along it.
    const hail = how === 'hail';
    const probe = posed(ctx, { ...stance('sit-chair'), lean: 2 });
    const hipY = probe.skeleton.hip[1] * s;
    const seatY = hipY + 1.5 * k;
    const fig = posed(ctx, {
      ...stance('sit-chair'),
      lean: hail ? -2 : ctx.feeling === 'grief' ? 12 : 4,
      front: hail
        ? { angle: 140, bend: 20, hand: 'open' }
        : how === 'knees'
          ? { angle: 35, bend: 40, hand: 'mitt' }
          : { angle: 8, bend: 62, hand: 'mitt' },
      back: { angle: 15, bend: 70, hand: 'mitt' },
      turn: 0.7,
      headTilt: ctx.feeling === 'grief' ? 16 : hail ? -6 : 4,
      gaze: hail ? [1, -0.2] : [1, 0],
    });
    const actor: Actor = { fig, x: hipX, facing: 1, scale: s };
    const headC = actorPoint(actor, fig.skeleton.headCentre);
    const wood = p.wood;
    const backrest: Node[] = [
      stroke(
        `M${n(bx0 + 3 * k)} ${n(seatY)}V${n(seatY - 24 * k)}M${n(bx1 - 3 * k)} ${n(seatY)}V${n(seatY - 24 * k)}`,
        darker(wood, 0.25),
        2.4 * k,
        'wood',
      ),
      fill(rect(bx0, seatY - 23 * k, bx1 - bx0, 5 * k, 1 * k), wood, 'wood'),
      fill(rect(bx0, seatY - 14 * k, bx1 - bx0, 5 * k, 1 * k), wood, 'wood'),
    ];
    const seat: Node[] = [
      stroke(
        `M${n(bx0 + 4 * k)} ${n(seatY)}V0M${n(bx1 - 4 * k)} ${n(seatY)}V0`,
        darker(wood, 0.25),
        2.6 * k,
        'wood',
      ),
      fill(rect(bx0 - 2 * k, seatY, bx1 - bx0 + 4 * k, 4 * k, 1 * k), lighter(wood, 0.08), 'wood'),
    ];
    // The suitcase stowed under the seat, behind the sitter's legs.
    const cs = 0.75 * k;
    const suitcase = placed(
      P.suitcase(colorsFor(p, rng.fork('case'))),
      [hipX - 6 * k, -24 * cs],
      cs,
    );

    // The pole at the bench's far end: the sign at its top, the timetable at eye height.
    const signTop = -132 * k;
    // A yellow plate with a bus drawn on it, as stops are marked (a bar on a red plate read as
    // "no entry").
    const signColor = mix('#f0c832', p.light, 0.15);
    const icon = darker(mix(p.ink, '#2a4a6a', 0.5), 0.1);
    const metal = mix(p.ink, '#8a8a90', 0.6);
    const pole: Node[] = [
      stroke(`M${n(poleX)} 0V${n(signTop + 4 * k)}`, metal, 2.4 * k, 'metal'),
      fill(rect(poleX - 10 * k, signTop, 20 * k, 17 * k, 2 * k), signColor, 'metal'),
      fill(rect(poleX - 7.5 * k, signTop + 4 * k, 15 * k, 8 * k, 1.6 * k), icon, 'detail', 0),
      fill(
        rect(poleX - 5.6 * k, signTop + 5.5 * k, 11.5 * k, 3 * k, 0.6 * k),
        signColor,
        'detail',
        0,
      ),
      fill(circle(poleX - 4 * k, signTop + 12.5 * k, 1.8 * k), icon, 'detail', 0),
      fill(circle(poleX + 4 * k, signTop + 12.5 * k, 1.8 * k), icon, 'detail', 0),
      fill(rect(poleX - 7 * k, -86 * k, 14 * k, 20 * k, 1 * k), lighter(metal, 0.35), 'paper'),
      stroke(
        [0, 1, 2, 3, 4]
          .map(
            (i) => `M${n(poleX - 5 * k)} ${n(-82 * k + i * 3.4 * k)}h${n(i % 2 ? 7 * k : 10 * k)}`,
          )
          .join(''),
        darker(metal, 0.3),
        0.8 * k,
        'detail',
        0,
      ),
    ];

    // The bus, when it comes: out on the water beyond the pole, driving towards the stop.
    const out: Node[] = [];
    const glows: { at: Point; r: number; color: string }[] = [];
    let right = rx1 + 12 * k;
    let focus: Point = [hipX + 20 * k, headC[1] + 10 * k];
    if (arrival === 'bus') {
      // Small with distance, just beyond the pole, its front towards the stop.
      const front: Point = [poleX + 4 * k, horizon + 16 * k];
      const body = mix(p.accent, '#d8a632', 0.5);
      const glass = mix('#fff2b8', p.light, 0.3);
      const bk = 0.62 * k;
      out.push(group(bus(body, glass, p.ink, bk), `translate(${n(front[0])} ${n(front[1])})`));
      // Spray thrown up at the wheels and a wake behind.
      out.push(
        stroke(
          `M${n(front[0] + 6 * bk)} ${n(front[1] + 1 * bk)}q${n(-4 * bk)} ${n(-4 * bk)} ${n(-9 * bk)} ${n(-2 * bk)}M${n(front[0] + 40 * bk)} ${n(front[1] + 1 * bk)}q${n(-4 * bk)} ${n(-4 * bk)} ${n(-9 * bk)} ${n(-2 * bk)}M${n(front[0] + 48 * bk)} ${n(front[1] + 2 * bk)}q${n(6 * bk)} ${n(-3 * bk)} ${n(12 * bk)} 0`,
          '#ffffff',
          1.2 * k,
          'detail',
          0,
        ),
      );
      glows.push({ at: [front[0] + 1.6 * bk, front[1] - 3.6 * bk], r: 8 * k, color: '#fff2b8' });
      right = Math.max(right, front[0] + 54 * bk);
      focus = [(headC[0] + front[0]) / 2, (headC[1] + front[1]) / 2];
    }

    const nodes: Node[] = [...backrest, suitcase, ...seat, actorNodes(actor), ...pole];
    const box: [number, number, number, number] = [rx0 - 12 * k, signTop - 8 * k, right, 26 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(wall, facing),
      behind: mirror([...rock, foam, ...out], facing),
      actors: mirror([group(nodes)], facing),
      contacts: [],
      airborne: true,
      glows: glows.map((g) => ({ ...g, at: mx(g.at, facing) })),
    });
  },
};
