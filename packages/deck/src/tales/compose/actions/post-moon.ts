/**
 * Posting the impossible: at a red pillar box, a character pushes the moon (a whale, a lighthouse)
 * into the letter slot; half of it is already in, the rest sticks out far wider than the box,
 * with a stamp on it.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const pillarRed = '#c8282c';

/** A stamp with a pinked edge, `w` wide, centred at (x, y) and turned a little. */
function stamp(x: number, y: number, w: number, tilt: number, p: Palette): Node {
  const h = w * 1.2;
  const teeth: Point[] = [];
  const step = w / 5;
  for (let i = 0; i <= 5; i++) teeth.push([-w / 2 + i * step, -h / 2 + (i % 2) * 1.2]);
  for (let i = 0; i <= 6; i++) teeth.push([w / 2 - (i % 2) * 1.2, -h / 2 + i * (h / 6)]);
  for (let i = 0; i <= 5; i++) teeth.push([w / 2 - i * step, h / 2 - (i % 2) * 1.2]);
  for (let i = 0; i <= 6; i++) teeth.push([-w / 2 + (i % 2) * 1.2, h / 2 - i * (h / 6)]);
  return group(
    [
      fill(poly(teeth), '#fbf7ee', 'paper', 0.6),
      fill(
        rect(-w * 0.32, -h * 0.34, w * 0.64, h * 0.5),
        mix(p.accent, '#ffffff', 0.2),
        'paper',
        0,
      ),
      fill(circle(0, -h * 0.1, w * 0.14), lighter(p.light, 0.3), 'paper', 0),
      stroke(`M${n(-w * 0.3)} ${n(h * 0.3)}H${n(w * 0.3)}`, p.ink, 0.6, 'detail', 0),
    ],
    `translate(${n(x)} ${n(y)}) rotate(${n(tilt)})`,
  );
}

/** A striped lighthouse, its base at (0, 0), `h` tall, its lamp lit. */
function lighthouse(h: number, p: Palette): Node[] {
  const w0 = h * 0.28;
  const w1 = h * 0.17;
  const top = -h * 0.78;
  const band = (t0: number, t1: number): string => {
    const y0 = top * t0;
    const y1 = top * t1;
    const a = w0 + (w1 - w0) * t0;
    const b = w0 + (w1 - w0) * t1;
    return poly([
      [-a / 2, y0],
      [a / 2, y0],
      [b / 2, y1],
      [-b / 2, y1],
    ]);
  };
  return [
    fill(band(0, 1), '#f4f0e8', 'stone'),
    fill(`${band(0.2, 0.4)}${band(0.6, 0.8)}`, '#2c4a7a', 'stone', 0),
    fill(rect(-w1 * 0.7, top - h * 0.03, w1 * 1.4, h * 0.03), p.ink, 'metal', 0),
    fill(rect(-w1 * 0.45, top - h * 0.13, w1 * 0.9, h * 0.1), lighter(p.light, 0.4), 'glow', 0.6),
    fill(
      `M${n(-w1 * 0.6)} ${n(top - h * 0.13)}Q0 ${n(top - h * 0.24)} ${n(w1 * 0.6)} ${n(top - h * 0.13)}Z`,
      p.ink,
      'metal',
    ),
    fill(rect(-w0 * 0.14, -h * 0.16, w0 * 0.28, h * 0.1, w0 * 0.1), darker(p.wood, 0.2), 'wood', 0),
  ];
}

/**
 * The thing going into the slot, drawn whole about the slot's middle (0, 0) with the part still
 * outside above y = 0; returns its nodes, the points the two hands push at and its top.
 */
