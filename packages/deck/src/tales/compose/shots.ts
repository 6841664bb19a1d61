import type { Rng } from '../../random.ts';
import { at, circle, ellipse, poly, rect, type Point } from '../geom.ts';
import { fill, group, stroke, type Node } from '../ir.ts';
import { darker, lighter, mix } from '../kit/colors.ts';
import { footprints, longShadow, topFigure, topUmbrella, topVessel } from '../kit/overhead.ts';
import { groundFromAbove } from '../kit/settings/grounds.ts';
import { sky, stars } from '../kit/settings/parts.ts';
import { vista } from '../kit/settings/vistas.ts';
import { identity, nodeBox } from '../looks/bounds.ts';
import type { Palette } from '../palette.ts';
import type { Scene } from '../scene.ts';
import type { Glow, Light, LightKind } from '../stage.ts';
import { cast, pose, whos, type Character, type Who } from './cast.ts';
import { drawThing, glowsItself } from './drawables.ts';
import { measure } from './helpers.ts';
import type { NounId } from './nouns.ts';
import type { Staged } from './types.ts';

/**
 * The three shots drawn for themselves rather than a medium shot moved about (a blind review:
 * "views from above or below: basically none; no tiny figure in a huge landscape"):
 * - `above`, the bird's eye: no sky, the ground fills the card as a surface seen from above,
 *   figures seen from above (a round head, shoulders, the tips of the shoes) with long shadows,
 *   things as their top views (an umbrella a disc, a boat an almond);
 * - `below`, the worm's eye: the camera at the bottom of a well, a street, a forest or a room,
 *   looking up: walls, trunks and shelves converge on an opening of sky where the characters
 *   lean over the rim and peer down into the card, the thing coming down to us on a line;
 * - `vast`: a tiny figure (under a tenth of the card's height) doing its action in a huge place
 *   that is the picture, its footprints crossing it, a giant thing or a sky event over it.
 */
export const shots = ['above', 'below', 'vast'] as const;
export type Shot = (typeof shots)[number];

export interface ShotContext {
  readonly rng: Rng;
  readonly palette: Palette;
  readonly who: Character;
  readonly action: string;
  readonly object: NounId;
  readonly second: string | null;
  readonly place: string;
  readonly indoor: boolean;
  readonly lightKind: LightKind;
  readonly twist: string | null;
  readonly seed: number;
  /** The look that paints the card: the woodcut cuts its own light (no shaded gradients). */
  readonly look: string;
  readonly ink: string;
  readonly feeling: Parameters<typeof pose>[1];
  /** The action's own staging, for the vast shot (the idea drawn as it is, only small). */
  readonly stage: () => Staged;
}

const singular: Partial<Record<string, NounId>> = {
  stars: 'star',
  keys: 'key',
  letters: 'letter',
  hearts: 'heart',
  clocks: 'clock',
  teacups: 'teacup',
  eggs: 'egg',
  shoal: 'fish',
  lanterns: 'lantern',
  birds: 'bird',
  balloons: 'balloon',
  books: 'book',
  suitcases: 'suitcase',
  leaves: 'leaves',
  butterflies: 'butterflies',
  snow: 'star',
};

function partnerOf(ctx: ShotContext): Character | null {
  if (ctx.second === null || !(whos as readonly string[]).includes(ctx.second)) return null;
  return cast(ctx.second as Who, ctx.rng.fork('partner'), ctx.palette);
}

function lightFor(ctx: ShotContext, at0: Point): Light {
  const p = ctx.palette;
  return {
    kind: ctx.lightKind,
    at: at0,
    color: p.light,
    reach: 520,
    darkness: p.night ? 0.5 : 0.22,
  };
}

function finish(
  ctx: ShotContext,
  parts: {
    back: Node[];
    world?: Node[];
    shadows: Node[];
    subject: Node[];
    front?: Node[];
    glows?: Glow[];
    light: Light;
    focus: Point;
    box: [number, number, number, number];
    height: number;
  },
): Scene {
  const b = parts.box;
  const clamp = (v: number, hi: number): number => Math.max(0, Math.min(hi, v));
  const subjectBox: [number, number, number, number] = [
    clamp(b[0] - 20, 400),
    clamp(b[1] - 20, 600),
    clamp(b[2] + 20, 400),
    clamp(b[3] + 20, 600),
  ];
  return {
    palette: ctx.palette,
    light: parts.light,
    back: parts.back,
    world: parts.world ?? [],
    shadows: parts.shadows,
    subject: parts.subject,
    front: parts.front ?? [],
    glows: parts.glows ?? [],
    focus: parts.focus,
    subjectBox,
    storyBox: b,
    subjectArea: ((subjectBox[2] - subjectBox[0]) * (subjectBox[3] - subjectBox[1])) / 240000,
    subjectHeight: parts.height,
    faults: [],
    seed: ctx.seed,
  };
}

