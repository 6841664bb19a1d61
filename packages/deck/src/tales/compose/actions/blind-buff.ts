/**
 * Blind man's buff, and a catch: blindfolded with a scarf, the character has got its hands on
 * someone's face and is feeling it to guess who, while the one caught, a wolf twice its size,
 * bends down stock-still under the hands, eyes wide, one paw up as if to say "don't move". What big
 * ears you have.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { figure } from '../../kit/figure.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A scarf tied over the eyes of a head of radius r centred at (x, y) (world), turned to +x or
 * -x (`dir`): a band round the head at eye level, the knot at the back and its two ends hanging.
 */
function blindfold(x: number, y: number, r: number, dir: 1 | -1, color: Color): Node[] {
  const yy = y - r * 0.08;
  const h = r * 0.42;
  const back = x - dir * r * 0.95;
  return [
    fill(
      `M${n(x - r * 1.04)} ${n(yy - h / 2)}Q${n(x)} ${n(yy - h * 0.8)} ${n(x + r * 1.04)} ${n(yy - h / 2)}L${n(x + r * 1.04)} ${n(yy + h / 2)}Q${n(x)} ${n(yy + h * 0.3)} ${n(x - r * 1.04)} ${n(yy + h / 2)}Z`,
      color,
      'cloth',
    ),
    stroke(
      `M${n(x - r)} ${n(yy)}Q${n(x)} ${n(yy - h * 0.3)} ${n(x + r)} ${n(yy)}`,
      darker(color, 0.2),
      r * 0.05,
      'detail',
      0,
    ),
    fill(circle(back, yy, r * 0.16), darker(color, 0.1), 'cloth'),
    fill(
      `M${n(back)} ${n(yy)}L${n(back - dir * r * 0.5)} ${n(yy + r * 0.75)}L${n(back - dir * r * 0.3)} ${n(yy + r * 0.8)}L${n(back)} ${n(yy + r * 0.1)}Z`,
      color,
      'cloth',
    ),
    fill(
      `M${n(back)} ${n(yy)}L${n(back - dir * r * 0.75)} ${n(yy + r * 0.45)}L${n(back - dir * r * 0.62)} ${n(yy + r * 0.6)}L${n(back)} ${n(yy + r * 0.12)}Z`,
      lighter(color, 0.08),
      'cloth',
    ),
  ];
}

/**
 * Side on: the character at x = 0 facing +x, on tiptoe, both hands up on the cheeks of the one it
 * caught, who stands at `gap` facing back, bent down to it, frozen.
 */
export const blindBuff: Action = {
  id: 'blind-buff',
  // The wolf caught in a children's game is the story: no twist beside it.
  untwisted: true,
  objects: ['blindfold'],
  // The small and the old: the wolf caught towers over them (no wolf catches a wolf, and a mouse
  // is lost at its feet).
  who: whos.filter((w) => !['man', 'woman', 'bear', 'wolf', 'mouse'].includes(w)),
  feelings: ['mischief', 'surprise', 'resolve'],
  settings: ['meadow', 'forest', 'snowfield'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky'],
  family: () => 'blind-buff',
  // Not 'wolf', 'eyes' or 'game': the bots ban a card's concept words from its clues.
  concepts: [
    "blind man's buff",
    'a blindfold',
    'guessing by touch',
    'danger unseen',
    'a fairy tale turned round',
    'innocence',
    'holding still',
    'childhood',
    'trust',
  ],
  say: sayFrom(
    {
      blindfold: {
        en: "plays blind man's buff and, blindfolded, feels the face of the one it has caught: a wolf bent down, stock-still",
        ja: '目かくし鬼で、目かくしをしたまま捕まえた相手の顔を手でさぐる。相手は身をかがめて固まったオオカミ',
        ru: 'играет в жмурки и с завязанными глазами ощупывает лицо пойманного — а это волк, который нагнулся и замер',
        pt: 'joga à cabra-cega e, com a venda posta, apalpa a cara de quem apanhou: um lobo debruçado, imóvel',
        fi: 'leikkii sokkoa ja tunnustelee silmät sidottuina kiinni saamansa olennon kasvoja: se on kumartunut susi, joka seisoo jähmettyneenä',
      },
    },
    'blindfold',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The one caught: a wolf, a grown-up and more.
    const adult = measure({ ...ctx.who, age: 'adult' });
    const sc = Math.max(H * 1.5, 115) / adult.height;
    const fur = rng.pick(['#8a8c94', '#6a6c74', '#7d7266']);
    // Its coat in a cloth colour other than the accent, which is the blindfold's.
    const coats = p.cloth.filter((c) => c !== p.accent);
    const coat = coats.length > 0 ? rng.pick(coats) : p.ink;
    // Blindfolded on tiptoe, both arms straight out ahead, the fingertips on what they found.
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: 8,
      front: { angle: 94, bend: 0, hand: 'open' },
      back: { angle: 84, bend: 8, hand: 'open' },
      turn: 0.6,
      headTilt: -8,
    });
    const hands: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // Bent at the hips just so far that its snout comes down to the character's fingertips: the
    // lean whose head sits nearest the height of the outstretched hands.
    const wanted = hands[1] - 2 * k;
    const wolfAt = (lean: number) =>
      figure({
        age: 'adult',
        species: 'wolf',
        look: {
          skin: fur,
          hair: fur,
          hairStyle: 'bald',
          top: coat,
          bottom: darker(coat, 0.25),
          shoes: '#3a2a26',
          outfit: 'coat',
          hat: 'none',
          hatColor: coat,
        },
        feeling: 'fear',
        pose: {
          legs: 'stand',
          lean,
          // Both paws behind its back: stock-still, all innocence.
          front: { angle: -30 - lean * 0.3, bend: 70, hand: 'mitt' },
          back: { angle: -40 - lean * 0.3, bend: 60, hand: 'mitt' },
          turn: 0.8,
          headTilt: lean * 0.4,
          gaze: [0.6, 0.8],
        },
        ink: ctx.ink,
      });
    const leans = [20, 30, 40, 50, 60, 70];
    const lean =
      leans
        .map((l) => ({ l, d: Math.abs(wolfAt(l).skeleton.headCentre[1] * sc - wanted) }))
        .sort((a, b) => a.d - b.d)[0]?.l ?? 40;
    const caughtFig = wolfAt(lean);
    // Stood back so the tip of its snout, bent down, is at the fingertips.
    const snout = caughtFig.skeleton.headCentre[0] * sc + caughtFig.headR * sc * 1.25;
    const gap = hands[0] + 3 * k + snout;
    const caught: Actor = { fig: caughtFig, x: gap, facing: -1, scale: sc };
    const head = actorPoint(caught, caughtFig.skeleton.headCentre);
    const hr = caughtFig.headR * sc;
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const myHead = actorPoint(actor, fig.skeleton.headCentre);
    const band = blindfold(myHead[0], myHead[1], fig.headR * s * 1.02, 1, p.accent);
    const top = Math.min(head[1] - hr * 2.2, myHead[1] - fig.headR * s * 2);
    const box: [number, number, number, number] = [-20 * k, top, gap + 20 * sc, 8 * k];
    const focus: Point = [(myHead[0] + head[0]) / 2, head[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes(caught), actorNodes(actor), ...band], facing),
      contacts: [
        [0, 26 * k],
        [gap * facing, 30 * sc],
      ],
      glows: [],
    });
  },
};
