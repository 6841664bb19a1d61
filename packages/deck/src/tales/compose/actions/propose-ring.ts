/**
 * A proposal: down on one knee, a character holds up a little open ring box, and in it, instead of
 * a ring, glows a star (a tiny sea with a wave); the one standing before it clasps its
 * hands at its heart.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { poseSkeleton } from '../../kit/figure.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, cast, pose, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What sits in the box's cushion, at (x, y), `k` the scene's unit. */
function jewel(object: NounId, p: Palette, x: number, y: number, k: number): Node[] {
  if (object === 'sea') {
    const water = mix(p.water, '#2f7ab0', 0.35);
    return [
      fill(
        `M${n(x - 6 * k)} ${n(y)}Q${n(x - 5 * k)} ${n(y - 6 * k)} ${n(x)} ${n(y - 5 * k)}Q${n(x + 3 * k)} ${n(y - 10 * k)} ${n(x + 6 * k)} ${n(y - 4 * k)}Q${n(x + 4 * k)} ${n(y - 6 * k)} ${n(x + 3 * k)} ${n(y - 4 * k)}L${n(x + 6 * k)} ${n(y)}Z`,
        water,
        'water',
      ),
      stroke(
        `M${n(x - 3 * k)} ${n(y - 3 * k)}q1.5 -1.5 3 0`,
        lighter(water, 0.6),
        0.6 * k,
        'detail',
        0,
      ),
    ];
  }
  return [placed(P.star(lighter(p.light, 0.4), 7 * k), [x, y - 5 * k], 1, 6)];
}

/**
 * Proposing with a star: on one knee, the character holds out a little open ring box with a
 * star (a tiny sea) glowing in it where the ring should be; the other stands before it,
 * hands clasped at the heart.
 */
