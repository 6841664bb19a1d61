/**
 * Wheeled home: leaning into the handles, a character pushes a wheelbarrow heaped far over its rim
 * with a whale (its tail hanging off the back) or the sea (sloshing, a paper boat on it).
 */
import { circle, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The load heaped in the tray, its middle at (x, y) on the tray's rim, `w` the tray's width. */
function load(object: NounId, p: Palette, x: number, y: number, w: number): Node[] {
  if (object === 'whale') {
    // Lying along the tray, its head over the front rim, its tail off the back.
    const len = w * 1.7;
    return [placed(T.whaleProp(lighter(p.water, 0.15), p.ink, len), [x + w * 0.22, y - w * 0.1])];
  }
  const water = mix(p.water, '#2f7ab0', 0.35);
  const crest = lighter(water, 0.6);
  const h = w * 0.6;
  return [
    fill(
      `M${n(x - w * 0.55)} ${n(y + 2)}Q${n(x - w * 0.45)} ${n(y - h * 0.8)} ${n(x - w * 0.2)} ${n(y - h * 0.7)}Q${n(x)} ${n(y - h * 1.3)} ${n(x + w * 0.2)} ${n(y - h * 0.8)}Q${n(x + w * 0.45)} ${n(y - h)} ${n(x + w * 0.6)} ${n(y + 2)}Z`,
      water,
      'water',
    ),
    stroke(
      `M${n(x - w * 0.35)} ${n(y - h * 0.55)}q${n(w * 0.06)} ${n(-w * 0.06)} ${n(w * 0.12)} 0M${n(x + w * 0.25)} ${n(y - h * 0.6)}q${n(w * 0.06)} ${n(-w * 0.06)} ${n(w * 0.12)} 0`,
      crest,
      1.4,
      'detail',
      0,
    ),
    // Spilling over the front rim.
    fill(
      `M${n(x + w * 0.5)} ${n(y)}q${n(w * 0.12)} ${n(w * 0.05)} ${n(w * 0.1)} ${n(w * 0.3)}q${n(-w * 0.04)} ${n(-w * 0.12)} ${n(-w * 0.14)} ${n(-w * 0.2)}Z`,
      water,
      'water',
      0,
    ),
    placed(P.paperBoat(lighter(p.paper, 0.2)), [x - w * 0.02, y - h * 1.12], w / 60),
  ];
}

/**
 * Pushing a whale or the sea in a wheelbarrow: the character leans into the handles,
 * the barrow's one wheel in front, its tray heaped far over the rim (the whale's tail hanging off
 * the back, the sea sloshing over the front with a paper boat riding it).
 */
export const wheelbarrow: Action = {
  id: 'wheelbarrow',
  objects: ['whale', 'sea'],
  feelings: ['resolve', 'joy', 'mischief', 'calm', 'fear', 'surprise'],
  settings: ['meadow', 'street', 'shore', 'forest', 'snowfield', 'desert', 'rooftop'],
  framings: ['medium', 'low', 'wide'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `wheelbarrow:${o}`,
  concepts: [
    'wheelbarrow',
    'hard work',
    'gardening',
    'a heavy load',
    'moving house',
    'effort',
    'bringing it home',
    'pushing',
  ],
  say: sayFrom(
    {
      whale: {
        en: 'pushes a whale along in a wheelbarrow',
        ja: '手押し車にクジラをのせて、押して運んでいる。しっぽが後ろにはみ出している',
        ru: 'везёт кита в садовой тачке, и хвост свисает сзади',
        pt: 'empurra uma baleia num carrinho de mão, com a cauda a cair para trás',
        fi: 'työntää valasta kottikärryissä, ja pyrstö roikkuu takaa',
      },
      sea: {
        en: 'pushes the sea along in a wheelbarrow',
        ja: '手押し車に海をのせて、こぼしながら押して運んでいる',
        ru: 'везёт море в садовой тачке, и оно плещет через край',
        pt: 'empurra o mar num carrinho de mão, a transbordar pela borda',
        fi: 'työntää merta kottikärryissä, ja se läikkyy reunojen yli',
      },
    },
    'whale',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The barrow: the tray ahead of the pusher, one wheel under its front, handles to the hands.
    const grip: Point = [30 * k, m.hip * s + 2 * k];
    const t0 = 40 * k;
    const t1 = 86 * k;
    const trayTop = -34 * k;
    const trayBottom = -16 * k;
    const wheel: Point = [t1 - 4 * k, -9 * k];
    const metal = '#5a6068';
    const trayC = mix(p.accent, '#3a7a5a', 0.4);
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: 'stride',
      lean: 18,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, [grip[0] - 3 * k, grip[1] + 2 * k]), hand: 'fist' },
      turn: 0.8,
      headTilt: scared ? -8 : 6,
      gaze: [1, scared ? -0.4 : 0.2],
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const barrowBack: Node[] = [
      stroke(
        `M${n(hand[0] - 2 * k)} ${n(hand[1])}L${n(t0 + 4 * k)} ${n(trayTop + 4 * k)}L${n(wheel[0])} ${n(wheel[1])}`,
        darker(p.wood, 0.1),
        2.6 * k,
        'wood',
      ),
      stroke(`M${n(t0 + 6 * k)} ${n(trayBottom)}L${n(t0 + 2 * k)} -1`, metal, 2 * k, 'metal'),
    ];
    const trayFront = fill(
      poly([
        [t0, trayTop],
        [t1 + 4 * k, trayTop - 4 * k],
        [t1 - 8 * k, trayBottom],
        [t0 + 8 * k, trayBottom],
      ]),
      trayC,
      'metal',
    );
    const rim = stroke(
      `M${n(t0 - 1 * k)} ${n(trayTop)}L${n(t1 + 5 * k)} ${n(trayTop - 4 * k)}`,
      darker(trayC, 0.3),
      1.6 * k,
      'metal',
    );
    const wheelNodes: Node[] = [
      fill(circle(wheel[0], wheel[1], 9 * k), '#2a2628', 'detail'),
      fill(circle(wheel[0], wheel[1], 3 * k), metal, 'metal', 0),
    ];
    const w = t1 - t0;
    const nodes: Node[] = [
      ...barrowBack,
      ...wheelNodes,
      group(load(ctx.object, p, (t0 + t1) / 2, trayTop - 2 * k, w)),
      trayFront,
      rim,
      actorNodes(actor),
    ];
    const headTop = (m.headTop - 4) * s;
    const loadTop = trayTop - w * 0.6;
    const top = Math.min(headTop, loadTop) - 6;
    const right = ctx.object === 'whale' ? t1 + w * 0.6 : t1 + 10 * k;
    const left = -H * 0.3;
    const box: [number, number, number, number] = [left, top, right, 4];
    const focus: Point = [(t0 + t1) / 2, trayTop - 10 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.24],
        [wheel[0] * facing, 14 * k],
      ],
      glows: [],
      closeBox: facingBox([left, top, right, trayBottom], facing),
    });
  },
};
