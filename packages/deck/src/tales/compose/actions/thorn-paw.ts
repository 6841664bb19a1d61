/**
 * Androcles and the lion: a lion sits in tears holding out a front paw, and someone kneeling
 * before it cups the paw in one hand and draws out the big thorn with the other, a roll of
 * bandage ready on the ground. The kindness done to the fearsome, which the lion will remember.
 */
import { circle, ellipse, n, poly, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The helper kneels facing +x; the lion sits facing them at arm's length, a head taller, its
 * front paw held out at the helper's chest; the thorn sticks out of the pad towards the helper,
 * half drawn out, pinched in the helper's near hand while the far hand cups the paw from below.
 */
export const thornPaw: Action = {
  id: 'thorn-paw',
  objects: ['thorn'],
  who: ['man', 'woman', 'old-man', 'old-woman', 'boy', 'girl', 'rabbit', 'bear', 'fox'],
  feelings: ['calm', 'resolve', 'fear', 'wonder'],
  settings: ['forest', 'desert', 'meadow'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  family: () => 'thorn-paw',
  concepts: [
    'Androcles and the lion',
    'a thorn',
    'kindness',
    'courage',
    'trust',
    'pain',
    'healing',
    'gratitude',
    'a good deed',
    'taming the wild',
    'the lion and the mouse',
  ],
  say: sayFrom(
    {
      thorn: {
        en: 'draws a thorn from the paw of a weeping lion',
        ja: '泣いているライオンの前足から、とげを抜いてあげている',
        ru: 'вытаскивает занозу из лапы плачущего льва',
        pt: 'tira um espinho da pata de um leão que chora',
        fi: 'vetää piikin itkevän leijonan tassusta',
      },
    },
    'thorn',
  ),
  stage(ctx) {
    const { p, rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    const kneel = stance('kneel');
    const body = { ...kneel, lean: 8, turn: 0.7, headTilt: 4, gaze: [0.9, 0.2] as const };
    const trial = posed(ctx, body);
    const sh = actorPoint({ fig: trial, ...where }, trial.skeleton.shoulders.front);
    const armL = (m.shoulder - m.reachTop) / 0.93;
    // Where the paw is held: out in front of the helper's chest.
    const P: Point = [sh[0] + armL * s * 0.8, sh[1] + 2 * k];
    // The thorn: from the pad towards the helper, half drawn out.
    const tl = 22 * k;
    const base: Point = [P[0] + 1.5 * k, P[1] - 1 * k];
    const tip: Point = [base[0] - tl * 0.92, base[1] - tl * 0.38];
    const grip: Point = [base[0] - tl * 0.7, base[1] - tl * 0.29];
    const arms = (g: Point): Parameters<typeof posed>[1] => ({
      ...body,
      front: { reach: toActor(where, g), hand: 'fist' },
      back: { reach: toActor(where, [P[0] + 2 * k, P[1] + 5 * k]), hand: 'open' },
    });
    // Posed twice: the hand lands a little off its target (the fist's grip), so the second
    // aim corrects by what the first missed.
    const first = posed(ctx, arms(grip));
    const got = actorPoint({ fig: first, ...where }, first.skeleton.hands.front);
    const fig = posed(ctx, arms([2 * grip[0] - got[0], 2 * grip[1] - got[1]]));
    const actor: Actor = { fig, ...where };

    // The lion, sitting, a head taller than a grown-up kneeling, facing the helper.
    const lionC = cast('lion', rng.fork('lion'), p);
    const lion = { ...lionC, look: { ...lionC.look, hat: 'none' as const } };
    const ls = 1.25 * Math.max(k, 0.85);
    const lm = measure(lion);
    const lionArm = (lm.shoulder - lm.reachTop) / 0.93;
    const sitTrial = pose(lion, 'grief', { ...stance('sit-chair') }, ctx.ink);
    const lsh = sitTrial.skeleton.shoulders.front;
    const lx = P[0] + 4 * k + (lionArm * 0.78 + lsh[0]) * ls;
    const lw = { x: lx, y: 0, facing: -1 as const, scale: ls };
    const lionFig = pose(
      lion,
      'grief',
      {
        ...stance('sit-chair'),
        lean: -4,
        front: { reach: toActor(lw, [P[0] + 4 * k, P[1]]), hand: 'open' },
        back: { angle: 20, bend: 70, hand: 'open' },
        turn: 0.6,
        headTilt: 10,
        gaze: [0.8, 0.6],
      },
      ctx.ink,
    );
    // The rock the lion sits on, under its haunch.
    const lhip = lionFig.skeleton.hip;
    const stone = mix('#9a928a', p.ground, 0.3);
    const rockW = 30;
    const rockNodes: Node[] = [
      fill(
        `M${n(lhip[0] - rockW * 0.75)} 0C${n(lhip[0] - rockW * 0.8)} ${n(lhip[1] - 4)} ${n(lhip[0] - rockW * 0.3)} ${n(lhip[1] - 1)} ${n(lhip[0])} ${n(lhip[1] + 3)}C${n(lhip[0] + rockW * 0.4)} ${n(lhip[1] - 2)} ${n(lhip[0] + rockW * 0.6)} ${n(lhip[1] + 4)} ${n(lhip[0] + rockW * 0.55)} 0Z`,
        stone,
        'stone',
      ),
    ];
    const lionA: Actor = { fig: lionFig, under: rockNodes, ...lw };
    const paw = actorPoint(lionA, lionFig.skeleton.hands.front);

    const thornColor = mix('#3a261a', p.ink, 0.3);
    const thorn: Node[] = [
      fill(
        poly([
          [base[0], base[1] - 2.6 * k],
          [tip[0], tip[1]],
          [base[0] + 0.8 * k, base[1] + 2.6 * k],
        ]),
        thornColor,
        'wood',
        0.6,
      ),
      // The pink pad it comes out of.
      fill(
        ellipse(paw[0] - 1 * k, paw[1], 3.4 * k, 4 * k),
        mix('#e89a9a', p.light, 0.2),
        'skin',
        0.4,
      ),
    ];
    // "Ouch": three short strokes flaring from the paw.
    const ouch: Node[] = [-50, -80, -110].map((a) => {
      const r = (a * Math.PI) / 180;
      const r0 = 7 * k;
      const r1 = 12 * k;
      return stroke(
        `M${n(paw[0] + Math.cos(r) * r0)} ${n(paw[1] + Math.sin(r) * r0)}L${n(paw[0] + Math.cos(r) * r1)} ${n(paw[1] + Math.sin(r) * r1)}`,
        p.ink,
        1 * k,
        'detail',
        0,
      );
    });
    // A roll of bandage ready on the ground behind the helper's knee, its end unrolled.
    const white = mix('#f7f3ea', p.light, 0.1);
    const bx = -16 * k;
    const bandage: Node[] = [
      stroke(
        `M${n(bx + 3 * k)} ${n(-1 * k)}Q${n(bx + 12 * k)} ${n(1 * k)} ${n(bx + 18 * k)} ${n(-0.5 * k)}`,
        white,
        2.6 * k,
        'cloth',
        0.5,
      ),
      fill(circle(bx, -4.5 * k, 4.5 * k), white, 'cloth', 0.8),
      fill(circle(bx, -4.5 * k, 1.6 * k), darker(white, 0.15), 'cloth', 0.4),
    ];

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const lhc = actorPoint(lionA, lionFig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.8, lhc[1] - lionFig.headR * ls * 2.2);
    const box: [number, number, number, number] = [bx - 10 * k, top, lx + 30 * ls, 4 * k];
    const focus: Point = [P[0], P[1] - 6 * k];
    const faults: string[] = [];
    if (Math.hypot(paw[0] - P[0] - 4 * k, paw[1] - P[1]) > 5 * k)
      faults.push('paw short of the helper');
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    if (Math.hypot(hand[0] - grip[0], hand[1] - grip[1]) > 4 * k) faults.push('hand off the thorn');
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([...bandage, actorNodes(lionA), actorNodes(actor), ...thorn, ...ouch], facing),
      contacts: [
        [mx([0, 0], facing)[0], 30 * k],
        [mx([lx, 0], facing)[0], 40 * ls],
      ],
      glows: [],
      faults,
    });
  },
};
