/**
 * The small one standing up to the big one: a tiny knight in a thimble for a helmet, a button
 * for a shield, levels a sewing needle, its red thread trailing back to the spool, at a house
 * cat sitting over it as tall as a tower. The cat looks down its nose at the needle's point,
 * more amused than afraid. David and Goliath, the brave little tailor, courage measured by size.
 */
import { circle, ellipse, n, smoothClosed, taper, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { animalHead } from '../../kit/animals.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

// No white cat: on a pale wall it was a ghost.
const furs = ['#e09a4a', '#8c8a90', '#3a3436', '#c9a27a', '#b0703a'] as const;
const threadRed = '#d0303c';
const buttonColors = ['#3a78c8', '#d8a020', '#2e9a6a', '#c04a8a'] as const;

/**
 * A house cat sitting upright, seen from the front, its standing paw at (cx + …, 0), `u` the
 * hero's height: a pear of a body, a pale bib, a tail curled round on the floor, the near front
 * paw raised to bat at `paw` (claws out, pink pads to us) and its head bent down towards the
 * hero, looking at `look` (world points).
 */
function sittingCat(
  cx: number,
  u: number,
  fur: Color,
  ink: Color,
  look: Point,
  paw: Point,
): Node[] {
  const pale = lighter(fur, 0.55);
  const shade = darker(fur, 0.18);
  const legFur = mix(fur, pale, 0.25);
  const top = -1.5 * u;
  const body = smoothClosed([
    [cx - 0.58 * u, -0.02 * u],
    [cx - 0.62 * u, -0.45 * u],
    [cx - 0.48 * u, -1.05 * u],
    [cx - 0.3 * u, top],
    [cx + 0.3 * u, top],
    [cx + 0.5 * u, -1.05 * u],
    [cx + 0.66 * u, -0.45 * u],
    [cx + 0.62 * u, -0.02 * u],
  ]);
  // The tail, curled out on the floor to the right and up at its tip.
  const tail = `M${n(cx + 0.45 * u)} ${n(-0.1 * u)}C${n(cx + 0.85 * u)} ${n(-0.02 * u)} ${n(cx + 0.92 * u)} ${n(-0.2 * u)} ${n(cx + 0.84 * u)} ${n(-0.48 * u)}`;
  const nodes: Node[] = [
    stroke(tail, shade, 0.13 * u, 'hair'),
    fill(body, fur, 'hair'),
    fill(ellipse(cx, -0.95 * u, 0.24 * u, 0.42 * u), pale, 'hair', 0),
  ];
  // The far front leg straight down to a round paw with three toe lines.
  const lx = cx + 0.2 * u;
  nodes.push(
    fill(
      `M${n(lx - 0.1 * u)} ${n(-0.85 * u)}L${n(lx - 0.11 * u)} ${n(-0.06 * u)}L${n(lx + 0.11 * u)} ${n(-0.06 * u)}L${n(lx + 0.1 * u)} ${n(-0.85 * u)}Z`,
      legFur,
      'hair',
    ),
    fill(ellipse(lx, -0.06 * u, 0.15 * u, 0.08 * u), pale, 'hair'),
    stroke(
      [-0.05, 0, 0.05].map((d) => `M${n(lx + d * u)} ${n(-0.12 * u)}l0 ${n(0.05 * u)}`).join(''),
      darker(fur, 0.4),
      0.012 * u,
      'detail',
      0,
    ),
  );
  // The near front leg raised from the shoulder, out over the hero: a paw to bat with, pads to
  // us, claws out.
  const shoulder: Point = [cx - 0.22 * u, -1.0 * u];
  const pr = 0.14 * u;
  nodes.push(
    fill(taper(shoulder, paw, 0.2 * u, 0.17 * u), legFur, 'hair'),
    fill(circle(paw[0], paw[1], pr), pale, 'hair'),
    fill(ellipse(paw[0], paw[1] + pr * 0.25, pr * 0.42, pr * 0.34), '#f0a0a8', 'skin', 0),
    fill(
      [-1, 0, 1]
        .map((i) =>
          ellipse(
            paw[0] + i * pr * 0.48,
            paw[1] - pr * (0.5 - Math.abs(i) * 0.12),
            pr * 0.17,
            pr * 0.2,
          ),
        )
        .join(''),
      '#f0a0a8',
      'skin',
      0,
    ),
    stroke(
      [-1, 0, 1]
        .map((i) => {
          const a = (-90 + i * 32) * (Math.PI / 180);
          const x = paw[0] + Math.cos(a) * pr;
          const y = paw[1] + Math.sin(a) * pr;
          return `M${n(x)} ${n(y)}q${n(Math.cos(a) * pr * 0.35 - pr * 0.12)} ${n(Math.sin(a) * pr * 0.35)} ${n(-pr * 0.3)} ${n(Math.sin(a) * pr * 0.45)}`;
        })
        .join(''),
      '#f6f2ea',
      pr * 0.14,
      'detail',
      0,
    ),
  );
  // The head, bent down towards the hero, looking at it: amused.
  const r = 0.42 * u;
  const hc: Point = [cx - 0.1 * u, top - r * 0.4];
  const dx = look[0] - hc[0];
  const dy = look[1] - hc[1];
  const d = Math.hypot(dx, dy) || 1;
  const head = animalHead('cat', {
    r,
    fur,
    feeling: 'mischief',
    turn: Math.max(-0.35, Math.min(0.35, (dx / d) * 0.5)),
    gaze: [dx / d, Math.max(0.5, dy / d)],
    ink,
    hat: 'none',
    hatColor: fur,
  });
  nodes.push(
    group([...head.back, ...head.front], `translate(${n(hc[0])} ${n(hc[1])}) rotate(-10)`),
  );
  return nodes;
}

/** A thimble worn as a helmet: a dimpled metal dome on the head at `c`, radius `r`. */
function thimble(c: Point, r: number, metal: Color): Node[] {
  const x0 = c[0] - r * 1.05;
  const x1 = c[0] + r * 1.05;
  // Worn high, its brim above the eyes: the face stays seen under it.
  const brim = c[1] - r * 0.5;
  const top = c[1] - r * 1.6;
  const dome = `M${n(x0)} ${n(brim)}L${n(c[0] - r * 0.85)} ${n(top + r * 0.35)}Q${n(c[0])} ${n(top - r * 0.15)} ${n(c[0] + r * 0.85)} ${n(top + r * 0.35)}L${n(x1)} ${n(brim)}Z`;
  const dimples: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = top + r * (0.45 + row * 0.3);
    for (let i = -2; i <= 2; i++) dimples.push(circle(c[0] + i * r * 0.32, y, r * 0.07));
  }
  return [
    fill(dome, metal, 'metal'),
    fill(dimples.join(''), darker(metal, 0.3), 'detail', 0),
    fill(
      `M${n(x0 - r * 0.08)} ${n(brim)}H${n(x1 + r * 0.08)}V${n(brim - r * 0.22)}H${n(x0 - r * 0.08)}Z`,
      darker(metal, 0.12),
      'metal',
    ),
    stroke(
      `M${n(c[0] - r * 0.6)} ${n(top + r * 0.3)}Q${n(c[0] - r * 0.5)} ${n(top + r * 0.7)} ${n(c[0] - r * 0.62)} ${n(brim - r * 0.3)}`,
      lighter(metal, 0.6),
      r * 0.1,
      'detail',
      0,
    ),
  ];
}

