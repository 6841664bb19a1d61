/**
 * The wolf's bedtime story: a girl in a red hood sits up in bed, the quilt to her waist, and on a
 * chair at the bedside the wolf, in grandmother's nightcap, reads to her from an open book. Who
 * is the story about, and how does it end tonight? Trust, a danger tamed or only waiting, the
 * fairy tale told from its other side.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import { chair } from '../../kit/things.ts';
import { actorNodes, actorPoint, cast, pose, type Actor } from '../cast.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { bedBehind, bedFront } from './bedstead.ts';
import { sayFrom } from './close.ts';
import { nightcap } from './tuck-in.ts';
import { mirror, mx } from './water.ts';

/** The hood's red: the one colour that names her. */
const hoodRed = '#c7302a';

/** The wolf's air as it reads: gentle to a listener at ease, sly to a frightened one. */
function wolfFeeling(f: Feeling): Feeling {
  return f === 'fear' || f === 'surprise' ? 'mischief' : 'calm';
}

/**
 * A girl in a red hood sitting up in bed, listening, and the wolf in a nightcap on a chair at the
 * bedside reading to her from a book held open in both paws.
 */
export const wolfBedtime: Action = {
  id: 'wolf-bedtime',
  objects: ['book'],
  who: ['girl'],
  feelings: ['sleep', 'calm', 'fear', 'wonder', 'surprise'],
  settings: ['bedroom'],
  framings: ['medium', 'near'],
  fixedFramings: true,
  // The tale turned round is the dream; a twist beside it would crowd the bedside.
  untwisted: true,
  // A silhouette blacks out the hood's red and both faces, which are the story.
  notLooks: ['silhouette'],
  lights: ['lamp', 'candle', 'window', 'moon'],
  family: () => 'wolf-bedtime',
  concepts: [
    'Little Red Riding Hood',
    'wolf',
    'bedtime story',
    'trust',
    'danger',
    'fairy tale',
    'disguise',
    'grandmother',
    'reading aloud',
    'innocence',
  ],
  say: sayFrom(
    {
      book: {
        en: 'in a red hood sits up in bed while the wolf, in grandmother’s nightcap, reads her a bedtime story',
        ja: '赤いずきんをかぶってベッドで身を起こし、おばあさんのナイトキャップをかぶったオオカミに寝る前のお話を読んでもらっている',
        ru: 'в красной шапочке сидит в постели, а волк в бабушкином ночном чепце читает ей сказку на ночь',
        pt: 'de capuz vermelho está sentada na cama enquanto o lobo, com a touca de dormir da avó, lhe lê uma história para adormecer',
        fi: 'istuu punahilkka päässään sängyssä, ja isoäidin yömyssyyn pukeutunut susi lukee hänelle iltasatua',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 70;
    const head = -40 * k;
    const foot = 40 * k;
    const mattressY = -28 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const quilt = rng.pick(p.cloth);
    // The girl, her hood up, sitting against the pillow with her hands on the quilt.
    const girl = { ...ctx.who, look: { ...ctx.who.look, hat: 'hood' as const, hatColor: hoodRed } };
    const asleep = ctx.feeling === 'sleep';
    const scared = ctx.feeling === 'fear';
    const hipX = head + 16 * k;
    const girlFig = pose(
      girl,
      ctx.feeling,
      {
        ...stance('sit-floor'),
        lean: scared ? -10 : asleep ? 4 : -2,
        // Hands on the quilt: a hand over the face hid the feeling that is the story.
        front: { angle: scared ? 60 : 40, bend: scared ? 70 : 30, hand: scared ? 'fist' : 'open' },
        back: { angle: 30, bend: 40 },
        turn: 0.6,
        headTilt: asleep ? 14 : scared ? -6 : 4,
        gaze: asleep ? [0.8, 0.5] : [0.9, -0.1],
      },
      ctx.ink,
    );
    const girlActor: Actor = { fig: girlFig, x: hipX, y: mattressY + 2 * k, facing: 1, scale: s };
    // The wolf on a chair on the bed's far side, seen above the quilt from the waist, turned to
    // her, the book open in both paws: side by side they would not fit a card standing up.
    const wolf = cast('wolf', rng.fork('wolf'), p);
    const ws = wolf.scale;
    const probe = pose(wolf, 'calm', { legs: 'sit' }, ctx.ink).skeleton;
    const book: Point = [probe.neck[0] + 16, probe.neck[1] + 16];
    const wolfFig = pose(
      wolf,
      wolfFeeling(ctx.feeling),
      {
        legs: 'sit',
        lean: 8,
        front: { reach: [book[0] + 4, book[1] + 4], hand: 'mitt' },
        back: { reach: [book[0] - 4, book[1] + 5], hand: 'mitt' },
        backArmOver: true,
        turn: 0.5,
        headTilt: 16,
        gaze: [0.7, 0.8],
      },
      ctx.ink,
    );
    const hip = wolfFig.skeleton.hip;
    const cover = rng.pick(['#3f5aa8', '#6a3a8a', '#2f7a5a', darker(p.accent, 0.2)]);
    const wolfX = foot - 14 * k;
    const wolfActor: Actor = {
      fig: wolfFig,
      x: wolfX,
      facing: -1,
      scale: ws,
      held: [
        placed(
          P.openBook({ main: cover, ink: p.ink, light: p.light, metal: '#888' }),
          [book[0], book[1] + 6],
          0.8,
          -8,
        ),
      ],
      under: [placed(chair(wood, -hip[1] - 2 / ws), [hip[0] - 2, 0], 1)],
    };
    // The nightcap on the wolf's head, between its ears.
    const wc = actorPoint(wolfActor, wolfFig.skeleton.headCentre);
    const wr = wolfFig.headR * ws;
    const cap = rng.pick(['#f2e6d0', '#e8d4e0', '#dfe8f2']);
    // The bed: headboard and pillow behind her, the quilt over her legs, the frame in front.
    const bed = { head, foot, mattressY, k, wood, sheet, headRise: 40, footRise: 18, mattress: 8 };
    const qx0 = hipX - 4 * k;
    const qTop = (x: number): number => mattressY - 9 * k + ((x - qx0) / (foot - qx0)) * 3 * k;
    const quiltNodes: Node[] = [
      fill(
        `M${n(qx0)} ${n(mattressY + 16 * k)}L${n(qx0)} ${n(qTop(qx0))}Q${n((qx0 + foot) / 2)} ${n(qTop((qx0 + foot) / 2) - 5 * k)} ${n(foot + 1 * k)} ${n(qTop(foot))}L${n(foot + 1 * k)} ${n(-3 * k)}L${n(head)} ${n(-3 * k)}L${n(head)} ${n(mattressY + 16 * k)}Z`,
        quilt,
        'cloth',
      ),
      stroke(
        `M${n(qx0)} ${n(mattressY + 4 * k)}H${n(foot)}`,
        lighter(quilt, 0.35),
        1.4 * k,
        'detail',
        0,
      ),
    ];
    const nodes: Node[] = [
      actorNodes(wolfActor),
      actorNodes(girlActor),
      ...quiltNodes,
      ...bedFront(bed),
      ...nightcap(wc[0], wc[1], wr, cap, 1),
    ];
    const top = Math.min(
      actorPoint(girlActor, [0, girlFig.skeleton.headCentre[1] - girlFig.headR * 1.4])[1],
      wc[1] - wr * 1.9,
      mattressY - 48 * k,
    );
    const right = Math.max(foot + 12 * k, wolfX + 18 * k);
    const box: [number, number, number, number] = [head - 8 * k, top - 4 * k, right, 4];
    return staged(facingBox(box, facing), mx([(hipX + wolfX) / 2, mattressY - 16 * k], facing), {
      behind: mirror(bedBehind(bed), facing),
      actors: mirror(nodes, facing),
      contacts: [[((head + foot) / 2) * facing, (foot - head) * 0.55]],
      closeBox: facingBox([head - 14 * k, top - 4 * k, right, mattressY + 14 * k], facing),
    });
  },
};
