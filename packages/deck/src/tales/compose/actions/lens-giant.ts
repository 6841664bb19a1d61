/**
 * The one who looks is looked at: a character bent over a snail, a mushroom or a rose with a
 * magnifying glass, the thing swollen in its little lens, while overhead a giant's magnifying
 * glass, held by huge fingers from off the card, fills with one enormous eye looking down at them.
 */
import { at, circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix, skins } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import type { Prop } from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The little thing looked at, and how far below its grip (0, 0) its foot is, in its own units. */
function specimen(object: NounId, p: Palette): { prop: Prop; foot: number } {
  if (object === 'mushroom') return { prop: C.mushroom(mix(p.accent, '#c8372d', 0.6)), foot: 12 };
  if (object === 'rose') return { prop: C.rose(mix(p.accent, '#d2304a', 0.55)), foot: 20 };
  return { prop: C.snail(mix(p.wood, '#c98a3c', 0.4), '#b9a98e', p.ink), foot: 9 };
}

/** A magnifying glass's rim and glass at c, radius r, the glass lit with a glint. */
function lensRim(c: Point, r: number, rim: Color, w: number): Node[] {
  return [
    stroke(oval(c[0], c[1], r, r), rim, w, 'metal'),
    stroke(
      `M${n(c[0] - r * 0.62)} ${n(c[1] - r * 0.3)}Q${n(c[0] - r * 0.55)} ${n(c[1] - r * 0.62)} ${n(c[0] - r * 0.22)} ${n(c[1] - r * 0.7)}`,
      '#ffffff',
      Math.max(w * 0.45, r * 0.06),
      'glow',
      0,
    ),
  ];
}

/**
 * The giant's eye as the big lens shows it: skin filling the glass, the brow, the lids and lashes,
 * the white and an iris looking down towards `look` (a unit vector); `r` the lens's radius.
 */
function giantEye(c: Point, r: number, skin: Color, iris: Color, ink: Color, look: Point): Node[] {
  const w = r * 0.82;
  const h = r * 0.42;
  const cy = c[1] + r * 0.08;
  const lid = `M${n(c[0] - w)} ${n(cy)}Q${n(c[0])} ${n(cy - h * 1.5)} ${n(c[0] + w)} ${n(cy)}Q${n(c[0])} ${n(cy + h * 1.3)} ${n(c[0] - w)} ${n(cy)}Z`;
  const ir = h * 0.78;
  const ic: Point = [c[0] + look[0] * w * 0.3, cy + look[1] * h * 0.4];
  const lashes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = -0.8 + (i / 6) * 1.6;
    const x = c[0] + t * w * 0.92;
    const y = cy - h * 0.75 * (1 - t * t) - h * 0.02;
    lashes.push(`M${n(x)} ${n(y)}l${n(t * r * 0.09)} ${n(-r * 0.13)}`);
  }
  return [
    fill(oval(c[0], c[1], r, r), skin, 'skin'),
    fill(oval(c[0], c[1] + r * 0.55, r * 0.9, r * 0.35), darker(skin, 0.06), 'skin', 0),
    // The brow, a thick arch over the eye.
    stroke(
      `M${n(c[0] - w * 0.9)} ${n(cy - h * 1.55)}Q${n(c[0])} ${n(cy - h * 2.35)} ${n(c[0] + w * 0.95)} ${n(cy - h * 1.4)}`,
      darker(skin, 0.55),
      r * 0.1,
      'hair',
    ),
    // The crease of the upper lid.
    stroke(
      `M${n(c[0] - w * 0.85)} ${n(cy - h * 0.55)}Q${n(c[0])} ${n(cy - h * 1.75)} ${n(c[0] + w * 0.85)} ${n(cy - h * 0.55)}`,
      darker(skin, 0.25),
      r * 0.025,
      'detail',
      0,
    ),
    fill(lid, '#fbf8f2', 'detail'),
    group(
      [
        fill(circle(ic[0], ic[1], ir), iris, 'detail', 0),
        fill(circle(ic[0], ic[1], ir * 0.46), darker(ink, 0.3), 'face', 0),
        fill(circle(ic[0] - ir * 0.35, ic[1] - ir * 0.38, ir * 0.2), '#ffffff', 'face', 0),
      ],
      undefined,
      lid,
    ),
    stroke(
      `M${n(c[0] - w)} ${n(cy)}Q${n(c[0])} ${n(cy - h * 1.5)} ${n(c[0] + w)} ${n(cy)}`,
      ink,
      r * 0.045,
      'face',
      0,
    ),
    stroke(lashes.join(''), ink, r * 0.025, 'face', 0),
  ];
}

