/**
 * One accordion for two neighbours: out of a window high in a house front a character leans with
 * the keyboard end of an accordion, and out of the neighbour's window lower down and along the wall
 * someone leans with the other end; its bellows are stretched the whole way between them, across
 * the wall from window to window, sagging a little like a washing line, and the tune rises off it.
 */
import { add, at, n, poly, rect, scale, sub, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import {
  actorNodes,
  actorPoint,
  cast,
  pose,
  toActor,
  whos,
  type Actor,
  type Character,
} from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { sayFrom } from './close.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** Who leans out of a window: a mouse is lost in a grown-up's window at phone size. */
const leaners = whos.filter((w) => w !== 'mouse');

/** The feeling of the one at the window, answering the player's. */
function answer(f: Feeling): Feeling {
  if (f === 'longing') return 'longing';
  if (f === 'surprise') return 'mischief';
  if (f === 'resolve') return 'joy';
  return 'surprise';
}

/** A window in the house front: its dark or lit opening, frame, shutters and sill; `x` its middle. */
function houseWindow(
  x: number,
  sill: number,
  k: number,
  inside: Color,
  lit: boolean,
  wood: Color,
  shutter: Color,
): { back: Node[]; ledge: Node[]; opening: string } {
  const w = 40 * k;
  const h = 56 * k;
  const opening = rect(x - w / 2, sill - h, w, h, 2 * k);
  const back: Node[] = [
    // Open shutters either side, with their slats.
    fill(rect(x - w / 2 - 20 * k, sill - h, 18 * k, h, 1.5 * k), shutter, 'wood'),
    fill(rect(x + w / 2 + 2 * k, sill - h, 18 * k, h, 1.5 * k), shutter, 'wood'),
    stroke(
      [0.2, 0.4, 0.6, 0.8]
        .map(
          (t) =>
            `M${n(x - w / 2 - 17 * k)} ${n(sill - h + t * h)}h${n(12 * k)}` +
            `M${n(x + w / 2 + 5 * k)} ${n(sill - h + t * h)}h${n(12 * k)}`,
        )
        .join(''),
      darker(shutter, 0.25),
      1 * k,
      'detail',
      0,
    ),
    fill(opening, inside, lit ? 'glow' : 'glass'),
    stroke(opening, wood, 2.6 * k, 'wood'),
  ];
  const ledge: Node[] = [
    fill(
      rect(x - w / 2 - 5 * k, sill - 1 * k, w + 10 * k, 5 * k, 1 * k),
      lighter(wood, 0.2),
      'stone',
    ),
  ];
  return { back, ledge, opening };
}

/** An accordion's end: a box with piano keys (`keys`) or bass buttons, drawn about (0, 0). */
function endBox(k: number, body: Color, keys: boolean): Node[] {
  const w = 15 * k;
  const h = 32 * k;
  const out: Node[] = [fill(rect(-w / 2, -h / 2, w, h, 2 * k), body, 'wood')];
  if (keys) {
    out.push(
      fill(rect(-w / 2 + 1.5 * k, -h / 2 + 2 * k, 5 * k, h - 4 * k, 0.6 * k), '#f6f1e4', 'wood'),
    );
    const blacks: string[] = [];
    for (let i = 0; i < 7; i++)
      if (i % 7 !== 2 && i % 7 !== 6)
        blacks.push(rect(-w / 2 + 1.5 * k, -h / 2 + 3.4 * k + i * 3 * k, 3 * k, 1.6 * k, 0.4 * k));
    out.push(fill(blacks.join(''), '#2a2428', 'detail', 0));
  } else {
    const dots: string[] = [];
    for (let i = 0; i < 7; i++)
      for (let j = 0; j < 2; j++) {
        const cx = -2.5 * k + j * 4.4 * k;
        const cy = -h / 2 + 4.5 * k + i * 3.8 * k;
        dots.push(
          `M${n(cx - 1 * k)} ${n(cy)}a${n(1 * k)} ${n(1 * k)} 0 1 0 ${n(2 * k)} 0a${n(1 * k)} ${n(1 * k)} 0 1 0 ${n(-2 * k)} 0Z`,
        );
      }
    out.push(fill(dots.join(''), '#f2e6c8', 'detail', 0));
  }
  out.push(stroke(rect(-w / 2, -h / 2, w, h, 2 * k), darker(body, 0.35), 0.8 * k, 'detail', 0));
  return out;
}

/**
 * The bellows from `a` to `b`, sagging by `sag` in the middle, `h` deep: folds in two colours
 * across the band, light edges on the folds.
 */
function bellows(a: Point, b: Point, sag: number, h: number, c1: Color, c2: Color): Node[] {
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const at = (t: number): Point => [
    (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * mid[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * mid[1] + t * t * b[1],
  ];
  const folds = 19;
  const out: Node[] = [];
  const edge: string[] = [];
  for (let i = 0; i < folds; i++) {
    const t0 = i / folds;
    const t1 = (i + 1) / folds;
    const p0 = at(t0);
    const p1 = at(t1);
    // The band's half depth, across the curve at each end of the fold.
    const across = (t: number): Point => {
      const d = sub(at(Math.min(1, t + 0.01)), at(Math.max(0, t - 0.01)));
      const len = Math.hypot(d[0], d[1]) || 1;
      return [(-d[1] / len) * (h / 2), (d[0] / len) * (h / 2)];
    };
    const n0 = across(t0);
    const n1 = across(t1);
    // A fold bulges a little at its middle: the pleats read as pleats.
    const m = at((t0 + t1) / 2);
    const nm = scale(across((t0 + t1) / 2), i % 2 === 0 ? 1.22 : 0.86);
    out.push(
      fill(
        poly([add(p0, n0), add(m, nm), add(p1, n1), sub(p1, n1), sub(m, nm), sub(p0, n0)]),
        i % 2 === 0 ? c1 : c2,
        'cloth',
      ),
    );
    edge.push(`M${n(p1[0] + n1[0])} ${n(p1[1] + n1[1])}L${n(p1[0] - n1[0])} ${n(p1[1] - n1[1])}`);
  }
  out.push(stroke(edge.join(''), lighter(c1, 0.45), h * 0.05, 'detail', 0));
  return out;
}

/** A character leaning out of a window at `sill`, turned towards `toward`, hands on its box. */
function leaner(
  ctx: StageContext,
  who: Character,
  feeling: Feeling,
  x: number,
  sill: number,
  facing: 1 | -1,
  box: Point,
  k: number,
): Actor {
  const m = measure(who);
  const s = who.scale;
  // The hip sits below the sill, so the chest and arms are out over it.
  const where = { x, y: sill - (m.hip + 8) * s, facing, scale: s };
  const fig = pose(
    who,
    feeling,
    {
      legs: 'stand',
      lean: 16,
      front: { reach: toActor(where, [box[0], box[1] - 5 * k]), hand: 'fist' },
      back: { reach: toActor(where, [box[0] - facing * 2 * k, box[1] + 9 * k]), hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: feeling === 'longing' ? 10 : -4,
      gaze: [0.8, 0.2],
    },
    ctx.ink,
  );
  return { ...where, fig };
}

/**
 * Playing one accordion with someone at a window above: the player on the pavement, the bass end
 * held at its chest, face turned up; out of a first-floor window to one side someone leans with the
 * keyboard end; the bellows stretched the whole way up the house front between them, and the tune
 * rising off it.
 */
export const accordionDuet: Action = {
  id: 'accordion-duet',
  objects: ['accordion'],
  who: leaners,
  feelings: ['mischief', 'longing', 'surprise', 'resolve'],
  // A silhouette merges the player, the bellows and the house front into one dark block.
  notLooks: ['silhouette'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  lights: ['lamp', 'moon', 'sun'],
  family: () => 'accordion-duet',
  concepts: [
    'music',
    'accordion',
    'serenade',
    'duet',
    'courtship',
    'harmony',
    'distance',
    'neighbours',
    'Romeo and Juliet',
  ],
  say: sayFrom(
    {
      accordion: {
        en: 'plays one accordion from the street with someone at a window above, its bellows stretched up the wall',
        ja: '通りから、上の窓の人と一台のアコーディオンを弾いている。蛇腹は壁づたいに窓まで伸びている',
        ru: 'играет с улицы на одном аккордеоне с кем-то в окне наверху, и меха растянуты по стене до самого окна',
        pt: 'toca, da rua, um só acordeão com alguém numa janela lá em cima, o fole esticado pela parede acima',
        fi: 'soittaa kadulta yhtä haitaria yhdessä ylhäällä ikkunassa olevan kanssa, ja palkeet venyvät seinää pitkin ikkunaan asti',
      },
    },
    'accordion',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The house is drawn to the player's size, so a small player is not lost under a big window.
    const k = (m.height * s) / 100;
    // The window up on the left, its sill half as high again as the player; the player on the right.
    const ax = -51 * k;
    const aSill = -134 * k;
    const px = 32 * k;
    const night = p.night;
    const inside = night ? lighter(p.light, 0.1) : mix(p.shade, p.sky[0], 0.3);
    const wood = mix(p.wood, '#f4efe6', 0.35);
    const shutter = mix(p.accent, p.cloth[1] ?? p.accent, 0.4);
    const wa = houseWindow(ax, aSill, k, inside, night, wood, shutter);
    const plaster = mix(p.wall, p.cloth[2] ?? p.paper, 0.25);
    const wall: Node[] = [
      fill(rect(-400 * k, -420 * k, 800 * k, 398 * k), plaster, 'wall', 0),
      // A band of stone along the foot of the house, and the string course under the window.
      fill(rect(-400 * k, -40 * k, 800 * k, 18 * k), darker(plaster, 0.15), 'stone', 0),
      fill(rect(-400 * k, aSill + 16 * k, 800 * k, 5 * k), lighter(plaster, 0.12), 'stone', 0),
      // The street door behind the player, shut.
      fill(rect(px - 4 * k, -120 * k, 46 * k, 98 * k, 3 * k), darker(shutter, 0.3), 'wood'),
      ...wa.back,
    ];
    // The ends: the keyboard held out over the sill, the bass end at the player's chest.
    const aEnd: Point = [ax + 32 * k, aSill - 10 * k];
    const bEnd: Point = [px - 20 * k, -58 * k];
    const cast0 = cast(
      rng.pick(leaners.filter((w) => w !== ctx.who.who)),
      rng.fork('neighbour'),
      p,
    );
    // The one at the window near the player's size (a child beside a grown-up, not a giant).
    const ratio = (m.height * s) / (measure(cast0).height * cast0.scale);
    const other = { ...cast0, scale: cast0.scale * Math.max(0.7, Math.min(1.3, ratio)) };
    const above = leaner(ctx, other, answer(ctx.feeling), ax - 4 * k, aSill, 1, aEnd, k);
    const here = { x: px, y: 0, facing: -1 as const, scale: s };
    const fig = posed(ctx, {
      legs: ctx.feeling === 'mischief' ? 'walk' : 'stand',
      lean: -8,
      front: { reach: toActor(here, [bEnd[0], bEnd[1] - 8 * k]), hand: 'fist' },
      back: { reach: toActor(here, [bEnd[0] + 2 * k, bEnd[1] + 9 * k]), hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: -18,
      gaze: [0.6, -0.9],
    });
    const player: Actor = { ...here, fig };
    // The one above drawn only inside its window and above its sill (its legs are in the room).
    const inWindow = (a: Actor): Node =>
      group([actorNodes(a)], undefined, rect(ax - 80 * k, aSill - 160 * k, 160 * k, 160 * k));
    const body = mix(p.accent, '#b0302a', 0.5);
    const instrument: Node[] = [
      ...bellows(
        [aEnd[0] + 5 * k, aEnd[1] + 4 * k],
        [bEnd[0] - 4 * k, bEnd[1] - 6 * k],
        -6 * k,
        19 * k,
        mix(body, '#f2e6d8', 0.1),
        darker(body, 0.35),
      ),
      group(endBox(k, darker(body, 0.15), true), at(aEnd[0], aEnd[1], 1, -30)),
      group(endBox(k, darker(body, 0.15), false), at(bEnd[0], bEnd[1], 1, -30)),
    ];
    // The hands are drawn after the ends, closed over them.
    const hands = (a: Actor): Node =>
      group(a.fig.hands, at(a.x, a.y ?? 0, a.scale, 0, a.facing < 0));
    const bare = (a: Actor): Actor => ({ ...a, fig: { ...a.fig, hands: [] } });
    const ink = mix(ctx.ink, p.paper, 0.1);
    const tune: Node[] = [];
    const mid: Point = [(aEnd[0] + bEnd[0]) / 2, (aEnd[1] + bEnd[1]) / 2];
    for (let i = 0; i < 5; i++) {
      const x = mid[0] + 14 * k + i * 9 * k + rng.range(-3, 3) * k;
      const y = mid[1] - 30 * k - i * 13 * k + rng.range(-3, 3) * k;
      tune.push(note(x, y, 3.4 * k, ink, rng.range(-18, 18)));
    }
    const actors: Node[] = [
      inWindow(bare(above)),
      ...wa.ledge,
      actorNodes(bare(player)),
      ...instrument,
      hands(above),
      hands(player),
    ];
    const headTop = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const top = Math.min(headTop(above), aSill - 56 * k) - 8 * k;
    const box: [number, number, number, number] = [ax - 26 * k, top, px + 26 * k, 4];
    return staged(facingBox(box, facing), mx([mid[0], mid[1] - 10 * k], facing), {
      wall: mirror(wall, facing),
      actors: mirror(actors, facing),
      before: mirror(tune, facing),
      contacts: [[px * facing, 24 * k]],
      glows: night ? [{ at: mx([ax, aSill - 30 * k], facing), r: 40 * k, color: p.light }] : [],
    });
  },
};
