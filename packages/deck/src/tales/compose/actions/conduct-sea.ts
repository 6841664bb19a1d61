/**
 * Conducting the sea: a character stands on a little podium at the water's edge, baton raised like
 * a maestro's, and the sea before it rises to the gesture — its waves climbing in a crescendo, the
 * tallest curling right under the baton's tip (a storm's clouds heaping up and flashing). The whole world is the orchestra; the one figure is in charge.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** One wave standing from the ground line at x0..x1, its crest at (cx, top), curling forward. */
function wave(x0: number, x1: number, cx: number, top: number, water: string): Node[] {
  const h = -top;
  const curl = h * 0.22;
  const body = `M${n(x0)} 0C${n(x0 + (cx - x0) * 0.6)} 0 ${n(cx - (cx - x0) * 0.25)} ${n(top + h * 0.3)} ${n(cx)} ${n(top)}C${n(cx + curl * 1.2)} ${n(top - curl * 0.2)} ${n(cx + curl * 1.6)} ${n(top + curl)} ${n(cx + curl * 0.7)} ${n(top + curl * 1.3)}C${n(cx + curl * 0.9)} ${n(top + curl * 0.6)} ${n(cx + curl * 0.4)} ${n(top + curl * 0.5)} ${n(cx + curl * 0.2)} ${n(top + curl * 1.1)}C${n(cx + h * 0.3)} ${n(top + h * 0.6)} ${n(x1 - (x1 - cx) * 0.4)} 0 ${n(x1)} 0Z`;
  const foam = `M${n(cx - h * 0.12)} ${n(top + h * 0.08)}C${n(cx - h * 0.04)} ${n(top - 1)} ${n(cx + curl)} ${n(top - curl * 0.1)} ${n(cx + curl * 1.3)} ${n(top + curl * 0.7)}`;
  return [
    fill(body, water, 'water'),
    stroke(
      `M${n(cx - h * 0.3)} ${n(top + h * 0.5)}q${n(h * 0.08)} ${n(-h * 0.06)} ${n(h * 0.16)} 0`,
      lighter(water, 0.35),
      1.2,
      'detail',
      0,
    ),
    stroke(foam, '#f4f8fa', Math.max(2, h * 0.045), 'water', 0),
  ];
}

/** The orchestra rising to the baton between x0 and x1, its peak under `tip`. */
function orchestra(
  object: NounId,
  p: Palette,
  x0: number,
  x1: number,
  tip: Point,
  u: number,
): Node[] {
  // The peak stands just past the baton's tip and towers over the conductor: the music is huge.
  const peakX = tip[0] + 56 * u;
  const peakTop = Math.min(tip[1] - 10 * u, -150 * u);
  if (object === 'storm') {
    // Storm clouds heaped into a rising tower, the tallest under the baton, a bolt and rain.
    const grey = mix(p.ink, '#7a8094', 0.5);
    const puffs: Node[] = [];
    const heights = [0.35, 0.55, 0.8, 1, 0.7];
    for (const [i, f] of heights.entries()) {
      const x = x0 + 30 * u + (i / (heights.length - 1)) * (x1 - x0 - 40 * u);
      const y = -30 * u + (peakTop + 16 * u) * f;
      const r = (13 + f * 12) * u;
      const c = i % 2 === 0 ? grey : lighter(grey, 0.12);
      puffs.push(
        fill(
          `${ellipse(x, y, r * 1.2, r)}${ellipse(x - r * 0.8, y + r * 0.45, r * 0.8, r * 0.6)}${ellipse(x + r * 0.8, y + r * 0.4, r * 0.8, r * 0.65)}`,
          c,
          'detail',
        ),
      );
    }
    const rain = stroke(
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) => `M${n(x0 + 14 * u + i * ((x1 - x0 - 28 * u) / 6))} ${n(-34 * u)}l-4 ${n(24 * u)}`,
        )
        .join(''),
      '#9cc0e4',
      1.2,
      'water',
      0,
    );
    const bx = peakX + 10 * u;
    const by = peakTop + 30 * u;
    const bolt = fill(
      `M${n(bx)} ${n(by)}l${n(-10 * u)} ${n(26 * u)}h${n(8 * u)}l${n(-7 * u)} ${n(24 * u)}l${n(20 * u)} ${n(-32 * u)}h${n(-8 * u)}l${n(8 * u)} ${n(-18 * u)}Z`,
      '#ffe45a',
      'glow',
      0.4,
    );
    return [rain, ...puffs, bolt];
  }
  // The sea: waves rising in a crescendo, the last and tallest curling right under the baton.
  const water = mix(p.water, '#2f7ab0', 0.35);
  const span = peakX - x0;
  return [
    ...wave(x0, x0 + span * 0.5, x0 + span * 0.25, peakTop * 0.22, darker(water, 0.05)),
    ...wave(x0 + span * 0.2, x0 + span * 0.95, x0 + span * 0.6, peakTop * 0.5, water),
    ...wave(x0 + span * 0.55, x1 + 12 * u, peakX, peakTop, lighter(water, 0.08)),
    fill(rect(x0, -4, x1 - x0 + 12 * u, 6, 2), darker(water, 0.12), 'water'),
  ];
}

