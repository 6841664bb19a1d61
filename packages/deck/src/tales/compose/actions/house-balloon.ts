/**
 * A house on a string: a character holding, like a balloon, a whole house (a lighthouse, a little
 * town on its rock) floating above, smoke curling from its chimney, its windows lit.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { curls } from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** One house standing on (0, 0), `w` wide: walls, a roof, a chimney, lit windows and a door. */
export function house(p: Palette, rng: Rng, w: number): Node[] {
  const wall = rng.pick(['#efe2c8', '#e8c8a0', '#dcc0b0', lighter(p.cloth[0] ?? p.wall, 0.45)]);
  const roof = rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a', darker(p.accent, 0.15)]);
  const h = w * 0.62;
  const light = lighter(p.light, 0.25);
  return [
    fill(rect(w * 0.2, -h - w * 0.42, w * 0.12, w * 0.3), darker(wall, 0.3), 'stone'),
    fill(rect(-w / 2, -h, w, h), wall, 'wall'),
    fill(
      poly([
        [-w * 0.6, -h],
        [0, -h - w * 0.45],
        [w * 0.6, -h],
      ]),
      roof,
      'wood',
    ),
    fill(rect(-w * 0.1, -h * 0.6, w * 0.2, h * 0.6, 1), darker(p.wood, 0.1), 'wood'),
    fill(rect(-w * 0.38, -h * 0.8, w * 0.18, w * 0.16), light, 'glow', 0),
    fill(rect(w * 0.2, -h * 0.8, w * 0.18, w * 0.16), light, 'glow', 0),
    curls([w * 0.26, -h - w * 0.46], lighter(p.sky[1], 0.5), [0.3, -1], 3, w * 0.1),
  ];
}

/** What floats on the string, its string tied at (0, 0) under it, about `w` wide. */
function floating(object: NounId, p: Palette, rng: Rng, w: number): Node[] {
  switch (object) {
    case 'lighthouse': {
      const h = w * 1.5;
      const out: Node[] = [
        fill(
          poly([
            [-w * 0.22, 0],
            [-w * 0.14, -h],
            [w * 0.14, -h],
            [w * 0.22, 0],
          ]),
          '#f2ece2',
          'wall',
        ),
      ];
      for (const t of [0.2, 0.55])
        out.push(
          fill(
            rect(-w * 0.2 + t * w * 0.06, -h * (t + 0.14), w * (0.4 - t * 0.12), h * 0.14),
            '#c8403a',
            'wall',
          ),
        );
      out.push(
        fill(rect(-w * 0.13, -h - w * 0.2, w * 0.26, w * 0.2), lighter(p.light, 0.3), 'glow', 0),
      );
      out.push(
        fill(
          poly([
            [-w * 0.18, -h - w * 0.2],
            [0, -h - w * 0.36],
            [w * 0.18, -h - w * 0.2],
          ]),
          '#3a3a4a',
          'metal',
        ),
      );
      return out;
    }
    case 'town': {
      // Three houses on a lump of rock torn from the ground, roots hanging under it.
      const rock = mix('#8a7a6a', p.sky[0], 0.2);
      const out: Node[] = [
        fill(
          `M${n(-w * 0.55)} ${n(-w * 0.12)}Q${n(-w * 0.3)} ${n(w * 0.28)} 0 ${n(w * 0.02)}Q${n(w * 0.3)} ${n(w * 0.3)} ${n(w * 0.55)} ${n(-w * 0.12)}Z`,
          rock,
          'stone',
        ),
        fill(rect(-w * 0.56, -w * 0.16, w * 1.12, w * 0.06, 2), '#6a9a4a', 'plant'),
      ];
      for (const [x, k] of [
        [-0.3, 0.36],
        [0.3, 0.4],
        [0, 0.5],
      ] as const)
        out.push(group(house(p, rng, w * k), `translate(${n(x * w)} ${n(-w * 0.14)})`));
      return out;
    }
    default:
      return house(p, rng, w);
  }
}

