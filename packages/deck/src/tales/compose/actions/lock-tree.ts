/**
 * A locksmith at work on a tree: kneeling at the foot of a great trunk, close to the bark, the
 * character works a pick in a brass lock set into the wood, and a thin line of warm light
 * already shows round the outline of a door in the bark. What is kept inside a tree?
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The trunk's near side stands `gap` in front of the kneeling figure (facing +x) and runs off the
 * top of the card; the lock sits at the height of the figure's face, the door's outline around it.
 */
export const lockTree: Action = {
  id: 'lock-tree',
  objects: ['lock'],
  feelings: ['resolve', 'wonder', 'mischief', 'fear', 'longing'],
  settings: ['forest', 'meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A woodcut draws the trunk black on black, a silhouette the locksmith on it.
  notLooks: ['silhouette', 'woodcut'],
  // No moon: the moon is at its cap in the deck.
  lights: ['sun', 'sky', 'lantern'],
  untwisted: true,
  family: () => 'lock-tree',
  concepts: [
    'locksmith',
    'lock',
    'tree',
    'secret',
    'hidden door',
    'patience',
    'a door in a tree',
    'what is inside',
    'nature',
  ],
  say: sayFrom(
    {
      lock: {
        en: 'kneels to pick a lock set into the trunk of a great tree',
        ja: '大きな木の幹にとりつけられた錠前を、ひざまずいてこじ開けようとしている',
        ru: 'стоит на коленях и вскрывает замок, врезанный в ствол огромного дерева',
        pt: 'ajoelha-se para forçar uma fechadura cravada no tronco de uma grande árvore',
        fi: 'polvistuu tiirikoimaan lukkoa, joka on upotettu suuren puun runkoon',
      },
    },
    'lock',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const probe = posed(ctx, { legs: 'kneel', lean: 14, turn: 1 });
    const head: Point = [probe.skeleton.headCentre[0] * s, probe.skeleton.headCentre[1] * s];
    const headR = m.headR * s;
    // The bark is right against the ear; the lock a hand's width in front of the face.
    const bark = head[0] + headR * 1.05;
    const lockAt: Point = [bark + 7 * k, head[1] + headR * 0.9];
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 14,
      front: { reach: [(lockAt[0] - 3 * k) / s, (lockAt[1] + 1 * k) / s], hand: 'fist' },
      back: { reach: [(bark - 2 * k) / s, (head[1] + headR * 3) / s], hand: 'open' },
      turn: 1,
      headTilt: -10,
      gaze: [0.6, 0.3],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The trunk: wide, dark, roots flaring into the ground, bark in long grooves.
    const wood = mix(p.wood, '#5a4030', 0.5);
    const w = 58 * k;
    // Far above the card's top, so the trunk never shows an end.
    const topY = head[1] - 400 * k;
    const trunk = `M${n(bark)} ${n(topY)}L${n(bark - 2 * k)} ${n(-18 * k)}Q${n(bark - 6 * k)} ${n(-3 * k)} ${n(bark - 26 * k)} 0H${n(bark + w + 28 * k)}Q${n(bark + w + 4 * k)} ${n(-4 * k)} ${n(bark + w)} ${n(-18 * k)}V${n(topY)}Z`;
    const grooves: string[] = [];
    for (let i = 0; i < 6; i++) {
      const gx = bark + (i + 0.5) * (w / 6) + rng.range(-3, 3) * k;
      grooves.push(
        `M${n(gx)} ${n(head[1] - 160 * k)}C${n(gx + rng.range(-6, 6) * k)} ${n(head[1] - 90 * k)} ${n(gx + rng.range(-6, 6) * k)} ${n(head[1] - 30 * k)} ${n(gx + rng.range(-3, 3) * k)} ${n(-6 * k)}`,
      );
    }
    // The door in the bark: an arched outline traced in warm light, the lock on its edge.
    const dl = lockAt[0] - 3 * k;
    const dw = 40 * k;
    const dTop = lockAt[1] - 52 * k;
    const door = `M${n(dl)} ${n(-4 * k)}V${n(dTop + dw / 2)}A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dl + dw)} ${n(dTop + dw / 2)}V${n(-4 * k)}`;
    const glow = lighter(p.light, 0.25);
    const brass = '#d8aa3a';
    const plate = [
      fill(rect(lockAt[0] - 4 * k, lockAt[1] - 7 * k, 8 * k, 14 * k, 2 * k), brass, 'metal'),
      fill(
        `${circle(lockAt[0], lockAt[1] - 1.5 * k, 1.6 * k)}M${n(lockAt[0] - 0.8 * k)} ${n(lockAt[1] - 1 * k)}L${n(lockAt[0] - 1.4 * k)} ${n(lockAt[1] + 3 * k)}H${n(lockAt[0] + 1.4 * k)}L${n(lockAt[0] + 0.8 * k)} ${n(lockAt[1] - 1 * k)}Z`,
        '#2a1a10',
        'detail',
        0,
      ),
    ];
    // The pick in the keyhole, from the fist.
    const pick = stroke(
      `M${n(lockAt[0] - 4 * k)} ${n(lockAt[1] + 1.5 * k)}L${n(lockAt[0])} ${n(lockAt[1] + 0.5 * k)}`,
      '#8a8a96',
      0.9 * k,
      'metal',
      0,
    );
    // The trunk goes with the setting, unboxed, so it runs off the card's top whatever the framing.
    const fork = head[1] - 70 * k;
    const branch = `M${n(bark + w - 2 * k)} ${n(fork + 16 * k)}Q${n(bark + w + 20 * k)} ${n(fork)} ${n(bark + w + 60 * k)} ${n(fork - 40 * k)}L${n(bark + w + 52 * k)} ${n(fork - 48 * k)}Q${n(bark + w + 16 * k)} ${n(fork - 14 * k)} ${n(bark + w - 2 * k)} ${n(fork - 4 * k)}Z`;
    const tree: Node[] = [
      fill(branch, wood, 'wood'),
      fill(trunk, wood, 'wood'),
      stroke(grooves.join(''), darker(wood, 0.35), 1.4 * k, 'detail', 0),
    ];
    const nodes: Node[] = [
      stroke(door, glow, 1.6 * k, 'glow', 0),
      ...plate,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      pick,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const box: [number, number, number, number] = [-H * 0.3, dTop - 14 * k, bark + w + 14 * k, 4];
    const focus: Point = [(head[0] + lockAt[0]) / 2, lockAt[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      wall: mirror(tree, facing),
      contacts: [
        [0, H * 0.3],
        [(bark + w / 2) * facing, w],
      ],
      glows: [{ at: mx([dl + dw / 2, dTop + dw / 2], facing), r: dw * 0.6, color: glow }],
      closeBox: facingBox(box, facing),
    });
  },
};
