/**
 * Hide and seek, badly: a character counts with its forehead on a tree trunk, one arm over its
 * eyes, while right behind its back a big bear "hides" behind a feather, a rose or a mushroom far
 * too small for it, peeking out. Two characters and a game, with the joke in the gap between them.
 */
import { n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The seeker counting with its face to a tree, and behind it a bear hiding behind something
 * absurdly small: a feather or a rose held up before its face, or a mushroom it crouches behind.
 */
export const seekCount: Action = {
  id: 'seek-count',
  objects: ['feather', 'rose', 'mushroom'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'cat', 'rabbit', 'wolf'],
  feelings: ['resolve', 'calm', 'joy', 'mischief', 'longing'],
  // Where a tree grows and a bear walks: no clouds, no rooftops.
  settings: ['meadow', 'forest', 'snowfield', 'shore', 'street'],
  framings: ['medium', 'low', 'wide'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `seek-count:${o}`,
  concepts: [
    'hide and seek',
    'counting',
    'game',
    'childhood',
    'friendship',
    'wishful thinking',
    'trust',
    'innocence',
    'play',
  ],
  say: sayFrom(
    {
      feather: {
        en: 'counts with eyes shut against a tree while a bear hides behind a feather',
        ja: '木に顔をつけて数をかぞえている。その後ろでは、クマが羽根一本のかげに隠れたつもり',
        ru: 'водит, уткнувшись лицом в дерево, а за спиной медведь прячется за пёрышком',
        pt: 'conta de olhos fechados encostado a uma árvore, enquanto um urso se esconde atrás de uma pena',
        fi: 'laskee silmät kiinni puuta vasten, ja takana karhu piiloutuu sulan taakse',
      },
      rose: {
        en: 'counts with eyes shut against a tree while a bear hides behind a rose',
        ja: '木に顔をつけて数をかぞえている。その後ろでは、クマがバラ一輪のかげに隠れたつもり',
        ru: 'водит, уткнувшись лицом в дерево, а за спиной медведь прячется за розой',
        pt: 'conta de olhos fechados encostado a uma árvore, enquanto um urso se esconde atrás de uma rosa',
        fi: 'laskee silmät kiinni puuta vasten, ja takana karhu piiloutuu ruusun taakse',
      },
      mushroom: {
        en: 'counts with eyes shut against a tree while a bear hides behind a mushroom',
        ja: '木に顔をつけて数をかぞえている。その後ろでは、クマが小さなキノコのかげに隠れたつもり',
        ru: 'водит, уткнувшись лицом в дерево, а за спиной медведь прячется за грибом',
        pt: 'conta de olhos fechados encostado a uma árvore, enquanto um urso se esconde atrás de um cogumelo',
        fi: 'laskee silmät kiinni puuta vasten, ja takana karhu piiloutuu sienen taakse',
      },
    },
    'feather',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The seeker first, arms down, to find where its leaning head is; then its arms.
    const lean = 16;
    const head = posed(ctx, { legs: 'stand', lean }).skeleton.headCentre;
    const r = m.headR;
    const fig = posed(ctx, {
      legs: 'stand',
      lean,
      front: { reach: [head[0] + r * 1.0, head[1] - r * 1.15], hand: 'mitt', elbowUp: true },
      back: { reach: [head[0] + r * 0.6, head[1] + r * 0.05], hand: 'mitt', elbowUp: true },
      backArmOver: true,
      turn: 1,
      headTilt: 10,
      gaze: [1, 0.2],
    });
    const seeker: Actor = { fig, x: 0, facing: 1, scale: s };
    const trunkX = (head[0] + r * (ctx.who.species === 'human' ? 1.1 : 0.72)) * s;
    const tw = 16 * k;
    const bark = darker(p.wood, 0.15);
    const canopy = mix(p.ground, '#3f7d3a', 0.55);
    const treeTop = -H * 3;
    const tree: Node[] = [
      fill(
        `M${n(trunkX - 2 * k)} 0Q${n(trunkX + 2 * k)} ${n(-H * 0.5)} ${n(trunkX)} ${n(treeTop)}H${n(trunkX + tw)}Q${n(trunkX + tw - 2 * k)} ${n(-H * 0.5)} ${n(trunkX + tw + 4 * k)} 0Z`,
        bark,
        'wood',
      ),
      stroke(
        `M${n(trunkX + tw * 0.4)} ${n(-H * 0.2)}v${n(-12 * k)}M${n(trunkX + tw * 0.65)} ${n(-H * 0.7)}v${n(-10 * k)}`,
        darker(bark, 0.3),
        1.2 * k,
        'wood',
        0,
      ),
      fill(
        `M${n(trunkX - 40 * k)} ${n(-H * 1.45)}Q${n(trunkX + tw / 2)} ${n(-H * 1.75)} ${n(trunkX + tw + 50 * k)} ${n(-H * 1.45)}V${n(treeTop)}H${n(trunkX - 40 * k)}Z`,
        canopy,
        'plant',
      ),
    ];
    // The hider: a bear behind the seeker's back, facing it.
    const bear = cast('bear', rng.fork('hider'), p);
    // Bigger than any bear of the deck: the joke is how little of it the thing hides.
    const bs = bear.scale * 1.2;
    const bm = measure(bear);
    const bH = bm.height * bs;
    const crouch = ctx.object === 'mushroom';
    const bx = -(crouch ? 74 : 54) * k;
    const thing = rng.pick(['#f2f0ea', '#7ab8d8', '#e8b040']);
    const held: Node[] = [];
    let bearFig;
    if (crouch) {
      // Crouched behind the mushroom, both paws on its cap, peeking over it at the seeker.
      const sc = 1.8 * k;
      const where = { x: bx, facing: 1 as const, scale: bs };
      const capX = bx + 24 * k;
      const capTop = -29 * sc;
      held.push(placed(C.mushroom(mix(p.accent, '#d04030', 0.5)), [capX, -12 * sc], sc));
      bearFig = pose(
        bear,
        'mischief',
        {
          legs: 'crouch',
          lean: 10,
          front: { reach: toActor(where, [capX + 4 * k, capTop + 2 * k]), hand: 'mitt' },
          back: { reach: toActor(where, [capX - 8 * k, capTop + 3 * k]), hand: 'mitt' },
          backArmOver: true,
          turn: 0.45,
          gaze: [1, 0],
        },
        ctx.ink,
      );
    } else {
      const bh = bm.head;
      bearFig = pose(
        bear,
        'mischief',
        {
          legs: 'tiptoe',
          lean: -2,
          front: { reach: [bh[0] + bm.headR * 1.3, bh[1] + bm.headR * 1.6], hand: 'fist' },
          back: { angle: 40, bend: 90, hand: 'open' },
          turn: 0.35,
          gaze: [1, 0],
        },
        ctx.ink,
      );
      const hand = actorPoint(
        { fig: bearFig, x: bx, facing: 1, scale: bs },
        bearFig.skeleton.hands.front,
      );
      const sc = 1.8 * k;
      held.push(
        ctx.object === 'rose'
          ? placed(C.rose(mix(p.accent, '#d0304a', 0.6)), [hand[0], hand[1] - 10 * sc], sc)
          : placed(C.feather(thing), [hand[0], hand[1] - 12 * sc], sc, 8),
      );
    }
    const hider: Actor = { fig: bearFig, x: bx, facing: 1, scale: bs };
    const nodes: Node[] = [
      actorNodes({ ...hider, fig: { ...bearFig, hands: [] } }),
      ...held,
      actorNodes({ ...hider, fig: { ...bearFig, back: [], body: [] } }),
      actorNodes(seeker),
    ];
    const topOf = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const top = Math.min(topOf(seeker), topOf(hider)) - 8 * k;
    const left = bx - bH * 0.32;
    const box: [number, number, number, number] = [left, top, trunkX + tw + 10 * k, 4];
    const focus: Point = [(bx + trunkX) / 2, top + 30 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      wall: mirror(tree, facing),
      contacts: [
        [bx * facing, bH * 0.3],
        [0, H * 0.22],
        [(trunkX + tw / 2) * facing, tw],
      ],
      glows: [],
    });
  },
};
