/**
 * Bedtime the other way round: a character bends over a little bed and tucks in the moon (a
 * star, a small cloud), asleep on the pillow with its eyes shut, lighting the room.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * Tucking the moon into bed: a low bed, its headboard at the far end, the sleeper on the pillow
 * glowing, shut eyes drawn on it, the blanket up to its chin; the character bent over it at the
 * bed's side, both hands smoothing the blanket's edge.
 */
export const tuckMoon: Action = {
  id: 'tuck-moon',
  objects: ['moon', 'star', 'cloud'],
  feelings: ['calm', 'joy', 'longing', 'wonder', 'sleep', 'grief'],
  settings: ['bedroom', 'attic', 'library', 'train', 'clouds'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['glow'],
  family: (o) => `tuck-moon:${o}`,
  concepts: [
    'bedtime',
    'tenderness',
    'care',
    'lullaby',
    'goodnight',
    'parenthood',
    'role reversal',
    'quiet',
  ],
  say: sayFrom(
    {
      moon: {
        en: 'tucks the moon into bed',
        ja: '月をベッドに寝かせて、布団をかけてやっている',
        ru: 'укладывает луну спать и подтыкает ей одеяло',
        pt: 'põe a lua na cama e aconchega-lhe o cobertor',
        fi: 'peittelee kuun nukkumaan sänkyyn',
      },
      star: {
        en: 'tucks a star into bed',
        ja: '星をベッドに寝かせて、布団をかけてやっている',
        ru: 'укладывает звезду спать и подтыкает ей одеяло',
        pt: 'põe uma estrela na cama e aconchega-lhe o cobertor',
        fi: 'peittelee tähden nukkumaan sänkyyn',
      },
      cloud: {
        en: 'tucks a little cloud into bed',
        ja: '小さな雲をベッドに寝かせて、布団をかけてやっている',
        ru: 'укладывает маленькое облачко спать и подтыкает ему одеяло',
        pt: 'põe uma nuvenzinha na cama e aconchega-lhe o cobertor',
        fi: 'peittelee pienen pilven nukkumaan sänkyyn',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The bed beside the character: footboard near, headboard far, the mattress at knee height.
    const b0 = 10 * k;
    const b1 = 84 * k;
    const top = -26 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const blanket = p.cloth[2] ?? p.accent;
    const bed: Node[] = [
      fill(rect(b1 - 2 * k, top - 34 * k, 7 * k, 34 * k - top * 0 + 26 * k, 2.5 * k), wood, 'wood'),
      fill(oval(b1 + 1.5 * k, top - 35 * k, 5 * k, 4 * k), wood, 'wood'),
      fill(rect(b0 - 4 * k, top - 10 * k, 6 * k, 36 * k, 2 * k), wood, 'wood'),
      fill(rect(b0, top, b1 - b0, 8 * k, 1.5 * k), sheet, 'cloth'),
      fill(rect(b0 - 2 * k, top + 8 * k, b1 - b0 + 4 * k, 6 * k, 1 * k), wood, 'wood'),
      stroke(
        `M${n(b0)} ${n(top + 14 * k)}V0M${n(b1)} ${n(top + 14 * k)}V0`,
        darker(wood, 0.2),
        3 * k,
        'wood',
      ),
      fill(oval(b1 - 16 * k, top - 4 * k, 16 * k, 6 * k), lighter(sheet, 0.1), 'cloth'),
    ];
    // The sleeper on the pillow, leaning back, glowing; shut eyes on the star and the cloud.
    const glow = ctx.object === 'cloud' ? '#f4f6fb' : '#ffe89a';
    const at0: Point = [b1 - 20 * k, top - 18 * k];
    const sleeper: Node[] = [];
    if (ctx.object === 'moon') {
      sleeper.push(
        group(
          P.crescent(glow, 21 * k, p.ink, true).nodes,
          `translate(${n(at0[0])} ${n(at0[1])}) rotate(-25)`,
        ),
      );
    } else {
      const thing = ctx.object === 'star' ? P.star(glow, 20 * k) : P.cloud(glow, 46 * k);
      sleeper.push(
        group(
          thing.nodes,
          `translate(${n(at0[0])} ${n(at0[1] + (ctx.object === 'cloud' ? 4 * k : 0))})`,
        ),
      );
      const ex = at0[0];
      const ey = at0[1] - 1 * k;
      sleeper.push(
        stroke(
          `M${n(ex - 8 * k)} ${n(ey)}q${n(2.5 * k)} ${n(2.5 * k)} ${n(5 * k)} 0M${n(ex + 3 * k)} ${n(ey)}q${n(2.5 * k)} ${n(2.5 * k)} ${n(5 * k)} 0`,
          p.ink,
          1.4 * k,
          'face',
          0,
        ),
      );
    }
    // The blanket up to its chin, folded back at the top.
    const blanketNodes: Node[] = [
      fill(
        `M${n(b0 - 1 * k)} ${n(top + 8 * k)}L${n(b0 - 1 * k)} ${n(top - 4 * k)}Q${n(b0 + 20 * k)} ${n(top - 7 * k)} ${n(at0[0] - 8 * k)} ${n(top - 9 * k)}Q${n(at0[0] + 4 * k)} ${n(top - 13 * k)} ${n(b1 - 3 * k)} ${n(top - 8 * k)}L${n(b1 - 3 * k)} ${n(top + 8 * k)}Z`,
        blanket,
        'cloth',
      ),
      fill(
        rect(at0[0] - 14 * k, top - 12 * k, 26 * k, 4 * k, 2 * k),
        lighter(sheet, 0.05),
        'cloth',
      ),
    ];
    // The character at the foot end, bent over, both hands on the blanket's edge.
    const smooth: Point = [at0[0] - 16 * k, top - 9 * k];
    const figX = -12 * k;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 28,
      front: { reach: [(smooth[0] - figX) / s, smooth[1] / s], hand: 'open' },
      back: { reach: [(smooth[0] - figX) / s - 8, smooth[1] / s + 2], hand: 'open' },
      backArmOver: true,
      turn: 0.5,
      headTilt: 18,
      gaze: [0.9, 0.8],
    });
    const actor: Actor = { fig, x: figX, facing: 1, scale: s };
    const nodes: Node[] = [
      ...bed,
      ...sleeper,
      ...blanketNodes,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      group(fig.hands, `translate(${n(figX)} 0) scale(${n(s)})`),
    ];
    const boxTop = Math.min((m.headTop - 6) * s, top - 40 * k);
    const box: [number, number, number, number] = [figX - 26 * k, boxTop, b1 + 10 * k, 4];
    return staged(facingBox(box, facing), mx(at0, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [figX * facing, 24 * k],
        [((b0 + b1) / 2) * facing, (b1 - b0) * 0.7],
      ],
      light: { at: mx(at0, facing), kind: 'glow', reach: 120 * k },
      glows: [{ at: mx(at0, facing), r: 34 * k, color: glow }],
    });
  },
};
