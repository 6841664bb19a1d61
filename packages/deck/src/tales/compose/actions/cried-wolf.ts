/**
 * The boy who cried wolf, the night it came true: the little shepherd stands by its sheep and
 * calls to the sleeping town, a hand cupped to the mouth and the other arm waving, while right
 * behind it, unseen, a wolf a head taller tiptoes up grinning, a paw raised over the shepherd's
 * head. The lie told once too often, the danger no one believes, "it's behind you!".
 */
import { n, type Point } from '../../geom.ts';
import { stroke, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { sheep } from './count-sheep.ts';
import { mirror, mx } from './water.ts';

/**
 * Facing +x: the shepherd calling towards the town at the right, two sheep before it (one
 * standing, one asleep on the ground); the wolf behind it at the left, facing the same way, on
 * tiptoe, its front paw raised over the shepherd's head.
 */
export const criedWolf: Action = {
  id: 'cried-wolf',
  objects: ['sheep'],
  // The shepherd: a child, or a small animal keeping the flock.
  who: ['boy', 'girl', 'rabbit'],
  feelings: ['fear', 'grief', 'resolve'],
  settings: ['street', 'snowfield', 'forest'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  // The wolf already behind the one who cried it is the dream; a twist would crowd it.
  untwisted: true,
  // A silhouette or a woodcut merges the wolf into the shepherd and loses both faces.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['moon', 'lamp', 'sky'],
  family: () => 'cried-wolf',
  concepts: [
    'the boy who cried wolf',
    'a shepherd',
    'Aesop',
    'a prank',
    'a false alarm',
    'crying out',
    'credibility',
    'danger',
    'consequences',
    'a warning',
  ],
  say: sayFrom(
    {
      sheep: {
        en: 'calls out to the sleeping town beside its sheep, not seeing the wolf that tiptoes up to pounce',
        ja: '羊のそばで眠る町に向かって叫んでいる。飛びかかろうと忍び足で近づくオオカミに気づかずに',
        ru: 'кричит спящему городу, стоя рядом со своими овцами, и не видит волка, что крадётся к нему на цыпочках, готовый к прыжку',
        pt: 'grita para a vila adormecida ao lado das suas ovelhas, sem ver o lobo que se aproxima nas pontas dos pés, pronto a saltar',
        fi: 'huutaa nukkuvalle kaupungille lampaidensa vieressä näkemättä sutta, joka hiipii varpaillaan valmiina loikkaamaan',
      },
    },
    'sheep',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The shepherd: the near hand cupped by the mouth, the far arm up and waving to the town.
    const trial = posed(ctx, { legs: 'stand' });
    const head0 = actorPoint({ fig: trial, ...where }, trial.skeleton.headCentre);
    const hr = trial.headR * s;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: {
        reach: toActor(where, [head0[0] + hr * 1.7, head0[1] + hr * 0.8]),
        hand: 'mitt',
      },
      back: { angle: 118, bend: 8, hand: 'open' },
      turn: 0.8,
      headTilt: -10,
      gaze: [1, -0.2],
    });
    const actor: Actor = { fig, ...where };
    const hc = actorPoint(actor, fig.skeleton.headCentre);

    // The call: three short strokes fanning out ahead of the mouth.
    const mouth: Point = [hc[0] + hr * 1.1, hc[1] + hr * 0.35];
    const call: Node[] = [-28, -8, 12].map((a) => {
      const r = (a * Math.PI) / 180;
      const r0 = hr * 1.3;
      const r1 = hr * 2.5;
      return stroke(
        `M${n(mouth[0] + Math.cos(r) * r0)} ${n(mouth[1] + Math.sin(r) * r0)}L${n(mouth[0] + Math.cos(r) * r1)} ${n(mouth[1] + Math.sin(r) * r1)}`,
        p.ink,
        1.2 * k,
        'detail',
        0,
      );
    });

    // The wolf: a grown-up's height and more, on tiptoe behind, a paw over the shepherd's head.
    const wolfC = cast('wolf', rng.fork('wolf'), p);
    const wolf = { ...wolfC, look: { ...wolfC.look, hat: 'none' as const } };
    const wm = measure(wolf);
    const ws = Math.max(H * 1.4, 112) / wm.height;
    const sneak = { legs: 'tiptoe' as const, lean: 22 };
    const wTrial = pose(wolf, 'mischief', { ...sneak }, ctx.ink);
    const wsh = wTrial.skeleton.shoulders.front;
    const wArm = (wm.shoulder - wm.reachTop) / 0.93;
    // Hovering just behind and over the shepherd's head, claws spread, about to close.
    const pawAt: Point = [hc[0] - hr * 1.3, hc[1] - hr * 1.7];
    const wx = pawAt[0] - (wsh[0] + wArm * 0.68) * ws;
    const ww = { x: wx, y: 0, facing: 1 as const, scale: ws };
    const wolfFig = pose(
      wolf,
      'mischief',
      {
        ...sneak,
        front: { reach: toActor(ww, pawAt), hand: 'open' },
        back: { angle: -25, bend: 50, hand: 'open' },
        turn: 0.7,
        headTilt: 18,
        gaze: [0.7, 0.7],
      },
      ctx.ink,
    );
    const wolfA: Actor = { fig: wolfFig, ...ww };
    const whc = actorPoint(wolfA, wolfFig.skeleton.headCentre);

    // The flock: one sheep standing before the shepherd, one asleep on the ground beyond it.
    const u = 1.5 * k;
    const wool = mix('#f4efe4', p.light, 0.15);
    const face = mix('#3a302c', p.ink, 0.3);
    const flock: Node[] = [
      ...sheep([50 * k, -5.5 * u], u, 'sleep', wool, face),
      ...sheep([30 * k, -11 * u], u, 'wait', wool, face),
    ];

    const faults: string[] = [];
    const paw = actorPoint(wolfA, wolfFig.skeleton.hands.front);
    if (Math.hypot(paw[0] - pawAt[0], paw[1] - pawAt[1]) > 8 * k) faults.push('paw off the head');
    if (paw[1] > hc[1] - hr * 1.2) faults.push('paw on the face');
    const top = Math.min(whc[1] - wolfFig.headR * ws * 2, hc[1] - hr * 4.2);
    const box: [number, number, number, number] = [wx - 26 * ws, top, 68 * k, 4 * k];
    const focus: Point = [(hc[0] + whc[0]) / 2, (hc[1] + whc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes(wolfA), ...flock, actorNodes(actor), ...call], facing),
      contacts: [
        [mx([0, 0], facing)[0], 24 * k],
        [mx([wx, 0], facing)[0], 30 * ws],
        [mx([40 * k, 0], facing)[0], 34 * k],
      ],
      glows: [],
      faults,
    });
  },
};
