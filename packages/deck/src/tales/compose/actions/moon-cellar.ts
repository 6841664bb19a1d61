/**
 * Where the moon is kept by day: in a cellar under the house, on wooden racks like cheeses left
 * to ripen, lie moons of every phase, thin crescents, half moons, round full ones, all softly
 * glowing; at dusk the keeper carries tonight's full moon up the cellar steps in both arms to the
 * door standing open on the evening sky. The moon made of cheese, the phases as a stock kept in
 * order: who decides which one goes up tonight?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * Side-on: the racks against the cellar's far wall on the left, the steps rising towards +x to
 * a door open on the dusk; the keeper on the third step, facing up, the full moon held before.
 */
export const moonCellar: Action = {
  id: 'moon-cellar',
  objects: ['moon'],
  who: ['old-man', 'old-woman', 'woman', 'man', 'girl', 'boy', 'bear', 'mouse', 'fox'],
  feelings: ['calm', 'resolve', 'wonder', 'joy'],
  settings: ['stairwell'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['candle', 'lamp'],
  family: () => 'moon-cellar',
  concepts: [
    'the moon',
    'cellar',
    'cheese',
    'phases of the moon',
    'dusk',
    'routine',
    'keeper',
    'store',
    'night falls',
    'steps',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'carries tonight’s full moon up the cellar steps, past racks where moons of every phase are kept like cheeses',
        ja: 'チーズのように棚に並べて寝かせてある、満ち欠けもさまざまな月たちのあいだから、今夜の満月を抱えて地下室の階段をのぼっていく',
        ru: 'несёт вверх по ступенькам погреба сегодняшнюю полную луну, мимо полок, где, как сыры, хранятся луны всех фаз',
        pt: 'sobe as escadas da cave com a lua cheia desta noite nos braços, deixando para trás prateleiras onde se guardam luas de todas as fases como queijos',
        fi: 'kantaa tämän illan täysikuuta kellarin portaita ylös, ohi hyllyjen, joilla kaikenlaisia kuunsirppejä ja puolikuita säilytetään kuin juustoja',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    const k = (m.height * s) / 100;
    const far = 900 * k;
    const stepW = 13 * k;
    const stepH = 15 * k;
    const steps = 7;
    const x0 = -22 * k;
    const treadY = (i: number): number => -(i + 1) * stepH;
    const treadX = (i: number): number => x0 + i * stepW;
    const topY = treadY(steps - 1);
    const landingX = treadX(steps);
    const landingEnd = landingX + 16 * k;
    const moonLight = '#f4ecc4';
    const moonShade = mix(moonLight, '#c8b070', 0.35);
    // The cellar: a dark stone wall with its courses, a flagged floor.
    const stone = mix(p.wall, '#4a4050', 0.6);
    const courses: string[] = [];
    for (let y = -16 * k, row = 0; y > -260 * k; y -= 16 * k, row++)
      courses.push(`M${n(-far)} ${n(y)}H${n(far)}`);
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far), stone, 'wall'),
      stroke(courses.join(''), darker(stone, 0.18), 0.9 * k, 'stone', 0),
      fill(rect(-far, 0, 2 * far, 200 * k), mix(stone, '#2a2630', 0.4), 'floor'),
    ];
    // The door at the head of the steps, open on the dusk: a violet sky paling to orange, a
    // first star.
    const doorX = landingX + 1 * k;
    const doorW = 22 * k;
    const doorTop = topY - 76 * k;
    wall.push(
      fill(
        rect(doorX - 3 * k, doorTop - 3 * k, doorW + 6 * k, topY - doorTop + 3 * k),
        darker(p.wood, 0.3),
        'wood',
      ),
      fill(rect(doorX, doorTop, doorW, topY - doorTop), '#6a5a9a', 'sky'),
      fill(
        rect(doorX, doorTop + (topY - doorTop) * 0.55, doorW, (topY - doorTop) * 0.45),
        '#f0a86a',
        'sky',
      ),
      placed(P.star('#fff2c0', 2.4 * k), [doorX + doorW * 0.3, doorTop + 12 * k]),
    );
    // The racks on the left: a wooden frame with four shelves, moons of every phase lying on
    // them in a row, like cheeses.
    const rackL = -70 * k;
    const rackR = -30 * k;
    const shelves = [-8 * k, -40 * k, -72 * k, -104 * k];
    const wood = mix(p.wood, '#7a5030', 0.3);
    const rack: Node[] = [
      fill(rect(rackL - 3 * k, -136 * k, 3 * k, 136 * k), darker(wood, 0.2), 'wood'),
      fill(rect(rackR, -136 * k, 3 * k, 136 * k), darker(wood, 0.2), 'wood'),
      ...shelves.map((y) =>
        fill(rect(rackL - 3 * k, y, rackR - rackL + 6 * k, 3 * k), wood, 'wood'),
      ),
    ];
    const moons: Node[] = [];
    shelves.forEach((y, row) => {
      for (let j = 0; j < 3; j++) {
        const cx = rackL + (j + 0.5) * ((rackR - rackL) / 3);
        const r = 5.6 * k;
        const phase = (row * 3 + j + Math.floor(rng.range(0, 3))) % 4;
        const at: Point = [cx, y - r - 0.4 * k];
        if (phase === 0) moons.push(placed(P.fullMoon(moonLight, r), at));
        else if (phase === 1)
          moons.push(placed(P.crescent(moonLight, r, p.ink), at, 1, -20 + j * 20));
        else if (phase === 2)
          moons.push(
            fill(
              `M${n(cx)} ${n(at[1] - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx)} ${n(at[1] + r)}Z`,
              moonLight,
              'glow',
              0.6,
            ),
          );
        else moons.push(placed(P.fullMoon(moonShade, r * 0.9), [cx, y - r * 0.9 - 0.4 * k]));
      }
    });
    // The steps, solid down to the floor, with their wooden stringer.
    let flight = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) flight += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    flight += `H${n(landingEnd)}V0Z`;
    let stringer = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) stringer += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    stringer += `H${n(landingEnd)}V${n(topY + 10 * k)}H${n(landingX + 2 * k)}L${n(x0 + 10 * k)} 0Z`;
    const stairs: Node[] = [
      fill(flight, darker(stone, 0.2), 'stone'),
      fill(stringer, mix(stone, '#8a7a6a', 0.35), 'stone'),
    ];
    // The keeper on the third step, facing up the flight, the moon held in both arms before.
    const tread = 2;
    const fx = treadX(tread) + stepW * 0.45;
    const fy = treadY(tread);
    const where = { x: fx, y: fy, facing: 1 as const, scale: s };
    const moonR = 15 * k;
    // Held before the chest, below the chin, whatever the keeper's build.
    const moonAt: Point = [fx + 19 * k, fy + m.shoulder * s + moonR * 0.75];
    const fig = posed(ctx, {
      legs: [
        [38, 60],
        [-4, 6],
      ],
      lean: 4,
      front: { reach: toActor(where, [moonAt[0] + 4 * k, moonAt[1] + 8 * k]), hand: 'open' },
      back: { reach: toActor(where, [moonAt[0] - 8 * k, moonAt[1] + 11 * k]), hand: 'open' },
      turn: 0.5,
      headTilt: -6,
      gaze: [0.7, -0.5],
    });
    const a: Actor = { fig, ...where };
    const head = actorPoint(a, fig.skeleton.headCentre);
    const held = placed(P.fullMoon(moonLight, moonR), moonAt);
    const faults: string[] = [];
    if (Math.hypot(moonAt[0] - head[0], moonAt[1] - head[1]) < moonR + fig.headR * s)
      faults.push('moon-cellar: the moon over the face');
    const nodes: Node[] = [...rack, ...moons, ...stairs, actorNodes(a), held];
    const top = doorTop - 6 * k;
    const box: [number, number, number, number] = [rackL - 6 * k, top, landingEnd + 2 * k, 6 * k];
    return staged(facingBox(box, facing), mx([fx + 10 * k, head[1]], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [],
      glows: [
        { at: mx(moonAt, facing), r: 44 * k, color: moonLight },
        { at: mx([(rackL + rackR) / 2, -70 * k], facing), r: 40 * k, color: moonLight },
        { at: mx([doorX + doorW / 2, (doorTop + topY) / 2], facing), r: 30 * k, color: '#f0a86a' },
      ],
      faults,
    });
  },
};
