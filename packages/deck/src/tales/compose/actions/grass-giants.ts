/**
 * Asleep in the grass, grown small: someone lies on their back in a meadow, hands folded on the
 * chest, and the blades of grass stand over them as tall as trees, arching together like a tent;
 * a dandelion clock towers over it all like a lamp post, its seeds drifting off, a daisy hangs
 * over the head like a parasol, and a ladybird as big as a dog has walked up to the sleeper's
 * face to look. Shrunk in one's sleep, a nap that turned into a journey, the world seen from a
 * blade of grass.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { daisy } from './bloom-bed.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A blade of grass from the ground at x, `h` tall, its tip swept `bend` to the side, `w` wide. */
function blade(x: number, h: number, bend: number, w: number): string {
  const tip: Point = [x + bend, -h];
  const c1: Point = [x + bend * 0.1, -h * 0.6];
  return `M${n(x - w / 2)} 2Q${n(c1[0] - w * 0.3)} ${n(c1[1])} ${n(tip[0])} ${n(tip[1])}Q${n(c1[0] + w * 0.45)} ${n(c1[1] + w * 0.4)} ${n(x + w / 2)} 2Z`;
}

/** A ladybird seen from the side, `L` long, walking towards +x, its feet on y = 0 at x. */
function ladybird(x: number, L: number, ink: Color): Node[] {
  const u = L / 30;
  const red = '#d8322a';
  const legs: string[] = [];
  for (const lx of [-7, 0, 7])
    legs.push(`M${n(x + lx * u)} ${n(-5 * u)}l${n(2.5 * u)} ${n(3 * u)}l${n(1.5 * u)} ${n(2 * u)}`);
  return [
    stroke(legs.join(''), ink, 1.3 * u, 'detail', 0),
    // The shell: a dome, its seam and its spots.
    fill(
      `M${n(x - 14 * u)} ${n(-5 * u)}C${n(x - 14 * u)} ${n(-20 * u)} ${n(x + 10 * u)} ${n(-20 * u)} ${n(x + 11 * u)} ${n(-5 * u)}Z`,
      red,
      'cloth',
    ),
    fill(oval(x - 5 * u, -14 * u, 4 * u, 2 * u), lighter(red, 0.35), 'detail', 0),
    fill(
      circle(x - 8 * u, -9 * u, 2.2 * u) +
        circle(x + 1 * u, -12 * u, 2.4 * u) +
        circle(x + 6 * u, -8 * u, 1.9 * u) +
        circle(x - 3 * u, -7 * u, 1.6 * u),
      ink,
      'detail',
      0,
    ),
    // The head: black, two white patches, an eye on us, antennae up towards the face it studies.
    fill(oval(x + 13 * u, -7.5 * u, 4.5 * u, 4 * u), ink, 'skin'),
    fill(oval(x + 11.5 * u, -9.5 * u, 1.8 * u, 1.2 * u), '#ffffff', 'face', 0),
    fill(circle(x + 15 * u, -8.5 * u, 1.4 * u), '#ffffff', 'face', 0),
    fill(circle(x + 15.5 * u, -8.6 * u, 0.7 * u), '#000000', 'face', 0),
    stroke(
      `M${n(x + 15 * u)} ${n(-11 * u)}q${n(2 * u)} ${n(-5 * u)} ${n(6 * u)} ${n(-6 * u)}M${n(x + 13 * u)} ${n(-11.5 * u)}q${n(1 * u)} ${n(-5 * u)} ${n(4 * u)} ${n(-7 * u)}`,
      ink,
      0.9 * u,
      'detail',
      0,
    ),
  ];
}

/** A dandelion clock on a stem from (x, 0), `h` tall: a ball of seeds, radius r. */
function clock(x: number, h: number, r: number, k: number): Node[] {
  const c: Point = [x - r * 0.3, -h];
  const spokes: string[] = [];
  const tufts: string[] = [];
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    const e: Point = [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r];
    spokes.push(`M${n(c[0])} ${n(c[1])}L${n(e[0])} ${n(e[1])}`);
    tufts.push(circle(e[0], e[1], r * 0.13));
  }
  return [
    stroke(
      `M${n(x)} 0Q${n(x + r * 0.3)} ${n(-h * 0.5)} ${n(c[0])} ${n(c[1])}`,
      '#7a9a4a',
      1.8 * k,
      'plant',
      0,
    ),
    stroke(spokes.join(''), '#f4f2ea', 0.5 * k, 'detail', 0),
    fill(tufts.join(''), '#fbfaf4', 'glow', 0),
    fill(circle(c[0], c[1], r * 0.16), '#c8b890', 'plant', 0),
  ];
}

/** A seed drifting off: a stalk and its feathery tuft. */
function seed(p: Point, r: number, tilt: number): Node {
  return group(
    [
      stroke(`M0 0V${n(r * 1.6)}`, '#e8e4d4', r * 0.12, 'detail', 0),
      fill(oval(0, 0, r, r * 0.5), '#fbfaf4', 'glow', 0),
      fill(oval(0, r * 1.7, r * 0.15, r * 0.3), '#a08a60', 'detail', 0),
    ],
    `translate(${n(p[0])} ${n(p[1])}) rotate(${n(tilt)})`,
  );
}

/**
 * On the back along the ground, head towards -x; grass blades behind and before, two arching
 * over; the dandelion clock at the feet, the daisy over the head, the ladybird at the face.
 */
