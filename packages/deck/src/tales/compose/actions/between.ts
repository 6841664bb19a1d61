/**
 * Two characters acting on each other through one thing (a blind review: "characters touch at a
 * single point rather than interacting"): a tug of war over a rope tied to the moon, an umbrella
 * held over someone under which, and only there, it rains.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, mapShapes, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { poses } from '../../kit/poses.ts';
import {
  actorFace,
  actorNodes,
  actorPoint,
  cast,
  pose,
  toActor,
  whos,
  type Actor,
  type Who,
} from '../cast.ts';
import { coveredShare } from '../faults.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { measure, placed, posed, staged, facingBox } from '../helpers.ts';
import { partner } from '../subjects.ts';
import type { Action } from '../types.ts';
import { oval, type Lines } from './close.ts';
import { mirror, mx } from './water.ts';

/** Whether a partner is a person (for the family: a bear and a fox pulling is one story, a girl another). */
function kindOf(second: string | null): string {
  return ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man'].includes(second ?? '')
    ? 'person'
    : (second ?? '');
}

/** What a tug of war can be over, up in the air: its name per language, in the cases the phrase needs. */
const tugThings: Readonly<Record<string, Lines>> = {
  moon: { en: 'the moon', ja: '月', ru: 'луне', pt: 'à lua', fi: 'kuuhun' },
  cloud: { en: 'a cloud', ja: '雲', ru: 'облаку', pt: 'a uma nuvem', fi: 'pilveen' },
  star: { en: 'a star', ja: '星', ru: 'звезде', pt: 'a uma estrela', fi: 'tähteen' },
  heart: { en: 'a heart', ja: 'ハート', ru: 'сердцу', pt: 'a um coração', fi: 'sydämeen' },
};

/**
 * A tug of war with someone over a rope tied to something in the sky (the moon, a cloud, a star,
 * a heart): both lean back, heels dug in, the thing hanging between them.
 */
