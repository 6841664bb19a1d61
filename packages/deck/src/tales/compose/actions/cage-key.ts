/**
 * The cage the other way round: a character locked in a birdcage as tall as a room, gripping its
 * bars, while outside, perched on the cage's rim, the bird holds the key in its beak.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { at } from '../../geom.ts';
import { actorNodes, type Actor, whos } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who holds the key outside: a songbird on the rim, a crow, or an owl. */
const keepers = ['bird', 'crow', 'owl'] as const;

/** The keeper's colour: a bright songbird, a black crow, a brown owl. */
function keeperColor(kind: string, accent: string): string {
  if (kind === 'crow') return '#24222c';
  if (kind === 'owl') return '#8a6a48';
  return mix(accent, '#f2c94c', 0.35);
}

/**
 * Locked in a birdcage, the bird outside with the key: the cage's bars run in front of the
 * character (its fists close over them), a swing perch hangs over its head and a seed dish stands
 * at its feet; the keeper perches on the cage's shoulder at the far side, the key in its beak.
 */
export const cageKey: Action = {
  id: 'cage-key',
  objects: ['birdcage'],
  who: whos.filter((w) => w !== 'owl'),
  seconds: () => keepers,
  feelings: ['longing', 'grief', 'fear', 'resolve', 'surprise', 'calm'],
  settings: ['bedroom', 'kitchen', 'attic', 'library', 'stairwell', 'theatre', 'meadow', 'forest'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'candle', 'moon', 'sun', 'sky'],
  family: (_o, s) => `cage-key:${s ?? 'bird'}`,
  concepts: [
    'cage',
    'prisoner',
    'freedom',
    'role reversal',
    'captivity',
    'key',
    'revenge',
    'helpless',
  ],
  say: sayFrom(
    {
      bird: {
        en: 'is locked in a birdcage while a little bird outside holds the key',
        ja: '鳥かごに閉じこめられ、外の小鳥がその鍵をくわえている',
        ru: 'сидит взаперти в птичьей клетке, а снаружи птичка держит в клюве ключ',
        pt: 'espera atrás das grades de uma gaiola, enquanto um passarinho lá fora segura a chave no bico',
        fi: 'on lukittuna lintuhäkkiin, ja ulkopuolella pieni lintu pitää avainta nokassaan',
      },
      crow: {
        en: 'is locked in a birdcage while a crow outside holds the key',
        ja: '鳥かごに閉じこめられ、外のカラスがその鍵をくわえている',
        ru: 'сидит взаперти в птичьей клетке, а снаружи ворона держит в клюве ключ',
        pt: 'espera atrás das grades de uma gaiola, enquanto um corvo lá fora segura a chave no bico',
        fi: 'on lukittuna lintuhäkkiin, ja ulkopuolella varis pitää avainta nokassaan',
      },
      owl: {
        en: 'is locked in a birdcage while an owl outside holds the key',
        ja: '鳥かごに閉じこめられ、外のフクロウがその鍵をくわえている',
        ru: 'сидит взаперти в птичьей клетке, а снаружи сова держит в клюве ключ',
        pt: 'espera atrás das grades de uma gaiola, enquanto uma coruja lá fora segura a chave no bico',
        fi: 'on lukittuna lintuhäkkiin, ja ulkopuolella pöllö pitää avainta nokassaan',
      },
    },
    'bird',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const kind = ctx.second ?? 'bird';
    const H = m.height * s;
    const k = H / 100;
    // The cage: a tray on the floor, bars up to a dome well over the head, a ring on top.
    const w = 40 * k;
    const cx = -6 * k;
    const shoulderY = -124 * k;
    const topY = -168 * k;
    const brass = mix(p.accent, '#c9a447', 0.55);
    const barColor = darker(brass, 0.12);
    const barPath = (x: number): string => {
      const t = (x - cx) / w;
      return `M${n(x)} ${n(-7 * k)}L${n(x)} ${n(shoulderY + Math.abs(t) * 6 * k)}Q${n(x)} ${n(topY + 8 * k)} ${n(cx + (x - cx) * 0.12)} ${n(topY + 2 * k)}`;
    };
    const frontBars: string[] = [];
    const backBars: string[] = [];
    for (let i = -5; i <= 5; i++) {
      const x = cx + (i / 5) * w;
      frontBars.push(barPath(x));
      if (i > -5 && i < 5) backBars.push(barPath(cx + ((i + 0.5) / 5) * w));
    }
    const rim = `M${n(cx - w)} ${n(shoulderY)}Q${n(cx)} ${n(shoulderY + 6 * k)} ${n(cx + w)} ${n(shoulderY)}`;
    const behind: Node[] = [
      stroke(backBars.join(''), darker(brass, 0.45), 1.3 * k, 'metal'),
      // The swing perch over the head, and the seed dish on the cage floor.
      stroke(
        `M${n(cx - 16 * k)} ${n(topY + 14 * k)}L${n(cx - 16 * k)} ${n(-118 * k)}M${n(cx + 16 * k)} ${n(topY + 14 * k)}L${n(cx + 16 * k)} ${n(-118 * k)}`,
        darker(brass, 0.3),
        1 * k,
        'metal',
      ),
      fill(rect(cx - 19 * k, -119.5 * k, 38 * k, 3 * k, 1.5 * k), darker(p.wood, 0.05), 'wood'),
    ];
    // The character stands inside, both fists on the front bars either side of its face.
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const headY = m.head[1] * s;
    const barL = cx + (-3 / 5) * w;
    const barR = cx + (3 / 5) * w;
    const figX = cx;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 6 : 0,
      front: { reach: [(barR - figX) / s, (headY + 12 * k) / s], hand: 'fist' },
      back: { reach: [(barL - figX) / s, (headY + 14 * k) / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.15,
      headTilt: sad ? 10 : -8,
      gaze: [0.8, -0.7],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: figX, facing: 1, scale: s };
    const front: Node[] = [
      fill(
        `M${n(cx + 10 * k)} ${n(-7 * k)}Q${n(cx + 18 * k)} ${n(-13 * k)} ${n(cx + 26 * k)} ${n(-7 * k)}Z`,
        lighter(p.cloth[0] ?? p.accent, 0.2),
        'detail',
      ),
      stroke(frontBars.join(''), barColor, 1.9 * k, 'metal'),
      stroke(rim, brass, 3 * k, 'metal'),
      // The door in the front bars, shut with a padlock.
      stroke(
        `M${n(cx + w * 0.42)} ${n(-7 * k)}V${n(-70 * k)}H${n(cx + w * 0.86)}V${n(-7 * k)}`,
        brass,
        2.4 * k,
        'metal',
      ),
      fill(rect(cx + w * 0.76, -48 * k, 9 * k, 8 * k, 1.5 * k), darker(brass, 0.2), 'metal'),
      stroke(
        `M${n(cx + w * 0.76 + 2 * k)} ${n(-48 * k)}Q${n(cx + w * 0.76 + 4.5 * k)} ${n(-55 * k)} ${n(cx + w * 0.76 + 7 * k)} ${n(-48 * k)}`,
        darker(brass, 0.3),
        1.4 * k,
        'metal',
      ),
      // The tray and the ring on top.
      fill(rect(cx - w - 4 * k, -8 * k, 2 * w + 8 * k, 8 * k, 2 * k), darker(brass, 0.22), 'metal'),
      stroke(
        `M${n(cx - 4 * k)} ${n(topY + 1 * k)}A${n(5 * k)} ${n(5 * k)} 0 1 1 ${n(cx + 4 * k)} ${n(topY + 1 * k)}`,
        brass,
        2 * k,
        'metal',
      ),
      fill(circle(cx, topY + 2 * k, 3.5 * k), brass, 'metal'),
    ];
    // Outside, on a bird's stand at head height, the keeper turned to the prisoner, the key
    // hanging from its beak: an arm's length beyond the bars.
    const big = kind === 'owl' ? 2.5 : 2.3;
    const standX = cx + w + 25 * k;
    const perchY = headY + 2 * k;
    const wood = darker(p.wood, 0.05);
    const stand: Node[] = [
      fill(rect(standX - 1.6 * k, perchY, 3.2 * k, -perchY, 1 * k), wood, 'wood'),
      fill(rect(standX - 11 * k, perchY - 1.2 * k, 22 * k, 2.8 * k, 1.2 * k), wood, 'wood'),
      fill(rect(standX - 9 * k, -3 * k, 18 * k, 3 * k, 1.5 * k), darker(wood, 0.2), 'wood'),
    ];
    const color = keeperColor(kind, p.accent);
    const bird = P.bird(color, p.ink, 'perched');
    const birdAt: Point = [standX + 2 * k, perchY - 7 * big * k];
    const keeper: Node[] = [
      ...stand,
      group(bird.nodes, at(birdAt[0], birdAt[1], big * k, 0, true)),
    ];
    if (kind === 'owl') {
      // Ear tufts and round pale eyes make the bird an owl at phone size.
      const hx = birdAt[0] - 7.5 * big * k;
      const hy = birdAt[1] - 2.6 * big * k;
      const r = big * k;
      keeper.push(
        fill(circle(hx, hy, 3.4 * r), lighter(color, 0.12), 'detail'),
        fill(
          `M${n(hx - 2.6 * r)} ${n(hy - 2 * r)}l${n(-0.6 * r)} ${n(-2.6 * r)}l${n(2.4 * r)} ${n(1.4 * r)}ZM${n(hx + 2.6 * r)} ${n(hy - 2 * r)}l${n(0.6 * r)} ${n(-2.6 * r)}l${n(-2.4 * r)} ${n(1.4 * r)}Z`,
          color,
          'detail',
        ),
        fill(circle(hx - 1.3 * r, hy - 0.3 * r, 1.2 * r), '#f6e7a8', 'face', 0),
        fill(circle(hx + 1.3 * r, hy - 0.3 * r, 1.2 * r), '#f6e7a8', 'face', 0),
        fill(circle(hx - 1.3 * r, hy - 0.3 * r, 0.55 * r), '#1b1a20', 'face', 0),
        fill(circle(hx + 1.3 * r, hy - 0.3 * r, 0.55 * r), '#1b1a20', 'face', 0),
        fill(
          `M${n(hx - 0.6 * r)} ${n(hy + 1 * r)}L${n(hx + 0.6 * r)} ${n(hy + 1 * r)}L${n(hx)} ${n(hy + 2.4 * r)}Z`,
          '#e6a33a',
          'detail',
          0,
        ),
      );
    }
    const beak: Point =
      kind === 'owl'
        ? [birdAt[0] - 7.5 * big * k, birdAt[1]]
        : [birdAt[0] - 13.5 * big * k, birdAt[1] - 1.6 * big * k];
    const keyColor = mix(p.light, '#e8c25a', 0.5);
    keeper.push(
      placed(
        P.key({ main: keyColor, ink: p.ink, light: p.light, metal: keyColor }, 30),
        [beak[0], beak[1] + 4 * k],
        1.1 * k,
        96,
      ),
    );
    const nodes: Node[] = [
      actorNodes(actor),
      ...front,
      group(fig.hands, `translate(${n(figX)} 0) scale(${n(s)})`),
      ...keeper,
    ];
    const box: [number, number, number, number] = [
      cx - w - 10 * k,
      topY - 10 * k,
      standX + 14 * k,
      4,
    ];
    const focus: Point = [figX + 10 * k, headY];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror(behind, facing),
      actors: mirror(nodes, facing),
      contacts: [[cx * facing, 2 * w + 8 * k]],
      glows: [],
      closeBox: facingBox([cx - w * 0.6, topY + 20 * k, standX + 10 * k, -40 * k], facing),
    });
  },
};