export const grassGiants: Action = {
  id: 'grass-giants',
  objects: ['ladybird'],
  who: whos.filter((w) => w !== 'owl' && w !== 'frog' && w !== 'mouse' && w !== 'rabbit'),
  feelings: ['sleep', 'wonder', 'fear'],
  settings: ['meadow'],
  framings: ['wide', 'near'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  // The woodcut prints the grass as pale ghost blades and loses the small sleeper among them.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky'],
  family: () => 'grass-giants',
  concepts: [
    'a nap',
    'grass',
    'smallness',
    'summer',
    'a ladybird',
    'a dandelion',
    'curiosity',
    'a meadow',
  ],
  say: sayFrom(
    {
      ladybird: {
        en: 'lies in a meadow whose grass has grown as tall as trees, face to face with a ladybird as big as a dog',
        ja: '木のように高く伸びた野原の草のあいだに寝ころび、犬ほどもあるテントウムシと顔を見合わせている',
        ru: 'лежит на лугу в траве высотой с деревья, нос к носу с божьей коровкой размером с собаку',
        pt: 'deita-se num prado de relva alta como árvores, cara a cara com uma joaninha do tamanho de um cão',
        fi: 'makaa niityllä puiden korkuisessa ruohossa kasvokkain koiran kokoisen leppäkertun kanssa',
      },
    },
    'ladybird',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ink = ctx.ink;
    const awake = ctx.feeling !== 'sleep';
    const wide = ctx.framing !== 'near';
    const fig = posed(ctx, {
      ...poses['lie-back'],
      legs: [
        [8, 10],
        [4, 4],
      ],
      front: { angle: 120, bend: 110 },
      back: { angle: 110, bend: 100 },
      lean: 0,
      turn: 0.15,
      headTilt: 0,
      // Awake: the eyes turned to the ladybird at the head's side.
      gaze: awake ? [-0.9, -0.3] : [0, -0.5],
    });
    const sleeper0: Actor = { fig, x: 0, y: 0, facing: 1, scale: s };
    const drawn = nodeBox(actorNodes(sleeper0), identity) ?? [-50 * k, -20 * k, 50 * k, 0];
    const sleeper: Actor = { ...sleeper0, x: -drawn[0] - 40 * k, y: -drawn[3] + 1.5 * k };
    const hc = actorPoint(sleeper, fig.skeleton.headCentre);
    const feetX = drawn[2] + sleeper.x;

    const greens = ['#4f8f3c', '#5fa040', '#3f7a34', '#6fae48', '#4a8a46'] as const;
    const back: Node[] = [];
    // Tall blades behind, as a wood of grass on both sides and over.
    const spots: readonly [number, number, number][] = [
      [-104, 180, -26],
      [-86, 215, 14],
      [-66, 165, 36],
      [-48, 200, -18],
      [-16, 225, 56],
      [14, 190, -34],
      [38, 220, 26],
      [64, 175, -42],
      [86, 205, 18],
      [108, 180, -22],
    ];
    for (const [x, h, b] of spots)
      back.push(
        fill(
          blade(x * k, h * k * rng.range(0.92, 1.05), b * k, 9 * k),
          mix(rng.pick(greens), p.far, 0.25),
          'plant',
        ),
      );
    // The dandelion clock behind the feet, as tall as a tree, and its seeds drifting off.
    back.push(...clock(feetX + 14 * k, 190 * k, 26 * k, k));
    const seeds: Node[] = [];
    for (let i = 0; i < 6; i++)
      seeds.push(
        seed(
          [
            feetX - (8 + i * 20) * k + rng.range(-6, 6) * k,
            -(196 + i * 9) * k + rng.range(-10, 10) * k,
          ],
          (5 - i * 0.35) * k,
          rng.range(-30, 30),
        ),
      );
    // The daisy leaning over the head like a parasol.
    const parasol = daisy([hc[0] - 58 * k, 2 * k], 88 * k, '#f8f6ee');
    // Two great blades bending over the sleeper from either side, crossing above like a tent.
    const arch: Node[] = [
      fill(blade(-62 * k, 140 * k, 100 * k, 12 * k), rng.pick(greens), 'plant'),
      fill(blade(80 * k, 150 * k, -115 * k, 12 * k), darker(rng.pick(greens), 0.05), 'plant'),
    ];
    // The ladybird on the ground by the head, come to look at the face.
    const bugX = hc[0] - 45 * k;
    const bug = ladybird(bugX, 52 * k, ink);
    // Short blades in front of the ground line, clumps.
    const front: Node[] = [];
    for (let x = -92; x <= 92; x += 10) {
      if (Math.abs(x * k - (hc[0] + 10 * k)) < 50 * k) continue;
      front.push(
        fill(
          blade((x + rng.range(-3, 3)) * k, rng.range(14, 30) * k, rng.range(-8, 8) * k, 5 * k),
          rng.pick(greens),
          'plant',
          0,
        ),
      );
    }
    const top = -212 * k;
    const box: [number, number, number, number] = [-100 * k, top, 100 * k, 4 * k];
    const closeBox: [number, number, number, number] = [
      bugX - 26 * k,
      hc[1] - 45 * k,
      hc[0] + 50 * k,
      4 * k,
    ];
    const focus: Point = [(bugX + hc[0]) / 2, hc[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      // The wood of grass runs off the card: drawn with the place and not boxed, like a dike.
      // Wide, the daisy and the two arching blades stand sharp in the story; near they would run
      // off the card's top, so they go with the place.
      wall: mirror(wide ? [...back, ...seeds] : [...back, ...parasol, ...arch, ...seeds], facing),
      behind: wide ? mirror([...parasol, ...arch], facing) : [],
      actors: mirror([...bug, actorNodes(sleeper), ...front], facing),
      contacts: [
        [(hc[0] + 20 * k) * facing, 60 * k],
        [bugX * facing, 20 * k],
      ],
    });
  },
};
