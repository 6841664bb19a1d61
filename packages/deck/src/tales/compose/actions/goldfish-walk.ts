/**
 * Walkies at the bottom of the sea: a diver in an old brass helmet strolls across the sea floor
 * with a goldfish as big as a dog on a lead, the fish swimming ahead and tugging. The pet that
 * lives in a bowl taken out to the open sea — a treat, a dare, a fish that could swim away any
 * moment and doesn't.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action, StageContext } from '../types.ts';
import { people } from './bottle-up.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A goldfish swimming towards +x, its centre at c and `L` long: a round body, a long veil tail
 * that waves, fins, a big eye and a collar behind the gills (where the lead ties on).
 */
function goldfish(
  c: Point,
  L: number,
  body: Color,
  ink: Color,
  collar: Color,
  wave: number,
): {
  nodes: Node[];
  collarAt: Point;
} {
  const [x, y] = c;
  const tail = darker(body, 0.08);
  const fin = lighter(body, 0.18);
  const tx = x - L * 0.32;
  const nodes: Node[] = [
    // The veil tail: two long lobes behind, waving up or down.
    fill(
      `M${n(tx + L * 0.04)} ${n(y - L * 0.06)}C${n(tx - L * 0.2)} ${n(y - L * (0.34 + wave))} ${n(tx - L * 0.5)} ${n(y - L * (0.3 + wave))} ${n(tx - L * 0.56)} ${n(y - L * (0.16 + wave * 0.6))}C${n(tx - L * 0.4)} ${n(y - L * 0.08)} ${n(tx - L * 0.4)} ${n(y + L * 0.04)} ${n(tx - L * 0.58)} ${n(y + L * (0.2 - wave * 0.6))}C${n(tx - L * 0.46)} ${n(y + L * (0.36 - wave))} ${n(tx - L * 0.18)} ${n(y + L * (0.3 - wave))} ${n(tx + L * 0.04)} ${n(y + L * 0.06)}Z`,
      tail,
      'detail',
    ),
    stroke(
      `M${n(tx)} ${n(y)}Q${n(tx - L * 0.25)} ${n(y - L * 0.14)} ${n(tx - L * 0.48)} ${n(y - L * (0.2 + wave * 0.6))}M${n(tx)} ${n(y)}Q${n(tx - L * 0.25)} ${n(y + L * 0.1)} ${n(tx - L * 0.5)} ${n(y + L * (0.16 - wave * 0.6))}`,
      darker(body, 0.25),
      L * 0.018,
      'detail',
      0,
    ),
    // The dorsal fin on the back.
    fill(
      `M${n(x - L * 0.16)} ${n(y - L * 0.2)}Q${n(x - L * 0.02)} ${n(y - L * 0.44)} ${n(x + L * 0.14)} ${n(y - L * 0.22)}Z`,
      tail,
      'detail',
    ),
    // The body: round, a little longer than tall.
    fill(oval(x, y, L * 0.36, L * 0.25), body, 'detail'),
    fill(oval(x + L * 0.04, y + L * 0.08, L * 0.22, L * 0.1), fin, 'detail', 0),
    // Scales as a few arcs, the gill's curve.
    stroke(
      `M${n(x - L * 0.12)} ${n(y - L * 0.06)}q${n(L * 0.04)} ${n(L * 0.05)} 0 ${n(L * 0.1)}M${n(x - L * 0.02)} ${n(y - L * 0.1)}q${n(L * 0.04)} ${n(L * 0.05)} 0 ${n(L * 0.1)}M${n(x + L * 0.14)} ${n(y - L * 0.16)}Q${n(x + L * 0.08)} ${n(y)} ${n(x + L * 0.14)} ${n(y + L * 0.16)}`,
      darker(body, 0.22),
      L * 0.016,
      'detail',
      0,
    ),
    // The pectoral fin, paddling.
    fill(
      `M${n(x + L * 0.08)} ${n(y + L * 0.06)}Q${n(x - L * 0.02)} ${n(y + L * 0.26)} ${n(x - L * 0.1)} ${n(y + L * 0.2)}Q${n(x - L * 0.02)} ${n(y + L * 0.1)} ${n(x + L * 0.08)} ${n(y + L * 0.06)}Z`,
      fin,
      'detail',
      0,
    ),
    // The big eye and the mouth, a little open.
    fill(circle(x + L * 0.23, y - L * 0.06, L * 0.075), '#fbf8ee', 'face', 0),
    fill(circle(x + L * 0.245, y - L * 0.06, L * 0.042), ink, 'face', 0),
    fill(circle(x + L * 0.255, y - L * 0.075, L * 0.014), '#ffffff', 'face', 0),
    fill(oval(x + L * 0.355, y + L * 0.04, L * 0.025, L * 0.035), darker(body, 0.4), 'face', 0),
  ];
  // The collar round the neck behind the gills, with its ring.
  const cx = x + L * 0.1;
  nodes.push(
    stroke(
      `M${n(cx)} ${n(y - L * 0.23)}Q${n(cx - L * 0.04)} ${n(y)} ${n(cx)} ${n(y + L * 0.23)}`,
      collar,
      L * 0.05,
      'cloth',
    ),
  );
  const collarAt: Point = [cx - L * 0.02, y - L * 0.24];
  nodes.push(stroke(circle(collarAt[0], collarAt[1], L * 0.025), '#d8b450', L * 0.014, 'metal'));
  return { nodes, collarAt };
}

