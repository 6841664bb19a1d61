import { at, circle, n, poly, quad, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, pose } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA, ptEm, ruK } from '../grammar.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { NounId } from '../nouns.ts';
import { poses } from '../../kit/poses.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';

export const listen: Action = {
  id: 'listen',
  objects: [
    'seashell',
    'teacup',
    'clock',
    'egg',
    'teapot',
    'suitcase',
    'skull',
    'bomb',
    'hourglass',
  ],
  feelings: ['calm', 'wonder', 'surprise', 'longing', 'mischief'],
  settings: [
    'shore',
    'kitchen',
    'bedroom',
    'attic',
    'library',
    'meadow',
    'train',
    'forest',
    'desert',
  ],
  framings: ['medium'],
  family: (o) => `listen:${o}`,
  concepts: ['listening', 'secret', 'echo', 'attention', 'whisper'],
  say: phrasebook({
    en: (x) => `puts an ear to ${enA(x, 'enormous')}`,
    ja: (x) => `大きな${x.ja}に耳を当てている`,
    ru: (x) =>
      `прислушивается ${ruK(`огромн${x.ru.g === 'f' ? 'ой' : x.ru.g === 'p' ? 'ым' : 'ому'} ${x.ru.dat}`)}`,
    pt: (x) => `encosta o ouvido a ${ptA(x.pt)} enorme`,
    fi: (x) => `painaa korvansa valtavaa ${x.fi.par} vasten`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The thing is huge: as tall as the listener's shoulder.
    const one = ctx.object === 'seashell' ? T.shell('#e8b8a0') : drawThing(ctx.object, p, rng);
    const k = (m.height * s * 0.62) / Math.max(one.size, 10);
    const cx = 40;
    const centre: Point = [cx, -one.size * k * 0.5];
    const grip = one.points?.['centre'] ?? [0, -one.size * 0.5];
    const ear: Point = [cx - one.size * k * 0.42, m.head[1] * s + 4];
    const fig = posed(ctx, {
      ...poses['lean-in'],
      lean: 14,
      headTilt: 20,
      front: { reach: [(ear[0] + 20) / s + 6, (ear[1] + 10) / s], hand: 'open' },
      back: { reach: [4, m.head[1] + 2], hand: 'mitt' },
      backArmOver: false,
      turn: 0.6,
      gaze: [0.2, 0.2],
    });
    const ax = ear[0] - fig.skeleton.headCentre[0] * s - m.headR * s * 0.9;
    const nodes: Node[] = [
      placed(
        one,
        [
          centre[0] - grip[0] * k,
          -grip[1] * k - one.size * k * 0.5 - (ctx.object === 'seashell' ? 0 : 0),
        ],
        k,
      ),
      actorNodes({ fig, x: ax, facing: 1, scale: s }),
    ];
    nodes.push(
      T.curls([cx + 10, centre[1] - one.size * k * 0.45], lighter(p.light, 0.3), [0.4, -0.9], 3, 7),
    );
    nodes.push(T.curls([ax + 2, m.head[1] * s - 16], lighter(p.light, 0.3), [-0.5, -0.8], 2, 5));
    return staged(
      facingBox(
        [ax - 30, Math.min(m.headTop * s, -one.size * k) - 30, cx + one.size * k * 0.6, 4],
        facing,
      ),
      mx([(ax + cx) / 2, m.head[1] * s], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 26],
          [cx * facing, one.size * k * 0.8],
        ],
        glows: glowsItself(ctx.object) ? [{ at: mx(centre, facing), r: 40, color: p.light }] : [],
        closeBox: facingBox([ax - 10, m.headTop * s - 20, cx + 10, m.shoulder * s + 20], facing),
      },
    );
  },
};