export const proposeRing: Action = {
  id: 'propose-ring',
  objects: ['star', 'sea'],
  feelings: ['longing', 'joy', 'resolve', 'calm', 'fear', 'mischief'],
  settings: ['meadow', 'shore', 'rooftop', 'street', 'snowfield', 'clouds', 'theatre', 'train'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['moon', 'sun', 'sky', 'lamp', 'candle'],
  family: (o) => `propose-ring:${o}`,
  concepts: [
    'a proposal',
    'wedding',
    'romance',
    'a vow',
    'on one knee',
    'ring box',
    'devotion',
    'the big day',
    'courtship',
  ],

  say: sayFrom(
    {
      star: {
        en: 'kneels to propose, holding out a star in a ring box',
        ja: 'ひざまずいて、指輪の箱に入れた星を差し出してプロポーズしている',
        ru: 'стоит на одном колене и делает предложение, протягивая звезду в коробочке для кольца',
        pt: 'ajoelha-se a pedir em casamento, a estender uma estrela numa caixinha de anel',
        fi: 'kosii polvillaan ja ojentaa tähden sormusrasiassa',
      },
      sea: {
        en: 'kneels to propose, holding out a tiny sea in a ring box',
        ja: 'ひざまずいて、指輪の箱に入れた小さな海を差し出してプロポーズしている',
        ru: 'стоит на одном колене и делает предложение, протягивая крошечное море в коробочке для кольца',
        pt: 'ajoelha-se a pedir em casamento, a estender um mar minúsculo numa caixinha de anel',
        fi: 'kosii polvillaan ja ojentaa pienen pientä merta sormusrasiassa',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The one asked, standing, hands clasped at the heart.
    const otherWho = rng.pick(whos.filter((w) => w !== ctx.who.who));
    const other = cast(otherWho, rng.fork('other'), p);
    const so = other.scale;
    const mo = measure(other);
    const gap = 42 * k + 16 * so;
    const oWhere = { x: gap, y: 0, facing: -1 as const, scale: so };
    const heart: Point = [gap - 4 * so, mo.shoulder * so + 8 * so];
    const otherFeeling: Feeling = rng.pick(['surprise', 'joy', 'wonder'] as const);
    const oFig = pose(
      other,
      otherFeeling,
      {
        legs: 'stand',
        lean: -6,
        front: { reach: toActor(oWhere, heart), hand: 'mitt' },
        back: { reach: toActor(oWhere, [heart[0] + 2 * so, heart[1] + 2 * so]), hand: 'mitt' },
        backArmOver: true,
        turn: 0.6,
        headTilt: -6,
        gaze: [1, 0.5],
      },
      ctx.ink,
    );
    const o: Actor = { fig: oFig, ...oWhere };
    // The one proposing, on one knee, the open box held out at the end of the arm.
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    const kneel = stance('kneel');
    const shoulder = poseSkeleton(ctx.who.age, {
      ...kneel,
      front: { angle: 0, bend: 0 },
      back: { angle: 0, bend: 0 },
    }).shoulders.front;
    const boxAt: Point = [shoulder[0] * s + m.arm * s * 0.85, shoulder[1] * s + 4 * k];
    const fig = posed(ctx, {
      ...kneel,
      front: { reach: toActor(where, boxAt), hand: 'open' },
      back: { angle: 10, bend: 70, hand: 'mitt' },
      turn: 0.7,
      headTilt: -10,
      gaze: [1, -0.6],
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    // The ring box: a velvet base on the palm, its lid open behind, a cushion with the star in it.
    const velvet = rng.pick(['#8a1e3a', '#2a3a7a', '#1e5a3a']);
    // Drawn large, so what is in it reads at phone size.
    const kb = 1.7 * k;
    const bw = 12 * kb;
    const bh = 6 * kb;
    const bx = hand[0];
    const by = hand[1] - 1 * k;
    const box: Node[] = [
      fill(
        `M${n(bx - bw / 2)} ${n(by - bh)}L${n(bx - bw / 2 - 1 * kb)} ${n(by - bh - 9 * kb)}L${n(bx + bw / 2 + 1 * kb)} ${n(by - bh - 9 * kb)}L${n(bx + bw / 2)} ${n(by - bh)}Z`,
        darker(velvet, 0.2),
        'cloth',
      ),
      fill(rect(bx - bw / 2, by - bh, bw, bh, 1 * kb), velvet, 'cloth'),
      fill(ellipse(bx, by - bh, bw * 0.42, 1.6 * kb), lighter(velvet, 0.25), 'cloth', 0),
      ...jewel(ctx.object, p, bx, by - bh, kb),
    ];
    const sparkle = stroke(
      `M${n(bx)} ${n(by - bh - 20 * kb)}v${n(-5 * kb)}M${n(bx - 9 * kb)} ${n(by - bh - 15 * kb)}l${n(-4 * kb)} ${n(-3 * kb)}M${n(bx + 9 * kb)} ${n(by - bh - 15 * kb)}l${n(4 * kb)} ${n(-3 * kb)}`,
      lighter(p.light, 0.3),
      1.2 * k,
      'glow',
      0,
    );
    const nodes: Node[] = [
      actorNodes(o),
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...box,
      sparkle,
      group(fig.hands, `translate(0 0) scale(${n(s)})`),
    ];
    const headTop = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const top = Math.min(headTop(o), headTop(actor), by - bh - 28 * kb) - 6;
    const frame: [number, number, number, number] = [-24 * k, top, gap + 24 * so, 4];
    const glowAt: Point = [bx, by - bh - 5 * kb];
    return staged(facingBox(frame, facing), mx(glowAt, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.24],
        [gap * facing, 22 * so],
      ],
      glows: [{ at: mx(glowAt, facing), r: 18 * kb, color: p.light }],
      light: { at: mx(glowAt, facing), kind: 'glow', reach: 80 },
      closeBox: facingBox([-16 * k, top, gap + 16 * so, by + 20 * k], facing),
    });
  },
};
