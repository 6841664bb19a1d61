/**
 * A jack-in-the-box that holds someone real: its lid flies open and a fox, a wolf, a bear or an
 * old man springs out on the striped spring, arms flung wide, at the character who turned its
 * crank, now thrown back on the floor.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, cast, pose, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who springs out of the box. */
const jacks = ['fox', 'wolf', 'bear', 'old-man'] as const;

/**
 * Springing out of a jack-in-the-box: the box on the floor with its lid thrown back, the jack
 * risen from it to the waist on a striped concertina spring, arms flung wide, leaning over the
 * one sitting on the floor in front of it, who has fallen back on one hand, the other arm up.
 */
export const jackBox: Action = {
  id: 'jack-box',
  objects: ['jack-in-the-box'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'rabbit', 'mouse', 'cat', 'frog'],
  seconds: () => jacks,
  feelings: ['surprise', 'fear', 'wonder'],
  settings: ['bedroom', 'attic', 'kitchen', 'library', 'theatre', 'meadow'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'sun', 'sky'],
  family: (_o, s) => `jack-box:${s ?? 'fox'}`,
  concepts: [
    'jack-in-the-box',
    'toy',
    'surprise',
    'fright',
    'prank',
    'childhood',
    'spring',
    'the unexpected',
  ],
  say: sayFrom(
    {
      fox: {
        en: 'falls back as a fox springs out of a jack-in-the-box',
        ja: 'びっくり箱から飛び出したキツネに驚いて、しりもちをついている',
        ru: 'падает навзничь: из шкатулки с сюрпризом на пружине выскочил лис',
        pt: 'cai para trás quando uma raposa salta de uma caixa de surpresas',
        fi: 'kaatuu selälleen, kun vieteriukosta ponnahtaa kettu',
      },
      wolf: {
        en: 'falls back as a wolf springs out of a jack-in-the-box',
        ja: 'びっくり箱から飛び出したオオカミに驚いて、しりもちをついている',
        ru: 'падает навзничь: из шкатулки с сюрпризом на пружине выскочил волк',
        pt: 'cai para trás quando um lobo salta de uma caixa de surpresas',
        fi: 'kaatuu selälleen, kun vieteriukosta ponnahtaa susi',
      },
      bear: {
        en: 'falls back as a bear springs out of a jack-in-the-box',
        ja: 'びっくり箱から飛び出したクマに驚いて、しりもちをついている',
        ru: 'падает навзничь: из шкатулки с сюрпризом на пружине выскочил медведь',
        pt: 'cai para trás quando um urso salta de uma caixa de surpresas',
        fi: 'kaatuu selälleen, kun vieteriukosta ponnahtaa karhu',
      },
      'old-man': {
        en: 'falls back as an old man springs out of a jack-in-the-box',
        ja: 'びっくり箱から飛び出したおじいさんに驚いて、しりもちをついている',
        ru: 'падает навзничь: из шкатулки с сюрпризом на пружине выскочил старик',
        pt: 'cai para trás quando um velhote salta de uma caixa de surpresas',
        fi: 'kaatuu selälleen, kun vieteriukosta ponnahtaa vanha mies',
      },
    },
    'fox',
  ),
  stage(ctx) {
    const { p, facing, rng, s } = setUp(ctx);
    const kind = jacks.find((j) => j === ctx.second) ?? 'fox';
    // The box on the floor in front of the sitter, its lid thrown back behind the opening.
    const x0 = 6;
    const x1 = 36;
    const top = -27;
    const paint = mix(p.accent, '#d8433a', 0.4);
    const trim = mix(p.light, '#f2c94c', 0.5);
    const lid: Node[] = [
      fill(
        `M${n(x0)} ${n(top)}L${n(x1)} ${n(top)}L${n(x1 + 10)} ${n(top - 30)}L${n(x0 + 10)} ${n(top - 30)}Z`,
        darker(paint, 0.12),
        'wood',
      ),
      stroke(
        `M${n(x0 + 6)} ${n(top - 6)}L${n(x1 - 2)} ${n(top - 6)}L${n(x1 + 6)} ${n(top - 25)}L${n(x0 + 13)} ${n(top - 25)}Z`,
        trim,
        1.4,
        'detail',
        0,
      ),
    ];
    // The jack, risen out of the box to its waist, leaning over the sitter with arms flung wide.
    const jack = cast(kind, rng.fork('jack'), p);
    const js = jack.scale;
    const hipY = top - 19;
    const jx = (x0 + x1) / 2;
    // Its near hand thrown out over the sitter's head (in the jack's own units from its hip,
    // mirrored: it faces the sitter), the far arm flung up.
    const sitX = x0 - 4 - 30 * s;
    const boo: Point = [sitX + 30 * s, hipY - 34];
    const jfig = pose(
      jack,
      'mischief',
      {
        legs: 'stand',
        lean: -10,
        front: { reach: [(jx - boo[0]) / js, (boo[1] - hipY) / js], hand: 'open' },
        back: { angle: -150, bend: -15, hand: 'open' },
        turn: 0.45,
        headTilt: 8,
        gaze: [0.9, 0.5],
      },
      ctx.ink,
    );
    const jactor: Actor = {
      fig: jfig,
      x: jx,
      y: hipY - jfig.skeleton.hip[1] * js,
      facing: -1,
      scale: js,
    };
    // The concertina spring: striped folds from the box's mouth up over the jack's legs.
    const half = 9 * js;
    const folds = 5;
    const step = (top - (hipY + 2)) / folds;
    const spring: Node[] = [];
    for (let i = 0; i < folds; i++) {
      const ya = top - i * step;
      const yb = ya - step;
      const wa = half * (i % 2 === 0 ? 1 : 0.78);
      const wb = half * (i % 2 === 0 ? 0.78 : 1);
      spring.push(
        fill(
          `M${n(jx - wa)} ${n(ya)}L${n(jx + wa)} ${n(ya)}L${n(jx + wb)} ${n(yb)}L${n(jx - wb)} ${n(yb)}Z`,
          i % 2 === 0 ? lighter(trim, 0.2) : paint,
          'cloth',
        ),
      );
    }
    // The box's front, painted with a diamond, and the crank on the sitter's side.
    const cy = top / 2;
    const box: Node[] = [
      fill(rect(x0, top, x1 - x0, -top, 2), paint, 'wood'),
      fill(rect(x0 - 1, top - 2, x1 - x0 + 2, 4, 1), darker(paint, 0.25), 'wood'),
      fill(
        `M${n(jx)} ${n(top + 6)}L${n(jx + 11)} ${n(cy)}L${n(jx)} ${n(-6)}L${n(jx - 11)} ${n(cy)}Z`,
        trim,
        'detail',
      ),
      fill(circle(jx, cy, 3), paint, 'detail', 0),
      stroke(
        `M${n(x0)} ${n(cy)}L${n(x0 - 6)} ${n(cy)}L${n(x0 - 6)} ${n(cy + 8)}`,
        darker(trim, 0.3),
        1.8,
        'metal',
      ),
      fill(circle(x0 - 6, cy + 9, 2.2), darker(paint, 0.3), 'wood'),
    ];
    // The one who turned the crank, thrown back on the floor, one hand behind, one arm up.
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      lean: -16,
      front: afraid
        ? { angle: -60, bend: -100, hand: 'open' }
        : { angle: -110, bend: -30, hand: 'open' },
      back: { angle: 55, bend: 10, hand: 'open' },
      turn: 0.5,
      headTilt: -8,
      gaze: [1, -0.6],
    });
    const sitter: Actor = { fig, x: sitX, facing: 1, scale: s };
    const nodes: Node[] = [...lid, actorNodes(jactor), ...spring, ...box, actorNodes(sitter)];
    const jackTop = jactor.y ?? 0;
    const headTop = jackTop + (jfig.skeleton.headCentre[1] - jfig.headR * 1.6) * js;
    const storyBox: [number, number, number, number] = [
      sitX - 20 * s,
      Math.min(headTop, top - 34) - 8,
      x1 + 4,
      4,
    ];
    const focus: Point = [jx - 10, hipY - 20];
    return staged(facingBox(storyBox, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [mx([sitX, 0], facing)[0], 40 * s],
        [mx([jx, 0], facing)[0], x1 - x0 + 6],
      ],
      glows: [],
    });
  },
};
