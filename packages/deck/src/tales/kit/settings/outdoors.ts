import { circle, ellipse, n, poly, rect, smoothClosed, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import type { Rng } from '../../../random.ts';
import {
  toCard,
  view,
  type Glow,
  type Light,
  type LightKind,
  type Setting,
  type SettingContext,
  type SettingDraw,
} from '../../stage.ts';
import { darker, lighter, mix } from '../colors.ts';
import { cloudBank, ridge, roofline, sky, stars } from './parts.ts';
import { frontExtra, houseRoof, streetStyle, windowDressing, windowShape } from './house-fronts.ts';
import { roofCover, roofExtra } from './roof-kinds.ts';
import { skyClouds } from './sky-clouds.ts';

/**
 * The sky's light placed on the side opposite the subject's action. Only a moonlit idea draws
 * its disc ("moonlight falls on everything"): a sun or moon in every sky is a motif worn out, so
 * otherwise the light comes from beyond the card's top corner, as a glow.
 */
function celestial(ctx: SettingContext): { nodes: Node[]; at: Point; light: Light; glows: Glow[] } {
  const { palette: p, rng, side } = ctx;
  const night = p.night || ctx.lightKind === 'moon';
  const disc = ctx.lightKind === 'moon';
  const x = disc ? 200 + side * rng.range(70, 130) : 200 + side * rng.range(150, 200);
  const y = disc ? Math.max(70, Math.min(ctx.horizon - 90, rng.range(80, 170))) : rng.range(0, 30);
  const r = rng.range(26, 44);
  const nodes: Node[] = [];
  const c = night ? lighter(p.light, 0.55) : lighter(p.light, 0.3);
  if (disc) nodes.push(fill(circle(x, y, r), c, 'glow', 0));
  if (disc && rng.chance(0.6)) {
    // A crescent: the sky's colour bites the disc.
    nodes.push(
      fill(
        circle(x + r * 0.45 * -side, y - r * 0.2, r * 0.9),
        mix(p.sky[0], p.sky[1], y / 600),
        'sky',
        0,
      ),
    );
  } else if (disc) {
    nodes.push(
      fill(
        `${circle(x - r * 0.3, y - r * 0.2, r * 0.2)}${circle(x + r * 0.25, y + r * 0.3, r * 0.14)}`,
        darker(c, 0.08),
        'glow',
        0,
      ),
    );
  }
  const held = ['lantern', 'candle', 'glow'].includes(ctx.lightKind);
  const light: Light = {
    kind: night ? 'moon' : 'sun',
    at: [x, y],
    color: p.light,
    reach: night ? 260 : 420,
    darkness: held ? 0.7 : night ? 0.45 : 0.15,
  };
  return {
    nodes,
    at: [x, y],
    light,
    glows: [
      {
        at: [x, y],
        r: disc ? r * 3.2 : 150,
        color: p.light,
        strength: night ? 0.6 : disc ? 0.45 : 0.5,
      },
    ],
  };
}

function skyBack(
  ctx: SettingContext,
  count = 70,
): { back: Node[]; sun: ReturnType<typeof celestial> } {
  const { palette: p, rng } = ctx;
  const back: Node[] = [sky(p, 0, ctx.horizon + 40)];
  if (p.night || ctx.lightKind === 'moon') back.push(stars(rng, p, count, ctx.horizon));
  const sun = celestial(ctx);
  back.push(...sun.nodes);
  if (!p.night && rng.chance(0.7)) {
    const at: Point = [rng.range(60, 340), rng.range(90, Math.max(100, ctx.horizon - 60))];
    const width = rng.range(90, 160);
    const color = lighter(p.sky[1], 0.45);
    const bank = cloudBank(rng, at[0], at[1], width, color);
    const place = { at, width, bank, color, haze: p.sky[1], horizon: ctx.horizon };
    back.push(...skyClouds(rng.fork('clouds'), place));
  }
  return { back, sun };
}

/**
 * A setting under the open sky: its sky (stars at night, the sun or the moon, perhaps clouds,
 * `starCount` stars) is drawn first, then `land` adds the ground and what stands on it; the
 * sun or the moon is the scene's light.
 */
function openAir(
  id: string,
  lights: readonly LightKind[],
  starCount: number,
  land: (sky: {
    ctx: SettingContext;
    /** The sky drawn so far (card coordinates): the land may add far hills or rooftops to it. */
    back: Node[];
    v: ReturnType<typeof view>;
    sun: ReturnType<typeof celestial>;
  }) => Pick<SettingDraw, 'world' | 'ground' | 'spots'> & { front?: Node[] },
): Setting {
  return {
    id,
    indoor: false,
    lights,
    draw(ctx) {
      const v = view(ctx.cam);
      const { back, sun } = skyBack(ctx, starCount);
      const { world, front = [], ground, spots } = land({ ctx, back, v, sun });
      return { back, world, front, light: sun.light, glows: sun.glows, ground, spots };
    },
  };
}

/** Tufts of grass along a ground band (world coordinates). */
function tufts(rng: Rng, x0: number, x1: number, y: number, color: Color, count: number): Node {
  const d: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const yy = y + rng.range(0, 40);
    const h = rng.range(3, 7);
    d.push(
      `M${n(x - 2)} ${n(yy)}L${n(x - 3)} ${n(yy - h)}M${n(x)} ${n(yy)}L${n(x + 0.5)} ${n(yy - h * 1.3)}M${n(x + 2)} ${n(yy)}L${n(x + 3.5)} ${n(yy - h)}`,
    );
  }
  return stroke(d.join(''), color, 0.9, 'plant', 0);
}

