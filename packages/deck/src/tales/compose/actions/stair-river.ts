/**
 * Going up to bed against the current: a river pours down the stairs from under the bedroom door
 * on the landing, spilling over every step like a weir, and someone climbs it in the evening with
 * a candle, the water round the ankles, while salmon leap up the steps alongside, going home
 * upstream as salmon do. Where does the river come from, and who is in that room?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Salmon pinks and silvers: never the card's water blue. */
const SALMON = ['#e8866a', '#d9735a', '#c9b8a8', '#e0a070'] as const;

/**
 * Side-on: the flight rising towards +x from the floor to a landing with the bedroom door ajar;
 * the water a sheet over every tread and a lip of foam over every riser, pooling at the foot;
 * the climber on the fourth tread, facing up, a candle held out; fish leaping up the risers.
 */
export const stairRiver: Action = {
  id: 'stair-river',
  objects: ['fish'],
  who: ['old-man', 'old-woman', 'woman', 'man', 'girl', 'boy', 'elephant', 'deer', 'hedgehog'],
  feelings: ['calm', 'resolve', 'surprise'],
  settings: ['stairwell'],
  framings: ['medium', 'low', 'high'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window'],
  family: () => 'stair-river',
  concepts: [
    'stairs',
    'river',
    'salmon',
    'bedtime',
    'flood',
    'evening',
    'candle',
    'instinct',
    'household',
  ],
  say: sayFrom(
    {
      fish: {
        en: 'climbs the stairs to bed against a river pouring down them, salmon leaping up the steps alongside',
        ja: '川のように水が流れ落ちてくる階段を、跳ねのぼる鮭たちと一緒に寝室へのぼっていく',
        ru: 'поднимается спать по лестнице против реки, что бежит по ступеням вниз, а рядом вверх по ступенькам прыгает лосось',
        pt: 'sobe as escadas para a cama contra um rio que as desce, com salmões a saltar degraus acima ao lado',
        fi: 'nousee nukkumaan portaita, joita pitkin joki virtaa alas, ja lohet hyppivät askelmia ylös vierellä',
      },
    },
    'fish',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    // Laid out in the climber's height, so a hedgehog's stairs are drawn to a hedgehog's size.
    const k = (m.height * s) / 100;
    const stepW = 11 * k;
    const stepH = 15 * k;
    const steps = 8;
    const x0 = -40 * k;
    const treadY = (i: number): number => -(i + 1) * stepH;
    const treadX = (i: number): number => x0 + i * stepW;
    const topY = treadY(steps - 1);
    const landingX = treadX(steps);
    const landingEnd = landingX + 30 * k;
    // The flight: treads and risers from the floor up to the landing, solid down to the floor.
    let flight = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) flight += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    flight += `H${n(landingEnd)}V0Z`;
    const wood = mix(p.wood, '#7a4a2a', 0.25);
    const water = mix(lighter(p.water, 0.15), '#4a9ad0', 0.45);
    const foam = mix(lighter(water, 0.7), '#ffffff', 0.4);
    // The river, one shape a step (a sheet as wide as the card reads as a flood over a dry
    // floor): deep over each tread, pouring over its nose in a curve that lands on the tread
    // below, with a churn of foam where it lands.
    const deep = 8 * k;
    const river: string[] = [];
    const churn: string[] = [];
    for (let i = 0; i < steps; i++) {
      const y = treadY(i);
      const xa = treadX(i);
      const xb = treadX(i + 1);
      const below = i === 0 ? 0 : treadY(i - 1);
      river.push(
        `M${n(xb)} ${n(y - deep)}H${n(xa)}C${n(xa - 5 * k)} ${n(y - deep)} ${n(xa - 7 * k)} ${n(y + stepH * 0.3)} ${n(xa - 7 * k)} ${n(below - deep * 0.6)}H${n(xa)}V${n(y)}H${n(xb)}Z`,
      );
      churn.push(
        `M${n(xa - 11 * k)} ${n(below - deep * 0.5)}q${n(2.5 * k)} ${n(-4 * k)} ${n(5 * k)} 0q${n(2.5 * k)} ${n(-4 * k)} ${n(5 * k)} 0q${n(2.5 * k)} ${n(-4 * k)} ${n(5 * k)} 0`,
      );
    }
    // The landing's water, welling out from under the door.
    const doorX = landingX + 3 * k;
    const doorW = 24 * k;
    const doorTop = topY - 70 * k;
    river.push(`M${n(landingX)} ${n(topY - deep)}H${n(doorX + doorW)}V${n(topY)}H${n(landingX)}Z`);
    // At the foot, a pool spreading a little way over the floor.
    river.push(
      `M${n(x0 - 18 * k)} 0Q${n(x0 - 16 * k)} ${n(-deep * 0.7)} ${n(x0 - 4 * k)} ${n(-deep * 0.7)}H${n(x0)}V0Z`,
    );
    // The bedroom door ajar: its frame, the lit gap, the leaf swung a little open.
    const glow = lighter(p.light, 0.3);
    const door: Node[] = [
      fill(
        rect(doorX - 3 * k, doorTop - 3 * k, doorW + 6 * k, topY - doorTop + 3 * k),
        darker(p.wall, 0.35),
        'wood',
      ),
      fill(rect(doorX, doorTop, doorW, topY - doorTop), glow, 'glow'),
      fill(
        `M${n(doorX + doorW * 0.35)} ${n(doorTop)}L${n(doorX + doorW)} ${n(doorTop - 4 * k)}V${n(topY + 2 * k)}L${n(doorX + doorW * 0.35)} ${n(topY)}Z`,
        mix(p.wood, '#a0704a', 0.3),
        'wood',
      ),
    ];
    // The climber on the third tread, facing up the flight, a candle held out before.
    const tread = 2;
    const fx = treadX(tread) + stepW * 0.5;
    const fy = treadY(tread) - deep * 0.4;
    const surprised = ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [24, -58], hand: 'fist' },
      back: surprised
        ? { angle: 150, bend: 30, hand: 'open' }
        : { angle: 25, bend: 35, hand: 'mitt' },
      turn: 0.5,
      headTilt: surprised ? -4 : 2,
      gaze: surprised ? [-0.6, 0.5] : [0.8, -0.1],
    });
    const a: Actor = { fig, x: fx, y: fy, facing: 1, scale: s };
    const hand = actorPoint(a, fig.skeleton.hands.front);
    const head = actorPoint(a, fig.skeleton.headCentre);
    const candle = placed(P.candle(colorsFor(p, rng)), [hand[0], hand[1] + 3 * k], k * 0.75);
    // The water round the ankles, over the feet, on the climber's tread.
    const ankles = `M${n(fx - 12 * k)} ${n(fy + deep * 0.4)}V${n(fy - deep * 0.5)}Q${n(fx)} ${n(fy - deep * 1.1)} ${n(fx + 12 * k)} ${n(fy - deep * 0.5)}V${n(fy + deep * 0.4)}Z`;
    // Salmon leaping up the falls: one ahead of the climber, one behind, one high by the door.
    const leaps: [number, number][] = [
      [tread + 3, -40],
      [1, -46],
      [steps - 1, -36],
    ];
    const fishLen = 24 * k;
    const fish: Node[] = leaps.map(([i, tilt], j) => {
      const at: Point = [treadX(i) - 4 * k, treadY(i) - 8 * k];
      return placed(P.fish(SALMON[j % SALMON.length] ?? '#e8866a', p.ink, fishLen), at, 1, tilt);
    });
    // The flight's side: the space under the stairs a shade of the wall, and the wooden stringer
    // a band along the treads (a solid block of wood read as a cupboard, not a stair).
    let stringer = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) stringer += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    stringer += `H${n(landingEnd)}V${n(topY + 12 * k)}H${n(landingX + 2 * k)}L${n(x0 + 12 * k)} 0Z`;
    const nodes: Node[] = [
      fill(flight, darker(mix(p.wall, '#d8c8b0', 0.2), 0.25), 'wall'),
      fill(stringer, wood, 'wood'),
      ...door,
      ...river.map((d) => fill(d, water, 'water')),
      stroke(churn.join(''), foam, 1.6 * k, 'water', 0),
      actorNodes(a),
      fill(ankles, water, 'water'),
      candle,
      ...fish,
    ];
    const faults: string[] = [];
    // The fish ahead must leap clear of the climber's face.
    const ahead = leaps[0];
    if (ahead) {
      const at: Point = [treadX(ahead[0]) - 4 * k, treadY(ahead[0]) - 8 * k];
      if (Math.hypot(at[0] - head[0], at[1] - head[1]) < fig.headR * s + fishLen * 0.5)
        faults.push('stair-river: a fish over the face');
    }
    // The room: a plain stairwell wall with a dado rail climbing with the stairs, and the floor.
    const far = 900 * k;
    const wallColor = mix(p.wall, '#d8c8b0', 0.2);
    const dado = (x: number): number =>
      Math.min(-36 * k, treadY(0) - 36 * k - ((x - x0) / stepW) * stepH);
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far), wallColor, 'wall'),
      fill(
        `M${n(-far)} 0V${n(dado(x0))}H${n(x0)}L${n(landingX)} ${n(dado(landingX))}H${n(far)}V0Z`,
        darker(wallColor, 0.12),
        'wall',
      ),
      fill(rect(-far, 0, 2 * far, 200 * k), mix(p.floor, '#4a3a3a', 0.2), 'floor'),
    ];
    const box: [number, number, number, number] = [x0 - 20 * k, doorTop - 6 * k, landingEnd, 4 * k];
    return staged(facingBox(box, facing), mx([fx, head[1]], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[fx * facing, 20 * k]],
      glows: [
        { at: mx([doorX + doorW / 2, (doorTop + topY) / 2], facing), r: 50 * k, color: glow },
        { at: mx([hand[0], hand[1] - 8 * k], facing), r: 30 * k, color: glow },
      ],
      faults,
    });
  },
};
