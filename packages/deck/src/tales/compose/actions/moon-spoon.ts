/**
 * The thin moon fed up: on a rooftop at night someone holds a bowl of steaming porridge and
 * reaches a long wooden spoon to the crescent moon, hung low over the roof, and the moon opens
 * its mouth for it like a child at the table, eyes on the spoon. One
 * more spoonful and it will be full again: feeding, growing up, the waxing moon.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The crescent moon with its fat side at +x and its horns pointing back to -x, centred at `c`,
 * radius `r`: an eager eye on the spoon, a round open mouth by its inner edge, and a pink cheek. Returns the nodes and the mouth's centre.
 */
function hungryMoon(c: Point, r: number, glow: Color, ink: Color): { nodes: Node[]; mouth: Point } {
  const [x, y] = c;
  const X = (u: number): string => n(x + u * r);
  const Y = (v: number): string => n(y + v * r);
  // As the kit's crescent (kit/props.ts), mirrored: the outer arc round the +x side.
  const body = `M${X(-0.3)} ${Y(-0.95)}A${n(r)} ${n(r)} 0 1 1 ${X(-0.3)} ${Y(0.95)}A${n(r * 1.05)} ${n(r * 1.05)} 0 0 0 ${X(-0.3)} ${Y(-0.95)}Z`;
  const shade = darker(glow, 0.1);
  const mouth: Point = [x + 0.46 * r, y + 0.14 * r];
  const nodes: Node[] = [
    fill(body, glow, 'glow', 0.6),
    // A few faint seas on the fat side.
    fill(
      `${circle(x + 0.72 * r, y - 0.5 * r, 0.09 * r)}${circle(x + 0.82 * r, y + 0.42 * r, 0.07 * r)}`,
      shade,
      'glow',
      0,
    ),
    // The cheek, then the eye looking down the spoon, its brow raised.
    fill(ellipse(x + 0.66 * r, y - 0.02 * r, 0.11 * r, 0.07 * r), '#f29a8a', 'cheek', 0),
    fill(ellipse(x + 0.52 * r, y - 0.3 * r, 0.075 * r, 0.095 * r), ink, 'face', 0),
    fill(circle(x + 0.5 * r, y - 0.33 * r, 0.025 * r), '#ffffff', 'face', 0),
    stroke(
      `M${X(0.42)} ${Y(-0.47)}Q${X(0.52)} ${Y(-0.55)} ${X(0.63)} ${Y(-0.47)}`,
      ink,
      0.035 * r,
      'face',
      0,
    ),
    // The mouth wide open, a tongue in it.
    fill(ellipse(mouth[0], mouth[1], 0.1 * r, 0.13 * r), darker(ink, 0.1), 'face', 0),
    fill(
      ellipse(mouth[0] + 0.01 * r, mouth[1] + 0.07 * r, 0.065 * r, 0.045 * r),
      '#e0607a',
      'face',
      0,
    ),
  ];
  return { nodes, mouth };
}

/**
 * Standing on the roof facing +x, the bowl held in the far hand at the chest and the long spoon
 * reached out in the near hand to the mouth of the crescent moon hanging low ahead at head height.
 */
