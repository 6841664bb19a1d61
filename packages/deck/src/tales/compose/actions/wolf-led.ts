/**
 * The big bad wolf afraid of the dark: at night in the forest a rabbit (a mouse, a frog) walks
 * ahead holding a lantern out before it and leads the wolf by the paw; the wolf, twice its height,
 * hunches behind on tiptoe, eyes wide, looking back over its shoulder at two yellow eyes shining
 * in the undergrowth. The prey guiding the predator; the small one's courage, the big one's fear.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { colorsFor, facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A dark bush at x, `w` wide, with two eyes shining out of it. */
function eyesInBush(x: number, w: number, k: number, leaf: string, glow: string): Node[] {
  const dark = darker(leaf, 0.45);
  const blobs = [
    [-0.35, 0.5, 0.32],
    [0, 0.72, 0.38],
    [0.33, 0.52, 0.3],
  ]
    .map(([dx, h, r]) => circle(x + (dx ?? 0) * w, -(h ?? 0) * w * 0.6, (r ?? 0) * w))
    .join('');
  const ey = -0.5 * w;
  return [
    fill(blobs, dark, 'plant'),
    fill(oval(x, 0, w * 0.7, w * 0.1), darker(dark, 0.2), 'plant', 0),
    fill(circle(x - 2.2 * k, ey, 1.3 * k) + circle(x + 2.2 * k, ey, 1.3 * k), glow, 'glow', 0),
    fill(
      circle(x - 2.2 * k, ey, 0.5 * k) + circle(x + 2.2 * k, ey, 0.5 * k),
      '#1a1410',
      'detail',
      0,
    ),
  ];
}

/**
 * Facing +x: the guide at the right walking on, the lantern up in its front hand, its back hand
 * held out behind to the wolf's; the wolf at the left on tiptoe, leaning back, head turned
 * back to the bush behind it.
 */
export const wolfLed: Action = {
  id: 'wolf-led',
  objects: ['lantern'],
  // The wolf's prey.
  who: ['rabbit', 'mouse', 'frog'],
  feelings: ['resolve', 'fear'],
  settings: ['forest'],
  // Its words say where: "through the forest at night".
  ownPlace: true,
  framings: ['wide', 'high'],
  fixedFramings: true,
  // The prey leading the wolf is the dream; a twist beside it would crowd the dark.
  untwisted: true,
  // A silhouette hides the faces; the woodcut's flat inks lost the night and the lantern's light.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['lantern'],
  family: () => 'wolf-led',
  concepts: [
    'the big bad wolf',
    'fear of the dark',
    'courage',
    'guide',
    'night',
    'lantern',
    'predator and prey',
    'roles reversed',
    'trust',
    'forest',
  ],
  say: sayFrom(
    {
      lantern: {
        en: 'goes ahead with a lantern and leads the wolf by the paw through the forest at night, the wolf afraid of the dark',
        ja: '夜の森でランタンを手に先を行き、暗がりをこわがるオオカミの手を引いて歩く',
        ru: 'ночью в лесу идёт впереди с фонарём и ведёт за лапу волка, который боится темноты',
        pt: 'vai à frente com uma lanterna e leva o lobo pela pata através da floresta à noite, o lobo com medo do escuro',
        fi: 'kulkee edellä lyhty kädessä ja taluttaa yöllä metsän halki tassusta sutta, joka pelkää pimeää',
      },
    },
    'lantern',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The wolf drawn to the guide's measure, near twice its height.
    const wolfC = cast('wolf', rng.fork('wolf'), p);
    const wm = measure(wolfC);
    const ws = (1.8 * H) / wm.height;
    const W = wm.height * ws;
    const k = W / 100;
    const gx = 16 * k;
    const wx = -20 * k;
    const gWhere = { x: gx, facing: 1 as const, scale: s };
    // Where the two hold hands, between them at the guide's hip height.
    const clasp: Point = [gx - m.arm * s * 0.95, (m.shoulder + 4) * s];
    const lanternAt: Point = [gx + m.arm * s * 1.05, (m.shoulder - m.arm * 0.3) * s];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: ctx.feeling === 'fear' ? -2 : 6,
      front: { reach: toActor(gWhere, lanternAt), hand: 'fist' },
      back: { reach: toActor(gWhere, clasp), hand: 'fist' },
      turn: 0.55,
      headTilt: -6,
      gaze: ctx.feeling === 'fear' ? [0.4, -0.3] : [1, -0.2],
    });
    const guide: Actor = { fig, x: gx, facing: 1, scale: s };
    const wWhere = { x: wx, facing: 1 as const, scale: ws };
    const wolfFig = pose(
      wolfC,
      'fear',
      {
        legs: 'tiptoe',
        lean: -8,
        front: { reach: toActor(wWhere, clasp), hand: 'open' },
        back: { angle: 30, bend: 100, hand: 'fist' },
        backArmOver: true,
        // Looking back over the shoulder at the eyes in the bush.
        turn: -0.5,
        headTilt: 4,
        gaze: [-1, 0.1],
      },
      ctx.ink,
    );
    const wolf: Actor = { fig: wolfFig, x: wx, facing: 1, scale: ws };
    const hand = actorPoint(guide, fig.skeleton.hands.front);
    // The lantern a third of the guide's height, hanging from the raised fist.
    const ls = (0.34 * H) / 29;
    const lantern = placed(P.lantern(colorsFor(p, rng)), [hand[0], hand[1] - 1 * ls], ls);
    const glowAt: Point = [hand[0], hand[1] + 18 * ls];
    const bushX = wx - 36 * k;
    const leaf = mix('#2e4a2a', p.ground, 0.3);
    const wolfHead = actorPoint(wolf, wolfFig.skeleton.headCentre);
    const nodes: Node[] = [
      // The little path under their feet.
      stroke(
        `M${n(bushX - 6 * k)} 1.5Q${n(0)} ${n(-1.5 * k)} ${n(gx + 24 * k)} 1.5`,
        mix(p.ground, '#c8b89a', 0.35),
        2.2 * k,
        'floor',
        0,
      ),
      ...eyesInBush(bushX, 30 * k, 1.6 * k, leaf, '#f2d040'),
      actorNodes(wolf),
      actorNodes(guide),
      lantern,
    ];
    const top = Math.min(wolfHead[1] - wm.headR * ws - 8 * k, hand[1] - 8 * k);
    const box: [number, number, number, number] = [bushX - 24 * k, top, gx + 30 * k, 4];
    const focus: Point = [(wx + gx) / 2, clasp[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [wx * facing, 26 * k],
        [gx * facing, 16 * k],
      ],
      light: { at: mx(glowAt, facing), kind: 'lantern', reach: 1.4 * W },
      glows: [{ at: mx(glowAt, facing), r: 22 * k, color: p.light }],
    });
  },
};
