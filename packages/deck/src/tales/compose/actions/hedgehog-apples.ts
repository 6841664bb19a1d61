/**
 * The hedgehog's harvest, as the old tales tell it: a hedgehog as big as a wheelbarrow trundles
 * through the grass with a load of red apples stuck on its spines, and the character kneels in
 * its way holding out one more, which the hedgehog lifts its snout to sniff. A gift to someone
 * who already carries too much; one more for the road; kindness between the small and the odd.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const appleRed = '#d8362e';
const appleGreen = '#8cc040';
const leafGreen = '#4f8a34';

/** An apple at `c`, `r` across, with its shine, its stalk and (if `leafy`) a leaf. */
function apple(c: Point, r: number, color: string, leafy: boolean): Node[] {
  const [x, y] = c;
  const out: Node[] = [
    fill(
      `M${n(x)} ${n(y - r * 0.75)}C${n(x + r * 0.6)} ${n(y - r * 1.15)} ${n(x + r * 1.1)} ${n(y - r * 0.5)} ${n(x + r)} ${n(y + r * 0.1)}C${n(x + r * 0.9)} ${n(y + r * 0.8)} ${n(x + r * 0.35)} ${n(y + r)} ${n(x)} ${n(y + r * 0.85)}C${n(x - r * 0.35)} ${n(y + r)} ${n(x - r * 0.9)} ${n(y + r * 0.8)} ${n(x - r)} ${n(y + r * 0.1)}C${n(x - r * 1.1)} ${n(y - r * 0.5)} ${n(x - r * 0.6)} ${n(y - r * 1.15)} ${n(x)} ${n(y - r * 0.75)}Z`,
      color,
      'detail',
      0.7,
    ),
    fill(
      ellipse(x - r * 0.42, y - r * 0.3, r * 0.2, r * 0.3, 20),
      lighter(color, 0.45),
      'detail',
      0,
    ),
    stroke(
      `M${n(x)} ${n(y - r * 0.7)}q${n(r * 0.1)} ${n(-r * 0.4)} ${n(r * 0.3)} ${n(-r * 0.55)}`,
      '#5a3a22',
      r * 0.16,
      'detail',
      0,
    ),
  ];
  if (leafy) {
    out.push(
      fill(
        `M${n(x + r * 0.15)} ${n(y - r * 0.95)}q${n(r * 0.4)} ${n(-r * 0.55)} ${n(r * 0.9)} ${n(-r * 0.35)}q${n(-r * 0.35)} ${n(r * 0.5)} ${n(-r * 0.9)} ${n(r * 0.35)}Z`,
        leafGreen,
        'plant',
        0.5,
      ),
    );
  }
  return out;
}

/**
 * The character on one knee on one side, the near arm held out low with the apple; the giant
 * hedgehog on the other side facing it, its spiny dome studded with apples, its pale snout
 * raised to the offered one.
 */
