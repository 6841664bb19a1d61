/**
 * A giant hand reaching down out of a cloud, and a small figure on tiptoe holding something up to
 * it: an offering, a prayer, a gift to a god, a trade, the finger almost touching.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Rng } from '../../../random.ts';
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
  out.push(fill(rect(-u * 0.26, -u * 0.3, u * 0.52, u * 0.34, u * 0.05), sleeve, 'cloth'));
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
  // A crease across the palm, so it reads as a hand held open.
  out.push(
    stroke(
      `M${n(-u * 0.13)} ${n(u * 0.4)}Q0 ${n(u * 0.34)} ${n(u * 0.12)} ${n(u * 0.42)}`,
      line,
      u * 0.012,
      'detail',
      0,
    ),
  );
  return out;
}

/**
 * A bank of cloud across the top of the story, from `x0` to `x1`, its underside at `y`: a row of
 * puffs of the card's own sizes (so no two banks are one cumulus), drawn without outlines (the
 * kit's cloud shows its inner edges when inked), its belly shaded and its top lit from behind.
 */
function cloudBank(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
  light: string,
): Node[] {
  const puffs: [number, number, number][] = [];
  for (let x = x0; x < x1 + h * 0.3; x += h * rng.range(0.5, 0.8)) {
    const r = h * rng.range(0.45, 0.75);
    puffs.push([x, y - r * rng.range(0.5, 0.9), r]);
  }
  const top = y - h * 0.9;
  const body = `M${n(x0)} ${n(y - h * 0.4)}L${n(x0)} ${n(top)}L${n(x1)} ${n(top)}L${n(x1)} ${n(y - h * 0.4)}Z`;
  return [
    fill(body, lighter(color, 0.1), 'detail', 0),
    ...puffs.map(([x, cy, r]) =>
      fill(circle(x, cy - r * 0.25, r), lighter(light, 0.35), 'glow', 0),
    ),
    ...puffs.map(([x, cy, r]) =>
      fill(circle(x, cy + r * 0.1, r * 0.95), darker(color, 0.12), 'detail', 0),
    ),
    ...puffs.map(([x, cy, r]) => fill(circle(x, cy, r * 0.92), color, 'detail', 0)),
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
  objects: ['heart', 'apple', 'rose', 'letter', 'lantern', 'bird', 'key', 'globe', 'crown'],
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
    ru: (x) => `протягивает ${x.ru.acc} огромной руке, что тянется из облаков`,
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
    // The giant's hand, bigger than the one who offers, comes down nearly straight out of a
    // bank of cloud; its longest finger stops just short of the thing.
    const u = H * 1.3;
    const tip: Point = [(tb[0] + tb[2]) / 2 + 3, (hangs ? hand[1] - 6 : tb[1]) - H * 0.05];
    const angle = 14;
    const r = (angle * Math.PI) / 180;
    const reach: Point = [u * 0.045, u * 0.97];
    const wrist: Point = [
      tip[0] - (reach[0] * Math.cos(r) - reach[1] * Math.sin(r)),
      tip[1] - (reach[0] * Math.sin(r) + reach[1] * Math.cos(r)),
    ];
    const skin = mix('#e9c8a8', p.light, 0.25);
    const sleeve = mix(rng.pick(['#f4efe6', '#c8d4e8', '#e8d8c0']), p.sky[1], 0.3);
    const giant = group(
      giantHand(u, skin, sleeve),
      `translate(${n(wrist[0])} ${n(wrist[1])}) rotate(${n(angle)})`,
    );
    const left = Math.min(-m.headR * 2.5 * s, wrist[0] - u * 0.45);
    const right = Math.max(tb[2], wrist[0] + u * 0.5);
    const bankY = wrist[1] - u * 0.06;
    const bank = cloudBank(
      rng,
      left,
      right,
      bankY,
      u * 0.3,
      mix(p.sky[1], '#ffffff', 0.45),
      p.light,
    );
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const nodes: Node[] = [
      giant,
      ...bank,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      thing,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const cloudAt: Point = [wrist[0], bankY - u * 0.2];
    const glow = glowsItself(ctx.object);
    const mid: Point = [(tb[0] + tb[2]) / 2, (tb[1] + tb[3]) / 2];
    const gap: Point = [(mid[0] + tip[0]) / 2, (tb[1] + tip[1]) / 2];
    const box: [number, number, number, number] = [left - 4, bankY - u * 0.36, right + 4, 4];
    return staged(facingBox(box, facing), mx(gap, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 22 * s]],
      glows: [{ at: mx(glow ? mid : gap, facing), r: 26 * s, color: p.light }],
      light: { at: mx(cloudAt, facing), kind: 'glow', reach: 200 },
      closeBox: facingBox([box[0], box[1], box[2], (m.shoulder + 6) * s], facing),
    });
  },
};
