/**
 * The lost-pet poster turned round: in the desert a dog sits at the foot of a saguaro, looking up
 * at the poster it has pinned there, its missing person's face and a big question mark; a pile
 * of more posters by its paws, and on every cactus out to the horizon hangs one more. It has
 * searched everywhere, and it goes on.
 */
import { at, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { seatedDog } from '../../kit/dog-seated.ts';
import { humanHead } from '../../kit/head.ts';
import type { Palette } from '../../palette.ts';
import { cast, type Character } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A saguaro `h` tall standing on (x, y), its two arms raised: filled shapes, so every look keeps its green. */
function saguaro(x: number, y: number, h: number, green: Color, ink = 1): Node[] {
  const w = h * 0.14;
  const a = w * 0.75;
  const arm = (side: -1 | 1, at: number, reach: number, top: number): Node =>
    fill(
      `M${n(x)} ${n(y - h * at + a / 2)}H${n(x + side * (reach + a / 2))}V${n(y - h * top + a / 2)}a${n(a / 2)} ${n(a / 2)} 0 0 ${side > 0 ? 0 : 1} ${n(-side * a)} 0V${n(y - h * at - a / 2)}H${n(x)}Z`,
      green,
      'plant',
      ink,
    );
  return [
    arm(-1, 0.42, h * 0.2, 0.72),
    arm(1, 0.55, h * 0.19, 0.85),
    fill(rect(x - w / 2, y - h, w, h + 1, w / 2), green, 'plant', ink),
    fill(
      rect(x - w * 0.1, y - h + w * 0.4, w * 0.2, h - w * 0.6, w * 0.1),
      lighter(green, 0.2),
      'plant',
      0,
    ),
  ];
}

/** A paper poster `w` wide centred on (x, y): the person's face, a question mark under it. */
function poster(
  x: number,
  y: number,
  w: number,
  who: Character,
  p: Palette,
  ink: Color,
  tilt: number,
): Node {
  const h = w * 1.3;
  const paper = mix('#fbf8ee', p.paper, 0.15);
  const headR = w * 0.22;
  const head = humanHead({
    r: headR,
    skin: who.look.skin,
    hair: who.look.hair,
    hairStyle: who.look.hairStyle,
    hat: who.look.hat,
    hatColor: who.look.hatColor,
    feeling: 'joy',
    turn: 0,
    gaze: [0, 0],
    ink,
    old: who.age === 'old',
    beard: who.look.beard === true,
  });
  const q = w * 0.1;
  const question = `M${n(-q)} ${n(h * 0.12)}Q${n(-q)} ${n(h * 0.03)} 0 ${n(h * 0.03)}Q${n(q * 1.1)} ${n(h * 0.03)} ${n(q)} ${n(h * 0.13)}Q${n(q)} ${n(h * 0.19)} 0 ${n(h * 0.22)}V${n(h * 0.27)}`;
  return group(
    [
      fill(rect(-w / 2, -h / 2, w, h, w * 0.03), paper, 'paper'),
      group([...head.back, ...head.front], at(0, -h * 0.16)),
      stroke(question, '#c0392b', w * 0.06, 'detail', 0),
      fill(
        `M${n(-w * 0.03)} ${n(h * 0.33)}h${n(w * 0.06)}v${n(w * 0.06)}h${n(-w * 0.06)}Z`,
        '#c0392b',
        'detail',
        0,
      ),
      // The pins at its top corners.
      fill(
        `M${n(-w * 0.42)} ${n(-h * 0.44)}h${n(w * 0.08)}v${n(w * 0.08)}h${n(-w * 0.08)}Z`,
        darker(p.accent, 0.2),
        'detail',
        0,
      ),
      fill(
        `M${n(w * 0.34)} ${n(-h * 0.44)}h${n(w * 0.08)}v${n(w * 0.08)}h${n(-w * 0.08)}Z`,
        darker(p.accent, 0.2),
        'detail',
        0,
      ),
    ],
    at(x, y, 1, tilt),
  );
}

/**
 * The dog sitting at the foot of the near saguaro, head up to the poster on its trunk; the pile
 * of posters by it; smaller saguaros, each with its white poster, going away to the horizon.
 */
export const missingPoster: Action = {
  id: 'missing-poster',
  objects: ['poster'],
  who: ['dog'],
  feelings: ['longing', 'resolve'],
  settings: ['desert'],
  framings: ['low', 'wide'],
  fixedFramings: true,
  // “Every cactus in the desert” says the place.
  ownPlace: true,
  // A dog searching for its person with posters is the world turned round; nothing is added.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: (o) => `missing-poster:${o}`,
  concepts: [
    'missing',
    'searching',
    'loyalty',
    'lost and found',
    'roles reversed',
    'never give up',
    'hope',
    'desert',
    'owner',
    'everywhere',
  ],
  say: sayFrom(
    {
      poster: {
        en: 'has pinned a poster of its missing owner on every cactus in the desert',
        ja: '砂漠じゅうのサボテンに、いなくなった飼い主を探すポスターを貼ってまわった',
        ru: 'развесил объявления о пропавшем хозяине на каждом кактусе в пустыне',
        pt: 'afixou um cartaz do dono desaparecido em cada cacto do deserto',
        fi: 'on kiinnittänyt kadonneen omistajansa etsintäjulisteen jokaiseen aavikon kaktukseen',
      },
    },
    'poster',
  ),
  stage(ctx) {
    const { p, facing, rng } = setUp(ctx);
    const owner = cast(
      rng.pick(['man', 'old-man', 'woman', 'old-woman'] as const),
      rng.fork('owner'),
      p,
    );
    const dog = seatedDog({
      fur: ctx.who.look.skin,
      collar: mix(p.accent, '#c0392b', 0.4),
      feeling: ctx.feeling,
      turn: 0.6,
      gaze: [0.6, -1],
      ink: ctx.ink,
      headTilt: -16,
    });
    const k = ctx.who.scale;
    const green = mix('#4f7d3a', p.far, 0.2);
    const cx = 46;
    const cactusH = 118;
    const posterAt: Point = [cx, -74];
    const near: Node[] = [
      ...saguaro(cx, 0, cactusH, green),
      poster(posterAt[0], posterAt[1], 30, owner, p, ctx.ink, rng.range(-5, 3)),
    ];
    // The cacti far off on the plain, small near the horizon, each with its poster too.
    const far: Node[] = [];
    const steps: [number, number, number][] = [
      [-30, -30, 0.3],
      [-14, -40, 0.19],
      [68, -36, 0.25],
    ];
    for (const [x, y, s] of steps) {
      const fg = mix(green, p.far, 0.25 + (1 - s) * 0.4);
      far.push(...saguaro(x, y, cactusH * s, fg, 0));
      far.push(
        fill(
          rect(x - 6 * s * 2, y - cactusH * s * 0.66, 12 * s * 2, 15 * s * 2, 0.5),
          mix('#fbf8ee', p.paper, 0.2),
          'paper',
          s > 0.3 ? 1 : 0,
        ),
      );
    }
    // The pile of posters by its paws, the top one showing the same face.
    const pile: Node[] = [
      fill(rect(-30, -5, 22, 5, 1), mix('#f0ebdd', p.paper, 0.2), 'paper'),
      fill(rect(-29, -8, 21, 4, 1), mix('#f7f3e8', p.paper, 0.2), 'paper'),
      poster(-19, -14, 16, owner, p, ctx.ink, -78),
    ];
    const dogNodes = group(dog.nodes, at(0, 0, k));
    const paperPile = group(pile);
    const nodes: Node[] = [...near, paperPile, dogNodes];
    const box: [number, number, number, number] = [-38, -cactusH - 10, cx + 26, 8];
    return staged(facingBox(box, facing), mx([cx * 0.5, -50], facing), {
      behind: mirror(far, facing),
      actors: mirror(nodes, facing),
      contacts: [
        [0, 36],
        [cx * facing, 18],
      ],
    });
  },
};
