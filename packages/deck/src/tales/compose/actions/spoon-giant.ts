/**
 * Spoon-feeding a giant: a whale (a storm cloud) is a face as big as a room at the
 * card's side, a bib under its chin, and a character holds out a spoonful of soup to its open
 * mouth, the bowl in the other hand.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** The giant's head, centred at (0, 0), radius r: its shape, colour and what it adds. */
function giantHead(object: NounId, p: Palette, r: number): { nodes: Node[]; color: string } {
  if (object === 'whale') {
    // A whale's blunt head, lying on the ground, a spout from its blowhole.
    const color = mix(p.water, '#3f6f9a', 0.5);
    return {
      color,
      nodes: [
        fill(
          `M${n(-r)} ${n(r * 0.1)}C${n(-r)} ${n(-r * 0.75)} ${n(-r * 0.3)} ${n(-r)} ${n(r * 0.5)} ${n(-r * 0.95)}L${n(r * 2)} ${n(-r * 0.9)}L${n(r * 2)} ${n(r)}L${n(-r * 0.6)} ${n(r)}C${n(-r * 0.9)} ${n(r * 0.9)} ${n(-r)} ${n(r * 0.6)} ${n(-r)} ${n(r * 0.1)}Z`,
          color,
          'detail',
        ),
        fill(
          `M${n(-r * 0.9)} ${n(r * 0.55)}Q${n(-r * 0.2)} ${n(r * 0.75)} ${n(r * 2)} ${n(r * 0.6)}L${n(r * 2)} ${n(r)}L${n(-r * 0.6)} ${n(r)}Q${n(-r * 0.85)} ${n(r * 0.85)} ${n(-r * 0.9)} ${n(r * 0.55)}Z`,
          lighter(color, 0.45),
          'detail',
          0,
        ),
        stroke(
          `M${n(r * 0.1)} ${n(-r * 0.98)}q-6 -14 -16 -18M${n(r * 0.1)} ${n(-r * 0.98)}q2 -16 -2 -24M${n(r * 0.1)} ${n(-r * 0.98)}q8 -12 16 -14`,
          lighter(p.water, 0.6),
          2.2,
          'water',
          0,
        ),
      ],
    };
  }
  // A dark storm cloud, a little lightning under it.
  const color = mix(p.ink, '#6a6e80', 0.55);
  const d = puff(r * 0.45, 0, r * 1.45, r * 0.95, 11, 1.28, Math.PI * 0.55);
  return {
    color,
    nodes: [fill(d, color, 'detail', 0.8), lightningBolt([-r * 0.1, r * 0.9], r * 0.62)],
  };
}

/**
 * Spoon-feeding a giant the size of a room: at the card's side a whale's head (a storm cloud) with a face turned to the character, a bib tied under its open mouth; the character,
 * leaning in, holds out a spoonful of soup to it, a steaming bowl in the other hand.
 */
