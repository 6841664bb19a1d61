/**
 * Sent down in a basket: from a high window in a stone tower, someone leans out and lowers a
 * basket on a rope, and in it is a star (a cloud, a heart) for the one below, who
 * reaches up for it.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, cast, pose, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What rides in the basket, sitting in its mouth at (x, y), `k` the scene's unit. */
function cargo(object: NounId, p: Palette, x: number, y: number, u: number): Node[] {
  const k = u * 1.35;
  switch (object) {
    case 'star':
      return [placed(P.star(lighter(p.light, 0.4), 11 * k), [x, y - 6 * k], 1, 10)];
    case 'cloud':
      return [placed(P.cloud(lighter(p.sky[1], 0.75), 34 * k), [x, y - 4 * k], 1)];
    default:
      return [placed(P.heart(p.accent, 10 * k, true), [x, y - 4 * k], 1)];
  }
}

/**
 * Lowering a star, a cloud or a heart in a basket: someone leans out of a high window in
 * a stone tower, paying out the rope; below, the character stands on tiptoe at the tower's foot,
 * both hands up to take the basket.
 */
export const basketDown: Action = {
  id: 'basket-down',
  objects: ['star', 'cloud', 'heart'],
  feelings: ['joy', 'longing', 'wonder', 'surprise', 'calm', 'mischief'],
  settings: ['meadow', 'forest', 'street', 'snowfield', 'shore', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['moon', 'sun', 'sky', 'window'],
  family: (o) => `basket-down:${o}`,
  concepts: [
    'tower',
    'basket',
    'rope',
    'window',
    'a gift from above',
    'secret',
    'Rapunzel',
    'sharing',
    'waiting below',
  ],
  say: sayFrom(
    {
      star: {
        en: 'reaches up for a star, let down in a basket from a tower window',
        ja: '塔の窓からかごに入れて下ろされてくる星に、手をのばしている',
        ru: 'тянется к звезде, которую спускают в корзинке из окна башни',
        pt: 'estica os braços para uma estrela, que descem num cesto da janela de uma torre',
        fi: 'kurkottaa kohti tähteä, jota lasketaan korissa tornin ikkunasta',
      },
      cloud: {
        en: 'reaches up for a cloud, let down in a basket from a tower window',
        ja: '塔の窓からかごに入れて下ろされてくる雲に、手をのばしている',
        ru: 'тянется к облаку, которое спускают в корзинке из окна башни',
        pt: 'estica os braços para uma nuvem, que descem num cesto da janela de uma torre',
        fi: 'kurkottaa kohti pilveä, jota lasketaan korissa tornin ikkunasta',
      },
      heart: {
        en: 'reaches up for a heart, let down in a basket from a tower window',
        ja: '塔の窓からかごに入れて下ろされてくるハートに、手をのばしている',
        ru: 'тянется к сердцу, которое спускают в корзинке из окна башни',
        pt: 'estica os braços para um coração, que descem num cesto da janela de uma torre',
        fi: 'kurkottaa kohti sydäntä, jota lasketaan korissa tornin ikkunasta',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The basket just over the character's raised hands, the window half a figure above it.
    const reachTop = m.reachTop * s;
    const basketW = 32 * k;
    const basketH = 16 * k;
    const bx = 0;
    const basketBottom = reachTop - 3 * k;
    const basketTop = basketBottom - basketH;
    const sillY = basketTop - 48 * k;
    const winW = 38 * k;
    const winH = 44 * k;
    const wx = bx - 6 * k;
    const t0 = wx - 44 * k;
    const t1 = wx + 38 * k;
    const towerTop = sillY - winH - 16 * k;
    const stone = mix(p.paper, '#a89684', 0.55);
    // The one below: on tiptoe beside the basket, facing the tower, both hands up to it.
    const rx = bx + 27 * k;
    const rWhere = { x: rx, y: 0, facing: -1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      front: { reach: toActor(rWhere, [bx + basketW * 0.3, basketBottom + 1 * k]), hand: 'open' },
      back: { reach: toActor(rWhere, [bx + basketW * 0.05, basketBottom + 2 * k]), hand: 'open' },
      turn: 0.55,
      headTilt: -18,
      gaze: [0.8, -1],
    });
    const below: Actor = { fig, ...rWhere };
    // The one above: leaning out over the sill, both hands on the rope.
    const upperWho = rng.pick(whos.filter((w) => w !== ctx.who.who));
    const upper = cast(upperWho, rng.fork('upper'), p);
    // As tall as the one below, so a bear in the window does not dwarf a mouse on the ground.
    const su = H / measure(upper).height;
    const upperFeeling: Feeling = rng.pick(['joy', 'calm', 'longing', 'mischief'] as const);
    const ropeTop: Point = [bx + 2 * k, sillY - 2 * k];
    const probe = pose(
      upper,
      upperFeeling,
      { legs: 'stand', front: { angle: 0, bend: 0 }, back: { angle: 0, bend: 0 } },
      ctx.ink,
    ).skeleton.hip;
    const uWhere = {
      x: wx - 4 * k,
      y: sillY + 12 * k - probe[1] * su,
      facing: 1 as const,
      scale: su,
    };
    const uFig = pose(
      upper,
      upperFeeling,
      {
        legs: 'stand',
        lean: 22,
        front: { reach: toActor(uWhere, ropeTop), hand: 'fist' },
        back: { reach: toActor(uWhere, [ropeTop[0] - 3 * k, ropeTop[1] + 1 * k]), hand: 'fist' },
        turn: 0.4,
        headTilt: 20,
        gaze: [0.5, 1],
      },
      ctx.ink,
    );
    const above: Actor = { fig: uFig, ...uWhere };
    // The tower: stones, a dark window with an arched top, the sill over the leaning figure.
    const course = 12 * k;
    const joints: string[] = [];
    for (let y = -course, row = 0; y > towerTop; y -= course, row++) {
      joints.push(`M${n(t0)} ${n(y)}H${n(t1)}`);
      for (let x = t0 + ((row % 2) + 0.5) * 11 * k; x < t1; x += 22 * k)
        joints.push(`M${n(x)} ${n(y)}v${n(course)}`);
    }
    const arch = `M${n(wx - winW / 2)} ${n(sillY)}V${n(sillY - winH + winW / 2)}A${n(winW / 2)} ${n(winW / 2)} 0 0 1 ${n(wx + winW / 2)} ${n(sillY - winH + winW / 2)}V${n(sillY)}Z`;
    const tower: Node[] = [
      fill(rect(t0, towerTop, t1 - t0, -towerTop), stone, 'stone'),
      stroke(joints.join(''), darker(stone, 0.18), 0.9 * k, 'stone', 0),
      fill(
        [0, 1, 2, 3]
          .map((i) => rect(t0 + i * ((t1 - t0) / 3.5), towerTop - 9 * k, (t1 - t0) / 7, 9 * k))
          .join(''),
        stone,
        'stone',
      ),
      fill(arch, mix(p.ink, '#2a2030', 0.5), 'wall'),
      fill(
        circle(wx + winW * 0.25, sillY - winH * 0.6, winW * 0.12),
        lighter(p.light, 0.2),
        'glow',
        0,
      ),
    ];
    // Only what leans out over the sill shows of the one above.
    const upperShown = group(
      [actorNodes(above)],
      undefined,
      rect(t0 - 200, towerTop - 200, t1 - t0 + 400, sillY + 200 - towerTop),
    );
    const sill = fill(
      rect(wx - winW / 2 - 3 * k, sillY - 1 * k, winW + 6 * k, 4 * k),
      lighter(stone, 0.15),
      'stone',
    );
    // The rope from the hands over the sill to the basket's handle; the basket and its cargo.
    const handleTop = basketTop - 9 * k;
    const rope = stroke(
      `M${n(ropeTop[0])} ${n(ropeTop[1])}L${n(bx)} ${n(handleTop)}`,
      '#b89a6a',
      1.3 * k,
      'detail',
    );
    const wicker = mix(p.wood, '#c89a5a', 0.5);
    const basket: Node[] = [
      stroke(
        `M${n(bx - basketW * 0.42)} ${n(basketTop)}Q${n(bx)} ${n(handleTop - 6 * k)} ${n(bx + basketW * 0.42)} ${n(basketTop)}`,
        darker(wicker, 0.2),
        1.8 * k,
        'wood',
      ),
      ...cargo(ctx.object, p, bx, basketTop + 2 * k, k),
      fill(
        `M${n(bx - basketW / 2)} ${n(basketTop)}H${n(bx + basketW / 2)}L${n(bx + basketW * 0.4)} ${n(basketBottom)}H${n(bx - basketW * 0.4)}Z`,
        wicker,
        'wood',
      ),
      stroke(
        `M${n(bx - basketW * 0.45)} ${n(basketTop + basketH * 0.35)}H${n(bx + basketW * 0.45)}M${n(bx - basketW * 0.42)} ${n(basketTop + basketH * 0.7)}H${n(bx + basketW * 0.42)}`,
        darker(wicker, 0.25),
        0.8 * k,
        'detail',
        0,
      ),
    ];
    const nodes: Node[] = [...tower, upperShown, sill, rope, ...basket, actorNodes(below)];
    const head = actorPoint(below, [0, fig.skeleton.headCentre[1] - fig.headR]);
    const top = Math.min(towerTop - 10 * k, head[1]) - 4;
    const box: [number, number, number, number] = [t0 - 2, top, Math.max(t1, rx + 24 * k), 4];
    const focus: Point = [bx, basketTop];
    const glow = ctx.object === 'star' || ctx.object === 'heart';
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [((t0 + t1) / 2) * facing, (t1 - t0) * 0.6],
        [rx * facing, H * 0.2],
      ],
      glows: glow ? [{ at: mx(focus, facing), r: 20 * k, color: p.light }] : [],
      light: glow ? { at: mx(focus, facing), kind: 'glow', reach: 80 } : undefined,
      closeBox: facingBox([t0, sillY - winH, rx + 20 * k, basketBottom + 30 * k], facing),
    });
  },
};
