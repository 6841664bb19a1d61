/**
 * A music box opened on a table: inside, on its little turntable, a tiny house, and on the ridge
 * of its roof the dancer who should be turning to the tune has stopped, looked up and waves at
 * the huge face leaning over the box, the hands holding it either side. Who is the giant here?
 */
import { at, circle, ellipse, n, poly, rect } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { cast, pose } from '../cast.ts';
import { measure, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';
import { house } from './house-balloon.ts';
import { note } from './serenade.ts';

/** Opening a music box, and the tiny dancer on the roof of the house inside waving up at us. */
export const musicBox: Action = {
  id: 'music-box',
  // One view of its own (a face over a box on a table): no twist fits beside it.
  untwisted: true,
  // The room is the table's and the box's: the idea says no place ("… wave at them in an attic").
  ownPlace: true,
  // A silhouette blacks out the face and the box alike; a woodcut loses the tiny dancer.
  notLooks: ['silhouette', 'woodcut'],
  objects: ['house'],
  who: ['girl', 'boy', 'woman', 'old-man', 'old-woman', 'cat', 'bear'],
  feelings: ['wonder', 'surprise', 'longing'],
  settings: ['bedroom', 'attic'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['lamp', 'window'],
  family: () => 'music-box',
  concepts: [
    'music box',
    'miniature',
    'childhood',
    'a secret world',
    'dancer',
    'scale',
    'greeting',
    'enchantment',
    'nostalgia',
  ],
  say: sayFrom(
    {
      house: {
        en: 'opens a music box, and the tiny dancer on the roof of the little house inside stops turning to wave at them',
        ja: 'オルゴールを開けると、中の小さな家の屋根で踊っていた人形が回るのをやめて、こちらを見上げて手を振る',
        ru: 'открывает музыкальную шкатулку, а крошечная балерина на крыше домика внутри перестаёт кружиться и машет снизу рукой',
        pt: 'abre uma caixa de música, e a bailarina minúscula no telhado da casinha lá dentro para de rodar e acena lá de baixo',
        fi: 'avaa soittorasian, ja pikkutalon katolla pyörivä pienen pieni tanssija pysähtyy ja vilkuttaa ylös',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { p, rng, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    const look = ctx.who.look;
    // The table: its top seen a little from above, its front edge below.
    const wood = mix(p.wood, '#7a5030', 0.25);
    const table: Node[] = [
      fill(rect(-150 * k, -44 * k, 300 * k, 44 * k), lighter(wood, 0.12), 'wood'),
      fill(rect(-150 * k, 0, 300 * k, 16 * k), darker(wood, 0.2), 'wood'),
    ];
    // The one leaning over: shoulders and arms behind the box, the face above it looking down.
    const top = look.top;
    const headY = -200 * k;
    const headR = 50 * k;
    const body: Node[] = [
      fill(
        `M${n(-80 * k)} ${n(-40 * k)}C${n(-80 * k)} ${n(-116 * k)} ${n(-62 * k)} ${n(-142 * k)} 0 ${n(-146 * k)}` +
          `C${n(62 * k)} ${n(-142 * k)} ${n(80 * k)} ${n(-116 * k)} ${n(80 * k)} ${n(-40 * k)}Z`,
        top,
        'cloth',
      ),
      fill(rect(-13 * k, -162 * k, 26 * k, 20 * k), look.skin, 'skin'),
    ];
    const head = group(frontHead(ctx, headR, [0, 0.85]), `translate(0 ${n(headY)})`);
    // The box: its front, the velvet inside seen over the rim, the lid thrown open behind.
    const boxWood = rng.pick(['#7a3a2a', '#3a4a6a', '#2f5a4a', darker(p.accent, 0.25)]);
    const trim = '#d8b45a';
    const bx = 58 * k;
    const lid: Node[] = [
      fill(
        poly([
          [-bx + 4 * k, -60 * k],
          [bx - 4 * k, -60 * k],
          [bx + 2 * k, -146 * k],
          [-bx - 2 * k, -146 * k],
        ]),
        boxWood,
        'wood',
      ),
      fill(
        oval(0, -104 * k, 42 * k, 36 * k),
        lighter(mix(p.sky[1], '#e4eef4', 0.75), 0.3),
        'glass',
      ),
      stroke(oval(0, -104 * k, 42 * k, 36 * k), trim, 2 * k, 'metal'),
    ];
    const box: Node[] = [
      fill(
        poly([
          [-bx, -52 * k],
          [bx, -52 * k],
          [bx - 6 * k, -62 * k],
          [-bx + 6 * k, -62 * k],
        ]),
        darker(mix(boxWood, '#8a1a2a', 0.5), 0.2),
        'cloth',
      ),
      fill(rect(-bx, -52 * k, bx * 2, 42 * k, 2 * k), boxWood, 'wood'),
      stroke(
        `M${n(-bx)} ${n(-46 * k)}H${n(bx)}M${n(-bx)} ${n(-16 * k)}H${n(bx)}`,
        trim,
        1.6 * k,
        'metal',
      ),
      fill(circle(0, -31 * k, 4 * k), trim, 'metal'),
      fill(rect(-1.2 * k, -31 * k, 2.4 * k, 8 * k), darker(boxWood, 0.4), 'detail', 0),
      // The winding key at its side.
      stroke(`M${n(bx)} ${n(-30 * k)}H${n(bx + 10 * k)}`, trim, 2.4 * k, 'metal'),
      fill(ellipse(bx + 14 * k, -30 * k, 5 * k, 8 * k), trim, 'metal'),
    ];
    // The turntable and the house on it, the dancer on the ridge of its roof.
    const stand = -60 * k;
    const hw = 30 * k;
    const turntable = fill(oval(0, stand, 30 * k, 6 * k), trim, 'metal');
    const home = group(house(p, rng.fork('house'), hw), `translate(0 ${n(stand - 2 * k)})`);
    const ridge = stand - 2 * k - hw * 0.62 - hw * 0.45;
    const dancer = cast('girl', rng.fork('dancer'), p);
    const ds = (50 * k) / measure(dancer).height;
    const dancing = pose(
      dancer,
      'joy',
      {
        legs: 'tiptoe',
        front: { angle: 165, bend: 20, hand: 'open' },
        back: { angle: 70, bend: 10, hand: 'open' },
        turn: 0.1,
        headTilt: -10,
        gaze: [0, -1],
      },
      ctx.ink,
    );
    // On her toes on the ridge: her lowest foot, not her figure's floor line, stands on it.
    const sk = dancing.skeleton;
    const footY = Math.max(sk.ankles.front[1], sk.ankles.back[1]) + 2;
    const tiny = group(
      [...dancing.back, ...dancing.body, ...dancing.hands],
      at(0, ridge - footY * ds + 3 * k, ds),
    );
    // The big hands hold the box at its sides, the arms coming down from the shoulders.
    const arm = (side: 1 | -1): Node[] => [
      stroke(
        `M${n(side * 66 * k)} ${n(-118 * k)}Q${n(side * 84 * k)} ${n(-80 * k)} ${n(side * (bx + 6 * k))} ${n(-44 * k)}`,
        top,
        18 * k,
        'cloth',
      ),
      fill(ellipse(side * (bx + 2 * k), -38 * k, 12 * k, 15 * k), look.skin, 'skin'),
    ];
    // A few notes of the tune rise out of the box either side of the dancer.
    const ink = mix(ctx.ink, p.paper, 0.1);
    const notes = [-1, 1].map((side, i) =>
      note(side * (34 + i * 6) * k, (-128 - i * 10) * k, 3.4 * k, ink, side * 12),
    );
    const frameBox: [number, number, number, number] = [-88 * k, -254 * k, 88 * k, -8 * k];
    return staged(frameBox, [0, ridge], {
      // The table runs off the card's sides: it is the room's, not boxed with the story.
      wall: table,
      behind: [...body, head],
      actors: [...lid, ...box, turntable, home, tiny, ...notes],
      before: [...arm(-1), ...arm(1)],
      contacts: [],
      closeBox: frameBox,
      // The box's own little light, from the stage inside up onto the face.
      glows: [{ at: [0, ridge], r: 70 * k, color: lighter(p.light, 0.4) }],
    });
  },
};
