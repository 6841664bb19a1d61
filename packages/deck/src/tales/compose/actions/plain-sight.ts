/**
 * Hiding in plain sight: in a row of snowmen, of floor lamps or of grandfather clocks, one of
 * them is the character, standing stiff in a disguise that fools no one (a bucket on its head
 * and twigs for arms, a lampshade for a hat, a clock face held to its chest), its feet and its
 * eyes giving it away.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';

/** A shade or a bucket: a trapezoid centred on x, `top` wide at y0 and `bottom` wide at y1. */
function trapezoid(x: number, y0: number, top: number, y1: number, bottom: number): string {
  return poly([
    [x - top / 2, y0],
    [x + top / 2, y0],
    [x + bottom / 2, y1],
    [x - bottom / 2, y1],
  ]);
}

/** One thing of the row standing on the floor at x, about `h` tall. */
function rowThing(object: NounId, p: Palette, x: number, h: number, k: number): Node[] {
  switch (object) {
    case 'lightbulb': {
      // A floor lamp: a round foot, a thin pole, a lit shade.
      const shade = lighter(p.accent, 0.35);
      const top = -h;
      return [
        fill(`M${n(x - 9 * k)} 0Q${n(x)} ${n(-5 * k)} ${n(x + 9 * k)} 0Z`, '#3a3640', 'metal'),
        stroke(`M${n(x)} 0V${n(top + 14 * k)}`, '#4a4652', 2 * k, 'metal'),
        fill(trapezoid(x, top, 14 * k, top + 16 * k, 26 * k), shade, 'cloth'),
        fill(circle(x, top + 18 * k, 3 * k), '#fff3c0', 'glow', 0),
      ];
    }
    case 'clocks': {
      // A grandfather clock: a tall case, a round face at the top, a pendulum behind glass.
      const w = 22 * k;
      const wood = darker(p.wood, 0.1);
      return [
        fill(rect(x - w / 2, -h, w, h, 3 * k), wood, 'wood'),
        fill(
          `M${n(x - w / 2 - 2 * k)} ${n(-h)}Q${n(x)} ${n(-h - 10 * k)} ${n(x + w / 2 + 2 * k)} ${n(-h)}Z`,
          darker(wood, 0.2),
          'wood',
        ),
        placed(P.clock({ main: '#c9a24a', ink: p.ink, light: p.light, metal: '#4c464c' }, 8 * k), [
          x,
          -h + 12 * k,
        ]),
        fill(rect(x - 6 * k, -h + 26 * k, 12 * k, h * 0.45, 2 * k), darker(wood, 0.35), 'glass'),
        stroke(
          `M${n(x)} ${n(-h + 27 * k)}L${n(x + 2 * k)} ${n(-h + 22 * k + h * 0.4)}`,
          '#c9a24a',
          1 * k,
          'metal',
          0,
        ),
        fill(circle(x + 2 * k, -h + 22 * k + h * 0.4, 3 * k), '#c9a24a', 'metal', 0),
      ];
    }
    default: {
      // A snowman: three balls, coal eyes, a carrot nose, a bucket hat, twig arms.
      const snow = '#f6f8fc';
      const r1 = h * 0.2;
      const r2 = h * 0.15;
      const r3 = h * 0.12;
      const y1 = -r1;
      const y2 = y1 - r1 - r2 * 0.7;
      const y3 = y2 - r2 - r3 * 0.7;
      return [
        stroke(
          `M${n(x - r2 * 0.8)} ${n(y2)}L${n(x - r2 * 1.6)} ${n(y2 - r2 * 0.8)}M${n(x + r2 * 0.8)} ${n(y2)}L${n(x + r2 * 1.6)} ${n(y2 - r2 * 0.8)}`,
          '#6a4a32',
          1.6 * k,
          'wood',
        ),
        fill(`${circle(x, y1, r1)}${circle(x, y2, r2)}${circle(x, y3, r3)}`, snow, 'detail'),
        fill(
          `${circle(x - r3 * 0.35, y3 - r3 * 0.15, r3 * 0.12)}${circle(x + r3 * 0.35, y3 - r3 * 0.15, r3 * 0.12)}${circle(x, y2 - r2 * 0.3, r2 * 0.1)}${circle(x, y2 + r2 * 0.2, r2 * 0.1)}`,
          '#2a2630',
          'detail',
          0,
        ),
        fill(
          poly([
            [x, y3 + r3 * 0.05],
            [x + r3 * 0.9, y3 + r3 * 0.2],
            [x, y3 + r3 * 0.3],
          ]),
          '#e8782a',
          'detail',
          0,
        ),
        fill(trapezoid(x, y3 - r3 * 1.6, r3 * 1.2, y3 - r3 * 0.7, r3 * 1.6), '#7a7e88', 'metal'),
      ];
    }
  }
}

/** The disguise the character wears, given its head centre and radius in world units. */
function disguise(object: NounId, p: Palette, head: Point, r: number, k: number): Node[] {
  const [x, y] = head;
  switch (object) {
    case 'lightbulb':
      return [
        fill(
          trapezoid(x, y - r * 1.9, 16 * k, y - r * 0.55, 28 * k),
          lighter(p.accent, 0.35),
          'cloth',
        ),
      ];
    case 'clocks':
      return [];
    default:
      return [fill(trapezoid(x, y - r * 1.9, r * 1.3, y - r * 0.75, r * 1.7), '#7a7e88', 'metal')];
  }
}

/**
 * A row of four: three snowmen, lamps or clocks and, third in the row, the character standing
 * stiff in its disguise, arms set like the others', its eyes sliding to one side.
 */
