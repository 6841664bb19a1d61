/**
 * A street that moves house: a night train whose carriages are little houses, each on its own
 * wheels, chimneys smoking and windows lit, winds away over the dark hills behind a small
 * engine, and on the back porch of the last house someone waves goodbye to where they lived,
 * or to someone left on the line. Home is where you take it; is it leaving, or going home?
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { at } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { engine } from './parlour-train.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** House walls and roofs, cottage colours that stand out against the night. */
const WALLS = ['#e8c27a', '#d98a6a', '#a8c8a0', '#e6d8b8', '#c8a0c0'] as const;
const ROOFS = ['#8a3a2a', '#4a5a7a', '#6a4a3a', '#3a5a4a'] as const;

/**
 * A little house on a wheeled flatcar, drawn in its own units: the rails at y = 0, the car from
 * x = 0 to 90 (and on to 110 with a porch), the house from 6 to 84. Returns its nodes, where its
 * chimney smokes and where its windows glow, in those units.
 */
function houseCar(
  p: Palette,
  wall: string,
  roof: string,
  porch: boolean,
): { nodes: Node[]; chimney: Point; windows: Point[] } {
  const deck = -14;
  const len = porch ? 110 : 90;
  const chassis = '#2a2628';
  const nodes: Node[] = [
    fill(rect(2, deck, len - 4, 6, 1), chassis, 'metal'),
    fill(rect(-4, deck + 1, 6, 4, 1), '#a8322a', 'metal'),
  ];
  for (const wx of [14, 32, 58, 76, ...(porch ? [98] : [])])
    nodes.push(
      fill(circle(wx, -7, 7), '#3a3436', 'metal'),
      fill(circle(wx, -7, 2.2), '#b0a890', 'detail', 0),
    );
  const eaves = deck - 52;
  const chimney: Point = [26, eaves - 30];
  nodes.push(
    // The chimney behind the roof, its pot, then the walls and the roof.
    fill(rect(20, eaves - 28, 12, 26), darker(wall, 0.35), 'stone'),
    fill(rect(18, eaves - 31, 16, 5), darker(wall, 0.5), 'stone'),
    fill(rect(6, eaves, 78, deck - eaves), wall, 'wall'),
    fill(
      poly([
        [0, eaves + 2],
        [45, eaves - 36],
        [90, eaves + 2],
      ]),
      roof,
      'wood',
    ),
    stroke(`M2 ${n(eaves + 2)}H88`, darker(roof, 0.3), 2, 'wood'),
  );
  // Two lit windows with their bars, a third in the gable.
  const glow = '#ffd98a';
  const windows: Point[] = [
    [24, eaves + 18],
    [50, eaves + 18],
    [45, eaves - 12],
  ];
  windows.forEach(([x, y], i) => {
    const w = i === 2 ? 10 : 14;
    const h = i === 2 ? 10 : 14;
    nodes.push(
      fill(rect(x - w / 2 - 1.5, y - h / 2 - 1.5, w + 3, h + 3), darker(wall, 0.4), 'wood'),
      fill(rect(x - w / 2, y - h / 2, w, h), glow, 'glow'),
      stroke(
        `M${n(x)} ${n(y - h / 2)}V${n(y + h / 2)}M${n(x - w / 2)} ${n(y)}H${n(x + w / 2)}`,
        darker(wall, 0.4),
        1,
        'wood',
        0,
      ),
    );
  });
  // The door at the back end, open onto the porch, lit inside.
  nodes.push(
    fill(rect(66, eaves + 10, 14, deck - eaves - 10), darker(p.wood, 0.2), 'wood'),
    fill(rect(68, eaves + 12, 10, deck - eaves - 12), lighter(glow, 0.1), 'glow'),
  );
  if (porch) {
    // The porch: its boards and a little rail round its end.
    nodes.push(
      fill(rect(84, deck - 2, 24, 3), mix(p.wood, '#8a6a4a', 0.3), 'wood'),
      stroke(
        `M88 ${n(deck - 2)}V${n(deck - 20)}H108V${n(deck - 2)}M98 ${n(deck - 2)}V${n(deck - 20)}`,
        darker(p.wood, 0.3),
        1.6,
        'wood',
      ),
    );
  }
  return { nodes, chimney, windows };
}