export const moonSpoon: Action = {
  id: 'moon-spoon',
  objects: ['porridge'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear'],
  feelings: ['calm', 'joy', 'longing', 'resolve'],
  settings: ['rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The hungry moon at the roof's edge is the dream; a twist beside it would crowd it.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['moon'],
  family: () => 'moon-spoon',
  concepts: [
    'feeding',
    'a spoonful',
    'a hungry moon',
    'the waxing moon',
    'a bowl',
    'growing up',
    'a parent',
    'care',
    'supper',
    'one more bite',
  ],
  say: sayFrom(
    {
      porridge: {
        en: 'spoon-feeds porridge to the thin crescent moon so that it grows round again',
        ja: '細くなった三日月がまた丸くなるように、スプーンでおかゆを食べさせている',
        ru: 'кормит с ложки кашей тонкий месяц, чтобы он снова округлился',
        pt: 'dá papas à colher ao fino quarto crescente, para que volte a ficar redondo',
        fi: 'syöttää lusikalla puuroa ohuelle kuunsirpille, jotta se kasvaisi taas pyöreäksi',
      },
    },
    'porridge',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };
    // The near hand out a little under the shoulder, the spoon's length beyond it to the moon's
    // open mouth: the moon hangs where the character can reach it, low over the roof.
    const R = 30;
    const arm = m.arm * s * 0.9;
    const grip: Point = [arm * Math.cos(0.15), m.shoulder * s + arm * Math.sin(0.15)];
    const spoonLen = 30;
    const dir: Point = [0.8, -0.6];
    const dl = Math.hypot(dir[0], dir[1]);
    const tip: Point = [grip[0] + (dir[0] / dl) * spoonLen, grip[1] + (dir[1] / dl) * spoonLen];
    const mouthAt: Point = [tip[0] + 0.2 * R, tip[1] - 0.02 * R];
    const moonC: Point = [mouthAt[0] - 0.46 * R, mouthAt[1] - 0.14 * R];
    const glow = mix(p.light, '#f6dc7a', 0.55);
    const moon = hungryMoon(moonC, R, glow, p.ink);
    const bowlAt: Point = [8 * s, (m.shoulder + 14) * s];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, [bowlAt[0] - 1 * k, bowlAt[1] + 2 * k]), hand: 'open' },
      backArmOver: true,
      turn: 0.75,
      headTilt: -4,
      gaze: [1, -0.1],
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const wood = lighter(p.wood, 0.15);
    const oats = mix('#f3e6c8', p.light, 0.15);
    const ang = (Math.atan2(tip[1] - hand[1], tip[0] - hand[0]) * 180) / Math.PI;
    const spoon: Node[] = [
      stroke(
        `M${n(hand[0] - 3 * Math.cos((ang * Math.PI) / 180))} ${n(hand[1] - 3 * Math.sin((ang * Math.PI) / 180))}L${n(tip[0] - 3)} ${n(tip[1] + 0.5)}`,
        wood,
        1.8,
        'wood',
      ),
      {
        type: 'group',
        children: [
          fill(ellipse(0, 0, 5, 3), wood, 'wood'),
          fill(ellipse(0.5, -1.6, 4.2, 2.6), oats, 'detail', 0.4),
        ],
        transform: `translate(${n(tip[0])} ${n(tip[1])}) rotate(${n(ang)})`,
      },
    ];
    // The bowl of porridge at the chest, steam curling up from it.
    const bowlColor = mix(p.accent, '#5a8ad0', 0.4);
    const bx = bowlAt[0];
    const byy = bowlAt[1];
    const bowl: Node[] = [
      fill(ellipse(bx, byy - 2.6 * k, 9 * k, 2.2 * k), oats, 'detail'),
      fill(
        `M${n(bx - 9.5 * k)} ${n(byy - 2.6 * k)}Q${n(bx - 8 * k)} ${n(byy + 6 * k)} ${n(bx)} ${n(byy + 6 * k)}Q${n(bx + 8 * k)} ${n(byy + 6 * k)} ${n(bx + 9.5 * k)} ${n(byy - 2.6 * k)}Q${n(bx)} ${n(byy)} ${n(bx - 9.5 * k)} ${n(byy - 2.6 * k)}Z`,
        bowlColor,
        'detail',
      ),
      {
        ...stroke(
          `M${n(bx - 3 * k)} ${n(byy - 5 * k)}q${n(-3 * k)} ${n(-4 * k)} 0 ${n(-8 * k)}t0 ${n(-7 * k)}M${n(bx + 3 * k)} ${n(byy - 5 * k)}q${n(-3 * k)} ${n(-4 * k)} 0 ${n(-8 * k)}t0 ${n(-6 * k)}`,
          mix('#ffffff', p.paper, 0.2),
          1.1 * k,
          'glow',
          0,
        ),
        opacity: 0.8,
      },
    ];
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(hc[1] - fig.headR * s * 1.8, moonC[1] - R) - 8;
    const box: [number, number, number, number] = [-22 * k, top, moonC[0] + R + 10, 4];
    const focus: Point = [(hc[0] + moonC[0]) / 2, (hc[1] + moonC[1]) / 2];
    const faults: string[] = [];
    // The spoon must reach the mouth from the hand, not hang off it.
    if (Math.hypot(hand[0] - grip[0], hand[1] - grip[1]) > 6) faults.push('spoon out of reach');
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes(actor), ...bowl, ...spoon, ...moon.nodes], facing),
      contacts: [[0, 30 * k]],
      glows: [{ at: mx(moonC, facing), r: R * 2.2, color: p.light }],
      light: { at: mx(moonC, facing), kind: 'glow', reach: 120 },
      faults,
    });
  },
};