export const hedgehogApples: Action = {
  id: 'hedgehog-apples',
  objects: ['apple'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'rabbit', 'bear', 'mouse'],
  feelings: ['joy', 'calm', 'wonder', 'mischief', 'surprise'],
  settings: ['meadow', 'forest'],
  framings: ['medium', 'wide', 'low'],
  fixedFramings: true,
  // The hedgehog as big as a barrow is the dream; a twist beside it would crowd the two.
  untwisted: true,
  // The faces and the red apples on the dark spines are the story: a silhouette loses both.
  notLooks: ['silhouette'],
  family: () => 'hedgehog-apples',
  concepts: [
    'a hedgehog',
    'harvest',
    'autumn',
    'apples',
    'a gift',
    'one more',
    'carrying a load',
    'kindness',
    'a fable',
    'sharing',
    'storing up for winter',
  ],
  say: sayFrom(
    {
      apple: {
        en: 'holds out one more apple to a giant hedgehog carrying a load of apples on its spines',
        ja: '背中の針にりんごをどっさり刺して運ぶ大きなハリネズミに、もうひとつりんごを差し出している',
        ru: 'протягивает ещё одно яблоко огромному ежу, который несёт на иголках целый урожай яблок',
        pt: 'estende mais uma maçã a um ouriço gigante que leva uma carga de maçãs espetadas nos espinhos',
        fi: 'ojentaa vielä yhden omenan jättiläissiilille, jonka piikeissä on kokonainen omenakuorma',
      },
    },
    'apple',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The hedgehog: its dome from hx - rw to hx + rw, rh high, its snout out towards -x.
    const hx = 30 * k;
    const rw = 34 * k;
    const rh = 50 * k;
    const snout: Point = [hx - rw - 13 * k, -30 * k];
    const offer: Point = [snout[0] - 7 * k, snout[1] - 3 * k];
    const ax = offer[0] - 24 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      ...stance('kneel'),
      lean: 10,
      front: { reach: toActor(where, [offer[0] - 2 * k, offer[1] + 3 * k]), hand: 'open' },
      back: { angle: 25, bend: 35 },
      turn: 0.6,
      headTilt: 10,
      gaze: [0.9, 0.3],
    });
    const a: Actor = { fig, ...where };
    const hand = actorPoint(a, fig.skeleton.hands.front);
    const held: Point = [hand[0] + 2 * k, hand[1] - 5 * k];

    const spine = mix('#6e5238', p.ink, 0.15);
    const spineDark = darker(spine, 0.3);
    const skin = mix('#e6cfa8', p.light, 0.15);
    const nodes: Node[] = [];
    // The spiny dome: a zigzag edge round the top, over a darker body.
    const edge: string[] = [];
    const spikes = 26;
    for (let i = 0; i <= spikes; i++) {
      const t = Math.PI * (i / spikes);
      const out = i % 2 === 0 ? 1.12 : 0.96;
      const x = hx - Math.cos(t) * rw * out;
      const y = -6 * k - Math.sin(t) * rh * out;
      edge.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
    }
    edge.push(`L${n(hx + rw)} ${n(-2 * k)}L${n(hx - rw)} ${n(-2 * k)}Z`);
    // Little dark feet under the dome.
    for (const fx of [-0.55, -0.15, 0.3, 0.65]) {
      nodes.push(fill(ellipse(hx + fx * rw, -1.5 * k, 4.5 * k, 2.5 * k), spineDark, 'detail', 0.5));
    }
    nodes.push(fill(edge.join(''), spine, 'cloth'));
    // Spine strokes over the dome, fanning out from its middle.
    const quills: string[] = [];
    for (let i = 0; i < 34; i++) {
      const t = rng.range(0.15, 2.95);
      const r = rng.range(0.35, 0.85);
      const x = hx - Math.cos(t) * rw * r;
      const y = -6 * k - Math.sin(t) * rh * r;
      quills.push(`M${n(x)} ${n(y)}l${n(-Math.cos(t) * 6 * k)} ${n(-Math.sin(t) * 6 * k)}`);
    }
    nodes.push(stroke(quills.join(''), lighter(spine, 0.25), 0.8 * k, 'detail', 0));
    // The face: a pale cone from the dome's front out to the raised snout, a black nose.
    const cheek: Point = [hx - rw * 0.8, -8 * k];
    nodes.push(
      fill(
        `M${n(cheek[0] + 8 * k)} ${n(-40 * k)}Q${n(cheek[0] - 8 * k)} ${n(-40 * k)} ${n(snout[0])} ${n(snout[1] - 2 * k)}L${n(snout[0])} ${n(snout[1] + 2.5 * k)}Q${n(cheek[0] - 12 * k)} ${n(-6 * k)} ${n(cheek[0] + 10 * k)} ${n(-2 * k)}Z`,
        skin,
        'skin',
      ),
      fill(circle(snout[0] - 0.5 * k, snout[1], 3 * k), '#2a2224', 'face', 0),
      fill(circle(cheek[0] - 4 * k, -31 * k, 2.3 * k), '#2a2224', 'face', 0),
      fill(circle(cheek[0] - 4.7 * k, -31.8 * k, 0.7 * k), '#ffffff', 'face', 0),
      fill(ellipse(cheek[0] + 4 * k, -39 * k, 3.4 * k, 2.8 * k), darker(skin, 0.15), 'skin', 0.6),
      stroke(
        `M${n(snout[0] + 1 * k)} ${n(snout[1] + 3 * k)}q${n(3 * k)} ${n(2 * k)} ${n(6 * k)} ${n(0.5 * k)}`,
        darker(skin, 0.45),
        0.7 * k,
        'face',
        0,
      ),
    );
    // The load: apples stuck all over the dome.
    const load: readonly (readonly [number, number, boolean])[] = [
      [0.45, 0.78, true],
      [0.95, 0.72, false],
      [1.45, 0.8, true],
      [1.95, 0.74, false],
      [2.45, 0.76, true],
      [1.2, 0.38, false],
      [1.9, 0.4, true],
      [0.7, 0.35, false],
    ];
    for (const [t, r, leafy] of load) {
      const c: Point = [hx + Math.cos(t) * rw * r, -6 * k - Math.sin(t) * rh * r];
      const color = rng.chance(0.2) ? appleGreen : appleRed;
      nodes.push(...apple(c, 6.2 * k, color, leafy));
    }
    // The one more, in the character's hand.
    const gift = apple(held, 6.2 * k, appleRed, true);

    const hc = actorPoint(a, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.8, -6 * k - rh * 1.2) - 4 * k;
    const box: [number, number, number, number] = [ax - 28 * k, top, hx + rw + 10 * k, 6 * k];
    const focus: Point = [(hc[0] + hx) / 2, (hc[1] - rh * 0.5) / 2];
    const faults: string[] = [];
    // The apple must reach the snout, or the hedgehog is only passing by.
    if (Math.hypot(held[0] - snout[0], held[1] - snout[1]) > 16 * k)
      faults.push('apple far from the snout');
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([...nodes, actorNodes(a), ...gift], facing),
      contacts: [
        [mx([ax, 0], facing)[0], 20 * k],
        [mx([hx, 0], facing)[0], rw * 2],
      ],
      faults,
    });
  },
};
