/**
 * A lodger in a hermit crab's house: on the shore in the rain, a big spiral shell has a round
 * window in its side, lamplit, curtains tied back, and someone leans on its sill looking out at
 * the weather, while under them the crab whose shell it is peers out of the shell's mouth on its
 * stalks, claws on the sand, about to carry the house off. A home that walks, a landlord, a
 * shelter from the storm.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The shell's whorls, tip to body, in units of K (the lodger's height / 100): centre, half sizes. */
const WHORLS: readonly (readonly [x: number, y: number, rx: number, ry: number])[] = [
  [62, -196, 15, 11],
  [48, -174, 29, 20],
  [26, -138, 53, 36],
  [6, -76, 76, 68],
];
/** The porthole in the body whorl: centre and radius. */
const WIN: Point = [12, -92];
const WIN_R = 42;

/** An open claw at (0, 0) of its own frame, pointing -x, `k` a unit: two blades like a pincer. */
function claw(k: number, shell: Color): Node[] {
  return [
    fill(
      `M0 ${n(-5 * k)}Q${n(-14 * k)} ${n(-16 * k)} ${n(-30 * k)} ${n(-12 * k)}Q${n(-16 * k)} ${n(-6 * k)} ${n(-4 * k)} ${n(2 * k)}Z`,
      shell,
      'skin',
    ),
    fill(
      `M${n(-2 * k)} ${n(3 * k)}Q${n(-14 * k)} ${n(4 * k)} ${n(-24 * k)} ${n(10 * k)}Q${n(-12 * k)} ${n(12 * k)} ${n(2 * k)} ${n(7 * k)}Z`,
      lighter(shell, 0.1),
      'skin',
    ),
  ];
}

