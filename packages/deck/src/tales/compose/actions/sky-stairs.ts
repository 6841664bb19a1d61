/**
 * A staircase that climbs into the sky and stops in mid-air: one figure halfway up it, looking up
 * at what waits past the last step (the moon, a door, a star), or at the last steps flying off as
 * birds. The steps float, nothing holds them up.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A flight of `count` steps rising from (x0, 0) towards +x, as one block of stone with a sloping
 * underside, its end cut off square in mid-air; each tread lit along its edge.
 */
function flight(
  x0: number,
  y0: number,
  count: number,
  run: number,
  rise: number,
  stone: string,
): Node[] {
  const pts: Point[] = [[x0, y0]];
  for (let i = 0; i < count; i++) {
    pts.push([x0 + i * run, y0 - (i + 1) * rise]);
    pts.push([x0 + (i + 1) * run, y0 - (i + 1) * rise]);
  }
  const end = x0 + count * run;
  const thick = rise * 1.5;
  pts.push([end, y0 - count * rise + thick]);
  pts.push([x0 + run * 1.2, y0]);
  const edges = Array.from({ length: count }, (_, i) => {
    const y = y0 - (i + 1) * rise;
    return `M${n(x0 + i * run)} ${n(y + 1)}h${n(run)}`;
  }).join('');
  return [
    fill(poly(pts), stone, 'stone'),
    stroke(edges, lighter(stone, 0.3), rise * 0.12, 'stone', 0),
  ];
}

/** A bird in flight made of a step's stone, flying off (the last steps turning into birds). */
function stoneBird(p: Palette, stone: string, at: Point, k: number, turn: number): Node {
  return placed(P.bird(stone, p.ink, turn > 0 ? 'up' : 'down'), at, k, turn);
}

/**
 * Climbing a staircase that stops in mid-air: floating steps rising across the card, the figure
 * halfway up with a foot on the next step, reaching or gazing up at what lies past the last step.
 */
