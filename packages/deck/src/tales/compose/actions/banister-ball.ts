/**
 * Up past bedtime: someone has crept out of bed onto the gallery at the top of the stairs, the
 * bedroom door ajar and lit behind them, and leans on the banister rail to look down into the
 * hall, where under a blazing chandelier the animals of the house dance a ball in evening dress,
 * a fox turning a rabbit, a bear waltzing a cat. The childhood memory of the grown-ups' party
 * seen through the banisters, turned into a fairy tale: whose house is it at night?
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The couples on the dance floor: who leads, who follows. */
const COUPLES: readonly (readonly [Who, Who])[] = [
  ['fox', 'rabbit'],
  ['bear', 'cat'],
  ['wolf', 'owl'],
  ['frog', 'mouse'],
];

/**
 * Front on: the gallery's floor a beam across the card with the banister on it, the watcher
 * standing behind the rail and leaning on it, looking down; under the beam, lower in the
 * picture and smaller, the lit hall with its dancers; the chandelier hangs on the right.
 */
export const banisterBall: Action = {
  id: 'banister-ball',
  objects: ['chandelier'],
  who: ['girl', 'boy', 'woman', 'old-woman', 'old-man', 'mouse', 'cat', 'rabbit'],
  feelings: ['wonder', 'mischief', 'joy', 'longing'],
  settings: ['stairwell'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle'],
  family: () => 'banister-ball',
  concepts: [
    'a ball',
    'dancing',
    'bedtime',
    'secrets',
    'night',
    'animals',
    'the grown-ups',
    'spying',
    'fairy tale',
    'party',
    'curiosity',
  ],
  say: sayFrom(
    {
      chandelier: {
        en: 'creeps out of bed to watch from the banister as animals in evening dress dance a ball in the hall below',
        ja: 'ベッドをこっそり抜け出して階段の手すりから、下の広間で正装した動物たちが舞踏会を踊るのをのぞいている',
        ru: 'тайком выбрался из постели и смотрит с перил, как внизу в зале звери во фраках и бальных платьях танцуют на балу',
        pt: 'foge da cama para espreitar do corrimão os animais em traje de gala que dançam um baile no salão lá em baixo',
        fi: 'on hiipinyt sängystä katsomaan kaiteen yli, kun alhaalla salissa iltapukuiset eläimet tanssivat tanssiaisia',
      },
    },
    'chandelier',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    const k = (m.height * s) / 100;
    const far = 900 * k;
    const railY = -50 * k;
    const beamH = 10 * k;
    const hallFloor = 88 * k;
    const dancerScale = 0.44;
    // The gallery's wall: dark night wallpaper, the bedroom door ajar and lit behind the watcher.
    const paper = mix(p.wall, '#3a3050', 0.45);
    const doorX = -34 * k;
    const doorW = 26 * k;
    const doorTop = -96 * k;
    const lamp = lighter(p.light, 0.25);
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far + beamH), paper, 'wall'),
      fill(
        rect(doorX - 3 * k, doorTop - 3 * k, doorW + 6 * k, -doorTop + 3 * k),
        darker(p.wood, 0.3),
        'wood',
      ),
      fill(rect(doorX, doorTop, doorW, -doorTop), lamp, 'glow'),
      fill(
        `M${n(doorX + doorW * 0.45)} ${n(doorTop)}L${n(doorX + doorW)} ${n(doorTop - 3 * k)}V${n(2 * k)}L${n(doorX + doorW * 0.45)} 0Z`,
        mix(p.wood, '#8a5a3a', 0.3),
        'wood',
      ),
    ];
    // The hall below: warm walls, a tall curtained window, the chequered dance floor.
    const hallWall = mix('#e8c890', p.light, 0.3);
    const tiles: string[] = [];
    for (let i = -12; i < 12; i++)
      for (let j = 0; j < 3; j++)
        if ((i + j) % 2 === 0) tiles.push(rect(i * 12 * k, hallFloor + j * 8 * k, 12 * k, 8 * k));
    wall.push(
      fill(rect(-far, beamH, 2 * far, hallFloor - beamH), hallWall, 'wall'),
      fill(
        rect(-70 * k, beamH + 14 * k, 26 * k, hallFloor - beamH - 14 * k),
        mix('#3a4a7a', p.sky[0], 0.3),
        'sky',
      ),
      fill(rect(-74 * k, beamH + 12 * k, 8 * k, hallFloor - beamH - 12 * k), '#a8323a', 'cloth'),
      fill(rect(-48 * k, beamH + 12 * k, 8 * k, hallFloor - beamH - 12 * k), '#a8323a', 'cloth'),
      fill(rect(-far, hallFloor, 2 * far, far), mix('#f0e6d0', hallWall, 0.3), 'floor'),
      fill(tiles.join(''), mix('#3a2a2a', p.ink, 0.3), 'floor', 0),
    );
    // The gallery's beam across the card (the place's part), and on it the banister between two
    // newel posts just inside the story: a rail and its balusters.
    const wood = mix(p.wood, '#6a3a22', 0.3);
    wall.push(fill(rect(-far, 0, 2 * far, beamH), darker(wood, 0.25), 'wood'));
    const left = -40 * k;
    const right = 88 * k;
    const balusters: string[] = [];
    for (let x = left + 10 * k; x < right - 6 * k; x += 11 * k)
      balusters.push(rect(x - 1.6 * k, railY, 3.2 * k, -railY));
    const banister: Node[] = [
      fill(balusters.join(''), wood, 'wood'),
      fill(rect(left, railY - 3 * k, right - left, 5 * k, 1.5 * k), darker(wood, 0.1), 'wood'),
      ...[left, right].map((x) =>
        fill(
          rect(x - 3.5 * k, railY - 8 * k, 7 * k, -railY + 8 * k, 1.5 * k),
          darker(wood, 0.2),
          'wood',
        ),
      ),
      ...[left, right].map((x) =>
        fill(circle(x, railY - 10 * k, 4 * k), darker(wood, 0.2), 'wood'),
      ),
    ];
    // The watcher behind the rail, leaning on it, forearms on the rail, looking down.
    const where = { x: 8 * k, y: 0, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: toActor(where, [20 * k, railY - 4 * k]), hand: 'mitt' },
      back: { reach: toActor(where, [-2 * k, railY - 4 * k]), hand: 'mitt' },
      turn: 0.5,
      headTilt: 14,
      gaze: [0.3, 1],
    });
    const watcher: Actor = { fig, ...where };
    const head = actorPoint(watcher, fig.skeleton.headCentre);
    const top = head[1] - fig.headR * s - 7 * k;
    // The chandelier hanging into the hall on the right, its candles lit.
    const chX = 76 * k;
    const chY = 34 * k;
    const brass = '#c9a447';
    const flames: string[] = [];
    const cups: string[] = [];
    for (let i = -2; i <= 2; i++) {
      const x = chX + i * 8 * k;
      const y = chY - 4 * k + Math.abs(i) * -1.5 * k;
      cups.push(rect(x - 1.6 * k, y - 5 * k, 3.2 * k, 5 * k));
      flames.push(ellipse(x, y - 7.5 * k, 1.4 * k, 2.6 * k));
    }
    const chandelier: Node[] = [
      stroke(`M${n(chX)} ${n(top)}V${n(chY - 12 * k)}`, darker(brass, 0.3), 1.2 * k, 'metal'),
      fill(ellipse(chX, chY, 20 * k, 5 * k), brass, 'metal'),
      fill(circle(chX, chY + 6 * k, 3 * k), darker(brass, 0.2), 'metal'),
      fill(cups.join(''), '#f6efe0', 'detail'),
      fill(flames.join(''), '#ffd36a', 'glow', 0),
    ];
    // Two couples dancing on the floor below, small with the distance.
    const pair = rng.pick(COUPLES.slice(0, 2));
    const pair2 = rng.pick(COUPLES.slice(2));
    const dancers: Node[] = [];
    const couple = (who: readonly [Who, Who], x: number): void => {
      const ds = dancerScale * k;
      const gap = 17 * ds;
      const lead = cast(who[0], rng, p);
      const follow = cast(who[1], rng, p);
      const la = {
        x: x - gap,
        y: hallFloor + 2 * k,
        facing: 1 as const,
        scale: lead.scale * dancerScale * (k / s),
      };
      const fa = {
        x: x + gap,
        y: hallFloor + 2 * k,
        facing: -1 as const,
        scale: follow.scale * dancerScale * (k / s),
      };
      // Their raised hands joined in an arch over them: a turn under the arm.
      const hold: Point = [x, hallFloor - 92 * ds];
      const lf = pose(
        lead,
        'joy',
        {
          legs: 'walk',
          lean: -4,
          front: { reach: toActor(la, hold), hand: 'open' },
          back: { angle: 60, bend: 60, hand: 'mitt' },
          turn: 0.6,
          gaze: [0.9, 0],
        },
        ctx.ink,
      );
      const ff = pose(
        follow,
        'joy',
        {
          legs: [
            [70, 100],
            [-6, 0],
          ],
          lean: -8,
          front: { reach: toActor(fa, hold), hand: 'open' },
          back: { angle: 60, bend: 60, hand: 'mitt' },
          turn: 0.6,
          gaze: [0.9, -0.1],
        },
        ctx.ink,
      );
      dancers.push(actorNodes({ fig: lf, ...la }), actorNodes({ fig: ff, ...fa }));
    };
    couple(pair, -18 * k);
    couple(pair2, 34 * k);
    const nodes: Node[] = [...dancers, ...chandelier, actorNodes(watcher)];
    const faults: string[] = [];
    const box: [number, number, number, number] = [
      left - 6 * k,
      top,
      right + 6 * k,
      hallFloor + 6 * k,
    ];
    return staged(facingBox(box, facing), mx([head[0], (head[1] + hallFloor) / 2], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      before: mirror(banister, facing),
      contacts: [],
      glows: [
        { at: mx([chX, chY - 6 * k], facing), r: 40 * k, color: '#ffd98a' },
        { at: mx([doorX + doorW / 2, doorTop / 2], facing), r: 30 * k, color: lamp },
      ],
      faults,
    });
  },
};
