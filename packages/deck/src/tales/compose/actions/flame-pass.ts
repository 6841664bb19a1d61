/**
 * Passing the light: in the dark, two face each other holding candles, the lit one tipped to the
 * unlit one's wick, a hand cupped round it against the draught, and the flame goes across the
 * gap between the wicks as a little bird of fire, a spark trail behind it. Both faces lit from
 * below by the one small light between them.
 */
import { add, n, rect, rotate, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { poseSkeleton, type FigurePose } from '../../kit/figure.ts';
import { actorNodes, actorPoint, pose, whos, type Actor, type Character } from '../cast.ts';
import { facingBox, measure, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/** The friend's feeling, receiving the light. */
function friendFeeling(f: Feeling): Feeling {
  if (f === 'grief') return 'longing';
  if (f === 'resolve') return 'surprise';
  return f === 'longing' ? 'grief' : 'longing';
}

/**
 * A candle held upright in a fist at (0, 0) of its own frame, its wick at (0, -len + grip): a
 * wax stick with a drip and, when lit, a flame; tipped later by the caller.
 */
function candleStick(u: number, lit: boolean, wax: Color, light: Color): Node[] {
  const len = 24 * u;
  const grip = 7 * u;
  const w = 2.8 * u;
  const top = -(len - grip);
  const nodes: Node[] = [
    fill(
      `M${n(-w)} ${n(grip)}L${n(-w)} ${n(top + 1 * u)}Q${n(0)} ${n(top - 1 * u)} ${n(w)} ${n(top + 1 * u)}L${n(w)} ${n(grip)}Z`,
      wax,
      'detail',
    ),
    // A drip run down the side.
    fill(
      `M${n(w)} ${n(top + 2 * u)}q${n(1.4 * u)} ${n(3 * u)} ${n(0.6 * u)} ${n(6 * u)}q${n(-0.8 * u)} ${n(1.2 * u)} ${n(-1.2 * u)} 0Z`,
      darker(wax, 0.06),
      'detail',
      0,
    ),
    stroke(`M0 ${n(top)}v${n(-2.4 * u)}`, '#2a2220', 0.9 * u, 'detail', 0),
  ];
  if (lit) {
    const h = 9 * u;
    const y = top - 2 * u;
    nodes.push(
      fill(
        `M0 ${n(y - h)}Q${n(h * 0.45)} ${n(y - h * 0.3)} 0 ${n(y)}Q${n(-h * 0.45)} ${n(y - h * 0.3)} 0 ${n(y - h)}Z`,
        light,
        'glow',
        0,
      ),
      fill(
        `M0 ${n(y - h * 0.55)}Q${n(h * 0.18)} ${n(y - h * 0.2)} 0 ${n(y - h * 0.02)}Q${n(-h * 0.18)} ${n(y - h * 0.2)} 0 ${n(y - h * 0.55)}Z`,
        '#fffbe8',
        'glow',
        0,
      ),
    );
  }
  return nodes;
}

/** A little bird of fire at (0, 0) flying towards +x: a flame for a body, two flames for wings. */
function fireBird(u: number, light: Color): Node[] {
  const hot = mix(light, '#ff8a3a', 0.45);
  return [
    fill(
      `M${n(5 * u)} ${n(-0.5 * u)}Q${n(1 * u)} ${n(-3 * u)} ${n(-5 * u)} ${n(-1 * u)}Q${n(-8 * u)} ${n(-1.5 * u)} ${n(-10 * u)} ${n(-3.5 * u)}Q${n(-8.5 * u)} ${n(0.5 * u)} ${n(-5 * u)} ${n(1.2 * u)}Q${n(1 * u)} ${n(2.4 * u)} ${n(5 * u)} ${n(-0.5 * u)}Z`,
      hot,
      'glow',
      0,
    ),
    fill(
      `M${n(-1 * u)} ${n(-1.5 * u)}Q${n(-3 * u)} ${n(-7 * u)} ${n(-6.5 * u)} ${n(-9 * u)}Q${n(-2 * u)} ${n(-7.5 * u)} ${n(1.5 * u)} ${n(-1.8 * u)}Z`,
      light,
      'glow',
      0,
    ),
    fill(
      `M${n(0)} ${n(-1 * u)}Q${n(1 * u)} ${n(-6 * u)} ${n(-1 * u)} ${n(-8.5 * u)}Q${n(3 * u)} ${n(-6 * u)} ${n(2.6 * u)} ${n(-1 * u)}Z`,
      lighter(light, 0.3),
      'glow',
      0,
    ),
    fill(
      `M${n(5 * u)} ${n(-0.5 * u)}l${n(1.6 * u)} ${n(0.3 * u)}l${n(-1.6 * u)} ${n(0.6 * u)}Z`,
      '#fffbe8',
      'glow',
      0,
    ),
  ];
}

/** Facing the friend, leaning in a little, the candle held out in one fist, the other cupped by it. */
function holding(hand: Point, cup: Point): Partial<FigurePose> {
  return {
    legs: 'stand',
    lean: 8,
    front: { reach: hand, hand: 'fist' },
    back: { reach: cup, hand: 'mitt' },
    backArmOver: true,
    turn: 0.8,
    headTilt: 10,
    gaze: [0.9, 0.5],
  };
}

/**
 * Lighting a friend's candle from one's own in the dark, the flame crossing between the wicks as
 * a little bird of fire.
 */
export const flamePass: Action = {
  id: 'flame-pass',
  objects: ['candle'],
  // A mouse's candle would be a birthday candle; its friend's a tall taper.
  who: whos.filter((w) => w !== 'mouse'),
  seconds: () => whos.filter((w) => w !== 'mouse'),
  feelings: ['longing', 'grief', 'resolve'],
  settings: ['forest', 'snowfield', 'rooftop', 'stairwell', 'attic', 'library'],
  // A near shot cut one of the two faces at the card's edge.
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The bird of fire is the dream: a twist beside it only crowds the dark.
  untwisted: true,
  // The dark drawn over the place is lost in the ink look's washes on white paper: a grey room
  // where the bird of fire is one more spark.
  notLooks: ['ink'],
  // The two candles are the only light: a night card.
  lights: ['candle'],
  family: (o) => `flame-pass:${o}`,
  concepts: [
    'candles',
    'friendship',
    'vigil',
    'warmth',
    'kindness',
    'ceremony',
    'a little bird',
    'together',
  ],
  say: sayFrom(
    {
      candle: {
        en: "tips a burning candle to the cold wick of a friend's, and the fire passes on to it as a little bird,",
        ja: '燃えるろうそくを友だちのろうそくの冷たい芯に傾けている。火は小さな鳥になって芯から芯へ飛び移る',
        ru: 'наклоняет свою горящую свечу к холодному фитилю свечи друга, и огонь перелетает к нему маленькой птицей,',
        pt: 'inclina a sua vela acesa para o pavio frio da vela de um amigo, e o fogo salta para lá como um passarinho,',
        fi: 'kallistaa palavan kynttilänsä ystävän kylmää kynttilänsydäntä kohti, ja tuli lentää sinne pienenä lintuna,',
      },
    },
    'candle',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    const { friend, fm, sb } = partnerOf(ctx);
    // The two wicks a bird's length apart at the smaller one's chin, each candle tipped in.
    const tipDeg = 24;
    const gap = 12 * u;
    const chin = Math.max(m.head[1] * s, fm.head[1] * sb) + 10 * u;
    const wickA: Point = [-gap / 2, chin];
    const wickB: Point = [gap / 2, chin + 1 * u];
    const stick = 24 * u - 7 * u;
    // The fist holds the candle a stick's length below and outside its wick.
    const fistA = add(wickA, rotate([0, stick], tipDeg));
    const fistB = add(wickB, rotate([0, stick], -tipDeg));
    const place = (c: Character, k: number, fist: Point, side: 1 | -1): number => {
      const probe = holding([30, -40], [28, -44]);
      const sk = poseSkeleton(c.age, {
        front: { angle: 0, bend: 0 },
        back: { angle: 0, bend: 0 },
        ...probe,
        legs: 'stand',
      });
      const sh = sk.shoulders.front;
      const len = measure(c).arm * k * 0.82;
      const dy = fist[1] - sh[1] * k;
      return fist[0] - side * (Math.sqrt(Math.max(len * len - dy * dy, 16)) + sh[0] * k);
    };
    const ax = place(ctx.who, s, fistA, 1);
    const bx = place(friend, sb, fistB, -1);
    // The other hand cupped beside the flame, keeping off the draught.
    const cupOf = (wick: Point, side: 1 | -1): Point => [wick[0] - side * 7 * u, wick[1] + 4 * u];
    const cupA = cupOf(wickA, 1);
    const cupB = cupOf(wickB, -1);
    const a: Actor = {
      fig: pose(
        ctx.who,
        ctx.feeling,
        holding([(fistA[0] - ax) / s, fistA[1] / s], [(cupA[0] - ax) / s, cupA[1] / s]),
        ctx.ink,
      ),
      x: ax,
      facing: 1,
      scale: s,
    };
    const b: Actor = {
      fig: pose(
        friend,
        friendFeeling(ctx.feeling),
        holding([(bx - fistB[0]) / sb, fistB[1] / sb], [(bx - cupB[0]) / sb, cupB[1] / sb]),
        ctx.ink,
      ),
      x: bx,
      facing: -1,
      scale: sb,
    };
    const wax = mix('#f4ead2', p.paper, 0.3);
    const light = lighter(p.light, 0.15);
    const candleA = candleStick(u, true, wax, light).map((node) => ({
      type: 'group' as const,
      children: [node],
      transform: `translate(${n(fistA[0])} ${n(fistA[1])}) rotate(${n(tipDeg)})`,
    }));
    const candleB = candleStick(u, false, wax, light).map((node) => ({
      type: 'group' as const,
      children: [node],
      transform: `translate(${n(fistB[0])} ${n(fistB[1])}) rotate(${n(-tipDeg)})`,
    }));
    // The bird halfway over, a trail of sparks back to the lit wick.
    const flameTop = add(wickA, rotate([0, -9 * u], tipDeg));
    const birdAt: Point = [
      (flameTop[0] + wickB[0]) / 2 + 6 * u,
      Math.min(flameTop[1], wickB[1]) - 10 * u,
    ];
    const bird: Node = {
      type: 'group',
      children: fireBird(u * 2, light),
      transform: `translate(${n(birdAt[0])} ${n(birdAt[1])}) rotate(8)`,
    };
    const sparks: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const t = i / 4;
      const x = flameTop[0] + (birdAt[0] - 18 * u - flameTop[0]) * t;
      const y = flameTop[1] + (birdAt[1] - flameTop[1]) * t - Math.sin(t * Math.PI) * 2 * u;
      sparks.push(
        `M${n(x)} ${n(y)}m${n(-0.7 * u)} 0a${n(0.7 * u)} ${n(0.7 * u)} 0 1 0 ${n(1.4 * u)} 0a${n(0.7 * u)} ${n(0.7 * u)} 0 1 0 ${n(-1.4 * u)} 0`,
      );
    }
    const nodes: Node[] = [
      actorNodes(a),
      actorNodes(b),
      // Over the fists that hold them: a candle is in front of the hand round it.
      ...candleA,
      ...candleB,
      fill(sparks.join(''), light, 'glow', 0),
      bird,
    ];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR])[1];
    const top = Math.min(headTop(a), headTop(b)) - 8 * u;
    const backA = actorPoint(a, a.fig.skeleton.hipJoints.back)[0] - 16 * s;
    const backB = actorPoint(b, b.fig.skeleton.hipJoints.back)[0] + 16 * sb;
    const box: [number, number, number, number] = [backA, top, backB, 4];
    const faceLow = Math.max(fistA[1], fistB[1]) + 6 * u;
    const glowAt = birdAt;
    // The dark the two candles stand in, over the whole place whatever its palette (a grey storm
    // light left the flame one more spark in a lit room).
    const far = 2000;
    const dark = {
      ...fill(rect(-far, -far, far * 2, far * 2, 0), '#0c0e1c', 'sky', 0),
      opacity: 0.55,
    };
    return staged(facingBox(box, facing), mx(glowAt, facing), {
      wall: [dark],
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * s],
        [bx * facing, 22 * sb],
      ],
      glows: [
        { at: mx(glowAt, facing), r: 40 * u, color: light },
        { at: mx(flameTop, facing), r: 12 * u, color: light },
      ],
      light: { at: mx(glowAt, facing), kind: 'candle', reach: 140 * u },
      closeBox: facingBox([backA + 8 * s, top, backB - 8 * sb, faceLow], facing),
    });
  },
};
