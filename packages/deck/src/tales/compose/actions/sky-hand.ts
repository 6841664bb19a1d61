/**
 * A giant hand reaching down out of a cloud, and a small figure on tiptoe holding something up to
 * it: an offering, a prayer, a gift to a god, a trade, the finger almost touching.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';

/** A rounded bar from (0, 0) along +y, `len` long and `w` wide, turned `deg` degrees. */
function digit(at: Point, len: number, w: number, deg: number, color: string): Node {
  return group(
    [fill(rect(-w / 2, -w / 2, w, len + w / 2, w / 2), color, 'skin')],
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(deg)})`,
  );
}

/**
 * A giant's open hand reaching down, palm towards us, its wrist at (0, 0) and its fingers along
 * +y, `u` long from the wrist to the longest fingertip; a sleeve above the wrist.
 */
function giantHand(u: number, skin: string, sleeve: string): Node[] {
  const out: Node[] = [];
  const line = darker(skin, 0.3);
  // The sleeve runs up into the cloud; a fold at the cuff.
  out.push(fill(rect(-u * 0.26, -u * 0.5, u * 0.52, u * 0.54, u * 0.05), sleeve, 'cloth'));
  out.push(
    stroke(
      `M${n(-u * 0.24)} ${n(-u * 0.04)}Q0 ${n(u * 0.03)} ${n(u * 0.24)} ${n(-u * 0.04)}`,
      darker(sleeve, 0.2),
      u * 0.015,
      'detail',
      0,
    ),
  );
  // Four fingers a little spread and bent in, the index the longest, reaching for the thing.
  for (const [x, len, deg] of [
    [-0.13, 0.36, 12],
    [-0.045, 0.44, 4],
    [0.045, 0.47, -3],
    [0.135, 0.44, -12],
  ] as const)
    out.push(digit([u * x, u * 0.5], u * len, u * 0.1, deg, skin));
  // The palm, then the thumb out to the side.
  out.push(
    fill(
      `M${n(-u * 0.19)} 0C${n(-u * 0.22)} ${n(u * 0.2)} ${n(-u * 0.22)} ${n(u * 0.42)} ${n(-u * 0.18)} ${n(u * 0.56)}L${n(u * 0.19)} ${n(u * 0.56)}C${n(u * 0.23)} ${n(u * 0.4)} ${n(u * 0.22)} ${n(u * 0.18)} ${n(u * 0.19)} 0Z`,
      skin,
      'skin',
    ),
  );
  out.push(digit([u * 0.17, u * 0.2], u * 0.3, u * 0.11, -42, skin));
  // Creases of the palm, so it reads as a hand held open.
  out.push(
    stroke(
      `M${n(-u * 0.14)} ${n(u * 0.38)}Q0 ${n(u * 0.3)} ${n(u * 0.14)} ${n(u * 0.42)}M${n(-u * 0.08)} ${n(u * 0.16)}Q${n(u * 0.02)} ${n(u * 0.3)} ${n(-u * 0.04)} ${n(u * 0.5)}`,
      line,
      u * 0.012,
      'detail',
      0,
    ),
  );
  return out;
}

/**
 * A cloud of overlapping puffs drawn without an outline (the kit's cloud is inked puff by puff,
 * its inner edges showing), centred on (0, 0), `w` wide; its underside shaded.
 */
function cloudNodes(w: number, color: string): Node[] {
  const puffs: [number, number, number][] = [
    [-0.34, 0.05, 0.2],
    [-0.14, -0.12, 0.27],
    [0.12, -0.16, 0.3],
    [0.34, 0.0, 0.22],
    [0.0, 0.08, 0.26],
  ];
  const under = darker(color, 0.12);
  return [
    ...puffs.map(([x, y, r]) => fill(circle(x * w, y * w + w * 0.04, r * w), under, 'detail', 0)),
    ...puffs.map(([x, y, r]) => fill(circle(x * w, y * w, r * w), color, 'detail', 0)),
  ];
}

/** How big each thing is drawn on the raised palm. */
const sizes: Readonly<Record<string, number>> = {
  heart: 1.5,
  apple: 1,
  rose: 1,
  letter: 1.2,
  key: 1,
  bird: 1.1,
  lantern: 1,
};

/**
 * Holding something up to a giant hand that reaches down out of a cloud: on tiptoe, the thing on
 * the raised palm, the giant's finger almost touching it; light falls from behind the cloud.
 */
export const skyHand: Action = {
  id: 'sky-hand',
  objects: ['heart', 'apple', 'rose', 'letter', 'lantern', 'bird', 'key'],
  feelings: ['wonder', 'longing', 'fear', 'joy', 'calm', 'grief', 'resolve'],
  settings: [
    'meadow',
    'shore',
    'rooftop',
    'snowfield',
    'desert',
    'icefield',
    'clouds',
    'street',
    'forest',
  ],
  framings: ['medium', 'low'],
  lights: ['sun', 'sky', 'moon', 'glow'],
  family: (o) => `sky-hand:${o}`,
  concepts: ['offering', 'prayer', 'giant', 'gift', 'heaven', 'touch', 'trust', 'small and big'],
  say: phrasebook({
    en: (x) => `holds up ${enA(x)} to a giant hand reaching down from the clouds`,
    ja: (x) => `雲の中から伸びてくる巨大な手に、${x.ja}を差し出している`,
    ru: (x) => `протягивает ${x.ru.acc} огромной руке, что тянется к нему из облаков`,
    pt: (x) => `oferece ${ptA(x.pt)} a uma mão gigante que desce das nuvens`,
    fi: (x) => `ojentaa ${x.fi.acc} jättimäiselle kädelle, joka kurottuu alas pilvistä`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const afraid = ctx.feeling === 'fear';
    const sad = ctx.feeling === 'grief';
    // The palm raised high before the face; the thing rests on it (a lantern hangs from it).
    const palm: Point = [m.headR * 2.1, m.headTop - 6];
    const fig = posed(ctx, {
      legs: afraid ? 'stand' : 'tiptoe',
      lean: afraid ? -8 : sad ? 6 : -4,
      front: { reach: palm, hand: ctx.object === 'lantern' ? 'fist' : 'open' },
      back: afraid
        ? { angle: 60, bend: 100, hand: 'open' }
        : sad
          ? { angle: 10, bend: 30 }
          : { angle: -30, bend: 20, hand: 'open' },
      turn: 0.55,
      headTilt: -22,
      gaze: [0.6, -1],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const prop = drawThing(ctx.object, p, rng);
    const k = sizes[ctx.object] ?? 1.1;
    const pb = nodeBox(group(prop.nodes), identity) ?? [-8, -8, 8, 8];
    const hangs = ctx.object === 'lantern';
    const thingAt: Point = hangs
      ? hand
      : [hand[0] - ((pb[0] + pb[2]) / 2) * k, hand[1] - 3 * s - pb[3] * k];
    const thing = placed(prop, thingAt, k);
    const tb = nodeBox(thing, identity) ?? [hand[0] - 8, hand[1] - 16, hand[0] + 8, hand[1]];
    // The giant's finger stops just short of the thing, coming down from above and beyond it.
    const u = H * 0.6;
    const tip: Point = [(tb[0] + tb[2]) / 2 + 3, (hangs ? hand[1] - 6 : tb[1]) - H * 0.04];
    const angle = 28;
    const r = (angle * Math.PI) / 180;
    const wrist: Point = [tip[0] + Math.sin(r) * u, tip[1] - Math.cos(r) * u];
    const skin = mix('#e9c8a8', p.light, 0.25);
    const sleeve = mix('#f4efe6', p.sky[1], 0.3);
    const giant = group(
      giantHand(u, skin, sleeve),
      `translate(${n(wrist[0])} ${n(wrist[1])}) rotate(${n(angle)})`,
    );
    const cloudAt: Point = [wrist[0] + u * 0.14, wrist[1] - u * 0.2];
    const cloud = { nodes: cloudNodes(u * 1.0, mix(p.sky[1], '#ffffff', 0.55)), size: u };
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const nodes: Node[] = [
      giant,
      placed(cloud, cloudAt),
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      thing,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const cb = nodeBox(placed(cloud, cloudAt), identity) ?? [
      cloudAt[0] - u,
      cloudAt[1] - 20,
      cloudAt[0] + u,
      cloudAt[1],
    ];
    const glow = glowsItself(ctx.object);
    const mid: Point = [(tb[0] + tb[2]) / 2, (tb[1] + tb[3]) / 2];
    const gap: Point = [(mid[0] + tip[0]) / 2, (tb[1] + tip[1]) / 2];
    const box: [number, number, number, number] = [
      Math.min(-m.headR * 2.5 * s, cb[0]) - 4,
      cb[1] - 4,
      Math.max(cb[2], tb[2]) + 4,
      4,
    ];
    return staged(facingBox(box, facing), mx(gap, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 22 * s]],
      glows: [{ at: mx(glow ? mid : gap, facing), r: 26 * s, color: p.light }],
      light: { at: mx(cloudAt, facing), kind: 'glow', reach: 200 },
      closeBox: facingBox([box[0], box[1], box[2], (m.shoulder + 6) * s], facing),
    });
  },
};