/** A thing (or one of a plural's things) drawn at a point, scaled and turned. */
function thingAt(ctx: ShotContext, id: NounId, x: number, y: number, k: number, rot = 0): Node {
  const t = drawThing(id, ctx.palette, ctx.rng);
  return group(t.nodes, at(x, y, k, rot));
}

/**
 * The card's edges darkened towards the palette's shade: a view from above or below is all one
 * surface, and without it the card is all mid-tones at phone size (the contrast gate).
 */
function edgeShade(p: Palette, cx: number, cy: number, inner: number, strength: number): Node {
  return fill(
    rect(0, 0, 400, 600),
    {
      kind: 'radial',
      cx,
      cy,
      r: 330,
      stops: [
        [0, p.shade, 0],
        [inner, p.shade, 0],
        [1, darker(p.shade, 0.6), strength],
      ],
    },
    'shadow',
    0,
  );
}

// ---------------------------------------------------------------- from above

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

function clampBox(b: [number, number, number, number]): [number, number, number, number] {
  return [Math.max(0, b[0]), Math.max(0, b[1]), Math.min(400, b[2]), Math.min(600, b[3])];
}

// ---------------------------------------------------------------- from below

export function belowScene(ctx: ShotContext): Scene {
  const { rng, palette: p } = ctx;
  const kind = belowKind(ctx.place);
  const v: Point = [200, kind === 'street' ? 235 : 205];
  const back: Node[] = [sky(p, 0, 600)];
  if (p.night) back.push(stars(rng.fork('stars'), p, 40, 380));
  const world: Node[] = [];
  const front: Node[] = world;
  const subject: Node[] = [];
  // The opening the camera looks up through: a circle (a well), a strip (a street, shelves), or
  // the ring of treetops.
  const R = 150;
  const rim: Point[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const wob = kind === 'trees' ? 1 + Math.sin(a * 7) * 0.08 : 1;
    const sx = kind === 'street' ? 0.7 : 1;
    rim.push([
      v[0] + Math.cos(a) * R * wob * sx,
      v[1] + Math.sin(a) * R * wob * (kind === 'street' ? 1.25 : 1),
    ]);
  }
  // Fished out of a liquid, the camera is under it: the walls are the soup, the bath's water or
  // the fishbowl's, with bubbles rising to the light.
  const liquids: Record<string, string> = {
    soup: '#c8702a',
    fishbowl: '#5aa8c8',
    puddle: mix(p.water, p.sky[1], 0.3),
    bathtub: '#8ac0d0',
    teacup: '#8a5a2a',
  };
  // Inside a cook's cauldron: its iron sides, the steam rising past the cook's face.
  const liquid =
    ctx.action === 'cook'
      ? '#4a4a52'
      : ctx.action === 'fish' && ctx.second !== null
        ? liquids[ctx.second]
        : undefined;
  const wallC =
    liquid ??
    (kind === 'trees'
      ? darker(mix(p.ground, '#4a3a2a', 0.5), 0.2)
      : kind === 'shelves'
        ? p.wood
        : mix(p.wall, '#7a7068', 0.4));
  // Walls from the rim out past the card's edge (nearer the camera, bigger), with lines that
  // converge on the opening: bricks, trunks, windows, shelves.
  const outer: Point[] = rim.map(([x, y]) => [v[0] + (x - v[0]) * 6, v[1] + (y - v[1]) * 6]);
  const wall = `${poly([...outer])}${poly([...rim].reverse())}`;
  world.push(fill(wall, wallC, kind === 'trees' ? 'wood' : 'stone'));
  if (ctx.look !== 'woodcut')
    world.push(
      fill(
        wall,
        {
          kind: 'radial',
          cx: v[0],
          cy: v[1],
          r: 520,
          stops: [
            [0, p.shade, 0],
            [0.3, p.shade, 0.25],
            [1, darker(p.shade, 0.4), 1],
          ],
        },
        'shadow',
        0,
      ),
    );
  const lines = kind === 'trees' ? 9 : 20;
  for (let i = 0; i < lines; i++) {
    const a = (i / lines) * Math.PI * 2 + rng.range(-0.05, 0.05);
    const r0 = R * (kind === 'street' ? 1.1 : 1);
    const p0: Point = [v[0] + Math.cos(a) * r0, v[1] + Math.sin(a) * r0];
    const p1: Point = [v[0] + Math.cos(a) * 900, v[1] + Math.sin(a) * 900];
    if (kind === 'trees') {
      // A trunk: a wedge widening towards us, bark lines along it.
      const wdt = 0.09;
      front.push(
        fill(
          poly([
            [v[0] + Math.cos(a - 0.02) * r0 * 0.9, v[1] + Math.sin(a - 0.02) * r0 * 0.9],
            [v[0] + Math.cos(a - wdt) * 900, v[1] + Math.sin(a - wdt) * 900],
            [v[0] + Math.cos(a + wdt) * 900, v[1] + Math.sin(a + wdt) * 900],
            [v[0] + Math.cos(a + 0.02) * r0 * 0.9, v[1] + Math.sin(a + 0.02) * r0 * 0.9],
          ]),
          darker(wallC, 0.25),
          'wood',
        ),
      );
    } else front.push(stroke(poly([p0, p1], false), darker(wallC, 0.35), 2, 'stone', 0));
  }
  // Rings across the walls (courses of bricks, storeys, shelves), closer together near the rim.
  for (let j = 1; j < 9; j++) {
    const f = 1 + j * j * 0.09;
    const ring = rim.map(([x, y]) => [v[0] + (x - v[0]) * f, v[1] + (y - v[1]) * f] as Point);
    if (kind !== 'trees')
      front.push(stroke(poly(ring), darker(wallC, 0.3), 1.2 + j * 0.5, 'stone', 0));
    if (kind === 'street' && j % 2 === 0)
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2 + 0.2;
        const q: Point = [
          v[0] + Math.cos(a) * R * 0.7 * f * 1.2,
          v[1] + Math.sin(a) * R * 1.25 * f * 1.1,
        ];
        const s = 5 + j * 3;
        front.push(
          fill(
            rect(q[0] - s / 2, q[1] - s * 0.7, s, s * 1.4, 1),
            p.night ? p.light : lighter(p.sky[1], 0.3),
            p.night ? 'glow' : 'glass',
            0,
          ),
        );
      }
    if (kind === 'shelves')
      for (let i = 0; i < 30; i++) {
        const a = (i / 30) * Math.PI * 2;
        const q: Point = [v[0] + Math.cos(a) * R * f * 1.05, v[1] + Math.sin(a) * R * f * 1.05];
        front.push(fill(circle(q[0], q[1], 2 + j), rng.pick(p.cloth), 'paper', 0));
      }
  }
  if (kind === 'trees') {
    // Leaves round the opening.
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = R * rng.range(0.85, 1.15);
      front.push(
        fill(
          circle(v[0] + Math.cos(a) * r, v[1] + Math.sin(a) * r, rng.range(12, 24)),
          mix(p.ground, '#3f7a3a', 0.5),
          'plant',
          0,
        ),
      );
    }
  }
  if (kind === 'well' && liquid === undefined)
    front.push(stroke(poly(rim), darker(wallC, 0.5), 8, 'stone'));
  if (liquid !== undefined) {
    front.push(stroke(poly(rim), lighter(liquid, 0.6), 6, 'water', 0));
    for (let i = 0; i < 26; i++) {
      const q: Point = [rng.range(20, 380), rng.range(200, 590)];
      front.push(
        stroke(circle(q[0], q[1], rng.range(2, 7)), lighter(liquid, 0.6), 1.4, 'water', 0),
      );
    }
  }
  // The characters at the rim, leaning over and peering down: heads just inside the opening,
  // faces to us, arms reaching down; their bodies behind the rim (clipped to the opening).
  const peerNodes: Node[] = [];
  const partner = partnerOf(ctx);
  const peers: Character[] = partner !== null ? [ctx.who, partner] : [ctx.who];
  const angles = peers.length === 2 ? [-125, -55] : [rng.range(-105, -75)];
  const lineFrom: Point[] = [];
  const k = 3.5;
  peers.forEach((c, i) => {
    const deg = angles[i] ?? -90;
    const a = (deg * Math.PI) / 180;
    const m = measure(c);
    const fig = pose(
      c,
      i === 0 ? ctx.feeling : 'wonder',
      {
        front: { angle: 95, bend: 0.35 },
        back: { angle: 85, bend: 0.35 },
        turn: 0,
        gaze: [0, 0.2],
      },
      ctx.ink,
    );
    // The head's centre a little inside the rim; the figure's up points to the opening's middle.
    const head: Point = [v[0] + Math.cos(a) * R * 0.7, v[1] + Math.sin(a) * R * 0.7];
    const rot = deg - 90;
    const hk = k * c.scale;
    const hr = -m.head[1] * hk;
    const foot: Point = [head[0] + Math.cos(a) * hr, head[1] + Math.sin(a) * hr];
    peerNodes.push(group([...fig.back, ...fig.body, ...fig.hands], at(foot[0], foot[1], hk, rot)));
    lineFrom.push([head[0] - Math.cos(a) * 40, head[1] - Math.sin(a) * 40]);
  });
  subject.push(group(peerNodes, undefined, poly(rim)));
  // What the action is about: fished or pulled down on a line to us, big in the foreground; a
  // ladder climbed up to a thing in the sky; things falling down the well to us; or the thing
  // held at the rim against the sky.
  const from = lineFrom[0] ?? v;
  const one = singular[ctx.object] ?? ctx.object;
  const thing = drawThing(one, p, rng);
  const plural = singular[ctx.object] !== undefined;
  let end: Point = [from[0] + rng.range(-20, 20), 470];
  if (ctx.action === 'fish' || ctx.action === 'pull') {
    subject.push(
      stroke(
        `M${String(from[0])} ${String(from[1])}L${String(end[0])} ${String(end[1])}`,
        p.ink,
        2.2,
        'detail',
      ),
    );
    const hk = Math.min(4.2, 120 / Math.max(8, thing.size));
    subject.push(group(thing.nodes, at(end[0], end[1] + 24, hk)));
  } else if (ctx.action === 'climb') {
    // The ladder from our feet up to the rim, its rungs closer together as they rise.
    const top: Point = [from[0], from[1] + 10];
    const rails: [Point, Point][] = [
      [
        [top[0] - 14, top[1]],
        [top[0] - 70, 640],
      ],
      [
        [top[0] + 14, top[1]],
        [top[0] + 70, 640],
      ],
    ];
    const ladder: Node[] = rails.map(([q0, q1]) =>
      stroke(
        `M${String(q0[0])} ${String(q0[1])}L${String(q1[0])} ${String(q1[1])}`,
        p.wood,
        7,
        'wood',
      ),
    );
    for (let i = 1; i < 12; i++) {
      const t = Math.pow(i / 12, 1.6);
      const y = top[1] + (640 - top[1]) * t;
      const hw = 14 + 56 * t;
      ladder.push(
        stroke(
          `M${String(top[0] - hw)} ${String(y)}h${String(hw * 2)}`,
          darker(p.wood, 0.15),
          3 + t * 5,
          'wood',
        ),
      );
    }
    subject.unshift(...ladder);
    const sk = Math.min(3.2, 90 / Math.max(8, thing.size));
    end = [v[0] + (v[0] - from[0]) * 0.6, v[1] + 10];
    subject.unshift(group(thing.nodes, at(end[0], end[1], sk)));
  } else if (plural) {
    // A flock (leaves, butterflies) is drawn as a handful of them already.
    const flock = one === 'leaves' || one === 'butterflies';
    for (let i = 0; i < (flock ? 6 : 16); i++) {
      const q: Point = [rng.range(30, 370), rng.range(v[1], 580)];
      const sc = (flock ? 0.8 : 1.6) + ((q[1] - v[1]) / 400) * (flock ? 1.2 : 2.4);
      subject.push(thingAt(ctx, one, q[0], q[1], sc, rng.range(-40, 40)));
    }
    end = [v[0], 420];
  } else {
    const hk = Math.min(3.6, 100 / Math.max(8, thing.size));
    end = [from[0] + 36, from[1] + 50];
    subject.push(group(thing.nodes, at(end[0], end[1], hk)));
  }
  const glows: Glow[] = glowsItself(one)
    ? [{ at: [end[0], end[1] + 20], r: 120, color: p.light }]
    : [];
  if (kind === 'room') {
    // A room seen from its floor: the ceiling's lamp hanging down the middle.
    back.push(fill(rect(0, 0, 400, 600), mix(p.wall, p.light, 0.2), 'wall'));
    back.push(fill(circle(v[0], v[1], R), lighter(p.wall, 0.3), 'wall'));
  }
  return finish(ctx, {
    back,
    world,
    shadows: [],
    subject,
    glows,
    light: lightFor(ctx, v),
    focus: [200, 260],
    box: [80, 30, 320, 560],
    height: 200,
  });
}

function belowKind(place: string): 'well' | 'trees' | 'street' | 'shelves' | 'room' {
  if (place === 'forest') return 'trees';
  if (place === 'street' || place === 'rooftop' || place === 'train') return 'street';
  if (place === 'library' || place === 'stairwell') return 'shelves';
  return 'well';
}

// ---------------------------------------------------------------- vast

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