/**
 * Conducting the sea (a storm) like an orchestra from a little podium, the baton raised,
 * and the waves rising to it in a crescendo.
 */
export const conductSea: Action = {
  id: 'conduct-sea',
  objects: ['sea', 'storm'],
  // A mouse on its podium is too small beside the waves to read on a phone.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'wonder', 'mischief', 'surprise', 'joy'],
  settings: ['shore', 'meadow', 'rooftop', 'desert'],
  // The waves break on the shore; a storm gathers anywhere under an open sky.
  settingsFor: (o) => (o === 'sea' ? ['shore'] : ['meadow', 'rooftop', 'desert', 'shore']),
  // A wide shot makes the conductor a speck beside its orchestra.
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Conducting the sea is a dream by itself: a twist would only crowd the orchestra.
  untwisted: true,
  lights: ['sun', 'moon', 'sky'],
  family: (o) => `conduct-sea:${o}`,
  concepts: [
    'music',
    'conductor',
    'orchestra',
    'crescendo',
    'power',
    'nature',
    'command',
    'performance',
    'harmony',
  ],
  say: sayFrom(
    {
      sea: {
        en: 'conducts the sea like an orchestra, baton raised, and the waves rise to the music',
        ja: 'タクトを振り上げて海をオーケストラのように指揮している。波が音楽に合わせて高く盛り上がっていく',
        ru: 'дирижирует морем, как оркестром, подняв палочку, и волны вздымаются в такт музыке',
        pt: 'rege o mar como uma orquestra, de batuta no ar, e as ondas se erguem ao som da música',
        fi: 'johtaa merta kuin orkesteria tahtipuikko koholla, ja aallot nousevat musiikin tahdissa',
      },
      storm: {
        en: 'conducts a storm like an orchestra, baton raised, and the thunderclouds swell to the music',
        ja: 'タクトを振り上げて嵐をオーケストラのように指揮している。雷雲が音楽に合わせてふくらんでいく',
        ru: 'дирижирует грозой, как оркестром, подняв палочку, и тучи растут в такт музыке',
        pt: 'rege uma tempestade como uma orquestra, de batuta no ar, e as nuvens crescem ao som da música',
        fi: 'johtaa ukonilmaa kuin orkesteria tahtipuikko koholla, ja ukkospilvet paisuvat musiikin tahdissa',
      },
    },
    'sea',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const podium = 14;
    // The baton arm raised high and forward, the other hand up and open, shaping the sound.
    const reachUp: Point = [m.arm * 0.45, m.shoulder - m.arm * 0.95];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: reachUp, hand: 'fist' },
      back: { angle: 125, bend: 35, hand: 'open' },
      turn: 0.7,
      headTilt: -10,
      gaze: [1, -0.5],
    });
    const x = -40 * s;
    const conductor: Actor = { fig, x, y: -podium, facing: 1, scale: s };
    const hand = actorPoint(conductor, fig.skeleton.hands.front);
    const u = (m.height * s) / 100;
    const tip: Point = [hand[0] + 20 * u, hand[1] - 14 * u];
    const baton = [
      stroke(`M${n(hand[0])} ${n(hand[1])}L${n(tip[0])} ${n(tip[1])}`, '#f6f2e8', 1.6, 'wood'),
    ];
    const wood = p.wood;
    const stand = [
      fill(rect(x - 16 * s, -podium, 32 * s, podium, 1.5), wood, 'wood'),
      stroke(
        `M${n(x - 16 * s)} ${n(-podium + 3)}H${n(x + 16 * s)}`,
        darker(wood, 0.25),
        1,
        'detail',
        0,
      ),
    ];
    const x0 = x + 30 * u;
    const x1 = Math.max(tip[0] + 110 * u, x0 + 130 * u);
    const world = orchestra(ctx.object, p, x0, x1, tip, u);
    // Notes flying from the baton's tip over to the music rising.
    const notes = [0, 1, 2].map((i) =>
      note(
        tip[0] + (8 + i * 12) * u,
        tip[1] - (4 + i * 7) * u + (i % 2) * 5 * u,
        2.8 * u,
        p.ink,
        i % 2 === 0 ? -14 : 10,
      ),
    );
    const nodes: Node[] = [...stand, actorNodes(conductor), ...baton, ...world, ...notes];
    const drawn = nodeBox(group(nodes), identity) ?? [-70, -130, 110, 0];
    const box: [number, number, number, number] = [drawn[0] - 4, drawn[1] - 6, drawn[2] + 4, 4];
    const focus: Point = [(hand[0] + x1) / 2, (tip[1] - 10) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[x * facing, 22 * s]],
      glows: [],
      closeBox: facingBox(box, facing),
    });
  },
};