export const meadow = openAir(
  'meadow',
  ['sun', 'moon', 'lantern', 'candle', 'glow'],
  70,
  ({ ctx, back, v }) => {
    const { palette: p, rng } = ctx;
    back.push(ridge(rng, ctx.horizon - 20, 14, mix(p.far, p.sky[1], 0.35), 3));
    back.push(ridge(rng, ctx.horizon + 5, 10, p.far, 5));
    const world: Node[] = [];
    const g = p.ground;
    world.push(
      fill(
        `M${n(v.left - 5)} -8Q${n((v.left + v.right) / 2)} -16 ${n(v.right + 5)} -6V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        g,
        'plant',
        0,
      ),
    );
    world.push(tufts(rng, v.left, v.right, -6, darker(g, 0.25), 60));
    // A lone tree on the far side, flowers near.
    const tx = -ctx.side * rng.range(70, 120);
    world.push(
      stroke(
        `M${n(tx)} -6C${n(tx - 2)} -40 ${n(tx + 4)} -60 ${n(tx)} -80`,
        darker(p.wood, 0.2),
        6,
        'wood',
      ),
    );
    world.push(
      fill(
        `${circle(tx, -95, 26)}${circle(tx - 20, -82, 18)}${circle(tx + 20, -84, 19)}`,
        mix(g, p.shade, 0.3),
        'plant',
      ),
    );
    const flowers: string[] = [];
    for (let i = 0; i < 26; i++)
      flowers.push(
        circle(
          rng.range(v.left, v.right),
          rng.range(2, Math.min(60, v.bottom)),
          rng.range(0.8, 1.6),
        ),
      );
    world.push(fill(flowers.join(''), lighter(p.accent, 0.3), 'plant', 0));
    return { world, ground: 'grass', spots: { tree: [tx, -90] } };
  },
);

export const shore = openAir(
  'shore',
  ['moon', 'sun', 'lantern', 'glow'],
  70,
  ({ ctx, back, v, sun }) => {
    const { palette: p, rng } = ctx;
    const hz = ctx.horizon;
    // The sea from the horizon down to the shore, with a path of light under the sun or moon.
    back.push(
      fill(
        rect(-10, hz, 420, 620 - hz),
        {
          kind: 'linear',
          x1: 0,
          y1: hz,
          x2: 0,
          y2: 600,
          stops: [
            [0, mix(p.water, p.sky[1], 0.3)],
            [1, darker(p.water, 0.2)],
          ],
        },
        'water',
        0,
      ),
    );
    const glints: string[] = [];
    for (let i = 0; i < 30; i++) {
      const y = hz + Math.pow(rng.next(), 1.5) * (600 - hz);
      const spread = 8 + (y - hz) * 0.25;
      glints.push(rect(sun.at[0] + rng.range(-spread, spread), y, rng.range(4, 14), 1.2));
    }
    back.push(fill(glints.join(''), lighter(p.light, 0.3), 'glow', 0));
    const waves: string[] = [];
    for (let i = 0; i < 14; i++) {
      const y = hz + 6 + i * i * 1.3;
      const x = rng.range(0, 400);
      waves.push(`M${n(x - 12)} ${n(y)}q6 -3 12 0t12 0`);
    }
    back.push(stroke(waves.join(''), lighter(p.water, 0.25), 0.9, 'water', 0));
    const world: Node[] = [];
    const sand = mix(p.ground, '#e8d2a0', 0.45);
    world.push(
      fill(
        `M${n(v.left - 5)} -4Q${n(v.left + 60)} -14 ${n(v.right + 5)} -10V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        sand,
        'floor',
        0,
      ),
    );
    world.push(
      stroke(
        `M${n(v.left - 5)} -5Q${n(v.left + 60)} -15 ${n(v.right + 5)} -11`,
        lighter(p.water, 0.55),
        1.6,
        'water',
        0,
      ),
    );
    // Rocks and a few shells.
    const rx = ctx.side * rng.range(60, 110);
    world.push(
      fill(
        smoothClosed([
          [rx - 26, 2],
          [rx - 20, -14],
          [rx - 4, -22],
          [rx + 14, -16],
          [rx + 24, 2],
        ]),
        darker(p.far, 0.2),
        'stone',
      ),
    );
    world.push(fill(ellipse(-rx * 0.8, 12, 3, 2), lighter(sand, 0.3), 'detail', 0));
    return { world, ground: 'sand', spots: { rock: [rx, -20] } };
  },
);

