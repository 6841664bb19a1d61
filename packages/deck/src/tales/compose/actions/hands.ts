import { at, circle, ellipse, n, quad, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, pose } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { sunkInto } from '../faults.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { NounId } from '../nouns.ts';
import type { RuNoun } from '../grammar.ts';
import { poses, stance } from '../../kit/poses.ts';
import { poseSkeleton } from '../../kit/figure.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';
import { broomLine, sweeping } from './broom-line.ts';

/** "огромную луну", "огромного кита": a Russian adjective in the accusative for a noun. */
export function ruBigAcc(x: RuNoun): string {
  const animate = x.acc !== x.nom;
  switch (x.g) {
    case 'f':
      return 'огромную';
    case 'n':
      return 'огромное';
    case 'p':
      return animate ? 'огромных' : 'огромные';
    default:
      return animate ? 'огромного' : 'огромный';
  }
}

/** The one-of-a-kind thing for a plural noun (stars → star). */
export function singular(id: NounId): NounId {
  const map: Partial<Record<NounId, NounId>> = {
    stars: 'star',
    birds: 'bird',
    letters: 'letter',
    keys: 'key',
    clocks: 'clock',
    hearts: 'heart',
    lanterns: 'lantern',
    shoal: 'fish',
    eggs: 'egg',
    teacups: 'teacup',
    balloons: 'balloon',
    books: 'book',
    suitcases: 'suitcase',
  };
  return map[id] ?? id;
}

