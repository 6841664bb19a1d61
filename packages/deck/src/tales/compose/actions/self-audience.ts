/**
 * A full house of oneself: the performer stands alone at the edge of the stage in the spotlight,
 * and the tiers of red velvet seats rising in the dark are filled, every one, with the performer
 * as a child, the same hair, the same clothes, all gazing up at the stage. Who are we playing to?
 * Stage fright, the dreams we had, the child we once were watching what became of us.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, hairs, lighter, mix } from '../../kit/colors.ts';
import type { HairStyle } from '../../kit/head.ts';
import { actorNodes, actorPoint, pose, type Actor, type Character } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const velvet = '#a8283a';
const gilt = '#c8a040';

/** The character as a child: the same clothes and hat, a child's hair and face. */
function younger(c: Character, hair: string): Character {
  if (c.species !== 'human') return { ...c, age: 'child', scale: c.scale * 0.85 };
  const style: HairStyle =
    c.look.hairStyle === 'fringe' || c.look.hairStyle === 'bald'
      ? 'short'
      : c.look.hairStyle === 'bun' && c.who === 'old-woman'
        ? 'pigtails'
        : c.look.hairStyle;
  return {
    ...c,
    age: 'child',
    look: {
      ...c.look,
      hair: c.age === 'old' ? hair : c.look.hair,
      hairStyle: style,
      glasses: false,
      beard: false,
    },
  };
}

/** A theatre seat under a child seated facing -x at `hip` (world), its back behind at +x. */
function seat(hip: Point, floor: number, u: number): Node[] {
  const back = hip[0] + 9 * u;
  const front = hip[0] - 9 * u;
  const top = hip[1] - 26 * u;
  return [
    // The back, a rounded velvet pad in a gilt frame.
    fill(rect(back - 3.2 * u, top, 7 * u, floor - top, 2.4 * u), darker(velvet, 0.15), 'cloth'),
    stroke(`M${n(back + 3.6 * u)} ${n(top + 2 * u)}V${n(floor)}`, gilt, 1.1 * u, 'metal', 0),
    // The seat cushion under the hip, and its leg.
    fill(rect(front, hip[1] + 1 * u, back - front, 4.5 * u, 1.8 * u), velvet, 'cloth'),
    stroke(`M${n(hip[0])} ${n(hip[1] + 5 * u)}V${n(floor)}`, darker(gilt, 0.35), 1.6 * u, 'metal'),
  ];
}

/**
 * Facing +x: the stage at the left, raised, with footlights along its edge, the performer near
 * its edge in a cone of light; at the right three tiers of seats stepping up into the dark, two
 * children in each, facing back towards the stage.
 */
export const selfAudience: Action = {
  id: 'self-audience',
  objects: ['audience'],
  // Grown-ups and grown animals: a child's own younger self would be a baby.
  who: ['woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'wolf'],
  feelings: ['fear', 'resolve', 'wonder'],
  settings: ['theatre'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  // A house full of one's younger selves is the dream; a twist beside it would crowd the seats.
  untwisted: true,
  // The faces and the matching clothes tell it: a silhouette or a woodcut loses both.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['spot'],
  family: () => 'self-audience',
  concepts: [
    'audience',
    'younger self',
    'childhood',
    'stage fright',
    'performance',
    'spotlight',
    'full house',
    'memory',
    'self',
  ],
  say: sayFrom(
    {
      audience: {
        en: 'stands alone in the spotlight before a full house in which every seat holds a younger self',
        ja: 'スポットライトの中にひとり立つ。満員の客席に座っているのは、みんな子どものころの自分だ',
        ru: 'стоит один в луче прожектора перед полным залом, где в каждом кресле сидит он сам в детстве',
        pt: 'está sozinho sob o holofote diante de uma sala cheia em que cada lugar é ocupado pelo próprio eu de criança',
        fi: 'seisoo yksin valokeilassa täyden salin edessä, ja jokaisella istuimella istuu oma nuorempi itse',
      },
    },
    'audience',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const ax = -36 * k;
    // The performer: at the front of the stage, turned to the house.
    const over =
      ctx.feeling === 'resolve'
        ? {
            front: { angle: 70, bend: 10, hand: 'open' as const },
            back: { angle: 10, bend: 30 },
          }
        : ctx.feeling === 'wonder'
          ? {
              front: { angle: 45, bend: 20, hand: 'open' as const },
              back: { angle: 35, bend: 20, hand: 'open' as const },
            }
          : {};
    const fig = posed(ctx, { legs: 'stand', turn: 0.55, gaze: [1, 0.35], ...over });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const lampColor = lighter(ctx.palette.light, 0.25);
    // The spotlight: a pale cone from high above, pooled round the performer's feet.
    const beamTop = head[1] - 45 * k;
    const pool = 18 * k;
    const beam: Node = fill(
      `M${n(ax - 4 * k)} ${n(beamTop)}L${n(ax + 4 * k)} ${n(beamTop)}L${n(ax + pool)} 0L${n(ax - pool)} 0Z`,
      {
        kind: 'linear',
        x1: 0,
        y1: beamTop,
        x2: 0,
        y2: 0,
        stops: [
          [0, mix(lampColor, '#ffffff', 0.4), 0.15],
          [1, lampColor, 0.45],
        ],
      },
      'glow',
      0,
    );
    // The stalls below the stage's edge: two rows of three children in red seats, facing back
    // up at the stage, the back row first.
    const kid = younger(ctx.who, rng.pick(hairs));
    const ks = kid.scale * s;
    const stalls: Node[] = [];
    const heads: Point[] = [];
    const rows = [
      { y: 20 * k, x: 16 * k },
      { y: 44 * k, x: 27 * k },
    ];
    for (const [r, row] of rows.entries()) {
      for (let j = 2; j >= 0; j--) {
        const i = r * 3 + j;
        const feel = i === 1 ? 'joy' : i === 5 ? 'calm' : 'wonder';
        const kf = pose(
          kid,
          feel,
          {
            legs: 'sit',
            lean: -4,
            front: { angle: 20, bend: 80, hand: 'mitt' },
            back: { angle: 15, bend: 70 },
            turn: 0.55,
            headTilt: -10,
            gaze: [1, -0.5],
          },
          ctx.ink,
        );
        const x = row.x + j * 22 * k;
        const a: Actor = { fig: kf, x, y: row.y, facing: -1, scale: ks };
        const hip = actorPoint(a, kf.skeleton.hip);
        heads.push(actorPoint(a, kf.skeleton.headCentre));
        stalls.push(...seat(hip, row.y, (ks / s) * k), actorNodes(a));
      }
    }
    const right = rows[1] === undefined ? 80 * k : rows[1].x + 2 * 22 * k + 14 * k;
    const box: [number, number, number, number] = [ax - 26 * k, beamTop, right, 50 * k];
    const focus: Point = [(ax + 20 * k) / 2, head[1] + 20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([beam], facing),
      actors: mirror([actorNodes(actor)], facing),
      before: mirror(stalls, facing),
      contacts: [[ax * facing, 20 * k]],
      glows: [{ at: mx([ax, head[1]], facing), r: 26 * k, color: lampColor }],
      closeBox: facingBox(box, facing),
    });
  },
};
