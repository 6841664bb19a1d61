/**
 * A haircut of the wrong stuff: a character with scissors trims the hair of a customer sitting
 * under a cape, and the hair is a leafy treetop, a rain cloud or the starry night, its clippings
 * (leaves, drops, stars) falling round the chair.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who sits in the chair: people and animals big enough to carry a treetop. */
const customers: readonly Who[] = ['man', 'woman', 'old-man', 'old-woman', 'bear', 'wolf', 'fox'];

/** The hair, a mass of puffs round `c` of radius `r`, and what it is made of. */
function hairOf(object: NounId, p: Palette, c: Point, r: number): Node[] {
  // One scalloped outline (overlapping puffs drew their inner outlines in the line looks).
  const lobes = 9;
  const rim: string[] = [];
  for (let i = 0; i <= lobes; i++) {
    const a0 = (i / lobes) * Math.PI * 2;
    const am = ((i - 0.5) / lobes) * Math.PI * 2;
    const wob = 1 + 0.08 * Math.sin(i * 2.3);
    const q: Point = [c[0] + Math.cos(a0) * r * wob, c[1] + Math.sin(a0) * r * 0.85 * wob];
    const ctl: Point = [c[0] + Math.cos(am) * r * 1.32, c[1] + Math.sin(am) * r * 1.12];
    rim.push(
      i === 0 ? `M${n(q[0])} ${n(q[1])}` : `Q${n(ctl[0])} ${n(ctl[1])} ${n(q[0])} ${n(q[1])}`,
    );
  }
  const d = `${rim.join('')}Z`;
  const base: Color =
    object === 'night' ? '#1c2148' : object === 'cloud' ? mix('#e9edf3', p.sky[1], 0.2) : '#4f8a3c';
  const out: Node[] = [fill(d, base, object === 'night' ? 'sky' : 'plant')];
  if (object === 'leaves') {
    const spots = [
      [-0.4, -0.1],
      [0.1, -0.3],
      [0.45, 0.1],
      [-0.1, 0.35],
      [0.3, -0.6],
    ]
      .map(([x, y]) => oval(c[0] + (x ?? 0) * r, c[1] + (y ?? 0) * r, 0.16 * r, 0.1 * r))
      .join('');
    out.push(fill(spots, lighter(base, 0.3), 'plant', 0));
    // A nest with a bird in it on the crown.
    out.push(
      fill(oval(c[0] + 0.15 * r, c[1] - 0.9 * r, 0.28 * r, 0.12 * r), '#7a5230', 'wood'),
      group(
        P.bird(p.accent, p.ink, 'perched').nodes,
        `translate(${n(c[0] + 0.15 * r)} ${n(c[1] - 1.02 * r)}) scale(${n(r / 30)})`,
      ),
    );
  } else if (object === 'cloud') {
    out.push(fill(oval(c[0], c[1] + 0.55 * r, 0.8 * r, 0.2 * r), darker(base, 0.12), 'detail', 0));
    // A little rain falling from its underside onto the cape.
    const drops: string[] = [];
    for (let i = 0; i < 5; i++)
      drops.push(
        `M${n(c[0] - 0.6 * r + i * 0.3 * r)} ${n(c[1] + 0.75 * r)}l${n(-0.06 * r)} ${n(0.25 * r)}`,
      );
    out.push(stroke(drops.join(''), '#8fb8dc', 0.05 * r, 'detail', 0));
  } else {
    for (const [x, y, s] of [
      [-0.45, -0.05, 0.13],
      [0.05, -0.55, 0.1],
      [0.4, -0.15, 0.12],
      [-0.1, 0.1, 0.08],
      [0.6, 0.25, 0.07],
      [-0.6, 0.35, 0.07],
    ] as const)
      out.push(
        group(P.star('#fff3b0', s * r).nodes, `translate(${n(c[0] + x * r)} ${n(c[1] + y * r)})`),
      );
    out.push(
      group(
        P.crescent('#fff3b0', 0.18 * r, p.ink).nodes,
        `translate(${n(c[0] - 0.2 * r)} ${n(c[1] - 0.45 * r)})`,
      ),
    );
  }
  return out;
}

