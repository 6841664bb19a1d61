/**
 * A tailor's home in a coat pocket: the coat fills the card, tweed streaked with rain and two of
 * its buttons as big as a head, and its pocket is seen cut away, a snug room lined in stripes
 * where someone sits on a cotton reel sewing, the needle drawn up high on its thread, by a candle
 * set on an upturned thimble, while the rain drums on the flap over them. Shelter, a stowaway, a
 * life carried along by someone who never looks in.
 */
import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The pocket's half width, its mouth's height and its corners' radius, in units of K (the tailor's height / 100). */
const POCKET_W = 60;
const MOUTH = 160;
const CORNER = 24;

/** A coat's button, `r` across, with four holes and a cross of thread. */
function button(c: Point, r: number, color: Color, ink: Color): Node[] {
  const h = r * 0.26;
  return [
    fill(circle(c[0], c[1], r), color, 'cloth'),
    stroke(circle(c[0], c[1], r * 0.78), darker(color, 0.25), r * 0.08, 'detail', 0),
    ...[
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ].map(([dx = 0, dy = 0]) =>
      fill(circle(c[0] + dx * h, c[1] + dy * h, r * 0.12), mix(ink, color, 0.3), 'detail', 0),
    ),
    stroke(
      `M${n(c[0] - h)} ${n(c[1] - h)}L${n(c[0] + h)} ${n(c[1] + h)}M${n(c[0] + h)} ${n(c[1] - h)}L${n(c[0] - h)} ${n(c[1] + h)}`,
      '#efe6d0',
      r * 0.07,
      'detail',
      0,
    ),
  ];
}

/** The pocket's outline: a patch with a straight mouth and rounded bottom corners. */
function pocketPath(w: number, top: number, r: number): string {
  return `M${n(-w)} ${n(top)}H${n(w)}V${n(-r)}Q${n(w)} 0 ${n(w - r)} 0H${n(-w + r)}Q${n(-w)} 0 ${n(-w)} ${n(-r)}Z`;
}

