/**
 * Dancing on the ceiling: in a room, a character dances upside down with its feet on the ceiling,
 * round the lamp that hangs from it, while the chairs (a table laid for tea) stay where they are on
 * the floor below. Gravity the wrong way for one of them only.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { pose } from '../cast.ts';
import { facingBox, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { danceSteps } from './puddle-dance.ts';
import { mirror, mx } from './water.ts';

/**
 * Dancing upside down on the ceiling: the ceiling a band across the top of the room, the dancer's
 * feet on it, a lamp hanging beside it on its cord; on the floor a rug and chairs, or a little
 * table with a teapot and a cup, all the right way up.
 */
export const ceilingDance: Action = {
  id: 'ceiling-dance',
  objects: ['chairs', 'teapot'],
  feelings: ['joy', 'mischief', 'wonder', 'calm', 'longing'],
  settings: ['bedroom', 'kitchen', 'attic', 'library'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['lamp'],
  family: (o) => `ceiling-dance:${o}`,
  concepts: ['dance', 'upside down', 'gravity', 'home', 'lightness', 'joy', 'topsy-turvy'],
  say: sayFrom(
    {
      chairs: {
        en: 'dances upside down on the ceiling while the chairs stay on the floor',
        ja: '天井でさかさまになって踊っている。椅子は床に置かれたまま',
        ru: 'танцует вниз головой на потолке, а стулья стоят себе на полу',
        pt: 'dança de cabeça para baixo no teto, enquanto as cadeiras ficam no chão',
        fi: 'tanssii katossa pää alaspäin, ja tuolit pysyvät lattialla',
      },
      teapot: {
        en: 'dances upside down on the ceiling above a table laid for tea',
        ja: 'お茶の用意をしたテーブルの上で、天井にさかさまになって踊っている',
        ru: 'танцует вниз головой на потолке над столом, накрытым к чаю',
        pt: 'dança de cabeça para baixo no teto, por cima de uma mesa posta para o chá',
        fi: 'tanssii pää alaspäin katossa teepöydän yläpuolella',
      },
    },
    'chairs',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The room just tall enough for the dancer hanging from the ceiling over the furniture.
    const ceilY = -H - 68 * k;
    const step = rng.pick(danceSteps);
    const fig = pose(
      ctx.who,
      ctx.feeling,
      { ...step, turn: 0.5, headTilt: -10, gaze: [0.6, -0.6] },
      ctx.ink,
    );
    // Upside down: the figure's floor is the ceiling.
    const dancerX = 10 * k;
    const dancer = group(
      [...fig.back, ...fig.body, ...fig.hands],
      `translate(${n(dancerX)} ${n(ceilY)}) scale(${n(s)} ${n(-s)})`,
    );
    const plaster = lighter(mix(p.wall, '#f4eee4', 0.5), 0.1);
    const half = 200 * k;
    // The ceiling across the whole room and up past the card's top (it covers the room's upper
    // wall, so the band reads as a ceiling, not a shelf), with a cornice under it.
    const ceiling: Node[] = [
      fill(rect(-half, ceilY - 400 * k, half * 2, 400 * k), plaster, 'wall'),
      fill(rect(-half, ceilY - 2 * k, half * 2, 6 * k), darker(plaster, 0.22), 'wall'),
      fill(rect(-half, ceilY + 4 * k, half * 2, 1.5 * k), darker(plaster, 0.4), 'wall', 0),
    ];
    // The lamp on its cord, hanging the right way, down from the ceiling.
    const lampX = -34 * k;
    const shadeY = ceilY + 40 * k;
    const shadeColor = mix(p.accent, '#f4e0b0', 0.4);
    const lamp: Node[] = [
      fill(rect(lampX - 4 * k, ceilY, 8 * k, 2.4 * k, 1 * k), darker(plaster, 0.25), 'wall'),
      stroke(`M${n(lampX)} ${n(ceilY)}V${n(shadeY - 8 * k)}`, '#3a3432', 0.9 * k, 'metal'),
      fill(
        poly([
          [lampX - 5 * k, shadeY - 8 * k],
          [lampX + 5 * k, shadeY - 8 * k],
          [lampX + 11 * k, shadeY],
          [lampX - 11 * k, shadeY],
        ]),
        shadeColor,
        'cloth',
      ),
      fill(oval(lampX, shadeY + 1.5 * k, 4 * k, 2.4 * k), lighter(p.light, 0.5), 'glow', 0),
    ];
    // On the floor, the right way up: a rug and two chairs, or a table laid for tea.
    const wood = p.wood;
    const rug = fill(oval(0, -1 * k, 52 * k, 5 * k), mix(p.accent, p.wall, 0.45), 'cloth', 0);
    const floor: Node[] = [rug];
    if (ctx.object === 'teapot') {
      const tableH = 30 * k;
      const cloth = mix(p.accent, '#ffffff', 0.7);
      floor.push(
        stroke(
          `M${n(8 * k)} 0V${n(-tableH)}M${n(-2 * k)} 0H${n(18 * k)}`,
          darker(wood, 0.25),
          2.6 * k,
          'wood',
        ),
        fill(oval(8 * k, -tableH, 26 * k, 4 * k), cloth, 'cloth'),
        fill(rect(-18 * k, -tableH, 52 * k, 10 * k, 2 * k), cloth, 'cloth'),
        placed(
          P.teapot({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' }),
          [0, -tableH - 1 * k],
          k * 0.95,
        ),
        placed(
          P.teacup({ main: lighter(p.paper, 0.1), ink: p.ink, light: p.light, metal: '#4c464c' }),
          [22 * k, -tableH - 1 * k],
          k * 0.8,
        ),
        placed(T.chair(wood, 26), [-34 * k, 0], k, 0, false),
      );
    } else {
      floor.push(
        placed(T.armchair(mix(p.accent, p.wall, 0.25), 26), [-30 * k, 0], k),
        placed(T.chair(wood, 26), [36 * k, 0], k, 0, true),
      );
    }
    const top = ceilY - 6 * k;
    const box: [number, number, number, number] = [-56 * k, top, 56 * k, 4];
    const lampAt: Point = [lampX, shadeY + 2 * k];
    return staged(facingBox(box, facing), mx([dancerX, ceilY + H * 0.5], facing), {
      wall: mirror(ceiling, facing),
      behind: mirror([...lamp, ...floor], facing),
      actors: mirror([dancer], facing),
      contacts: [
        [-30 * k * facing, 30 * k],
        [30 * k * facing, 20 * k],
      ],
      glows: [{ at: mx(lampAt, facing), r: 30 * k, color: p.light }],
      light: { at: mx(lampAt, facing), kind: 'lamp', reach: 200 * k },
    });
  },
};
