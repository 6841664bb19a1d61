/**
 * Someone in the soup: seen across the stove, a cook behind a big pot of soup tastes it from a
 * ladle held to the lips, eyes down on the pot — where someone no bigger than a carrot slice sits
 * on a crouton as on a raft and paddles about with a matchstick, among the peas and the carrots.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, cast, pose, whos, type Actor } from '../cast.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';

/**
 * Tasting the soup with someone tiny in it: the cook's head and shoulders behind the pot, face to
 * us; one hand holds the ladle's bowl under the lips; the pot's rim across the card, the soup in
 * it with peas, carrot slices and croutons, and on the biggest crouton the tiny one paddling.
 */
export const soupRaft: Action = {
  id: 'soup-raft',
  objects: ['soup'],
  feelings: ['surprise', 'wonder', 'mischief', 'fear', 'resolve'],
  settings: ['kitchen'],
  framings: ['medium'],
  fixedFramings: true,
  // Someone the size of a pea paddling in the soup is the dream; a twist has no room here.
  untwisted: true,
  // A dark shape behind a pot hides the face and the one on the raft.
  notLooks: ['silhouette'],
  lights: ['lamp', 'window', 'candle'],
  family: () => 'soup-raft',
  concepts: [
    'cooking',
    'tasting',
    'tiny',
    'surprise guest',
    'stowaway',
    'kitchen',
    'dinner',
    'boating',
    'scale',
  ],
  say: sayFrom(
    {
      soup: {
        en: 'tastes the soup from a ladle while someone tiny paddles about in the pot on a crouton',
        ja: 'おたまでスープの味見をしていると、鍋の中で小さなだれかがクルトンのいかだをこいでいる',
        ru: 'пробует суп с половника, а в кастрюле кто-то крошечный гребёт на гренке, как на плоту',
        pt: 'prova a sopa pela concha, e na panela alguém minúsculo rema num crouton como numa jangada',
        fi: 'maistaa keittoa kauhasta, ja kattilassa joku pikkuruinen soutaa leipäkuutiolla kuin lautalla',
      },
    },
    'soup',
  ),
  stage(ctx) {
    const { p, rng, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const side = rng.chance(0.5) ? 1 : -1;
    // The pot: its rim across the lower card, its iron body down to the stove top.
    const rimY = -40 * k;
    const rx = 58 * k;
    const ry = 15 * k;
    const iron = mix(p.ink, '#3a3c44', 0.55);
    const soup = mix('#e0893a', p.accent, 0.2);
    // The cook behind it, head and shoulders, face to us.
    const headR = 23 * k;
    const headC: Point = [-4 * k * side, -122 * k];
    const top = ctx.who.look.top;
    const body: Node[] = [
      fill(oval(headC[0], rimY - 14 * k, 46 * k, 44 * k), darker(top, 0.12), 'cloth'),
      fill(
        rect(headC[0] - 7 * k, headC[1] + headR * 0.6, 14 * k, 12 * k),
        ctx.who.look.skin,
        'skin',
      ),
    ];
    const surprised = ctx.feeling === 'surprise' || ctx.feeling === 'fear';
    const head = group(
      frontHead(ctx, headR, [0.15 * side, 0.9]),
      `translate(${n(headC[0])} ${n(headC[1])})`,
    );
    // The ladle: its bowl at the lips (held a little off them in surprise, so the open mouth
    // shows), its handle running straight down and out to the hand at the pot's side.
    const bowl: Point = [
      headC[0] + headR * 0.2 * side,
      headC[1] + headR * (surprised ? 1.2 : 0.62),
    ];
    const hand: Point = [headC[0] + 36 * k * side, rimY - 12 * k];
    const metal = '#c3c7cf';
    const ladle: Node[] = [
      stroke(
        `M${n(hand[0] + 2 * k * side)} ${n(hand[1] + 4 * k)}L${n(bowl[0] + 6 * k * side)} ${n(bowl[1] - 1 * k)}`,
        darker(metal, 0.25),
        2.8 * k,
        'metal',
      ),
      fill(oval(bowl[0], bowl[1] + 2 * k, 9 * k, 6 * k), metal, 'metal'),
      fill(oval(bowl[0], bowl[1] + 0.2 * k, 7.6 * k, 2.4 * k), soup, 'detail', 0),
      fill(oval(hand[0], hand[1], 6.5 * k, 7.5 * k), ctx.who.look.skin, 'skin'),
    ];
    // The pot in front of the body.
    const bodyPath = `M${n(-rx)} ${n(rimY)}L${n(-rx * 0.94)} ${n(-4 * k)}Q${n(-rx * 0.92)} 0 ${n(-rx * 0.8)} 0H${n(rx * 0.8)}Q${n(rx * 0.92)} 0 ${n(rx * 0.94)} ${n(-4 * k)}L${n(rx)} ${n(rimY)}Z`;
    const pot: Node[] = [
      fill(bodyPath, iron, 'metal'),
      stroke(
        `M${n(-rx * 0.86)} ${n(-24 * k)}Q${n(-rx * 0.84)} ${n(-10 * k)} ${n(-rx * 0.7)} ${n(-8 * k)}`,
        lighter(iron, 0.35),
        2 * k,
        'detail',
        0,
      ),
      // The handles at either side.
      stroke(
        `M${n(-rx)} ${n(rimY + 6 * k)}h${n(-8 * k)}v${n(7 * k)}h${n(8 * k)}M${n(rx)} ${n(rimY + 6 * k)}h${n(8 * k)}v${n(7 * k)}h${n(-8 * k)}`,
        darker(iron, 0.2),
        2.6 * k,
        'metal',
      ),
      fill(oval(0, rimY, rx, ry), darker(iron, 0.25), 'metal'),
      fill(oval(0, rimY + 1.2 * k, rx * 0.93, ry * 0.84), soup, 'detail'),
    ];
    // What floats in the soup: peas, carrot slices and croutons, kept off the raft's patch.
    const raft: Point = [20 * k * -side, rimY + 3 * k];
    const bits: Node[] = [];
    const peas: string[] = [];
    const carrots: string[] = [];
    for (let i = 0; i < 14; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.range(0.05, 0.85));
      const q: Point = [Math.cos(a) * rx * 0.85 * d, rimY + 1 * k + Math.sin(a) * ry * 0.7 * d];
      if (Math.abs(q[0] - raft[0]) < 20 * k) continue;
      if (i % 3 === 0) carrots.push(oval(q[0], q[1], 3.6 * k, 1.8 * k));
      else peas.push(oval(q[0], q[1], 1.9 * k, 1.4 * k));
    }
    bits.push(fill(carrots.join(''), '#f07a2a', 'detail', 0));
    bits.push(fill(peas.join(''), '#6fae3e', 'detail', 0));
    const crouton = '#d9a44e';
    bits.push(
      fill(rect(-rx * 0.55 * side - 4 * k, rimY - 1.5 * k, 8 * k, 4.5 * k, 1 * k), crouton, 'wood'),
    );
    // The tiny one on its crouton raft, sitting, paddling with a matchstick.
    const kinds = whos.filter((w) => w !== ctx.who.who && w !== 'bear' && w !== 'owl');
    const tiny = cast(rng.pick(kinds), rng.fork('tiny'), p);
    const ts = tiny.scale * 0.36 * k;
    const glad: Feeling = ctx.feeling === 'fear' ? 'surprise' : 'joy';
    const dir = side > 0 ? -1 : 1;
    const tfig = pose(
      tiny,
      glad,
      {
        legs: 'sit',
        lean: -6,
        front: { reach: [24, -44], hand: 'fist' },
        back: { reach: [18, -52], hand: 'fist' },
        backArmOver: true,
        turn: 0.6,
        headTilt: -14,
        gaze: [0.4, -0.8],
      },
      ctx.ink,
    );
    const raftW = 34 * k;
    const raftTop = raft[1] - 3 * k;
    const tx = raft[0] - 2 * k * dir;
    const ty = raftTop - tfig.skeleton.hip[1] * ts - 1.5 * k;
    const tinyActor: Actor = { fig: { ...tfig, hands: [] }, x: tx, y: ty, facing: dir, scale: ts };
    const oarHand: Point = [
      tx + tfig.skeleton.hands.front[0] * ts * dir,
      ty + tfig.skeleton.hands.front[1] * ts,
    ];
    const oar: Node[] = [
      stroke(
        `M${n(oarHand[0] - 3 * k * dir)} ${n(oarHand[1] - 5 * k)}L${n(oarHand[0] + 7 * k * dir)} ${n(raftTop + 5 * k)}`,
        '#e8d6a8',
        1.1 * k,
        'wood',
      ),
      fill(
        oval(oarHand[0] - 3 * k * dir, oarHand[1] - 5.6 * k, 1.1 * k, 1.1 * k),
        '#d23a2a',
        'detail',
        0,
      ),
    ];
    const raftNodes: Node[] = [
      fill(oval(raft[0], raft[1] + 1.6 * k, raftW * 0.7, 2.6 * k), darker(soup, 0.18), 'detail', 0),
      fill(rect(raft[0] - raftW / 2, raftTop, raftW, 5.5 * k, 1.4 * k), crouton, 'wood'),
      stroke(
        `M${n(raft[0] - raftW * 0.3)} ${n(raftTop + 1.6 * k)}h${n(1.4 * k)}M${n(raft[0] + raftW * 0.1)} ${n(raftTop + 3 * k)}h${n(1.4 * k)}`,
        darker(crouton, 0.3),
        1 * k,
        'detail',
        0,
      ),
      actorNodes(tinyActor),
      ...oar,
      group(tfig.hands, `translate(${n(tx)} ${n(ty)}) scale(${n(ts * dir)} ${n(ts)})`),
    ];
    const actors: Node[] = [...body, head, ...pot, ...bits, ...raftNodes, ...ladle];
    const box: [number, number, number, number] = [
      -rx - 10 * k,
      headC[1] - headR * 1.5,
      rx + 10 * k,
      2 * k,
    ];
    return staged(box, [raft[0], raft[1] - 8 * k], {
      actors,
      contacts: [[0, rx * 1.7]],
      glows: [],
    });
  },
};
