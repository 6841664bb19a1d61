/**
 * The knocker-up's round before dawn: in a dark street, a character taps with a long pole on an
 * upstairs window where the sun itself has overslept. The sun is too big for its room: its face
 * fills the whole pane, asleep with a cheek against the glass, and its light leaks out round the
 * window's edges onto the wall and down onto the one who has come to wake it.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { nightcap, sleepingFace } from './tuck-in.ts';
import { mirror, mx } from './water.ts';

/** How the one with the pole stands under the window. */
function stanceFor(feeling: Feeling): { legs: 'stand' | 'tiptoe'; lean: number; tilt: number } {
  if (feeling === 'sleep') return { legs: 'stand', lean: -2, tilt: 12 };
  if (feeling === 'surprise') return { legs: 'stand', lean: -8, tilt: -14 };
  return { legs: 'tiptoe', lean: 6, tilt: -10 };
}

/**
 * A knocker-up taps on a window with a long pole: the sun, asleep inside, fills the pane with
 * its face, and its light leaks out round the frame.
 */
export const wakeSun: Action = {
  id: 'wake-sun',
  objects: ['sun'],
  // Those who can hold a long pole up to a first-floor window: a mouse or a frog is lost under it.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'owl', 'cat', 'wolf'],
  // Nobody is glad at this hour: the knocker-up is dogged, sly, half asleep itself, or startled.
  feelings: ['resolve', 'mischief', 'sleep', 'surprise'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // The street's lamp: it is still night, and the sun's window the one warm light (no moon: the
  // deck's moons are at their cap, and the sun is the one in this sky).
  lights: ['lamp'],
  family: () => 'wake-sun',
  concepts: [
    'knocker-up',
    'dawn',
    'waking up',
    'oversleeping',
    'alarm clock',
    'morning',
    'night shift',
    'sunrise',
    'duty',
    'five more minutes',
  ],
  say: sayFrom(
    {
      sun: {
        en: 'taps on a window with a long pole to wake the sun, who has overslept in its nightcap',
        ja: '長い竿で窓をこつこつ叩き、ナイトキャップをかぶって寝坊している太陽を起こそうとしている',
        ru: 'стучит длинным шестом в окно, чтобы разбудить солнце, которое проспало в своём ночном колпаке',
        pt: 'bate com uma vara comprida numa janela para acordar o sol, que se deixou dormir de barrete na cabeça',
        fi: 'koputtaa pitkällä seipäällä ikkunaan herättääkseen auringon, joka on nukkunut pommiin yömyssy päässään',
      },
    },
    'sun',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The window: nearly as wide as the figure is tall, its sill just over the head, so the
    // pole's tap and the sun's face are one shape with the figure below them.
    const paneW = 0.74 * H;
    const paneH = 0.74 * H;
    const px = 0.12 * H;
    const py = -1.92 * H;
    const wallX = px - 0.5 * H;
    const stone = mix(p.wall, '#8c7a6a', 0.4);
    const houseWall = mix(stone, '#1c2040', 0.45);
    const far = 1400;
    const wall: Node[] = [
      // The house front, from the pavement to past the card's top and off its side.
      fill(rect(wallX, -far, far, far + 4), houseWall, 'wall'),
      fill(rect(wallX, -0.14 * H, far, 0.14 * H + 4), darker(houseWall, 0.25), 'stone'),
    ];
    // The house's other windows, dark: everyone else is still asleep.
    const dark: string[] = [];
    const sills: string[] = [];
    for (const [dx, dy] of [
      [1.15, 0],
      [0, -1.2],
      [1.15, -1.2],
    ] as const) {
      const x = px + dx * H;
      const y = py + dy * H;
      dark.push(rect(x, y, paneW, paneH, 1));
      sills.push(rect(x - 0.04 * H, y + paneH, paneW + 0.08 * H, 0.05 * H, 0));
    }
    wall.push(fill(dark.join(''), mix(p.sky[0], '#0c0e22', 0.4), 'glass'));
    wall.push(fill(sills.join(''), darker(houseWall, 0.35), 'stone'));
    // A pool of the sun's light on the pavement under its window, where the figure stands.
    wall.push(fill(oval(px + paneW * 0.4, 0, 0.95 * H, 0.08 * H), '#f6d27a', 'glow', 0));
    // The sun's light leaking out round its window frame: short warm rays off every edge.
    const c: Point = [px + paneW / 2, py + paneH / 2];
    const sunGold = '#ffd24a';
    const rays: string[] = [];
    const edge = (a: Point, b: Point, out: Point, count: number): void => {
      for (let i = 0; i < count; i++) {
        const t = (i + 0.5) / count;
        const q: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
        const len = rng.range(0.07, 0.12) * H;
        const half = 0.028 * H;
        const along: Point = [out[1], -out[0]];
        rays.push(
          poly([
            [
              q[0] + along[0] * half + out[0] * 0.05 * H,
              q[1] + along[1] * half + out[1] * 0.05 * H,
            ],
            [q[0] + out[0] * (len + 0.05 * H), q[1] + out[1] * (len + 0.05 * H)],
            [
              q[0] - along[0] * half + out[0] * 0.05 * H,
              q[1] - along[1] * half + out[1] * 0.05 * H,
            ],
          ]),
        );
      }
    };
    edge([px, py], [px + paneW, py], [0, -1], 4);
    edge([px + paneW, py], [px + paneW, py + paneH], [1, 0], 4);
    edge([px, py], [px, py + paneH], [-1, 0], 4);
    // The sun's window, drawn with the story (so the shot frames it whole), the wall with the place.
    const window: Node[] = [fill(rays.join(''), mix(sunGold, '#fff1b0', 0.3), 'glow', 0)];
    // Inside, the sun asleep against the glass, rays and nightcap squashed by the frame, the
    // room behind it lit gold.
    const pane = rect(px, py, paneW, paneH, 1);
    const sunR = 0.24 * H;
    const sc: Point = [c[0] - 0.02 * H, c[1] + 0.1 * H];
    const inner: string[] = [];
    const spikes = 12;
    for (let i = 0; i < spikes; i++) {
      const a = (i / spikes) * Math.PI * 2 + 0.13;
      const w = Math.PI / spikes / 1.6;
      inner.push(
        poly([
          [sc[0] + Math.cos(a - w) * sunR * 0.95, sc[1] + Math.sin(a - w) * sunR * 0.95],
          [sc[0] + Math.cos(a) * sunR * 1.55, sc[1] + Math.sin(a) * sunR * 1.55],
          [sc[0] + Math.cos(a + w) * sunR * 0.95, sc[1] + Math.sin(a + w) * sunR * 0.95],
        ]),
      );
    }
    const capColor = mix(p.accent, '#c8402a', 0.4);
    const sunFace: Node[] = [
      fill(pane, '#f7cf86', 'glow', 0),
      fill(inner.join(''), '#ffb43a', 'glow', 0),
      fill(oval(sc[0], sc[1], sunR, sunR), sunGold, 'glow', 0.6),
      ...sleepingFace(sc[0], sc[1] + sunR * 0.1, sunR, darker(sunGold, 0.65), '#f08a5a'),
      ...nightcap(sc[0], sc[1], sunR, capColor, 1),
    ];
    const frameColor = lighter(mix(p.wood, '#e8dcc0', 0.5), 0.2);
    window.push(group(sunFace, undefined, pane));
    window.push(stroke(pane, frameColor, 0.05 * H, 'wood'));
    window.push(
      fill(
        rect(px - 0.06 * H, py + paneH, paneW + 0.12 * H, 0.07 * H, 0),
        darker(houseWall, 0.35),
        'stone',
      ),
    );

    // The knocker-up under the window: both hands up on the long pole, its tip on the glass
    // beside the sun's cheek.
    const how = stanceFor(ctx.feeling);
    const tip: Point = [sc[0] - sunR * 0.75, sc[1] + sunR * 0.35];
    // The front fist just over the head, the pole rising from it at about 60 degrees: the figure
    // stands where that puts it, the back fist lower on the pole at the chest, under the face.
    const frontHand: Point = [tip[0] - (tip[1] + 0.95 * H) * -0.6, -0.95 * H];
    const x = frontHand[0] - 0.25 * H;
    const d0: Point = [tip[0] - frontHand[0], tip[1] - frontHand[1]];
    const len = Math.hypot(d0[0], d0[1]);
    const d: Point = [d0[0] / len, d0[1] / len];
    const backHand: Point = [frontHand[0] - d[0] * 0.42 * H, frontHand[1] - d[1] * 0.42 * H];
    const butt: Point = [frontHand[0] - d[0] * 0.75 * H, frontHand[1] - d[1] * 0.75 * H];
    const own = (q: Point): Point => [(q[0] - x) / s, q[1] / s];
    const fig = posed(ctx, {
      legs: how.legs,
      lean: how.lean,
      front: { reach: own(frontHand), hand: 'fist' },
      back: { reach: own(backHand), hand: 'fist' },
      turn: 0.7,
      headTilt: how.tilt,
      gaze: ctx.feeling === 'sleep' ? [1, 0] : [0.6, -1],
    });
    const actor: Actor = { fig, x, facing: 1, scale: s };
    const pole = stroke(
      `M${n(butt[0])} ${n(butt[1])}L${n(tip[0])} ${n(tip[1])}`,
      mix(p.wood, '#6a4a2a', 0.4),
      0.035 * H,
      'wood',
    );
    const nodes: Node[] = [pole, actorNodes(actor)];
    const drawn = nodeBox(group([actorNodes(actor)]), identity) ?? [-0.4 * H, -H, 0.2 * H, 0];
    const box: [number, number, number, number] = [
      Math.min(drawn[0], butt[0]) - 0.06 * H,
      py - 0.24 * H,
      px + paneW + 0.24 * H,
      0.06 * H,
    ];
    const facingBoxed = facingBox(box, facing);
    return staged(facingBoxed, mx(c, facing), {
      wall: mirror(wall, facing),
      behind: mirror(window, facing),
      actors: mirror(nodes, facing),
      contacts: [[x * facing, 0.3 * H]],
      glows: [{ at: mx(c, facing), r: 0.8 * H, color: '#ffe08a' }],
    });
  },
};