export const rooftop = openAir(
  'rooftop',
  ['moon', 'sun', 'lantern', 'glow', 'candle'],
  90,
  ({ ctx, back, v }) => {
    const { palette: p, rng, side } = ctx;
    back.push(
      ...roofline(rng, ctx.horizon + 20, mix(p.far, p.sky[0], 0.3), p.night ? p.light : null),
    );
    back.push(
      ...roofline(
        rng,
        ctx.horizon + 60,
        mix(p.far, p.shade, 0.35),
        p.night ? lighter(p.light, 0.2) : null,
      ),
    );
    const world: Node[] = [];
    // The roof the subject is on: tiles falling away in front, a ridge along y = 0.
    const roof = mix(p.accent, p.shade, 0.45);
    world.push(fill(rect(v.left - 5, -2, v.right - v.left + 10, v.bottom + 5), roof, 'stone', 0));
    // Scalloped tiles, slates or a tin roof, and on its far side an aerial, a weathervane, a
    // dormer window or chimney pots: each from a stream of its own (roof-kinds.ts).
    world.push(roofCover(rng.fork('roof'), roof, v.left, v.right, v.bottom));
    world.push(fill(rect(v.left - 5, -4, v.right - v.left + 10, 6, 2), darker(roof, 0.2), 'stone'));
    // A chimney with smoke, an aerial.
    const cx = side * rng.range(55, 95);
    world.push(fill(rect(cx - 10, -52, 20, 52), mix('#a0503a', p.shade, 0.35), 'stone'));
    world.push(fill(rect(cx - 12, -56, 24, 6), mix('#80402a', p.shade, 0.35), 'stone'));
    world.push(
      fill(
        `${circle(cx + 4, -66, 6)}${circle(cx + 10, -78, 8)}${circle(cx + 20, -92, 10)}`,
        lighter(p.sky[1], 0.2),
        'sky',
        0,
      ),
    );
    const ax = -side * rng.range(60, 100);
    world.push(...roofExtra(rng.fork('roof-extra'), p, ax));
    return { world, ground: 'roof', spots: { chimney: [cx, -56] } };
  },
);

