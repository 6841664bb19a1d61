/**
 * The monster who needs looking after: a dragon twice the character's height sits on its tail,
 * one knee up and grazed, crying big tears and rubbing an eye with a claw, while the character
 * kneels at its foot and presses a sticking plaster on the knee, a first-aid tin open beside. The
 * fearsome made small by a scraped knee; kindness that is not afraid; everyone was little once.
 */
import { circle, n, smoothClosed, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { dragonHead } from './blanket-dragon.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const hides = ['#4f9a5a', '#c2473a', '#4a7bb8', '#8a62b0'] as const;
const plasterTan = '#e8c49a';
const tearBlue = '#8fd0f4';

/**
 * The dragon, sitting, facing -x from its seat at (x, 0), `k` a hundredth of the character's
 * height: an egg of a body with a pale striped belly, spikes down its back, a folded wing, a tail
 * curled on the ground behind, the near hind leg's knee up towards the character (returned:
 * where the plaster goes) and a little arm raised to rub its eye. The head, hanging, weeps.
 */
function sittingDragon(
  x: number,
  k: number,
  hide: string,
  ink: string,
): { nodes: Node[]; knee: Point } {
  const belly = lighter(hide, 0.5);
  const dark = darker(hide, 0.22);
  const nodes: Node[] = [];
  // The tail, out behind on the ground and curling up, spikes along its top.
  const tail: Point[] = [
    [x + 36 * k, -12 * k],
    [x + 58 * k, -8 * k],
    [x + 72 * k, -22 * k],
    [x + 68 * k, -44 * k],
  ];
  for (let i = 0; i < tail.length - 1; i++) {
    const a = tail[i];
    const b = tail[i + 1];
    if (a === undefined || b === undefined) continue;
    nodes.push(fill(taper(a, b, (22 - i * 6) * k, (16 - i * 5) * k), hide, 'skin'));
  }
  // The tail's spade tip, pointing up.
  const tip = tail[tail.length - 1] ?? [x, 0];
  nodes.push(
    fill(
      `M${n(tip[0])} ${n(tip[1] - 12 * k)}L${n(tip[0] + 7 * k)} ${n(tip[1] + 2 * k)}L${n(tip[0])} ${n(tip[1] - 1 * k)}L${n(tip[0] - 7 * k)} ${n(tip[1] + 2 * k)}Z`,
      dark,
      'skin',
    ),
  );
  // The body: an egg leaning a little back.
  const body = smoothClosed([
    [x - 30 * k, -4 * k],
    [x - 38 * k, -48 * k],
    [x - 26 * k, -100 * k],
    [x + 2 * k, -122 * k],
    [x + 30 * k, -104 * k],
    [x + 44 * k, -56 * k],
    [x + 38 * k, -4 * k],
  ]);
  // Spikes down the back, big at the shoulders, smaller towards the tail.
  const spikes: string[] = [];
  const back: Point[] = [
    [x + 12 * k, -118 * k],
    [x + 26 * k, -104 * k],
    [x + 36 * k, -86 * k],
    [x + 42 * k, -66 * k],
    [x + 44 * k, -46 * k],
  ];
  back.forEach((p, i) => {
    const s = (13 - i * 1.6) * k;
    spikes.push(
      `M${n(p[0] - s * 0.5)} ${n(p[1] - s * 0.3)}L${n(p[0] + s * 0.9)} ${n(p[1] - s * 0.2)}L${n(p[0] + s * 0.2)} ${n(p[1] + s * 0.6)}Z`,
    );
  });
  // The folded wing on its back: a bat's, ribs to a scalloped edge.
  const wing = `M${n(x + 10 * k)} ${n(-100 * k)}L${n(x + 46 * k)} ${n(-132 * k)}L${n(x + 52 * k)} ${n(-100 * k)}Q${n(x + 44 * k)} ${n(-94 * k)} ${n(x + 40 * k)} ${n(-84 * k)}Q${n(x + 32 * k)} ${n(-86 * k)} ${n(x + 26 * k)} ${n(-76 * k)}Z`;
  nodes.push(
    fill(spikes.join(''), mix(hide, '#f0d070', 0.45), 'detail'),
    fill(wing, darker(hide, 0.12), 'skin'),
    stroke(
      `M${n(x + 46 * k)} ${n(-132 * k)}L${n(x + 40 * k)} ${n(-84 * k)}M${n(x + 46 * k)} ${n(-132 * k)}L${n(x + 26 * k)} ${n(-78 * k)}`,
      dark,
      1.2 * k,
      'detail',
      0,
    ),
    fill(body, hide, 'skin'),
  );
  // The pale belly, in bands.
  nodes.push(fill(oval(x - 12 * k, -56 * k, 18 * k, 44 * k), belly, 'skin', 0));
  const bands: string[] = [];
  for (let y = -90; y <= -22; y += 11) {
    const w = 17 * Math.sqrt(Math.max(0, 1 - ((y + 56) / 44) ** 2));
    bands.push(
      `M${n(x - 12 * k - w * k)} ${n(y * k)}Q${n(x - 12 * k)} ${n((y + 3) * k)} ${n(x - 12 * k + w * k)} ${n(y * k)}`,
    );
  }
  nodes.push(stroke(bands.join(''), darker(belly, 0.2), 0.9 * k, 'detail', 0));
  // The far hind foot, flat on the ground in front of the body.
  nodes.push(fill(oval(x - 26 * k, -4 * k, 15 * k, 5 * k), dark, 'skin'));
  // The near hind leg: thigh out from the hip, the knee up, the shin down to a clawed foot
  // reaching towards the character.
  const hip: Point = [x - 8 * k, -24 * k];
  const knee: Point = [x - 50 * k, -50 * k];
  const ankle: Point = [x - 68 * k, -6 * k];
  // A shade lighter than the body, so the raised leg stands out against it.
  const leg = mix(hide, belly, 0.18);
  nodes.push(
    fill(taper(hip, knee, 30 * k, 20 * k), leg, 'skin'),
    fill(taper(knee, ankle, 18 * k, 12 * k), leg, 'skin'),
    fill(oval(ankle[0] - 6 * k, -4 * k, 12 * k, 5 * k), leg, 'skin'),
    fill(
      [0, 1, 2].map((i) => circle(ankle[0] - 17 * k + i * 4.5 * k, -2.5 * k, 1.8 * k)).join(''),
      mix('#f4ecd8', hide, 0.15),
      'detail',
      0,
    ),
  );
  // The little arm raised to its eye, a claw rubbing it.
  const shoulder: Point = [x - 20 * k, -96 * k];
  const elbow: Point = [x - 36 * k, -90 * k];
  const paw: Point = [x - 30 * k, -128 * k];
  nodes.push(
    fill(taper(shoulder, elbow, 11 * k, 9 * k), hide, 'skin'),
    fill(taper(elbow, paw, 9 * k, 7 * k), hide, 'skin'),
  );
  // A short neck up from the shoulders; the head on it hangs over the knee, facing -x: drawn
  // facing +x and mirrored, tilted down, big enough that its tears read.
  const head: Point = [x - 22 * k, -140 * k];
  nodes.push(
    fill(
      taper([x - 2 * k, -108 * k], [head[0] + 6 * k, head[1] + 6 * k], 30 * k, 22 * k),
      hide,
      'skin',
    ),
    group(
      dragonHead(hide, ink, 2.2 * k, [0.6, 1], false),
      `translate(${n(head[0])} ${n(head[1])}) scale(-1 1) rotate(22)`,
    ),
  );
  nodes.push(fill(circle(paw[0], paw[1], 4.5 * k), hide, 'skin'));
  // Tears: one running down the snout, two falling, a little pool of them by the foot.
  const eye: Point = [head[0] - 6 * k, head[1] - 4 * k];
  const drop = (c: Point, r: number): string =>
    `M${n(c[0])} ${n(c[1] - r * 1.8)}Q${n(c[0] + r)} ${n(c[1] - r * 0.2)} ${n(c[0])} ${n(c[1] + r)}Q${n(c[0] - r)} ${n(c[1] - r * 0.2)} ${n(c[0])} ${n(c[1] - r * 1.8)}Z`;
  nodes.push(
    fill(
      [
        drop([eye[0] - 6 * k, eye[1] + 10 * k], 3.4 * k),
        drop([eye[0] - 12 * k, eye[1] + 30 * k], 4 * k),
        drop([eye[0] - 16 * k, eye[1] + 54 * k], 4.2 * k),
      ].join(''),
      tearBlue,
      'water',
    ),
    fill(oval(knee[0] - 30 * k, -1 * k, 9 * k, 1.8 * k), lighter(tearBlue, 0.2), 'water', 0),
  );
  return { nodes, knee };
}

/** A sticking plaster laid across `c`, turned by `angle` degrees: pad, ends and airholes. */
function plaster(c: Point, k: number, angle: number): Node {
  return group(
    [
      fill(
        `M${n(-11 * k)} ${n(-3.2 * k)}H${n(11 * k)}Q${n(13.5 * k)} 0 ${n(11 * k)} ${n(3.2 * k)}H${n(-11 * k)}Q${n(-13.5 * k)} 0 ${n(-11 * k)} ${n(-3.2 * k)}Z`,
        plasterTan,
        'cloth',
      ),
      fill(
        `M${n(-4 * k)} ${n(-3.2 * k)}H${n(4 * k)}V${n(3.2 * k)}H${n(-4 * k)}Z`,
        lighter(plasterTan, 0.45),
        'cloth',
        0,
      ),
      fill(
        [-8, -6, 6, 8].map((d) => circle(d * k, 0, 0.5 * k)).join(''),
        darker(plasterTan, 0.3),
        'detail',
        0,
      ),
    ],
    `translate(${n(c[0])} ${n(c[1])}) rotate(${n(angle)})`,
  );
}

/** An open first-aid tin on the ground at x: a white box, its lid up, a red cross on it. */
function firstAidTin(x: number, k: number): Node[] {
  const w = 22 * k;
  const h = 11 * k;
  return [
    fill(
      `M${n(x - w / 2)} ${n(-h)}L${n(x - w / 2 - 3 * k)} ${n(-h - 13 * k)}H${n(x + w / 2 - 3 * k)}L${n(x + w / 2)} ${n(-h)}Z`,
      '#eeeae2',
      'metal',
    ),
    fill(
      `M${n(x - 2.2 * k)} ${n(-h - 11 * k)}h${n(4.4 * k)}v${n(3 * k)}h${n(3 * k)}v${n(4 * k)}h${n(-3 * k)}v${n(3 * k)}h${n(-4.4 * k)}v${n(-3 * k)}h${n(-3 * k)}v${n(-4 * k)}h${n(3 * k)}Z`,
      '#d8303a',
      'detail',
      0,
    ),
    fill(`M${n(x - w / 2)} 0V${n(-h)}H${n(x + w / 2)}V0Z`, '#f6f3ee', 'metal'),
    fill(
      `M${n(x - w / 2 + 3 * k)} ${n(-h)}h${n(6 * k)}v${n(-3 * k)}h${n(-6 * k)}Z`,
      plasterTan,
      'cloth',
      0,
    ),
  ];
}

/**
 * Facing +x: the character kneeling at the left, both hands at the dragon's raised knee, the
 * plaster under its fingers; the dragon at the right, head hung over its knee, weeping.
 */
export const plasterDragon: Action = {
  id: 'plaster-dragon',
  objects: ['dragon'],
  who: ['girl', 'boy', 'woman', 'old-woman', 'old-man', 'mouse', 'rabbit', 'hedgehog', 'bear'],
  feelings: ['calm', 'resolve', 'longing', 'surprise'],
  settings: ['meadow', 'forest', 'street', 'bedroom', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A weeping dragon is the dream; a twist beside it would crowd the two.
  untwisted: true,
  // The tears, the plaster and the faces are the story.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky', 'lamp', 'window'],
  family: () => 'plaster-dragon',
  concepts: [
    'first aid',
    'kindness',
    'tears',
    'a scraped knee',
    'comfort',
    'the gentle giant',
    'a monster with a soft heart',
    'caring',
    'courage',
    'childhood',
  ],
  say: sayFrom(
    {
      dragon: {
        en: 'sticks a plaster on the grazed knee of a big dragon that sits crying',
        ja: '座りこんで泣いている大きなドラゴンのすりむいた膝に、ばんそうこうを貼ってあげる',
        ru: 'клеит пластырь на разбитую коленку большому дракону, который сидит и плачет',
        pt: 'põe um penso no joelho esfolado de um grande dragão que está sentado a chorar',
        fi: 'laittaa laastarin istuvan ja itkevän ison lohikäärmeen ruhjeiseen polveen',
      },
    },
    'dragon',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const hide = rng.pick(hides);
    const dragonX = 78 * k;
    const dragon = sittingDragon(dragonX, k, hide, ctx.ink);
    const knee = dragon.knee;
    // The character kneels before the knee, both hands on the plaster.
    const ax = knee[0] - 34 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 12,
      // Both hands smoothing the plaster's ends down, its pad between them left to be seen.
      front: { reach: toActor(where, [knee[0] + 4 * k, knee[1] - 6 * k]), hand: 'open' },
      back: { reach: toActor(where, [knee[0] - 9 * k, knee[1] + 6 * k]), hand: 'open' },
      backArmOver: true,
      turn: 0.55,
      headTilt: 8,
      gaze: [0.9, 0.2],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const tinX = ax - 24 * k;
    const nodes: Node[] = [
      ...firstAidTin(tinX, k),
      ...dragon.nodes,
      actorNodes(actor),
      plaster(knee, k * 1.1, -40),
    ];
    const box: [number, number, number, number] = [tinX - 16 * k, -200 * k, dragonX + 80 * k, 4];
    const focus: Point = [knee[0] + 10 * k, -80 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 30 * k],
        [dragonX * facing, 70 * k],
        [tinX * facing, 22 * k],
      ],
    });
  },
};
