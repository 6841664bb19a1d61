import { at, circle, ellipse, rect, type Point } from '../geom.ts';
import { fill, group, stroke, type Node } from '../ir.ts';
import { darker, lighter, mix } from '../kit/colors.ts';
import { footprints } from '../kit/overhead.ts';
import { vista } from '../kit/settings/vistas.ts';
import { identity, nodeBox } from '../looks/bounds.ts';
import type { Scene } from '../scene.ts';
import type { Glow } from '../stage.ts';
import { drawThing } from './drawables.ts';
import { measure } from './helpers.ts';
import type { NounId } from './nouns.ts';
import { finish, lightFor, type ShotContext } from './shots.ts';

/** A tiny figure in a huge place that is the picture. */
export function vastScene(ctx: ShotContext): Scene {
  const { rng, palette: p } = ctx;
  const st = ctx.stage();
  const horizon = 300 + rng.range(-20, 20);
  const { back, land, ground } = vista(ctx.place, p, rng.fork('vista'), horizon);
  const world: Node[] = [...land];
  const roofs = ctx.place === 'street' || ctx.place === 'rooftop' || ctx.place === 'train';
  const [kind = '', variant = ''] = (ctx.twist ?? '').split(':');
  const giant = kind === 'giant';
  // The tiny figure far off: on the horizon's ridge against a great moon or sun rising behind
  // it (found in a second: the one dark shape on the brightest place), or at the foot of a
  // thing as big as a house; on a roof's ridge in a sea of roofs; between too-tall trunks.
  const fx = 200 + rng.range(-60, 60) + (giant ? (rng.chance(0.5) ? 70 : -70) : 0);
  const fy = roofs
    ? horizon + 122 - (fx + 10) * 0.05
    : ctx.place === 'forest'
      ? horizon + 150
      : ctx.place === 'shore'
        ? // On the beach, not out on the sea (vistas.ts: the sand begins under half the land).
          horizon + (600 - horizon) * 0.45 + 24
        : horizon + (giant ? 60 : 22);
  // The great light behind: a disc sitting on the horizon, a third of the card wide or more.
  const moonR = giant ? 70 : 125;
  const moon: Point = giant ? [fx > 200 ? 90 : 310, horizon - 150] : [fx, horizon - moonR * 0.45];
  const disc = lighter(p.light, p.night ? 0.55 : 0.35);
  back.push({ ...fill(circle(moon[0], moon[1], moonR * 1.35), disc, 'glow', 0), opacity: 0.25 });
  back.push(fill(circle(moon[0], moon[1], moonR), disc, 'glow'));
  // The leading line: footprints from the card's bottom edge to the figure, bigger nearer.
  if (ctx.place !== 'clouds' && ctx.place !== 'underwater') {
    const path: Point[] = [];
    const wind = rng.range(2, 4);
    const sway = rng.range(60, 110) * (rng.chance(0.5) ? 1 : -1);
    for (let i = 0; i <= 34; i++) {
      const t = i / 34;
      path.push([fx + Math.sin(t * wind + 0.5) * sway * t, fy + 4 + t * t * (640 - fy)]);
    }
    const prints = footprints(path.reverse(), 1, mix(ground, p.ink, 0.55));
    // Each print scaled with its distance: tiny by the figure, big at the bottom edge.
    world.push(
      ...prints.map((node, i) => {
        const q = path[i + 1] ?? [fx, fy];
        const k = 1 + ((q[1] - fy) / (600 - fy)) * 5;
        return group(
          [node],
          `translate(${String(q[0])} ${String(q[1])}) scale(${String(k)}) translate(${String(-q[0])} ${String(-q[1])})`,
        );
      }),
    );
  }
  if (ctx.look !== 'woodcut') {
    world.push(
      fill(
        rect(0, horizon, 400, 600 - horizon),
        {
          kind: 'linear',
          x1: 0,
          y1: horizon,
          x2: 0,
          y2: 600,
          stops: [
            [0, p.shade, 0],
            [1, darker(p.shade, 0.3), 0.65],
          ],
        },
        'shadow',
        0,
      ),
    );
    back.push(
      fill(
        rect(0, 0, 400, horizon),
        {
          kind: 'linear',
          x1: 0,
          y1: 0,
          x2: 0,
          y2: horizon,
          stops: [
            [0, darker(p.sky[0], 0.45), 0.85],
            [1, p.sky[0], 0],
          ],
        },
        'sky',
        0,
      ),
    );
  }
  // The ground textured to the horizon: furrows, ripples or drifts closer together as they
  // recede (cut as gouges in the woodcut, which leaves pale ground as bare paper).
  if (!roofs && ctx.place !== 'forest') {
    const furrow = ctx.look === 'woodcut' ? p.ink : darker(ground, 0.3);
    for (let i = 0; i < 26; i++) {
      const t = i / 25;
      const y = horizon + 6 + t * t * (600 - horizon);
      const x0 = rng.range(-40, 300);
      const len = 40 + t * 220;
      world.push({
        ...stroke(
          `M${String(x0)} ${String(y)}q${String(len / 2)} ${String(-2 - t * 6)} ${String(len)} 0`,
          furrow,
          0.6 + t * 2.2,
          'floor',
          0,
        ),
        opacity: ctx.look === 'woodcut' ? 0.9 : 0.45,
      });
    }
  }
  // The action's own staging, small: under a tenth of the card's height.
  const m = measure(ctx.who);
  const s = 50 / (m.height * ctx.who.scale);
  const story = group([...st.behind, ...st.actors, ...st.before], at(fx, fy, s));
  // A soft shadow falling towards us from the light behind.
  const shadows: Node[] = [
    { ...fill(ellipse(fx, fy + 16, 9, 16), darker(p.shade, 0.2), 'shadow', 0), opacity: 0.55 },
  ];
  const subject: Node[] = [story];
  const glows: Glow[] = [
    { at: moon, r: moonR * 1.6, color: p.light },
    { at: [fx, fy - 20], r: 70, color: p.light },
  ];
  if (giant) {
    // As big as a house, and the picture: the thing fills most of the card's height, whole on
    // it, standing on the ground beside the figure.
    const big = drawThing(variant as NounId, p, rng.fork('giant'));
    const b = nodeBox(group(big.nodes), identity) ?? [-10, -10, 10, 10];
    const k = Math.min(330 / Math.max(1, b[3] - b[1]), 230 / Math.max(1, b[2] - b[0]));
    const w = (b[2] - b[0]) * k;
    const gx = Math.max(
      w / 2 + 12,
      Math.min(388 - w / 2, fx > 200 ? fx - w / 2 - 30 : fx + w / 2 + 30),
    );
    const gy = fy + 4;
    subject.unshift(group(big.nodes, at(gx - ((b[0] + b[2]) / 2) * k, gy - b[3] * k, k)));
    shadows.push(fill(ellipse(gx, gy + 8, w * 0.6, 16), p.shade, 'shadow', 0));
  }
  return finish(ctx, {
    back,
    world,
    shadows,
    subject,
    glows,
    light: lightFor(ctx, moon),
    focus: [fx, fy - 24],
    box: [fx - 60, fy - 70, fx + 60, fy + 10],
    height: 50,
  });
}
