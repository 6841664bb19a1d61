/**
 * A sleepover asked for at night: a big animal in a nightcap, a pillow tucked under one arm,
 * stoops to knock at the tiny door of an igloo far too small for it, and in the igloo's round
 * window of clear ice, lit gold from within, a small face looks out at it. Will they let it in?
 * Loneliness, the cold outside, a friendship, bad dreams, bedtime.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, cast, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { nightcap } from './tuck-in.ts';
import { mirror, mx } from './water.ts';

/** The big ones at the small door: the bigger the knocker, the smaller the door looks. */
const knockers: readonly Who[] = ['elephant', 'lion', 'deer', 'wolf'];
/** Who lives in the igloo and looks out of its window. */
const hosts: readonly Who[] = ['girl', 'boy', 'old-woman', 'old-man', 'owl', 'mouse', 'hedgehog'];

/** The face at the window: startled by a knock at this hour, or already fond of the caller. */
function hostFeeling(f: Feeling): Feeling {
  return f === 'fear' || f === 'grief' ? 'longing' : 'surprise';
}

/**
 * A plump pillow with its middle at (0, 0), `w` wide, in a spotted case: sides bulging, the four
 * corners pinched into little ears, shaded along its underside where it is stuffed fullest.
 */
function pillow(w: number, cover: Color, spot: Color): Node[] {
  const a = w / 2;
  const b = w * 0.34;
  const d =
    `M${n(-a)} ${n(-b)}Q0 ${n(-b * 1.5)} ${n(a)} ${n(-b)}` +
    `Q${n(a * 1.22)} 0 ${n(a)} ${n(b)}Q0 ${n(b * 1.5)} ${n(-a)} ${n(b)}Q${n(-a * 1.22)} 0 ${n(-a)} ${n(-b)}Z`;
  const dots: string[] = [];
  for (const [u, v] of [
    [-0.55, -0.45],
    [-0.1, -0.6],
    [0.4, -0.4],
    [-0.35, 0.1],
    [0.15, 0.05],
    [0.6, 0.25],
    [-0.6, 0.55],
    [-0.05, 0.6],
  ] as const) {
    dots.push(circle(u * a, v * b, w * 0.035));
  }
  return [
    fill(d, cover, 'cloth'),
    // The underside in shade: a crescent along the bottom edge.
    fill(
      `M${n(-a)} ${n(b)}Q0 ${n(b * 1.5)} ${n(a)} ${n(b)}Q${n(a * 0.9)} ${n(b * 0.5)} ${n(a * 0.6)} ${n(b * 0.55)}Q0 ${n(b * 0.95)} ${n(-a * 0.6)} ${n(b * 0.55)}Q${n(-a * 0.9)} ${n(b * 0.5)} ${n(-a)} ${n(b)}Z`,
      darker(cover, 0.16),
      'cloth',
      0,
    ),
    fill(dots.join(''), spot, 'cloth', 0),
  ];
}

/**
 * A big animal in a nightcap with a pillow under one arm knocks at the small door of an igloo
 * at night; a small face looks out of its lit ice window.
 */
