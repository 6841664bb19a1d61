/**
 * The mourner no one asked for: at a mouse's burial, a little mound of earth with a cross of
 * sticks at its head and a matchbox for a coffin, the cat (the fox, the owl) stands in a black
 * coat, its hat held to its chest, head bowed, a white handkerchief at its cheek, while on the
 * grave's other side the widow in her black kerchief weeps and her child, holding her hand,
 * stares up at the tall guest. Sorrow or crocodile tears? Remorse, guilt, the enemy at the
 * graveside.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const mourning = '#26242c';
const boxColors = ['#c8402e', '#2e6ab0', '#e0a020', '#3a8a5a'] as const;

/** A top hat held by its brim, hanging crown down from the hand at `h`, `k` the world's unit. */
function heldHat(h: Point, k: number, ink: Color): Node[] {
  const w = 7 * k;
  const crown = 9 * k;
  return [
    fill(rect(h[0] - w / 2, h[1] + 1 * k, w, crown, 1 * k), mourning, 'cloth'),
    fill(
      rect(h[0] - w / 2 - 2 * k, h[1] - 0.4 * k, w + 4 * k, 1.8 * k, 0.8 * k),
      darker(mourning, 0.2),
      'cloth',
    ),
    fill(rect(h[0] - w / 2, h[1] + crown - 3 * k, w, 1.6 * k), mix(mourning, ink, 0.5), 'cloth', 0),
  ];
}

/** A white handkerchief crumpled in the hand at `h`, a corner hanging. */
function hanky(h: Point, k: number): Node[] {
  const white = '#f6f4ee';
  return [
    fill(
      `M${n(h[0] - 2.6 * k)} ${n(h[1] - 2 * k)}Q${n(h[0])} ${n(h[1] - 3.6 * k)} ${n(h[0] + 2.8 * k)} ${n(h[1] - 1.6 * k)}L${n(h[0] + 2.2 * k)} ${n(h[1] + 5.5 * k)}L${n(h[0] + 0.4 * k)} ${n(h[1] + 2.4 * k)}L${n(h[0] - 2.2 * k)} ${n(h[1] + 3 * k)}Z`,
      white,
      'cloth',
    ),
    stroke(
      `M${n(h[0] - 1 * k)} ${n(h[1] - 1 * k)}l${n(1.2 * k)} ${n(3 * k)}`,
      '#c8c6c0',
      0.4 * k,
      'detail',
      0,
    ),
  ];
}

/**
 * The grave at x: a mound of fresh earth, a cross of two sticks at its head, a daisy on it,
 * and the matchbox coffin in front, closed, a flower laid on its lid.
 */
function grave(x: number, k: number, soil: Color, box: Color): Node[] {
  const earth = mix('#5a3e2a', soil, 0.3);
  const wood = '#6a4a30';
  const nodes: Node[] = [
    fill(oval(x, -1 * k, 11 * k, 5 * k), earth, 'floor'),
    fill(oval(x - 2 * k, -3 * k, 5 * k, 1.5 * k), lighter(earth, 0.15), 'floor', 0),
    // At its head a cross of two sticks, tied with grass.
    fill(rect(x + 6.2 * k, -15 * k, 1.8 * k, 14 * k, 0.4 * k), wood, 'wood'),
    fill(rect(x + 3 * k, -11.6 * k, 8.2 * k, 1.6 * k, 0.4 * k), wood, 'wood'),
  ];
  // The matchbox coffin before the mound: its lid, the striking strip on its side, a label.
  const bx = x - 6 * k;
  const bw = 10 * k;
  const bh = 3.6 * k;
  nodes.push(
    fill(rect(bx - bw / 2, -bh, bw, bh, 0.4 * k), box, 'wood'),
    fill(rect(bx - bw / 2, -bh - 1.2 * k, bw, 1.4 * k, 0.3 * k), lighter(box, 0.25), 'wood'),
    fill(rect(bx - bw / 2 + 0.6 * k, -bh + 0.8 * k, bw - 1.2 * k, 1 * k), '#6a4a3a', 'detail', 0),
    fill(circle(bx + 1.2 * k, -bh - 0.6 * k, 0.5 * k), '#f4efe0', 'detail', 0),
  );
  // A daisy laid across the lid.
  const fx = bx - 1.5 * k;
  const fy = -bh - 2 * k;
  nodes.push(
    stroke(`M${n(fx)} ${n(fy)}L${n(fx + 5 * k)} ${n(fy + 0.8 * k)}`, '#4a8a3a', 0.5 * k, 'plant'),
    fill(
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const a = (i * Math.PI) / 3;
          return circle(fx + Math.cos(a) * 1.3 * k, fy + Math.sin(a) * 1.3 * k, 0.9 * k);
        })
        .join(''),
      '#fbfaf4',
      'plant',
    ),
    fill(circle(fx, fy, 0.8 * k), '#f0c030', 'plant', 0),
  );
  return nodes;
}

/**
 * Facing +x: the tall guest at the left, head bowed to the grave, the handkerchief at its cheek
 * and its hat hanging from the other hand; the grave in the middle; the widow and her child at
 * the right, facing it.
 */
