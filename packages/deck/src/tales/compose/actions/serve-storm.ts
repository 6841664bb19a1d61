/**
 * Served under a cloche: at a little café table a waiter lifts the silver dome off a plate, and on
 * it, for the guest sitting there, is a tiny storm raining on the china (a star, a sea with a
 * boat).
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
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
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What lies on the plate, its middle at (x, y) on the plate, `k` the scene's unit. */
function dish(object: NounId, p: Palette, x: number, y: number, k: number): Node[] {
  if (object === 'storm') {
    // A tiny dark cloud hovering over the plate, raining on it, a spark of lightning.
    const cy = y - 15 * k;
    const cloudColor = mix(p.ink, '#70748a', 0.55);
    return [
      stroke(
        [-6, -2, 2, 6]
          .map((dx) => `M${n(x + dx * k)} ${n(cy + 4 * k)}l${n(-1.2 * k)} ${n(9 * k)}`)
          .join(''),
        '#8fb8e0',
        0.9 * k,
        'water',
        0,
      ),
      lightningBolt([x + 3 * k, cy + 4 * k], 11 * k),
      placed(P.cloud(cloudColor, 20 * k), [x, cy], 1),
    ];
  }
  if (object === 'sea') {
    // A little sea heaped on the plate, a wave curling, a paper boat riding it.
    const water = mix(p.water, '#2f7ab0', 0.4);
    return [
      fill(
        `M${n(x - 11 * k)} ${n(y)}Q${n(x - 8 * k)} ${n(y - 7 * k)} ${n(x - 3 * k)} ${n(y - 6 * k)}Q${n(x + 2 * k)} ${n(y - 11 * k)} ${n(x + 6 * k)} ${n(y - 7 * k)}Q${n(x + 10 * k)} ${n(y - 5 * k)} ${n(x + 11 * k)} ${n(y)}Z`,
        water,
        'water',
      ),
      stroke(
        `M${n(x - 6 * k)} ${n(y - 4 * k)}q2 -2 4 0M${n(x + 4 * k)} ${n(y - 5 * k)}q2 -2 4 0`,
        lighter(water, 0.6),
        0.8 * k,
        'detail',
        0,
      ),
      placed(P.paperBoat(lighter(p.paper, 0.2)), [x + 1 * k, y - 9 * k], 0.45 * k),
    ];
  }
  return [placed(P.star(lighter(p.light, 0.4), 9 * k), [x, y - 9 * k], 1, 8)];
}

/**
 * Served under a cloche: a waiter with a cloth over the arm lifts a silver dome off a plate at a
 * little round table, and on the plate before the seated guest is a tiny storm raining on the
 * china, a star, or a sea with a paper boat on it; light spills from under the dome.
 */
