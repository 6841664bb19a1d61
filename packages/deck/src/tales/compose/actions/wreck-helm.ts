/**
 * Still at the helm: on the deck of a ship long sunk, weed on its rail and its mast snapped, the
 * old captain stands at the wheel and steers, and ahead over the bow a great shoal of fish swims
 * in formation the way the wheel turns, as if it were the ship now. Duty kept past the end, a
 * voyage that goes on, or a captain who never learnt the ship is gone.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A ship's wheel centred at c, `r` in radius: a rim, a hub, eight spokes running out as handles. */
function shipsWheel(c: Point, r: number, wood: Color, turn: number): Node[] {
  const spokes: string[] = [];
  const handles: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = turn + (i / 8) * Math.PI * 2;
    const [cx, cy] = [Math.cos(a), Math.sin(a)];
    spokes.push(`M${n(c[0])} ${n(c[1])}L${n(c[0] + cx * r * 1.32)} ${n(c[1] + cy * r * 1.32)}`);
    handles.push(circle(c[0] + cx * r * 1.36, c[1] + cy * r * 1.36, r * 0.09));
  }
  return [
    stroke(spokes.join(''), wood, r * 0.1, 'wood'),
    fill(handles.join(''), darker(wood, 0.1), 'wood'),
    stroke(circle(c[0], c[1], r), wood, r * 0.14, 'wood'),
    stroke(circle(c[0], c[1], r * 0.86), darker(wood, 0.2), r * 0.04, 'wood', 0),
    fill(circle(c[0], c[1], r * 0.2), darker(wood, 0.25), 'wood'),
    fill(circle(c[0], c[1], r * 0.08), '#d8b450', 'metal', 0),
  ];
}

/** Weed hanging from a rail: a few long wavy strands from points along it. */
function weed(points: readonly Point[], len: number, color: Color): Node {
  const d = points
    .map(
      ([x, y], i) =>
        `M${n(x)} ${n(y)}q${n(len * 0.18)} ${n(len * 0.3)} 0 ${n(len * (0.5 + (i % 3) * 0.15))}q${n(-len * 0.18)} ${n(len * 0.25)} 0 ${n(len * 0.4)}`,
    )
    .join('');
  return stroke(d, color, len * 0.06, 'plant');
}

/**
 * Steering a sunken ship: the deck runs across the card at the floor, its rail behind the
 * captain with weed hanging from it, the snapped mast behind with a rag of sail. The captain at
 * the wheel on its post, both hands on the spokes, looks ahead; beyond the bow, up and ahead, a
 * shoal of fish swims in a tight arrow the way the ship would sail.
 */