export const plainSight: Action = {
  id: 'plain-sight',
  objects: ['snow', 'lightbulb', 'clocks'],
  feelings: ['mischief', 'fear', 'resolve', 'calm', 'surprise'],
  settings: ['snowfield', 'street', 'attic', 'library', 'bedroom', 'icefield', 'stairwell'],
  // Snowmen stand in the snow, lamps and clocks indoors.
  settingsFor: (o) =>
    o === 'snow'
      ? ['snowfield', 'icefield', 'street']
      : o === 'lightbulb'
        ? ['bedroom', 'attic', 'library']
        : ['attic', 'library', 'bedroom', 'stairwell'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'moon', 'sky', 'sun', 'candle'],
  family: (o) => `plain-sight:${o}`,
  concepts: [
    'blending in',
    'standing still',
    'conformity',
    'pretending',
    'game',
    'humour',
    'camouflage',
    'a row',
  ],
  say: sayFrom(
    {
      snow: {
        en: 'stands stock-still in a row of snowmen, pretending to be one',
        ja: '雪だるまの列にまぎれて、自分も雪だるまのふりをして固まっている',
        ru: 'замер в ряду снеговиков, притворяясь одним из них',
        pt: 'está imóvel numa fila de bonecos de neve, a fingir que é um deles',
        fi: 'seisoo liikkumatta lumiukkojen rivissä ja esittää olevansa yksi niistä',
      },
      lightbulb: {
        en: 'stands stock-still in a row of floor lamps with a lampshade on its head',
        ja: '電気スタンドの列にまぎれて、頭にランプのかさをかぶって固まっている',
        ru: 'замер в ряду торшеров с абажуром на голове',
        pt: 'está imóvel numa fila de candeeiros de pé, com um abajur na cabeça',
        fi: 'seisoo liikkumatta jalkalamppujen rivissä lampunvarjostin päässään',
      },
      clocks: {
        en: 'stands stock-still in a row of grandfather clocks, holding a clock face to its chest',
        ja: '大きな振り子時計の列にまぎれて、胸に文字盤をかかえて固まっている',
        ru: 'замер в ряду напольных часов, прижимая к груди циферблат',
        pt: 'está imóvel numa fila de relógios de pé, com um mostrador encostado ao peito',
        fi: 'seisoo liikkumatta kaappikellojen rivissä kellotaulu rintaa vasten',
      },
    },
    'snow',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const gap = (ctx.object === 'snow' ? 30 : 29) * k;
    const slots = [-1.5, -0.5, 0.5, 1.5].map((i) => i * gap);
    const mine = facing > 0 ? 2 : 1;
    const me = slots[mine] ?? 0;
    // The character's arms as the row's: twigs out for snowmen, straight down for lamps, both
    // hands holding a clock face to the chest for the clocks.
    const chest: Point = [m.head[0] + 4, (m.shoulder + m.hip) / 2 - 2];
    const arms =
      ctx.object === 'snow'
        ? {
            front: { angle: 120, bend: 0, hand: 'open' as const },
            back: { angle: -120, bend: 0, hand: 'open' as const },
          }
        : ctx.object === 'clocks'
          ? {
              front: { reach: [chest[0] + 3, chest[1]] as Point, hand: 'mitt' as const },
              back: { reach: [chest[0] - 3, chest[1] + 2] as Point, hand: 'mitt' as const },
              backArmOver: true,
            }
          : {
              front: { angle: 2, bend: 0, hand: 'mitt' as const },
              back: { angle: -2, bend: 0, hand: 'mitt' as const },
            };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 0,
      ...arms,
      turn: 0,
      headTilt: 0,
      gaze: [facing > 0 ? -1 : 1, 0],
    });
    const actor: Actor = { fig, x: me, facing: 1, scale: s };
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const r = fig.headR * s;
    const thingH = ctx.object === 'snow' ? H * 1.0 : H * 1.02;
    const nodes: Node[] = [];
    slots.forEach((x, i) => {
      if (i !== mine) nodes.push(...rowThing(ctx.object, p, x, thingH, k));
    });
    const held: Node[] = [];
    if (ctx.object === 'clocks')
      held.push(
        placed(
          P.clock({ main: '#c9a24a', ink: p.ink, light: p.light, metal: '#4c464c' }, 9 * k),
          actorPoint(actor, chest),
        ),
      );
    if (ctx.object === 'snow') {
      // Twigs in both hands, like the snowmen's arms.
      const hands = [fig.skeleton.hands.front, fig.skeleton.hands.back].map((h) =>
        actorPoint(actor, h),
      );
      held.push(
        stroke(
          hands
            .map((h) => `M${n(h[0])} ${n(h[1])}l${n((h[0] > me ? 1 : -1) * 8 * k)} ${n(-7 * k)}`)
            .join(''),
          '#6a4a32',
          1.6 * k,
          'wood',
        ),
      );
    }
    nodes.push(
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...held,
      ...disguise(ctx.object, p, head, r, k),
      group(fig.hands, `translate(${n(me)} 0) scale(${n(s)})`),
    );
    const top = Math.min(-thingH - 12 * k, head[1] - r * 2.2);
    const box: [number, number, number, number] = [
      (slots[0] ?? 0) - 22 * k,
      top,
      (slots[3] ?? 0) + 22 * k,
      4,
    ];
    return staged(facingBox(box, 1), [me, head[1]], {
      actors: nodes,
      contacts: slots.map((x) => [x, 14 * k] as const),
      glows:
        ctx.object === 'lightbulb'
          ? slots
              .filter((_, i) => i !== mine)
              .map((x) => ({
                at: [x, -thingH + 18 * k] as Point,
                r: 16 * k,
                color: '#fff3c0',
              }))
          : [],
    });
  },
};
