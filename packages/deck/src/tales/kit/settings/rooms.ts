import { circle, ellipse, n, poly, rect, smoothClosed, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import {
  toCard,
  view,
  type Glow,
  type Light,
  type Setting,
  type SettingContext,
  type SettingDraw,
} from '../../stage.ts';
import { darker, lighter, mix } from '../colors.ts';
import { hangingBulb, lamp, picture, room, rug, shelf, wallpaper, windowFrame } from './parts.ts';
import { kitchenWall } from './kitchen-wall.ts';

/** The light a room gives for the composer's choice, with its glow spots. */
function roomLight(
  ctx: SettingContext,
  spots: { window?: Point; moon?: Point | null; lamp?: Point; bulb?: Point; fire?: Point },
): { light: Light; glows: Glow[] } {
  const { cam, palette: p, lightKind } = ctx;
  const glows: Glow[] = [];
  const at = (q: Point | undefined): Point => (q ? toCard(cam, q) : [200, 120]);
  const night = p.night;
  let light: Light;
  switch (lightKind) {
    case 'lamp': {
      const q = spots.lamp ?? spots.bulb;
      light = { kind: 'lamp', at: at(q), color: p.light, reach: 230, darkness: night ? 0.6 : 0.3 };
      glows.push({ at: at(q), r: 16 * cam.s, color: p.light });
      break;
    }
    case 'fire':
      light = {
        kind: 'fire',
        at: at(spots.fire ?? spots.lamp),
        color: p.light,
        reach: 220,
        darkness: 0.62,
      };
      glows.push({ at: at(spots.fire ?? spots.lamp), r: 22 * cam.s, color: p.light });
      break;
    case 'moon':
      light = {
        kind: 'moon',
        at: at(spots.moon ?? spots.window),
        color: lighter(p.light, 0.3),
        reach: 260,
        darkness: 0.55,
      };
      glows.push({ at: at(spots.window), r: 40 * cam.s, color: p.light, strength: 0.5 });
      break;
    case 'window':
    case 'sun':
    case 'sky':
      light = {
        kind: 'window',
        at: at(spots.window),
        color: p.light,
        reach: 320,
        darkness: night ? 0.5 : 0.2,
      };
      glows.push({ at: at(spots.window), r: 38 * cam.s, color: p.light, strength: 0.7 });
      break;
    default:
      // Candles, lanterns and glowing things are held: the composer moves the light to them.
      light = { kind: lightKind, at: [200, 300], color: p.light, reach: 200, darkness: 0.62 };
  }
  return { light, glows };
}

export const bedroom: Setting = {
  id: 'bedroom',
  indoor: true,
  lights: ['lamp', 'moon', 'window', 'candle', 'lantern', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const j = -16;
    const world: Node[] = [...room(cam, p, rng, { junction: j })];
    world.push(wallpaper(cam, p, rng, j, rng.pick(['stripes', 'dots', 'diamonds'] as const)));
    const moonNight = ctx.lightKind === 'moon' || (p.night && ctx.lightKind !== 'window');
    const win = windowFrame(p, rng, side * 64 - 24, -178, 48, 66, {
      night: p.night || moonNight,
      moon: ctx.lightKind === 'moon',
      curtains: true,
    });
    world.push(...win.nodes);
    world.push(...picture(p, rng, -side * 52 - 12, -150, 24, 18));
    // The bed on the other side, its foot towards the subject.
    const bx = -side * 112;
    const quilt = rng.pick(p.cloth);
    world.push(fill(rect(bx - 52, j - 58, 8, 58), darker(p.wood, 0.1), 'wood'));
    world.push(fill(rect(bx - 50, j - 30, 104, 22, 4), lighter(p.wood, 0.1), 'wood'));
    world.push(
      fill(
        `M${n(bx - 46)} ${n(j - 32)}Q${n(bx)} ${n(j - 40)} ${n(bx + 56)} ${n(j - 30)}L${n(bx + 58)} ${n(j - 6)}L${n(bx - 44)} ${n(j - 8)}Z`,
        quilt,
        'cloth',
      ),
    );
    world.push(fill(ellipse(bx - 34, j - 38, 13, 6), lighter(p.paper, 0.2), 'cloth'));
    const checks: string[] = [];
    for (let i = 0; i < 5; i++) checks.push(rect(bx - 40 + i * 20, j - 30, 9, 22));
    world.push(fill(checks.join(''), lighter(quilt, 0.25), 'cloth', 0));
    // Nightstand with a lamp between the bed and the subject.
    const nx = -side * 48;
    world.push(fill(rect(nx - 9, j - 30, 18, 30, 1.5), p.wood, 'wood'));
    world.push(fill(circle(nx, j - 20, 1.2), darker(p.wood, 0.4), 'detail', 0));
    const lp = lamp(p, nx, j - 30, 26);
    world.push(...lp.nodes);
    world.push(...rug(p, rng, 0, 10, 110));
    const spots = { window: win.centre, moon: win.moon, lamp: lp.bulb };
    const { light, glows } = roomLight(ctx, spots);
    return {
      back: [],
      world,
      front: [],
      light,
      glows,
      ground: 'floor',
      spots: { window: win.centre, lamp: lp.bulb, bed: [bx, j - 34], nightstand: [nx, j - 30] },
    } satisfies SettingDraw;
  },
};

export const kitchen: Setting = {
  id: 'kitchen',
  indoor: true,
  lights: ['window', 'lamp', 'fire', 'candle', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const j = -18;
    const world: Node[] = [
      ...room(cam, p, rng, { junction: j, wall: mix(p.wall, '#ffffff', 0.15) }),
    ];
    // Tiles behind the counter.
    const tiles: string[] = [];
    for (let y = -96; y < -46; y += 8)
      for (let x = Math.floor(v.left / 8) * 8; x < v.right; x += 8)
        tiles.push(rect(x + 0.5, y + 0.5, 7, 7, 0.8));
    world.push(fill(tiles.join(''), lighter(p.wall, 0.3), 'wall', 0));
    // The counter and its cupboards along the wall.
    const top = -46;
    world.push(
      fill(rect(v.left - 5, top, v.right - v.left + 10, j - top), darker(p.wood, 0.05), 'wood'),
    );
    world.push(
      fill(rect(v.left - 5, top - 3, v.right - v.left + 10, 4), lighter(p.wood, 0.25), 'wood'),
    );
    const doors: string[] = [];
    for (let x = Math.floor(v.left / 30) * 30; x < v.right; x += 30)
      doors.push(rect(x + 3, top + 5, 24, j - top - 8, 1.5));
    world.push(stroke(doors.join(''), darker(p.wood, 0.3), 0.8, 'wood', 0));
    const win = windowFrame(p, rng, side * 58 - 22, -168, 44, 52, {
      night: p.night,
      moon: ctx.lightKind === 'moon',
      curtains: rng.chance(0.5),
    });
    world.push(...win.nodes);
    world.push(...shelf(p, rng, -side * 75 - 32, -122, 64));
    // What hangs on the wall: pots on a rail, a plate rack, onions and herbs, or a clock.
    const potSizes = [rng.range(5, 8), rng.range(5, 8), rng.range(5, 8)];
    world.push(...kitchenWall(rng.fork('kitchen-wall'), p, -side * 20, -150, potSizes));
    // A kettle and jars on the counter.
    const kx = side * 100;
    world.push(
      fill(
        `M${n(kx - 9)} ${n(top - 3)}Q${n(kx - 10)} ${n(top - 17)} ${n(kx)} ${n(top - 17)}Q${n(kx + 10)} ${n(top - 17)} ${n(kx + 9)} ${n(top - 3)}Z`,
        p.accent,
        'metal',
      ),
    );
    world.push(
      fill(
        `M${n(kx + 7)} ${n(top - 9)}L${n(kx + 15)} ${n(top - 15)}L${n(kx + 16)} ${n(top - 13)}L${n(kx + 9)} ${n(top - 5)}Z`,
        p.accent,
        'metal',
      ),
    );
    // The stove with its fire door on the far side.
    const sx = -side * 120;
    world.push(fill(rect(sx - 20, top - 4, 40, j - top + 4, 2), '#3a3438', 'metal'));
    const fireAt: Point = [sx, (top + j) / 2];
    world.push(
      fill(
        rect(sx - 10, fireAt[1] - 6, 20, 12, 5),
        ctx.lightKind === 'fire' ? p.light : darker('#3a3438', 0.3),
        ctx.lightKind === 'fire' ? 'glow' : 'metal',
        0.6,
      ),
    );
    world.push(fill(rect(sx - 4, top - 110, 8, 106), '#3a3438', 'metal'));
    const bulb = hangingBulb(p, side * 10, v.top - 5, -190);
    if (ctx.lightKind === 'lamp') world.push(...bulb.nodes);
    const spots = { window: win.centre, moon: win.moon, lamp: bulb.bulb, fire: fireAt };
    const { light, glows } = roomLight(ctx, spots);
    return {
      back: [],
      world,
      front: [],
      light,
      glows,
      ground: 'floor',
      spots: { window: win.centre, lamp: bulb.bulb, fire: fireAt, counter: [0, top - 3] },
    };
  },
};

export const attic: Setting = {
  id: 'attic',
  indoor: true,
  lights: ['window', 'moon', 'lamp', 'candle', 'lantern', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const j = -14;
    const planks = darker(p.wood, 0.1);
    const world: Node[] = [
      ...room(cam, p, rng, { junction: j, wall: planks, floor: darker(p.wood, 0.2) }),
    ];
    const seams: string[] = [];
    for (let x = Math.floor(v.left / 11) * 11; x < v.right; x += 11)
      seams.push(`M${n(x)} ${n(v.top - 5)}V${n(j)}`);
    world.push(stroke(seams.join(''), darker(planks, 0.25), 0.8, 'wood', 0));
    // The gable: two rafters meeting above, the roof's underside beyond them.
    const apex: Point = [side * 10, -250];
    const roofC = darker(p.wood, 0.35);
    for (const s of [-1, 1]) {
      const foot: Point = [apex[0] + s * 260, j + 10];
      world.push(
        fill(
          poly([apex, [apex[0] + s * 400, apex[1]], [apex[0] + s * 400, foot[1]], foot]),
          roofC,
          'wood',
          0,
        ),
      );
      world.push(
        stroke(
          `M${n(apex[0])} ${n(apex[1])}L${n(foot[0])} ${n(foot[1])}`,
          lighter(p.wood, 0.05),
          9,
          'wood',
        ),
      );
    }
    world.push(
      fill(rect(v.left - 5, -205, v.right - v.left + 10, 8), lighter(p.wood, 0.02), 'wood'),
    );
    // A round window high in the gable.
    const win = windowFrame(p, rng, apex[0] - 20, -188, 40, 40, {
      night: p.night,
      moon: ctx.lightKind === 'moon',
      curtains: false,
      round: true,
    });
    world.push(...win.nodes);
    // Trunks and boxes at the sides, a dressmaker's dummy.
    const tx = -side * 80;
    world.push(fill(rect(tx - 28, j - 26, 56, 26, 3), darker(p.accent, 0.35), 'wood'));
    world.push(
      fill(
        `M${n(tx - 28)} ${n(j - 26)}Q${n(tx)} ${n(j - 42)} ${n(tx + 28)} ${n(j - 26)}Z`,
        darker(p.accent, 0.25),
        'wood',
      ),
    );
    world.push(
      stroke(
        `M${n(tx - 16)} ${n(j - 35)}V${n(j)}M${n(tx + 16)} ${n(j - 35)}V${n(j)}`,
        '#b08a3a',
        2,
        'metal',
      ),
    );
    const bx = side * 92;
    world.push(fill(rect(bx - 18, j - 28, 36, 28, 1), mix(p.wood, '#c8a878', 0.5), 'paper'));
    world.push(fill(rect(bx - 12, j - 48, 26, 20, 1), mix(p.wood, '#d8b888', 0.55), 'paper'));
    world.push(
      stroke(`M${n(bx - 18)} ${n(j - 14)}H${n(bx + 18)}`, darker('#c8a878', 0.3), 1, 'detail', 0),
    );
    const dx = side * 140;
    world.push(stroke(`M${n(dx)} ${n(j)}V${n(j - 40)}`, p.ink, 1.6, 'wood'));
    world.push(
      fill(
        smoothClosed([
          [dx - 12, j - 80],
          [dx, j - 84],
          [dx + 12, j - 80],
          [dx + 9, j - 60],
          [dx + 13, j - 42],
          [dx - 13, j - 42],
          [dx - 9, j - 60],
        ]),
        lighter(p.cloth[0] ?? p.accent, 0.2),
        'cloth',
      ),
    );
    // Cobwebs in the corner of a rafter.
    const cw: Point = [apex[0] - side * 120, -140];
    world.push(
      stroke(
        `M${n(cw[0])} ${n(cw[1])}l${n(side * 18)} -6M${n(cw[0])} ${n(cw[1])}l${n(side * 14)} 10M${n(cw[0])} ${n(cw[1])}l${n(side * 20)} 3M${n(cw[0] + side * 6)} ${n(cw[1] - 1)}q${n(side * 2)} 4 0 6M${n(cw[0] + side * 12)} ${n(cw[1] - 3)}q${n(side * 3)} 6 0 11`,
        lighter(p.wall, 0.4),
        0.4,
        'detail',
        0,
      ),
    );
    const bulb = hangingBulb(p, -side * 30, -250, -176);
    if (ctx.lightKind === 'lamp') world.push(...bulb.nodes);
    const spots = { window: win.centre, moon: win.moon ?? win.centre, lamp: bulb.bulb };
    const { light, glows } = roomLight(ctx, spots);
    return {
      back: [],
      world,
      front: [],
      light,
      glows,
      ground: 'floor',
      spots: { window: win.centre, lamp: bulb.bulb, trunk: [tx, j - 34] },
    };
  },
};