/**
 * Which wood a forest card is: pale trunks under a closing canopy, dark pines, or round-crowned
 * broadleaves. A blind review counted the same pale-trunked wood on most forest cards ("the
 * birch forest" among the backdrops that make cards blur together); chosen from a stream of its
 * own, so the trees stand where the trunks stood and nothing else on the card moves.
 */
type Wood = 'trunks' | 'pines' | 'crowns';

/** A pine on a trunk's place: a short trunk under three tiers of boughs. */
function pine(x: number, w: number, foot: number, top: number): string {
  const h = foot - top;
  const trunk = `M${n(x - w * 0.18)} ${n(foot)}V${n(foot - h * 0.2)}H${n(x + w * 0.18)}V${n(foot)}Z`;
  const half = w * 1.6 + 10;
  const tiers = [0, 1, 2].map((i) => {
    const base = foot - h * (0.16 + i * 0.27);
    const tip = base - h * 0.38;
    const b = half * (1 - i * 0.22);
    return `M${n(x - b)} ${n(base)}L${n(x)} ${n(tip)}L${n(x + b)} ${n(base)}Q${n(x)} ${n(base - h * 0.05)} ${n(x - b)} ${n(base)}Z`;
  });
  return trunk + tiers.join('');
}

/**
 * A broadleaf on a trunk's place: its trunk up to a round crown, one lumpy outline (circles
 * overlapping drew their inner edges as bubbles in the ink and woodcut looks).
 */
function crown(x: number, w: number, foot: number, top: number): { trunk: string; leaves: string } {
  const r = w * 1.5 + 14;
  const cy = top + r;
  const lumps: Point[] = Array.from({ length: 14 }, (_, k) => {
    const a = (k / 14) * Math.PI * 2;
    const rr = r * (1 + 0.12 * Math.cos(5 * a + x * 0.07));
    return [x + Math.cos(a) * rr * 1.15, cy + Math.sin(a) * rr * 0.9];
  });
  return {
    trunk: `M${n(x - w * 0.3)} ${n(foot)}L${n(x - w * 0.2)} ${n(cy)}H${n(x + w * 0.2)}L${n(x + w * 0.3)} ${n(foot)}Z`,
    leaves: smoothClosed(lumps),
  };
}

