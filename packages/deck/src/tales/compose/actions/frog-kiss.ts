/**
 * The frog prince, from the princess's side: a frog in a little gold crown stands on its lily
 * pad, eyes shut, leaning out with its lips puckered for the kiss that will break the spell, and
 * the one it waits for is already in a rowing boat, pulling at the oars as hard as it can, a wake
 * behind. A refusal, a narrow escape, love that is not returned, a fairy tale that will not go
 * to plan.
 */
import { at, circle, ellipse, n, poly, rotate, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, whos, type Actor } from '../cast.ts';
import { measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** A lily pad floating at (x, y), `r` across its long half, its notch turned by `notch`. */
function lilyPad(x: number, y: number, r: number, color: Color, notch: number): Node[] {
  const ry = r * 0.32;
  const a = (notch * Math.PI) / 180;
  const tip: Point = [x + Math.cos(a) * r * 1.02, y + Math.sin(a) * ry * 1.02];
  const left: Point = [x + Math.cos(a - 0.28) * r * 1.05, y + Math.sin(a - 0.28) * ry * 1.05];
  const right: Point = [x + Math.cos(a + 0.28) * r * 1.05, y + Math.sin(a + 0.28) * ry * 1.05];
  return [
    fill(ellipse(x, y + ry * 0.18, r, ry), darker(color, 0.3), 'plant', 0),
    fill(ellipse(x, y, r, ry), color, 'plant'),
    // The notch cut to the middle, in the water's place.
    fill(
      `M${n(x)} ${n(y)}L${n(left[0])} ${n(left[1])}L${n(tip[0])} ${n(tip[1])}L${n(right[0])} ${n(right[1])}Z`,
      darker(color, 0.42),
      'plant',
      0,
    ),
    stroke(
      `M${n(x)} ${n(y)}l${n(-r * 0.55)} ${n(-ry * 0.3)}M${n(x)} ${n(y)}l${n(-r * 0.2)} ${n(-ry * 0.62)}M${n(x)} ${n(y)}l${n(r * 0.3)} ${n(-ry * 0.55)}`,
      lighter(color, 0.25),
      0.7,
      'detail',
      0,
    ),
  ];
}

/** A water lily in flower at (x, y): pointed petals, pink or white, a yellow heart. */
function waterLily(x: number, y: number, s: number, petal: Color): Node[] {
  const out: Node[] = [];
  for (const a of [-62, -34, -8, 18, 44, 70]) {
    const tip = rotate([0, -7 * s], (a * Math.PI) / 180);
    const l = rotate([-2.2 * s, -2.5 * s], (a * Math.PI) / 180);
    const r = rotate([2.2 * s, -2.5 * s], (a * Math.PI) / 180);
    out.push(
      fill(
        `M${n(x)} ${n(y)}Q${n(x + l[0])} ${n(y + l[1])} ${n(x + tip[0])} ${n(y + tip[1])}Q${n(x + r[0])} ${n(y + r[1])} ${n(x)} ${n(y)}Z`,
        petal,
        'plant',
      ),
    );
  }
  out.push(fill(circle(x, y - 1.5 * s, 1.6 * s), '#f2c94c', 'plant', 0));
  return out;
}

/** A bulrush: a bent stem and its brown cigar of a head. */
function bulrush(x: number, y: number, h: number, bend: number, stem: Color): Node[] {
  const top: Point = [x + bend, y - h];
  return [
    stroke(
      `M${n(x)} ${n(y)}Q${n(x + bend * 0.2)} ${n(y - h * 0.6)} ${n(top[0])} ${n(top[1])}`,
      stem,
      1.6,
      'plant',
    ),
    fill(ellipse(top[0] + bend * 0.04, top[1] + 9, 2.6, 8, bend * 0.6), '#6e4a2e', 'wood'),
  ];
}

/**
 * A wooden rowing boat seen side-on, its waterline at y = 0 from `x0` to `x1` (the stern at x0),
 * its gunwale `h` above.
 */
function rowboat(x0: number, x1: number, h: number, wood: Color, band: Color): Node[] {
  const w = x1 - x0;
  const hull = `M${n(x0 - 4)} ${n(-h)}L${n(x1 + 8)} ${n(-h - 4)}Q${n(x1 + 2)} ${n(-h * 0.2)} ${n(x1 - w * 0.18)} ${n(4)}L${n(x0 + w * 0.1)} ${n(4)}Q${n(x0 - 2)} ${n(0)} ${n(x0 - 4)} ${n(-h)}Z`;
  return [
    fill(hull, wood, 'wood'),
    stroke(
      `M${n(x0 - 3)} ${n(-h * 0.45)}L${n(x1 + 4)} ${n(-h * 0.62)}`,
      darker(wood, 0.3),
      0.9,
      'detail',
      0,
    ),
    stroke(`M${n(x0 - 4)} ${n(-h + 1.6)}L${n(x1 + 8)} ${n(-h - 2.4)}`, band, 3.2, 'wood'),
  ];
}

/**
 * Rowing away as fast as one can from a frog in a crown that waits on its lily pad with its lips
 * puckered: the frog on the near side, leaning out on tiptoe, eyes shut, hands behind its back;
 * the boat a little way off, its stern still by the pad, the rower sitting facing the frog (as a
 * rower sits) and heaving back on the oars, the blade biting the water in a splash, a wake
 * between them.
 */
export const frogKiss: Action = {
  id: 'frog-kiss',
  objects: ['frog-prince'],
  // A frog fleeing a frog is a quarrel, an owl cannot pull oars.
  who: whos.filter((w) => w !== 'frog' && w !== 'owl' && w !== 'mouse'),
  feelings: ['fear', 'surprise', 'mischief', 'resolve'],
  settings: ['forest', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // A silhouette loses the crown and the puckered lips: two dark shapes in a boat.
  notLooks: ['silhouette'],
  ownPlace: true,
  lights: ['sun', 'sky', 'moon'],
  family: () => 'frog-kiss',
  concepts: [
    'the frog prince',
    'refusal',
    'rejection',
    'a spell',
    'a princess',
    'fairy tale',
    'waiting',
    'courtship',
    'flight',
    'a pond',
  ],
  say: sayFrom(
    {
      'frog-prince': {
        en: 'rows across a pond as fast as it can, away from a frog in a crown waiting on a lily pad with its lips puckered',
        ja: '王冠をかぶって蓮の葉の上で唇をとがらせて待つカエルから、池を全速力で漕いで逃げていく',
        ru: 'изо всех сил гребёт прочь по пруду от лягушки в короне, которая ждёт на листе кувшинки, вытянув губы для поцелуя',
        pt: 'rema lago fora o mais depressa que pode, para longe de uma rã de coroa que espera numa folha de nenúfar de lábios em bico',
        fi: 'soutaa lammen poikki minkä jaksaa, pois kruunupäisen sammakon luota, joka odottaa lumpeenlehdellä huulet suipussa',
      },
    },
    'frog-prince',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Drawn at a grown-up's size (the rower 100 tall standing) and scaled by k at the end, so a
    // child's or a cat's frog, boat and pond are theirs and the rower stays big on the card.
    const g = grownUp(m, s, facing);
    const { rs } = g;
    // A pond that reads as water in every palette (a pale dusk palette's water was a grey floor).
    const water = mix(mix(p.water, '#3f7fa6', 0.35), p.sky[1], 0.12);
    const padGreen = mix('#5f9a48', p.accent, 0.08);
    // The frog on its pad, on the near side (−x), leaning out towards the boat on tiptoe.
    const frogC = cast('frog', rng.fork('frog'), p);
    const crowned = {
      ...frogC,
      scale: 1.1,
      look: { ...frogC.look, hat: 'crown' as const, hatColor: '#e8b83a' },
    };
    const frogM = measure(crowned);
    const frogFig = pose(
      crowned,
      'sleep',
      {
        legs: [
          [18, 4],
          [-12, 6],
        ],
        lean: 20,
        headTilt: -14,
        front: { reach: [10, frogM.shoulder + 3], hand: 'mitt' },
        back: { reach: [8, frogM.shoulder + 4], hand: 'mitt' },
        backArmOver: true,
        turn: 0.7,
        gaze: [1, 0],
      },
      ctx.ink,
    );
    const frogX = -13;
    const frogY = -3;
    const frog: Actor = { fig: frogFig, x: frogX, y: frogY, facing: 1, scale: crowned.scale };
    // A little gold crown between the eye bumps and puckered lips over the mouth, drawn in the
    // head's own frame (at its centre, turned by its tilt) in front of the frog.
    const fs = crowned.scale;
    const sk = frogFig.skeleton;
    const R = frogFig.headR;
    const tilt = -14 + sk.lean * 0.4;
    const lipColor = '#d9546a';
    const lx = R * 0.62;
    const ly = R * 0.3;
    const gold = '#e9b940';
    const crownAndLips: Node[] = [
      fill(
        poly([
          [-R * 0.42, -R * 0.78],
          [-R * 0.5, -R * 1.34],
          [-R * 0.22, -R * 1.04],
          [R * 0.02, -R * 1.44],
          [R * 0.26, -R * 1.04],
          [R * 0.54, -R * 1.34],
          [R * 0.46, -R * 0.78],
        ]),
        gold,
        'metal',
      ),
      fill(circle(R * 0.02, -R * 1.44, R * 0.09), '#d8404a', 'metal', 0),
      fill(ellipse(lx, ly, R * 0.26, R * 0.21), darker(lipColor, 0.18), 'skin'),
      fill(ellipse(lx + R * 0.05, ly - R * 0.02, R * 0.16, R * 0.13), lipColor, 'skin', 0),
      stroke(
        `M${n(lx - R * 0.08)} ${n(ly)}h${n(R * 0.22)}`,
        darker(lipColor, 0.5),
        R * 0.05,
        'face',
        0,
      ),
    ];
    const frogExtras = group(
      [group(crownAndLips, at(sk.headCentre[0], sk.headCentre[1], 1, tilt))],
      at(frogX, frogY, fs),
    );
    // The rower in the boat, facing the frog (back to the bow), heaving back on the oars.
    const boatX0 = 10;
    const boatX1 = 62;
    const gunwale = 13;
    const seatX = 28;
    const fig = posed(ctx, {
      legs: [
        [122, 142],
        [112, 136],
      ],
      lean: -20,
      front: { reach: [10, -36], hand: 'fist' },
      back: { reach: [8, -34], hand: 'fist' },
      backArmOver: true,
      turn: 0.65,
      gaze: [1, 0],
    });
    const hip = fig.skeleton.hip;
    const seatY = 0;
    const ay = seatY - hip[1] * rs;
    const hands: Point = [
      seatX - fig.skeleton.hands.front[0] * rs,
      ay + fig.skeleton.hands.front[1] * rs,
    ];
    // The oar from the fists through the rowlock on the gunwale down to the blade in the water
    // behind the rower, towards the bow.
    const lock: Point = [seatX + 4, -gunwale - 1];
    const dir: Point = [lock[0] - hands[0], lock[1] - hands[1]];
    const dl = Math.hypot(dir[0], dir[1]);
    const blade: Point = [lock[0] + (dir[0] / dl) * 30, lock[1] + (dir[1] / dl) * 30];
    const oarWood = lighter(p.wood, 0.15);
    const oar: Node[] = [
      stroke(
        `M${n(hands[0])} ${n(hands[1])}L${n(blade[0])} ${n(blade[1])}`,
        darker(oarWood, 0.3),
        2.8,
        'wood',
      ),
      stroke(
        `M${n(hands[0])} ${n(hands[1])}L${n(blade[0])} ${n(blade[1])}`,
        oarWood,
        1.6,
        'wood',
        0,
      ),
      fill(
        ellipse(blade[0], blade[1], 3.2, 8, (Math.atan2(dir[1], dir[0]) * 180) / Math.PI - 90),
        oarWood,
        'wood',
      ),
    ];
    const rower: Actor = { fig, x: seatX, y: ay, facing: -1, scale: rs };
    const wood = mix(p.wood, '#9a6a40', 0.35);
    const band = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    const boat = rowboat(boatX0, boatX1, gunwale, wood, band);
    // The splash at the blade and the wake behind the stern, towards the frog.
    const foam = lighter(water, 0.55);
    const splash: Node[] = [];
    for (const [dx, dy, r] of [
      [-6, -4, 1.6],
      [5, -6, 1.4],
      [10, -2, 1.2],
      [-2, -8, 1.1],
    ] as const) {
      splash.push(fill(circle(blade[0] + dx, Math.min(blade[1], 2) + dy, r), foam, 'water', 0));
    }
    const wake = stroke(
      `M${n(boatX0 - 6)} 3q-6 2 -12 0t-12 1M${n(boatX0 - 2)} 8q-8 2 -16 0t-14 1M${n(blade[0] - 8)} 6q6 -3 12 0t12 0`,
      foam,
      1.1,
      'water',
      0,
    );
    const padColor = padGreen;
    const nodes: Node[] = [
      stroke(
        `${ellipse(frogX - 2, 1.5, 24, 5)}${ellipse(frogX - 2, 2.5, 29, 6.5)}`,
        lighter(water, 0.3),
        0.8,
        'water',
        0,
      ),
      ...lilyPad(frogX - 2, 0, 19, padColor, 200),
      actorNodes(frog),
      frogExtras,
      actorNodes(rower),
      ...boat,
      ...oar,
    ];
    // The pond itself is the place (drawn with it, running off the card); in front of the story
    // only a strip of ripples over the hull's foot and the pad's rim, a lily in flower by the
    // wake, and the far bank's bulrushes behind.
    const pond: Node[] = [
      fill(`M-600 0H600V600H-600Z`, water, 'water', 0),
      stroke(
        `M-600 -1H600M-200 30q20 -3 40 0t40 0M110 40q20 -3 40 0t40 0M-150 70q20 -3 40 0t40 0`,
        lighter(water, 0.25),
        1,
        'water',
        0,
      ),
      ...bulrush(frogX - 40, -1, 40, -4, darker(padColor, 0.15)),
      ...bulrush(frogX - 33, -1, 32, 5, darker(padColor, 0.1)),
      ...bulrush(boatX1 + 34, -1, 38, 3, darker(padColor, 0.12)),
    ];
    const before: Node[] = [
      fill(
        `M${n(boatX0 - 8)} 2Q${n((boatX0 + boatX1) / 2)} 0 ${n(boatX1 + 10)} 2V6H${n(boatX0 - 8)}Z`,
        water,
        'water',
        0,
      ),
      ...lilyPad(frogX - 26, 16, 9, lighter(padColor, 0.08), 330),
      ...waterLily(frogX - 27, 14, 1, rng.pick(['#f4b8c8', '#fbf4ea'])),
      ...splash,
      wake,
    ];
    const drawn = nodeBox(group(nodes), identity) ?? [-90, -90, 90, 0];
    return staged(g.box(drawn, 16), g.at([(frogX + seatX) / 2, -40]), {
      actors: g.sized(nodes),
      before: g.sized(before),
      wall: g.sized(pond),
      contacts: [],
      airborne: true,
      glows: [],
    });
  },
};
