/**
 * A snowman that loves its maker back: out on the snowfield someone has just finished a snowman,
 * and the snowman has bent to them and thrown its twig arms round them, eyes shut in bliss, while
 * the maker stands caught in the hug, hands up in surprise. What we make with care answers us;
 * Frosty, Pinocchio, the gingerbread man, a child's winter made warm.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A twig arm from `a` to `b`, bowed by `bow`, with three twig fingers spread at `b`, the fan
 * turned by `curl` (radians) to lie along what the hand holds.
 */
function twigArm(a: Point, b: Point, bow: number, wood: Color, w: number, curl = 0): Node {
  const mxp = (a[0] + b[0]) / 2;
  const myp = (a[1] + b[1]) / 2 - bow;
  const dx = b[0] - mxp;
  const dy = b[1] - myp;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const finger = (turn: number, l: number): string => {
    const c = Math.cos(turn);
    const s = Math.sin(turn);
    const fx = ux * c - uy * s;
    const fy = ux * s + uy * c;
    return `M${n(b[0])} ${n(b[1])}l${n(fx * l)} ${n(fy * l)}`;
  };
  // A little side twig halfway along, like a real branch.
  const side = `M${n(mxp)} ${n(myp)}l${n(-uy * w * 2.2 + ux * w * 1.5)} ${n(ux * w * 2.2 + uy * w * 1.5)}`;
  return stroke(
    `M${n(a[0])} ${n(a[1])}Q${n(mxp)} ${n(myp)} ${n(b[0])} ${n(b[1])}` +
      finger(curl - 0.6, w * 3.2) +
      finger(curl, w * 3.8) +
      finger(curl + 0.6, w * 3) +
      side,
    wood,
    w,
    'detail',
  );
}

/**
 * The maker facing the snowman, hands flung up; the snowman, as tall as the maker, leaning in
 * with its near twig arm across the maker's back and the far one's fingers showing past it.
 */