function posted(
  object: NounId,
  p: Palette,
  w: number,
  flip: boolean,
): { nodes: Node[]; front: Point; back: Point; top: number; stampAt: Point } {
  if (object === 'whale') {
    // Nose first: the whale stands on its head in the slot, its tail up in the air.
    const L = (w * 2.6) / 70;
    const whale = T.whaleProp(lighter(p.water, 0.15), p.ink, 120 * L);
    return {
      nodes: [placed(whale, [-6 * L, 46 * L], 1, 90, flip)],
      front: [-7 * L, -24 * L],
      back: [-16 * L, -4 * L],
      top: -46 * L,
      stampAt: [2 * L, -4 * L],
    };
  }
  if (object === 'lighthouse') {
    const h = w * 3.4;
    return {
      nodes: [group(lighthouse(h, p), `translate(0 ${n(h * 0.3)})`)],
      front: [-h * 0.09, -h * 0.36],
      back: [-h * 0.11, -h * 0.14],
      top: -h * 0.72,
      stampAt: [h * 0.01, h * 0.04 - h * 0.12],
    };
  }
  // A crescent with a sleepy face, going in bottom horn first.
  const r = w * 1.2;
  const moon = P.crescent(mix(p.light, '#f4cf4a', 0.6), r, p.ink, true);
  return {
    nodes: [placed(moon, [r * 0.35, -r * 0.35])],
    front: [-r * 0.29, -r * 1.12],
    back: [-r * 0.59, -r * 0.69],
    top: -r * 1.3,
    stampAt: [r * 0.0, -r * 0.2],
  };
}

/**
 * Posting the moon, a whale or a lighthouse: beside a red pillar box, the character leans in and
 * pushes down on it with both hands; half of it has gone through the slot, the rest sticks out
 * far wider than the box, a stamp on it.
 */