/** Huge fingers curled round a handle at `at0`, the handle running up along `dir`. */
function giantGrip(at0: Point, dir: Point, skin: Color, k: number): Node[] {
  const angle = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
  const out: Node[] = [];
  // Four fingers across the handle, side by side along it, each a long rounded bar.
  for (let i = 0; i < 4; i++) {
    const along = (i - 1.5) * 8.5 * k;
    out.push(
      group(
        [fill(oval(0, 1.5 * k, 4.6 * k, 9 * k), i % 2 === 0 ? skin : darker(skin, 0.07), 'skin')],
        at(at0[0] + dir[0] * along, at0[1] + dir[1] * along, 1, angle),
      ),
    );
  }
  // The thumb laid along the handle's other side.
  out.push(
    group(
      [fill(oval(0, -6 * k, 12 * k, 4.5 * k), lighter(skin, 0.06), 'skin')],
      at(at0[0], at0[1], 1, angle),
    ),
  );
  return out;
}

/**
 * Peering at something small through a magnifying glass while a giant peers at them: the
 * character bent over the thing at its feet, its lens held low (the thing big inside it), and over
 * its head a giant's lens as wide as the figure is tall, the eye in it looking down.
 */
export const lensGiant: Action = {
  id: 'lens-giant',
  objects: ['snail', 'mushroom', 'rose'],
  feelings: ['wonder', 'joy', 'calm', 'surprise', 'mischief'],
  settings: ['meadow', 'forest', 'shore', 'street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'window', 'moon'],
  family: (o) => `lens-giant:${o}`,
  concepts: [
    'magnifying glass',
    'curiosity',
    'the watcher watched',
    'scale',
    'giant',
    'science',
    'being small',
  ],
  say: sayFrom(
    {
      snail: {
        en: 'studies a snail through a magnifying glass, while a giant eye studies them through a bigger one',
        ja: '虫めがねでカタツムリを観察している。その上では、もっと大きな虫めがねごしに巨人の目がこちらを観察している',
        ru: 'разглядывает улитку в лупу, не замечая, что сверху в лупу побольше смотрит огромный глаз',
        pt: 'observa um caracol com uma lupa, sem ver o olho gigante que espreita por uma lupa maior',
        fi: 'tutkii etanaa suurennuslasilla, ja ylhäältä jättiläisen silmä tutkii häntä isommalla',
      },
      mushroom: {
        en: 'studies a mushroom through a magnifying glass, while a giant eye studies them through a bigger one',
        ja: '虫めがねでキノコを観察している。その上では、もっと大きな虫めがねごしに巨人の目がこちらを観察している',
        ru: 'разглядывает гриб в лупу, не замечая, что сверху в лупу побольше смотрит огромный глаз',
        pt: 'observa um cogumelo com uma lupa, sem ver o olho gigante que espreita por uma lupa maior',
        fi: 'tutkii sientä suurennuslasilla, ja ylhäältä jättiläisen silmä tutkii häntä isommalla',
      },
      rose: {
        en: 'studies a rose through a magnifying glass, while a giant eye studies them through a bigger one',
        ja: '虫めがねでバラを観察している。その上では、もっと大きな虫めがねごしに巨人の目がこちらを観察している',
        ru: 'разглядывает розу в лупу, не замечая, что сверху в лупу побольше смотрит огромный глаз',
        pt: 'observa uma rosa com uma lupa, sem ver o olho gigante que espreita por uma lupa maior',
        fi: 'tutkii ruusua suurennuslasilla, ja ylhäältä jättiläisen silmä tutkii häntä isommalla',
      },
    },
    'snail',
  ),
  stage(ctx) {
    const { p, rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The little lens held low and forward, over the thing on the ground before the feet.
    const lensC: Point = [H * 0.52, -H * 0.3];
    const lensR = 10 * k;
    const grip: Point = [H * 0.36, -H * 0.46];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 16,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: { reach: [(H * 0.2) / s, (-H * 0.45) / s], hand: 'mitt' },
      turn: 0.5,
      headTilt: 22,
      gaze: [0.7, 0.8],
    });
    const actor: Actor = { fig, x: -H * 0.06, facing: 1, scale: s };
    const hand: Point = [
      actor.x + fig.skeleton.hands.front[0] * s,
      fig.skeleton.hands.front[1] * s,
    ];
    const rim = mix('#c9a24a', p.ink, 0.25);
    const { prop, foot } = specimen(ctx.object, p);
    const thingAt: Point = [lensC[0] + 2 * k, 0];
    const small = 0.55 * k;
    // The handle from the fist to the rim, pointing at the lens's centre.
    const dx = lensC[0] - hand[0];
    const dy = lensC[1] - hand[1];
    const d = Math.hypot(dx, dy) || 1;
    const rimPt: Point = [lensC[0] - (dx / d) * lensR, lensC[1] - (dy / d) * lensR];
    const handleFrom: Point = [hand[0] - (dx / d) * 5 * k, hand[1] - (dy / d) * 5 * k];
    const glass = lighter(mix(p.light, '#dff2f7', 0.6), 0.3);
    const littleLens: Node[] = [
      stroke(
        `M${n(handleFrom[0])} ${n(handleFrom[1])}L${n(rimPt[0])} ${n(rimPt[1])}`,
        darker(p.wood, 0.2),
        3 * k,
        'wood',
      ),
      fill(oval(lensC[0], lensC[1], lensR, lensR), glass, 'glass', 0),
      // The thing swollen in the glass: the same thing, three times bigger.
      group(
        [placed(prop, [lensC[0], lensC[1] + lensR * 0.15], small * 1.9)],
        undefined,
        oval(lensC[0], lensC[1], lensR, lensR),
      ),
      ...lensRim(lensC, lensR, rim, 2 * k),
    ];
    const thing = placed(prop, [thingAt[0], thingAt[1] - foot * small], small);
    // The giant's lens over the head, as wide as the figure is tall, its handle running up and
    // out to fingers as big as the figure's head.
    const bigR = H * 0.43;
    const bigC: Point = [H * 0.3, m.headTop * s - bigR - 6 * k];
    const dir: Point = [0.86, -0.51];
    const handleStart: Point = [bigC[0] + dir[0] * bigR, bigC[1] + dir[1] * bigR];
    const handleEnd: Point = [handleStart[0] + dir[0] * 34 * k, handleStart[1] + dir[1] * 34 * k];
    const giantSkin = rng.pick(skins);
    const iris = rng.pick(['#4d7fa8', '#5b8a4a', '#8a5a2e', '#3f8a8a']);
    // The eye looks down at the little one.
    const lx = actor.x + H * 0.1 - bigC[0];
    const ly = -H * 0.6 - bigC[1];
    const ll = Math.hypot(lx, ly) || 1;
    const bigLens: Node[] = [
      stroke(
        `M${n(handleStart[0])} ${n(handleStart[1])}L${n(handleEnd[0])} ${n(handleEnd[1])}`,
        darker(p.wood, 0.25),
        9 * k,
        'wood',
      ),
      ...giantGrip(
        [handleStart[0] + dir[0] * 24 * k, handleStart[1] + dir[1] * 24 * k],
        dir,
        giantSkin,
        k,
      ),
      ...giantEye(bigC, bigR, giantSkin, iris, p.ink, [lx / ll, ly / ll]),
      ...lensRim(bigC, bigR, rim, 6 * k),
    ];
    const nodes: Node[] = [
      ...bigLens,
      thing,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...littleLens,
      group(fig.hands, `translate(${n(actor.x)} 0) scale(${n(s)})`),
    ];
    const top = bigC[1] - bigR - 6 * k;
    const box: [number, number, number, number] = [-H * 0.34, top, handleEnd[0] + 8 * k, 4];
    const focus: Point = [lensC[0], lensC[1]];

    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [actor.x * facing, H * 0.2],
        [thingAt[0] * facing, 8 * k],
      ],
      glows: [],
    });
  },
};