export const tug: Action = {
  id: 'tug',
  objects: ['moon', 'cloud', 'star', 'heart'],
  seconds: () => whos,
  feelings: ['resolve', 'mischief', 'joy', 'fear', 'surprise'],
  settings: ['meadow', 'rooftop', 'shore', 'snowfield', 'desert', 'icefield', 'clouds', 'street'],
  framings: ['medium', 'wide', 'low'],
  fixedFramings: true,
  family: (o, s) => `tug:${o}:${kindOf(s)}`,
  concepts: ['tug of war', 'rivalry', 'sharing', 'quarrel', 'tie', 'wanting the same thing'],
  say(lang, object, second) {
    const w = partner(second, 'bear');
    const t = tugThings[object] ?? tugThings['moon'];
    if (t === undefined) throw new Error('no tug thing');
    switch (lang) {
      case 'en':
        return `plays tug of war with ${w.en} on a rope tied to ${t.en}`;
      case 'ja':
        return `${w.ja}と、${t.ja}に結んだ綱を引っ張り合っている`;
      case 'ru':
        return `перетягивает с ${w.ru[1]} канат, привязанный к ${t.ru}`;
      case 'pt':
        return `disputa com ${w.pt} um cabo de guerra preso ${t.pt}`;
      case 'fi':
        return `vetää ${w.fi[1]} kanssa köyttä, joka on sidottu ${t.fi}`;
    }
  },
  stage(ctx) {
    const { rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'bear') as Who, rng.fork('partner'), p);
    const ma = measure(ctx.who);
    const mb = measure(other);
    const sa = ctx.who.scale;
    const sb = other.scale;
    const gap = 62;
    const ax = -gap;
    const bx = gap;
    const pullA = { ...poses.pull, gaze: [0.6, -0.7] as Point, headTilt: -10 };
    const a: Actor = { fig: posed(ctx, pullA), x: ax, facing: 1, scale: sa };
    const bFeeling = rng.pick(['resolve', 'mischief', 'joy'] as const);
    const b: Actor = {
      fig: pose(other, bFeeling, { ...poses.pull, gaze: [0.6, -0.7], headTilt: -10 }, ctx.ink),
      x: bx,
      facing: -1,
      scale: sb,
    };
    const handA: Point = [
      ax + a.fig.skeleton.hands.front[0] * sa,
      a.fig.skeleton.hands.front[1] * sa,
    ];
    const handB: Point = [
      bx - b.fig.skeleton.hands.front[0] * sb,
      b.fig.skeleton.hands.front[1] * sb,
    ];
    const topY = Math.min(ma.headTop * sa, mb.headTop * sb);
    // The thing pulled is the picture's big shape, as wide as the gap between the two, hauled
    // down almost onto their heads; the rope tied under it.
    const big = 34;
    const thingAt: Point = [rng.range(-6, 6), topY - big - 14];
    const thing =
      ctx.object === 'moon'
        ? P.fullMoon(lighter(p.light, 0.3), big)
        : drawThing(ctx.object, p, rng);
    const k = ctx.object === 'moon' ? 1 : (big * 2) / Math.max(1, thing.size);
    const knot: Point = [thingAt[0], thingAt[1] + big * (ctx.object === 'cloud' ? 0.35 : 0.8)];
    const rope = darker(p.wood, 0.1);
    // The rope runs from each pair of hands, taut, up to the thing; a few coils lie behind each.
    const ropes: Node[] = [
      stroke(
        `M${n(handA[0])} ${n(handA[1])}L${n(knot[0])} ${n(knot[1])}L${n(handB[0])} ${n(handB[1])}`,
        rope,
        1.8,
        'wood',
      ),
      stroke(
        `M${n(handA[0])} ${n(handA[1])}Q${n(handA[0] - 14)} ${n(handA[1] + 30)} ${n(ax - 26)} -1`,
        rope,
        1.4,
        'wood',
      ),
      stroke(
        `M${n(handB[0])} ${n(handB[1])}Q${n(handB[0] + 14)} ${n(handB[1] + 30)} ${n(bx + 26)} -1`,
        rope,
        1.4,
        'wood',
      ),
    ];
    const strain = stroke(
      `M${n(thingAt[0] - big - 4)} ${n(thingAt[1] - big * 0.6)}l-6 -5M${n(thingAt[0] + big + 4)} ${n(thingAt[1] - big * 0.6)}l6 -5M${n(thingAt[0])} ${n(thingAt[1] - big - 6)}v-7`,
      p.ink,
      1.2,
      'detail',
      0,
    );
    const facing = rng.chance(0.5) ? 1 : -1;
    // The pullers face as drawn, so a near shot knows where their heads are.
    const turned = (x: Actor): Actor => ({
      ...x,
      x: x.x * facing,
      facing: x.facing === facing ? 1 : -1,
    });
    // The thing first, alone (the tests find it there).
    const nodes: Node[] = [
      ...mirror([placed(thing, thingAt, k)], facing),
      ...mirror([strain, ...ropes], facing),
      actorNodes(turned(a)),
      actorNodes(turned(b)),
    ];
    const glow = glowsItself(ctx.object);
    const top = thingAt[1] - big - 16;
    return staged(facingBox([ax - 40, top, bx + 40, 4], facing), mx(thingAt, facing), {
      actors: nodes,
      contacts: [
        [ax * facing, 26],
        [bx * facing, 26],
      ],
      glows: glow ? [{ at: mx(thingAt, facing), r: big * 1.5, color: p.light }] : [],
      light: glow ? { at: mx(thingAt, facing), kind: 'glow', reach: 120 } : undefined,
      closeBox: facingBox([ax - 10, top, bx + 10, Math.max(handA[1], handB[1]) + 20], facing),
    });
  },
};

/** What falls under the umbrella and nowhere else (the umbrella itself stands for rain). */
const underUmbrella: Readonly<Record<string, Lines>> = {
  umbrella: { en: 'it rains', ja: '雨', ru: 'дождь идёт', pt: 'chove', fi: 'sataa' },
  snow: { en: 'it snows', ja: '雪', ru: 'снег идёт', pt: 'neva', fi: 'sataa lunta' },
  leaves: {
    en: 'autumn leaves fall',
    ja: '枯れ葉',
    ru: 'листья падают',
    pt: 'caem folhas de outono',
    fi: 'putoaa syksyn lehtiä',
  },
  stars: {
    en: 'stars fall',
    ja: '星',
    ru: 'звёзды падают',
    pt: 'caem estrelas',
    fi: 'putoaa tähtiä',
  },
};