/** Clippings falling from the scissors and lying round the chair. */
function clippings(object: NounId, from: Point, floorX: number, k: number): Node[] {
  const color = object === 'night' ? '#fff3b0' : object === 'cloud' ? '#eef2f7' : '#5f9a48';
  const bits: [number, number][] = [
    [from[0] - 2 * k, from[1] + 10 * k],
    [from[0] + 3 * k, from[1] + 22 * k],
    [from[0] - 4 * k, from[1] + 34 * k],
    [floorX - 8 * k, -1.5 * k],
    [floorX - 1 * k, -1 * k],
    [floorX + 6 * k, -1.5 * k],
  ];
  return bits.map(([x, y]) =>
    object === 'night'
      ? group(P.star(color, 2.6 * k).nodes, `translate(${n(x)} ${n(y)})`)
      : fill(oval(x, y, 2.6 * k, object === 'cloud' ? 2 * k : 1.3 * k), color, 'detail'),
  );
}

/**
 * Trimming a customer's hair made of something else: the customer seated on a chair under a
 * striped cape, the hair a great mass above the head; the character behind with scissors open at
 * its edge, the other hand on top, clippings falling.
 */
export const haircut: Action = {
  id: 'haircut',
  objects: ['leaves', 'cloud', 'night'],
  feelings: ['calm', 'mischief', 'resolve', 'surprise', 'joy', 'fear'],
  settings: ['kitchen', 'bedroom', 'attic', 'street', 'theatre', 'meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  family: (o) => `haircut:${o}`,
  concepts: ['haircut', 'barber', 'care', 'trimming', 'vanity', 'change', 'trust', 'grooming'],
  say: sayFrom(
    {
      leaves: {
        en: 'trims the hair of a customer whose hair is a leafy treetop',
        ja: 'お客さんの髪を切っているが、その髪は葉の茂った木のこずえだ',
        ru: 'стрижёт клиента, у которого вместо волос — крона дерева',
        pt: 'corta o cabelo de um cliente, e o cabelo é a copa de uma árvore',
        fi: 'leikkaa asiakkaan hiuksia, jotka ovat lehtevä puunlatva',
      },
      cloud: {
        en: 'trims the hair of a customer whose hair is a rain cloud',
        ja: 'お客さんの髪を切っているが、その髪は雨雲だ',
        ru: 'стрижёт клиента, у которого вместо волос — дождевая туча',
        pt: 'corta o cabelo de um cliente, e o cabelo é uma nuvem de chuva',
        fi: 'leikkaa asiakkaan hiuksia, jotka ovat sadepilvi',
      },
      night: {
        en: 'trims the hair of a customer whose hair is the starry night',
        ja: 'お客さんの髪を切っているが、その髪は星の輝く夜空だ',
        ru: 'стрижёт клиента, у которого вместо волос — звёздное ночное небо',
        pt: 'corta o cabelo de um cliente, e o cabelo é o céu estrelado',
        fi: 'leikkaa asiakkaan hiuksia, jotka ovat tähtitaivas',
      },
    },
    'leaves',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The customer, seated on a chair right of centre, looking out a little sideways.
    const who = rng.fork('customer').pick(customers);
    const other = cast(who, rng.fork('partner'), p);
    const os = other.scale;
    const calmFace: Feeling = ctx.feeling === 'fear' ? 'surprise' : 'calm';
    const sitter = pose(
      other,
      calmFace,
      {
        ...stance('sit-chair'),
        front: { angle: 20, bend: 60 },
        back: { angle: 10, bend: 50 },
        turn: 0.25,
        headTilt: 0,
        gaze: [-0.6, -0.4],
      },
      ctx.ink,
    );
    const cx = 24 * k;
    const seatY = -46 * k;
    const seated: Actor = {
      fig: sitter,
      x: cx,
      y: seatY - sitter.skeleton.hip[1] * os,
      facing: 1,
      scale: os,
    };
    const head = actorPoint(seated, sitter.skeleton.headCentre);
    const headR = sitter.headR * os;
    const hairR = headR * 2.3;
    const hairC: Point = [head[0] - headR * 0.1, head[1] - headR * 0.5 - hairR * 0.82];
    const wood = darker(p.wood, 0.05);
    const chair: Node[] = [
      stroke(
        `M${n(cx - 14 * k)} 0V${n(seatY - 34 * k)}M${n(cx + 12 * k)} 0V${n(seatY)}`,
        darker(wood, 0.2),
        2.8 * k,
        'wood',
      ),
      fill(rect(cx - 16 * k, seatY, 32 * k, 4 * k, 1 * k), wood, 'wood'),
    ];
    // The cape from the neck down over the lap, striped.
    const neck = actorPoint(seated, sitter.skeleton.neck);
    const capeC = mix(p.accent, '#f4f1ea', 0.72);
    const cape: Node[] = [
      fill(
        `M${n(neck[0] - 5 * k)} ${n(neck[1] + 1 * k)}L${n(neck[0] + 5 * k)} ${n(neck[1] + 1 * k)}L${n(cx + 24 * k)} ${n(seatY + 8 * k)}L${n(cx - 18 * k)} ${n(seatY + 8 * k)}Z`,
        capeC,
        'cloth',
      ),
      stroke(
        `M${n(neck[0] - 2 * k)} ${n(neck[1] + 4 * k)}L${n(cx - 8 * k)} ${n(seatY + 8 * k)}M${n(neck[0] + 3 * k)} ${n(neck[1] + 4 * k)}L${n(cx + 10 * k)} ${n(seatY + 8 * k)}`,
        mix(p.accent, capeC, 0.4),
        1.6 * k,
        'detail',
        0,
      ),
    ];
    // The barber behind, scissors open at the hair's near edge, the other hand on its crown.
    const bx = -30 * k;
    const snip: Point = [hairC[0] - hairR * 0.85, hairC[1] + hairR * 0.3];
    const crown: Point = [hairC[0] - hairR * 0.3, hairC[1] - hairR * 0.55];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [(snip[0] - bx) / s, snip[1] / s], hand: 'fist' },
      back: { reach: [(crown[0] - bx) / s, crown[1] / s], hand: 'open' },
      turn: 0.45,
      headTilt: ctx.feeling === 'fear' ? -6 : 6,
      gaze: [1, -0.3],
    });
    const barber: Actor = { fig: { ...fig, hands: [] }, x: bx, facing: 1, scale: s };
    const hand = actorPoint(barber, fig.skeleton.hands.front);
    const blade = '#c8ccd4';
    const scissors: Node[] = [
      stroke(
        `M${n(hand[0])} ${n(hand[1])}l${n(12 * k)} ${n(-5 * k)}M${n(hand[0])} ${n(hand[1])}l${n(12 * k)} ${n(3 * k)}`,
        blade,
        1.8 * k,
        'metal',
      ),
      stroke(
        `${circle(hand[0] - 2.5 * k, hand[1] - 2 * k, 2 * k)}${circle(hand[0] - 2.5 * k, hand[1] + 2.5 * k, 2 * k)}`,
        darker(p.accent, 0.1),
        1.2 * k,
        'metal',
      ),
    ];
    const nodes: Node[] = [
      ...chair,
      actorNodes(seated),
      ...cape,
      ...hairOf(ctx.object, p, hairC, hairR),
      actorNodes(barber),
      ...scissors,
      group(fig.hands, `translate(${n(bx)} 0) scale(${n(s)})`),
      ...clippings(ctx.object, [snip[0] + 8 * k, snip[1]], cx - 4 * k, k),
    ];
    const top = Math.min(hairC[1] - hairR * 1.15, (m.headTop - 4) * s);
    const box: [number, number, number, number] = [bx - 22 * k, top, cx + 28 * k, 4];
    return staged(facingBox(box, facing), mx([snip[0], snip[1]], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [bx * facing, 26 * k],
        [cx * facing, 30 * k],
      ],
      glows: [],
    });
  },
};