/**
 * A brass diving helmet over a head centred at h (headR its radius): the round dome, a big round
 * window onto the face (tinted glass, so the face shows), bolts round the window, a collar on the
 * shoulders, and an air hose from the back of the dome.
 */
function divingHelmet(
  h: Point,
  headR: number,
  brass: Color,
  water: Color,
): {
  dome: Node[];
  glass: Node[];
  hoseFrom: Point;
} {
  const R = headR * 1.55;
  const [x, y] = [h[0] - headR * 0.1, h[1] - headR * 0.05];
  const shade = darker(brass, 0.25);
  const win = headR * 1.0;
  const wx = h[0] + headR * 0.32;
  const wy = h[1] + headR * 0.05;
  const bolts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    bolts.push(circle(wx + Math.cos(a) * win * 1.18, wy + Math.sin(a) * win * 1.18, headR * 0.08));
  }
  // The dome is drawn as a ring round the window: what is inside the window is the head itself.
  const ring = `${circle(x, y, R)}${circle(wx, wy, win)}`;
  const dome: Node[] = [
    // The collar (breastplate) on the shoulders.
    fill(
      `M${n(x - R * 1.05)} ${n(y + R * 1.15)}Q${n(x)} ${n(y + R * 0.6)} ${n(x + R * 1.05)} ${n(y + R * 1.15)}L${n(x + R * 0.9)} ${n(y + R * 1.4)}Q${n(x)} ${n(y + R * 1.2)} ${n(x - R * 0.9)} ${n(y + R * 1.4)}Z`,
      shade,
      'metal',
    ),
    { ...fill(ring, brass, 'metal'), rule: 'evenodd' },
    stroke(circle(wx, wy, win * 1.05), shade, headR * 0.16, 'metal'),
    fill(bolts.join(''), lighter(brass, 0.35), 'metal', 0),
    // A highlight on the dome, the shine of brass.
    stroke(
      `M${n(x - R * 0.7)} ${n(y - R * 0.35)}Q${n(x - R * 0.45)} ${n(y - R * 0.75)} ${n(x - R * 0.05)} ${n(y - R * 0.85)}`,
      lighter(brass, 0.5),
      headR * 0.14,
      'detail',
      0,
    ),
    // The valve on the back where the hose screws in.
    fill(circle(x - R * 0.92, y - R * 0.2, headR * 0.22), shade, 'metal'),
  ];
  const glass: Node[] = [
    // Tinted, not frosted: the face must show through it.
    { ...fill(circle(wx, wy, win), mix(water, '#ffffff', 0.55), 'glass', 0), opacity: 0.28 },
    stroke(
      `M${n(wx - win * 0.55)} ${n(wy - win * 0.25)}Q${n(wx - win * 0.4)} ${n(wy - win * 0.6)} ${n(wx - win * 0.05)} ${n(wy - win * 0.7)}`,
      '#ffffff',
      headR * 0.1,
      'glow',
      0,
    ),
  ];
  return { dome, glass, hoseFrom: [x - R * 0.92, y - R * 0.2] };
}

/** A few bubbles rising from a point, bigger as they go up. */
function bubbles(from: Point, k: number, color: Color, drift: number): Node {
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = (0.9 + i * 0.45) * k;
    out.push(circle(from[0] + Math.sin(i * 1.7) * 3 * k + drift * i * k, from[1] - i * 9 * k, r));
  }
  return stroke(out.join(''), color, 0.6 * k, 'glow', 0);
}

/** The walker without a hat of its own: the helmet goes over the head. */
function bareHeaded(ctx: StageContext): StageContext {
  return { ...ctx, who: { ...ctx.who, look: { ...ctx.who.look, hat: 'none' } } };
}

/**
 * Walking a goldfish on a lead across the sea floor: the walker in a brass diving helmet, an air
 * hose rising from it off the card and bubbles from its valve, one hand holding the lead out in
 * front; ahead, at knee to waist height, a goldfish the size of a dog swims away from the walker
 * with the lead taut from its collar, its veil tail waving.
 */