export const serveStorm: Action = {
  id: 'serve-storm',
  objects: ['storm', 'star', 'sea'],
  feelings: ['calm', 'mischief', 'joy', 'resolve', 'wonder', 'surprise'],
  settings: ['street', 'train', 'kitchen', 'rooftop', 'shore', 'clouds', 'meadow'],
  framings: ['medium', 'low', 'near'],
  lights: ['lamp', 'candle', 'window', 'moon', 'sun', 'sky'],
  family: (o) => `serve-storm:${o}`,
  concepts: [
    'waiter',
    'serving',
    'a meal',
    'restaurant',
    'a surprise',
    'guest',
    "what's on the menu",
    'appetite',
  ],
  say: sayFrom(
    {
      storm: {
        en: 'lifts a silver cloche and serves a guest a tiny storm on a plate',
        ja: '銀のふたを持ち上げて、お客に皿にのった小さな嵐を出している',
        ru: 'поднимает серебряный колпак и подаёт гостю на тарелке крошечную грозу',
        pt: 'levanta a cloche de prata e serve a um cliente uma tempestade minúscula num prato',
        fi: 'nostaa hopeisen kuvun ja tarjoilee vieraalle lautasella pienen pienen ukonilman',
      },
      star: {
        en: 'lifts a silver cloche and serves a guest a star on a plate',
        ja: '銀のふたを持ち上げて、お客に皿にのった星を出している',
        ru: 'поднимает серебряный колпак и подаёт гостю на тарелке звезду',
        pt: 'levanta a cloche de prata e serve a um cliente uma estrela num prato',
        fi: 'nostaa hopeisen kuvun ja tarjoilee vieraalle lautasella tähden',
      },
      sea: {
        en: 'lifts a silver cloche and serves a guest a little sea on a plate',
        ja: '銀のふたを持ち上げて、お客に皿にのった小さな海を出している',
        ru: 'поднимает серебряный колпак и подаёт гостю на тарелке маленькое море',
        pt: 'levanta a cloche de prata e serve a um cliente um pequeno mar num prato',
        fi: 'nostaa hopeisen kuvun ja tarjoilee vieraalle lautasella pienen meren',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The waiter: a white shirt and a dark apron over the character's own look.
    const waiter: Character = {
      ...ctx.who,
      look: {
        ...ctx.who.look,
        top: '#f4f0e6',
        bottom: '#2a2628',
        trim: undefined,
        scarf: undefined,
      },
    };
    const guestWho = rng.pick(whos.filter((w) => w !== ctx.who.who));
    const guest = cast(guestWho, rng.fork('guest'), p);
    const sg = guest.scale;
    const guestFeeling: Feeling = rng.pick(['wonder', 'surprise', 'joy'] as const);
    const seatedHip = pose(
      guest,
      'calm',
      { legs: 'sit', front: { angle: 0, bend: 0 }, back: { angle: 0, bend: 0 } },
      ctx.ink,
    ).skeleton.hip;
    const tableH = (-seatedHip[1] + 12) * sg;
    const half = 22 * k;
    // The plate and what is on it drawn large: the card is about what is served.
    const kd = 1.7 * k;
    // The guest sits left of the table facing it; the waiter stands right of it.
    const gx = -half - 20 * sg;
    const gWhere = { x: gx, y: 0, facing: 1 as const, scale: sg };
    const plateX = -half * 0.2;
    const plateY = -tableH - 1.5 * kd;
    const amazed = guestFeeling !== 'joy';
    const gFig = pose(
      guest,
      guestFeeling,
      {
        legs: 'sit',
        lean: -4,
        front: { reach: toActor(gWhere, [plateX - 14 * kd, plateY - 1]), hand: 'mitt' },
        back: amazed
          ? { angle: 150, bend: 30, hand: 'open' }
          : { angle: 60, bend: 120, hand: 'open' },
        turn: 0.6,
        headTilt: amazed ? -6 : 4,
        gaze: [1, 0.6],
      },
      ctx.ink,
    );
    const g: Actor = { fig: gFig, ...gWhere };
    // The dome lifted over the plate, held by its knob; light spills from under it.
    const domeR = 13 * kd;
    const domeLift = 24 * kd;
    const dome: Point = [plateX + 6 * kd, plateY - domeLift];
    const knob: Point = [dome[0] + domeR * 0.15, dome[1] - domeR * 1.0];
    const reach = m.arm * s;
    const wx = Math.max(half + 18 * k, knob[0] + reach * 0.75);
    const wWhere = { x: wx, y: 0, facing: -1 as const, scale: s };
    const wFig = pose(
      waiter,
      ctx.feeling,
      {
        legs: 'stand',
        lean: 6,
        front: { reach: toActor(wWhere, knob), hand: 'fist' },
        back: { angle: 35, bend: 95, hand: 'mitt' },
        turn: 0.6,
        headTilt: 8,
        gaze: [1, 0.7],
      },
      ctx.ink,
    );
    const w: Actor = { fig: wFig, ...wWhere };
    const silver = '#c9ccd2';
    const domeNodes: Node[] = [
      fill(`M${n(-domeR)} 0A${n(domeR)} ${n(domeR * 0.95)} 0 0 1 ${n(domeR)} 0Z`, silver, 'metal'),
      fill(ellipse(0, 0, domeR * 1.08, domeR * 0.14), darker(silver, 0.25), 'metal'),
      fill(
        `M${n(-domeR * 0.55)} ${n(-domeR * 0.25)}Q${n(-domeR * 0.45)} ${n(-domeR * 0.7)} ${n(-domeR * 0.05)} ${n(-domeR * 0.8)}`,
        lighter(silver, 0.6),
        'metal',
        0,
      ),
      fill(circle(0, -domeR * 0.98, domeR * 0.14), darker(silver, 0.15), 'metal'),
    ];
    const domeTilt = 14;
    const domeNode = group(
      domeNodes,
      `translate(${n(dome[0])} ${n(dome[1])}) rotate(${n(domeTilt)})`,
    );
    const rays = stroke(
      [-1, 0, 1]
        .map(
          (i) => `M${n(plateX + i * 8 * kd)} ${n(plateY - 20 * kd)}l${n(i * 4 * kd)} ${n(-5 * kd)}`,
        )
        .join(''),
      lighter(p.light, 0.3),
      1.2 * k,
      'glow',
      0,
    );
    // The cloth over the waiter's arm, a bow tie at the collar.
    const arm = actorPoint(w, wFig.skeleton.hands.back);
    const elbow = actorPoint(w, wFig.skeleton.elbows.back);
    const mid: Point = [(arm[0] + elbow[0]) / 2, (arm[1] + elbow[1]) / 2];
    const towel = fill(
      rect(mid[0] - 3.5 * k, mid[1] - 1 * k, 7 * k, 14 * k, 1),
      '#fbf8f0',
      'cloth',
    );
    const neck = actorPoint(w, wFig.skeleton.neck);
    const bow = fill(
      `M${n(neck[0])} ${n(neck[1] + 2 * k)}l${n(-4 * k)} ${n(-2.5 * k)}v${n(5 * k)}Z M${n(neck[0])} ${n(neck[1] + 2 * k)}l${n(4 * k)} ${n(-2.5 * k)}v${n(5 * k)}Z`,
      '#1e1a1e',
      'cloth',
      0,
    );
    // The table: a cloth-covered round top on one leg, the guest's chair.
    const cloth = rng.pick(['#f4efe4', lighter(p.paper, 0.15), mix(p.accent, '#ffffff', 0.75)]);
    const wood = p.wood;
    const hip = actorPoint(g, gFig.skeleton.hip);
    const chair = group([
      stroke(
        `M${n(hip[0] - 12 * sg)} 0V${n(hip[1] - 40 * sg)}M${n(hip[0] + 8 * sg)} 0V${n(hip[1])}`,
        darker(wood, 0.2),
        2.6,
        'wood',
      ),
      fill(rect(hip[0] - 14 * sg, hip[1] - 1, 24 * sg, 4, 1), wood, 'wood'),
    ]);
    const table: Node[] = [
      stroke(`M0 0V${n(-tableH)}M-10 0H10`, darker(wood, 0.25), 3, 'wood'),
      fill(rect(-half - 5, -tableH, (half + 5) * 2, 12, 3), cloth, 'cloth'),
      fill(ellipse(0, -tableH, half + 6, 3.5), cloth, 'cloth'),
      fill(oval(plateX, plateY + 0.5 * kd, 12 * kd, 2.6 * kd), '#fbfaf6', 'detail', 0.7),
      fill(oval(plateX, plateY + 0.3 * kd, 8 * kd, 1.4 * kd), '#ecebe6', 'detail', 0),
    ];
    const nodes: Node[] = [
      chair,
      actorNodes(g),
      ...table,
      ...dish(ctx.object, p, plateX, plateY, kd),
      rays,
      actorNodes(w),
      towel,
      bow,
      domeNode,
    ];
    const headTop = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const top = Math.min(headTop(g), headTop(w), dome[1] - domeR * 1.3) - 6;
    const box: [number, number, number, number] = [gx - 24 * sg, top, wx + 22 * k, 4];
    const focus: Point = [plateX, plateY - 10 * kd];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [gx * facing, 24 * sg],
        [0, 18 * k],
        [wx * facing, H * 0.2],
      ],
      glows: [{ at: mx(focus, facing), r: 22 * kd, color: p.light }],
      light: { at: mx(focus, facing), kind: 'glow', reach: 80 },
      closeBox: facingBox([gx - 10 * sg, top, wx + 12 * k, -tableH + 14], facing),
    });
  },
};