export const postMoon: Action = {
  id: 'post-moon',
  objects: ['moon', 'whale', 'lighthouse'],
  feelings: ['mischief', 'resolve', 'longing', 'grief', 'joy', 'calm', 'surprise'],
  settings: ['street', 'shore', 'snowfield', 'meadow', 'forest'],
  framings: ['medium', 'low', 'wide'],
  lights: ['moon', 'sun', 'sky', 'lamp'],
  family: (o) => `post-moon:${o}`,
  concepts: [
    'post',
    'letter',
    'sending',
    'far away',
    'distance',
    'a gift',
    'missing someone',
    'too big to fit',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'posts the moon through the slot of a pillar box',
        ja: 'ポストの投函口に月を押しこんでいる。月はもう半分入っている',
        ru: 'опускает луну в почтовый ящик: она уже наполовину пролезла в щель',
        pt: 'enfia a lua na caixa do correio, e metade já passou pela ranhura',
        fi: 'postittaa kuuta postilaatikkoon, ja puolet siitä on jo luukun sisällä',
      },
      whale: {
        en: 'posts a whale through the slot of a pillar box',
        ja: 'ポストの投函口にクジラを押しこんでいる。しっぽだけがまだ外に出ている',
        ru: 'опускает кита в почтовый ящик: снаружи торчит только хвост',
        pt: 'enfia uma baleia na caixa do correio, e só a cauda ainda está de fora',
        fi: 'postittaa valasta postilaatikkoon, ja vain pyrstö on enää ulkona',
      },
      lighthouse: {
        en: 'posts a lighthouse through the slot of a pillar box',
        ja: 'ポストの投函口に灯台を押しこんでいる。灯台の明かりはまだともったまま',
        ru: 'опускает маяк в почтовый ящик, а его фонарь всё ещё горит',
        pt: 'enfia um farol na caixa do correio, com a luz ainda acesa',
        fi: 'postittaa majakkaa postilaatikkoon, ja sen valo palaa yhä',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The pillar box at the figure's own scale, no lower than a child's chest.
    const boxH = Math.max(H * 0.82, 60);
    const boxW = boxH * 0.36;
    const slotY = -boxH * 0.72;
    const thing = posted(ctx.object, p, boxW, false);
    const reach = m.arm * s;
    const px = 0;
    const frontAt: Point = [px + thing.front[0], slotY + thing.front[1]];
    const backAt: Point = [px + thing.back[0], slotY + thing.back[1]];
    // Far enough that the body stays clear of the box, near enough to push.
    const fx = Math.min(Math.min(frontAt[0], backAt[0]) - reach * 0.85, px - boxW * 0.5 - H * 0.3);
    const where = { x: fx, y: 0, facing: 1 as const, scale: s };
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 16 : 12,
      front: { reach: toActor(where, frontAt), hand: 'open' },
      back: { reach: toActor(where, backAt), hand: 'open' },
      backArmOver: true,
      turn: 0.7,
      headTilt: sad ? 20 : 6,
      gaze: sad ? [1, 0.7] : [1, 0.1],
    });
    const actor: Actor = { ...where, fig };
    // The box: a plinth, the pillar, a domed cap with a rim, the slot under its lip.
    const red = pillarRed;
    const capY = -boxH + boxW * 0.3;
    const pillar: Node[] = [
      fill(
        rect(px - boxW * 0.58, -boxH * 0.06, boxW * 1.16, boxH * 0.06),
        darker(red, 0.45),
        'metal',
      ),
      fill(rect(px - boxW / 2, capY, boxW, -capY - boxH * 0.06), red, 'metal'),
      fill(
        rect(px + boxW * 0.22, capY, boxW * 0.16, -capY - boxH * 0.06),
        lighter(red, 0.12),
        'metal',
        0,
      ),
      fill(
        `M${n(px - boxW * 0.56)} ${n(capY)}Q${n(px - boxW * 0.56)} ${n(-boxH)} ${n(px)} ${n(-boxH)}Q${n(px + boxW * 0.56)} ${n(-boxH)} ${n(px + boxW * 0.56)} ${n(capY)}Z`,
        darker(red, 0.12),
        'metal',
      ),
      fill(rect(px - boxW * 0.6, capY - 1.2 * k, boxW * 1.2, 3 * k), darker(red, 0.25), 'metal'),
      fill(rect(px - boxW * 0.3, -boxH * 0.5, boxW * 0.6, boxH * 0.12), '#f4efe2', 'paper', 0.5),
      stroke(
        `M${n(px - boxW * 0.2)} ${n(-boxH * 0.46)}H${n(px + boxW * 0.2)}M${n(px - boxW * 0.2)} ${n(-boxH * 0.42)}H${n(px + boxW * 0.12)}`,
        p.ink,
        0.7,
        'detail',
        0,
      ),
    ];
    const slotW = boxW * 0.62;
    const slot = fill(
      rect(px - slotW / 2, slotY - 1.6 * k, slotW, 3.2 * k, 1),
      '#1a1216',
      'metal',
      0,
    );
    // Only what is still outside shows: the thing cut at the slot's line.
    const far = H * 4;
    const outside = group(
      [group(thing.nodes, `translate(${n(px)} ${n(slotY)})`)],
      undefined,
      rect(px - far, slotY - far, far * 2, far),
    );
    const stampNode = stamp(
      px + thing.stampAt[0],
      slotY + thing.stampAt[1],
      7 * Math.max(k, 0.8),
      -12,
      p,
    );
    // A few strain lines where it squeezes through.
    const squeeze = stroke(
      `M${n(px - slotW * 0.75)} ${n(slotY - 3 * k)}l-5 -2M${n(px + slotW * 0.75)} ${n(slotY - 3 * k)}l5 -2M${n(px - slotW * 0.7)} ${n(slotY + 2 * k)}l-6 1M${n(px + slotW * 0.7)} ${n(slotY + 2 * k)}l6 1`,
      p.ink,
      1,
      'detail',
      0,
    );
    const nodes: Node[] = [...pillar, slot, outside, stampNode, squeeze, actorNodes(actor)];
    const headTop = (m.headTop - 4) * s;
    const thingTop = slotY + thing.top;
    const halfW = Math.max(boxW * 0.6, -thing.back[0] + 4, boxW * 1.0);
    const top = Math.min(headTop, thingTop) - 6;
    const box: [number, number, number, number] = [fx - H * 0.3, top, px + halfW + 8 * k, 4];
    const focus: Point = [px, slotY - 8 * k];
    const glow = ctx.object === 'moon' || ctx.object === 'lighthouse';
    const glowAt: Point =
      ctx.object === 'moon' ? [px, slotY - boxW * 0.5] : [px, thingTop + boxW * 0.5];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [fx * facing, H * 0.22],
        [px * facing, boxW * 0.8],
      ],
      glows: glow ? [{ at: mx(glowAt, facing), r: boxW * 1.1, color: p.light }] : [],
      light: glow ? { at: mx(glowAt, facing), kind: 'glow', reach: 90 } : undefined,
      closeBox: facingBox([fx - H * 0.2, top, px + halfW + 4, slotY + 20 * k], facing),
    });
  },
};
