/**
 * What lives in the cellar: a child on the top step holds a torch out over the dark cellar
 * stairs, its beam falling on the lower steps; and down in the dark beyond the light, two huge
 * round eyes look back up, one of them winking, a great furry paw raised into the beam's edge to
 * wave hello. The dark that frightens turned friendly, the first step down.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The creatures' furs: bluish, mossy, plum, sandy. */
const furs = ['#3d4a78', '#3f5a3a', '#5a3a5e', '#6a5638'] as const;

/**
 * Side-on: the landing at y = 0 on the left, a lit doorway behind the child; the flight going
 * down towards +x into the dark; the child at the landing's edge facing +x, the torch held out
 * and down; the creature's eyes and paw at the foot of the flight.
 */
export const cellarEyes: Action = {
  id: 'cellar-eyes',
  objects: ['torch'],
  who: ['boy', 'girl'],
  feelings: ['fear', 'resolve', 'wonder'],
  settings: ['stairwell'],
  framings: ['near', 'high'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  // A silhouette blacks out the child's face and the dark the eyes shine in.
  notLooks: ['silhouette'],
  lights: ['lamp'],
  family: () => 'cellar-eyes',
  concepts: [
    'the cellar',
    'fear of the dark',
    'the unknown',
    'a torch',
    'courage',
    'curiosity',
    'a creature in the dark',
    'going down',
    'a wink',
    'hello',
  ],
  say: sayFrom(
    {
      torch: {
        en: 'shines a torch down the dark cellar stairs, where two huge eyes look back up and one of them winks',
        ja: '暗い地下室の階段を懐中電灯で照らすと、下から大きな目がふたつ見上げていて、片方がウインクする',
        ru: 'светит фонариком вниз по тёмной лестнице в подвал, а оттуда смотрят два огромных глаза, и один из них подмигивает',
        pt: 'aponta uma lanterna escada abaixo para a cave escura, onde dois olhos enormes olham para cima e um deles pisca',
        fi: 'näyttää taskulampulla pimeitä kellarinportaita alas, ja sieltä katsoo ylös kaksi valtavaa silmää, joista toinen iskee silmää',
      },
    },
    'torch',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing: side } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const k = (m.height * s) / 70;
    const far = 900 * k;
    const stepW = 9 * k;
    const stepH = 12 * k;
    const steps = 6;
    const treadY = (i: number): number => (i + 1) * stepH;
    const treadX = (i: number): number => i * stepW;
    const bottomY = treadY(steps - 1);
    const bottomX = treadX(steps);
    const beamColor = '#fff1b8';
    // The stairwell: a dim plaster wall above the landing, the cellar's black below it.
    const plaster = mix(p.wall, '#2a2838', 0.55);
    const black = mix(p.wall, '#0b0a12', 0.88);
    const stone = mix(p.wall, '#6a6474', 0.6);
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far), plaster, 'wall'),
      fill(rect(-far, 0, 2 * far, far), black, 'wall'),
    ];
    // The doorway behind the child, open on a lit hall.
    const doorX = -24 * k;
    const doorW = 18 * k;
    const doorTop = -104 * k;
    const hall = mix('#f4d28a', p.light, 0.2);
    wall.push(
      fill(
        rect(doorX - 3 * k, doorTop - 3 * k, doorW + 6 * k, -doorTop + 3 * k),
        darker(p.wood, 0.3),
        'wood',
      ),
      fill(rect(doorX, doorTop, doorW, -doorTop), hall, 'glow'),
    );
    // The landing and the flight, solid stone, going down to the cellar's floor.
    let flight = `M${n(-far)} 0H${n(treadX(0))}`;
    for (let i = 0; i < steps; i++) flight += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    flight += `H${n(far)}V${n(far)}H${n(-far)}V0Z`;
    const stairs: Node[] = [
      fill(flight, stone, 'stone'),
      stroke(`M${n(-far)} 0H0`, lighter(stone, 0.2), 1 * k, 'detail', 0),
    ];
    // Each tread's worn edge, pale.
    let edges = '';
    for (let i = 0; i < steps; i++) edges += `M${n(treadX(i))} ${n(treadY(i))}H${n(treadX(i + 1))}`;
    stairs.push(stroke(edges, lighter(stone, 0.3), 1.2 * k, 'detail', 0));
    // The hall's light spilling out of the door across the landing.
    wall.push({
      ...fill(
        poly([
          [doorX, 0],
          [doorX + doorW, 0],
          [doorX + doorW + 30 * k, 3 * k],
          [doorX + 10 * k, 3 * k],
        ]),
        hall,
        'glow',
        0,
      ),
      opacity: 0.5,
    });

    // The child at the landing's edge, leaning over the flight, the torch held out and down.
    const where = { x: -7 * k, y: 0, facing: 1 as const, scale: s };
    const scared = ctx.feeling === 'fear';
    const aim: Point = [bottomX - 10 * k, bottomY - 10 * k];
    const handAt: Point = [8 * k, -m.shoulder * s * 0.78 + 4 * k];
    const fig = posed(ctx, {
      lean: scared ? -4 : 8,
      legs: scared
        ? [
            [-6, 4],
            [8, 6],
          ]
        : [
            [10, 6],
            [-8, 4],
          ],
      front: { reach: toActor(where, handAt), hand: 'fist' },
      back: scared ? { angle: 40, bend: 110, hand: 'fist' } : { angle: 15, bend: 20 },
      turn: 0.55,
      headTilt: 14,
      gaze: [0.6, 0.8],
    });
    const child: Actor = { fig, ...where };
    const hand = actorPoint(child, fig.skeleton.hands.front);
    // The torch along the line from the hand to where it points.
    const dx = aim[0] - hand[0];
    const dy = aim[1] - hand[1];
    const len = Math.hypot(dx, dy);
    const u: Point = [dx / len, dy / len];
    const v: Point = [-u[1], u[0]];
    const along = (t: number, w: number): Point => [
      hand[0] + u[0] * t + v[0] * w,
      hand[1] + u[1] * t + v[1] * w,
    ];
    const body = mix('#c23a32', p.accent, 0.3);
    const torch: Node[] = [
      fill(
        poly([
          along(-3 * k, -1.3 * k),
          along(5 * k, -1.3 * k),
          along(5 * k, 1.3 * k),
          along(-3 * k, 1.3 * k),
        ]),
        body,
        'detail',
      ),
      fill(
        poly([
          along(5 * k, -1.3 * k),
          along(8 * k, -2.2 * k),
          along(8 * k, 2.2 * k),
          along(5 * k, 1.3 * k),
        ]),
        '#b8b8c0',
        'metal',
      ),
    ];
    // The beam: a cone from the torch's glass to a pool on the lower steps.
    const lens = along(8 * k, 0);
    const spread = 15 * k;
    const beam: Node[] = [
      {
        ...fill(
          poly([
            along(8 * k, -2 * k),
            [aim[0] + v[0] * spread, aim[1] + v[1] * spread],
            [aim[0] - v[0] * spread, aim[1] - v[1] * spread],
            along(8 * k, 2 * k),
          ]),
          beamColor,
          'glow',
          0,
        ),
        opacity: 0.38,
      },
    ];

    // The creature in the dark at the foot of the flight: a great furry head half risen over the
    // last step, two round eyes looking up at the child (the near one winking), a wide kind
    // smile, and a paw raised into the beam's edge.
    const fur = rng.pick(furs);
    const cx = bottomX + 13 * k;
    const cy = bottomY - 20 * k;
    const R = 24 * k;
    const eyeR = 6 * k;
    const eyeL: Point = [cx - 10 * k, cy - 8 * k];
    const eyeN: Point = [cx + 6 * k, cy - 10 * k];
    const glowEye = '#ffe06a';
    const creature: Node[] = [
      fill(
        `M${n(cx - R)} ${n(bottomY)}C${n(cx - R * 1.1)} ${n(cy - R * 0.4)} ${n(cx - R * 0.6)} ${n(cy - R * 0.95)} ${n(cx)} ${n(cy - R * 0.95)}C${n(cx + R * 0.7)} ${n(cy - R * 0.95)} ${n(cx + R * 1.05)} ${n(cy - R * 0.3)} ${n(cx + R * 1.05)} ${n(bottomY)}Z`,
        mix(fur, black, 0.35),
        'hair',
      ),
      // Two tufted ears.
      fill(
        poly([
          [cx - 18 * k, cy - 20 * k],
          [cx - 22 * k, cy - 32 * k],
          [cx - 10 * k, cy - 23 * k],
        ]),
        mix(fur, black, 0.35),
        'hair',
      ),
      fill(
        poly([
          [cx + 12 * k, cy - 23 * k],
          [cx + 20 * k, cy - 34 * k],
          [cx + 22 * k, cy - 19 * k],
        ]),
        mix(fur, black, 0.35),
        'hair',
      ),
      // The open eye, glowing, its pupil up towards the child.
      fill(circle(eyeL[0], eyeL[1], eyeR), glowEye, 'glow', 0.6),
      fill(ellipse(eyeL[0] - 1.6 * k, eyeL[1] - 1.6 * k, 2 * k, 3 * k), '#1a1420', 'detail', 0),
      fill(circle(eyeL[0] - 2.4 * k, eyeL[1] - 3 * k, 0.8 * k), '#ffffff', 'detail', 0),
      // The winking eye: a closed, upturned curve, glowing.
      stroke(
        `M${n(eyeN[0] - eyeR)} ${n(eyeN[1])}Q${n(eyeN[0])} ${n(eyeN[1] - eyeR * 0.9)} ${n(eyeN[0] + eyeR)} ${n(eyeN[1])}`,
        glowEye,
        1.8 * k,
        'glow',
        0,
      ),
      // A wide, kind smile.
      stroke(
        `M${n(cx - 12 * k)} ${n(cy + 2 * k)}Q${n(cx - 2 * k)} ${n(cy + 9 * k)} ${n(cx + 8 * k)} ${n(cy + 1 * k)}`,
        lighter(fur, 0.35),
        1.4 * k,
        'detail',
        0,
      ),
    ];
    // The paw raised on the last step, in the beam's edge, fingers spread in a wave.
    const paw: Point = [bottomX - 14 * k, bottomY - 22 * k];
    const lit = lighter(fur, 0.25);
    creature.push(
      fill(
        `M${n(cx - R * 0.8)} ${n(bottomY)}Q${n(paw[0] + 2 * k)} ${n(bottomY - 2 * k)} ${n(paw[0] + 1 * k)} ${n(paw[1] + 4 * k)}L${n(paw[0] + 7 * k)} ${n(paw[1] + 5 * k)}Q${n(paw[0] + 9 * k)} ${n(bottomY - 2 * k)} ${n(cx - R * 0.6)} ${n(bottomY)}Z`,
        mix(fur, black, 0.2),
        'hair',
      ),
      fill(ellipse(paw[0] + 4 * k, paw[1] + 1 * k, 5 * k, 5.5 * k), lit, 'hair'),
    );
    for (const a of [-60, -25, 10, 45]) {
      const r = (a * Math.PI) / 180;
      const base: Point = [
        paw[0] + 4 * k + Math.sin(r) * 4 * k,
        paw[1] + 1 * k - Math.cos(r) * 4 * k,
      ];
      creature.push(
        fill(
          ellipse(
            base[0] + Math.sin(r) * 2 * k,
            base[1] - Math.cos(r) * 2 * k,
            1.6 * k,
            2.6 * k,
            a,
          ),
          lit,
          'hair',
        ),
      );
    }

    const hc = actorPoint(child, fig.skeleton.headCentre);
    // The door may run off the card's top (it is the wall's): the child's head tops the story.
    const top = hc[1] - fig.headR * s * 1.8;
    const box: [number, number, number, number] = [-20 * k, top, cx + R * 1.15, bottomY + 7 * k];
    const faults: string[] = [];
    // The beam must fall on the lower steps, not into the child.
    if (hand[0] > aim[0] - 10 * k) faults.push('torch past the steps');
    return staged(facingBox(box, facing), mx([bottomX * 0.5, bottomY * 0.4], facing), {
      wall: mirror([...wall, ...stairs], facing),
      wallCovers: true,
      closeBox: facingBox(box, facing),
      actors: mirror([...creature, actorNodes(child), ...torch, ...beam], facing),
      contacts: [],
      glows: [
        { at: mx(lens, facing), r: 10 * k, color: beamColor },
        { at: mx(aim, facing), r: 24 * k, color: beamColor },
        { at: mx(eyeL, facing), r: 9 * k, color: glowEye },
        { at: mx([doorX + doorW / 2, doorTop / 2], facing), r: 30 * k, color: hall },
      ],
      faults,
    });
  },
};