/**
 * Holding an umbrella over someone, and it rains only under the umbrella (a little grey cloud
 * lives in its canopy): the one sheltered is the only one wet.
 */
export const umbrellaRain: Action = {
  id: 'umbrella-rain',
  objects: ['umbrella', 'snow', 'leaves', 'stars'],
  seconds: () => whos,
  feelings: ['mischief', 'calm', 'joy', 'surprise', 'longing'],
  settings: ['street', 'meadow', 'shore', 'rooftop', 'desert', 'snowfield', 'forest', 'icefield'],
  framings: ['medium', 'low', 'wide'],
  lights: ['sun', 'sky', 'moon'],
  // Rain keeps the family it had before snow, leaves and stars fell under the umbrella too.
  family: (o, s) =>
    o === 'umbrella' ? `umbrella-rain:${kindOf(s)}` : `umbrella-rain:${o}:${kindOf(s)}`,
  concepts: ['umbrella', 'rain', 'good intentions', 'bad luck', 'care', 'irony', 'cloud'],
  say(lang, object, second) {
    const w = partner(second, 'girl');
    const falls = underUmbrella[object] ?? underUmbrella['umbrella'];
    if (falls === undefined) throw new Error('nothing falls');
    switch (lang) {
      case 'en':
        return `holds an umbrella over ${w.en}, and ${falls.en} only under the umbrella`;
      case 'ja':
        return `${w.ja}に傘をさしかけているが、${falls.ja}は傘の下にだけ降っている`;
      case 'ru':
        return `держит зонтик над ${w.ru[1]}, а ${falls.ru} только под зонтиком`;
      case 'pt':
        return `segura um guarda-chuva sobre ${w.pt}, e ${falls.pt} só debaixo dele`;
      case 'fi':
        return `pitää sateenvarjoa ${w.fi[1]} yllä, ja ${falls.fi} vain sateenvarjon alla`;
    }
  },
  stage(ctx) {
    const { rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'girl') as Who, rng.fork('partner'), p);
    const ma = measure(ctx.who);
    const mb = measure(other);
    const sa = ctx.who.scale;
    const sb = other.scale;
    const bx = 16;
    // The umbrella's canopy over the other's head; the holder's arm stretched up and across.
    const canopyK = 0.95;
    const bTop = mb.headTop * sb;
    const grip: Point = [bx - 6, bTop + 40 * canopyK - 9];
    // The holder stands off to the side, out from under the canopy: dry, while under it it rains.
    const ax = -30;
    const hold = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { reach: toActor({ x: ax, facing: 1, scale: sa }, grip), hand: 'fist' },
      back: { angle: -20, bend: 30 },
      turn: 0.7,
      gaze: [1, 0.2],
    });
    const a: Actor = { fig: hold, x: ax, facing: 1, scale: sa };
    const wet = rng.pick(['grief', 'surprise', 'resolve'] as const);
    const b: Actor = {
      fig: pose(
        other,
        wet,
        {
          legs: 'stand',
          front: { angle: 10, bend: 10 },
          back: { angle: -10, bend: 10 },
          turn: -0.4,
          headTilt: wet === 'grief' ? 12 : 0,
          gaze: [-0.4, -0.6],
        },
        ctx.ink,
      ),
      x: bx,
      facing: -1,
      scale: sb,
    };
    const um = P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' });
    const handAt: Point = [
      ax + hold.skeleton.hands.front[0] * sa,
      hold.skeleton.hands.front[1] * sa,
    ];
    // The umbrella leans from the hand so its canopy is over the sheltered one's head even where
    // the holder's arm falls short (a child's: upright, it sheltered the child); a short holder's
    // is bigger, its rim well over the other's head (from a child's hand the canopy came down
    // to a fox's face and the little cloud under it hid the face).
    let k = canopyK;
    let tilt = 0;
    for (let i = 0; i < 2; i++) {
      const shaft = 40 * k;
      tilt = Math.asin(Math.max(-0.5, Math.min(0.5, (bx - handAt[0]) / (shaft + 12))));
      k = Math.min(2.4, Math.max(canopyK, (handAt[1] - bTop + 16) / (40 * Math.cos(tilt))));
    }
    const shaft = 40 * k;
    const canopyY = handAt[1] - Math.cos(tilt) * shaft;
    const cx = handAt[0] + Math.sin(tilt) * shaft;
    // The little cloud under the canopy and its rain, falling on the sheltered one only.
    const cloud: Node[] = [
      fill(oval(cx, canopyY + 6, 17, 5.5), '#7a8090', 'sky'),
      fill(circle(cx - 7, canopyY + 3, 5), '#868c9c', 'sky'),
      fill(circle(cx + 6, canopyY + 2.5, 6), '#868c9c', 'sky'),
    ];
    const drops: string[] = [];
    const bits: Node[] = [];
    for (let i = 0; i < 34; i++) {
      const x = cx + rng.range(-22, 22) * (k / canopyK);
      const y = rng.range(canopyY + 12, -4);
      if (ctx.object === 'umbrella') drops.push(`M${n(x)} ${n(y)}l-0.8 4.5`);
      else if (ctx.object === 'snow') bits.push(fill(circle(x, y, 1.3), '#ffffff', 'glow', 0));
      else if (i % 2 === 0)
        bits.push(
          ctx.object === 'leaves'
            ? placed(
                T.leaf(rng.pick(['#d9772e', '#c9452e', '#e0a83a']), 0.42),
                [x, y],
                1,
                rng.range(-60, 60),
              )
            : placed(P.star('#ffe680', 2.5), [x, y], 1, rng.range(-30, 30)),
        );
    }
    // Rain is one stroke, as it was drawn first (its cards keep their pictures).
    const rain =
      drops.length > 0
        ? stroke(drops.join(''), lighter(p.water, 0.35), 0.9, 'water', 0)
        : group(bits);
    // What fell lies at the sheltered one's feet: a puddle, a drift, a heap of leaves or stars.
    const heap =
      ctx.object === 'umbrella'
        ? lighter(p.water, 0.25)
        : ctx.object === 'snow'
          ? '#ffffff'
          : ctx.object === 'leaves'
            ? '#d9772e'
            : '#ffe680';
    const puddle = fill(
      oval(bx, -0.5, 24, 3),
      heap,
      ctx.object === 'umbrella' ? 'water' : 'detail',
      0,
    );
    const splashes =
      ctx.object !== 'umbrella'
        ? group([])
        : stroke(
            [-14, -4, 8, 16]
              .map((dx) => `M${n(bx + dx - 2)} -2l-1.5 -2.5M${n(bx + dx + 2)} -2l1.5 -2.5`)
              .join(''),
            lighter(p.water, 0.5),
            0.7,
            'water',
            0,
          );
    const nodes: Node[] = [
      puddle,
      splashes,
      actorNodes(b),
      actorNodes({ ...a, fig: { ...hold, hands: [] } }),
      placed(um, handAt, k, (tilt * 180) / Math.PI),
      group(hold.hands, `translate(${n(ax)} 0) scale(${n(sa)})`),
      rain,
      ...cloud,
    ];
    const facing = rng.chance(0.5) ? 1 : -1;
    const top = Math.min(ma.headTop * sa, canopyY - 30 * k);
    return staged(
      facingBox([ax - 30, top - 6, bx + 34, 4], facing),
      mx([cx, canopyY + 20], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 24],
          [bx * facing, 24],
        ],
        closeBox: facingBox([ax - 16, top - 4, bx + 26, mb.hip * sb], facing),
        // The little cloud hangs under the rim: it may touch the sheltered one's hair, never
        // come down to the eyes.
        faults: canopyY + 12 > bTop + mb.headR * sb * 0.6 ? ['the cloud over a face'] : [],
      },
    );
  },
};