export const iglooSleepover: Action = {
  id: 'igloo-sleepover',
  objects: ['pillow'],
  who: knockers,
  // Lonely on the ice, sleepy, afraid of the long dark, or simply fond and patient.
  feelings: ['longing', 'sleep', 'fear', 'calm'],
  // Snow, not the ice: the icefield's cracks cut across a near shot's foreground.
  settings: ['snowfield'],
  // Close on the kneeling knocker, the door and the window: a shot of the whole igloo left them
  // small under a tall sky.
  framings: ['near'],
  fixedFramings: true,
  // A bear in a nightcap asking for a bed at an igloo: a bedtime tale by itself.
  untwisted: true,
  // “An igloo at night” says the place.
  ownPlace: true,
  // The night is lit by the igloo's window.
  lights: ['lantern'],
  family: () => 'igloo-sleepover',
  concepts: [
    'sleepover',
    'bedtime',
    'knocking',
    'hospitality',
    'friendship',
    'loneliness',
    'shelter',
    'winter night',
    'bad dreams',
    'a small home',
    'the cold outside',
  ],
  say: sayFrom(
    {
      pillow: {
        en: 'knocks at the tiny door of an igloo at night with a pillow under one arm',
        ja: '枕を小脇に抱えて、夜のイグルーの小さな戸をノックしている',
        ru: 'стучится ночью в крошечную дверь иглу, держа под мышкой подушку',
        pt: 'bate à porta minúscula de um iglu à noite, com uma almofada debaixo do braço',
        fi: 'koputtaa yöllä iglun pikkuruiseen oveen tyyny kainalossa',
      },
    },
    'pillow',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ink = ctx.ink;
    // The igloo to the right, no taller than the kneeling knocker: its entrance tunnel reaches
    // out towards the knocker with a little wooden door in its mouth.
    const cx = 104 * k;
    const R = 46 * k;
    const domeH = 56 * k;
    const snow = mix('#f4f7fb', p.paper, 0.18);
    const shade = mix(snow, '#7f93c0', 0.38);
    const joint = mix(snow, '#5f73a0', 0.45);
    const dome = `M${n(cx - R)} 0C${n(cx - R)} ${n(-domeH * 1.33)} ${n(cx + R)} ${n(-domeH * 1.33)} ${n(cx + R)} 0Z`;
    const courses: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const y = -domeH * (i / 4);
      const half = R * Math.sqrt(1 - (i / 4) ** 2) * 0.98;
      courses.push(`M${n(cx - half)} ${n(y)}Q${n(cx)} ${n(y - 4 * k)} ${n(cx + half)} ${n(y)}`);
      // Upright joints between the blocks of the course below, staggered course by course.
      const below = -domeH * ((i - 1) / 4);
      const step = (half * 2) / (4.2 - i * 0.7);
      for (let x = cx - half + step * (i % 2 === 0 ? 0.5 : 1); x < cx + half - 4 * k; x += step) {
        courses.push(`M${n(x)} ${n(below - 1 * k)}L${n(x)} ${n(y + 1 * k)}`);
      }
    }
    // The round window of clear ice, high on the dome, and the host's face looking out of it
    // down at the knocker.
    const win: Point = [cx - 16 * k, -domeH * 0.64];
    const wr = 14 * k;
    const warm = mix(p.light, '#ffc861', 0.5);
    const hostWho = rng.pick(hosts);
    const host = cast(hostWho, rng.fork('host'), p);
    const hostCtx = { ...ctx, who: host, feeling: hostFeeling(ctx.feeling) };
    const face = group(
      [
        fill(circle(win[0], win[1], wr), warm, 'glow'),
        group(
          frontHead(hostCtx, wr * 0.66, [-0.8, 0.4]),
          `translate(${n(win[0] - wr * 0.12)} ${n(win[1] + wr * 0.3)})`,
        ),
      ],
      undefined,
      circle(win[0], win[1], wr),
    );
    const windowRim = stroke(circle(win[0], win[1], wr), mix(joint, ink, 0.3), 2.4 * k, 'detail');
    const iceSheen = stroke(
      `M${n(win[0] + wr * 0.35)} ${n(win[1] - wr * 0.7)}Q${n(win[0] + wr * 0.75)} ${n(win[1] - wr * 0.45)} ${n(win[0] + wr * 0.8)} ${n(win[1] - wr * 0.05)}`,
      '#ffffff',
      1.6 * k,
      'detail',
      0,
    );
    // The entrance tunnel: a half-round vault of snow blocks out of the dome's foot, its mouth
    // towards the knocker, and in it a small arched door of planks with light under it.
    const tx0 = 33 * k;
    const tx1 = 71 * k;
    const tH = 44 * k;
    const tunnel = `M${n(tx0)} 0C${n(tx0)} ${n(-tH * 1.33)} ${n(tx1)} ${n(-tH * 1.33)} ${n(tx1)} 0Z`;
    const dx = (tx0 + tx1) / 2;
    const dw = 24 * k;
    const dh = 36 * k;
    const door = `M${n(dx - dw / 2)} 0V${n(-dh + dw / 2)}A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dx + dw / 2)} ${n(-dh + dw / 2)}V0Z`;
    const wood = mix(p.wood, '#8a5a36', 0.4);
    const planks: string[] = [];
    for (const f of [-0.17, 0.17]) planks.push(`M${n(dx + f * dw)} ${n(-1 * k)}V${n(-dh + 3 * k)}`);
    const igloo: Node[] = [
      fill(dome, snow, 'stone'),
      // The dome's far side in shadow, away from the knocker.
      fill(
        `M${n(cx + R * 0.2)} 0C${n(cx + R * 0.35)} ${n(-domeH * 1.1)} ${n(cx + R)} ${n(-domeH * 1.2)} ${n(cx + R)} 0Z`,
        shade,
        'shadow',
        0,
      ),
      stroke(courses.join(''), joint, 1.3 * k, 'detail', 0),
      face,
      windowRim,
      iceSheen,
      fill(tunnel, mix(snow, shade, 0.2), 'stone'),
      stroke(
        `M${n(tx0 + 3 * k)} ${n(-tH * 0.5)}Q${n(dx)} ${n(-tH * 0.58)} ${n(tx1 - 3 * k)} ${n(-tH * 0.5)}`,
        joint,
        1.2 * k,
        'detail',
        0,
      ),
      fill(door, wood, 'wood'),
      stroke(planks.join(''), darker(wood, 0.35), 1.1 * k, 'wood', 0),
      fill(circle(dx + dw * 0.3, -dh * 0.42, 1.4 * k), '#d8b24a', 'metal', 0),
      // Light from inside under the door and spilling on the snow at its foot.
      fill(rect(dx - dw / 2 + 1 * k, -1.6 * k, dw - 2 * k, 1.6 * k, 0), warm, 'glow', 0),
      { ...fill(oval(dx, 2 * k, dw * 0.8, 3 * k), warm, 'glow', 0), opacity: 0.55 },
    ];
    // The knocker kneels before the door, its knee at the tunnel's mouth, bowed to the door's
    // height: the near hand knocks on the planks, the far arm hugs the pillow to its chest.
    const knock: Point = [dx - dw * 0.36, -dh * 0.8];
    const look = { ...ctx.who.look, hat: 'none' as const };
    const kneeler = { ...ctx, who: { ...ctx.who, look } };
    const sk = posed(kneeler, { legs: 'kneel', lean: 16 }).skeleton;
    const x = 0;
    const own = (q: Point): Point => [(q[0] - x) / s, q[1] / s];
    const hug: Point = [sk.neck[0] + 5, (sk.neck[1] + sk.hip[1]) / 2 + 3];
    const fig = posed(kneeler, {
      legs: 'kneel',
      lean: 16,
      front: { reach: own(knock), hand: 'fist' },
      back: { reach: [hug[0] + 9, hug[1] - 2], hand: 'mitt' },
      backArmOver: true,
      turn: ctx.feeling === 'fear' ? 0.25 : 0.6,
      headTilt: ctx.feeling === 'sleep' ? 12 : 6,
      gaze: ctx.feeling === 'fear' ? [-0.7, -0.1] : [0.8, 0.2],
    });
    const cover = mix('#fbf8f1', p.paper, 0.15);
    const spot = mix(rng.pick([p.accent, ...p.cloth]), '#3a4c86', 0.15);
    const held = group(pillow(28, cover, spot), `translate(${n(hug[0])} ${n(hug[1])}) rotate(-10)`);
    const knocker: Actor = { fig, held: [held], x: x * facing, facing, scale: s };
    const headC = actorPoint(knocker, fig.skeleton.headCentre);
    const capColor = mix(rng.pick(p.cloth), '#3a4c86', 0.2);
    const cap = nightcap(headC[0], headC[1], fig.headR * s, capColor, -facing as 1 | -1);
    const nodes: Node[] = [...mirror(igloo, facing), actorNodes(knocker), ...cap];
    const headTop = headC[1] - fig.headR * s * 2;
    const box: [number, number, number, number] = [
      x - 30 * k,
      Math.min(headTop, -domeH * 1.05) - 6 * k,
      cx + R + 4 * k,
      8 * k,
    ];
    const focus: Point = [dx, -30 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: nodes,
      light: { at: mx(win, facing), kind: 'lantern', reach: 1.3 * H },
      glows: [
        { at: mx(win, facing), r: 24 * k, color: warm },
        { at: mx([dx, -2 * k], facing), r: 14 * k, color: warm },
      ],
      contacts: [
        [x, 40 * k],
        [cx * facing, R * 2],
      ],
      // Close on the face, the knocking hand, the door and the window: the knocker's back may
      // run off the card.
      closeBox: facingBox([x - 2 * k, box[1], win[0] + wr + 12 * k, 6 * k], facing),
    });
  },
};