export const wreckHelm: Action = {
  id: 'wreck-helm',
  objects: ['shoal'],
  who: ['old-man', 'old-woman', 'man', 'woman'],
  // Duty past the end; missing the world above; grief for the ship; calm at the helm.
  feelings: ['longing', 'grief', 'calm', 'resolve', 'sleep'],
  settings: ['underwater'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A captain steering a sunken ship through the deep with a shoal for its sail: a dream itself.
  untwisted: true,
  family: () => 'wreck-helm',
  concepts: [
    'captain',
    'shipwreck',
    'duty',
    'the helm',
    'sunken ship',
    'steering',
    'ghost ship',
    'loyalty',
    'perseverance',
    'the deep',
  ],
  say: sayFrom(
    {
      shoal: {
        en: 'stands at the wheel of a sunken ship and steers a shoal of fish ahead of the bow',
        ja: '沈んだ船の舵輪を握り、へさきの先を泳ぐ魚の群れのかじを取っている',
        ru: 'стоит у штурвала затонувшего корабля и правит косяком рыб, что плывёт впереди носа',
        pt: 'está ao leme de um navio afundado e conduz um cardume de peixes à frente da proa',
        fi: 'seisoo uponneen laivan ruorissa ja ohjaa keulan edellä uivaa kalaparvea',
      },
    },
    'shoal',
  ),
  stage(ctx0) {
    // The captain's peaked cap, navy, whatever hat the cast gave.
    const ctx = {
      ...ctx0,
      who: { ...ctx0.who, look: { ...ctx0.who.look, hat: 'cap' as const, hatColor: '#27304a' } },
    };
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wood = mix(p.wood, '#3a3430', 0.45);
    const old = mix(wood, p.water, 0.15);
    const weedC = mix('#5a8a4a', p.water, 0.3);
    // The wheel ahead of the captain, its hub at chest height, on a post.
    const r = 19 * k;
    const hub: Point = [34 * k, -58 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'grief' || ctx.feeling === 'sleep' ? 4 : 0,
      front: { reach: [(hub[0] + r * 0.5) / s, (hub[1] - r * 0.85) / s], hand: 'fist' },
      back: { reach: [(hub[0] - r * 0.3) / s, (hub[1] + r * 0.9) / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.8,
      headTilt: ctx.feeling === 'grief' ? 14 : ctx.feeling === 'sleep' ? 18 : -4,
      gaze: ctx.feeling === 'grief' ? [1, 0.6] : [1, -0.3],
    });
    const captain: Actor = { fig, x: 0, facing: 1, scale: s };
    // The deck: a plank band at the floor from stern to bow, the bow rising ahead.
    const x0 = -44 * k;
    const bowX = 104 * k;
    const deck = fill(
      `M${n(x0)} ${n(6 * k)}V${n(-3 * k)}H${n(bowX - 30 * k)}Q${n(bowX - 8 * k)} ${n(-6 * k)} ${n(bowX)} ${n(-26 * k)}L${n(bowX + 4 * k)} ${n(-20 * k)}Q${n(bowX - 4 * k)} ${n(6 * k)} ${n(bowX - 30 * k)} ${n(6 * k)}Z`,
      old,
      'wood',
    );
    const planks: string[] = [];
    for (let x = x0 + 14 * k; x < bowX - 30 * k; x += 16 * k)
      planks.push(`M${n(x)} ${n(-3 * k)}V${n(6 * k)}`);
    // The rail behind the deck: a top bar on balusters, broken in one place.
    const railY = -30 * k;
    const gapAt = rng.range(56, 70) * k;
    const rail: string[] = [
      `M${n(x0)} ${n(railY)}H${n(gapAt - 8 * k)}`,
      `M${n(gapAt + 8 * k)} ${n(railY + 3 * k)}L${n(bowX - 20 * k)} ${n(railY - 4 * k)}`,
    ];
    for (let x = x0 + 6 * k; x < bowX - 24 * k; x += 12 * k)
      if (Math.abs(x - gapAt) > 10 * k) rail.push(`M${n(x)} ${n(railY)}V${n(-3 * k)}`);
    const weedAt: Point[] = [];
    for (let i = 0; i < 4; i++) weedAt.push([x0 + (8 + i * 32 + rng.range(-5, 5)) * k, railY]);
    // The snapped mast behind the captain, a rag of sail waving from its yard.
    const mastX = -30 * k;
    const mastTop = -132 * k;
    const rag = mix('#e8dcc0', p.water, 0.35);
    const mast: Node[] = [
      fill(
        poly([
          [mastX - 4 * k, -3 * k],
          [mastX + 4 * k, -3 * k],
          [mastX + 3 * k, mastTop + 10 * k],
          [mastX + 6 * k, mastTop],
          [mastX, mastTop + 6 * k],
          [mastX - 3 * k, mastTop - 2 * k],
        ]),
        darker(old, 0.15),
        'wood',
      ),
      stroke(
        `M${n(mastX - 24 * k)} ${n(-112 * k)}L${n(mastX + 26 * k)} ${n(-106 * k)}`,
        darker(old, 0.15),
        3 * k,
        'wood',
      ),
      fill(
        `M${n(mastX - 22 * k)} ${n(-111 * k)}L${n(mastX + 24 * k)} ${n(-106 * k)}Q${n(mastX + 30 * k)} ${n(-88 * k)} ${n(mastX + 40 * k)} ${n(-74 * k)}L${n(mastX + 22 * k)} ${n(-80 * k)}L${n(mastX + 14 * k)} ${n(-70 * k)}L${n(mastX + 4 * k)} ${n(-84 * k)}Q${n(mastX - 10 * k)} ${n(-90 * k)} ${n(mastX - 22 * k)} ${n(-111 * k)}Z`,
        rag,
        'cloth',
      ),
    ];
    // The wheel's post from the deck to the hub.
    const post = fill(
      rect(hub[0] - 3.5 * k, hub[1], 7 * k, -hub[1] - 3 * k, 1 * k),
      darker(wood, 0.1),
      'wood',
    );
    const wheel = shipsWheel(hub, r, mix(p.wood, '#8a5a32', 0.4), rng.range(0, 0.4));
    // The shoal ahead: small fish in a tight arrow, up and beyond the bow, all one way.
    const shoalC: Point = [rng.range(96, 102) * k, -rng.range(110, 116) * k];
    const fishColor = rng.pick(['#e8c45a', '#cfe0ea', '#f09a4a']);
    const school: Node[] = [];
    const len = 18 * k;
    for (let row = 0; row < 4; row++)
      for (let j = -row; j <= row; j += 2) {
        const at: Point = [
          shoalC[0] - row * 17 * k + rng.range(-1.5, 1.5) * k,
          shoalC[1] + j * 10 * k + rng.range(-1.5, 1.5) * k,
        ];
        school.push(placed(P.fish(fishColor, '#1b1a20', len), at, 1, rng.range(-6, 6)));
      }
    const bubble = lighter(p.water, 0.7);
    const head: Point = [fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const bubbles: string[] = [];
    for (let i = 0; i < 4; i++)
      bubbles.push(
        circle(head[0] + (4 + i * 1.5) * k, head[1] - (16 + i * 9) * k, (1 + i * 0.5) * k),
      );
    const behind: Node[] = [
      ...mast,
      stroke(rail.join(''), darker(old, 0.1), 3.4 * k, 'wood'),
      weed(weedAt, 20 * k, weedC),
    ];
    const nodes: Node[] = [
      post,
      actorNodes({ ...captain, fig: { ...fig, hands: [] } }),
      ...wheel,
      group(fig.hands, `translate(${n(captain.x)} 0) scale(${n(s)})`),
      deck,
      stroke(planks.join(''), darker(old, 0.25), 0.8 * k, 'detail', 0),
      ...school,
      stroke(bubbles.join(''), bubble, 0.6 * k, 'glow', 0),
    ];
    const top = Math.min(mastTop, shoalC[1] - 34 * k);
    const box: [number, number, number, number] = [x0 - 4 * k, top, bowX + 6 * k, 8 * k];
    const focus: Point = [(head[0] + shoalC[0]) / 2, (head[1] + shoalC[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(behind, facing),
      actors: mirror(nodes, facing),
      contacts: [[((x0 + bowX) / 2) * facing, (bowX - x0) * 0.6]],
      closeBox: facingBox([head[0] - 20 * k, top, shoalC[0] + 14 * k, -30 * k], facing),
    });
  },
};