/** Living in a coat pocket, sewing by candlelight while the rain drums on the flap. */
export const pocketTailor: Action = {
  id: 'pocket-tailor',
  // One view of its own (a coat filling the card): no twist fits beside it.
  untwisted: true,
  // The pocket is the place: the idea says "in a coat pocket", no setting phrase after it.
  ownPlace: true,
  // A silhouette blacks out the lit pocket the story is in; the woodcut cuts its tailor's body
  // into the lining.
  notLooks: ['silhouette', 'woodcut'],
  objects: ['pocket'],
  who: ['mouse', 'hedgehog', 'old-woman', 'old-man', 'girl', 'woman', 'elephant'],
  feelings: ['calm', 'longing', 'resolve'],
  // The coat covers the whole card: the place is never seen, so it takes those with room.
  settings: ['train', 'stairwell', 'snowfield'],
  // Drawn for a near shot alone: the pocket fills the card, the coat running off every side.
  framings: ['near'],
  fixedFramings: true,
  lights: ['candle'],
  family: () => 'pocket-tailor',
  concepts: [
    'pocket',
    'coat',
    'needle and thread',
    'sewing',
    'rain',
    'shelter',
    'cosiness',
    'a small world',
    'candlelight',
    'carried along',
  ],
  say: sayFrom(
    {
      pocket: {
        en: 'lives in a coat pocket and sews by candlelight while the rain drums on the flap',
        ja: 'コートのポケットの中に住んでいて、雨がふたをたたく音を聞きながら、ろうそくの明かりで縫い物をしている',
        ru: 'живёт в кармане пальто и шьёт при свече, а по клапану барабанит дождь',
        pt: 'mora no bolso de um casaco e cose à luz de uma vela enquanto a chuva tamborila na aba',
        fi: 'asuu takin taskussa ja ompelee kynttilän valossa, kun sade rummuttaa taskun läppää',
      },
    },
    'pocket',
  ),
  stage(ctx) {
    const { p, rng, m, s, facing } = setUp(ctx);
    const K = (m.height * s) / 100;
    const w = POCKET_W * K;
    const top = -MOUTH * K;
    const floorY = -5 * K;
    // The coat: a tweed the card is made of, its front edge with two big buttons at the far side.
    const coat = rng.pick(['#5a6a48', '#6a5040', '#4a5868', '#7a6a4a', '#5a4a5e']);
    const tweed = darker(coat, 0.1);
    const wall: Node[] = [fill(rect(-420 * K, -520 * K, 840 * K, 700 * K), coat, 'wall')];
    // The weave: short slanting dashes in rows, a herringbone seen from far.
    const weave: string[] = [];
    for (let row = 0; row < 30; row++) {
      const y = -300 * K + row * 14 * K;
      for (let col = 0; col < 22; col++) {
        const x = -220 * K + col * 20 * K + (row % 2) * 10 * K;
        weave.push(`M${n(x)} ${n(y)}l${n(6 * K * (row % 2 === 0 ? 1 : -1))} ${n(6 * K)}`);
      }
    }
    wall.push(stroke(weave.join(''), tweed, 1.2 * K, 'detail', 0));
    // The coat's front edge and its buttons, past the pocket's far side.
    const edgeX = w + 46 * K;
    const btn = rng.pick(['#3a2a20', '#c9a04a', '#2a2a2a', '#8a2a24']);
    wall.push(
      stroke(`M${n(edgeX)} ${n(-420 * K)}V${n(200 * K)}`, darker(coat, 0.4), 3 * K, 'cloth', 0),
      ...button([edgeX - 20 * K, top + 10 * K], 16 * K, btn, ctx.ink),
      ...button([edgeX - 20 * K, -40 * K], 16 * K, btn, ctx.ink),
    );
    // The rain running down the coat: long pale streaks, slanting, and beads on the weave.
    const rain: string[] = [];
    for (let i = 0; i < 40; i++) {
      const x = rng.range(-200, 200) * K;
      const y = rng.range(-260, 60) * K;
      const l = rng.range(26, 46) * K;
      rain.push(`M${n(x)} ${n(y)}l${n(-l * 0.2)} ${n(l)}`);
    }
    wall.push(stroke(rain.join(''), mix('#e8f0f8', coat, 0.1), 2.4 * K, 'detail', 0));
    // The pocket's lining: a warm stripe, lit by the candle.
    const metal = '#c9ccd2';
    const lining = rng.pick(['#c8503a', '#d8a040', '#3a6a9a', '#8a4a7a']);
    const warm = mix(lighter(p.light, 0.3), '#ffdc9a', 0.5);
    const inner = pocketPath(w - 7 * K, top + 4 * K, CORNER * K);
    const dots: string[] = [];
    for (let y = top + 14 * K; y < -10 * K; y += 14 * K) {
      for (let x = -w + 10 * K; x < w; x += 14 * K)
        dots.push(circle(x + ((y / K) % 28 === 0 ? 7 * K : 0), y, 1.4 * K));
    }
    // Upstairs, the bed: a handkerchief slung as a hammock between two pins in the lining.
    const hy0 = top + 30 * K;
    const sag = 20 * K;
    const hw = w - 14 * K;
    const hanky = rng.pick(['#d8463a', '#3a6ab0', '#4a9a5a']);
    const sling = `M${n(-hw)} ${n(hy0)}Q0 ${n(hy0 + sag * 2.7)} ${n(hw)} ${n(hy0)}Q0 ${n(hy0 + sag * 0.9)} ${n(-hw)} ${n(hy0)}Z`;
    const checks: string[] = [];
    for (let x = -hw; x < hw; x += 8 * K)
      checks.push(`M${n(x)} ${n(hy0 - 4 * K)}V${n(hy0 + sag * 1.2)}`);
    const hammock: Node[] = [
      fill(sling, hanky, 'cloth'),
      group([stroke(checks.join(''), '#f4efe4', 2.4 * K, 'cloth', 0)], undefined, sling),
      // A little pillow in it, and the pins it hangs from.
      fill(ellipse(-hw + 20 * K, hy0 + 8 * K, 9 * K, 4.5 * K), '#f4efe4', 'cloth'),
      stroke(
        `M${n(-hw - 4 * K)} ${n(hy0 - 3 * K)}l${n(8 * K)} ${n(5 * K)}M${n(hw + 4 * K)} ${n(hy0 - 3 * K)}l${n(-8 * K)} ${n(5 * K)}`,
        metal,
        1.6 * K,
        'metal',
        0,
      ),
      fill(circle(-hw - 4 * K, hy0 - 3 * K, 2.4 * K), '#e8c040', 'metal', 0),
      fill(circle(hw + 4 * K, hy0 - 3 * K, 2.4 * K), '#e8c040', 'metal', 0),
    ];
    // A postage stamp pinned to the lining for a picture.
    const stamp = rng.pick(['#4a8ad8', '#d86a3a', '#5aa05a']);
    const sx = 34 * K;
    const sy = top + 82 * K;
    const room: Node[] = [
      fill(inner, mix(lining, warm, 0.55), 'cloth'),
      group([fill(dots.join(''), mix(lining, warm, 0.25), 'detail', 0)], undefined, inner),
      fill(rect(sx - 9 * K, sy - 11 * K, 18 * K, 22 * K), '#f4efe4', 'paper'),
      fill(rect(sx - 6 * K, sy - 8 * K, 12 * K, 16 * K), stamp, 'paper', 0),
      fill(circle(sx, sy + 1 * K, 3.4 * K), lighter(stamp, 0.5), 'detail', 0),
      fill(circle(sx, sy - 11 * K, 1.6 * K), '#c83a2a', 'metal', 0),
      ...hammock,
    ];
    // The candle on its thimble, the thimble upturned as a table beside the tailor.
    const tx = 33 * K;
    const thH = 30 * K;
    const thimble: Node[] = [
      fill(
        poly([
          [tx - 14 * K, floorY],
          [tx + 14 * K, floorY],
          [tx + 11 * K, floorY - thH],
          [tx - 11 * K, floorY - thH],
        ]),
        metal,
        'metal',
      ),
      fill(ellipse(tx, floorY - thH, 11 * K, 2.6 * K), lighter(metal, 0.2), 'metal'),
    ];
    for (let row = 0; row < 4; row++) {
      for (let col = -2; col <= 2; col++) {
        thimble.push(
          fill(
            circle(tx + col * 4.4 * K, floorY - 6 * K - row * 6 * K, 1.1 * K),
            darker(metal, 0.25),
            'detail',
            0,
          ),
        );
      }
    }
    const cy = floorY - thH;
    const flameY = cy - 22 * K;
    const candle: Node[] = [
      fill(rect(tx - 4 * K, cy - 14 * K, 8 * K, 14 * K, 1 * K), '#f3ead6', 'paper'),
      fill(
        `M${n(tx)} ${n(flameY - 8 * K)}C${n(tx + 5 * K)} ${n(flameY)} ${n(tx + 4 * K)} ${n(flameY + 6 * K)} ${n(tx)} ${n(flameY + 7 * K)}` +
          `C${n(tx - 4 * K)} ${n(flameY + 6 * K)} ${n(tx - 5 * K)} ${n(flameY)} ${n(tx)} ${n(flameY - 8 * K)}Z`,
        '#ffb83a',
        'glow',
      ),
      fill(oval(tx, flameY + 2 * K, 1.8 * K, 3.2 * K), '#fff4c8', 'glow', 0),
    ];
    // The tailor on a cotton reel, facing the candle: the needle drawn up high on its thread
    // from the cloth on its lap.
    const kx = -26 * K;
    const needleAt: Point = [kx + 26 * K, -98 * K];
    const lap: Point = [kx + 20 * K, -44 * K];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 2,
      front: { reach: toActor({ x: kx, y: floorY, facing: 1, scale: s }, needleAt), hand: 'fist' },
      back: { reach: toActor({ x: kx, y: floorY, facing: 1, scale: s }, lap), hand: 'fist' },
      turn: 0.45,
      headTilt: -10,
      gaze: [0.6, -0.7],
    });
    const hip = fig.skeleton.hip;
    const seatTop = floorY + hip[1] * s + 2 * K;
    const reelX = kx + hip[0] * s - 2 * K;
    const thread = rng.pick(['#d8463a', '#3a7ad8', '#e8c040', '#4aa060']);
    const reelH = floorY - seatTop;
    const reel: Node[] = [
      fill(rect(reelX - 11 * K, seatTop + 3 * K, 22 * K, reelH - 6 * K), thread, 'cloth'),
      stroke(
        Array.from({ length: 5 }, (_, i) => {
          const y = seatTop + 5 * K + (i * (reelH - 10 * K)) / 4;
          return `M${n(reelX - 11 * K)} ${n(y)}H${n(reelX + 11 * K)}`;
        }).join(''),
        darker(thread, 0.2),
        0.8 * K,
        'detail',
        0,
      ),
      fill(rect(reelX - 15 * K, seatTop, 30 * K, 4 * K, 1 * K), '#c8a070', 'wood'),
      fill(rect(reelX - 15 * K, floorY - 4 * K, 30 * K, 4 * K, 1 * K), '#c8a070', 'wood'),
    ];
    const tailor: Actor = { fig, x: kx, y: floorY, facing: 1, scale: s };
    // The cloth on the lap, the needle in the raised fist and the thread from one to the other.
    const hand = fig.skeleton.hands.front;
    const hx = kx + hand[0] * s;
    const hy = floorY + hand[1] * s;
    const patch = rng.pick(['#f0e6d0', '#e8b4b8', '#b8d0e8']);
    const sewing: Node[] = [
      fill(
        `M${n(lap[0] - 16 * K)} ${n(lap[1] - 2 * K)}Q${n(lap[0])} ${n(lap[1] - 8 * K)} ${n(lap[0] + 16 * K)} ${n(lap[1] - 2 * K)}L${n(lap[0] + 12 * K)} ${n(lap[1] + 10 * K)}Q${n(lap[0])} ${n(lap[1] + 6 * K)} ${n(lap[0] - 12 * K)} ${n(lap[1] + 10 * K)}Z`,
        patch,
        'cloth',
      ),
      stroke(
        `M${n(lap[0] + 4 * K)} ${n(lap[1] - 4 * K)}Q${n(lap[0] + 22 * K)} ${n((lap[1] + hy) / 2)} ${n(hx)} ${n(hy + 2 * K)}`,
        thread,
        1.2 * K,
        'detail',
        0,
      ),
      stroke(
        `M${n(hx - 2 * K)} ${n(hy + 4 * K)}L${n(hx + 3 * K)} ${n(hy - 12 * K)}`,
        metal,
        1.6 * K,
        'metal',
      ),
    ];
    // The pocket's front: its stitched border, the hem over the mouth and the flap turned up
    // above it, rain beading and splashing on the flap.
    const outline = pocketPath(w, top, CORNER * K);
    const cloth = mix(coat, '#ffffff', 0.06);
    const hem: Node[] = [
      // The sides and bottom of the patch, a band round the cut-away room.
      { ...fill(`${outline}${inner}`, cloth, 'cloth'), rule: 'evenodd' },
      stroke(pocketPath(w - 3.5 * K, top + 2 * K, (CORNER - 3) * K), '#efe6d0', 1 * K, 'detail', 0),
    ];
    const flapTop = top - 30 * K;
    const flap: Node[] = [
      fill(
        poly([
          [-w - 4 * K, top + 2 * K],
          [w + 4 * K, top + 2 * K],
          [w, flapTop],
          [-w, flapTop],
        ]),
        darker(coat, 0.08),
        'cloth',
      ),
      stroke(
        `M${n(-w + 4 * K)} ${n(flapTop + 4 * K)}H${n(w - 4 * K)}`,
        '#efe6d0',
        1 * K,
        'detail',
        0,
      ),
      ...button([0, flapTop + 14 * K], 8 * K, btn, ctx.ink),
    ];
    const box: [number, number, number, number] = [
      -w - 14 * K,
      flapTop - 14 * K,
      edgeX + 8 * K,
      2 * K,
    ];
    const glowAt: Point = [tx, flameY];
    return staged(facingBox(box, facing), mx([kx + 20 * K, -70 * K], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      behind: mirror(room, facing),
      actors: mirror([...reel, ...thimble, ...candle, actorNodes(tailor), ...sewing], facing),
      before: mirror([...hem, ...flap], facing),
      contacts: [],
      closeBox: facingBox(box, facing),
      light: { at: mx(glowAt, facing), kind: 'candle', reach: 120 * K },
      glows: [{ at: mx(glowAt, facing), r: 90 * K, color: lighter(p.light, 0.4) }],
    });
  },
};