export const catMourner: Action = {
  id: 'cat-mourner',
  objects: ['matchbox'],
  // The ones mice fear.
  who: ['cat', 'fox', 'owl'],
  feelings: ['grief', 'fear'],
  settings: ['meadow', 'forest'],
  framings: ['wide', 'high'],
  fixedFramings: true,
  // A cat at a mouse's grave is the dream; a twist beside it would crowd the graveside.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'cat-mourner',
  concepts: [
    'funeral',
    'grave',
    'mourning',
    'matchbox',
    'coffin',
    'handkerchief',
    'mice',
    'widow',
    'predator',
    'guilt',
  ],
  say: sayFrom(
    {
      matchbox: {
        en: "stands bareheaded at a mouse's funeral, a handkerchief to its cheek, by a little grave with a matchbox for a coffin",
        ja: 'マッチ箱を棺にしたネズミの小さなお墓のそばで、帽子を脱ぎ、ハンカチを頬にあてて葬儀に立ち会う',
        ru: 'стоит без шляпы на мышиных похоронах, прижав платок к щеке, у крошечной могилки, где гробом служит спичечный коробок',
        pt: 'está de cabeça descoberta no funeral de um rato, lenço na face, junto a uma campinha com uma caixa de fósforos por caixão',
        fi: 'seisoo paljain päin hiiren hautajaisissa nenäliina poskella pienen haudan äärellä, jossa arkkuna on tulitikkuaski',
      },
    },
    'matchbox',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const weeping = ctx.feeling === 'grief';
    // The guest in a black coat, its own hat off.
    const guest = {
      ...ctx,
      who: {
        ...ctx.who,
        look: {
          ...ctx.who.look,
          hat: 'none' as const,
          outfit: 'coat' as const,
          top: mourning,
          bottom: '#3a3842',
          shoes: '#1e1c22',
          trim: '#f2efe8',
        },
      },
    };
    const gx = -36 * k;
    const where = { x: gx, facing: 1 as const, scale: s };
    const cheek: Point = [
      gx + (m.head[0] + m.headR * 0.9) * s,
      (m.head[1] + m.headR * (weeping ? 0.75 : 1.1)) * s,
    ];
    const fig = posed(guest, {
      legs: 'stand',
      lean: weeping ? 4 : -3,
      front: { reach: toActor(where, cheek), hand: 'fist' },
      // The hat held to the chest by its brim.
      back: { reach: toActor(where, [gx + 7 * k, (m.shoulder + 16) * s]), hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: weeping ? 20 : 6,
      gaze: weeping ? [0.7, 0.7] : [0.8, 0.35],
    });
    const actor: Actor = { fig, x: gx, facing: 1, scale: s };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const hatHand = actorPoint(actor, fig.skeleton.hands.back);
    const headAt = actorPoint(actor, fig.skeleton.headCentre);
    // The widow and her child: mice half the guest's height, in black, facing the grave.
    const widowC = cast('mouse', rng.fork('widow'), p);
    const wm = measure(widowC);
    const ws = (0.58 * H) / wm.height;
    const widow = {
      ...widowC,
      look: {
        ...widowC.look,
        hat: 'kerchief' as const,
        hatColor: mourning,
        outfit: 'dress' as const,
        top: mourning,
        bottom: mourning,
      },
    };
    const wx = 30 * k;
    const childX = wx + 12 * k;
    const cs = ws * 0.72;
    const wWhere = { x: wx, facing: -1 as const, scale: ws };
    const childHand: Point = [childX - 3 * k, (wm.shoulder + wm.arm * 0.85) * cs];
    const widowFig = pose(
      widow,
      'grief',
      {
        legs: 'stand',
        lean: 6,
        front: { angle: 40, bend: 110, hand: 'fist' },
        back: { reach: toActor(wWhere, childHand), hand: 'open' },
        turn: 0.5,
        headTilt: 22,
        gaze: [0.6, 0.8],
      },
      ctx.ink,
    );
    const childC = cast('mouse', rng.fork('child'), p);
    const cWhere = { x: childX, facing: -1 as const, scale: cs };
    const childFig = pose(
      {
        ...childC,
        look: { ...childC.look, hat: 'none' as const, top: mix(mourning, '#4a4450', 0.5) },
      },
      'fear',
      {
        legs: 'stand',
        lean: -6,
        front: { reach: toActor(cWhere, childHand), hand: 'open' },
        back: { angle: -10, bend: 20 },
        turn: 0.5,
        headTilt: -18,
        gaze: [0.7, -0.75],
      },
      ctx.ink,
    );
    const widowA: Actor = { fig: widowFig, x: wx, facing: -1, scale: ws };
    const childA: Actor = { fig: childFig, x: childX, facing: -1, scale: cs };
    const graveX = -5 * k;
    const nodes: Node[] = [
      actorNodes(actor),
      ...heldHat([hatHand[0], hatHand[1] - 1 * k], k, p.ink),
      ...hanky(hand, 1.6 * k),
      ...grave(graveX, 1.9 * k, p.ground, rng.pick(boxColors)),
      actorNodes(childA),
      actorNodes(widowA),
    ];
    const top = headAt[1] - m.headR * s - 8 * k;
    const box: [number, number, number, number] = [gx - 40 * k, top, childX + 18 * k, 4];
    const focus: Point = [graveX - 6 * k, -20 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [gx * facing, 22 * k],
        [graveX * facing, 22 * k],
        [((wx + childX) / 2) * facing, 20 * k],
      ],
    });
  },
};
