/**
 * A message posted upwards: from the deep, someone with a mermaid's tail swims up and holds a
 * bottle with a rolled letter in it up through the surface, where a sailor kneeling on a little
 * raft leans over the edge and reaches down for it. Two worlds at the water's skin and a hand
 * each side: a love letter, a rescue the wrong way round, a secret handed between them.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, cast, pose, toActor, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * People only, for the deep set's situations (who can swim up with a mermaid's tail, kneel on a
 * raft, wear a diving helmet or lie in a deckchair).
 */
export const people: readonly Who[] = ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'];

/**
 * A mermaid's tail over the legs of a figure standing at its own origin (feet at 0, hip at
 * `hipY`): wide at the hip, narrowing and curving back, two fins at its tip; scales as arcs.
 */
function tail(hipY: number, color: Color, sway: number): Node[] {
  const w = 14;
  const tipX = -8 * sway;
  const tipY = -4;
  const scales: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = hipY + 8 + i * 8;
    const half = w * (1 - (i + 1) * 0.17);
    const x = (tipX * (y - hipY)) / (tipY - hipY);
    scales.push(
      `M${n(x - half * 0.6)} ${n(y)}q${n(half * 0.3)} 4 ${n(half * 0.6)} 0q${n(half * 0.3)} 4 ${n(half * 0.6)} 0`,
    );
  }
  return [
    fill(
      `M${n(-w)} ${n(hipY - 8)}Q${n(-w * 1.05)} ${n(hipY * 0.45)} ${n(tipX - 2.5)} ${n(tipY)}L${n(tipX + 2.5)} ${n(tipY)}Q${n(w * 0.9)} ${n(hipY * 0.45)} ${n(w)} ${n(hipY - 8)}Z`,
      color,
      'skin',
    ),
    stroke(scales.join(''), darker(color, 0.2), 0.7, 'detail', 0),
    // The fins: two lobes spread at the tip.
    fill(
      `M${n(tipX)} ${n(tipY - 1)}Q${n(tipX - 14)} ${n(tipY + 2)} ${n(tipX - 16)} ${n(tipY + 10)}Q${n(tipX - 6)} ${n(tipY + 6)} ${n(tipX)} ${n(tipY + 3)}Q${n(tipX + 6)} ${n(tipY + 6)} ${n(tipX + 16)} ${n(tipY + 10)}Q${n(tipX + 14)} ${n(tipY + 2)} ${n(tipX)} ${n(tipY - 1)}Z`,
      lighter(color, 0.15),
      'skin',
    ),
  ];
}

/** A corked bottle, its bottom at b and its neck towards `top`, with a rolled letter inside. */
function bottle(b: Point, top: Point, w: number): Node[] {
  const dx = top[0] - b[0];
  const dy = top[1] - b[1];
  const len = Math.hypot(dx, dy);
  const deg = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
  const glass = '#7fc0a0';
  return [
    group(
      [
        fill(
          `M${n(-w / 2)} 0V${n(-len * 0.62)}Q${n(-w / 2)} ${n(-len * 0.74)} ${n(-w * 0.2)} ${n(-len * 0.8)}V${n(-len * 0.95)}H${n(w * 0.2)}V${n(-len * 0.8)}Q${n(w / 2)} ${n(-len * 0.74)} ${n(w / 2)} ${n(-len * 0.62)}V0Z`,
          glass,
          'glass',
        ),
        fill(rect(-w * 0.3, -len * 0.58, w * 0.6, len * 0.5, w * 0.1), '#f4ecd4', 'paper', 0),
        stroke(`M${n(-w * 0.3)} ${n(-len * 0.46)}H${n(w * 0.3)}`, '#b8484a', w * 0.12, 'detail', 0),
        fill(rect(-w * 0.22, -len * 1.05, w * 0.44, len * 0.14, w * 0.05), '#a8744a', 'wood'),
        stroke(
          `M${n(-w * 0.3)} ${n(-len * 0.1)}V${n(-len * 0.55)}`,
          lighter(glass, 0.55),
          w * 0.12,
          'glow',
          0,
        ),
      ],
      `translate(${n(b[0])} ${n(b[1])}) rotate(${n(deg)})`,
    ),
  ];
}

/**
 * Handing a message in a bottle up through the surface: the swimmer below, tail curved, holds
 * the bottle up at arm's length so its neck breaks the water; on the surface a raft of planks,
 * and on it the sailor on both knees leans over the edge with a hand open for it. Above the
 * surface a band of pale sky.
 */
