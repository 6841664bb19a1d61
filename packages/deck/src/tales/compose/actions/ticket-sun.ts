/**
 * A ticket to the sun: in a train carriage at night a passenger holds a punched ticket up at
 * arm's length, and through its little punched hole a beam of daylight pours out, as if summer
 * were on the other side of it, falling golden across the face in the dark. Where the ticket
 * goes, it is already day.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const sun = '#ffd66b';
const white = '#fffbe8';

/** The head's set by feeling: wonder looks straight into the light, resolve a little above, grief down. */
function poseFor(feeling: Feeling): Partial<FigurePose> {
  switch (feeling) {
    case 'grief':
      return { lean: 4, turn: 0.75, headTilt: 10, gaze: [1, 0.25] };
    case 'resolve':
      return { lean: -2, turn: 0.8, headTilt: -4, gaze: [1, -0.1] };
    default:
      return { lean: 0, turn: 0.8, headTilt: -2, gaze: [1, 0] };
  }
}

/**
 * Facing +x: the passenger stands with the front arm raised, the ticket held up by its lower
 * corner at eye height out in front; the beam runs from the punched hole back over the face,
 * widening, and on past the head.
 */
export const ticketSun: Action = {
  id: 'ticket-sun',
  objects: ['ticket'],
  // No fox: close, its tail ran off the card's side.
  who: ['woman', 'man', 'old-woman', 'old-man', 'girl', 'boy', 'bear'],
  feelings: ['wonder', 'resolve', 'grief'],
  settings: ['train'],
  // Close only: near, the card's sides cut the ticket off the hand.
  framings: ['close'],
  fixedFramings: true,
  // The daylight in the hole is the dream; a twist beside it would crowd the close shot.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['lamp'],
  family: () => 'ticket-sun',
  concepts: [
    'a ticket',
    'a sunbeam',
    'a night train',
    'a destination',
    'a punched hole',
    'a butterfly',
    'somewhere else',
  ],
  say: sayFrom(
    {
      ticket: {
        en: 'holds up a train ticket at night, and daylight pours through its punched hole',
        ja: '夜の列車で切符をかざすと、切符の穴から昼の光が差しこむ',
        ru: 'поднимает ночью в поезде билет, и сквозь пробитую в нём дырочку льётся дневной свет',
        pt: 'ergue um bilhete de comboio de noite, e a luz do dia jorra pelo furo picotado',
        fi: 'nostaa yöllä junassa lippunsa, ja sen leimareiästä tulvii päivänvaloa',
      },
    },
    'ticket',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The ticket and its beam are drawn to a grown-up's measure, whoever holds them.
    const g = Math.max(H, 80) / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The head as this pose sets it, to hold the ticket up at its eye line, out in front.
    const pose = { legs: 'stand' as const, ...poseFor(ctx.feeling) };
    const first = posed(ctx, { ...pose, front: { angle: 60, bend: 20, hand: 'fist' } });
    const hc0 = actorPoint({ fig: first, ...where }, first.skeleton.headCentre);
    const grip: Point = [hc0[0] + first.headR * s + 14 * g, hc0[1] + 7 * g];
    const fig = posed(ctx, {
      ...pose,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { angle: 6, bend: 16, hand: 'open' },
    });
    const partial: Actor = { fig, ...where };
    const hand = actorPoint(partial, fig.skeleton.hands.front);
    const hc = actorPoint(partial, fig.skeleton.headCentre);
    // The ticket: held by its lower near corner, standing up out of the fist, a little tilted.
    const tw = 15 * g;
    const th = 9 * g;
    const paper = mix('#f2e6c4', p.light, 0.1);
    const band = mix('#c8503a', p.light, 0.15);
    const ticketNodes: Node[] = [
      fill(rect(-2 * g, -th, tw, th, 0.8 * g), paper, 'paper'),
      fill(rect(-2 * g, -th, 3.2 * g, th), band, 'paper', 0),
      // Printed lines, and the perforation at its far end.
      stroke(
        `M${n(3 * g)} ${n(-th + 2.6 * g)}H${n(9 * g)}M${n(3 * g)} ${n(-th + 5 * g)}H${n(7.5 * g)}`,
        darker(paper, 0.45),
        0.6 * g,
        'detail',
        0,
      ),
      stroke(
        `M${n(tw - 5 * g)} ${n(-th + 0.8 * g)}V${n(-0.8 * g)}`,
        darker(paper, 0.35),
        0.5 * g,
        'detail',
        0,
      ),
    ];
    const tilt = -10;
    const rad = (tilt * Math.PI) / 180;
    const at: Point = [hand[0] + 1 * g, hand[1] - 1 * g];
    const local: Point = [tw - 7.5 * g, -th / 2];
    const hole: Point = [
      at[0] + local[0] * Math.cos(rad) - local[1] * Math.sin(rad),
      at[1] + local[0] * Math.sin(rad) + local[1] * Math.cos(rad),
    ];
    const ticket = group(ticketNodes, `translate(${n(at[0])} ${n(at[1])}) rotate(${String(tilt)})`);
    // Held in the fist: drawn in the actor's own units, under the fingers.
    const actor: Actor = { ...partial, held: [group([ticket], `scale(${n(1 / s)})`)] };
    // The beam: from the hole back over the face and on, wider as it goes.
    const headR = fig.headR * s;
    const far = hc[0] - 90 * g;
    const back = hc[0] - headR * 0.9;
    const spread = (x: number) => 1 * g + (hole[0] - x) * 0.16;
    const slope = (hc[1] - hole[1]) / (hole[0] - hc[0] || 1);
    const yAt = (x: number) => hole[1] + (hole[0] - x) * slope;
    const beam = (wide: number, opacity: number, color: string, end = back): Node => ({
      ...fill(
        poly([
          [hole[0], hole[1] - 1 * g],
          [end, yAt(end) - spread(end) * wide],
          [end, yAt(end) + spread(end) * wide],
          [hole[0], hole[1] + 1 * g],
        ]),
        color,
        'glow',
        0,
      ),
      opacity,
    });
    const light: Node[] = [
      beam(1.3, 0.16, sun),
      beam(0.8, 0.22, mix(sun, white, 0.5)),
      beam(0.35, 0.3, white),
      // The hole itself, white-hot, with a little halo on the ticket.
      { ...fill(circle(hole[0], hole[1], 3.2 * g), sun, 'glow', 0), opacity: 0.6 },
      fill(circle(hole[0], hole[1], 1.3 * g), white, 'glow', 0),
    ];
    // Summer coming through with it: a butterfly just out of the hole.
    const flutter = placed(
      T.butterfly(mix('#f6d24a', p.light, 0.1), p.ink, 1),
      [hole[0] - 3 * g, hole[1] - 9 * g],
      0.6 * g,
      -14,
    );
    // A spot of sun on the cheek where the beam falls.
    const cheek: Node = {
      ...fill(circle(hc[0] + fig.headR * s * 0.35, hc[1] + 1 * g, 4 * g), white, 'glow', 0),
      opacity: 0.28,
    };
    const faults: string[] = [];
    if (Math.hypot(hand[0] - grip[0], hand[1] - grip[1]) > 6 * g)
      faults.push('ticket out of reach');
    if (Math.abs(hole[1] - hc[1]) > 14 * g) faults.push('ticket off the eye line');
    const top = hc[1] - fig.headR * s * 2.4;
    const box: [number, number, number, number] = [
      hc[0] - 40 * g,
      top,
      hole[0] + 22 * g,
      hc[1] + 60 * k,
    ];
    const closeBox: [number, number, number, number] = [
      hc[0] - headR - 14 * g,
      hc[1] - fig.headR * s * 1.8,
      hole[0] + 16 * g,
      hc[1] + 22 * g,
    ];
    const focus: Point = [hc[0] * 0.35 + hole[0] * 0.65, (hc[1] + hole[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      closeBox: facingBox(closeBox, facing),
      // The carriage dimmed: it is night in here, day only in the hole.
      wall: [
        {
          ...fill(
            rect(
              box[0] - 200 * g,
              box[1] - 200 * g,
              box[2] - box[0] + 400 * g,
              box[3] - box[1] + 400 * g,
            ),
            '#141226',
            'shadow',
            0,
          ),
          opacity: 0.4,
        },
        // The beam on past the head, over the carriage behind.
        ...mirror(
          [
            beam(1.3, 0.16, sun, far),
            beam(0.8, 0.22, mix(sun, white, 0.5), far),
            beam(0.35, 0.3, white, far),
          ],
          facing,
        ),
      ],
      actors: mirror([actorNodes(actor), cheek, ...light, flutter], facing),
      contacts: [[0, 26 * k]],
      light: { at: mx(hole, facing), kind: 'glow', reach: 90 * g },
      glows: [{ at: mx(hole, facing), r: 26 * g, color: sun }],
      faults,
    });
  },
};
