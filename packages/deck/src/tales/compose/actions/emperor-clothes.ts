/**
 * The emperor's new clothes: under a string of parade flags the emperor strides past, chin up, a
 * crown on his head, a royal wave — and nothing on but his underpants; down in front, one child
 * in the crowd points and laughs. Vanity, the truth nobody dares to say, the honest child.
 */
import { circle, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, cast, pose, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A string of triangular flags from `a` to `b`, sagging, in the palette's colours. */
function bunting(a: Point, b: Point, k: number, p: Palette, rng: Rng): Node[] {
  const sag = 16 * k;
  const along = (t: number): Point => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t + Math.sin(t * Math.PI) * sag,
  ];
  const colors = rng.shuffle([...p.cloth, p.accent]);
  const flags: Node[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const l = along((i + 0.15) / count);
    const r = along((i + 0.85) / count);
    const tip: Point = [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2 + 13 * k];
    flags.push(fill(poly([l, r, tip]), colors[i % colors.length] ?? p.accent, 'cloth'));
  }
  const line: string[] = [];
  for (let i = 0; i <= 20; i++) {
    const [x, y] = along(i / 20);
    line.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
  }
  return [stroke(line.join(''), darker(p.wood, 0.3), 0.9 * k, 'detail'), ...flags];
}

/**
 * The figure's clothes, coloured as its skin, re-tagged as skin: the looks print cloth with
 * a weave (collage's checks, pastel's strokes) that dressed him in a plaid suit.
 */
function bare(nodes: readonly Node[]): Node[] {
  return nodes.map((node) =>
    node.type === 'group'
      ? { ...node, children: bare(node.children) }
      : node.tag === 'cloth'
        ? { ...node, tag: 'skin' as const }
        : node,
  );
}

/** Underpants over the hips: white with red polka dots, from the waist to the top of the thighs. */
function underpants(hip: Point, knees: readonly Point[], w: number): Node[] {
  const [hx, hy] = hip;
  const low = Math.min(...knees.map((q) => q[1]));
  const leg = hy + (low - hy) * 0.42;
  const d = `M${n(hx - w)} ${n(hy - w * 0.35)}H${n(hx + w)}L${n(hx + w * 1.12)} ${n(leg)}H${n(hx + w * 0.1)}L${n(hx)} ${n(hy + w * 0.5)}L${n(hx - w * 0.1)} ${n(leg)}H${n(hx - w * 1.12)}Z`;
  const dots: string[] = [];
  for (const [dx, dy] of [
    [-0.55, 0.05],
    [0.5, 0.15],
    [-0.75, 0.6],
    [0.75, 0.65],
    [0, -0.05],
  ] as const) {
    const cx = hx + dx * w;
    const cy = hy + dy * w;
    dots.push(
      `M${n(cx - w * 0.1)} ${n(cy)}a${n(w * 0.1)} ${n(w * 0.1)} 0 1 0 ${n(w * 0.2)} 0a${n(w * 0.1)} ${n(w * 0.1)} 0 1 0 ${n(-w * 0.2)} 0Z`,
    );
  }
  return [
    fill(d, '#f6f2ea', 'cloth'),
    fill(dots.join(''), '#d8352c', 'detail', 0),
    stroke(`M${n(hx - w)} ${n(hy - w * 0.3)}H${n(hx + w)}`, '#c8c0b0', w * 0.14, 'detail', 0),
  ];
}

/**
 * Parading in invisible new clothes — a crown, a royal wave and underpants — while one child in
 * the crowd points and laughs.
 */