export const bottleUp: Action = {
  id: 'bottle-up',
  objects: ['letter'],
  who: people,
  feelings: ['longing', 'joy', 'mischief', 'surprise', 'calm'],
  settings: ['underwater'],
  framings: ['medium'],
  fixedFramings: true,
  // A mermaid handing a letter up to a sailor: a dream by itself, and it draws its own surface.
  untwisted: true,
  family: () => 'bottle-up',
  concepts: [
    'message in a bottle',
    'mermaid',
    'sailor',
    'castaway',
    'devotion',
    'secret',
    'the surface',
    'the sea',
    'hope',
    'friendship',
  ],
  say: sayFrom(
    {
      letter: {
        en: 'swims up with a mermaid’s tail and hands a message in a bottle to a sailor on a raft',
        ja: '人魚の尾で泳ぎ上がり、いかだの上の船乗りに瓶入りの手紙を手渡している',
        ru: 'с русалочьим хвостом всплывает к поверхности и протягивает моряку на плоту письмо в бутылке',
        pt: 'sobe a nadar com cauda de sereia e entrega uma mensagem numa garrafa a um marinheiro numa jangada',
        fi: 'ui merenneidon pyrstöllä pintaan ja ojentaa pullopostin lautalla olevalle merimiehelle',
      },
    },
    'letter',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The swimmer floats a little over the floor, the raised hand holding the bottle's bottom.
    const swim = { x: 0, y: -10 * k, facing: 1 as const, scale: s };
    const reach: Point = [12 * k, swim.y + m.reachTop * s + 4 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -4,
      front: { reach: toActor(swim, reach), hand: 'fist' },
      back: { angle: 30, bend: 40 },
      turn: 0.6,
      headTilt: -24,
      gaze: [0.4, -1],
    });
    const hand: Point = [
      swim.x + fig.skeleton.hands.front[0] * s,
      swim.y + fig.skeleton.hands.front[1] * s,
    ];
    const bLen = 34 * k;
    const lean = 6 * k;
    const neck: Point = [hand[0] + lean, hand[1] - bLen];
    const surfaceY = neck[1] + bLen * 0.3;
    const tailColor = rng.pick(['#3aa890', '#4a9ac8', '#8a6ac8']);
    const swimmer: Actor = {
      ...swim,
      fig,
      held: tail(fig.skeleton.hip[1], tailColor, 0.4),
    };
    // The raft on the surface, ahead of the swimmer; the sailor kneels on it, facing back.
    const raftX0 = neck[0] - 8 * k;
    const raftX1 = neck[0] + 62 * k;
    const raftTop = surfaceY - 3 * k;
    const sailorWho = rng.pick(people.filter((w) => w !== ctx.who.who));
    const sailor = cast(sailorWho, rng.fork('sailor'), p);
    const su = H / measure(sailor).height;
    const sailorFeeling: Feeling = rng.pick(['surprise', 'joy', 'longing', 'calm'] as const);
    const sWhere = { x: neck[0] + 30 * k, y: raftTop, facing: -1 as const, scale: su };
    const sFig = pose(
      sailor,
      sailorFeeling,
      {
        ...stance('kneel'),
        lean: 34,
        front: { reach: toActor(sWhere, [neck[0] + 2 * k, neck[1] - 3 * k]), hand: 'open' },
        back: { reach: toActor(sWhere, [neck[0] + 14 * k, raftTop - 2 * k]), hand: 'mitt' },
        turn: 0.6,
        headTilt: 26,
        gaze: [0.5, 1],
      },
      ctx.ink,
    );
    const sailorActor: Actor = { fig: sFig, ...sWhere };
    const wood = mix(p.wood, '#8a6a44', 0.4);
    const logs: Node[] = [];
    for (let i = 0; i < 5; i++) {
      const x = raftX0 + ((raftX1 - raftX0) / 5) * i;
      logs.push(
        fill(
          rect(x + 0.5 * k, raftTop, (raftX1 - raftX0) / 5 - 1 * k, 6 * k, 2.5 * k),
          i % 2 === 0 ? wood : darker(wood, 0.08),
          'wood',
        ),
      );
    }
    // The sky above the surface, and the surface itself: a band of little waves.
    const sky = mix(lighter(p.water, 0.75), '#f4ead8', 0.5);
    const x0 = -300 * k;
    const x1 = 300 * k;
    const waves: string[] = [];
    for (let x = x0; x < x1; x += 10 * k)
      waves.push(
        `M${n(x)} ${n(surfaceY)}q${n(2.5 * k)} ${n(-2.5 * k)} ${n(5 * k)} 0q${n(2.5 * k)} ${n(2.5 * k)} ${n(5 * k)} 0`,
      );
    const above: Node[] = [
      fill(rect(x0, surfaceY - 400 * k, x1 - x0, 400 * k), sky, 'sky'),
      fill(rect(x0, surfaceY - 1 * k, x1 - x0, 4 * k), lighter(p.water, 0.45), 'water', 0),
      stroke(waves.join(''), lighter(p.water, 0.7), 1.1 * k, 'water', 0),
    ];
    const ripple = stroke(
      oval(neck[0], surfaceY, 9 * k, 2 * k) + oval(neck[0], surfaceY, 15 * k, 3.2 * k),
      '#ffffff',
      0.8 * k,
      'glow',
      0,
    );
    const bubbles: string[] = [];
    for (let i = 0; i < 5; i++)
      bubbles.push(
        circle(hand[0] - (8 + i * 2) * k, hand[1] + (10 + i * 10) * k, (0.8 + i * 0.3) * k),
      );
    const nodes: Node[] = [
      actorNodes(sailorActor),
      ...logs,
      actorNodes({ ...swimmer, fig: { ...fig, hands: [] } }),
      ...bottle(hand, neck, 10 * k),
      group(fig.hands, `translate(${n(swim.x)} ${n(swim.y)}) scale(${n(s)})`),
      ripple,
      stroke(bubbles.join(''), lighter(p.water, 0.7), 0.6 * k, 'glow', 0),
    ];
    const sailorTop = raftTop - measure(sailor).height * su * 0.75;
    const box: [number, number, number, number] = [-24 * k, sailorTop - 10 * k, raftX1 + 4 * k, 2];
    const focus: Point = [neck[0], surfaceY];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(above, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      closeBox: facingBox([-10 * k, sailorTop - 6 * k, raftX1, hand[1] + 30 * k], facing),
    });
  },
};
