/**
 * The night watch's round through the square: the watchman lifts a lantern and catches the two
 * stone statues of the monument down off their plinth, sitting on its step over a game of cards.
 * They freeze where the light found them, the dealer's arm still out and a card hanging in the
 * air between them, faces turned to the light. Caught, or about to be asked to join?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { FigurePose } from '../../kit/figure.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import type { Rng } from '../../../random.ts';
import {
  actorNodes,
  actorPoint,
  cast,
  pose,
  toActor,
  type Actor,
  type Character,
} from '../cast.ts';
import { colorsFor, facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The watchman's free hand: up in fright, open in surprise, a finger at the lips, a fist. */
function freeHand(feeling: Feeling): FigurePose['back'] {
  if (feeling === 'fear') return { angle: 150, bend: 60, hand: 'open' };
  if (feeling === 'surprise') return { angle: 60, bend: 110, hand: 'open' };
  if (feeling === 'mischief') return { reach: [14, -72], hand: 'point' };
  return { angle: 10, bend: 20, hand: 'fist' };
}

/** A character turned to stone: every colour of it one pale stone, a little darker below. */
function inStone(c: Character, stone: Color): Character {
  return {
    ...c,
    look: {
      ...c.look,
      skin: lighter(stone, 0.06),
      hair: darker(stone, 0.12),
      top: stone,
      bottom: darker(stone, 0.05),
      shoes: darker(stone, 0.1),
      hatColor: darker(stone, 0.08),
      trim: undefined,
      scarf: undefined,
      outfit: 'robe',
      hat: 'none',
      glasses: false,
    },
  };
}

/** A playing card at `c`, turned `deg`, `w` wide, its pip red or black. */
function playingCard(c: Point, w: number, deg: number, red: boolean): Node {
  const h = w * 1.4;
  return group(
    [
      fill(rect(-w / 2, -h / 2, w, h, w * 0.12), '#fbf8f0', 'paper'),
      fill(
        `M0 ${n(-h * 0.2)}L${n(w * 0.2)} 0L0 ${n(h * 0.2)}L${n(-w * 0.2)} 0Z`,
        red ? '#c8342a' : '#26222a',
        'detail',
        0,
      ),
    ],
    `translate(${n(c[0])} ${n(c[1])}) rotate(${n(deg)})`,
  );
}

/** A fan of three cards held up at `c`, `w` wide each. */
function cardFan(c: Point, w: number, rng: Rng): Node[] {
  return [-22, 0, 22].map((deg) =>
    playingCard(
      [
        c[0] + Math.sin((deg * Math.PI) / 180) * w * 0.5,
        c[1] - Math.cos((deg * Math.PI) / 180) * w * 0.5,
      ],
      w,
      deg,
      rng.chance(0.5),
    ),
  );
}

/**
 * A night watchman holds up a lantern and catches the statues of the square down off their
 * plinth, playing cards on its step.
 */