export const skyStairs: Action = {
  id: 'sky-stairs',
  objects: ['moon', 'door', 'star', 'birds', 'cloud'],
  feelings: ['wonder', 'longing', 'resolve', 'fear', 'joy', 'calm', 'grief'],
  // Open country only: against a street's walls or a forest's trunks the flight reads as an
  // ordinary stair up to a door, the sky not showing round its top steps.
  settings: ['meadow', 'shore', 'snowfield', 'desert', 'icefield', 'clouds'],
  framings: ['medium', 'low'],
  lights: ['moon', 'sky', 'sun', 'glow'],
  family: (o) => `sky-stairs:${o}`,
  concepts: ['staircase', 'ascent', 'ambition', 'unfinished', 'heaven', 'dream', 'the next step'],
  say: sayFrom(
    {
      moon: {
        en: 'climbs a staircase into the sky that stops in mid-air, just short of the moon',
        ja: '空へ続く階段をのぼっているが、階段は月の少し手前で宙に途切れている',
        ru: 'поднимается по лестнице в небо, которая обрывается в воздухе, чуть-чуть не доходя до луны',
        pt: 'sobe uma escada para o céu que acaba no ar, um pouco antes da lua',
        fi: 'nousee taivaalle vieviä portaita, jotka loppuvat tyhjään ilmaan juuri ennen kuuta',
      },
      door: {
        en: 'climbs a staircase into the sky to a door standing open on its last step',
        ja: '空へ続く階段をのぼっている。いちばん上の段には、開いた扉がひとつ立っている',
        ru: 'поднимается по лестнице в небо к открытой двери, что стоит на последней ступеньке',
        pt: 'sobe uma escada para o céu até uma porta aberta no último degrau',
        fi: 'nousee taivaalle vieviä portaita kohti ovea, joka seisoo auki ylimmällä askelmalla',
      },
      star: {
        en: 'climbs a staircase into the sky that stops in mid-air, reaching for a star',
        ja: '空へ続く階段をのぼり、途切れた先の星に手をのばしている',
        ru: 'поднимается по лестнице в небо, которая обрывается в воздухе, и тянется к звезде',
        pt: 'sobe uma escada para o céu que acaba no ar e estica a mão para uma estrela',
        fi: 'nousee taivaalle vieviä portaita, jotka loppuvat tyhjään ilmaan, ja kurottaa kohti tähteä',
      },
      birds: {
        en: 'climbs a staircase into the sky whose last steps fly off as birds',
        ja: '空へ続く階段をのぼっているが、いちばん上の段が鳥になって飛び去っていく',
        ru: 'поднимается по лестнице в небо, а её последние ступеньки улетают птицами',
        pt: 'sobe uma escada para o céu cujos últimos degraus saem voando como pássaros',
        fi: 'nousee taivaalle vieviä portaita, joiden ylimmät askelmat lentävät pois lintuina',
      },
      cloud: {
        en: 'climbs a staircase into the sky that ends at a cloud',
        ja: '空へ続く階段をのぼっている。階段は雲のところで途切れている',
        ru: 'поднимается по лестнице в небо, которая кончается у облака',
        pt: 'sobe uma escada para o céu que termina numa nuvem',
        fi: 'nousee taivaalle vieviä portaita, jotka päättyvät pilveen',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const rise = H * 0.2;
    const run = H * 0.185;
    const count = 6;
    const x0 = -H * 0.42;
    const stone = mix(
      rng.pick(['#d8cfc0', '#c8b8a0', '#b8c0cc', lighter(p.wood, 0.35)]),
      p.sky[1],
      0.15,
    );
    const tread = (i: number): Point => [x0 + i * run, -(i + 1) * rise];
    // The figure stands on step `on`, its front foot lifted to the next.
    const on = 1;
    const stand = tread(on);
    const feet: Point = [stand[0] + run * 0.45, stand[1]];
    const target = ((): Point => {
      const last = tread(count - 1);
      switch (ctx.object) {
        case 'door':
          return [last[0] + run * 0.5, last[1] - H * 0.45];
        case 'birds':
          return [last[0] + run * 0.8, last[1] - H * 0.25];
        default:
          return [last[0] + run * 0.7, last[1] - H * 0.4];
      }
    })();
    const where = { x: feet[0], y: feet[1], facing: 1 as const, scale: s };
    const reaching = ctx.object === 'star' || ctx.feeling === 'longing' || ctx.feeling === 'joy';
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: [
        [34, 44],
        [-8, 6],
      ],
      lean: afraid ? -6 : 6,
      front: reaching
        ? { reach: toActor(where, [target[0] - run * 0.6, target[1] + H * 0.25]), hand: 'open' }
        : { angle: 150, bend: 20, hand: 'open' },
      back: afraid ? { angle: 70, bend: 120, hand: 'open' } : { angle: -30, bend: 20 },
      turn: 0.6,
      headTilt: -24,
      gaze: [0.7, -1],
    });
    const actor: Actor = { fig, ...where };
    const lastSolid = ctx.object === 'birds' ? count - 3 : count;
    const steps: Node[] = flight(x0, 0, lastSolid, run, rise, stone);
    const extra: Node[] = [];
    let glowAt: Point = target;
    switch (ctx.object) {
      case 'moon': {
        const r = H * 0.27;
        extra.push(placed(P.crescent(lighter(p.light, 0.45), r, p.ink, true), target, 1, -20));
        break;
      }
      case 'cloud': {
        // A cloud resting on the last step, drawn as puffs without outlines.
        const last = tread(count - 1);
        const c = mix(p.sky[1], '#ffffff', 0.7);
        const w = H * 0.55;
        for (const [x, y, r] of [
          [-0.3, 0, 0.22],
          [0, -0.12, 0.3],
          [0.32, -0.02, 0.24],
          [0.05, 0.06, 0.26],
        ] as const)
          extra.push(
            fill(
              circle(last[0] + run * 0.5 + x * w, last[1] - w * 0.22 + y * w, r * w),
              c,
              'detail',
              0,
            ),
          );
        glowAt = [last[0] + run * 0.5, last[1] - w * 0.3];
        break;
      }
      case 'star':
        extra.push(placed(P.star(lighter(p.light, 0.4), H * 0.17), target, 1, 12));
        break;
      case 'door': {
        const last = tread(count - 1);
        const dw = H * 0.3;
        const dh = H * 0.52;
        const light = lighter(p.light, 0.35);
        const d = T.doorway(darker(p.wood, 0.1), p.wood, dw, dh, 0.75, [
          fill(rect(0, -dh, dw, dh), light, 'glow', 0),
        ]);
        extra.push(group(d.nodes, `translate(${n(last[0] + run * 0.2)} ${n(last[1])})`));
        glowAt = [last[0] + run * 0.2 + dw / 2, last[1] - dh / 2];
        break;
      }
      default: {
        // The last steps break off into stone birds flying away, the first still step-shaped.
        const [x, y] = tread(count - 3);
        steps.push(
          fill(
            poly([
              [x + run * 0.1, y - rise * 0.1],
              [x + run * 0.9, y - rise * 0.5],
              [x + run * 1.0, y + rise * 0.5],
              [x + run * 0.2, y + rise * 0.8],
            ]),
            stone,
            'stone',
          ),
        );
        for (let i = 0; i < 4; i++) {
          const q = tread(count - 2.4 + i * 0.6);
          extra.push(
            stoneBird(
              p,
              stone,
              [q[0] + run * 0.3 * i, q[1] - rise * i * 0.8],
              H * 0.016 * (1 + i * 0.12),
              i % 2 === 0 ? -12 : 10,
            ),
          );
        }
        glowAt = tread(count - 1);
      }
    }
    // A few pale lines under the steps: nothing holds them up, they hang in the air.
    const air = stroke(
      [1, 4, 7]
        .filter((i) => i < lastSolid)
        .map((i) => {
          const [x, y] = tread(i);
          return `M${n(x + run * 0.6)} ${n(y + rise * 2.2)}h${n(run * 0.5)}`;
        })
        .join(''),
      lighter(p.sky[1], 0.4),
      0.8,
      'detail',
      0,
    );
    const nodes: Node[] = [...steps, air, ...extra, actorNodes(actor)];
    const headTop = feet[1] + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const top = Math.min(headTop, target[1] - H * 0.25, tread(count - 1)[1] - H * 0.5) - 4;
    const right = Math.max(tread(count - 1)[0] + run * 1.1, target[0] + H * 0.22);
    const box: [number, number, number, number] = [x0 - 6, top, right + 4, 4];
    const bright = ctx.object !== 'birds';
    return staged(facingBox(box, facing), mx(glowAt, facing), {
      actors: mirror(nodes, facing),
      contacts: [[(x0 + run * 0.5) * facing, run]],
      glows: bright ? [{ at: mx(glowAt, facing), r: H * 0.35, color: p.light }] : [],
      light: bright ? { at: mx(glowAt, facing), kind: 'glow', reach: 200 } : undefined,
      airborne: false,
      closeBox: facingBox([feet[0] - H * 0.4, top, right, feet[1] - H * 0.3], facing),
    });
  },
};