/** What two can reach together, one on the other's shoulders: its name in the case each phrase needs. */
const reachThings: Readonly<Record<string, Lines>> = {
  star: { en: 'a star', ja: '星', ru: 'до звезды', pt: 'uma estrela', fi: 'tähteen' },
  moon: { en: 'the moon', ja: '月', ru: 'до луны', pt: 'a lua', fi: 'kuuhun' },
  kite: { en: 'a kite', ja: '凧', ru: 'до воздушного змея', pt: 'uma pipa', fi: 'leijaan' },
  bird: { en: 'a bird', ja: '鳥', ru: 'до птицы', pt: 'um pássaro', fi: 'lintuun' },
  balloon: {
    en: 'a balloon',
    ja: '風船',
    ru: 'до воздушного шара',
    pt: 'um balão',
    fi: 'ilmapalloon',
  },
};

/**
 * One carrying another on the shoulders to reach something in the sky (a star, the moon, a kite
 * caught up there): a tower of two, the top one's fingers just short of it.
 */
export const shoulders: Action = {
  id: 'shoulders',
  objects: ['star', 'moon', 'kite', 'bird', 'balloon'],
  seconds: () => whos,
  feelings: ['resolve', 'joy', 'calm', 'longing', 'wonder'],
  settings: [
    'meadow',
    'rooftop',
    'shore',
    'snowfield',
    'street',
    'desert',
    'forest',
    'clouds',
    'icefield',
  ],
  framings: ['medium', 'low'],
  family: (o, s) => `shoulders:${o}:${kindOf(s)}`,
  concepts: ['teamwork', 'friendship', 'reaching', 'support', 'ambition', 'piggyback'],
  say(lang, object, second) {
    const w = partner(second, 'girl');
    const t = reachThings[object] ?? reachThings['star'];
    if (t === undefined) throw new Error('no reach thing');
    switch (lang) {
      case 'en':
        return `lifts ${w.en} up on the shoulders to reach ${t.en}`;
      case 'ja':
        return `${t.ja}に手が届くように、${w.ja}を肩車している`;
      case 'ru':
        return `подставляет плечи ${w.ru[0]}, чтобы вместе дотянуться ${t.ru}`;
      case 'pt':
        return `leva ${w.pt} nos ombros para alcançar ${t.pt}`;
      case 'fi':
        return `nostaa ${w.fi[1]} harteilleen ylettyäkseen ${t.fi}`;
    }
  },
  stage(ctx) {
    const { rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'girl') as Who, rng.fork('partner'), p);
    const sb = ctx.who.scale;
    // The top one rides smaller: a child or a small animal on a grown-up's shoulders.
    const su = other.scale * 0.82;
    const base0 = posed(ctx, {
      legs: 'stand',
      front: { angle: 40, bend: 90 },
      back: { angle: 40, bend: 90 },
    });
    const shoulderY = base0.skeleton.shoulders.front[1] * sb;
    const topFeeling = rng.pick(['joy', 'wonder', 'resolve', 'longing'] as const);
    const upper0 = pose(
      other,
      topFeeling,
      { legs: 'sit', front: { angle: 170, bend: 0 }, back: { angle: 150, bend: 10 } },
      ctx.ink,
    );
    const hipY = upper0.skeleton.hip[1] * su;
    // The rider's seat behind the top of the carrier's head, as a cartoon's big heads ask: its
    // body and face rise whole above the head (seated at the shoulders, or even level with the
    // head's centre, the head hid all but the rider's face).
    const R0 = base0.headR * sb;
    const headY = base0.skeleton.headCentre[1] * sb;
    const uy = Math.min(shoulderY - hipY - 3, headY - R0 * 0.7 - hipY);
    const ux = -R0 * 0.45;
    const reachTop = uy + measure(other).reachTop * su;
    // Up and forward, so the reaching arm passes in front of the face neither.
    const thingAt: Point = [ux + 17, reachTop - 10];
    const upper = pose(
      other,
      topFeeling,
      {
        legs: 'sit',
        front: {
          reach: toActor({ x: ux, y: uy, facing: 1, scale: su }, [thingAt[0] - 3, thingAt[1] + 8]),
          hand: 'open',
        },
        back: { angle: 140, bend: 30, hand: 'open' },
        turn: 0.4,
        headTilt: -16,
        gaze: [0.3, -1],
      },
      ctx.ink,
    );
    // The bottom one holds the rider's legs with a fist either side of the head, at the
    // shoulders, looking up (held at the shins in front, the arms crossed the face).
    const hx = base0.skeleton.headCentre[0];
    const R = base0.headR;
    const sy = base0.skeleton.shoulders.front[1];
    const base = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: [hx + R * 1.3, sy - R * 0.35], hand: 'fist' },
      back: { reach: [hx - R * 1.3, sy - R * 0.35], hand: 'fist' },
      turn: 0.3,
      headTilt: -14,
      gaze: [0.4, -1],
    });
    const thing =
      ctx.object === 'moon' ? P.fullMoon(lighter(p.light, 0.3), 18) : drawThing(ctx.object, p, rng);
    const k = ctx.object === 'moon' ? 1 : ctx.object === 'star' ? 2.6 : 1.6;
    // The rider sits behind the head it rides on, drawn first: the carrier's face stays in front.
    // Both face as drawn, so a near shot knows where their heads are.
    const facing = rng.chance(0.5) ? 1 : -1;
    const rider: Actor = { fig: upper, x: ux * facing, y: uy, facing, scale: su };
    const carrier: Actor = { fig: base, x: 0, facing, scale: sb };
    const nodes: Node[] = [
      ...mirror([placed(thing, thingAt, k)], facing),
      actorNodes(rider),
      actorNodes(carrier),
    ];
    const glow = glowsItself(ctx.object);
    const top = thingAt[1] - thing.size * k * 0.8 - 6;
    return staged(facingBox([-36, top, 40, 4], facing), mx(thingAt, facing), {
      actors: nodes,
      contacts: [[0, 26]],
      glows: glow ? [{ at: mx(thingAt, facing), r: 26, color: p.light }] : [],
      light: glow ? { at: mx(thingAt, facing), kind: 'glow', reach: 90 } : undefined,
      closeBox: facingBox([-34, top, 36, shoulderY + 30], facing),
      faults: riderHidden(rider, carrier) ? ['the rider hidden'] : [],
    });
  },
};

