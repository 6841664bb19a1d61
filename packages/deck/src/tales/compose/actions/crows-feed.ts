/**
 * The field's roles turned round: the character hangs as the scarecrow of a wheat field, arms
 * tied out along the crossbar, straw at its cuffs and collar, feet dangling over the ears of
 * wheat, and the crows it is meant to frighten come to look after it: one flies up with bread
 * (a rose) in its beak to its mouth, another waits on its arm with more. Loneliness, and the
 * kindness of the ones one was set against.
 */
import { at, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as C from '../../kit/curios.ts';
import * as P from '../../kit/props.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const straw = '#e6c05a';

/** A tuft of straw sticking out at `p`, fanning towards angle `a` (radians), `len` long. */
function tuft(p: Point, a: number, len: number, k: number): Node {
  const d: string[] = [];
  for (let i = -2; i <= 2; i++) {
    const b = a + i * 0.28;
    const l = len * (1 - Math.abs(i) * 0.12);
    d.push(`M${n(p[0])} ${n(p[1])}L${n(p[0] + Math.cos(b) * l)} ${n(p[1] + Math.sin(b) * l)}`);
  }
  return stroke(d.join(''), straw, 1.3 * k, 'plant');
}

/** What the crows bring, about `size` across, centred at (0, 0). */
function gift(object: NounId, size: number): Node[] {
  if (object === 'rose') {
    // The rose held by its stem, lying across the beak.
    return [group(C.rose('#c8202e').nodes, `rotate(-90) scale(${n(size / 30)})`)];
  }
  const s = size / 12;
  const crust = '#c48a3e';
  return [
    fill(
      `M${n(-6 * s)} ${n(3 * s)}Q${n(-7 * s)} ${n(-4 * s)} ${n(-2 * s)} ${n(-4 * s)}Q${n(0)} ${n(-7 * s)} ${n(3 * s)} ${n(-4 * s)}Q${n(7 * s)} ${n(-3 * s)} ${n(6 * s)} ${n(3 * s)}Z`,
      crust,
      'detail',
    ),
    fill(
      `M${n(-4.5 * s)} ${n(2 * s)}Q${n(-5 * s)} ${n(-2.5 * s)} ${n(-1.5 * s)} ${n(-2.5 * s)}Q${n(0)} ${n(-5 * s)} ${n(2.5 * s)} ${n(-2.5 * s)}Q${n(5 * s)} ${n(-2 * s)} ${n(4.5 * s)} ${n(2 * s)}Z`,
      '#f3dfb0',
      'detail',
      0,
    ),
  ];
}

/** A crow (a black bird with a pale eye) facing `dir`, at `p`, `u` its scale, wings as given. */
function crow(
  p: Point,
  u: number,
  dir: 1 | -1,
  wings: 'up' | 'down' | 'perched',
  ink: Color,
): Node {
  const black = mix('#23232a', ink, 0.3);
  return group(P.bird(black, '#f1eee4', wings).nodes, at(p[0], p[1], u, 0, dir < 0));
}

/** The wheat of the field, stalks and ears from x0 to x1, up to `h` tall. */
function wheat(rng: Rng, x0: number, x1: number, h: number, k: number): Node[] {
  const stalks: string[] = [];
  const ears: string[] = [];
  const count = Math.round((x1 - x0) / (3.2 * k));
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + rng.range(0.2, 0.8))) / count;
    const top = -h * rng.range(0.7, 1);
    const lean = rng.range(-3, 3) * k;
    stalks.push(`M${n(x)} 2Q${n(x)} ${n(top / 2)} ${n(x + lean)} ${n(top)}`);
    ears.push(
      `M${n(x + lean)} ${n(top)}q${n(-1.6 * k)} ${n(-4 * k)} 0 ${n(-9 * k)}q${n(1.6 * k)} ${n(5 * k)} 0 ${n(9 * k)}Z`,
    );
  }
  return [
    stroke(stalks.join(''), darker(straw, 0.25), 0.9 * k, 'plant'),
    fill(ears.join(''), straw, 'plant'),
  ];
}

/**
 * The scarecrow on its pole in the middle, arms along the crossbar, facing us with its head
 * turned a little to the crow flying up on its front side; a second crow perched on the far end
 * of its other arm with more, a third flying in over that shoulder; the wheat before its dangling
 * feet.
 */