export const climb: Action = {
  id: 'climb',
  objects: ['moon', 'cloud', 'star', 'clock', 'birdcage', 'kite'],
  feelings: ['resolve', 'wonder', 'longing', 'joy', 'fear'],
  settings: ['meadow', 'rooftop', 'street', 'shore', 'snowfield', 'forest', 'desert', 'icefield'],
  framings: ['low', 'wide', 'medium'],
  family: (o) => `climb:${o}`,
  concepts: ['ambition', 'reach', 'dream', 'ladder', 'aspiration'],
  say: phrasebook({
    en: (x) => `climbs a ladder up to ${enA(x)}`,
    ja: (x) => `はしごで${x.ja}まで登っている`,
    ru: (x) => `взбирается по лестнице ${ruK(x.ru.dat)}`,
    pt: (x) => `sobe uma escada até ${ptA(x.pt)}`,
    fi: (x) => `kiipeää tikkaita pitkin ${x.fi.ill}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const h = 230;
    const lean = 26;
    const lad = T.ladder(lighter(p.wood, 0.1), h, lean, 18);
    const thing = drawThing(ctx.object, p, rng);
    const k =
      ctx.object === 'moon'
        ? 2.2
        : ctx.object === 'cloud'
          ? 1.6
          : ctx.object === 'star'
            ? 2.4
            : 1.8;
    const top: Point = [lean + 10, -h - thing.size * k * 0.35];
    // The climber is two thirds up, one hand on a rung, the other reaching.
    const t = 0.58;
    const footY = -h * t + 6;
    const footX = lean * t - 2;
    const fig = posed(ctx, {
      legs: [
        [20, 40],
        [-5, 20],
      ],
      lean: 8,
      front: { reach: [14, m.reachTop + 4], hand: 'open' },
      back: { reach: [6, m.shoulder - 8], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: -22,
      gaze: [0.5, -1],
    });
    const nodes: Node[] = [
      placed(thing, top, k),
      placed(lad, [0, 0], 1),
      actorNodes({ fig, x: footX - 4, y: footY, facing: 1, scale: s }),
    ];
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-40, top[1] - thing.size * k * 0.6, 70, 4], facing),
      mx([lean * 0.7, -h * 0.7], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 26]],
        glows: glow ? [{ at: mx(top, facing), r: thing.size * k, color: p.light }] : [],
        light: glow ? { at: mx(top, facing), kind: 'glow', reach: 140 } : undefined,
      },
    );
  },
};

/** Where someone sleeps, and how to say it. */
const beds: Partial<
  Record<NounId, { en: string; ja: string; ru: string; pt: string; fi: string }>
> = {
  moon: {
    en: 'curled up on the moon',
    ja: '月の上で丸くなって',
    ru: 'свернувшись на луне',
    pt: 'em cima da lua',
    fi: 'kuun sirpin päällä kerällä',
  },
  teacup: {
    en: 'in a teacup',
    ja: 'ティーカップの中で',
    ru: 'в чайной чашке',
    pt: 'dentro de uma xícara',
    fi: 'teekupissa',
  },
  book: {
    en: 'between the pages of an open book',
    ja: '開いた本のページの間で',
    ru: 'между страниц раскрытой книги',
    pt: 'entre as páginas de um livro aberto',
    fi: 'avoimen kirjan sivujen välissä',
  },
  cloud: {
    en: 'on a cloud',
    ja: '雲の上で',
    ru: 'на облаке',
    pt: 'numa nuvem',
    fi: 'pilven päällä',
  },
  boot: {
    en: 'in an old boot',
    ja: '古い長靴の中で',
    ru: 'в старом сапоге',
    pt: 'dentro de uma bota velha',
    fi: 'vanhassa saappaassa',
  },
  whale: {
    en: 'on the back of a whale',
    ja: 'クジラの背中で',
    ru: 'на спине кита',
    pt: 'nas costas de uma baleia',
    fi: 'valaan selässä',
  },
};

export const sleepOn: Action = {
  id: 'sleep',
  objects: ['moon', 'teacup', 'book', 'cloud', 'boot', 'whale'],
  feelings: ['sleep'],
  settings: [
    'bedroom',
    'attic',
    'kitchen',
    'meadow',
    'shore',
    'rooftop',
    'library',
    'forest',
    'snowfield',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'close', 'wide'],
  family: (o) => `sleep:${o}`,
  concepts: ['sleep', 'dream', 'rest', 'lullaby', 'safety'],
  say(lang, o) {
    const b = beds[o] ?? beds.cloud;
    if (b === undefined) throw new Error(`no bed ${o}`);
    switch (lang) {
      case 'en':
        return `sleeps ${b.en}`;
      case 'ja':
        return `${b.ja}眠っている`;
      case 'ru':
        return `спит ${b.ru}`;
      case 'pt':
        return `dorme ${b.pt}`;
      case 'fi':
        return `nukkuu ${b.fi}`;
    }
  },
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const nodes: Node[] = [];
    let bedTop: number;
    let width: number;
    const light = lighter(p.light, 0.5);
    switch (ctx.object) {
      case 'moon': {
        // A huge crescent resting on the ground like a cradle.
        const r = 60;
        nodes.push(
          fill(
            `M${n(-r)} ${n(-r)}A${n(r)} ${n(r)} 0 0 0 ${n(r)} ${n(-r)}A${n(r * 1.25)} ${n(r * 1.25)} 0 0 1 ${n(-r)} ${n(-r)}Z`,
            light,
            'glow',
            0.8,
          ),
        );
        bedTop = -24;
        width = 130;
        break;
      }
      case 'teacup': {
        const k = 4.2;
        nodes.push(
          placed(
            P.teacup({ main: lighter(p.paper, 0.05), ink: p.ink, light: p.light, metal: '#555' }),
            [-11 * k, -9.6 * k],
            k,
          ),
        );
        bedTop = -15 * k + 6;
        width = 90;
        break;
      }
      case 'book': {
        nodes.push(
          placed(
            P.openBook({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' }, false),
            [0, 0],
            3.4,
          ),
        );
        bedTop = -34;
        width = 140;
        break;
      }
      case 'cloud': {
        nodes.push(placed(P.cloud(lighter(p.sky[1], 0.7), 120), [0, -24], 1));
        bedTop = -40;
        width = 130;
        break;
      }
      case 'boot': {
        nodes.push(
          group(
            T.bootProp({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' }).nodes,
            at(-20, 0, 4),
          ),
        );
        bedTop = -60;
        width = 90;
        break;
      }
      default: {
        nodes.push(placed(T.whaleProp(lighter(p.water, 0.15), p.ink, 220), [0, -20], 1));
        bedTop = -52;
        width = 220;
      }
    }
    // Lying curled up on a bed long enough for it (a book, a cloud, a whale, the moon's cradle);
    // sitting curled, knees in and head on the hands, in a cup or a boot.
    const lies = ctx.object !== 'teacup' && ctx.object !== 'boot';
    const fig = pose(
      who,
      'sleep',
      lies
        ? { ...poses.curl, front: { ...poses.curl.front, hand: 'mitt' } }
        : {
            kind: 'curl',
            legs: [
              [100, 150],
              [95, 140],
            ],
            lean: 62,
            front: { angle: 120, bend: 90, hand: 'mitt' },
            back: { angle: 100, bend: 100, hand: 'mitt' },
            turn: 0.1,
            headTilt: 30,
          },
      ctx.ink,
    );
    const sk = fig.skeleton;
    const lowest = Math.max(sk.hip[1], sk.knees.front[1], sk.ankles.front[1]);
    nodes.push(
      lies
        ? actorNodes({ fig, x: 12 * s, y: bedTop, facing: 1, scale: s })
        : actorNodes({ fig, x: -10, y: bedTop - lowest * s * 0.3, facing: 1, scale: s }),
    );
    // The Zs of sleep are letters: drawn unmirrored, on the side the sleeper faces.
    const zx = 18 * facing;
    const zs = `M${n(zx)} ${n(bedTop - 60)}h6l-6 7h6M${n(zx + 10 * facing)} ${n(bedTop - 76)}h8l-8 9h8`;
    return staged(
      facingBox([-width / 2 - 10, bedTop - 90, width / 2 + 10, 4], facing),
      mx([0, bedTop - 20], facing),
      {
        actors: [...mirror(nodes, facing), stroke(zs, lighter(p.light, 0.3), 1.2, 'detail', 0)],
        contacts: [[0, width * 0.7]],
        airborne: ctx.object === 'cloud' || ctx.object === 'whale',
        glows: ctx.object === 'moon' ? [{ at: [0, -40], r: 90, color: p.light }] : [],
        light: ctx.object === 'moon' ? { at: [0, -40], kind: 'glow', reach: 120 } : undefined,
        closeBox: [-width / 2, bedTop - 80, width / 2, bedTop + 30],
      },
    );
  },
};

export const sew: Action = {
  id: 'sew',
  objects: ['sky', 'sea', 'cloud', 'moon', 'night'],
  feelings: ['calm', 'resolve', 'grief', 'longing', 'wonder'],
  settings: ['meadow', 'shore', 'rooftop', 'snowfield', 'street', 'forest', 'desert', 'icefield'],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `sew:${o}`,
  concepts: ['repair', 'mending', 'care', 'wound', 'patience'],
  say: phrasebook({
    en: (x) => `sews up a tear in ${enA(x)}`,
    ja: (x) => `${x.ja}の裂け目を縫い合わせている`,
    ru: (x) => `зашивает прореху в ${x.ru.pre}`,
    pt: (x) => `costura um rasgo ${ptEm(x.pt)}`,
    fi: (x) => `ompelee kiinni repeämän ${x.fi.ine}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The tear: a ragged opening hanging in the air beside the sewer, the dark showing through;
    // its lower half already closed by a seam of cross-stitches.
    const tx = 46;
    const top = m.reachTop * s - 70;
    const bottom = m.hip * s + 6;
    const seamFrom = top + (bottom - top) * 0.55;
    const steps = 12;
    const left: Point[] = [];
    const right: Point[] = [];
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const y = top + (seamFrom - top) * t;
      const open = Math.sin(Math.PI * t) * 22;
      const jag = i % 2 === 0 ? 3 : -2;
      left.push([tx - open - jag, y]);
      right.push([tx + open * 0.8 + jag, y + 1]);
    }
    const rift = poly([...left, ...[...right].reverse()]);
    const dots: string[] = [];
    for (let i = 0; i < 16; i++)
      dots.push(circle(tx + rng.range(-18, 16), rng.range(top, seamFrom), rng.range(0.5, 1.3)));
    const inside = ctx.object === 'sea' ? '#0e3a5a' : '#0c1030';
    const edge = lighter(p.paper, 0.2);
    const nodes: Node[] = [
      fill(rift, inside, 'shadow', 0.8),
      group([fill(dots.join(''), '#ffffff', 'glow', 0)], undefined, rift),
      stroke(poly(left, false) + poly(right, false), edge, 1.4, 'paper', 0),
    ];
    const stitches: string[] = [];
    for (let y = seamFrom; y < bottom; y += 7)
      stitches.push(
        `M${n(tx - 5)} ${n(y - 3)}L${n(tx + 5)} ${n(y + 3)}M${n(tx + 5)} ${n(y - 3)}L${n(tx - 5)} ${n(y + 3)}`,
      );
    nodes.push(
      stroke(`M${n(tx)} ${n(seamFrom)}V${n(bottom)}`, darker(p.shade, 0.2), 0.8, 'detail', 0),
    );
    nodes.push(stroke(stitches.join(''), p.accent, 1.3, 'detail', 0));
    const needleAt: Point = [tx - 12, seamFrom - 6];
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: [(needleAt[0] + 20) / s - 2, needleAt[1] / s], hand: 'fist' },
      back: { reach: [(needleAt[0] + 20) / s - 10, (needleAt[1] + 22) / s], hand: 'mitt' },
      backArmOver: true,
      turn: 0.8,
      headTilt: -6,
      gaze: [1, -0.3],
      lean: 2,
    });
    const hand: Point = [-20 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    nodes.push(actorNodes({ fig, x: -20, facing: 1, scale: s }));
    nodes.push(
      stroke(
        quad(hand, [hand[0] + 20, hand[1] + 24], [tx, seamFrom + 2]),
        p.accent,
        0.8,
        'detail',
        0,
      ),
    );
    nodes.push(stroke(`M${n(hand[0])} ${n(hand[1])}l8 -8`, '#c0c0c8', 1, 'metal', 0));
    return staged(
      facingBox([-50, top - 20, tx + 40, 4], facing),
      mx([tx, (top + bottom) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[-20 * facing, 26]],
        glows: [],
      },
    );
  },
};