/**
 * Whether the rider's face is hidden behind the carrier's head (a review found riders seated at
 * the shoulders lost behind it): a quarter of its eyes and mouth covered is too much.
 */
export function riderHidden(rider: Actor, carrier: Actor): boolean {
  const [hx, hy] = carrier.fig.skeleton.headCentre;
  const r = carrier.fig.headR;
  const a = actorPoint(carrier, [hx - r, hy - r]);
  const b = actorPoint(carrier, [hx + r, hy + r]);
  const head: [number, number, number, number] = [
    Math.min(a[0], b[0]),
    a[1],
    Math.max(a[0], b[0]),
    b[1],
  ];
  return coveredShare(actorFace(rider), head) > 0.25;
}

/** What a runaway shadow takes with it: its words in the case each phrase needs. */
const shadowThings: Readonly<Record<string, Lines>> = {
  suitcase: {
    en: 'with a suitcase',
    ja: 'スーツケースを持って',
    ru: 'с чемоданом',
    pt: 'com uma mala',
    fi: 'matkalaukun kanssa',
  },
  balloon: {
    en: 'with a balloon',
    ja: '風船を持って',
    ru: 'с воздушным шариком',
    pt: 'com um balão',
    fi: 'ilmapallon kanssa',
  },
  lantern: {
    en: 'with a lantern',
    ja: 'ランタンを持って',
    ru: 'с фонарём',
    pt: 'com uma lanterna',
    fi: 'lyhdyn kanssa',
  },
  umbrella: {
    en: 'with an umbrella',
    ja: '傘を持って',
    ru: 'с зонтиком',
    pt: 'com um guarda-chuva',
    fi: 'sateenvarjon kanssa',
  },
};

