import { at, circle, ellipse, rect, type Point } from '../geom.ts';
import { fill, group, stroke, type Node } from '../ir.ts';
import { lighter, mix } from '../kit/colors.ts';
import { footprints, longShadow, topFigure, topUmbrella, topVessel } from '../kit/overhead.ts';
import { groundFromAbove } from '../kit/settings/grounds.ts';
import type { Scene } from '../scene.ts';
import type { Glow } from '../stage.ts';
import { pose } from './cast.ts';
import { glowsItself } from './drawables.ts';
import { measure } from './helpers.ts';
import {
  clampBox,
  edgeShade,
  finish,
  lightFor,
  partnerOf,
  singular,
  thingAt,
  type ShotContext,
} from './shots.ts';

/** The bird's eye: no sky, the ground a surface seen from above, figures as heads and shoulders. */
export function aboveScene(ctx: ShotContext): Scene {
  const { rng, palette: p } = ctx;
  const water = ctx.action === 'row';
  const back = groundFromAbove(ctx.place, p, rng.fork('ground'), water);
  // The light low and to one side: shadows long across the ground.
  const la = rng.range(-0.5, 0.5) + (rng.chance(0.5) ? 0 : Math.PI);
  const dir: Point = [
    Math.cos(la + Math.PI / 2) * 0.6 + 0.4,
    Math.sin(la + Math.PI / 2) * 0.4 + 0.8,
  ];
  const dl = Math.hypot(dir[0], dir[1]);
  const sd: Point = [dir[0] / dl, dir[1] / dl];
  const shade = mix(p.shade, '#000000', 0.2);
  const shadows: Node[] = [];
  const subject: Node[] = [];
  const glows: Glow[] = [];
  const world: Node[] = [];
  const k = 3.1;
  let cx = 200 + rng.range(-30, 30);
  const cy = 290 + rng.range(-20, 30);
  const partner = partnerOf(ctx);
  const id = ctx.object;
  const one = singular[id] ?? id;
  const plural = singular[id] !== undefined;
  const facing = rng.range(-25, 25);
  let box: [number, number, number, number] = [cx - 80, cy - 80, cx + 80, cy + 90];
  if (ctx.action === 'row') {
    const ang = rng.range(-25, 25);
    // The vessel whole on the card, in its middle.
    cx = 200 + rng.range(-12, 12);
    const vk = id === 'umbrella' ? 2.9 : id === 'teacup' ? 2.6 : 2.7;
    // The wake behind: arcs spreading from the stern, fading; rings where the oars dip.
    for (let i = 1; i < 7; i++)
      world.push(
        group(
          [
            stroke(
              `M-${String(14 + i * 16)} ${String(-50 - i * 26)}Q0 ${String(-20 - i * 30)} ${String(14 + i * 16)} ${String(-50 - i * 26)}`,
              lighter(p.water, 0.7 - i * 0.06),
              3.2 - i * 0.3,
              'water',
              0,
            ),
          ],
          at(cx, cy, vk, ang),
        ),
      );
    shadows.push(group([fill(ellipse(8, 10, 30, 50), shade, 'shadow', 0)], at(cx, cy, vk, ang)));
    subject.push(group(topVessel(id, p.accent, p.ink, p.light), at(cx, cy, vk, ang)));
    const oarL: Point = [-70, 4];
    const oarR: Point = [70, 4];
    const oars = [oarL, oarR].flatMap((o) => [
      stroke(`M${String(o[0] * 0.22)} 8L${String(o[0])} ${String(o[1])}`, p.wood, 2.4, 'wood'),
      fill(ellipse(o[0], o[1], 7, 4), p.wood, 'wood'),
      stroke(circle(o[0], o[1], 12), lighter(p.water, 0.5), 1.5, 'water', 0),
      stroke(circle(o[0], o[1], 20), lighter(p.water, 0.35), 1.2, 'water', 0),
    ]);
    subject.push(group(oars, at(cx, cy, vk, ang)));
    subject.push(
      topFigure(
        ctx.who,
        {
          seated: true,
          hands: [
            [-14, 8],
            [14, 8],
          ],
        },
        p.ink,
        0,
        -4,
        1,
        0,
      ),
    );
    // Re-place the figure inside the vessel (drawn at the origin above, moved here).
    const fig = subject.pop() as Node;
    subject.push(group([fig], at(cx, cy, vk * 1.05, ang + 180)));
    // The vessel turned any way, its oars and ripples: the look keeps the story's filters in it.
    const reach = 62 * vk;
    box = [cx - reach, cy - reach, cx + reach, cy + reach];
  } else if (ctx.action === 'sleep' || ctx.action === 'hug') {
    // Lying on the floor, seen from above: the figure as drawn, laid down, arms out or round
    // the thing; the thing big beside or under it.
    const ang = rng.pick([-70, 70, -100, 100]);
    if (ctx.action === 'sleep') subject.push(thingAt(ctx, one, cx, cy + 10, 5, ang / 3));
    const m = measure(ctx.who);
    const fig = pose(
      ctx.who,
      ctx.feeling,
      ctx.action === 'sleep'
        ? { front: { angle: 150, bend: 0.5 }, back: { angle: 150, bend: 0.5 } }
        : { front: { angle: 60, bend: 1 }, back: { angle: 60, bend: 1 }, backArmOver: true },
      ctx.ink,
    );
    const lk = 2.2;
    shadows.push(
      group(
        [fill(rect(-22, m.headTop - 4, 44, -m.headTop + 4, 18), shade, 'shadow', 0)],
        at(cx + 10, cy + 12, lk, ang),
      ),
    );
    const held = ctx.action === 'hug' ? [thingAt(ctx, one, 18, m.shoulder + 10, 1.4)] : [];
    const mid = -m.height / 2;
    subject.push(
      group(
        [group([...fig.back, ...fig.body, ...held, ...fig.hands], at(0, -mid, 1))],
        at(cx, cy, lk, ang),
      ),
    );
    if (plural || glowsItself(one)) {
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        subject.push(
          thingAt(
            ctx,
            one,
            cx + Math.cos(a) * 150,
            cy + Math.sin(a) * 200,
            1.6,
            rng.range(-30, 30),
          ),
        );
      }
    }
    box = [cx - 130, cy - 130, cx + 130, cy + 130];
  } else {
    // Standing, seen from above, with footprints that came here; a partner facing them.
    const path: Point[] = [];
    const turns = rng.range(1.2, 1.8);
    const spiral = rng.chance(0.5);
    for (let i = 0; i < 26; i++) {
      const t = i / 25;
      if (spiral) {
        const a = t * turns * Math.PI * 2 + la;
        const r = 40 + (1 - t) * 190;
        path.push([cx + Math.cos(a) * r * 0.9, cy + Math.sin(a) * r * 1.2]);
      } else
        path.push([cx + Math.sin(t * 3) * 60 * (1 - t) - 30 * (1 - t), 640 - t * (640 - cy - 60)]);
    }
    world.push(...footprints(path, 3.2, mix(p.shade, p.ground, 0.35)));
    shadows.push(longShadow(cx, cy + 10, sd, 150, 30, shade));
    const handsFor: [Point, Point] =
      partner !== null
        ? [
            [-12, 22],
            [12, 22],
          ]
        : [
            [-20, 20],
            [20, 20],
          ];
    if (ctx.action === 'shelter' || id === 'umbrella') {
      subject.push(topFigure(ctx.who, { hands: handsFor }, p.ink, cx, cy, k, facing));
      // What is sheltered peeks out from under the umbrella's edge, dry.
      if (ctx.action === 'shelter') subject.push(thingAt(ctx, one, cx + 58, cy + 70, 3));
      subject.push(group(topUmbrella(p.accent, p.ink, 48), at(cx + 6, cy + 4, 1.6)));
    } else {
      subject.push(topFigure(ctx.who, { hands: handsFor, stride: 0.6 }, p.ink, cx, cy, k, facing));
    }
    if (partner !== null) {
      const px = cx + rng.range(-30, 30);
      const py = cy + 175;
      shadows.push(longShadow(px, py + 10, sd, 150, 30, shade));
      subject.push(
        topFigure(
          partner,
          {
            hands: [
              [-12, 22],
              [12, 22],
            ],
          },
          p.ink,
          px,
          py,
          k,
          180 + facing,
        ),
      );
      subject.push(thingAt(ctx, one, (cx + px) / 2, (cy + py) / 2, 2.2));
      box = [Math.min(cx, px) - 80, cy - 70, Math.max(cx, px) + 80, py + 70];
    } else if (!plural && ctx.action !== 'shelter') {
      const tx = cx + 48;
      const ty = cy + 78;
      shadows.push(fill(ellipse(tx + sd[0] * 20, ty + sd[1] * 20, 26, 18), shade, 'shadow', 0));
      subject.push(thingAt(ctx, one, tx, ty, 2.6));
    }
    if (ctx.action === 'shelter') {
      // The rain: drops splashing in rings all over the ground, none under the umbrella.
      for (let i = 0; i < 140; i++) {
        const x = rng.range(0, 400);
        const y = rng.range(0, 600);
        if (Math.hypot(x - cx - 6, y - cy - 4) < 84) continue;
        const r = rng.range(2, 6);
        world.push(stroke(ellipse(x, y, r, r * 0.8), lighter(p.sky[1], 0.5), 1.1, 'water', 0));
      }
    } else if (plural || glowsItself(one)) {
      // A rain of the things all over the ground.
      const count = 22;
      for (let i = 0; i < count; i++) {
        const x = rng.range(20, 380);
        const y = rng.range(20, 580);
        if (Math.hypot(x - cx, y - cy) < 90) continue;
        subject.push(thingAt(ctx, one, x, y, rng.range(1.4, 2.1), rng.range(-60, 60)));
      }
    }
  }
  if (ctx.look !== 'woodcut') world.push(edgeShade(p, cx, cy, 0.3, 1));
  if (glowsItself(one)) glows.push({ at: [cx, cy], r: 160, color: p.light });
  return finish(ctx, {
    back,
    world,
    shadows,
    subject,
    glows,
    light: lightFor(ctx, [cx - sd[0] * 300, cy - sd[1] * 300]),
    focus: [cx, cy],
    box: clampBox(box),
    height: 210,
  });
}
