/**
 * The stairs of the year: a flight of stairs in a house whose every two steps are another
 * season, grass and blossom at the foot, summer's poppies above, then a drift of autumn leaves,
 * then snow lying on the top steps and falling on the landing; the wall behind each flight takes
 * the season's colour. Someone climbs it with the leaves falling round them, looking up at the
 * snow ahead. Growing up, growing old, the year going round: where does the landing lead?
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { LegAngles } from '../../kit/body.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The four seasons, bottom to top: the wall's tint, the tread's cover, its flowers or litter. */
const SEASONS = [
  { wall: '#bfe0a0', cover: '#7fbf5a', dots: ['#f6a8c8', '#ffffff'], sky: '#bfe4f6' },
  { wall: '#f6d46a', cover: '#5f9f3e', dots: ['#e0442e', '#f2c230'], sky: '#5fb4ec' },
  { wall: '#eda06a', cover: '#c8642a', dots: ['#e08a2a', '#a8421e'], sky: '#f2c88a' },
  { wall: '#cfdcec', cover: '#f7f9fc', dots: [] as string[], sky: '#5a6a8a' },
] as const;

/**
 * Side-on: eight steps rising towards +x to a landing under a tall window, two steps a season;
 * the climber on the fifth step (the first of autumn), one foot up on the next, facing up.
 */