/**
 * The track doubles back up a hill: the nearest car (the last house, its porch at the right end)
 * full size on the near tier, the cars before it smaller on the tier above, the engine leading
 * them, its steam blown back. The waver stands on the near porch,
 * facing back along the line (+x), one arm high.
 */
export const houseTrain: Action = {
  id: 'house-train',
  objects: ['house'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'cat'],
  feelings: ['joy', 'longing', 'grief', 'wonder'],
  settings: ['meadow'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['moon'],
  family: () => 'house-train',
  concepts: [
    'moving house',
    'home',
    'goodbye',
    'train',
    'journey',
    'night',
    'neighbours',
    'leaving',
    'homesickness',
    'roots',
    'the open road',
  ],
  say: sayFrom(
    {
      house: {
        en: 'waves goodbye from the back porch of a night train whose carriages are little houses with smoking chimneys',
        ja: '車両がどれも煙突から煙をあげる小さな家になっている夜汽車の、最後の家の裏のポーチから手をふっている',
        ru: 'машет на прощание с заднего крылечка ночного поезда, где вместо вагонов маленькие домики с дымящими трубами',
        pt: 'acena adeus do alpendre de trás de um comboio noturno cujas carruagens são casinhas de chaminés a fumegar',
        fi: 'vilkuttaa hyvästiksi yöjunan takakuistilta, junan, jonka vaunut ovat pieniä taloja savuavine savupiippuineen',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    const k = (m.height * s) / 100;
    // The line doubles back up a hill: the last house (the waver's) on the near tier going
    // left, then round the bend and along the tier above, going right and smaller, two houses
    // and the engine at their head.
    const tiers = [0, -134 * k];
    const cars: { x: number; y: number; sc: number; tier: number }[] = [
      { x: -18 * k, y: tiers[0] ?? 0, sc: 1.15 * k, tier: 0 },
      { x: -22 * k, y: tiers[1] ?? 0, sc: 0.58 * k, tier: 1 },
      { x: 34 * k, y: tiers[1] ?? 0, sc: 0.58 * k, tier: 1 },
    ];
    const far = 900 * k;
    const night = mix('#18204a', p.sky[0], 0.25);
    // The night sky and its stars (the moon is the card's light).
    const stars: string[] = [];
    for (let i = 0; i < 22; i++)
      stars.push(
        circle(rng.range(-60 * k, 160 * k), rng.range(-260 * k, -150 * k), rng.range(0.6, 1.2) * k),
      );
    const wall: Node[] = [
      fill(rect(-far, -far, 2 * far, far), night, 'sky'),
      fill(stars.join(''), '#fff2c0', 'glow', 0),
    ];
    // The hill's bands, one a tier, each a shade lighter going back, the rails along each top.
    const band = (i: number): string => mix('#2f5a3c', night, 0.1 + 0.3 * i);
    const rail = '#9a968e';
    const rails: Node[] = [];
    const hill: Node[][] = [[], []];
    for (let i = 1; i >= 0; i--) {
      const y = tiers[i] ?? 0;
      const bump = i === 0 ? 0 : 10 * k;
      hill[i]?.push(
        fill(
          `M${n(-far)} ${n(y + 6 * k)}H${n(-40 * k)}Q${n(40 * k)} ${n(y - bump)} ${n(200 * k)} ${n(y + 4 * k)}V${n(far)}H${n(-far)}Z`,
          band(i),
          'floor',
        ),
      );
      rails.push(
        stroke(`M${n(-60 * k)} ${n(y)}H${n(180 * k)}`, rail, (1.4 - i * 0.4) * k, 'metal'),
      );
    }
    // The engine at the head of the upper tier, turned to run right, its steam going up.
    const e = 0.5 * k;
    const eng = engine(p, 0, e);
    const engX = 128 * k;
    const engY = tiers[1] ?? 0;
    const steam = lighter(mix(p.light, '#ffffff', 0.6), 0.1);
    const puffs: Node[] = [0, 1, 2].map((i) => {
      const r = (4 + i * 3) * k;
      return fill(
        puff(
          engX - eng.chimney[0] + i * 5 * k,
          engY + eng.chimney[1] - 6 * k - i * 11 * k,
          r,
          r * 0.7,
          7,
          1.2,
          rng.range(0, 1),
        ),
        steam,
        'detail',
      );
    });
    // The tiers drawn back to front: hill band, rails, what runs on them.
    const pick = rng.range(0, WALLS.length);
    const glows: { at: Point; r: number; color: string }[] = [];
    // The hill bands and the rails are the place's part, not boxed with the story; the cars
    // and the engine are drawn with the waver.
    const nodes: Node[] = [];
    for (let t = 1; t >= 0; t--) {
      const into = nodes;
      wall.push(...(hill[t] ?? []), rails[1 - t] ?? group([]));
      if (t === 1) into.push(group(eng.nodes, at(engX, engY, 1, 0, true)), ...puffs);
      // Smoke blows back along the way each tier runs.
      const back = t === 0 ? 1 : -1;
      cars.forEach((c, i) => {
        if (c.tier !== t) return;
        const wallC = WALLS[(Math.floor(pick) + i) % WALLS.length] ?? '#e8c27a';
        const roofC = ROOFS[(Math.floor(pick) + i) % ROOFS.length] ?? '#8a3a2a';
        const h = houseCar(p, wallC, roofC, i === 0);
        into.push(group(h.nodes, at(c.x, c.y, c.sc)));
        const ch: Point = [c.x + h.chimney[0] * c.sc, c.y + h.chimney[1] * c.sc];
        into.push(
          fill(
            puff(
              ch[0] + back * 6 * c.sc,
              ch[1] - 8 * c.sc,
              7 * c.sc,
              5 * c.sc,
              6,
              1.2,
              rng.range(0, 1),
            ),
            steam,
            'detail',
            0.5,
          ),
          fill(
            puff(
              ch[0] + back * 16 * c.sc,
              ch[1] - 20 * c.sc,
              9 * c.sc,
              6 * c.sc,
              7,
              1.2,
              rng.range(0, 1),
            ),
            steam,
            'detail',
            0.5,
          ),
        );
        for (const w of h.windows)
          glows.push({
            at: mx([c.x + w[0] * c.sc, c.y + w[1] * c.sc], facing),
            r: 14 * c.sc,
            color: '#ffd98a',
          });
      });
    }
    // The waver on the near porch, facing back down the line, one arm high.
    const near = cars[0] ?? { x: 0, y: 0, sc: k };
    const deckY = near.y + -15.5 * near.sc;
    const fx = near.x + 96 * near.sc;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 4 : -4,
      front: { angle: 145, bend: 45, hand: 'open' },
      back: sad ? { angle: 20, bend: 70, hand: 'mitt' } : { angle: 30, bend: 30, hand: 'mitt' },
      turn: 0.35,
      headTilt: sad ? 8 : -4,
      gaze: [0.8, 0],
    });
    const a: Actor = { fig, x: fx, y: deckY, facing: 1, scale: s };
    const head = actorPoint(a, fig.skeleton.headCentre);
    const hand = actorPoint(a, fig.skeleton.hands.front);
    nodes.push(actorNodes(a));
    // The porch rail's front bar over the legs.
    nodes.push(
      stroke(
        `M${n(near.x + 88 * near.sc)} ${n(deckY - 10 * near.sc)}H${n(near.x + 108 * near.sc)}`,
        darker(p.wood, 0.3),
        1.6 * near.sc,
        'wood',
      ),
    );
    const faults: string[] = [];
    if (hand[1] > head[1]) faults.push('house-train: the waving hand below the head');
    const top = Math.min(hand[1], engY - 72 * k) - 6 * k;
    const box: [number, number, number, number] = [-26 * k, top, 130 * k, 14 * k];
    return staged(facingBox(box, facing), mx([fx - 30 * k, head[1] + 20 * k], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [],
      glows,
      faults,
    });
  },
};