export const spoonGiant: Action = {
  id: 'spoon-giant',
  objects: ['whale', 'storm'],
  feelings: ['calm', 'joy', 'longing', 'mischief', 'wonder', 'resolve', 'grief'],
  settings: ['rooftop', 'meadow', 'shore', 'snowfield', 'icefield', 'clouds', 'attic'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['moon', 'sky', 'sun', 'lamp', 'candle'],
  family: (o) => `spoon-giant:${o}`,
  concepts: [
    'feeding',
    'soup',
    'caring',
    'nursing',
    'a giant',
    'kindness',
    'mealtime',
    'being looked after',
  ],
  say: sayFrom(
    {
      whale: {
        en: 'ties a bib on a whale and spoon-feeds it soup',
        ja: 'よだれかけをつけたクジラに、スプーンでスープを飲ませている',
        ru: 'кормит с ложечки супом кита, повязанного слюнявчиком',
        pt: 'dá sopa à colher a uma baleia, que está de babete',
        fi: 'syöttää lusikalla keittoa valaalle, jolla on ruokalappu kaulassa',
      },
      storm: {
        en: 'ties a bib on a storm cloud and spoon-feeds it soup',
        ja: 'よだれかけをつけた嵐の雲に、スプーンでスープを飲ませている',
        ru: 'кормит с ложечки супом грозовую тучу, повязанную слюнявчиком',
        pt: 'dá sopa à colher a uma nuvem de tempestade, que está de babete',
        fi: 'syöttää lusikalla keittoa ukkospilvelle, jolla on ruokalappu kaulassa',
      },
    },
    'whale',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The giant's head, bigger than the character, its mouth at the character's shoulder.
    const R = Math.max(H * 0.75, 62);
    const spoonLen = 30 * k;
    const mouth: Point = [0, m.shoulder * s - 2 * k];
    const cx = mouth[0] + R * 0.62;
    const cy = ctx.object === 'whale' ? -R : mouth[1] - R * 0.28;
    const grip: Point = [mouth[0] - spoonLen * 0.94, mouth[1] + spoonLen * 0.34];
    const reach = m.arm * s;
    const fx = grip[0] - reach * 0.8;
    const where = { x: fx, y: 0, facing: 1 as const, scale: s };
    const bowlAt: Point = [fx + 8 * k, m.hip * s - 8 * k];
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, bowlAt), hand: 'mitt' },
      turn: 0.75,
      headTilt: sad ? 16 : 6,
      gaze: [1, -0.1],
    });
    const actor: Actor = { ...where, fig };
    const head = giantHead(ctx.object, p, R);
    const ink = p.ink;
    // The face turned to the spoon: eyes (shut in bliss, or wide), cheeks, the open mouth.
    const blissful = ctx.feeling === 'calm' || ctx.feeling === 'joy' || rng.chance(0.3);
    const e1: Point = [mouth[0] + R * 0.02, mouth[1] - R * 0.45];
    const e2: Point = [mouth[0] + R * 0.42, mouth[1] - R * 0.52];
    const er = R * 0.08;
    const eyes: Node[] = blissful
      ? [e1, e2].map((e) =>
          stroke(
            `M${n(e[0] - er)} ${n(e[1])}Q${n(e[0])} ${n(e[1] + er * 1.1)} ${n(e[0] + er)} ${n(e[1])}`,
            ink,
            2.2 * k,
            'face',
            0,
          ),
        )
      : [e1, e2].flatMap((e) => [
          fill(circle(e[0], e[1], er), '#ffffff', 'face', 0.6),
          fill(circle(e[0] - er * 0.35, e[1] + er * 0.2, er * 0.5), ink, 'face', 0),
        ]);
    const mr = R * 0.15;
    const face: Node[] = [
      ...eyes,
      fill(
        circle(e2[0] + R * 0.08, mouth[1] - R * 0.15, R * 0.1),
        mix(head.color, '#e86a6a', 0.45),
        'cheek',
        0,
      ),
      fill(oval(mouth[0] + mr * 0.6, mouth[1], mr, mr * 0.8), '#5a1e24', 'face', 0.8),
      fill(
        oval(mouth[0] + mr * 0.7, mouth[1] + mr * 0.4, mr * 0.6, mr * 0.3),
        '#d0606a',
        'face',
        0,
      ),
    ];
    // The bib: a baby's bib tied on under the mouth — a round hem (a pointed one read as a
    // shield), a scooped neck, a coloured edge and dots, its two ties running off round the head
    // to a bow.
    const bibTop = mouth[1] + mr * 1.1;
    const bw = R * 0.56;
    const bibX = mouth[0] + R * 0.2;
    const x0 = bibX - bw * 0.5;
    const x1 = bibX + bw * 0.5;
    const bibPath = `M${n(x0)} ${n(bibTop)}Q${n(bibX)} ${n(bibTop + bw * 0.32)} ${n(x1)} ${n(bibTop)}C${n(x1 + bw * 0.22)} ${n(bibTop + bw * 0.35)} ${n(x1 + bw * 0.16)} ${n(bibTop + bw * 0.95)} ${n(bibX)} ${n(bibTop + bw * 0.95)}C${n(x0 - bw * 0.16)} ${n(bibTop + bw * 0.95)} ${n(x0 - bw * 0.22)} ${n(bibTop + bw * 0.35)} ${n(x0)} ${n(bibTop)}Z`;
    const tie = (from: Point, to: Point): string =>
      `M${n(from[0])} ${n(from[1])}Q${n((from[0] + to[0]) / 2)} ${n(Math.min(from[1], to[1]) - bw * 0.08)} ${n(to[0])} ${n(to[1])}`;
    const bowAt: Point = [x1 + bw * 0.55, bibTop - bw * 0.18];
    const bib: Node[] = [
      stroke(
        tie([x0, bibTop], [x0 - bw * 0.7, bibTop - bw * 0.25]) + tie([x1, bibTop], bowAt),
        '#f6f2ea',
        1.8 * k,
        'cloth',
      ),
      fill(
        `M${n(bowAt[0])} ${n(bowAt[1])}l${n(-bw * 0.16)} ${n(-bw * 0.1)}v${n(bw * 0.2)}ZM${n(bowAt[0])} ${n(bowAt[1])}l${n(bw * 0.16)} ${n(-bw * 0.1)}v${n(bw * 0.2)}Z`,
        p.accent,
        'cloth',
      ),
      fill(bibPath, '#f6f2ea', 'cloth'),
      stroke(bibPath, p.accent, 2 * k, 'detail', 0),
      fill(
        [
          [-0.22, 0.42],
          [0.2, 0.45],
          [0, 0.66],
          [-0.3, 0.72],
          [0.3, 0.72],
        ]
          .map(([dx, dy]) => circle(bibX + (dx ?? 0) * bw, bibTop + (dy ?? 0) * bw, bw * 0.05))
          .join(''),
        p.accent,
        'detail',
        0,
      ),
    ];
    // The spoon from the fist to the mouth, a drop falling; the bowl of soup in the other hand.
    const hand: Point = [fx + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const tip: Point = [mouth[0] + mr * 0.2, mouth[1] + mr * 0.2];
    const metal = '#c8ccd4';
    const spoon: Node[] = [
      stroke(
        `M${n(hand[0] - 3 * k)} ${n(hand[1] + 1 * k)}L${n(tip[0] - 5 * k)} ${n(tip[1] + 1 * k)}`,
        metal,
        2 * k,
        'metal',
      ),
      fill(ellipse(tip[0], tip[1], 5 * k, 3 * k, -18), metal, 'metal'),
      fill(ellipse(tip[0], tip[1] - 0.5 * k, 3.6 * k, 1.8 * k, -18), '#e0a040', 'detail', 0),
      fill(circle(tip[0] - 2 * k, tip[1] + 6 * k, 1.3 * k), '#e0a040', 'detail', 0),
    ];
    const bhand: Point = [fx + fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const bowlColor = rng.pick([p.accent, lighter(p.paper, 0.1), '#3f6f9a']);
    const bowl: Node[] = [
      fill(
        `M${n(bhand[0] - 10 * k)} ${n(bhand[1] - 4 * k)}Q${n(bhand[0])} ${n(bhand[1] + 9 * k)} ${n(bhand[0] + 10 * k)} ${n(bhand[1] - 4 * k)}Z`,
        bowlColor,
        'detail',
      ),
      fill(ellipse(bhand[0], bhand[1] - 4 * k, 10 * k, 2 * k), '#e0a040', 'detail', 0.5),
      stroke(
        `M${n(bhand[0] - 3 * k)} ${n(bhand[1] - 7 * k)}q-2 -3 0 -6M${n(bhand[0] + 3 * k)} ${n(bhand[1] - 7 * k)}q-2 -3 0 -6`,
        lighter(p.light, 0.3),
        1,
        'detail',
        0,
      ),
    ];
    // The giant's head is drawn with the place, unboxed, so it runs off the card's side; its face
    // and bib are the story.
    const giant = [group(head.nodes, `translate(${n(cx)} ${n(cy)})`)];
    const nodes: Node[] = [...bib, ...face, actorNodes(actor), ...bowl, ...spoon];
    const headTop = (m.headTop - 4) * s;
    // Framed on the face: the giant runs off the card's side, its eyes and mouth in.
    const top = Math.min(headTop, e2[1] - R * 0.25) - 4;
    const right = mouth[0] + R * 0.55;
    const box: [number, number, number, number] = [fx - H * 0.28, top, right, 4];
    return staged(facingBox(box, facing), mx(mouth, facing), {
      actors: mirror(nodes, facing),
      wall: mirror(giant, facing),
      contacts: [[fx * facing, H * 0.22]],
      glows: [],
      closeBox: facingBox([fx - H * 0.2, mouth[1] - R * 0.7, right, mouth[1] + R * 0.6], facing),
    });
  },
};
