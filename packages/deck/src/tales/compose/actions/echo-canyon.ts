/**
 * The echo answers in person: on the lip of a canyon a character cups its hands and shouts across,
 * and out of a crack in the rock face opposite steps a small copy of itself, hands cupped the same
 * way, shouting back. The rings of the call go over the chasm; smaller ones come back.
 */
import { n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Figure } from '../../kit/figure.ts';
import { actorNodes, pose, type Actor } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Rings of a call: arcs opening towards `dir` from `from`, `count` of them growing by `step`. */
function rings(
  from: Point,
  dir: 1 | -1,
  count: number,
  step: number,
  color: Color,
  w: number,
): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const r = step * (i + 1);
    const x = from[0] + dir * r * 0.7;
    out.push(
      stroke(
        `M${n(x)} ${n(from[1] - r)}Q${n(x + dir * r * 0.45)} ${n(from[1])} ${n(x)} ${n(from[1] + r)}`,
        color,
        w,
        'detail',
        0,
      ),
    );
  }
  return out;
}

/** The character shouting with both hands cupped round its mouth, head up a little. */
function shouting(ctx: StageContext): Figure {
  const probe = pose(ctx.who, ctx.feeling, { legs: 'walk', lean: 6 }, ctx.ink);
  const head = probe.skeleton.headCentre;
  const r = probe.headR;
  const mouth: Point = [head[0] + r * 0.95, head[1] + r * 0.35];
  return pose(
    ctx.who,
    ctx.feeling === 'fear' ? 'fear' : 'surprise',
    {
      legs: 'walk',
      lean: 6,
      headTilt: -8,
      turn: 0.8,
      gaze: [1, -0.1],
      front: { reach: [mouth[0] + r * 0.3, mouth[1] - r * 0.1], hand: 'open', elbowUp: true },
      back: { reach: [mouth[0] + r * 0.25, mouth[1] + r * 0.25], hand: 'open' },
      backArmOver: true,
    },
    ctx.ink,
  );
}

