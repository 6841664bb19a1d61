/**
 * A bed adrift on the night sea: its sleeper sits up under the blanket holding out a lantern,
 * and round the bed, in the lantern's light, fish circle under the water (or a tentacle rises at
 * the bed's foot).
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { octopus } from '../../kit/curios.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What the lantern finds round the bed: a ring of fish, or a tentacle at its foot. */
const visitors = ['fish', 'octopus'] as const;

/**
 * Adrift in bed on the night sea: a wooden bed afloat to its mattress, the character sitting up
 * under the blanket with a lantern held out over the water; fish circle the bed under the
 * surface, lit where the lantern falls, one leaping; or a tentacle curls up over the footboard.
 */
export const bedSea: Action = {
  id: 'bed-sea',
  objects: ['sea'],
  seconds: () => visitors,
  feelings: ['wonder', 'calm', 'fear', 'longing', 'surprise', 'resolve'],
  settings: ['shore', 'icefield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  lights: ['lantern'],
  family: (_o, s) => `bed-sea:${s ?? 'fish'}`,
  concepts: ['bed', 'adrift', 'night', 'dream', 'voyage', 'insomnia', 'solitude', 'sea'],
  say: sayFrom(
    {
      fish: {
        en: 'sits up in a bed adrift on the night sea, holding a lantern over the fish that circle it',
        ja: '夜の海をただようベッドの上で起き上がり、まわりを泳ぐ魚たちをランタンで照らしている',
        ru: 'сидит в кровати, плывущей по ночному морю, и светит фонарём на рыб, что кружат вокруг',
        pt: 'senta-se numa cama à deriva no mar noturno e ilumina com uma lanterna os peixes que a rodeiam',
        fi: 'istuu yömerellä ajelehtivassa sängyssä ja valaisee lyhdyllä sen ympärillä kiertäviä kaloja',
      },
      octopus: {
        en: 'sits up in a bed adrift on the night sea, holding a lantern to a tentacle rising at its foot',
        ja: '夜の海をただようベッドの上で起き上がり、足もとから伸びてくる触手をランタンで照らしている',
        ru: 'сидит в кровати, плывущей по ночному морю, и светит фонарём на щупальце, что поднимается у изножья',
        pt: 'senta-se numa cama à deriva no mar noturno e ilumina com uma lanterna um tentáculo que sobe aos pés dela',
        fi: 'istuu yömerellä ajelehtivassa sängyssä ja valaisee lyhdyllä sängyn jalkopäästä nousevaa lonkeroa',
      },
    },
    'fish',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const kind = ctx.second ?? 'fish';
    const H = m.height * s;
    const k = H / 100;
    // The bed, its mattress a little over the water line (y = 0); headboard behind the sitter.
    const head = -44 * k;
    const foot = 46 * k;
    const mattressY = -14 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = mix('#f2eee4', p.light, 0.2);
    const blanket = p.cloth[1] ?? p.accent;
    const behind: Node[] = [
      fill(rect(head - 6 * k, mattressY - 44 * k, 7 * k, 52 * k, 2.5 * k), wood, 'wood'),
      fill(circle(head - 2.5 * k, mattressY - 45 * k, 4.2 * k), wood, 'wood'),
      fill(oval(head + 11 * k, mattressY - 5 * k, 12 * k, 5.5 * k), lighter(sheet, 0.1), 'cloth'),
    ];
    // Sitting up against the pillow, legs out under the blanket, a lantern held out past the foot.
    const hipX = head + 20 * k;
    const lampAt: Point = [hipX + 44 * k, mattressY - 58 * k];
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      ...stance('sit-floor'),
      lean: afraid ? -10 : 6,
      front: { reach: [(lampAt[0] - hipX) / s, (lampAt[1] - mattressY) / s], hand: 'fist' },
      back: afraid ? { angle: 60, bend: 110, hand: 'open' } : { angle: 25, bend: 30, hand: 'open' },
      turn: 0.6,
      headTilt: ctx.feeling === 'longing' ? 10 : 2,
      gaze: [1, 0.9],
    });
    const actor: Actor = {
      fig,
      x: hipX,
      y: mattressY - fig.skeleton.hip[1] * s * 0 + 2 * k,
      facing: 1,
      scale: s,
    };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const lantern = P.lantern({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' });
    const glowAt: Point = [hand[0], hand[1] + 18 * s];
    // The blanket over the legs, from the waist to the foot of the bed.
    const lap: Node[] = [
      fill(
        `M${n(hipX - 4 * k)} ${n(mattressY + 2 * k)}L${n(hipX - 2 * k)} ${n(mattressY - 12 * k)}Q${n(hipX + 18 * k)} ${n(mattressY - 16 * k)} ${n(hipX + 34 * k)} ${n(mattressY - 10 * k)}Q${n(foot - 4 * k)} ${n(mattressY - 8 * k)} ${n(foot)} ${n(mattressY - 2 * k)}L${n(foot)} ${n(mattressY + 8 * k)}L${n(hipX - 4 * k)} ${n(mattressY + 8 * k)}Z`,
        blanket,
        'cloth',
      ),
      stroke(
        `M${n(hipX + 8 * k)} ${n(mattressY - 10 * k)}q${n(4 * k)} ${n(8 * k)} ${n(2 * k)} ${n(16 * k)}M${n(hipX + 26 * k)} ${n(mattressY - 9 * k)}q${n(3 * k)} ${n(8 * k)} ${n(1 * k)} ${n(16 * k)}`,
        darker(blanket, 0.2),
        1 * k,
        'detail',
        0,
      ),
    ];
    const frame: Node[] = [
      fill(rect(head - 2 * k, mattressY, foot - head + 6 * k, 9 * k, 1.5 * k), sheet, 'cloth'),
      fill(rect(head - 4 * k, mattressY + 7 * k, foot - head + 10 * k, 6 * k, 1 * k), wood, 'wood'),
      fill(rect(foot, mattressY - 24 * k, 6 * k, 34 * k, 2 * k), wood, 'wood'),
      fill(circle(foot + 3 * k, mattressY - 25 * k, 3.6 * k), wood, 'wood'),
    ];
    // The sea seen cut through at its surface, a little below the mattress: night water to the
    // card's edges (part of the place, not boxed with the story), crests along the top, the
    // lantern's light falling into it, and what swims under the bed.
    const sea = mix(p.water, '#0d2238', 0.55);
    const lit = mix(sea, p.light, 0.3);
    const crests: string[] = [];
    for (let x = -400 * k; x < 400 * k; x += 11 * k)
      crests.push(`M${n(x)} ${n(1 * k)}q${n(3 * k)} ${n(-3 * k)} ${n(6 * k)} 0`);
    const wall: Node[] = [
      fill(rect(-400 * k, 0, 800 * k, 400 * k), sea, 'water'),
      fill(
        `M${n(glowAt[0] - 8 * k)} 0L${n(glowAt[0] + 8 * k)} 0L${n(glowAt[0] + 34 * k)} ${n(70 * k)}L${n(glowAt[0] - 34 * k)} ${n(70 * k)}Z`,
        lit,
        'water',
        0,
      ),
      stroke(crests.join(''), lighter(sea, 0.5), 1.2 * k, 'detail', 0),
    ];
    const swimmers: Node[] = [];
    if (kind === 'fish') {
      // A ring of fish circling under the bed, seen from the side: an ellipse of them.
      const fishColor = mix(p.accent, '#ffd27a', 0.45);
      const cx = (head + foot) / 2;
      for (let i = 0; i < 7; i++) {
        const t = (i / 7) * Math.PI * 2 + 0.4;
        const x = cx + Math.cos(t) * 52 * k;
        const y = 26 * k + Math.sin(t) * 12 * k;
        const near = Math.sin(t) > 0;
        swimmers.push(
          group(
            P.fish(near ? fishColor : darker(fishColor, 0.35), p.ink, (near ? 22 : 16) * k).nodes,
            at(x, y, 1, 0, near),
          ),
        );
      }
      swimmers.push(
        stroke(
          [0, 1, 2, 3]
            .map(
              (i) =>
                `M${n(cx - 30 * k + i * 19 * k)} ${n(8 * k - (i % 2) * 3 * k)}a${n(1.6 * k)} ${n(1.6 * k)} 0 1 0 0.1 0`,
            )
            .join(''),
          lighter(sea, 0.6),
          0.7 * k,
          'detail',
          0,
        ),
      );
    } else {
      // A great octopus under the bed, one arm risen out of the water and curled over the foot.
      const skin = mix(p.accent, '#b0506a', 0.5);
      const tx = foot + 12 * k;
      swimmers.push(
        group(octopus(skin, p.ink).nodes, at((head + foot) / 2, 34 * k, 1.7 * k, 0, false)),
        fill(
          `M${n(tx - 4 * k)} ${n(12 * k)}C${n(tx - 2 * k)} ${n(-16 * k)} ${n(tx + 8 * k)} ${n(-34 * k)} ${n(tx - 2 * k)} ${n(-44 * k)}C${n(tx - 9 * k)} ${n(-50 * k)} ${n(tx - 17 * k)} ${n(-44 * k)} ${n(tx - 13 * k)} ${n(-38 * k)}C${n(tx - 10 * k)} ${n(-34 * k)} ${n(tx - 7 * k)} ${n(-40 * k)} ${n(tx - 5 * k)} ${n(-38 * k)}C${n(tx + 1 * k)} ${n(-30 * k)} ${n(tx - 6 * k)} ${n(-14 * k)} ${n(tx + 4 * k)} ${n(12 * k)}Z`,
          skin,
          'skin',
        ),
        ...[0, 1, 2, 3].map((i) =>
          fill(
            circle(tx - 1.5 * k + i * 0.6 * k, 2 * k - i * 9 * k, 1.4 * k),
            lighter(skin, 0.45),
            'detail',
            0,
          ),
        ),
      );
    }
    const nodes: Node[] = [
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...lap,
      placed(lantern, [hand[0], hand[1] - 1 * s], s),
      group(fig.hands, `translate(${n(actor.x)} ${n(actor.y ?? 0)}) scale(${n(s)})`),
    ];
    const top = Math.min(
      actorPoint(actor, [0, fig.skeleton.headCentre[1] - fig.headR])[1],
      lampAt[1] - 6 * k,
    );
    const box: [number, number, number, number] = [
      head - 30 * k,
      top - 8 * k,
      foot + 36 * k,
      24 * k,
    ];
    return staged(facingBox(box, facing), mx(glowAt, facing), {
      behind: mirror([...behind], facing),
      actors: mirror([...frame, ...nodes], facing),
      wall: mirror(wall, facing),
      before: mirror(swimmers, facing),
      contacts: [],
      airborne: true,
      light: { at: mx(glowAt, facing), kind: 'lantern', reach: 90 },
      glows: [{ at: mx(glowAt, facing), r: 26 * k, color: p.light }],
    });
  },
};
