/**
 * A map that is the land: the character holds a big unfolded map up in both hands, peering over
 * its top edge, and the river drawn on it runs off the paper's bottom edge, falls to the ground
 * and flows away as a real river past the character's feet. Where the map ends, the journey is.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The character stands facing us behind the open map, its hands at the map's top corners, its
 * head over the top edge; the map's river leaves the paper at the bottom edge as a ribbon of
 * water that lands in front of the feet and winds off towards us, widening.
 */
export const mapRiver: Action = {
  id: 'map-river',
  objects: ['map'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'cat'],
  feelings: ['surprise', 'wonder', 'fear', 'mischief', 'resolve'],
  settings: ['meadow', 'forest', 'desert', 'snowfield', 'street'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A woodcut and a silhouette fill the paper and the water with black: no map, no river.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'map-river',
  concepts: [
    'map',
    'river',
    'cartography',
    'the land come alive',
    'direction',
    'getting lost',
    'imagination',
    'flood',
    'source',
  ],
  say: sayFrom(
    {
      map: {
        en: 'unfolds a map, and the river drawn on it runs off the paper onto the ground',
        ja: '地図を広げると、描かれた川が紙からあふれて地面を流れだす',
        ru: 'разворачивает карту, и нарисованная на ней река стекает с бумаги на землю',
        pt: 'desdobra um mapa, e o rio desenhado nele escorre do papel para o chão',
        fi: 'levittää kartan, ja siihen piirretty joki valuu paperilta maahan',
      },
    },
    'map',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The map: as wide as the character is tall, held at the shoulders, down to the knees.
    const top = m.shoulder * s - 2 * k;
    const w = 84 * k;
    const h = 58 * k;
    const x0 = -w / 2;
    const bottom = top + h;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 0,
      // The hands grip the side edges near the top (the mitt reaches past the wrist).
      front: { reach: [(x0 + w - 9 * k) / s, (top + 12 * k) / s], hand: 'mitt' },
      back: { reach: [(x0 + 9 * k) / s, (top + 12 * k) / s], hand: 'mitt' },
      turn: 0,
      headTilt: ctx.feeling === 'fear' ? 8 : -4,
      gaze: ctx.feeling === 'wonder' ? [0, -0.3] : [0.3, 0.6],
    });
    const a: Actor = { fig, x: 0, facing: 1, scale: s };
    // The paper in its fold panels (4 across, 3 down), each a touch lighter or darker.
    const paper = mix(p.paper, '#efe3c4', 0.5);
    const panels: Node[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++)
        panels.push(
          fill(
            rect(x0 + (i * w) / 4, top + (j * h) / 3, w / 4, h / 3),
            (i + j) % 2 ? darker(paper, 0.06) : lighter(paper, 0.04),
            'paper',
            0,
          ),
        );
    const ink = mix(p.ink, '#5a4a3a', 0.4);
    const green = mix('#6f9a4a', p.ground, 0.25);
    const water = mix(p.water, '#3f86c0', 0.5);
    // What is drawn on the map: woods, hills, a dotted road to a red cross, and the river.
    const woods = [
      [0.14, 0.22],
      [0.22, 0.3],
      [0.1, 0.36],
      [0.78, 0.62],
      [0.86, 0.7],
      [0.72, 0.76],
    ].map(([u, v]) =>
      fill(circle(x0 + (u ?? 0) * w, top + (v ?? 0) * h, 3.6 * k), green, 'plant', 0),
    );
    const hill = (u: number, v: number): string =>
      `M${n(x0 + u * w - 6 * k)} ${n(top + v * h)}l${n(6 * k)} ${n(-7 * k)}l${n(6 * k)} ${n(7 * k)}`;
    const at = (u: number, v: number): string => `${n(x0 + u * w)} ${n(top + v * h)}`;
    // The river as a filled ribbon (a stroke turns to a black ink line in the ink look, and the
    // river must stay the same blue on the paper as on the ground).
    const bend: [number, number][] = [
      [0.62, 0],
      [0.7, 0.2],
      [0.3, 0.3],
      [0.42, 0.55],
      [0.54, 0.8],
      [0.6, 0.8],
      [0.5, 1],
    ];
    const side = (d: number, q: [number, number][]): string[] =>
      q.map(([u, v]) => `${n(x0 + u * w + d)} ${n(top + v * h)}`);
    const [l0, l1, l2, l3, l4, l5, l6] = side(-2 * k, bend);
    const [r0, r1, r2, r3, r4, r5, r6] = side(2 * k, bend);
    const riverPath = `M${l0}C${l1} ${l2} ${l3}C${l4} ${l5} ${l6}L${r6}C${r5} ${r4} ${r3}C${r2} ${r1} ${r0}Z`;
    const cross: Point = [x0 + 0.82 * w, top + 0.22 * h];
    const drawn: Node[] = [
      ...woods,
      stroke(hill(0.28, 0.78) + hill(0.2, 0.86), ink, 1.2 * k, 'detail', 0),
      fill(riverPath, water, 'water'),
      stroke(
        `M${at(0.12, 0.6)}Q${at(0.5, 0.4)} ${n(cross[0])} ${n(cross[1] + 4 * k)}`,
        mix(p.accent, '#b83a2a', 0.5),
        1.3 * k,
        'detail',
        0,
      ),
      stroke(
        `M${n(cross[0] - 3 * k)} ${n(cross[1] - 3 * k)}l${n(6 * k)} ${n(6 * k)}m0 ${n(-6 * k)}l${n(-6 * k)} ${n(6 * k)}`,
        '#b8322a',
        1.6 * k,
        'detail',
        0,
      ),
      stroke(rect(x0, top, w, h), darker(paper, 0.3), 0.8 * k, 'detail', 0),
    ];
    // The river leaving the paper: a falling ribbon from the bottom edge, a splash on the ground,
    // then a real river winding towards us and widening.
    const out = x0 + 0.5 * w;
    const fall = `M${n(out - 2.2 * k)} ${n(bottom)}Q${n(out - 4 * k)} ${n(bottom + 14 * k)} ${n(out - 7 * k)} ${n(8 * k)}L${n(out + 7 * k)} ${n(8 * k)}Q${n(out + 4 * k)} ${n(bottom + 14 * k)} ${n(out + 2.2 * k)} ${n(bottom)}Z`;
    const river = `M${n(out - 9 * k)} ${n(6 * k)}C${n(out - 30 * k)} ${n(16 * k)} ${n(out + 20 * k)} ${n(24 * k)} ${n(out - 24 * k)} ${n(44 * k)}L${n(out + 16 * k)} ${n(44 * k)}C${n(out + 50 * k)} ${n(26 * k)} ${n(out - 8 * k)} ${n(18 * k)} ${n(out + 9 * k)} ${n(6 * k)}Z`;
    const ground: Node[] = [
      fill(river, water, 'water'),
      stroke(
        `M${n(out - 4 * k)} ${n(16 * k)}q${n(4 * k)} ${n(-1.5 * k)} ${n(8 * k)} 0M${n(out - 12 * k)} ${n(30 * k)}q${n(6 * k)} ${n(-2 * k)} ${n(12 * k)} 0`,
        lighter(water, 0.45),
        1.2 * k,
        'detail',
        0,
      ),
    ];
    const spill: Node[] = [
      fill(fall, water, 'water'),
      stroke(
        `M${n(out)} ${n(bottom + 2 * k)}Q${n(out - 1 * k)} ${n(bottom + 12 * k)} ${n(out - 2 * k)} ${n(4 * k)}`,
        lighter(water, 0.5),
        1 * k,
        'detail',
        0,
      ),
      // Splash drops where it lands.
      fill(
        circle(out - 10 * k, 2 * k, 1.3 * k) +
          circle(out + 10 * k, 1 * k, 1.1 * k) +
          circle(out + 13 * k, 4 * k, 0.9 * k),
        lighter(water, 0.35),
        'water',
        0,
      ),
    ];
    const nodes: Node[] = [
      ...ground,
      actorNodes({ ...a, fig: { ...fig, hands: [] } }),
      ...panels,
      ...drawn,
      ...spill,
      actorNodes({ ...a, fig: { ...fig, back: [], body: [], hands: fig.hands } }),
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      x0 - 8 * k,
      headTop - 8 * k,
      -x0 + 8 * k,
      46 * k,
    ];
    const focus: Point = [0, top + h * 0.5];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 30 * k]],
      glows: [],
    });
  },
};