/** A big four-holed sewing button held as a shield at `c`, radius `r`. */
function buttonShield(c: Point, r: number, color: Color): Node[] {
  const holes = [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]
    .map(([i, j]) => circle(c[0] + (i ?? 0) * r * 0.22, c[1] + (j ?? 0) * r * 0.22, r * 0.1))
    .join('');
  return [
    fill(circle(c[0], c[1], r), color, 'cloth'),
    stroke(circle(c[0], c[1], r * 0.72), darker(color, 0.25), r * 0.08, 'detail', 0),
    fill(holes, darker(color, 0.5), 'detail', 0),
  ];
}

/**
 * Facing +x: the knight at the left in a lunge, the needle levelled up at the cat's nose, the
 * button on its back arm; the cat sitting at the right, head high above, looking down.
 */
export const needleKnight: Action = {
  id: 'needle-knight',
  objects: ['house-cat'],
  // The small ones, and people shrunk to a mouse's size by the dream.
  who: ['mouse', 'hedgehog', 'frog', 'rabbit', 'girl', 'boy', 'old-man'],
  feelings: ['resolve', 'fear', 'mischief'],
  settings: ['kitchen', 'bedroom', 'attic', 'library', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A cat as tall as a tower is the dream; a twist beside it would crowd the room.
  untwisted: true,
  // The thimble, the button and the faces are the story.
  notLooks: ['silhouette'],
  lights: ['lamp', 'window', 'candle', 'sun'],
  family: () => 'needle-knight',
  concepts: [
    'knight',
    'courage',
    'David and Goliath',
    'the brave little tailor',
    'needle',
    'thimble',
    'button',
    'thread',
    'small against big',
    'bravado',
    'duel',
  ],
  say: sayFrom(
    {
      'house-cat': {
        en: 'stands up to a cat as tall as a tower, with a sewing needle for a sword and a thimble for a helmet',
        ja: '縫い針を剣に、指ぬきを兜にして、塔のように大きな猫に立ち向かう',
        ru: 'с иголкой вместо меча и напёрстком вместо шлема бросает вызов коту ростом с башню',
        pt: 'enfrenta um gato alto como uma torre, com uma agulha de coser por espada e um dedal por elmo',
        fi: 'uhmaa tornin korkuista kissaa ompeluneula miekkana ja sormustin kypäränä',
      },
    },
    'house-cat',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The cat is drawn to the hero's own measure, over twice its height: whoever stands up to it
    // is a mouse to it. The hero stands at its forepaws, close enough to touch.
    const u = H * 0.9;
    const heroX = -0.45 * u;
    const catX = 0.5 * u;
    const where = { x: heroX, facing: 1 as const, scale: s };
    const catHead: Point = [catX, -1.5 * u - 0.42 * u * 0.55];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: 8,
      // The needle arm thrust forward and up at the cat; the shield arm across the chest.
      front: {
        reach: toActor(where, [heroX + m.arm * s * 0.6, (m.shoulder - 16) * s]),
        hand: 'fist',
      },
      back: {
        reach: toActor(where, [heroX + m.arm * s * 0.25, (m.shoulder + 10) * s]),
        hand: 'fist',
      },
      backArmOver: false,
      turn: 0.6,
      headTilt: -24,
      gaze: [0.5, -1],
    });
    const actor: Actor = { fig, x: heroX, facing: 1, scale: s };
    const grip = actorPoint(actor, fig.skeleton.hands.front);
    const shieldAt = actorPoint(actor, fig.skeleton.hands.back);
    const headAt = actorPoint(actor, fig.skeleton.headCentre);
    // The needle: from the fist up towards the cat's nose, its eye behind the fist, the red
    // thread running from the eye back down in a loop to the spool on the floor behind.
    // The raised paw hangs over the hero's head, a little ahead of it; the needle's point at it.
    const paw: Point = [heroX + 0.42 * u, -1.12 * u];
    const nose = paw;
    const ang = Math.atan2(nose[1] - grip[1], nose[0] - grip[0]);
    const len = Math.min(0.62 * u, Math.hypot(nose[0] - grip[0], nose[1] - grip[1]) - 0.16 * u);
    const tip: Point = [grip[0] + Math.cos(ang) * len, grip[1] + Math.sin(ang) * len];
    const eye: Point = [grip[0] - Math.cos(ang) * 0.1 * u, grip[1] - Math.sin(ang) * 0.1 * u];
    const steel = mix('#c8ccd4', p.sky[0], 0.1);
    const spoolX = heroX - 0.45 * u;
    const spoolH = 0.2 * u;
    const needle: Node[] = [
      stroke(
        `M${n(eye[0])} ${n(eye[1])}C${n(eye[0] - 0.35 * u)} ${n(eye[1] - 0.1 * u)} ${n(spoolX + 0.1 * u)} ${n(-0.55 * u)} ${n(spoolX)} ${n(-spoolH * 0.55)}`,
        threadRed,
        0.014 * u,
        'cloth',
        0,
      ),
      stroke(`M${n(eye[0])} ${n(eye[1])}L${n(tip[0])} ${n(tip[1])}`, steel, 0.04 * u, 'metal'),
      fill(circle(tip[0], tip[1], 0.006 * u), lighter(steel, 0.5), 'metal', 0),
      stroke(
        `M${n(eye[0] + Math.cos(ang) * 0.01 * u)} ${n(eye[1] + Math.sin(ang) * 0.01 * u)}L${n(eye[0] + Math.cos(ang) * 0.05 * u)} ${n(eye[1] + Math.sin(ang) * 0.05 * u)}`,
        darker(steel, 0.5),
        0.01 * u,
        'detail',
        0,
      ),
    ];
    // The spool of red thread, standing on its end.
    const spool: Node[] = [
      fill(
        `M${n(spoolX - 0.1 * u)} 0H${n(spoolX + 0.1 * u)}V${n(-0.035 * u)}H${n(spoolX - 0.1 * u)}Z`,
        '#c89a5a',
        'wood',
      ),
      fill(
        `M${n(spoolX - 0.075 * u)} ${n(-0.035 * u)}H${n(spoolX + 0.075 * u)}V${n(-spoolH + 0.035 * u)}H${n(spoolX - 0.075 * u)}Z`,
        threadRed,
        'cloth',
      ),
      fill(
        `M${n(spoolX - 0.1 * u)} ${n(-spoolH + 0.035 * u)}H${n(spoolX + 0.1 * u)}V${n(-spoolH)}H${n(spoolX - 0.1 * u)}Z`,
        '#c89a5a',
        'wood',
      ),
    ];
    const fur = rng.pick(furs);
    const cat = sittingCat(catX, u, fur, ctx.ink, grip, paw);
    const hr = m.headR * s;
    const gear: Node[] = [
      ...thimble(headAt, hr, mix('#c0c4cc', p.sky[0], 0.12)),
      ...buttonShield([shieldAt[0] + 0.02 * u, shieldAt[1]], 0.13 * u, rng.pick(buttonColors)),
    ];
    const box: [number, number, number, number] = [
      spoolX - 0.16 * u,
      catHead[1] - 0.6 * u,
      catX + 0.95 * u,
      4,
    ];
    const focus: Point = [(heroX + catX) / 2, -0.9 * u];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([...cat, ...spool, actorNodes(actor), ...needle, ...gear], facing),
      contacts: [
        [heroX * facing, 0.3 * u],
        [catX * facing, 1.2 * u],
        [spoolX * facing, 0.2 * u],
      ],
    });
  },
};
