/**
 * The lesson turned round: an old woman (an old man) rides a bicycle for the first time, wobbling,
 * holding on for dear life or one hand up, while a grandchild runs along behind holding on to
 * the carrier, as the old once did for the young; the wavering track in the dust behind
 * them says how it is going. Teaching and learning, never too old, the roles of a lifetime
 * swapped.
 */
import { n, type Point } from '../../geom.ts';
import { group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { bicycle } from './bike-wire.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/** The child's air, running behind: cheering, or set on not letting go. */
function childFeeling(f: Feeling): Feeling {
  return f === 'joy' ? 'resolve' : 'joy';
}

/**
 * Facing +x: the bicycle rolling to the right, the old rider on it, the child running behind it
 * with the near hand on the end of the carrier.
 */
export const bikeLesson: Action = {
  id: 'bike-lesson',
  objects: ['bicycle'],
  who: ['old-woman', 'old-man'],
  seconds: () => ['girl', 'boy'],
  feelings: ['fear', 'surprise', 'joy', 'resolve'],
  settings: ['street', 'meadow'],
  // A low shot cut the child's heels or the front wheel at the card's edge.
  framings: ['medium'],
  fixedFramings: true,
  // The lesson turned round is the dream; a twist beside it would crowd the two.
  untwisted: true,
  // Both faces are the story: a silhouette loses them.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'bike-lesson',
  concepts: [
    'grandparent',
    'grandchild',
    'learning',
    'first time',
    'balance',
    'wobbling',
    'never too old',
    'roles reversed',
    'trust',
    'letting go',
  ],
  say: sayFrom(
    {
      bicycle: {
        en: 'wobbles along on a bicycle for the first time, while a grandchild runs behind holding on to it',
        ja: '生まれて初めて自転車に乗ってふらふら進む。後ろでは孫が荷台を支えながら走っている',
        ru: 'впервые в жизни едет на велосипеде и виляет, а внук бежит сзади и придерживает его',
        pt: 'anda de bicicleta pela primeira vez, aos ziguezagues, enquanto o neto corre atrás a segurá-la',
        fi: 'ajaa ensimmäistä kertaa polkupyörällä horjuen, ja lapsenlapsi juoksee perässä ja pitää pyörästä kiinni',
      },
    },
    'bicycle',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    const { friend, sb } = partnerOf(ctx, 0.8);
    const fm = measure(friend);
    // The bicycle, its wheels on the ground, a little right of the middle.
    const r = 18 * k;
    const bikeX = 12 * k;
    const frameColor = rng.pick(p.cloth);
    const bike = bicycle(frameColor, darker(p.ink, 0.05), r);
    const saddle: Point = [bikeX + bike.saddle[0], bike.saddle[1]];
    const grip: Point = [bikeX + bike.grip[0], bike.grip[1]];
    // The rider, an old one, sat on the saddle.
    const own = ctx.who.look.hat;
    const hat = own === 'kerchief' || own === 'cap' || own === 'straw' ? own : ('none' as const);
    const rider = { ...ctx.who, look: { ...ctx.who.look, hat } };
    const legs: [[number, number], [number, number]] = [
      [62, 88],
      [22, 34],
    ];
    const lean = ctx.feeling === 'fear' ? 4 : 12;
    const probe = pose(
      rider,
      ctx.feeling,
      { legs, lean, front: { angle: 60, bend: 10 }, back: { angle: 60, bend: 10 } },
      ctx.ink,
    );
    const where = {
      x: saddle[0] - probe.skeleton.hip[0] * s,
      y: saddle[1] - probe.skeleton.hip[1] * s,
      facing: 1 as const,
      scale: s,
    };
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = pose(
      rider,
      ctx.feeling,
      {
        legs,
        lean,
        front: { reach: toActor(where, grip), hand: 'fist' },
        // Afraid, both hands clutch the bar; glad, one hand is up: look, no hands!
        back: afraid
          ? { reach: toActor(where, [grip[0] - 2 * k, grip[1] + 1 * k]), hand: 'fist' }
          : { angle: 160, bend: 16, hand: 'open' },
        turn: afraid ? 0.35 : 0.55,
        headTilt: afraid ? 8 : -4,
        gaze: afraid ? [-0.6, 0.3] : [1, -0.1],
      },
      ctx.ink,
    );
    const a: Actor = { fig, ...where };
    // The child running behind, the near hand on the back of the saddle.
    // The carrier over the back wheel: from under the saddle back past the wheel's top, struts
    // down to the axle; the child holds its end.
    const rackY = -r * 2.05;
    const rackEnd: Point = [bikeX - r * 2.2, rackY];
    const axle: Point = [bikeX - r * 1.25, -r];
    const rack = stroke(
      `M${n(saddle[0] + r * 0.05)} ${n(saddle[1] + r * 0.35)}L${n(saddle[0] - r * 0.1)} ${n(rackY)}L${n(rackEnd[0])} ${n(rackY)}M${n(rackEnd[0] + r * 0.25)} ${n(rackY)}L${n(axle[0])} ${n(axle[1])}`,
      darker(frameColor, 0.25),
      r * 0.11,
      'metal',
    );
    const hold: Point = [rackEnd[0] + r * 0.1, rackY + r * 0.02];
    const kid = { ...ctx, who: friend, feeling: childFeeling(ctx.feeling) };
    const kidPose = (reach: Point | null): Parameters<typeof pose>[2] => ({
      legs: 'run',
      lean: 14,
      front: reach ? { reach, hand: 'fist' } : { angle: 70, bend: 10 },
      back: { angle: -30, bend: 60, hand: 'fist' },
      turn: 0.6,
      headTilt: -10,
      gaze: [0.8, -0.6],
    });
    const kprobe = pose(friend, kid.feeling, kidPose(null), ctx.ink);
    const sh = kprobe.skeleton.shoulders.front;
    const armLen = fm.arm * sb * 0.9;
    const dy = hold[1] - sh[1] * sb;
    const dx = Math.sqrt(Math.max(armLen * armLen - dy * dy, 25 * k * k));
    const kx = hold[0] - sh[0] * sb - dx;
    const kWhere = { x: kx, facing: 1 as const, scale: sb };
    const child = pose(friend, kid.feeling, kidPose(toActor(kWhere, hold)), ctx.ink);
    const b: Actor = { fig: child, ...kWhere };
    // The wavering track behind the back wheel, and wobble marks by the front wheel.
    const backX = bikeX - r * 1.25;
    const track: string[] = [];
    for (let i = 0; i <= 40; i++) {
      const x = backX - i * 3.4 * k;
      const y = 1.2 * k * Math.sin(i * 0.55) + 0.6 * k;
      track.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
    }
    const dust = mix(p.ground, p.ink, 0.35);
    const frontX = bikeX + r * 1.25;
    const wobble = stroke(
      [0, 1]
        .map((i) => {
          const x = frontX + r + (3 + i * 4) * k;
          return `M${n(x)} ${n(-r * 1.6)}Q${n(x + 3 * k)} ${n(-r)} ${n(x)} ${n(-r * 0.4)}`;
        })
        .join(''),
      darker(p.ink, 0.1),
      1.1 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      group(bike.nodes, `translate(${n(bikeX)} 0)`),
      rack,
      actorNodes(a),
      actorNodes(b),
      wobble,
    ];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR * 1.3])[1];
    const top = Math.min(headTop(a), headTop(b), actorPoint(a, fig.skeleton.hands.back)[1]) - 6 * k;
    const left = Math.min(kx - 22 * k, actorPoint(a, fig.skeleton.hands.back)[0] - 6 * k);
    const box: [number, number, number, number] = [left, top, frontX + r + 12 * k, 4 * k];
    const faults: string[] = [];
    const hand = actorPoint(b, child.skeleton.hands.front);
    if (Math.hypot(hand[0] - hold[0], hand[1] - hold[1]) > 4 * k) faults.push('saddle not held');
    return staged(facingBox(box, facing), mx([(kx + bikeX) / 2, -50 * k], facing), {
      actors: mirror(nodes, facing),
      // The track runs back off the card, with the place: not boxed with the story.
      wall: mirror([stroke(track.join(''), dust, 1.3 * k, 'detail', 0)], facing),
      contacts: [
        [mx([bikeX, 0], facing)[0], r * 4],
        [mx([kx, 0], facing)[0], 16 * k],
      ],
      faults,
    });
  },
};