export const hug: Action = {
  id: 'hug',
  objects: [
    'moon',
    'fish',
    'clock',
    'egg',
    'teapot',
    'cloud',
    'star',
    'heart',
    'anchor',
    'bomb',
    'octopus',
    'skull',
    'mushroom',
    'apple',
    'snail',
  ],
  feelings: ['joy', 'calm', 'longing', 'grief', 'sleep'],
  settings: [
    'bedroom',
    'meadow',
    'shore',
    'rooftop',
    'snowfield',
    'attic',
    'forest',
    'clouds',
    'kitchen',
    'street',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'low'],
  family: (o) => `hug:${o}`,
  concepts: ['embrace', 'love', 'comfort', 'tenderness', 'attachment'],
  say: phrasebook({
    en: (x) => `hugs ${enA(x, 'giant')}`,
    ja: (x) => `大きな${x.ja}を抱きしめている`,
    ru: (x) => `обнимает ${ruBigAcc(x.ru)} ${x.ru.acc}`,
    pt: (x) => `abraça ${ptA(x.pt)} gigante`,
    fi: (x) => `halaa jättimäistä ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng, p, facing, m, s } = setUp(ctx);
    const thing = drawThing(ctx.object, p, rng);
    const k = (m.height * s * 0.78) / Math.max(thing.size, 10);
    const r = (thing.size * k) / 2;
    const grip = thing.points?.['centre'] ?? [0, 0];
    const centre: Point = [r * 0.95, -r * 1.02];
    const feeling = ctx.feeling === 'sleep' ? 'sleep' : ctx.feeling;
    const fig = pose(
      who,
      feeling,
      {
        legs: 'tiptoe',
        lean: 14,
        headTilt: 22,
        front: { reach: [(centre[0] + r * 0.35) / s, (m.shoulder * s + 4) / s], hand: 'open' },
        back: { reach: [(centre[0] - r * 0.1) / s, (m.shoulder * s - 8) / s], hand: 'open' },
        backArmOver: false,
        turn: 0.7,
        gaze: [1, 0.2],
      },
      ctx.ink,
    );
    const body = actorNodes({ fig: { ...fig, back: [], hands: [] }, x: 0, facing: 1, scale: s });
    // The thing against the body, the hands on it: with the body drawn over it, the arms spread
    // across the thing read as "arms out before a disc" (tale-144).
    const nodes: Node[] = [
      group(fig.back, at(0, 0, s)),
      body,
      placed(thing, [centre[0] - grip[0] * k, centre[1] - grip[1] * k], k),
      group(fig.hands, at(0, 0, s)),
    ];
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-30, Math.min(m.headTop * s, centre[1] - r) - 12, centre[0] + r + 10, 4], facing),
      mx([centre[0] * 0.6, centre[1]], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [0, 24],
          [centre[0] * facing, r * 1.4],
        ],
        glows: glow ? [{ at: mx(centre, facing), r: r * 1.6, color: p.light }] : [],
        light: glow ? { at: mx(centre, facing), kind: 'glow', reach: r * 2 } : undefined,
        closeBox: facingBox([-20, m.headTop * s - 16, centre[0] + r * 0.6, m.hip * s], facing),
      },
    );
  },
};

/** What pours out of the teapot: a stream drawn from a to b. */
function pourStream(
  id: NounId,
  a: Point,
  b: Point,
  p: import('../../palette.ts').Palette,
  rng: import('../../../random.ts').Rng,
): Node[] {
  const c: Point = [(a[0] + b[0]) / 2 + 10, Math.min(a[1], b[1]) - 6];
  const band = (color: string, tag: 'water' | 'glow'): Node =>
    stroke(quad(a, c, b), color, 4.5, tag, 0);
  switch (id) {
    case 'sea':
      return [
        band(mix(p.water, '#2f7ab0', 0.4), 'water'),
        stroke(quad([a[0] + 2, a[1]], c, [b[0] + 2, b[1]]), lighter(p.water, 0.6), 1, 'water', 0),
      ];
    case 'light':
      return [band(lighter(p.light, 0.4), 'glow')];
    case 'night': {
      const stars: string[] = [];
      for (let i = 0; i < 6; i++) {
        const t = (i + 0.5) / 6;
        const u = 1 - t;
        stars.push(
          circle(
            u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
            u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
            0.7,
          ),
        );
      }
      return [band('#1a1a40', 'water'), fill(stars.join(''), '#ffffff', 'glow', 0)];
    }
    default: {
      const one = singular(id);
      return T.stream(a, c, b, 7, (_i, q) => [
        group(
          drawThing(one, p, rng).nodes,
          at(
            q[0],
            q[1],
            one === 'leaves' || one === 'butterflies' || one === 'snow' ? 0.25 : 0.3,
            rng.range(-30, 30),
          ),
        ),
      ]);
    }
  }
}

export const pour: Action = {
  id: 'pour',
  objects: ['sea', 'stars', 'snow', 'light', 'leaves', 'shoal', 'night'],
  feelings: ['calm', 'mischief', 'wonder', 'joy', 'resolve'],
  settings: [
    'kitchen',
    'bedroom',
    'attic',
    'library',
    'train',
    'meadow',
    'rooftop',
    'clouds',
    'desert',
  ],
  framings: ['medium', 'wide'],
  family: (o) => `pour:${o}`,
  concepts: ['tea', 'ritual', 'hospitality', 'abundance', 'storm in a teacup'],
  say: phrasebook({
    en: (x) => `pours ${enA(x)} from a teapot into a teacup`,
    ja: (x) => `ティーポットからティーカップに${x.ja}を注いでいる`,
    ru: (x) => `наливает из чайника в чашку ${x.ru.acc}`,
    pt: (x) => `despeja ${ptA(x.pt)} de um bule numa xícara`,
    fi: (x) => `kaataa teekannusta teekuppiin ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The pot held out at shoulder height; a small table with the teacup under its spout, so the
    // pour falls clear of the pot (a pot sunk in its cup gave it a second handle, `sunkInto`).
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [m.arm * 0.85, m.shoulder - 12], hand: 'fist' },
      back: { reach: [m.arm * 0.75, m.shoulder - 4], hand: 'mitt' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 12,
      gaze: [0.8, 0.6],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s - 14, fig.skeleton.hands.front[1] * s];
    const pot = P.teapot({ main: rng.pick(p.cloth), ink: p.ink, light: p.light, metal: '#555' });
    const tilt = 38;
    const k = 1.5;
    const sp = pot.points?.['spout'] ?? [32, -10];
    const rad = (tilt * Math.PI) / 180;
    const spout: Point = [
      hand[0] + (sp[0] * Math.cos(rad) - sp[1] * Math.sin(rad)) * k,
      hand[1] + (sp[0] * Math.sin(rad) + sp[1] * Math.cos(rad)) * k,
    ];
    const cupK = 1.6;
    const tx = spout[0] + 4;
    const tableH = Math.max(14, -(spout[1] + 30) - 13 * cupK);
    const cupAt: Point = [tx - 11 * cupK, -tableH - 7 * cupK];
    const cupMouth: Point = [tx, -tableH - 13 * cupK];
    const cupNode = placed(
      P.teacup({ main: lighter(p.paper, 0.1), ink: p.ink, light: p.light, metal: '#555' }),
      cupAt,
      cupK,
    );
    const potNode = placed(pot, hand, k, tilt);
    const nodes: Node[] = [
      stroke(
        `M${n(tx - 12)} 0L${n(tx - 10)} ${n(-tableH)}M${n(tx + 12)} 0L${n(tx + 10)} ${n(-tableH)}`,
        darker(p.wood, 0.2),
        2.4,
        'wood',
      ),
      fill(ellipse(tx, -tableH, 20, 4), p.wood, 'wood'),
      cupNode,
      actorNodes({ fig: { ...fig, hands: [] }, x: -14, facing: 1, scale: s }),
      potNode,
      group(fig.hands, at(-14, 0, s)),
      ...pourStream(ctx.object, spout, cupMouth, p, rng),
    ];
    if (ctx.object === 'sea')
      nodes.push(
        placed(P.paperBoat(lighter(p.paper, 0.2)), [cupMouth[0] - 3, cupMouth[1] + 1], 0.4),
      );
    const glow = ctx.object === 'light' || ctx.object === 'stars';
    return staged(
      facingBox([-40, Math.min(m.headTop * s, spout[1]) - 14, tx + 34, 4], facing),
      mx([(spout[0] + cupMouth[0]) / 2, (spout[1] + cupMouth[1]) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-14 * facing, 24],
          [tx * facing, 30],
        ],
        glows: glow ? [{ at: mx(cupMouth, facing), r: 22, color: p.light }] : [],
        light: glow ? { at: mx(cupMouth, facing), kind: 'glow', reach: 70 } : undefined,
        closeBox: facingBox([-4, spout[1] - 26, tx + 26, -tableH + 8], facing),
        faults: sunkInto(potNode, cupNode) ? ['a teapot sunk into its teacup'] : [],
      },
    );
  },
};

