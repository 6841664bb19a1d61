/**
 * A sailor with no sea left: the character rows a little boat across the dunes as if
 * they were waves, the hull ploughing a furrow of sand, sand sprayed off the oar's blade; and
 * beside the boat a fish made of sand leaps out of the dune in an arc, grains streaming off its
 * tail. The rower turns to watch it. The sea has dried up and the sailor goes on rowing; or the
 * desert is a sea, with its own fish.
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const hulls = ['#b8452e', '#2f5d7a', '#3f7a4e', '#f2ede0', '#2a3a5a'] as const;

/**
 * Side on, facing +x: the boat in the middle, sunk in the sand to its waterline, the rower on
 * the thwart pulling the oars; the sand fish leaping ahead of the bow, level with the rower's
 * head, the rower's face turned to it.
 */
export const sandRow: Action = {
  id: 'sand-row',
  objects: ['fish'],
  // Sitting at the oars: people, and the animals that can pull them.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit', 'cat'],
  feelings: ['wonder', 'surprise', 'longing', 'resolve', 'joy'],
  settings: ['desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A boat on the dunes with its fish is the dream; a twist beside it would crowd the leap.
  untwisted: true,
  // Its words say where: across the dunes.
  ownPlace: true,
  // A silhouette blacks the boat, the sand and the fish into one shape and hides the face.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'sand-row',
  concepts: [
    'rowing boat',
    'oars',
    'a sea of sand',
    'dunes',
    'a leaping fish',
    'heat',
    'thirst',
    'the sea dried up',
    'voyage',
    'stranded',
    'going on regardless',
  ],
  say: sayFrom(
    {
      fish: {
        en: 'rows a boat across the dunes, and a fish made of sand leaps beside it',
        ja: 'ボートをこいで砂丘を渡っていく。そのそばで、砂でできた魚がはねる',
        ru: 'гребёт на лодке через барханы, а рядом из песка выпрыгивает песчаная рыба',
        pt: 'rema num barco pelas dunas, e um peixe feito de areia salta ao lado',
        fi: 'soutaa venettä dyynien yli, ja sen vierellä hyppää hiekasta tehty kala',
      },
    },
    'fish',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The fish is of golden sand whatever the ground; the sand the hull ploughs is the ground's.
    const sand = mix('#dcaa5c', p.light, 0.12);
    const sandDark = darker(sand, 0.22);
    const ground = mix(p.ground, '#e0b070', 0.6);
    const groundDark = darker(ground, 0.16);
    const groundLight = lighter(ground, 0.25);

    // The boat: a rowing boat side on, sunk in the sand to a little under its gunwale.
    const hull = rng.pick(hulls);
    const boat: Node[] = [
      fill(
        `M${n(-38 * k)} ${n(-12 * k)}L${n(38 * k)} ${n(-12 * k)}Q${n(32 * k)} ${n(4 * k)} ${n(17 * k)} ${n(4 * k)}L${n(-21 * k)} ${n(4 * k)}Q${n(-35 * k)} ${n(2 * k)} ${n(-38 * k)} ${n(-12 * k)}Z`,
        hull,
        'wood',
      ),
      stroke(`M${n(-37 * k)} ${n(-9 * k)}H${n(37 * k)}`, lighter(hull, 0.45), 2 * k, 'detail', 0),
    ];

    // The rower on the thwart, pulling the oars, face turned to the fish ahead.
    const fig = posed(ctx, {
      legs: 'sit',
      lean: ctx.feeling === 'surprise' ? -10 : -2,
      front: { reach: [24, -34], hand: 'fist' },
      back: { reach: [16, -30], hand: 'fist' },
      backArmOver: true,
      turn: -0.6,
      headTilt: -14,
      gaze: [0.8, -0.6],
    });
    const actor: Actor = {
      fig,
      x: -10 * k,
      y: -5 * k - fig.skeleton.hip[1] * s,
      facing: 1,
      scale: s,
    };
    const grip = actorPoint(actor, fig.skeleton.hands.back);
    const blade: Point = [grip[0] + 46 * k, 5 * k];
    const oarFrom: Point = [grip[0] - 16 * k, grip[1] - 9 * k];
    const oar: Node[] = [
      stroke(
        `M${n(oarFrom[0])} ${n(oarFrom[1])}L${n(blade[0])} ${n(blade[1])}`,
        p.wood,
        2.4 * k,
        'wood',
      ),
      fill(ellipse(blade[0], blade[1], 8 * k, 2.8 * k, 28), p.wood, 'wood'),
    ];

    // The sand the hull ploughs through: a swell along the near side hiding the keel, a bow wave
    // heaped up ahead, and the furrow left behind the stern.
    // Heaps of sand along the waterline where the hull sinks in, a bow wave heaped ahead.
    const heap = (x0: number, x1: number, h: number): string => {
      const w = (x1 - x0) / 3;
      return `M${n(x0)} ${n(1 * k)}Q${n(x0 + w * 0.5)} ${n(-h)} ${n(x0 + w)} ${n(-h * 0.3)}Q${n(x0 + w * 1.5)} ${n(-h * 1.1)} ${n(x0 + 2 * w)} ${n(-h * 0.3)}Q${n(x0 + w * 2.5)} ${n(-h)} ${n(x1)} ${n(1 * k)}Q${n((x0 + x1) / 2)} ${n(3 * k)} ${n(x0)} ${n(1 * k)}Z`;
    };
    const swell: Node[] = [
      fill(heap(-44 * k, 46 * k, 6 * k), ground, 'detail', 0),
      fill(heap(30 * k, 52 * k, 9 * k), ground, 'detail', 0),
      stroke(
        `M${n(-40 * k)} ${n(-3 * k)}Q${n(-30 * k)} ${n(-6 * k)} ${n(-22 * k)} ${n(-3 * k)}M${n(34 * k)} ${n(-5 * k)}Q${n(40 * k)} ${n(-9 * k)} ${n(47 * k)} ${n(-4 * k)}`,
        groundLight,
        1.4 * k,
        'detail',
        0,
      ),
    ];
    const ripples = stroke(
      `M${n(-44 * k)} ${n(3 * k)}Q${n(-54 * k)} ${n(4 * k)} ${n(-64 * k)} ${n(7 * k)}M${n(-42 * k)} ${n(-1 * k)}Q${n(-52 * k)} ${n(-2 * k)} ${n(-62 * k)} ${n(-2 * k)}`,
      groundDark,
      1.2 * k,
      'detail',
      0,
    );
    // Sand sprayed off the blade and the bow: little grains flung up.
    const grains: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.28;
      const r = rng.range(5, 12) * k;
      grains.push(circle(blade[0] + Math.cos(a) * r, blade[1] - 2 * k + Math.sin(a) * r, 0.9 * k));
    }
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + 0.2 + i * 0.22;
      const r = rng.range(5, 11) * k;
      grains.push(circle(42 * k + Math.cos(a) * r, -8 * k + Math.sin(a) * r, 0.9 * k));
    }
    const spray = fill(grains.join(''), sandDark, 'detail', 0);

    // The sand fish leaping out of the dune ahead of the bow, nose up, grains streaming down off
    // its tail to the little crater it burst from.
    const fishAt: Point = [54 * k, -76 * k];
    const len = 36 * k;
    const tilt = -62;
    const sandFish = placed(P.fish(sand, p.ink, len), fishAt, 1, tilt);
    const speck: string[] = [];
    const ta = (tilt * Math.PI) / 180;
    for (let i = 0; i < 10; i++) {
      const u = rng.range(-0.35, 0.3) * len;
      const v = rng.range(-0.12, 0.12) * len;
      speck.push(
        circle(
          fishAt[0] + u * Math.cos(ta) - v * Math.sin(ta),
          fishAt[1] + u * Math.sin(ta) + v * Math.cos(ta),
          0.8 * k,
        ),
      );
    }
    const tail: Point = [
      fishAt[0] - 0.7 * len * Math.cos(ta),
      fishAt[1] - 0.7 * len * Math.sin(ta),
    ];
    const crater: Point = [tail[0] + 2 * k, 6 * k];
    const stream: string[] = [];
    for (let i = 0; i < 20; i++) {
      const t = i / 19;
      const x = tail[0] + (crater[0] - tail[0]) * t + rng.range(-3, 3) * k;
      const y = tail[1] + (crater[1] - tail[1]) * t;
      stream.push(circle(x, y, (1.3 - t * 0.5) * k));
    }
    const fishNodes: Node[] = [
      fill(stream.join(''), sandDark, 'detail', 0),
      group([sandFish]),
      fill(speck.join(''), sandDark, 'detail', 0),
      // The crater: a ring of heaped sand.
      fill(ellipse(crater[0], crater[1], 12 * k, 3 * k), groundDark, 'floor', 0),
      fill(
        `M${n(crater[0] - 15 * k)} ${n(crater[1])}Q${n(crater[0] - 9 * k)} ${n(crater[1] - 6 * k)} ${n(crater[0] - 4 * k)} ${n(crater[1] - 2 * k)}L${n(crater[0] + 5 * k)} ${n(crater[1] - 2 * k)}Q${n(crater[0] + 10 * k)} ${n(crater[1] - 6 * k)} ${n(crater[0] + 15 * k)} ${n(crater[1])}Q${n(crater[0])} ${n(crater[1] + 5 * k)} ${n(crater[0] - 15 * k)} ${n(crater[1])}Z`,
        groundLight,
        'floor',
        0,
      ),
    ];

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.8, fishAt[1] - 30 * k);
    const box: [number, number, number, number] = [-46 * k, top, fishAt[0] + 18 * k, 12 * k];
    const focus: Point = [(hc[0] + fishAt[0]) / 2, (hc[1] + fishAt[1]) / 2];
    const faults: string[] = [];
    // The fish must leap clear of the sand, well above the gunwale.
    if (fishAt[1] - tail[1] > 0 || tail[1] > -30 * k) faults.push('fish not clear of the sand');
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(
        [
          ...oar,
          group([actorNodes(actor)], undefined, rect(-200 * k, -300 * k, 400 * k, 299 * k)),
          group(boat, undefined, rect(-60 * k, -60 * k, 120 * k, 61 * k)),
          ...swell,
          ripples,
          spray,
          ...fishNodes,
        ],
        facing,
      ),
      contacts: [[mx([0, 0], facing)[0], 60 * k]],
      glows: [],
      faults,
    });
  },
};