export const emperorClothes: Action = {
  id: 'emperor-clothes',
  objects: ['crown'],
  who: ['lion', 'old-man', 'elephant', 'bear', 'man'],
  feelings: ['resolve', 'calm', 'surprise', 'mischief'],
  settings: ['shore', 'snowfield', 'desert', 'rooftop'],
  // Looming in a low shot, or small in a wide one; never the crowded medium shot.
  framings: ['low', 'wide'],
  fixedFramings: true,
  // The tale told in one picture is the dream; a twist beside it would crowd the parade.
  untwisted: true,
  // The parade says where it is: "… laughs and points on the shore" hung the place on the child.
  ownPlace: true,
  // A silhouette hides that he wears nothing, which is the story.
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'emperor-clothes',
  concepts: [
    'emperor',
    'new clothes',
    'vanity',
    'pride',
    'honesty',
    'parade',
    'embarrassment',
    'fairy tale',
    'pretending',
    'a crowd',
  ],
  say: sayFrom(
    {
      crown: {
        en: 'parades in a crown and his invisible new clothes, and only a child in the crowd points and laughs',
        ja: '王冠をかぶり、見えない新しい服で胸を張って行進している。見物人の中で、子どもだけが指さして笑っている',
        ru: 'шествует в короне и своём невидимом новом наряде, и только ребёнок в толпе показывает пальцем и смеётся',
        pt: 'desfila de coroa e com a sua roupa nova invisível, e só uma criança na multidão aponta e ri',
        fi: 'kulkee kruunu päässään näkymättömissä uusissa vaatteissaan, ja vain yksi lapsi väkijoukossa osoittaa ja nauraa',
      },
    },
    'crown',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Bare from the crown down: the look's clothes are his skin (or fur), and shoes his feet.
    const skin = ctx.who.look.skin;
    const emperor = {
      ...ctx,
      who: {
        ...ctx.who,
        look: {
          ...ctx.who.look,
          outfit: 'shirt' as const,
          top: skin,
          bottom: skin,
          shoes: darker(skin, 0.12),
          trim: undefined,
          scarf: undefined,
          hat: 'crown' as const,
          hatColor: '#e8b83a',
        },
      },
    };
    const fig = posed(emperor, {
      legs: 'stride',
      lean: -6,
      // A royal wave, and a fist on the hip.
      front: { angle: 150, bend: 40, hand: 'open' },
      back: { reach: [-10, -m.height * 0.5], hand: 'fist' },
      turn: 0.35,
      headTilt: -10,
      gaze: [0.3, -0.3],
    });
    const actor: Actor = {
      fig: { ...fig, back: bare(fig.back), body: bare(fig.body) },
      x: 0,
      facing: 1,
      scale: s,
    };
    const sk = fig.skeleton;
    const hip = actorPoint(actor, sk.hip);
    const knees = [actorPoint(actor, sk.knees.front), actorPoint(actor, sk.knees.back)];
    const pants = underpants(hip, knees, 9 * k);
    // An animal's head draws no hat: its crown is set between the ears here.
    const head = actorPoint(actor, sk.headCentre);
    const R = fig.headR * s;
    const crown: Node[] =
      ctx.who.species === 'human'
        ? []
        : [
            group(
              [
                fill(
                  poly([
                    [-R * 0.6, -R * 0.8],
                    [-R * 0.68, -R * 1.5],
                    [-R * 0.34, -R * 1.16],
                    [0, -R * 1.62],
                    [R * 0.34, -R * 1.16],
                    [R * 0.68, -R * 1.5],
                    [R * 0.6, -R * 0.8],
                  ]),
                  '#e8b83a',
                  'metal',
                ),
                fill(circle(0, -R * 1.0, R * 0.1), '#c9303a', 'glow', 0.5),
              ],
              `translate(${n(head[0])} ${n(head[1])}) rotate(-10)`,
            ),
          ];

    // The child in the crowd, ahead of him and lower, pointing up at him and laughing.
    const child = cast(rng.pick(['girl', 'boy'] as const), rng.fork('child'), p);
    const cm = measure(child);
    const cs = child.scale;
    const cx = 34 * k;
    // In the child's own frame (it faces back towards him) he is at +x.
    const pointAt: Point = [(cx - head[0]) / cs, (head[1] + 20 * k) / cs];
    const childFig = pose(
      child,
      'mischief',
      {
        legs: 'stand',
        lean: -4,
        // Pointing up at him, the arm raised along the line to his face.
        front: { reach: [pointAt[0] * 0.5, cm.shoulder - cm.height * 0.14], hand: 'point' },
        back: { reach: [4, -cm.height * 0.42], hand: 'fist' },
        turn: 0.5,
        headTilt: -8,
        gaze: [0.6, -0.7],
      },
      ctx.ink,
    );
    const childActor: Actor = { fig: childFig, x: cx, facing: -1, scale: cs };

    // A red carpet under him, the flags strung above.
    const carpet = fill(
      `M${n(-48 * k)} ${n(1 * k)}L${n(52 * k)} ${n(1 * k)}L${n(44 * k)} ${n(-3 * k)}L${n(-40 * k)} ${n(-3 * k)}Z`,
      '#b8282c',
      'cloth',
    );
    const top = head[1] - 46 * k;
    // Strung across the card's width: the shot is boxed on all it draws.
    const flags = bunting([-46 * k, top + 6 * k], [50 * k, top], k, p, rng.fork('flags'));
    const nodes: Node[] = [
      carpet,
      ...flags,
      actorNodes(actor),
      ...pants,
      ...crown,
      actorNodes(childActor),
    ];
    const box: [number, number, number, number] = [-44 * k, top - 2 * k, 48 * k, 4];
    return staged(facingBox(box, facing), mx([head[0], head[1] + 30 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 24 * k],
        [cx * facing, 12 * k],
      ],
    });
  },
};