/**
 * Holding a house on a string like a balloon: the string from the raised fist up to the floating
 * house, which tugs it a little aside; the character looks up at it.
 */
export const houseBalloon: Action = {
  id: 'house-balloon',
  objects: ['house', 'town', 'lighthouse'],
  feelings: ['joy', 'wonder', 'longing', 'calm', 'mischief', 'grief'],
  settings: ['meadow', 'street', 'shore', 'snowfield', 'desert', 'rooftop', 'icefield', 'clouds'],
  framings: ['medium', 'low'],
  lights: ['sun', 'sky', 'moon', 'glow'],
  family: (o) => `house-balloon:${o}`,
  concepts: ['balloon', 'home', 'flight', 'moving house', 'lightness', 'letting go', 'Up'],
  say: sayFrom(
    {
      house: {
        en: 'holds a house on a string like a balloon',
        ja: '風船のように、ひもにつないだ家を持っている',
        ru: 'держит на ниточке дом, как воздушный шарик',
        pt: 'segura uma casa num barbante como se fosse um balão',
        fi: 'pitelee taloa narussa kuin ilmapalloa',
      },
      town: {
        en: 'holds a whole little town on a string like a balloon',
        ja: '風船のように、ひもにつないだ小さな町をまるごと持っている',
        ru: 'держит на ниточке целый городок, как воздушный шарик',
        pt: 'segura uma cidadezinha inteira num barbante como se fosse um balão',
        fi: 'pitelee kokonaista pientä kaupunkia narussa kuin ilmapalloa',
      },
      lighthouse: {
        en: 'holds a lighthouse on a string like a balloon',
        ja: '風船のように、ひもにつないだ灯台を持っている',
        ru: 'держит на ниточке маяк, как воздушный шарик',
        pt: 'segura um farol num barbante como se fosse um balão',
        fi: 'pitelee majakkaa narussa kuin ilmapalloa',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    // The arm up and out ahead, clear of the head.
    const fist: Point = [m.headR * 2.6, m.reachTop + 6];
    const fig = posed(ctx, {
      legs: ctx.feeling === 'joy' || ctx.feeling === 'mischief' ? 'tiptoe' : 'stand',
      lean: sad ? 4 : -4,
      front: { reach: fist, hand: 'fist' },
      back: sad ? { angle: 8, bend: 20 } : { angle: -25, bend: 30, hand: 'open' },
      turn: 0.5,
      headTilt: -22,
      gaze: [0.5, -1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The house floats up and a little ahead, tugging the string taut in a gentle curve.
    const w = H * (ctx.object === 'lighthouse' ? 0.5 : ctx.object === 'town' ? 0.95 : 0.72);
    const tie: Point = [hand[0] + H * 0.22, hand[1] - H * 0.45];
    const thing = group(
      floating(ctx.object, p, rng, w),
      `translate(${n(tie[0])} ${n(tie[1])}) rotate(${n(rng.range(4, 10))})`,
    );
    const string = stroke(
      `M${n(hand[0])} ${n(hand[1])}Q${n(hand[0] + H * 0.2)} ${n(hand[1] - H * 0.2)} ${n(tie[0])} ${n(tie[1])}`,
      p.ink,
      1.2 * (H / 100),
      'detail',
    );
    const nodes: Node[] = [string, thing, actorNodes(actor)];
    const height =
      ctx.object === 'lighthouse' ? w * 1.9 : ctx.object === 'town' ? w * 0.95 : w * 1.1;
    const top = tie[1] - height;
    const box: [number, number, number, number] = [-H * 0.3, top - 4, tie[0] + w * 0.62, 4];
    const mid: Point = [tie[0], tie[1] - height / 2];
    return staged(facingBox(box, facing), mx(mid, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.22]],
      glows: [{ at: mx(mid, facing), r: w * 0.5, color: p.light }],
      closeBox: facingBox([-H * 0.3, top - 4, tie[0] + w * 0.62, (m.shoulder + 8) * s], facing),
    });
  },
};