/** Living in a hermit crab's shell, looking out of its window at the storm. */
export const crabLodger: Action = {
  id: 'crab-lodger',
  // One view of its own (a shell filling the card): no twist fits beside it.
  untwisted: true,
  // A silhouette blacks out the lit window the story is in; the woodcut melts the lodger into it.
  notLooks: ['silhouette', 'woodcut'],
  objects: ['crab'],
  who: ['old-woman', 'old-man', 'girl', 'boy', 'woman', 'hedgehog', 'mouse', 'elephant'],
  feelings: ['longing', 'calm', 'fear', 'surprise'],
  settings: ['shore'],
  // Drawn for a near shot alone: the shell fills the card.
  framings: ['near'],
  fixedFramings: true,
  lights: ['window'],
  family: () => 'crab-lodger',
  concepts: [
    'hermit crab',
    'shell',
    'window',
    'lodger',
    'storm',
    'shelter',
    'a home that walks',
    'looking out',
    'rain',
    'beach',
  ],
  say: sayFrom(
    {
      crab: {
        en: 'lives in a hermit crab’s shell and looks out of its window at the rain',
        ja: 'ヤドカリの貝がらの中に住んでいて、その窓から雨をながめている',
        ru: 'живёт в раковине рака-отшельника и смотрит из её окошка на дождь',
        pt: 'mora na concha de um caranguejo-eremita e olha a chuva pela janela',
        fi: 'asuu erakkoravun kuoressa ja katselee sen ikkunasta sadetta',
      },
    },
    'crab',
  ),
  stage(ctx) {
    const { p, rng, m, s, facing } = setUp(ctx);
    const K = (m.height * s) / 100;
    // The shell: a sandy whelk with darker spiral bands.
    const shellC = rng.pick(['#e8c89a', '#e0b088', '#d8c0a8', '#eab8a0']);
    const band = darker(shellC, 0.22);
    const whorls: Node[] = [];
    for (const [x, y, rx, ry] of WHORLS) {
      const path = oval(x * K, y * K, rx * K, ry * K);
      const bands: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const yy = (y - ry + (i * ry * 2) / 4) * K;
        bands.push(
          `M${n((x - rx) * K)} ${n(yy)}Q${n(x * K)} ${n(yy + ry * 0.35 * K)} ${n((x + rx) * K)} ${n(yy)}`,
        );
      }
      whorls.push(
        fill(path, shellC, 'stone'),
        group([stroke(bands.join(''), band, 3.4 * K, 'detail', 0)], undefined, path),
      );
    }
    // The tip's point.
    whorls.unshift(
      fill(
        `M${n(54 * K)} ${n(-201 * K)}L${n(76 * K)} ${n(-218 * K)}L${n(73 * K)} ${n(-192 * K)}Z`,
        shellC,
        'stone',
      ),
    );
    // The shell's mouth, low on the sea side, pink inside and dark at its depth.
    const mouthC: Point = [-48 * K, -36 * K];
    const mouth: Node[] = [
      fill(oval(mouthC[0], mouthC[1], 30 * K, 36 * K), mix('#f0a8a0', shellC, 0.2), 'stone'),
      fill(oval(mouthC[0] + 4 * K, mouthC[1] + 2 * K, 20 * K, 26 * K), '#4a2a2a', 'shadow'),
    ];
    // The crab in its mouth: legs on the sand, two claws out, eyes up on stalks.
    const crabC = rng.pick(['#d8563a', '#e07040', '#c84a4a']);
    // Its walking legs, jointed, from under its body down to the sand on the sea side.
    const legs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const y0 = mouthC[1] + 6 * K + i * 7 * K;
      legs.push(
        `M${n(mouthC[0] - 6 * K)} ${n(y0)}L${n(mouthC[0] - 26 * K - i * 4 * K)} ${n(y0 - 8 * K)}L${n(mouthC[0] - 34 * K - i * 6 * K)} ${n(0)}`,
      );
    }
    const eyeY = mouthC[1] - 36 * K;
    const bodyC: Point = [mouthC[0] - 2 * K, mouthC[1] + 4 * K];
    const crab: Node[] = [
      stroke(legs.join(''), darker(crabC, 0.15), 4 * K, 'skin'),
      // The body filling the shell's mouth, a paler belly plate.
      fill(oval(bodyC[0], bodyC[1], 22 * K, 20 * K), crabC, 'skin'),
      fill(
        oval(bodyC[0] - 4 * K, bodyC[1] + 8 * K, 12 * K, 7 * K),
        lighter(crabC, 0.25),
        'skin',
        0,
      ),
      // The two big claws resting on the sand before it, the near one the bigger.
      group(claw(K * 1.05, crabC), `translate(${n(bodyC[0] - 12 * K)} ${n(-12 * K)})`),
      group(
        claw(K * 0.8, crabC),
        `translate(${n(bodyC[0] - 16 * K)} ${n(bodyC[1] - 10 * K)}) rotate(12)`,
      ),
      stroke(
        `M${n(mouthC[0] - 8 * K)} ${n(bodyC[1] - 16 * K)}L${n(mouthC[0] - 12 * K)} ${n(eyeY)}M${n(mouthC[0] + 2 * K)} ${n(bodyC[1] - 16 * K)}L${n(mouthC[0] + 2 * K)} ${n(eyeY - 2 * K)}`,
        crabC,
        3 * K,
        'skin',
      ),
      fill(circle(mouthC[0] - 12 * K, eyeY, 5 * K), '#fbf7ee', 'face'),
      fill(circle(mouthC[0] + 2 * K, eyeY - 2 * K, 5 * K), '#fbf7ee', 'face'),
      // Both eyes turned up towards the window over them.
      fill(circle(mouthC[0] - 11 * K, eyeY - 2 * K, 2.6 * K), ctx.ink, 'face', 0),
      fill(circle(mouthC[0] + 3 * K, eyeY - 4 * K, 2.6 * K), ctx.ink, 'face', 0),
    ];
    // The porthole: lamplight, curtains, the lodger leaning on the sill, a frame round it all.
    const [wx, wy] = [WIN[0] * K, WIN[1] * K];
    const wr = WIN_R * K;
    const glass = circle(wx, wy, wr);
    const warm = mix(lighter(p.light, 0.3), '#ffd890', 0.55);
    const curtain = rng.pick(['#c8503a', '#4a7ab0', '#5a9a5a', '#b05a90']);
    const sillY = wy + wr * 0.42;
    const lx = wx + 6 * K;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: {
        reach: toActor({ x: lx, y: sillY + 58 * K, facing: -1, scale: s }, [wx - 16 * K, sillY]),
        hand: 'open',
      },
      back: {
        reach: toActor({ x: lx, y: sillY + 58 * K, facing: -1, scale: s }, [wx + 8 * K, sillY]),
        hand: 'open',
      },
      turn: 0.35,
      headTilt: 6,
      gaze: [0.7, 0.1],
    });
    const lodger: Actor = { fig, x: lx, y: sillY + 58 * K, facing: -1, scale: s };
    const inside: Node[] = [
      fill(glass, warm, 'glow'),
      fill(circle(wx + wr * 0.4, wy - wr * 0.3, wr * 0.5), lighter(warm, 0.4), 'glow', 0),
      actorNodes(lodger),
      // The curtains tied back either side.
      fill(
        `M${n(wx - wr)} ${n(wy - wr)}H${n(wx - wr * 0.45)}Q${n(wx - wr * 0.85)} ${n(wy)} ${n(wx - wr * 0.7)} ${n(wy + wr)}H${n(wx - wr)}Z`,
        curtain,
        'cloth',
      ),
      fill(
        `M${n(wx + wr)} ${n(wy - wr)}H${n(wx + wr * 0.45)}Q${n(wx + wr * 0.85)} ${n(wy)} ${n(wx + wr * 0.7)} ${n(wy + wr)}H${n(wx + wr)}Z`,
        curtain,
        'cloth',
      ),
      // The sill, the lodger's arms on it.
      fill(
        `M${n(wx - wr)} ${n(sillY)}H${n(wx + wr)}V${n(wy + wr)}H${n(wx - wr)}Z`,
        mix(p.wood, '#8a5a34', 0.3),
        'wood',
      ),
    ];
    const frameC = rng.pick(['#c9a04a', '#6a4a2a', '#2f5a6a']);
    const porthole: Node[] = [
      group(inside, undefined, glass),
      stroke(glass, frameC, 6 * K, 'metal'),
      stroke(circle(wx, wy, wr + 4 * K), darker(frameC, 0.3), 1.4 * K, 'detail', 0),
    ];
    // The rain, slanting across the sea behind the shell.
    const rain: string[] = [];
    for (let i = 0; i < 46; i++) {
      const x = rng.range(-160, 160) * K;
      const y = rng.range(-300, -10) * K;
      const l = rng.range(14, 26) * K;
      rain.push(`M${n(x)} ${n(y)}l${n(-l * 0.3)} ${n(l)}`);
    }
    const rainNode = stroke(rain.join(''), mix('#dfe8f2', p.sky[1], 0.2), 1.6 * K, 'detail', 0);
    const box: [number, number, number, number] = [-90 * K, -222 * K, 86 * K, 4 * K];
    const glowAt: Point = [wx, wy];
    return staged(facingBox(box, facing), mx([wx, wy], facing), {
      wall: mirror([rainNode], facing),
      actors: mirror([...whorls, ...mouth, ...porthole, ...crab], facing),
      contacts: [[0, 200 * K]],
      closeBox: facingBox(box, facing),
      glows: [{ at: mx(glowAt, facing), r: 60 * K, color: lighter(p.light, 0.4) }],
    });
  },
};
