/**
 * Washing the night off a tower: a window cleaner stands on a plank hung on two ropes before a
 * tall wall of windows and wipes a pane with a big sponge. Every pane behind it is already
 * morning; every pane ahead is still night, and the one under the
 * sponge is half and half, a wiped swath of morning through the dark.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A pane's width and height, and the wall between panes (world units: an adult is ~100). */
const paneW = 40;
const paneH = 54;
const gapX = 16;
const gapY = 20;

/** What a pane shows before the sponge (night) and after it (morning). */
function paneView(washed: boolean, x: number, y: number, rng: Rng): Node[] {
  const box = rect(x, y, paneW, paneH, 0);
  if (washed) {
    // Morning: a pale gold sky over a rosy band, the sun just up behind every washed pane.
    return [
      fill(box, '#fbe3a0', 'glow', 0),
      fill(rect(x, y + paneH * 0.6, paneW, paneH * 0.4, 0), '#f4a98a', 'glow', 0),
      fill(circle(x + paneW / 2, y + paneH * 0.6, paneW * 0.2), '#fff6d6', 'glow', 0),
    ];
  }
  // Night: deep blue with a few star points.
  const stars: string[] = [];
  for (let i = 0; i < 3; i++) {
    stars.push(circle(x + 5 + rng.next() * (paneW - 10), y + 5 + rng.next() * (paneH - 14), 1.3));
  }
  return [fill(box, '#1a2150', 'sky', 0), fill(stars.join(''), '#fff2c0', 'glow', 0)];
}

/**
 * A window cleaner on a hanging plank wiping the night off a tower's panes: the
 * washed ones behind it are already morning.
 */