export const goldfishWalk: Action = {
  id: 'goldfish-walk',
  objects: ['fish'],
  // People: a mouse or a frog under a diving helmet is lost, a bear's snout would pierce the glass.
  who: people,
  feelings: ['joy', 'mischief', 'calm', 'longing', 'surprise'],
  settings: ['underwater'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  // A goldfish as big as a dog, walked on a lead at the bottom of the sea: a dream by itself.
  untwisted: true,
  family: () => 'goldfish-walk',
  concepts: [
    'walkies',
    'pet',
    'goldfish',
    'diver',
    'lead',
    'freedom',
    'loyalty',
    'the open sea',
    'stroll',
    'companionship',
  ],
  say: sayFrom(
    {
      fish: {
        en: 'walks a goldfish as big as a dog on a lead',
        ja: '犬ほどもある金魚にリードをつけて散歩させている',
        ru: 'выгуливает на поводке золотую рыбку размером с собаку',
        pt: 'passeia pela trela um peixinho-dourado do tamanho de um cão',
        fi: 'ulkoiluttaa hihnassa koiran kokoista kultakalaa',
      },
    },
    'fish',
  ),
  stage(ctx0) {
    const ctx = bareHeaded(ctx0);
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The fish ahead at a dog's height, below the hand, tugging at the lead.
    const L = rng.range(48, 54) * k;
    const fishC: Point = [rng.range(60, 66) * k, -rng.range(30, 38) * k];
    const body = rng.pick(['#f08a2a', '#f4a03a', '#e8742a']);
    const collarC = rng.pick([p.accent, '#c8384a', '#3a6ac8']);
    const fish = goldfish(fishC, L, body, '#1b1a20', collarC, rng.range(-0.08, 0.1));
    const happy = ctx.feeling === 'joy' || ctx.feeling === 'mischief';
    // The hand holding the lead, out in front at chest height.
    const hand: Point = [30 * k, -58 * k];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: happy ? 6 : 2,
      front: { reach: [hand[0] / s, hand[1] / s], hand: 'fist' },
      back: { angle: -20, bend: 30 },
      turn: 0.7,
      headTilt: -4,
      gaze: [1, 0.2],
    });
    const walker: Actor = { fig, x: -30 * k, facing: 1, scale: s };
    const head: Point = [walker.x + fig.skeleton.headCentre[0] * s, fig.skeleton.headCentre[1] * s];
    const handW: Point = [
      walker.x + fig.skeleton.hands.front[0] * s,
      fig.skeleton.hands.front[1] * s,
    ];
    const brass = rng.pick(['#c8963a', '#b8862e', '#d2a24a']);
    const helmet = divingHelmet(head, fig.headR * s, brass, p.water);
    // The lead: from the fist to the collar's ring, nearly taut, a slight sag.
    const mid: Point = [
      (handW[0] + fish.collarAt[0]) / 2,
      (handW[1] + fish.collarAt[1]) / 2 + 3 * k,
    ];
    const lead = stroke(
      `M${n(handW[0])} ${n(handW[1])}Q${n(mid[0])} ${n(mid[1])} ${n(fish.collarAt[0])} ${n(fish.collarAt[1])}`,
      mix(collarC, '#f4e8cc', 0.45),
      1.9 * k,
      'cloth',
    );
    // The air hose from the helmet's back, curving up and off the card's top.
    // The air hose from the helmet's back: a loop behind the walker, then straight up and off the
    // card's top. Its upper run goes with the room (`wall`), so the shot frames the walk rather
    // than the hose; its lower loop, with the actors, joins the helmet in front of the backdrop.
    const [hx, hy] = helmet.hoseFrom;
    const joint: Point = [hx - 20 * k, hy - 34 * k];
    const hoseColor = mix(p.ink, '#3a3a3a', 0.4);
    const hoseLow = stroke(
      `M${n(hx)} ${n(hy)}C${n(hx - 16 * k)} ${n(hy + 2 * k)} ${n(joint[0])} ${n(hy - 14 * k)} ${n(joint[0])} ${n(joint[1])}`,
      hoseColor,
      3.2 * k,
      'cloth',
    );
    const hoseHigh = stroke(
      `M${n(joint[0])} ${n(joint[1] + 2 * k)}C${n(joint[0])} ${n(joint[1] - 60 * k)} ${n(joint[0] + 8 * k)} ${n(-180 * k)} ${n(joint[0] + 6 * k)} ${n(-300 * k)}`,
      hoseColor,
      3.2 * k,
      'cloth',
    );
    const bubble = lighter(p.water, 0.7);
    const nodes: Node[] = [
      hoseLow,
      actorNodes(walker),
      ...helmet.glass,
      ...helmet.dome,
      lead,
      ...fish.nodes,
      bubbles([head[0] + fig.headR * s * 0.2, head[1] - fig.headR * s * 1.8], k, bubble, 0.4),
      bubbles([fishC[0] + L * 0.4, fishC[1] - L * 0.1], k * 0.8, bubble, 0.2),
    ];
    const top = Math.min(head[1] - fig.headR * s * 1.7, fishC[1] - L * 0.45);
    const box: [number, number, number, number] = [walker.x - 16 * k, top, fishC[0] + L * 0.5, 2];
    const focus: Point = [(head[0] + fishC[0]) / 2, (head[1] + fishC[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror([hoseHigh], facing),
      actors: mirror(nodes, facing),
      contacts: [[walker.x * facing, 24 * k]],
      closeBox: facingBox([head[0] - 16 * k, top, fishC[0] + L * 0.5, -20 * k], facing),
    });
  },
};
