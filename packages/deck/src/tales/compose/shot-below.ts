import { at, circle, poly, rect, type Point } from '../geom.ts';
import { fill, group, stroke, type Node } from '../ir.ts';
import { darker, lighter, mix } from '../kit/colors.ts';
import { sky, stars } from '../kit/settings/parts.ts';
import type { Scene } from '../scene.ts';
import type { Glow } from '../stage.ts';
import { pose, type Character } from './cast.ts';
import { drawThing, glowsItself } from './drawables.ts';
import { measure } from './helpers.ts';
import { finish, lightFor, partnerOf, singular, thingAt, type ShotContext } from './shots.ts';

/** The worm's eye: from the bottom of a well, a street or a forest, up at an opening of sky. */
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