/**
 * A shadow walking away from its owner, lying flat on the ground as a shadow does, taking a
 * suitcase, a balloon, a lantern or an umbrella: the owner, left without one, reaches after it.
 */
export const shadowLeaves: Action = {
  id: 'shadow-leaves',
  objects: ['suitcase', 'balloon', 'lantern', 'umbrella'],
  feelings: ['surprise', 'fear', 'grief', 'longing', 'wonder'],
  settings: ['meadow', 'shore', 'snowfield', 'desert', 'icefield', 'street', 'rooftop'],
  framings: ['medium', 'low', 'high'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `shadow-leaves:${o}`,
  concepts: ['shadow', 'leaving', 'loss', 'Peter Pan', 'the other self', 'farewell'],
  say(lang, object) {
    const t = shadowThings[object] ?? shadowThings['suitcase'];
    if (t === undefined) throw new Error('no shadow thing');
    switch (lang) {
      case 'en':
        // The owner is a woman, a man or a fox: no pronoun fits them all, so the shadow takes it.
        return `is left without a shadow, which walks off ${t.en}`;
      case 'ja':
        return `自分の影が${t.ja}去っていくのを見送っている`;
      case 'ru':
        return `смотрит, как собственная тень уходит ${t.ru}`;
      case 'pt':
        return `vê a própria sombra ir embora ${t.pt}`;
      case 'fi':
        return `katsoo, kun oma varjo lähtee ${t.fi}`;
    }
  },
  stage(ctx) {
    const { rng } = ctx;
    const p = ctx.palette;
    const s = ctx.who.scale;
    const owner = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { angle: 70, bend: 10, hand: 'open' },
      back: { angle: -20, bend: 30 },
      turn: 0.7,
      headTilt: 12,
      gaze: [1, 0.7],
    });
    // The shadow: the same character walking away, looking back, flat on the ground going off
    // into the distance, every shape the ground's dark.
    const walker = posed(ctx, {
      ...poses['look-back'],
      front: { angle: -30, bend: 20, hand: 'fist' },
    });
    const thing = drawThing(ctx.object, p, rng);
    const hand = walker.skeleton.hands.front;
    const carried =
      ctx.object === 'balloon'
        ? placed(thing, [hand[0], hand[1] - 30], 1)
        : placed(thing, [hand[0], hand[1] + (ctx.object === 'suitcase' ? 12 : 0)], 1);
    // Nearly the ink: a shadow of the palette's shade read as one more grey lump at phone size.
    const dark = mix(p.ink, p.shade, 0.35);
    const flat = mapShapes(
      [
        actorNodes({
          fig: { ...walker, hands: [...walker.hands, carried] },
          x: 0,
          facing: 1,
          scale: s,
        }),
      ],
      (shape) => ({
        ...shape,
        ...(shape.fill === undefined ? {} : { fill: dark }),
        ...(shape.stroke === undefined ? {} : { stroke: { ...shape.stroke, color: dark } }),
        tag: 'shadow',
        ink: 0,
      }),
    );
    // Half risen from the ground as it goes: taller than a cast shadow, so its stride, its head
    // turned back and what it carries read at phone size.
    const sx = 50;
    const shadow = {
      ...group(flat, `translate(${n(sx)} 0) skewX(-14) scale(1 0.82)`),
      opacity: 0.9,
    };
    // A torn edge at the owner's heels where the shadow came loose.
    const torn = stroke(`M-8 -0.5l3 1.5l3 -1.5l3 1.5l3 -1.5l3 1.5`, dark, 0.9, 'shadow', 0);
    const nodes: Node[] = [shadow, torn, actorNodes({ fig: owner, x: 0, facing: 1, scale: s })];
    const facing = rng.chance(0.5) ? 1 : -1;
    const m = measure(ctx.who);
    const top = m.headTop * s - 10;
    return staged(facingBox([-30, top, sx + 46, 4], facing), mx([sx, -20], facing), {
      actors: mirror(nodes, facing),
      // No cast shadow under the owner: it has walked off.
      contacts: [],
      closeBox: facingBox([-26, top, sx + 40, m.hip * s], facing),
    });
  },
};