export const seasonStairs: Action = {
  id: 'season-stairs',
  objects: ['leaves'],
  who: ['old-woman', 'old-man', 'woman', 'man', 'girl', 'boy', 'fox', 'bear', 'rabbit'],
  feelings: ['longing', 'wonder', 'calm', 'resolve'],
  settings: ['stairwell'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['window', 'lamp'],
  family: () => 'season-stairs',
  concepts: [
    'stairs',
    'seasons',
    'spring',
    'autumn',
    'winter',
    'growing old',
    'the passing of time',
    'the year',
    'a life',
    'climbing',
  ],
  say: sayFrom(
    {
      leaves: {
        en: 'climbs a staircase whose steps go from spring at the bottom to snow at the top, autumn leaves falling around them halfway up',
        ja: '下の段は春、上の段は雪という階段を、舞い散る秋の落ち葉の中、なかほどまでのぼってきた',
        ru: 'поднимается по лестнице, где внизу весна, а наверху снег, и на середине пути вокруг кружатся осенние листья',
        pt: 'sobe uma escada que vai da primavera, lá em baixo, à neve lá no alto, e a meio caminho caem-lhe à volta as folhas do outono',
        fi: 'nousee portaita, joiden alapäässä on kevät ja yläpäässä lumi, ja puolivälissä syksyn lehdet leijailevat ympärillä',
      },
    },
    'leaves',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    const k = (m.height * s) / 100;
    const stepW = 16 * k;
    const stepH = 14 * k;
    const steps = 8;
    const x0 = -50 * k;
    const treadY = (i: number): number => -(i + 1) * stepH;
    const treadX = (i: number): number => x0 + i * stepW;
    const topY = treadY(steps - 1);
    const landingX = treadX(steps);
    const landingEnd = landingX + 24 * k;
    const season = (i: number): (typeof SEASONS)[number] =>
      SEASONS[Math.min(3, Math.floor(i / 2))] ?? SEASONS[3];
    const far = 900 * k;
    // The stairwell's wall, in four upright bands, one a season, the last running on past the
    // landing; a dado rail climbing with the stairs; the floor.
    const wall: Node[] = [];
    for (let b = 0; b < 4; b++) {
      const xa = b === 0 ? -far : treadX(2 * b);
      const xb = b === 3 ? far : treadX(2 * b + 2);
      wall.push(fill(rect(xa, -far, xb - xa, far), SEASONS[b]?.wall ?? '#ddd', 'wall'));
    }
    const dado = (x: number): number =>
      Math.min(-34 * k, treadY(0) - 34 * k - ((x - x0) / stepW) * stepH);
    wall.push(
      stroke(
        `M${n(-far)} ${n(dado(x0))}H${n(x0)}L${n(landingX)} ${n(dado(landingX))}H${n(far)}`,
        darker(p.wood, 0.1),
        2.4 * k,
        'wood',
      ),
      fill(rect(-far, 0, 2 * far, 200 * k), mix(p.floor, '#6a5040', 0.3), 'floor'),
    );
    // A window in each season's band, above its two steps, showing that season outside:
    // blossom on a pale sky, the sun on a deep blue one, a tree in its reds, snow at night.
    const winW = 24 * k;
    const winH = 32 * k;
    const frame = darker(p.wood, 0.2);
    let winTop = 0;
    let winBot = 0;
    let winX = 0;
    for (let b = 0; b < 4; b++) {
      const se = SEASONS[b] ?? SEASONS[3];
      const cx = b === 3 ? landingX + 12 * k : treadX(2 * b) + stepW;
      // A row of windows along the wall, above the climber's head.
      const wy = treadY(4) - 112 * k - winH;
      const wx = cx - winW / 2;
      if (b === 3) {
        winTop = wy;
        winBot = wy + winH;
        winX = wx;
      }
      wall.push(
        fill(rect(wx - 3 * k, wy - 3 * k, winW + 6 * k, winH + 6 * k), frame, 'wood'),
        fill(rect(wx, wy, winW, winH), se.sky, 'sky'),
      );
      const inside: string[] = [];
      if (b === 0) {
        for (let i = 0; i < 7; i++)
          inside.push(
            circle(wx + rng.range(3 * k, winW - 3 * k), wy + rng.range(3 * k, winH * 0.6), 2.8 * k),
          );
        wall.push(
          stroke(
            `M${n(wx)} ${n(wy + winH * 0.35)}Q${n(cx)} ${n(wy + winH * 0.2)} ${n(wx + winW)} ${n(wy + winH * 0.5)}`,
            '#6a4a3a',
            1.4 * k,
            'plant',
          ),
          fill(inside.join(''), '#f6a8c8', 'plant', 0),
        );
      } else if (b === 1) {
        wall.push(
          fill(circle(cx + 3 * k, wy + 9 * k, 6 * k), '#ffd84a', 'glow'),
          fill(rect(wx, wy + winH * 0.72, winW, winH * 0.28), '#6fbf4a', 'plant', 0),
        );
      } else if (b === 2) {
        wall.push(
          stroke(
            `M${n(cx - 2 * k)} ${n(wy + winH)}V${n(wy + winH * 0.45)}`,
            '#5a3a2a',
            2 * k,
            'plant',
          ),
          fill(circle(cx - 1 * k, wy + winH * 0.38, 9 * k), '#d9642a', 'plant'),
          fill(circle(cx + 6 * k, wy + winH * 0.88, 1.6 * k), '#e8a23a', 'plant', 0),
        );
      } else {
        for (let i = 0; i < 10; i++)
          inside.push(
            circle(
              wx + rng.range(2 * k, winW - 2 * k),
              wy + rng.range(2 * k, winH - 2 * k),
              1.5 * k,
            ),
          );
        wall.push(
          fill(rect(wx, wy + winH * 0.8, winW, winH * 0.2), '#f7f9fc', 'detail', 0),
          fill(inside.join(''), '#ffffff', 'detail', 0),
        );
      }
      wall.push(
        stroke(
          `M${n(cx)} ${n(wy)}V${n(wy + winH)}M${n(wx)} ${n(wy + winH / 2)}H${n(wx + winW)}`,
          frame,
          1.4 * k,
          'wood',
        ),
        fill(rect(wx - 5 * k, wy + winH, winW + 10 * k, 3 * k), lighter(p.wood, 0.1), 'wood'),
      );
    }
    // The flight, solid down to the floor, with its wooden stringer.
    let flight = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) flight += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    flight += `H${n(landingEnd)}V0Z`;
    const wood = mix(p.wood, '#7a4a2a', 0.25);
    let stringer = `M${n(x0)} 0`;
    for (let i = 0; i < steps; i++) stringer += `V${n(treadY(i))}H${n(treadX(i + 1))}`;
    stringer += `H${n(landingEnd)}V${n(topY + 12 * k)}H${n(landingX + 2 * k)}L${n(x0 + 12 * k)} 0Z`;
    const nodes: Node[] = [
      fill(flight, darker(mix(p.wall, '#d8c8b0', 0.2), 0.25), 'wall'),
      fill(stringer, wood, 'wood'),
    ];
    // Each tread's cover: grass with flowers, summer grass with poppies, a litter of leaves,
    // snow heaped with an overhang at the nose; the landing deep in snow.
    const covers: Node[] = [];
    const dots: Node[] = [];
    for (let i = 0; i <= steps; i++) {
      const se = i === steps ? SEASONS[3] : season(i);
      const xa = i === steps ? landingX : treadX(i);
      const xb = i === steps ? landingEnd : treadX(i + 1);
      const y = i === steps ? topY : treadY(i);
      const snow = se === SEASONS[3];
      const h = snow ? 6 * k : 3.6 * k;
      covers.push(
        fill(
          `M${n(xa - (snow ? 1.5 * k : 0.5 * k))} ${n(y + (snow ? 2 * k : 0.8 * k))}Q${n(xa)} ${n(y - h)} ${n((xa + xb) / 2)} ${n(y - h)}Q${n(xb)} ${n(y - h)} ${n(xb)} ${n(y)}V${n(y + 0.5 * k)}H${n(xa)}Z`,
          se.cover,
          snow ? 'detail' : 'plant',
        ),
      );
      if (snow) continue;
      for (let j = 0; j < 4; j++) {
        const dx = xa + (j + 0.5 + rng.range(-0.2, 0.2)) * ((xb - xa) / 4);
        const c = se.dots[j % se.dots.length] ?? '#fff';
        if (se === SEASONS[2])
          dots.push(
            fill(ellipse(dx, y - h * 0.9, 3.4 * k, 1.7 * k, rng.range(-30, 30)), c, 'plant', 0),
          );
        else dots.push(fill(circle(dx, y - h - 0.6 * k, 2 * k), c, 'plant', 0));
      }
    }
    nodes.push(...covers, ...dots);
    // The climber on the fifth step, one foot lifted towards the next, facing up the flight.
    const tread = 4;
    const fx = treadX(tread) + stepW * 0.4;
    const fy = treadY(tread) - 1.6 * k;
    const up = ctx.feeling === 'wonder' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: [[52, 74] as LegAngles, [-4, 6] as LegAngles],
      lean: 6,
      front: up ? { angle: 120, bend: 30, hand: 'open' } : { angle: 30, bend: 40, hand: 'mitt' },
      back: { angle: -20, bend: 25, hand: 'mitt' },
      turn: 0.55,
      headTilt: -10,
      gaze: [0.7, -0.7],
    });
    const a: Actor = { fig, x: fx, y: fy, facing: 1, scale: s };
    const head = actorPoint(a, fig.skeleton.headCentre);
    nodes.push(actorNodes(a));
    // What falls: blossom petals over spring, a butterfly in summer, leaves round the climber,
    // snowflakes over the top flight and the landing.
    const falling: Node[] = [];
    for (let i = 0; i < 4; i++) {
      const at: Point = [treadX(0) + rng.range(-10, 26) * k, treadY(1) - rng.range(14, 60) * k];
      falling.push(
        fill(ellipse(at[0], at[1], 1.8 * k, 1.1 * k, rng.range(0, 90)), '#f6c8d8', 'detail', 0),
      );
    }
    falling.push(
      placed(
        T.butterfly('#f2a23a', p.ink, 0.7 * k),
        [treadX(2) + 10 * k, treadY(3) - 46 * k],
        1,
        -12,
      ),
    );
    const leafColors = ['#d9642a', '#e8a23a', '#b8421e'];
    const leafAt: Point[] = [
      [head[0] + 28 * k, head[1] - 14 * k],
      [head[0] - 26 * k, head[1] + 6 * k],
      [head[0] + 20 * k, head[1] + 40 * k],
      [head[0] - 4 * k, head[1] - 34 * k],
      [head[0] + 36 * k, head[1] + 16 * k],
      [head[0] - 30 * k, head[1] - 22 * k],
    ];
    leafAt.forEach((q, i) =>
      falling.push(
        placed(T.leaf(leafColors[i % 3] ?? '#d9642a', 0.75 * k), q, 1, rng.range(-70, 70)),
      ),
    );
    const flakes: string[] = [];
    for (let i = 0; i < 16; i++)
      flakes.push(
        circle(
          rng.range(treadX(6) - 4 * k, landingEnd),
          rng.range(topY - 80 * k, topY - 8 * k),
          rng.range(1.1, 1.8) * k,
        ),
      );
    falling.push(fill(flakes.join(''), '#ffffff', 'detail', 0));
    nodes.push(...falling);
    const faults: string[] = [];
    for (const q of leafAt)
      if (Math.hypot(q[0] - head[0], q[1] - head[1]) < fig.headR * s + 5 * k)
        faults.push('season-stairs: a leaf over the face');
    const box: [number, number, number, number] = [x0 - 8 * k, winTop - 6 * k, landingEnd, 6 * k];
    return staged(facingBox(box, facing), mx([fx + 10 * k, head[1]], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[fx * facing, 20 * k]],
      glows: [
        {
          at: mx([winX + winW / 2, (winTop + winBot) / 2], facing),
          r: 40 * k,
          color: lighter(p.light, 0.3),
        },
      ],
      faults,
    });
  },
};
