/**
 * The dummy talks by itself: a ventriloquist sits on a stool with the wooden dummy on one knee and
 * claps a hand over their own mouth, eyes wide, while the dummy, hinged jaw dropped open, flings
 * an arm up and talks on. Two characters, and the one that should be silent is the one speaking.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker } from '../../kit/colors.ts';
import { figure } from '../../kit/figure.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { onStool } from './on-stool.ts';
import { mirror, mx } from './water.ts';

/** The dummy's painted colours: a cream wooden face and a loud little suit. */
const suits: readonly (readonly [top: Color, bottom: Color, tie: Color])[] = [
  ['#b8323a', '#2a2a3a', '#f2c94c'],
  ['#2f5fa8', '#3a3030', '#e0453a'],
  ['#3c8a5a', '#2a2a2a', '#f2e3c4'],
  ['#e08a2a', '#3a2f4a', '#2f5fa8'],
];

/**
 * The ventriloquist on a stool, the dummy on the front knee turned to us, jaw open and one arm
 * flung up; the ventriloquist's near hand over their own mouth, the far hand at the dummy's back.
 */
export const ventriloquist: Action = {
  id: 'ventriloquist',
  objects: ['dummy'],
  // A mouse or a frog holding a dummy half its size is lost on the card.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'cat', 'rabbit'],
  feelings: ['fear', 'surprise', 'grief'],
  settings: ['theatre', 'attic', 'street'],
  framings: ['medium', 'low', 'near'],
  fixedFramings: true,
  // The dummy must read as a painted doll beside a living face: a silhouette blacks both out.
  notLooks: ['silhouette'],
  untwisted: true,
  family: () => 'ventriloquist',
  concepts: [
    'ventriloquist',
    'dummy',
    'voice',
    'who is speaking',
    'losing control',
    'a mind of its own',
    'stage fright',
    'two characters',
    'show',
  ],
  say: sayFrom(
    {
      dummy: {
        en: 'clamps a hand over a shut mouth, and the ventriloquist’s dummy on the knee goes on talking by itself',
        ja: '手で口をしっかりふさいでいるのに、ひざの上の腹話術の人形はひとりでしゃべり続けている',
        ru: 'зажимает себе рот рукой, а кукла чревовещателя на коленях продолжает болтать сама по себе',
        pt: 'tapa a boca com a mão, e o boneco de ventríloquo que tem ao colo continua a falar sozinho',
        fi: 'peittää suunsa kädellä, mutta sylissä istuva vatsastapuhujan nukke puhuu yhä omia aikojaan',
      },
    },
    'dummy',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Where the knee is, from a first seated pose: the dummy sits on the thigh just behind it.
    const probe = posed(ctx, { legs: 'sit', lean: -4, turn: 0.15 });
    const knee: Point = [probe.skeleton.knees.front[0] * s, probe.skeleton.knees.front[1] * s];
    const head: Point = [probe.skeleton.headCentre[0] * s, probe.skeleton.headCentre[1] * s];
    const headR = m.headR * s;
    // The dummy: a child's figure a little under half the ventriloquist's height.
    const small = measure({ ...ctx.who, age: 'child', species: 'human', scale: 1 });
    const ds = (H * 0.54) / small.height;
    const [top, bottom, tie] = rng.pick(suits);
    const wood: Color = rng.pick(['#f0d2b0', '#e8c49c', '#f3dcc0']);
    const dummyFig = figure({
      age: 'child',
      species: 'human',
      look: {
        skin: wood,
        top,
        bottom,
        shoes: '#2a2222',
        outfit: 'coat',
        trim: tie,
        hair: rng.pick(['#2a1e18', '#7a3a1a', '#c0782a']),
        hairStyle: rng.pick(['fringe', 'short', 'spiky'] as const),
        hat: rng.chance(0.35) ? 'bowler' : 'none',
        hatColor: '#2a2a2a',
      },
      feeling: 'joy',
      pose: {
        legs: 'sit',
        lean: -6,
        front: { angle: 150, bend: 30, hand: 'open' },
        back: { angle: 30, bend: 60, hand: 'open' },
        turn: 0.1,
        headTilt: -8,
        gaze: [0.3, 0],
      },
      ink: ctx.ink,
    });
    // The dummy sits on the knee itself, its legs dangling over it, clear of the body behind.
    const seatX = knee[0] + 3 * k;
    const seatY = knee[1] - 3 * k;
    const dummy: Actor = {
      fig: dummyFig,
      x: seatX - dummyFig.skeleton.hip[0] * ds,
      y: seatY - dummyFig.skeleton.hip[1] * ds,
      facing: 1,
      scale: ds,
    };
    const dHead: Point = [
      dummy.x + dummyFig.skeleton.headCentre[0] * ds,
      (dummy.y ?? 0) + dummyFig.skeleton.headCentre[1] * ds,
    ];
    const dR = dummyFig.headR * ds;
    // The hinged jaw dropped open: two cuts from the mouth's corners to the chin and the dark
    // gap between them, the mark of a dummy in mid-sentence.
    const jx = dHead[0] + dR * 0.04;
    const jawTop = dHead[1] + dR * 0.36;
    const cut = darker(wood, 0.45);
    const jaw: Node[] = [
      fill(
        `M${n(jx - dR * 0.3)} ${n(jawTop)}H${n(jx + dR * 0.3)}V${n(jawTop + dR * 0.26)}H${n(jx - dR * 0.3)}Z`,
        '#3a1a1a',
        'face',
        0,
      ),
      stroke(
        `M${n(jx - dR * 0.3)} ${n(jawTop)}V${n(dHead[1] + dR * 0.95)}` +
          `M${n(jx + dR * 0.3)} ${n(jawTop)}V${n(dHead[1] + dR * 0.95)}`,
        cut,
        0.9 * k,
        'detail',
        0,
      ),
    ];
    // Its words fly out: three arcs from the open mouth, away from the ventriloquist.
    const say0: Point = [dHead[0] + dR * 1.25, jawTop + dR * 0.1];
    const words = stroke(
      [1, 1.7, 2.4]
        .map(
          (r) =>
            `M${n(say0[0] + r * dR * 0.45)} ${n(say0[1] - r * dR * 0.55)}` +
            `Q${n(say0[0] + r * dR * 0.8)} ${n(say0[1])} ${n(say0[0] + r * dR * 0.45)} ${n(say0[1] + r * dR * 0.55)}`,
        )
        .join(''),
      ctx.ink,
      1.2 * k,
      'detail',
      0,
    );
    // The ventriloquist: the near hand clapped over the mouth, the far hand in the dummy's back,
    // eyes on it.
    const mouth: Point = [head[0] + headR * 0.1, head[1] + headR * 0.5];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: -4,
      front: { reach: [mouth[0] / s, mouth[1] / s], hand: 'open' },
      back: { reach: [(seatX - 4 * k) / s, (seatY - H * 0.12) / s], hand: 'open' },
      turn: 0.15,
      headTilt: ctx.feeling === 'grief' ? 8 : 0,
      // A sidelong look at the dummy.
      gaze: [1, 0.35],
    });
    const actor = onStool(fig, s, p.wood);
    const nodes: Node[] = [
      actorNodes(actor),
      actorNodes(dummy),
      ...jaw,
      words,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const topY = Math.min(head[1] - headR * 1.6, dHead[1] - H * 0.22);
    const right = Math.max(knee[0] + 14 * k, say0[0] + dR * 2);
    const box: [number, number, number, number] = [-H * 0.3, topY, right, 4];
    const focus: Point = [(head[0] + dHead[0]) / 2, (head[1] + dHead[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.24]],
      glows: [],
      closeBox: facingBox([head[0] - headR * 2.2, topY, right, seatY + 8 * k], facing),
    });
  },
};