export const forest = openAir(
  'forest',
  ['moon', 'sun', 'lantern', 'candle', 'glow'],
  40,
  ({ ctx, v }) => {
    const { palette: p, rng } = ctx;
    const wood = rng.fork('wood').pick<Wood>(['trunks', 'pines', 'crowns']);
    const world: Node[] = [];
    // Three depths of trees, fading into mist.
    for (const [depth, count] of [
      [0, 7],
      [1, 5],
      [2, 4],
    ] as const) {
      const c = mix(mix(p.far, p.wood, 0.4 + depth * 0.2), p.sky[1], 0.5 - depth * 0.2);
      const green = mix(
        mix(p.far, mix(p.ground, '#3f6a3a', 0.5), 0.55 + depth * 0.2),
        p.sky[1],
        0.2 - depth * 0.08,
      );
      const d: string[] = [];
      const leaves: string[] = [];
      for (let i = 0; i < count; i++) {
        const x = rng.range(v.left - 20, v.right + 20);
        if (depth === 2 && Math.abs(x) < 40) continue;
        const w = 6 + depth * 7 + rng.range(0, 5);
        const foot = -10 + depth * 6;
        if (wood === 'pines') leaves.push(pine(x, w, foot, v.top + 40 - depth * 30 + (i % 2) * 40));
        else if (wood === 'crowns') {
          const tree = crown(x, w, foot, v.top + 70 - depth * 25 + (i % 3) * 30);
          d.push(tree.trunk);
          leaves.push(tree.leaves);
        } else
          d.push(
            `M${n(x - w / 2)} ${n(foot)}L${n(x - w * 0.4)} ${n(v.top - 10)}H${n(x + w * 0.4)}L${n(x + w / 2)} ${n(foot)}Z`,
          );
      }
      // A broadleaf's trunk is dark bark under its crown, not the pale wood's.
      const bark = wood === 'crowns' ? mix(c, p.shade, 0.35) : c;
      if (d.length > 0) world.push(fill(d.join(''), bark, 'wood', depth === 2 ? 1 : 0));
      if (leaves.length > 0) world.push(fill(leaves.join(''), green, 'plant', depth === 2 ? 1 : 0));
      world.push(
        fill(
          rect(v.left - 5, -30 + depth * 8, v.right - v.left + 10, 30),
          mix(p.sky[1], p.far, 0.5),
          'sky',
          0,
        ),
      );
    }
    // The canopy closing over the top (pale trunks only: pines and crowns are their own tops).
    const canopy: string[] = [];
    for (let i = 0; i < 16; i++)
      canopy.push(
        circle(rng.range(v.left - 20, v.right + 20), v.top + rng.range(-10, 25), rng.range(18, 34)),
      );
    if (wood === 'trunks')
      world.push(fill(canopy.join(''), mix(p.ground, p.shade, 0.45), 'plant', 0));
    world.push(
      fill(
        rect(v.left - 5, -4, v.right - v.left + 10, v.bottom + 5),
        mix(p.ground, p.shade, 0.3),
        'plant',
        0,
      ),
    );
    world.push(tufts(rng, v.left, v.right, -3, darker(p.ground, 0.35), 50));
    // Mushrooms and ferns near the subject.
    const mx = ctx.side * rng.range(35, 70);
    world.push(stroke(`M${n(mx)} 2V-6`, lighter(p.paper, 0.1), 3, 'plant'));
    world.push(fill(`M${n(mx - 8)} -5Q${n(mx)} -16 ${n(mx + 8)} -5Z`, p.accent, 'plant'));
    world.push(
      fill(
        `${circle(mx - 3, -9, 1.2)}${circle(mx + 2, -11, 1)}`,
        lighter(p.paper, 0.2),
        'detail',
        0,
      ),
    );
    const fx = -ctx.side * rng.range(40, 80);
    const fern: string[] = [];
    for (let i = 0; i < 5; i++)
      fern.push(`M${n(fx)} 4Q${n(fx - 14 + i * 7)} -12 ${n(fx - 22 + i * 11)} -14`);
    world.push(stroke(fern.join(''), mix(p.ground, '#4a8a4a', 0.4), 2, 'plant'));
    return { world, ground: 'grass', spots: {} };
  },
);

