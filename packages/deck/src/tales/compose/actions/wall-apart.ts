/**
 * Back to back through a wall: two strangers sit hugging their knees, leaning on the two faces of
 * one garden wall, neither knowing the other is there; on one side the sun, on the other a
 * starry night (falling snow, pouring rain). One vertical line splits the card in two worlds.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import { poses } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, whos, type Actor, type Character, type Who } from '../cast.ts';
import { measure, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Half the wall's thickness, and its height (past the top of any card). */
const half = 8;
const wallH = 1200;

/**
 * Two strangers back to back through a wall, sunshine on one side and night (snow, rain) on the
 * other, each alone with its knees drawn up.
 */
export const wallApart: Action = {
  id: 'wall-apart',
  objects: ['night', 'snow', 'storm'],
  // A mouse seated with its knees up is too small to read beside a wall that splits the card.
  who: whos.filter((w) => w !== 'mouse'),
  seconds: () => whos.filter((w) => w !== 'mouse'),
  feelings: ['longing', 'grief', 'calm', 'wonder'],
  // Open places where one garden wall may stand alone, the other side's weather its own.
  settings: ['meadow', 'shore', 'desert', 'clouds'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  lights: ['sun'],
  family: (o) => `wall-apart:${o}`,
  concepts: [
    'wall',
    'strangers',
    'back to back',
    'two worlds',
    'unawareness',
    'chance',
    'day and night',
    'separation',
    'waiting',
  ],
  say: sayFrom(
    {
      night: {
        en: 'sits back to back with a stranger on the other side of a wall, sunshine on one side and a starry night on the other,',
        ja: '壁をはさんで、見知らぬ誰かと背中合わせに座っている。こちら側は日なた、向こう側は星の夜',
        ru: 'сидит спиной к спине с незнакомцем по ту сторону стены: здесь светит солнце, а там звёздная ночь',
        pt: 'encosta-se a um muro, costas com costas com um desconhecido do outro lado: aqui faz sol, lá é noite estrelada',
        fi: 'istuu selkä muuria vasten, ja muurin toisella puolella istuu selkä selkää vasten joku vieras: täällä paistaa aurinko, siellä on tähtiyö',
      },
      snow: {
        en: 'sits back to back with a stranger on the other side of a wall, sunshine on one side and falling snow on the other,',
        ja: '壁をはさんで、見知らぬ誰かと背中合わせに座っている。こちら側は日なた、向こう側は雪が降っている',
        ru: 'сидит спиной к спине с незнакомцем по ту сторону стены: здесь светит солнце, а там идёт снег',
        pt: 'encosta-se a um muro, costas com costas com um desconhecido do outro lado: aqui faz sol, lá está a nevar',
        fi: 'istuu selkä muuria vasten, ja muurin toisella puolella istuu selkä selkää vasten joku vieras: täällä paistaa aurinko, siellä sataa lunta',
      },
      storm: {
        en: 'sits back to back with a stranger on the other side of a wall, sunshine on one side and pouring rain on the other,',
        ja: '壁をはさんで、見知らぬ誰かと背中合わせに座っている。こちら側は日なた、向こう側は土砂降りの雨',
        ru: 'сидит спиной к спине с незнакомцем по ту сторону стены: здесь светит солнце, а там льёт дождь',
        pt: 'encosta-se a um muro, costas com costas com um desconhecido do outro lado: aqui faz sol, lá chove a cântaros',
        fi: 'istuu selkä muuria vasten, ja muurin toisella puolella istuu selkä selkää vasten joku vieras: täällä paistaa aurinko, siellä sataa kaatamalla',
      },
    },
    'night',
  ),
  stage(ctx) {
    const { rng, p, facing } = setUp(ctx);
    const otherWho = (ctx.second ?? 'bear') as Who;
    const other = cast(otherWho === ctx.who.who ? 'fox' : otherWho, rng.fork('stranger'), p);
    const gloom: Feeling = ctx.feeling === 'calm' ? 'longing' : ctx.feeling;
    // Knees drawn up, leaning back on the wall: one looks down, the other up at the sky.
    const hunched = (c: Character, feeling: Feeling, up: boolean): Actor['fig'] => {
      const over: FigurePose = {
        ...poses['hug-knees'],
        lean: -6,
        headTilt: up ? -16 : 16,
        gaze: up ? [0.3, -0.9] : [0.4, 0.7],
      };
      return pose(c, feeling, over, ctx.ink);
    };
    const fa = hunched(ctx.who, ctx.feeling, ctx.feeling === 'wonder');
    const fb = hunched(other, gloom, ctx.feeling !== 'wonder');
    // Each sits with its back on the wall's face: the back of a figure facing +x is its left edge.
    const backOf = (f: Actor['fig']): number =>
      (nodeBox(group([...f.back, ...f.body]), identity) ?? [-12, 0, 12, 0])[0];
    const sa = ctx.who.scale;
    // The stranger no bigger than the subject: the two halves mirror each other, and the
    // subject is the one the card is framed on.
    const sb =
      other.scale *
      Math.min(1, (measure(ctx.who).height * sa) / (measure(other).height * other.scale));
    const a: Actor = { fig: fa, x: -half + backOf(fa) * sa + 1, facing: -1, scale: sa };
    const b: Actor = { fig: fb, x: half - backOf(fb) * sb - 1, facing: 1, scale: sb };
    // The wall: a brick band from the ground up past the card's top, so the card itself is split
    // in two (a wall short enough to end in the sky read as a post).
    const brick = mix(p.wood, '#b8644a', 0.5);
    const joints: string[] = [];
    for (let i = 1; i * 9 < wallH; i++) {
      const y = -i * 9;
      joints.push(`M${n(-half)} ${n(y)}h${n(half * 2)}`);
      joints.push(`M${n(i % 2 === 0 ? -half / 3 : half / 3)} ${n(y)}v9`);
    }
    const wall: Node[] = [
      fill(rect(-half, -wallH, half * 2, wallH + 1, 0), brick, 'wall'),
      stroke(joints.join(''), darker(brick, 0.28), 0.7, 'detail', 0),
      stroke(
        `M${n(-half)} 0V${n(-wallH)}M${n(half)} 0V${n(-wallH)}`,
        darker(brick, 0.4),
        1,
        'detail',
        0,
      ),
    ];
    // The other side's weather: a veil over its half of the card, and what falls in it.
    const far = 1400;
    const veilColor =
      ctx.object === 'night' ? '#141a3a' : ctx.object === 'snow' ? '#9fb0c8' : '#4e5866';
    const veil = {
      ...fill(rect(0, -far, far, far * 2, 0), veilColor, 'sky', 0),
      opacity: ctx.object === 'night' ? 0.86 : 0.74,
    };
    const weather: Node[] = [];
    if (ctx.object === 'night') {
      const stars: string[] = [];
      for (let i = 0; i < 22; i++) {
        const x = half + 8 + rng.next() * 150;
        const y = -20 - rng.next() * 200;
        stars.push(circle(x, y, 0.6 + rng.next() * 0.9));
      }
      weather.push(fill(stars.join(''), '#fff6d8', 'glow', 0));
      weather.push(placed(P.crescent('#f6e7a8', 13, p.ink), [half + 48, -150], 1));
    } else if (ctx.object === 'snow') {
      const flakes: string[] = [];
      for (let i = 0; i < 40; i++) {
        const x = half + 4 + rng.next() * 150;
        const y = -4 - rng.next() * 210;
        flakes.push(circle(x, y, 1.2 + rng.next() * 1.4));
      }
      weather.push(fill(flakes.join(''), '#ffffff', 'glow', 0));
      weather.push(fill(rect(half, -3, 170, 6, 2), '#f6f8fb', 'cloth', 0));
    } else {
      const drops: string[] = [];
      for (let i = 0; i < 60; i++) {
        const x = half + 6 + rng.next() * 160;
        const y = -6 - rng.next() * 210;
        drops.push(`M${n(x)} ${n(y)}l-3 9`);
      }
      weather.push(stroke(drops.join(''), '#dfe8f2', 1.3, 'detail', 0));
      weather.push(placed(P.cloud('#6a7482', 90), [half + 60, -200], 1));
    }
    // And on this side, the sun.
    const rays: string[] = [];
    for (let i = 0; i < 12; i++) {
      const t = (i * Math.PI) / 6;
      rays.push(
        `M${n(Math.cos(t) * 17)} ${n(Math.sin(t) * 17)}L${n(Math.cos(t) * 23)} ${n(Math.sin(t) * 23)}`,
      );
    }
    const sunAt: Point = [-half - 48, -150];
    const sun = group(
      [
        fill(circle(0, 0, 13), '#f8d66a', 'glow', 0),
        stroke(rays.join(''), '#f0c04a', 2, 'glow', 0),
      ],
      `translate(${n(sunAt[0])} ${n(sunAt[1])})`,
    );
    weather.push(sun);
    const nodes: Node[] = [actorNodes(a), actorNodes(b)];
    const drawn = nodeBox(group(nodes), identity) ?? [-70, -60, 70, 0];
    const box: [number, number, number, number] = [
      Math.min(drawn[0], -drawn[2]) - 10,
      drawn[1] - 30,
      Math.max(drawn[2], -drawn[0]) + 10,
      4,
    ];
    const focus: Point = [0, drawn[1]];
    return staged(box, mx(focus, facing), {
      wall: mirror([veil, ...weather, ...wall], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [a.x * facing, 30],
        [b.x * facing, 30],
      ],
    });
  },
};