export const washNight: Action = {
  id: 'wash-night',
  objects: ['night'],
  // Those who can stand on a plank and hold a rope: a mouse is lost on a wall of windows.
  who: whos.filter((w) => w !== 'mouse' && w !== 'frog'),
  feelings: ['resolve', 'calm', 'mischief', 'wonder', 'surprise'],
  // High on a tower's wall: the wall fills the card and the sentence says where it is.
  settings: ['rooftop'],
  // Medium only: a low shot's wider view left the morning half a sliver at the card's edge.
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  // The story is the split between night and morning panes: woodcut left it grey in light
  // palettes, and a silhouette would black the panes out.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sky', 'glow'],
  family: (o) => `wash-night:${o}`,
  concepts: [
    'window cleaner',
    'night shift',
    'dawn',
    'morning',
    'washing',
    'tower',
    'work',
    'day and night',
    'change',
    'height',
  ],
  say: sayFrom(
    {
      night: {
        en: "washes the night off a tower's windows, high on a plank, and the washed panes are already morning",
        ja: '高い塔の窓に吊り板で下がり、窓についた夜を洗い落としている。洗い終えたガラスはもう朝だ',
        ru: 'висит на доске высоко у башни и смывает с окон ночь, а вымытые стёкла уже утренние',
        pt: 'pendurado numa tábua no alto de uma torre, lava a noite das janelas, e os vidros lavados já são manhã',
        fi: 'pesee yötä tornin ikkunoista korkealla riippuvalla lankulla, ja pestyissä ruuduissa on jo aamu',
      },
    },
    'night',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The sponge pressed flat on the pane at shoulder height, the far hand on the rope.
    const reachF: Point = [m.arm * 0.9, m.shoulder - m.arm * 0.2];
    const ropeX = -m.arm * 0.7;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 3,
      front: { reach: reachF, hand: 'open' },
      back: { reach: [ropeX, m.shoulder + m.arm * 0.2], hand: 'fist' },
      turn: 0.85,
      headTilt: ctx.feeling === 'wonder' ? -8 : 0,
      gaze: [1, -0.2],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand: Point = [reachF[0] * s, reachF[1] * s];
    // The windows' grid, set so the sponge is at the top right of the pane it wipes, the
    // wiped swath showing below and behind it.
    const x0 = hand[0] - paneW * 0.78;
    const y0 = hand[1] - paneH * 0.3;
    const wallColor = mix(p.wall, '#b9a48a', 0.45);
    const far = 1400;
    // The wall itself is split where the washing reached: warm and lit behind the cleaner, still
    // night ahead, so the card reads in two halves at a glance.
    const split = x0 - gapX / 2;
    const litWall = mix(wallColor, '#f2c98e', 0.55);
    const darkWall = mix(wallColor, '#232a58', 0.72);
    const wall: Node[] = [
      fill(rect(-far, -far, far + split, far * 2, 0), litWall, 'wall'),
      fill(rect(split, -far, far - split, far * 2, 0), darkWall, 'wall'),
    ];
    const panes: Node[] = [];
    const frames: string[] = [];
    const sills: string[] = [];
    for (let col = -6; col <= 6; col++) {
      for (let row = -5; row <= 4; row++) {
        const x = x0 + col * (paneW + gapX);
        const y = y0 + row * (paneH + gapY);
        const washed = col < 0;
        if (col === 0 && row === 0) {
          // Half and half: the night, and a swath of morning wiped through it.
          panes.push(...paneView(false, x, y, rng));
          panes.push(group(paneView(true, x, y, rng), undefined, wipedArc(x, y)));
        } else {
          panes.push(...paneView(washed, x, y, rng));
        }
        frames.push(rect(x, y, paneW, paneH, 0));
        frames.push(`M${n(x + paneW / 2)} ${n(y)}v${n(paneH)}`);
        sills.push(rect(x - 4, y + paneH, paneW + 8, 4, 0));
      }
    }
    const frameColor = lighter(wallColor, 0.45);
    wall.push(...panes);
    wall.push(fill(sills.join(''), darker(wallColor, 0.25), 'wall'));
    wall.push(stroke(frames.join(''), frameColor, 3, 'wood'));
    // The plank on two ropes running up past the card's top.
    const plankL = (ropeX - 4) * s;
    const plankR = (m.arm + 6) * s;
    const wood = p.wood;
    // The ropes run up the wall past the card's top (drawn with the wall: the story is framed on
    // the cleaner, not on the ropes' length).
    wall.push(
      stroke(
        `M${n(ropeX * s)} 0V${n(-far)}M${n(plankR - 4)} 0V${n(-far)}`,
        darker(wood, 0.3),
        1.8,
        'detail',
      ),
    );
    const plank: Node[] = [fill(rect(plankL, 0, plankR - plankL, 6, 1.5), wood, 'wood')];
    // The bucket of suds by the cleaner's feet.
    const bx = plankL + 10 * s;
    const bucketW = 16 * s;
    const bucketH = 14 * s;
    const bucket: Node[] = [
      fill(
        `M${n(bx)} ${n(-bucketH)}h${n(bucketW)}l${n(-2 * s)} ${n(bucketH)}h${n(-bucketW + 4 * s)}Z`,
        '#7b8a96',
        'metal',
      ),
      fill(
        [0, 1, 2, 3].map((i) => circle(bx + (2 + i * 4) * s, -bucketH - 1.5 * s, 2.6 * s)).join(''),
        '#f4f8fb',
        'cloth',
      ),
    ];
    // The sponge flat in the hand, suds on the pane beneath it.
    const sponge: Node[] = [
      fill(rect(hand[0] - 7 * s, hand[1] - 5 * s, 14 * s, 10 * s, 2.5 * s), '#f2cf4a', 'cloth'),
      fill(
        [
          circle(hand[0] - 8 * s, hand[1] + 7 * s, 2.2 * s),
          circle(hand[0] + 2 * s, hand[1] + 9 * s, 1.8 * s),
        ].join(''),
        '#f4f8fb',
        'glow',
        0,
      ),
    ];
    const nodes: Node[] = [...plank, ...bucket, actorNodes(actor), ...sponge];
    const drawn = nodeBox(group([actorNodes(actor), ...sponge, ...bucket]), identity) ?? [
      -50, -100, 60, 0,
    ];
    // Framed on the cleaner and a column of panes on each side: the split must read.
    const box: [number, number, number, number] = [
      Math.min(drawn[0], x0 - paneW - gapX) - 6,
      Math.min(drawn[1], y0) - 14,
      Math.max(drawn[2], x0 + 2 * paneW + gapX) + 6,
      Math.max(14, y0 + paneH + gapY),
    ];
    const facingBoxed = facingBox(box, facing);
    return staged(facingBoxed, mx([hand[0] * 0.5, hand[1]], facing), {
      wall: mirror(wall, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      closeBox: facingBoxed,
    });
  },
};

/**
 * The band a sponge wiped across a pane in one sweep: an arc from the lower left corner up over
 * the middle to the right, as a closed path (the morning shows through it).
 */
function wipedArc(x: number, y: number): string {
  const c: Point = [x + paneW * 0.55, y + paneH * 0.95];
  const inner = paneW * 0.32;
  const outer = paneW * 0.72;
  const pts: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI * (1 + (i / 12) * 0.8);
    pts.push([c[0] + Math.cos(a) * outer, c[1] + Math.sin(a) * outer * 1.1]);
  }
  for (let i = 12; i >= 0; i--) {
    const a = Math.PI * (1 + (i / 12) * 0.8);
    pts.push([c[0] + Math.cos(a) * inner, c[1] + Math.sin(a) * inner * 1.1]);
  }
  return poly(pts);
}