export const juggle: Action = {
  id: 'juggle',
  objects: ['eggs', 'teacups', 'clocks', 'stars', 'keys', 'shoal', 'hearts'],
  feelings: ['joy', 'mischief', 'resolve', 'surprise', 'calm'],
  settings: [
    'theatre',
    'street',
    'kitchen',
    'meadow',
    'rooftop',
    'train',
    'shore',
    'clouds',
    'desert',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `juggle:${o}`,
  concepts: ['balance', 'skill', 'circus', 'too much at once', 'performance'],
  say: phrasebook({
    en: (x) => `juggles ${x.en}`,
    ja: (x) => `${x.ja}でジャグリングをしている`,
    ru: (x) => `жонглирует ${x.ru.ins}`,
    pt: (x) => `faz malabarismos com ${x.pt.w}`,
    fi: (x) => `jongleeraa ${x.fi.ade}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      legs: ctx.feeling === 'surprise' ? 'tiptoe' : 'stand',
      front: { reach: [14, m.shoulder - 4], hand: 'open' },
      back: { reach: [-12, m.shoulder - 14], hand: 'open' },
      turn: 0.15,
      headTilt: -22,
      gaze: [0.2, -1],
    });
    const one = singular(ctx.object);
    const nodes: Node[] = [actorNodes({ fig, x: 0, facing: 1, scale: s })];
    const cx = 0;
    const cy = m.headTop * s - 34;
    const arc: Point[] = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI * (0.95 + (i / 5) * 1.1);
      arc.push([cx + Math.cos(a) * 34, cy + Math.sin(a) * 38 + 24]);
    }
    const sizes: Partial<Record<NounId, number>> = {
      egg: 0.9,
      teacup: 0.9,
      clock: 0.75,
      star: 0.9,
      key: 0.6,
      fish: 0.6,
      heart: 0.9,
    };
    for (const q of arc)
      nodes.push(placed(drawThing(one, p, rng), q, sizes[one] ?? 0.8, rng.range(-40, 40)));
    nodes.push(
      stroke(
        `M${n(cx - 30)} ${n(cy + 34)}Q${n(cx)} ${n(cy - 30)} ${n(cx + 30)} ${n(cy + 34)}`,
        lighter(p.paper, 0.2),
        0.6,
        'detail',
        0,
      ),
    );
    const glow = glowsItself(one);
    return staged(facingBox([-46, cy - 30, 46, 4], facing), mx([0, cy + 10], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 24]],
      glows: glow ? arc.map((q) => ({ at: mx(q, facing), r: 10, color: p.light })) : [],
    });
  },
};

export const sweep: Action = {
  id: 'sweep',
  objects: ['stars', 'leaves', 'letters', 'snow', 'keys', 'hearts'],
  feelings: ['calm', 'resolve', 'grief', 'mischief', 'longing'],
  settings: [
    'street',
    'rooftop',
    'kitchen',
    'attic',
    'library',
    'stairwell',
    'snowfield',
    'clouds',
    'theatre',
    'icefield',
  ],
  framings: ['medium', 'wide', 'high'],
  family: (o) => `sweep:${o}`,
  concepts: ['cleaning', 'routine', 'end of the party', 'work', 'aftermath'],
  say: phrasebook({
    en: (x) => `sweeps ${x.en} into a heap`,
    ja: (x) => `ほうきで${x.ja}を掃き集めている`,
    ru: (x) => `сметает в кучу ${x.ru.acc}`,
    pt: (x) => `varre ${x.pt.w} para um monte`,
    fi: (x) => `lakaisee ${x.fi.par} kasaan`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const { fig, hf, hb } = sweeping(ctx, m, s, 16);
    // The broom runs from the upper hand through the lower one to the floor, ahead of the sweeper.
    const { foot, len, ang } = broomLine(hb, hf);
    const one = singular(ctx.object);
    const nodes: Node[] = [actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s })];
    nodes.push(
      group(
        [
          stroke(`M0 0L0 ${n(len - 14)}`, darker(p.wood, 0.1), 2.2, 'wood'),
          fill(
            `M-3 ${n(len - 16)}L3 ${n(len - 16)}L9 ${n(len + 2)}L-9 ${n(len + 2)}Z`,
            '#c9a25a',
            'detail',
          ),
        ],
        at(hb[0], hb[1], 1, ang),
      ),
    );
    nodes.push(group(fig.hands, at(0, 0, s)));
    // The heap in front, a few stragglers behind.
    const hx = foot[0] + 30;
    for (let i = 0; i < 14; i++) {
      const q: Point = [
        hx + rng.range(-16, 16) * (1 - i / 20),
        -rng.range(0, 14) * (1 - Math.abs(rng.range(-1, 1)) * 0.5),
      ];
      nodes.push(placed(drawThing(one, p, rng), q, 0.45, rng.range(-40, 40)));
    }
    for (let i = 0; i < 4; i++)
      nodes.push(
        placed(
          drawThing(one, p, rng),
          [rng.range(-50, -10), rng.range(-2, 4)],
          0.4,
          rng.range(-40, 40),
        ),
      );
    const glow = glowsItself(one);
    return staged(
      facingBox([-50, m.headTop * s - 12, hx + 24, 6], facing),
      mx([hx * 0.6, -30], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 24]],
        glows: glow ? [{ at: mx([hx, -8], facing), r: 26, color: p.light }] : [],
        light: glow ? { at: mx([hx, -8], facing), kind: 'glow', reach: 70 } : undefined,
      },
    );
  },
};

export const balance: Action = {
  id: 'balance',
  objects: ['teacups', 'books', 'eggs', 'chairs', 'suitcases', 'clocks'],
  feelings: ['resolve', 'joy', 'fear', 'mischief', 'surprise'],
  settings: [
    'theatre',
    'street',
    'kitchen',
    'library',
    'rooftop',
    'meadow',
    'train',
    'stairwell',
    'desert',
  ],
  framings: ['low', 'medium'],
  family: (o) => `balance:${o}`,
  concepts: ['balance', 'precarious', 'too much', 'concentration', 'circus'],
  say: phrasebook({
    en: (x) => `balances a tower of ${x.en} on one finger`,
    ja: (x) => `指先に${x.ja}の塔を載せてバランスをとっている`,
    ru: (x) => `удерживает на пальце башню из ${x.ru.gen}`,
    pt: (x) => `equilibra uma torre de ${x.pt.w} na ponta do dedo`,
    fi: (x) => `tasapainottelee sormenpäällään ${x.fi.gen} tornia`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: [8, m.reachTop + 2], hand: 'point' },
      back: { angle: -100, bend: -20, hand: 'open' },
      turn: 0.3,
      headTilt: -24,
      gaze: [0.3, -1],
    });
    const sk = fig.skeleton;
    const tip: Point = [sk.hands.front[0] * s + 2, sk.hands.front[1] * s - 10];
    const nodes: Node[] = [actorNodes({ fig, x: 0, facing: 1, scale: s })];
    const one = singular(ctx.object);
    let y = tip[1];
    let x = tip[0];
    const count = one === 'chairs' || one === 'suitcase' ? 6 : 9;
    for (let i = 0; i < count; i++) {
      let h: number;
      let item: Node[];
      switch (one) {
        case 'book': {
          const c = rng.pick(p.cloth);
          h = 5;
          item = [
            fill(`M-14 0H14V-5H-14Z`, c, 'paper'),
            fill(`M-13 -1H13V-4H-13Z`, '#f4ecd8', 'paper', 0),
          ];
          break;
        }
        case 'chairs':
          h = 22;
          item = [
            group(
              T.chair(rng.pick([p.wood, ...p.cloth]), 14).nodes,
              i % 2 === 0 ? undefined : 'scale(-1 1)',
            ),
          ];
          break;
        case 'suitcase':
          h = 13;
          item = [
            group(
              P.suitcase({
                main: rng.pick(['#8a5a3a', ...p.cloth]),
                ink: p.ink,
                light: p.light,
                metal: '#555',
              }).nodes,
              'translate(0 -24)',
            ),
          ];
          break;
        case 'egg':
          h = 12;
          item = P.egg(lighter(p.paper, 0.2), 12).nodes;
          break;
        case 'clock':
          h = 16;
          item = [
            group(
              P.clock(
                { main: '#c9a24a', ink: p.ink, light: p.light, metal: '#555' },
                7,
                rng.int(1, 12),
                0,
              ).nodes,
              'translate(0 -8)',
            ),
          ];
          break;
        default:
          h = 9;
          item = [
            group(
              P.teacup({
                main: lighter(rng.pick(p.cloth), 0.4),
                ink: p.ink,
                light: p.light,
                metal: '#555',
              }).nodes,
              'translate(-11 -4)',
            ),
          ];
      }
      nodes.push(group(item, at(x, y, 1, rng.range(-6, 6))));
      y -= h;
      x += rng.range(-2.5, 2.5) + i * 0.3;
    }
    return staged(facingBox([-40, y - 10, 40, 4], facing), mx([x, (y + tip[1]) / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 24]],
      glows: [],
    });
  },
};

export const bubbles: Action = {
  id: 'bubbles',
  objects: ['shoal', 'birds', 'stars', 'keys', 'hearts', 'letters'],
  feelings: ['joy', 'wonder', 'calm', 'mischief', 'longing'],
  settings: [
    'meadow',
    'rooftop',
    'bedroom',
    'street',
    'shore',
    'forest',
    'train',
    'clouds',
    'desert',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `bubbles:${o}`,
  concepts: ['bubbles', 'fragile', 'play', 'ephemeral', 'childhood'],
  say: phrasebook({
    en: (x) => `blows soap bubbles with ${x.en} inside`,
    ja: (x) => `中に${x.ja}が入ったシャボン玉を吹いている`,
    ru: (x) => `выдувает мыльные пузыри, и в каждом — ${x.ru.nom}`,
    pt: (x) => `faz bolhas de sabão com ${x.pt.w} dentro`,
    fi: (x) => `puhaltaa saippuakuplia, joiden sisällä on ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng, p, facing, m, s } = setUp(ctx);
    // A quiet bubble-blower sits on the floor; a playful one stands.
    const sits = ctx.feeling === 'calm' || ctx.feeling === 'longing' || ctx.feeling === 'wonder';
    const body = sits ? stance('sit-floor') : { legs: 'stand' as const };
    const head = sits ? poseSkeleton(who.age, { ...poses['sit-floor'] }).headCentre : m.head;
    const mouth: Point = [head[0] + m.headR * 0.9, head[1] + m.headR * 0.4];
    const fig = pose(
      who,
      ctx.feeling === 'joy' ? 'calm' : ctx.feeling,
      {
        ...body,
        front: { reach: [mouth[0] + 6, mouth[1] + 3], hand: 'fist' },
        back: { angle: -20, bend: 20 },
        turn: 0.7,
        headTilt: -8,
        gaze: [1, -0.4],
      },
      ctx.ink,
    );
    const wandAt: Point = [(mouth[0] + 10) * s, mouth[1] * s];
    const nodes: Node[] = [
      actorNodes({ fig, x: 0, facing: 1, scale: s }),
      stroke(
        `M${n(wandAt[0] - 4)} ${n(wandAt[1] + 4)}L${n(wandAt[0] + 4)} ${n(wandAt[1] - 2)}`,
        '#c84a6a',
        1,
        'detail',
      ),
      stroke(ellipse(wandAt[0] + 6, wandAt[1] - 4, 3, 3), '#c84a6a', 0.8, 'detail'),
    ];
    const one = singular(ctx.object);
    const film = lighter(p.sky[1], 0.7);
    let top = wandAt[1];
    for (let i = 0; i < 8; i++) {
      const t = (i + 1) / 8;
      const r = 8 + t * 10 + rng.range(-2, 3);
      const q: Point = [
        wandAt[0] + 20 + t * 70 + rng.range(-10, 10),
        wandAt[1] - t * 130 + rng.range(-10, 10),
      ];
      top = Math.min(top, q[1] - r);
      nodes.push({ ...fill(ellipse(q[0], q[1], r, r), film, 'glass', 0), opacity: 0.25 });
      nodes.push(
        placed(
          drawThing(one, p, rng),
          q,
          (r / 16) * (one === 'fish' ? 0.55 : 0.7),
          rng.range(-20, 20),
        ),
      );
      nodes.push(stroke(ellipse(q[0], q[1], r, r), lighter(film, 0.3), 0.7, 'glass', 0));
      nodes.push(
        stroke(
          `M${n(q[0] - r * 0.55)} ${n(q[1] - r * 0.3)}Q${n(q[0] - r * 0.45)} ${n(q[1] - r * 0.6)} ${n(q[0] - r * 0.15)} ${n(q[1] - r * 0.7)}`,
          '#ffffff',
          1,
          'glass',
          0,
        ),
      );
    }
    return staged(
      facingBox([-30, top - 10, wandAt[0] + 120, 4], facing),
      mx([wandAt[0] + 40, wandAt[1] - 50], facing),
      { actors: mirror(nodes, facing), contacts: [[0, 24]], glows: [] },
    );
  },
};

export const wear: Action = {
  id: 'wear',
  objects: ['teapot', 'fishbowl', 'birdcage', 'cloud', 'teacup', 'boot', 'moon'],
  feelings: ['joy', 'mischief', 'calm', 'resolve', 'surprise'],
  settings: [
    'street',
    'theatre',
    'kitchen',
    'train',
    'meadow',
    'library',
    'bedroom',
    'stairwell',
    'desert',
  ],
  framings: ['medium', 'low'],
  family: (o) => `wear:${o}`,
  concepts: ['hat', 'eccentric', 'pride', 'identity', 'absurd'],
  say: phrasebook({
    en: (x) => `wears ${enA(x)} as a hat`,
    ja: (x) => `${x.ja}を帽子のようにかぶっている`,
    ru: (x) => `носит ${x.ru.acc} вместо шляпы`,
    pt: (x) => `usa ${ptA(x.pt)} como chapéu`,
    fi: (x) => `käyttää ${x.fi.par} hattuna`,
  }),
  stage(ctx) {
    const { who, rng, p, facing, m, s } = setUp(ctx);
    const plain = { ...who, look: { ...who.look, hat: 'none' as const } };
    const proud = ctx.feeling === 'resolve' || ctx.feeling === 'calm';
    const fig = pose(
      plain,
      ctx.feeling,
      proud
        ? {
            legs: 'stand',
            front: { reach: [6, m.hip - 2], hand: 'fist' },
            back: { reach: [-6, m.hip - 2], hand: 'fist' },
            turn: 0.35,
            headTilt: -6,
          }
        : {
            legs: 'tiptoe',
            front: { reach: [6, m.headTop - 6], hand: 'open' },
            turn: 0.35,
            headTilt: -4,
          },
      ctx.ink,
    );
    const hc = fig.skeleton.headCentre;
    const headTop: Point = [hc[0], hc[1] - m.headR * 0.82];
    let hat: Node[];
    let top: number;
    switch (ctx.object) {
      case 'fishbowl': {
        const r = m.headR * 1.5;
        hat = [
          fill(ellipse(hc[0], hc[1] - m.headR * 0.2, r, r), lighter(p.water, 0.6), 'glass', 0.8),
          fill(
            `M${n(hc[0] - r * 0.95)} ${n(hc[1] - m.headR * 0.2)}A${n(r)} ${n(r)} 0 0 0 ${n(hc[0] + r * 0.95)} ${n(hc[1] - m.headR * 0.2)}Z`,
            lighter(p.water, 0.3),
            'water',
            0,
          ),
          group(P.fish(p.accent, p.ink, 10).nodes, at(hc[0] + r * 0.4, hc[1] - r * 0.6)),
        ];
        hat = [
          ...hat.slice(0, 1).map((h) => ({ ...h, opacity: 0.55 })),
          ...hat.slice(1).map((h) => ({ type: 'group' as const, children: [h], opacity: 0.6 })),
        ];
        top = hc[1] - r * 1.2;
        break;
      }
      default: {
        const thing =
          ctx.object === 'birdcage'
            ? P.birdcage(
                { main: '#555', ink: p.ink, light: p.light, metal: '#4c464c' },
                P.bird(p.accent, p.ink, 'perched').nodes.map((b) =>
                  group([b], 'translate(0 38) scale(1.2)'),
                ),
              )
            : drawThing(ctx.object, p, rng);
        const k = (m.headR * 2.3) / Math.max(10, thing.size);
        const b = thing.points?.['centre'];
        const x = headTop[0] - (b ? b[0] * k : 0);
        const turn = ctx.object === 'boot' ? -8 : 4;
        // Its drawn bottom set on the crown of the head, measured rather than guessed from its
        // grip: a teapot worn as a hat hid the whole face (a blind review).
        const box = nodeBox(group(thing.nodes, at(x, 0, k, turn)), identity);
        const sink = ctx.object === 'birdcage' ? 0 : m.headR * 0.15;
        const y = box === null ? headTop[1] : headTop[1] + sink - box[3];
        hat = [group(thing.nodes, at(x, y, k, turn))];
        top = box === null ? headTop[1] - thing.size * k * 1.1 : y + box[1];
      }
    }
    const nodes: Node[] = [
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      group(hat, at(0, 0, s)),
      group(fig.hands, at(0, 0, s)),
    ];
    return staged(
      facingBox([-36, top * s - 10, 36, 4], facing),
      mx([hc[0] * s, (top + hc[1]) * s * 0.5], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 24]],
        glows:
          ctx.object === 'moon'
            ? [{ at: mx([hc[0] * s, top * s + 10], facing), r: 24, color: p.light }]
            : [],
        closeBox: facingBox([-22, top * s - 6, 22, m.shoulder * s + 14], facing),
      },
    );
  },
};