export const snowmanHug: Action = {
  id: 'snowman-hug',
  objects: ['snowman'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox', 'rabbit'],
  feelings: ['surprise', 'joy', 'wonder'],
  settings: ['snowfield'],
  // Close enough that the faces and the hug fill the card, or the whole snowman in the field.
  framings: ['near', 'medium'],
  fixedFramings: true,
  // A snowman that hugs back is the dream itself.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sky', 'sun'],
  family: () => 'snowman-hug',
  concepts: [
    'snowman',
    'hug',
    'winter',
    'childhood',
    'creation loves its maker',
    'Frosty the Snowman',
    'Pinocchio',
    'gratitude',
    'friendship',
    'kindness returned',
  ],
  say: sayFrom(
    {
      snowman: {
        en: 'finishes building a snowman, and the snowman throws its twig arms round its maker',
        ja: '雪だるまを作り終えると、その雪だるまが枝の腕で作り主をぎゅっと抱きしめる',
        ru: 'только что слепил снеговика, и снеговик обнимает своего создателя руками-ветками',
        pt: 'acaba de fazer um boneco de neve, e o boneco de neve abraça quem o fez com os seus braços de galho',
        fi: 'saa lumiukon valmiiksi, ja lumiukko kietoo risukätensä tekijänsä ympärille',
      },
    },
    'snowman',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const u = H / 100;
    const ink = ctx.ink;
    const pleased = ctx.feeling === 'joy';
    // The maker on the left facing right, the snowman on the right, pressed close.
    const v = 1.12 * u;
    const sx = 20 * u;
    const base: Point = [sx, -18 * v];
    const body: Point = [sx - 3 * v, -46 * v];
    const head: Point = [sx - 8 * v, -68 * v];
    const snow = mix('#f6f8fc', p.light, 0.08);
    const shade = mix('#c9d3e4', p.sky[0], 0.2);
    const scarfC = p.accent;
    const wood = mix('#6b4a2e', ink, 0.2);
    const cx = body[0] - 14 * v - 20 * u;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: pleased ? 4 : -4,
      // Glad, it hugs the snowman back; startled, its near hand hangs open and the other flies up.
      front: pleased
        ? { angle: 58, bend: 30, hand: 'mitt' }
        : { angle: 35, bend: 20, hand: 'open' },
      back: { angle: -155, bend: 25, hand: 'open' },
      turn: 0.55,
      headTilt: pleased ? -4 : -10,
      gaze: [0.8, -0.35],
    });
    const maker: Actor = { fig, x: cx, facing: 1, scale: s };
    const sk = fig.skeleton;
    const shoulder = actorPoint(maker, sk.shoulders.front);
    const hip = actorPoint(maker, sk.hip);
    // Where the hug holds: the maker's upper back, a little below the shoulders.
    const hugY = shoulder[1] + (hip[1] - shoulder[1]) * 0.3;
    const backX = cx - 11 * u * Math.max(s, 0.8);
    // The snowman: three balls leaning in, a bucket hat, coal eyes shut in bliss, a carrot nose.
    const snowman: Node[] = [
      fill(oval(base[0], base[1], 19 * v, 17 * v), snow, 'cloth'),
      fill(oval(base[0] + 6 * v, base[1] + 6 * v, 11 * v, 8 * v), shade, 'cloth', 0),
      fill(oval(body[0], body[1], 14 * v, 13 * v), snow, 'cloth'),
      fill(oval(body[0] + 5 * v, body[1] + 5 * v, 7 * v, 6 * v), shade, 'cloth', 0),
      fill(
        circle(body[0] - 1 * v, body[1] - 5 * v, 1.5 * v) +
          circle(body[0], body[1] + 3 * v, 1.5 * v),
        ink,
        'detail',
        0,
      ),
      fill(oval(head[0], head[1], 10.5 * v, 10 * v), snow, 'cloth'),
      // The scarf round its neck.
      fill(rect(head[0] - 9 * v, head[1] + 7.5 * v, 19 * v, 4.4 * v, 1.8 * v), scarfC, 'cloth'),
      fill(
        rect(head[0] + 5 * v, head[1] + 9.5 * v, 4.5 * v, 13 * v, 1.2 * v),
        darker(scarfC, 0.12),
        'cloth',
      ),
      // A bucket for a hat, tipped back.
      fill(
        poly([
          [head[0] - 9 * v, head[1] - 7 * v],
          [head[0] + 8 * v, head[1] - 9 * v],
          [head[0] + 6 * v, head[1] - 22 * v],
          [head[0] - 6 * v, head[1] - 20.5 * v],
        ]),
        mix('#5d7fa8', p.cloth[0] ?? '#5d7fa8', 0.3),
        'cloth',
      ),
      // Eyes shut happily: two coal arcs, and a wide smile.
      stroke(
        `M${n(head[0] - 6 * v)} ${n(head[1] - 2 * v)}q${n(2 * v)} ${n(-2.4 * v)} ${n(4 * v)} 0` +
          `M${n(head[0] + 1 * v)} ${n(head[1] - 2.3 * v)}q${n(2 * v)} ${n(-2.4 * v)} ${n(4 * v)} 0`,
        ink,
        1.1 * v,
        'face',
        0,
      ),
      fill(
        [0, 1, 2, 3, 4]
          .map((i) =>
            circle(
              head[0] - 5 * v + i * 2.4 * v,
              head[1] + 4 * v + Math.abs(i - 2) * -0.7 * v,
              0.75 * v,
            ),
          )
          .join(''),
        ink,
        'face',
        0,
      ),
      // Rosy cheeks.
      fill(
        circle(head[0] - 7 * v, head[1] + 1.5 * v, 1.8 * v) +
          circle(head[0] + 6.5 * v, head[1] + 1.5 * v, 1.8 * v),
        mix('#f08a8a', snow, 0.35),
        'face',
        0,
      ),
      // The carrot nose, pointing at the maker.
      fill(
        poly([
          [head[0] - 1 * v, head[1] - 0.8 * v],
          [head[0] - 11 * v, head[1] + 1.2 * v],
          [head[0] - 1 * v, head[1] + 2.2 * v],
        ]),
        '#e8792f',
        'detail',
        0,
      ),
    ];
    // The far arm behind the maker, its twig fingers showing past the back; the near one in front,
    // across the maker's back.
    const w = 1.9 * v;
    const farArm = twigArm(
      [body[0] + 8 * v, body[1] - 6 * v],
      [backX - 2 * u, hugY - 6 * u],
      12 * v,
      darker(wood, 0.12),
      w,
    );
    // The near hand lies on the maker's back, its fingers curled down along it.
    const nearArm = twigArm(
      [body[0] - 10 * v, body[1] + 2 * v],
      [backX + 4 * u, hugY + 2 * u],
      6 * v,
      wood,
      w,
      -1.2,
    );
    // A small heart rising between them, and the rolled track in the snow that made the snowman.
    const heartAt: Point = [head[0] + 14 * v, head[1] - 26 * v];
    const heart = placed(P.heart(mix('#e0455a', p.accent, 0.15), 5 * u), heartAt);
    const track = fill(
      oval(sx + 46 * u, 2 * u, 34 * u, 3.5 * u),
      mix(p.ground, shade, 0.5),
      'floor',
      0,
    );
    const nodes: Node[] = [
      fill(oval(sx, 1 * u, 24 * v, 3.5 * u), mix(shade, '#8a9bb8', 0.3), 'shadow', 0),
      farArm,
      ...snowman,
      actorNodes(maker),
      nearArm,
      heart,
    ];
    const hc = actorPoint(maker, sk.headCentre);
    const top = Math.min(head[1] - 24 * v, hc[1] - fig.headR * s * 3, heartAt[1] - 8 * u);
    const box: [number, number, number, number] = [cx - 34 * u, top, sx + 34 * u, 6 * u];
    const focus: Point = [(cx + sx) / 2, (hc[1] + head[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      // The track runs off out of the shot: drawn with the place, not framed with the story.
      wall: mirror([track], facing),
      actors: mirror([group(nodes)], facing),
      contacts: [
        [cx * facing, 18 * u],
        [sx * facing, 36 * v],
      ],
    });
  },
};