export const street: Setting = {
  id: 'street',
  indoor: false,
  lights: ['lamp', 'moon', 'lantern', 'glow', 'sun'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const { back, sun } = skyBack(ctx, 50);
    const world: Node[] = [];
    // House fronts along the back of the street: their sizes, colours, peaks and lit windows
    // from the street's stream, their roofs, windows and awnings from one of their own.
    let x = v.left - 20;
    const lit = p.night || ctx.lightKind === 'lamp' || ctx.lightKind === 'moon';
    const style = streetStyle(rng.fork('house-fronts'));
    while (x < v.right + 20) {
      const w = rng.range(50, 80);
      const h = rng.range(110, 190);
      const c = mix(rng.pick(p.cloth), p.wall, 0.55);
      world.push(fill(rect(x, -h - 20, w, h), c, 'wall'));
      world.push(houseRoof(style, x, w, -h - 20, rng.range(16, 30), c));
      const wins: string[] = [];
      const dark: string[] = [];
      const shutters: string[] = [];
      for (let wy = -h; wy < -50; wy += 34)
        for (let wx = x + 10; wx < x + w - 16; wx += 22) {
          (lit && rng.chance(0.45) ? wins : dark).push(windowShape(style, wx, wy));
          shutters.push(windowDressing(style, wx, wy));
        }
      if (wins.length > 0) world.push(fill(wins.join(''), lighter(p.light, 0.2), 'glow', 0.6));
      if (dark.length > 0)
        world.push(fill(dark.join(''), mix(p.sky[0], p.shade, 0.4), 'glass', 0.6));
      const dressing = shutters.join('');
      if (dressing !== '') world.push(fill(dressing, darker(c, 0.3), 'wood', 0.6));
      world.push(fill(rect(x + w / 2 - 8, -50, 16, 30, 1), darker(c, 0.4), 'wood'));
      world.push(...frontExtra(style, p, x, w, -64, c));
      x += w;
    }
    world.push(
      fill(rect(v.left - 5, -22, v.right - v.left + 10, 8), mix(p.far, '#a0a0a0', 0.3), 'stone'),
    );
    const road = mix(p.floor, '#6a6a70', 0.4);
    world.push(fill(rect(v.left - 5, -14, v.right - v.left + 10, v.bottom + 20), road, 'stone', 0));
    const cobbles: string[] = [];
    for (let y = -10; y < v.bottom; y += 7 + y * 0.06)
      for (
        let cx = Math.floor(v.left / 10) * 10 + (Math.round(y) % 2) * 5;
        cx < v.right;
        cx += 10 + y * 0.05
      )
        cobbles.push(`M${n(cx)} ${n(y)}h${n(6 + y * 0.04)}`);
    world.push(stroke(cobbles.join(''), darker(road, 0.2), 0.8, 'stone', 0));
    // A street lamp.
    const lx = side * rng.range(55, 85);
    world.push(stroke(`M${n(lx)} -10V-150M${n(lx)} -150q0 -8 8 -8h6`, p.ink, 2.4, 'metal'));
    world.push(fill(`M${n(lx + 8)} -158h12l-3 12h-6Z`, '#3a3438', 'metal'));
    const bulb: Point = [lx + 14, -148];
    world.push(fill(ellipse(bulb[0], bulb[1], 4, 3), lighter(p.light, 0.4), 'glow', 0));
    let light = sun.light;
    const glows = [...sun.glows];
    if (ctx.lightKind === 'lamp') {
      light = { kind: 'lamp', at: toCard(cam, bulb), color: p.light, reach: 240, darkness: 0.6 };
      glows.push({ at: toCard(cam, bulb), r: 30 * cam.s, color: p.light });
    }
    return { back, world, front: [], light, glows, ground: 'stone', spots: { lamp: bulb } };
  },
};