export const crowsFeed: Action = {
  id: 'crows-feed',
  objects: ['bread', 'rose'],
  // A mouse on a scarecrow's pole is smaller than the crows.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['grief', 'longing', 'surprise', 'wonder', 'calm'],
  // Its words say the place: a wheat field in open country.
  settings: ['meadow'],
  ownPlace: true,
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Crows caring for the scarecrow are the dream; a twist beside it would crowd its arms.
  untwisted: true,
  // A silhouette shows a scarecrow with crows on it, the everyday picture: the gifts are lost.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: (o) => `crows-feed:${o}`,
  concepts: [
    'scarecrow',
    'crows',
    'loneliness',
    'kindness',
    'enemies',
    'friendship',
    'harvest',
    'roles reversed',
    'care',
    'field',
  ],
  say: sayFrom(
    {
      bread: {
        en: 'is the scarecrow of a wheat field, and the crows bring it bread',
        ja: '麦畑のかかしになっていて、カラスたちがパンを運んできてくれる',
        ru: 'стоит пугалом посреди пшеничного поля, а вороны приносят ему хлеб',
        pt: 'é o espantalho de um campo de trigo, e os corvos trazem-lhe pão',
        fi: 'on vehnäpellon variksenpelätin, ja varikset tuovat sille leipää',
      },
      rose: {
        en: 'is the scarecrow of a wheat field, and the crows bring it a rose',
        ja: '麦畑のかかしになっていて、カラスたちがバラを一輪運んできてくれる',
        ru: 'стоит пугалом посреди пшеничного поля, а вороны приносят ему розу',
        pt: 'é o espantalho de um campo de trigo, e os corvos trazem-lhe uma rosa',
        fi: 'on vehnäpellon variksenpelätin, ja varikset tuovat sille ruusun',
      },
    },
    'bread',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const lift = 22 * k;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing' || ctx.feeling === 'calm';
    // Arms straight out along the crossbar, hands limp.
    const armY = m.shoulder + 3;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 0,
      front: { reach: [m.arm * 0.98, armY], hand: 'open' },
      back: { reach: [-m.arm * 0.98, armY], hand: 'open' },
      turn: 0.3,
      headTilt: sad ? 22 : 4,
      gaze: sad ? [0.6, 0.7] : [0.9, -0.2],
    });
    const a: Actor = { fig, x: 0, y: -lift, facing: 1, scale: s };
    const w = (q: Point): Point => [q[0] * s, q[1] * s - lift];
    const hf = w(fig.skeleton.hands.front);
    const hb = w(fig.skeleton.hands.back);
    const head = w(fig.skeleton.headCentre);
    const neck = w(fig.skeleton.neck);
    const hr = fig.headR * s;
    const wood = mix('#7a5a3a', p.wood, 0.3);
    const barY = Math.min(hf[1], hb[1]) - 1 * k;
    const pole: Node[] = [
      fill(`M${n(-2.6 * k)} 2V${n(neck[1] + 4 * k)}H${n(2.6 * k)}V2Z`, wood, 'wood'),
      fill(
        `M${n(hb[0] - 7 * k)} ${n(barY - 2 * k)}H${n(hf[0] + 7 * k)}V${n(barY + 2.2 * k)}H${n(hb[0] - 7 * k)}Z`,
        wood,
        'wood',
      ),
    ];
    // Straw out of the cuffs, the collar and the trouser legs.
    const ankles = [fig.skeleton.ankles.front, fig.skeleton.ankles.back].map(w);
    const straws: Node[] = [
      tuft([hf[0] - 1 * k, hf[1]], 0.5, 7 * k, k),
      tuft([hb[0] + 1 * k, hb[1]], Math.PI - 0.5, 7 * k, k),
      tuft([neck[0], neck[1] + 2 * k], -Math.PI / 2 + 0.9, 6 * k, k),
      tuft([neck[0], neck[1] + 2 * k], -Math.PI / 2 - 0.9, 6 * k, k),
      ...ankles.map((q) => tuft([q[0], q[1] - 2 * k], Math.PI / 2, 6 * k, k)),
    ];
    // The crow flying up to the mouth with the gift; a second one perched on the far arm with
    // another, waiting its turn.
    const cu = 1.15 * k;
    const flyer: Point = [head[0] + hr + 17 * k, head[1] + hr * 0.5];
    const beak: Point = [flyer[0] - 14 * cu, flyer[1] - 1.8 * cu];
    const perch: Point = [hb[0] + 3 * k, barY - 2.2 * k - 6 * cu];
    const perchBeak: Point = [perch[0] + 14 * cu, perch[1] - 1.8 * cu];
    const gs = ctx.object === 'rose' ? 14 * k : 8 * k;
    const crows: Node[] = [
      crow(flyer, cu, -1, 'up', p.ink),
      group(gift(ctx.object, gs), at(beak[0] - gs * 0.3, beak[1] + gs * 0.1, 1)),
      crow(perch, cu, 1, 'perched', p.ink),
      group(gift(ctx.object, gs * 0.8), at(perchBeak[0] + gs * 0.25, perchBeak[1] + gs * 0.1, 1)),
    ];
    // A third coming in high over the far shoulder with more.
    const third: Point = [hb[0] - 2 * k, head[1] - hr - 6 * k];
    const thirdBeak: Point = [third[0] + 14 * cu * 0.9, third[1] - 1.8 * cu * 0.9];
    crows.push(
      crow(third, cu * 0.9, 1, 'down', p.ink),
      group(gift(ctx.object, gs * 0.7), at(thirdBeak[0] + gs * 0.2, thirdBeak[1] + gs * 0.1, 1)),
    );
    const field = wheat(rng, hb[0] - 24 * k, hf[0] + 24 * k, 22 * k, k);
    const light = lighter(straw, 0.3);
    const nodes: Node[] = [...pole, actorNodes(a), ...straws, ...crows];
    const box: [number, number, number, number] = [
      hb[0] - 16 * k,
      Math.min(head[1] - hr - 10 * k, flyer[1] - 18 * cu, third[1] - 8 * cu),
      Math.max(hf[0] + 16 * k, flyer[0] + 12 * cu),
      4,
    ];
    return staged(facingBox(box, facing), mx([head[0] + 8 * k, head[1] + 10 * k], facing), {
      actors: mirror(nodes, facing),
      before: mirror(field, facing),
      contacts: [[0, 60 * k]],
      glows: [{ at: mx(beak, facing), r: 10 * k, color: light }],
    });
  },
};
