/**
 * A cloud for a treat: a character holds a little grey rain cloud up on a stick like candy floss,
 * about to take another bite out of it, and the cloud is still raining — a fringe of rain falls
 * from its belly onto the ground into a puddle at the eater's feet.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/**
 * Eating a rain cloud on a stick: standing, the front hand holding the stick up before the face,
 * the cloud at the top of the stick just ahead of the mouth; the back hand down; rain from the
 * cloud's belly falling past the hand to a puddle on the ground ahead.
 */
export const cloudFloss: Action = {
  id: 'cloud-floss',
  objects: ['cloud'],
  // A mouse under a cloud its own size is lost at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['mischief', 'wonder', 'surprise', 'grief', 'resolve'],
  settings: ['street', 'meadow', 'shore', 'rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A cloud eaten like candy floss is the dream; a twist beside it crowds the card.
  untwisted: true,
  // A dark cloud on a stick against a dark figure reads as an umbrella, not a treat.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'cloud-floss',
  concepts: [
    'treat',
    'fairground',
    'rain',
    'dessert',
    'appetite',
    'weather',
    'childhood',
    'soft',
    'greed',
  ],
  say: sayFrom(
    {
      cloud: {
        en: 'eats a little rain cloud on a stick like candy floss, and it is still raining',
        ja: '棒にさした小さな雨雲を綿あめのように食べていて、雲からはまだ雨が降っている',
        ru: 'ест маленькую дождевую тучку на палочке, как сахарную вату, а из неё всё ещё идёт дождь',
        pt: 'come uma nuvenzinha de chuva num pauzinho, como algodão-doce, e dela ainda cai chuva',
        fi: 'syö tikun nokassa pientä sadepilveä kuin hattaraa, ja pilvestä sataa yhä',
      },
    },
    'cloud',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const head: Point = [m.head[0] * s, m.head[1] * s];
    // The cloud just ahead of the face, level with it.
    const r = 21 * k;
    // Clear of the face whatever its size (a frog's head is wide): its near edge at the mouth.
    const headR = (m.head[1] - m.headTop) * s;
    const c: Point = [head[0] + headR * 0.9 + r * 0.8, head[1] - 2 * k];
    const grip: Point = [c[0] - 6 * k, c[1] + 40 * k];
    const sad = ctx.feeling === 'grief';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 4 : -3,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: sad ? { angle: 10, bend: 20, hand: 'open' } : { angle: 30, bend: 90, hand: 'mitt' },
      turn: 0.6,
      headTilt: sad ? 8 : -6,
      gaze: [1, -0.3],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const stickTop: Point = [c[0] - 1 * k, c[1] + r * 0.2];
    const stick = stroke(
      `M${n(hand[0])} ${n(hand[1] + 6 * k)}L${n(stickTop[0])} ${n(stickTop[1])}`,
      mix('#f3e7d3', p.wood, 0.25),
      1.8 * k,
      'wood',
    );
    const white = mix('#f4f5f7', p.light, 0.1);
    const grey = darker(mix('#aab3c2', p.sky[0], 0.25), 0.08);
    const cloud: Node[] = [
      fill(puff(c[0] + 1 * k, c[1] + r * 0.22, r * 0.95, r * 0.5, 8, 1.28, 0.3), grey, 'paper'),
      fill(puff(c[0], c[1] - r * 0.05, r * 0.9, r * 0.58, 8, 1.3), white, 'paper', 0),
      // The bite: a round notch out of its near side, showing the grey inside.
      fill(
        oval(c[0] - r * 0.98, c[1] - r * 0.02, r * 0.24, r * 0.2),
        lighter(grey, 0.2),
        'detail',
        0,
      ),
    ];
    // The rain: a fringe of short streaks from the belly down to the ground ahead of the hand.
    const belly = c[1] + r * 0.62;
    const rain: string[] = [];
    const cols = [-0.6, -0.3, 0, 0.3, 0.6];
    cols.forEach((t, i) => {
      const x = c[0] + t * r + 3 * k;
      for (let y = belly + (i % 2) * 7 * k; y < -8 * k; y += 14 * k) {
        rain.push(`M${n(x)} ${n(y)}l${n(-1.2 * k)} ${n(6 * k)}`);
      }
    });
    const water = mix(p.water, '#7fa6d6', 0.5);
    const nodes: Node[] = [
      fill(oval(c[0] + 2 * k, -1 * k, r * 1.05, 3 * k), water, 'water'),
      actorNodes(actor),
      stroke(rain.join(''), water, 1.3 * k, 'detail', 0),
      stick,
      ...cloud,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, c[1] - r * 0.95);
    const box: [number, number, number, number] = [-26 * k, top, c[0] + r * 1.35, 4];
    return staged(facingBox(box, facing), mx([c[0] - 8 * k, c[1] + 6 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [],
    });
  },
};