/** Shouting across a canyon, the echo stepping out of the rock opposite as a small copy, calling back. */
export const echoCanyon: Action = {
  id: 'echo-canyon',
  // The canyon is the whole picture: nothing stands beside it.
  untwisted: true,
  ownPlace: true,
  // A silhouette sinks the little echo into its dark crack.
  // Woodcut on black drew the shouter and the echo as small grey line figures (a blind review
  // threw the card out); a silhouette sinks the echo into its dark crack.
  notLooks: ['woodcut', 'silhouette'],
  objects: ['echo'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit'],
  feelings: ['mischief', 'surprise', 'longing', 'wonder', 'fear'],
  settings: ['desert', 'snowfield', 'meadow'],
  framings: ['wide'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: () => 'echo-canyon',
  concepts: [
    'echo',
    'voice',
    'canyon',
    'answer',
    'self',
    'call and response',
    'loneliness',
    'Echo and Narcissus',
    'double',
  ],
  say: sayFrom(
    {
      echo: {
        en: 'shouts across a canyon, and the echo steps out of the rock opposite as a little copy of them, shouting back',
        ja: '谷の向こうへ叫ぶと、向かいの岩壁から小さな自分がこだまになって出てきて、叫び返してくる',
        ru: 'кричит через ущелье, и из скалы напротив выходит эхо — крошечный двойник — и кричит в ответ',
        pt: 'grita para o outro lado de um desfiladeiro, e o eco sai da rocha em frente como um pequeno sósia, a gritar de volta',
        fi: 'huutaa rotkon yli, ja vastapäisestä kalliosta astuu esiin kaiku pienenä kaksoisolentona ja huutaa takaisin',
      },
    },
    'echo',
  ),
  stage(ctx) {
    // Drawn shouting to the right, mirrored as a whole by the side the stage picks.
    const { p, rng, s, m, facing } = setUp(ctx);
    // Darker than any sky, so the cliff stands out from it.
    const rock = darker(mix(mix(p.ground, '#a0704a', 0.5), p.far, 0.15), 0.18);
    const rockDark = darker(rock, 0.35);
    const edge = 34;
    const far = 112;
    // The near lip the character stands on, the chasm, and the far cliff rising into a wall.
    const near: Node[] = [
      fill(
        poly([
          [-320, 0],
          [edge, 0],
          [edge - 6, 30],
          [edge + 4, 80],
          [edge - 4, 260],
          [-320, 260],
        ]),
        rock,
        'stone',
      ),
      stroke(`M-300 0H${n(edge)}`, lighter(rock, 0.2), 2, 'stone', 0),
    ];
    const chasm = fill(
      poly([
        [edge - 10, 0],
        [far + 10, 0],
        [far + 10, 260],
        [edge - 10, 260],
      ]),
      mix(rockDark, '#1a1420', 0.55),
      'shadow',
    );
    const wallTop = -170 - rng.range(0, 20);
    const cliff: Node[] = [
      fill(
        poly([
          [far, 260],
          [far - 4, 40],
          [far + 2, 0],
          [far + 6, -30],
          [far + 2, wallTop + 60],
          [far + 18, wallTop + 20],
          [far + 30, wallTop],
          [420, wallTop - 10],
          [420, 260],
        ]),
        mix(rock, p.light, 0.08),
        'stone',
      ),
      // Strata across the face.
      stroke(
        [0.25, 0.45, 0.65, 0.85]
          .map((t) => {
            const y = wallTop + (0 - wallTop) * t;
            return `M${n(far + 4)} ${n(y)}Q${n(far + 120)} ${n(y - 6)} 420 ${n(y + 4)}`;
          })
          .join(''),
        darker(rock, 0.15),
        1.4,
        'stone',
        0,
      ),
    ];
    // The crack in the rock the echo steps out of: a tall dark split, wider at its foot.
    const door = far + 40;
    const crack = fill(
      `M${n(door - 16)} 0L${n(door - 10)} -36L${n(door - 6)} -58L${n(door - 1)} -72L${n(door + 3)} -56L${n(door + 9)} -34L${n(door + 15)} 0Z`,
      mix(rockDark, '#120e16', 0.5),
      'shadow',
    );
    // The one shouting, at the lip, facing across.
    const fig = shouting(ctx);
    const hero: Actor = { fig, x: 0, facing: 1, scale: s };
    // The echo: the same one, half the size, stepping out of the crack and shouting back.
    const k = 0.5;
    const echoFig = shouting(ctx);
    const echo: Actor = { fig: echoFig, x: door - 12, facing: -1, scale: s * k };
    const mouthOf = (a: Actor, f: Figure): Point => {
      const h = f.skeleton.headCentre;
      return [
        a.x + a.facing * (h[0] + f.headR * 1.5) * a.scale,
        h[1] * a.scale + f.headR * 0.3 * a.scale,
      ];
    };
    const call = mouthOf(hero, fig);
    const back = mouthOf(echo, echoFig);
    const sound = mix(p.paper, p.light, 0.3);
    const ringsOut = rings(call, 1, 3, 12, sound, 2.4);
    const ringsBack = rings(back, -1, 2, 7, sound, 1.6);
    const top = m.headTop * s;
    const box: [number, number, number, number] = [-42, top - 30, door + 30, 30];
    return staged(facingBox(box, facing), mx([(call[0] + back[0]) / 2, call[1]], facing), {
      // The canyon runs off the card on every side: the setting's, not boxed with the story.
      wall: mirror([chasm, ...near, ...cliff], facing),
      behind: mirror([crack], facing),
      actors: mirror([actorNodes(hero), { ...group([actorNodes(echo)]), opacity: 0.9 }], facing),
      before: mirror([...ringsOut, ...ringsBack], facing),
      contacts: [[0, 30]],
      closeBox: facingBox([-30, top - 10, 60, 6], facing),
    });
  },
};