export const statueCards: Action = {
  id: 'statue-cards',
  objects: ['statue'],
  // Grown-ups keep the night watch: a small one beside the plinth left the statues the picture.
  who: ['man', 'woman', 'old-man', 'old-woman', 'fox', 'bear', 'wolf'],
  // Feelings whose palettes are night ones (a determined watchman took the grey storm light).
  feelings: ['surprise', 'fear', 'mischief'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // Night in the square, by the street's lamp (the held lantern is the light the staging brings;
  // no moon: the deck's moons are at their cap).
  lights: ['lamp'],
  family: () => 'statue-cards',
  concepts: [
    'night watch',
    'statues',
    'playing cards',
    'caught in the act',
    'secret life',
    'freeze',
    'lantern',
    'monument',
    'when no one is looking',
    'game',
  ],
  say: sayFrom(
    {
      statue: {
        en: 'holds up a lantern on the night watch and catches two statues down off their plinth, playing cards',
        ja: '夜回りでランタンを掲げると、台座から降りた二体の像がトランプをしているところだった',
        ru: 'обходя ночью площадь, поднимает фонарь и застаёт две статуи, спустившиеся с постамента, за игрой в карты',
        pt: 'na ronda da noite, ergue a lanterna e apanha duas estátuas descidas do pedestal a jogar às cartas',
        fi: 'nostaa yövartiossa lyhdyn ja yllättää kaksi jalustaltaan laskeutunutta patsasta pelaamasta korttia',
      },
    },
    'statue',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The watchman at x = 0 facing the plinth, the lantern held up and out towards it.
    const lanternAt: Point = [26 * k, -108 * k];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'fear' ? -8 : 4,
      front: { reach: [lanternAt[0] / s, lanternAt[1] / s], hand: 'fist' },
      back: freeHand(ctx.feeling),
      turn: 0.75,
      headTilt: ctx.feeling === 'fear' ? -8 : 4,
      gaze: [1, 0.4],
    });
    const watchman: Actor = { fig, x: 0, facing: 1, scale: s };
    const lanternScale = 1.15 * k;
    const lantern = placed(P.lantern(colorsFor(p, rng)), lanternAt, lanternScale);
    const glowAt: Point = [lanternAt[0], lanternAt[1] + 18 * lanternScale];

    // The statues: two grown-ups (or a stone bear) of one pale stone, kneeling face to face on
    // top of their own plinth over a game of cards, where they ought to stand.
    const stone: Color = rng.pick(['#e4ded2', '#d8d6d0', '#e6dccb']);
    const kinds = rng.shuffle(['old-man', 'woman', 'man', 'bear'] as const);
    const dealer = inStone(cast(kinds[0] ?? 'old-man', rng.fork('dealer'), p), stone);
    const player = inStone(
      cast(kinds[1] ?? 'woman', rng.fork('player'), p),
      mix(stone, '#c9d2d8', 0.35),
    );
    const plinthX0 = 32 * k;
    const plinthX1 = 122 * k;
    const plinthTop = -58 * k;
    const dealerX = plinthX0 + 12 * k;
    const playerX = plinthX1 - 12 * k;
    const kneel = { ...stance('sit-heels'), lean: 6 };
    // The dealer faces the player, its head turned back over its shoulder to the light, the dealing
    // arm still out; a card hangs in the air between them.
    const dealFrame = { x: dealerX, y: plinthTop, facing: 1 as const, scale: dealer.scale };
    const dealHand: Point = [dealerX + 21 * k, plinthTop - 34 * k];
    const dealerFig = pose(
      dealer,
      'surprise',
      {
        ...kneel,
        front: { reach: toActor(dealFrame, dealHand), hand: 'open' },
        back: { angle: 20, bend: 80, hand: 'mitt' },
        turn: -0.55,
        headTilt: -8,
        gaze: [1, 0.2],
      },
      ctx.ink,
    );
    const dealerActor: Actor = { ...dealFrame, fig: dealerFig };
    const playerFrame = { x: playerX, y: plinthTop, facing: -1 as const, scale: player.scale };
    const pm = measure(player);
    const fanAt: Point = [playerX - 13 * k, plinthTop - pm.height * player.scale * 0.38];
    const playerFig = pose(
      player,
      ctx.feeling === 'mischief' ? 'mischief' : 'fear',
      {
        ...kneel,
        front: { reach: toActor(playerFrame, fanAt), hand: 'mitt' },
        back: { angle: 25, bend: 70, hand: 'mitt' },
        turn: 0.55,
        headTilt: 0,
        gaze: [1, 0.3],
      },
      ctx.ink,
    );
    const playerActor: Actor = { ...playerFrame, fig: playerFig };
    const flying = playingCard([dealHand[0] + 9 * k, dealHand[1] - 14 * k], 9.5 * k, 28, true);
    const fan = cardFan(actorPoint(playerActor, playerFig.skeleton.hands.front), 9 * k, rng);
    const cardsAt: Point = [(dealerX + playerX) / 2 + 2 * k, plinthTop - 1.5 * k];
    const spread = [
      playingCard(cardsAt, 9.5 * k, 84, false),
      playingCard([cardsAt[0] + 7 * k, cardsAt[1]], 9.5 * k, 96, true),
      playingCard([cardsAt[0] - 8 * k, cardsAt[1]], 9.5 * k, 88, false),
    ];

    // The monument: a base step, the plinth with a bronze plaque, its cornice their floor.
    const stoneDark = mix(darker(stone, 0.3), p.shade, 0.25);
    const monument: Node[] = [
      fill(
        rect(plinthX0 - 8 * k, -9 * k, plinthX1 - plinthX0 + 16 * k, 9 * k),
        darker(stoneDark, 0.08),
        'stone',
      ),
      fill(rect(plinthX0, plinthTop, plinthX1 - plinthX0, -9 * k - plinthTop), stoneDark, 'stone'),
      fill(
        rect(plinthX0 - 5 * k, plinthTop, plinthX1 - plinthX0 + 10 * k, 7 * k, 1 * k),
        lighter(stoneDark, 0.14),
        'stone',
      ),
      fill(
        rect((plinthX0 + plinthX1) / 2 - 14 * k, plinthTop + 20 * k, 28 * k, 14 * k, 1 * k),
        '#9a7a3a',
        'metal',
      ),
    ];
    const nodes: Node[] = [
      ...monument,
      actorNodes(dealerActor),
      actorNodes(playerActor),
      ...spread,
      ...fan,
      flying,
      actorNodes(watchman),
      lantern,
    ];
    const box: [number, number, number, number] = [
      -0.28 * H,
      (m.headTop - 6) * s,
      plinthX1 + 10 * k,
      4,
    ];
    return staged(
      facingBox(box, facing),
      mx([(dealerX + playerX) / 2, plinthTop - 30 * k], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [0, 26 * k],
          [((plinthX0 + plinthX1) / 2) * facing, plinthX1 - plinthX0 + 16 * k],
        ],
        light: { at: mx(glowAt, facing), kind: 'lantern', reach: 1.6 * H },
        glows: [{ at: mx(glowAt, facing), r: 22 * k, color: p.light }],
      },
    );
  },
};