export const snowfield = openAir(
  'snowfield',
  ['moon', 'sun', 'lantern', 'glow', 'candle'],
  60,
  ({ ctx, back, v }) => {
    const { palette: p, rng } = ctx;
    const snow = lighter(p.ground, 0.75);
    back.push(ridge(rng, ctx.horizon - 10, 16, mix(snow, p.far, 0.45), 3));
    // Pines on the far ridge.
    const pines: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, 400);
      const y = ctx.horizon + rng.range(-8, 10);
      const h = rng.range(18, 40);
      pines.push(
        poly([
          [x, y - h],
          [x + h * 0.3, y],
          [x - h * 0.3, y],
        ]),
      );
    }
    back.push(fill(pines.join(''), mix(p.far, p.shade, 0.4), 'plant', 0));
    back.push(ridge(rng, ctx.horizon + 16, 8, mix(snow, p.far, 0.2), 4));
    const world: Node[] = [
      fill(
        `M${n(v.left - 5)} -6Q${n(v.left * 0.3)} -14 ${n(v.right + 5)} -4V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        snow,
        'floor',
        0,
      ),
    ];
    const tracks: string[] = [];
    for (let i = 0; i < 8; i++) tracks.push(ellipse(-ctx.side * (20 + i * 14), 6 + i * 3, 2.2, 1));
    world.push(fill(tracks.join(''), darker(snow, 0.12), 'floor', 0));
    // Falling snow over everything (front, card coordinates inside the world group would scale it).
    const flakes: string[] = [];
    for (let i = 0; i < 70; i++)
      flakes.push(
        circle(rng.range(v.left, v.right), rng.range(v.top, v.bottom), rng.range(0.5, 1.3)),
      );
    const front: Node[] = [fill(flakes.join(''), '#ffffff', 'detail', 0)];
    return { world, front, ground: 'snow', spots: {} };
  },
);

/**
 * A desert: dunes in two or three bands of sand, a far mesa, a cactus on the far side and the
 * ripples the wind leaves; a story alone in the open.
 */
export const desert = openAir(
  'desert',
  ['sun', 'moon', 'lantern', 'glow'],
  80,
  ({ ctx, back, v }) => {
    const { palette: p, rng } = ctx;
    const sand = mix(p.ground, '#e0b070', 0.6);
    const mesaX = rng.range(40, 360);
    const hz = ctx.horizon;
    back.push(
      fill(
        `M${n(mesaX - 70)} ${n(hz + 6)}L${n(mesaX - 50)} ${n(hz - 34)}H${n(mesaX + 40)}L${n(mesaX + 64)} ${n(hz + 6)}Z`,
        mix(p.far, '#b0604a', 0.3),
        'stone',
        0,
      ),
    );
    back.push(ridge(rng, hz - 4, 12, mix(sand, p.far, 0.45), 2));
    back.push(ridge(rng, hz + 16, 9, mix(sand, p.far, 0.2), 3));
    const world: Node[] = [
      fill(
        `M${n(v.left - 5)} -4Q${n(v.left * 0.2 + v.right * 0.4)} -18 ${n(v.right + 5)} -8V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        sand,
        'floor',
        0,
      ),
    ];
    const ripples: string[] = [];
    for (let i = 0; i < 12; i++) {
      const x = rng.range(v.left, v.right);
      const y = rng.range(4, Math.max(8, v.bottom - 4));
      ripples.push(`M${n(x - 16)} ${n(y)}Q${n(x)} ${n(y - 3)} ${n(x + 16)} ${n(y)}`);
    }
    world.push(stroke(ripples.join(''), darker(sand, 0.14), 0.8, 'floor', 0));
    // A saguaro on the far side, its arms raised.
    const cx = -ctx.side * rng.range(80, 130);
    const green = mix('#4f7d3a', p.far, 0.3);
    world.push(
      stroke(
        `M${n(cx)} -4V-70M${n(cx)} -36H${n(cx - 12)}V-56M${n(cx)} -46H${n(cx + 11)}V-62`,
        green,
        7,
        'plant',
      ),
    );
    return { world, ground: 'sand', spots: {} };
  },
);

/**
 * An ice field: a flat white sheet cracked into floes, dark water in the cracks, icebergs on the
 * horizon and a low sky.
 */
export const icefield = openAir(
  'icefield',
  ['sun', 'moon', 'lantern', 'glow'],
  90,
  ({ ctx, back, v }) => {
    const { palette: p, rng } = ctx;
    const ice = lighter(mix(p.ground, '#cfe6f0', 0.75), 0.5);
    const hz = ctx.horizon;
    const bergs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const x = rng.range(20, 380);
      const h = rng.range(18, 44);
      bergs.push(
        poly([
          [x - h * 1.1, hz + 6],
          [x - h * 0.4, hz - h * 0.7],
          [x, hz - h],
          [x + h * 0.5, hz - h * 0.5],
          [x + h * 1.2, hz + 6],
        ]),
      );
    }
    back.push(fill(bergs.join(''), mix(ice, p.far, 0.25), 'stone', 0));
    back.push(fill(rect(-10, hz + 4, 420, 14), mix(p.water, p.far, 0.4), 'water', 0));
    const world: Node[] = [
      fill(
        `M${n(v.left - 5)} -6H${n(v.right + 5)}V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        ice,
        'floor',
        0,
      ),
    ];
    const cracks: string[] = [];
    for (let i = 0; i < 6; i++) {
      let x = rng.range(v.left, v.right);
      let y = rng.range(0, Math.max(6, v.bottom * 0.6));
      let d = `M${n(x)} ${n(y)}`;
      for (let j = 0; j < 4; j++) {
        x += rng.range(-30, 30);
        y += rng.range(4, 16);
        d += `L${n(x)} ${n(y)}`;
      }
      cracks.push(d);
    }
    world.push(stroke(cracks.join(''), mix(p.water, p.shade, 0.4), 1.4, 'floor', 0));
    return { world, ground: 'snow', spots: {} };
  },
);
