/**
 * A voyage at the scale of a street: the character kneels on the pavement at the kerb, leaning
 * over the gutter, where a paper boat sails off down the rainwater with a thumb-sized captain
 * on its stern, saluting back at the giant who launched it. A farewell, a first voyage.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { stance } from '../../kit/poses.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The thumb-sized captains. */
const captains: readonly Who[] = ['man', 'woman', 'girl', 'boy', 'old-man', 'mouse'];

/** How the one kneeling sees the boat off: a wave, or a hand kept at the heart. */
function seeingOff(feeling: Feeling): 'wave' | 'heart' | 'lean' {
  if (feeling === 'grief' || feeling === 'longing') return 'heart';
  if (feeling === 'wonder') return 'lean';
  return 'wave';
}

/**
 * The kerb runs across the card: the pavement the character kneels on, the kerbstone's edge,
 * the gutter's rainwater flowing past below it and the road beyond. The boat rides the gutter a
 * little ahead of the character; its captain stands on the stern facing back, saluting.
 */
export const gutterBoat: Action = {
  id: 'gutter-boat',
  objects: ['paperBoat'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear', 'fox'],
  feelings: ['wonder', 'longing', 'grief', 'surprise', 'mischief'],
  settings: ['street'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  // The kerb and the gutter are the place: the sentence needs no other.
  ownPlace: true,
  // A woodcut and a silhouette sink the gutter and the tiny captain into black.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'gutter-boat',
  concepts: [
    'paper boat',
    'voyage',
    'farewell',
    'gutter',
    'rain',
    'scale',
    'captain',
    'setting off',
    'childhood',
    'a small world',
  ],
  say: sayFrom(
    {
      paperBoat: {
        en: 'kneels at the kerb to see off a paper boat sailing down the gutter, its thumb-sized captain saluting',
        ja: '道ばたにしゃがみこんで、側溝を流れていく紙の船を見送っている。親指ほどの船長が敬礼している',
        ru: 'присел у бордюра и провожает бумажный кораблик, плывущий по водостоку; капитан ростом с палец отдаёт честь',
        pt: 'ajoelha-se junto ao passeio a despedir-se de um barco de papel que desce a valeta, com um capitão do tamanho de um polegar a fazer continência',
        fi: 'polvistuu katukiveyksen reunalle saattelemaan paperivenettä, joka lipuu pitkin rännikouruveden virtaa, ja peukalon kokoinen kapteeni tekee kunniaa',
      },
    },
    'paperBoat',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The kerb's edge a step ahead of the knees, the gutter below it, the road beyond.
    const edge = 2 * k;
    const kerbH = 5 * k;
    const gutterH = 20 * k;
    const stone = mix(p.wall, '#9a968e', 0.6);
    const water = mix(p.water, '#4f7f9a', 0.45);
    const road = mix(p.ink, '#5a5a60', 0.6);
    const far = 400 * k;
    const street: Node[] = [
      fill(rect(-far, edge, 2 * far, kerbH), lighter(stone, 0.15), 'stone'),
      stroke(`M${n(-far)} ${n(edge)}H${n(far)}`, darker(stone, 0.3), 1 * k, 'detail', 0),
      fill(rect(-far, edge + kerbH, 2 * far, gutterH), water, 'water'),
      fill(rect(-far, edge + kerbH + gutterH, 2 * far, 40 * k), road, 'floor'),
    ];
    // The current: streaks along the water, going the boat's way.
    const streaks: string[] = [];
    for (let i = 0; i < 12; i++) {
      const x = -90 * k + ((i * 47) % 190) * k;
      const y = edge + kerbH + 3 * k + ((i * 29) % 11) * k;
      streaks.push(`M${n(x)} ${n(y)}q${n(6 * k)} ${n(-1.5 * k)} ${n(12 * k)} 0`);
    }
    street.push(stroke(streaks.join(''), lighter(water, 0.35), 1.1 * k, 'detail', 0));
    // A fallen leaf drifting behind the boat, to say which way the water runs.
    const leaf: Point = [-6 * k, edge + kerbH + 9 * k];
    street.push(
      fill(
        `M${n(leaf[0] - 5 * k)} ${n(leaf[1])}Q${n(leaf[0])} ${n(leaf[1] - 4 * k)} ${n(leaf[0] + 5 * k)} ${n(leaf[1])}Q${n(leaf[0])} ${n(leaf[1] + 3 * k)} ${n(leaf[0] - 5 * k)} ${n(leaf[1])}Z`,
        mix(p.accent, '#c8782a', 0.6),
        'plant',
        0,
      ),
    );

    // The one who launched it, kneeling at the edge, looking down at the boat.
    const how = seeingOff(ctx.feeling);
    const kneel = stance('kneel');
    const fig = posed(ctx, {
      ...kneel,
      lean: how === 'lean' ? 26 : 18,
      front:
        how === 'wave'
          ? { angle: 150, bend: 25, hand: 'open' }
          : how === 'heart'
            ? { angle: 20, bend: 115, hand: 'open' }
            : { angle: 60, bend: 30, hand: 'open' },
      back: { angle: 15, bend: 40, hand: 'mitt' },
      turn: 0.7,
      headTilt: 14,
      gaze: [1, 0.7],
    });
    const wx = -30 * k;
    const giant: Actor = { fig, x: wx, facing: 1, scale: s };

    // The boat on the water a little ahead, sailing on; big enough to read at phone size.
    const bk = 2.5 * k;
    const boatAt: Point = [26 * k, edge + kerbH + 8 * k];
    const paper = lighter(p.paper, 0.25);
    const boat = placed(P.paperBoat(paper), boatAt, bk);
    // A pennant at the sail's tip, blowing forward.
    const tip: Point = [boatAt[0], boatAt[1] - 13 * bk];
    const pennant: Node[] = [
      stroke(`M${n(tip[0])} ${n(tip[1])}V${n(tip[1] - 7 * k)}`, p.ink, 0.8 * k, 'detail', 0),
      fill(
        `M${n(tip[0])} ${n(tip[1] - 7 * k)}L${n(tip[0] + 7 * k)} ${n(tip[1] - 5.2 * k)}L${n(tip[0])} ${n(tip[1] - 3.4 * k)}Z`,
        mix(p.accent, '#c83a2a', 0.5),
        'cloth',
      ),
    ];
    // The captain on the stern deck, facing back at the giant, saluting.
    const tiny = cast(rng.pick(captains), rng.fork('captain'), p);
    const tm = measure(tiny);
    const ts = (25 * k) / tm.height;
    const captainFeeling: Feeling = rng.pick(['resolve', 'joy', 'calm'] as const);
    const upright = pose(tiny, captainFeeling, { legs: 'stand' }, ctx.ink);
    // The saluting hand at the brow, just in front of the face.
    const brow: Point = [
      upright.skeleton.headCentre[0] + upright.headR * 0.9,
      upright.skeleton.headCentre[1] - upright.headR * 0.35,
    ];
    const salute = pose(
      tiny,
      captainFeeling,
      {
        legs: 'stand',
        lean: -3,
        front: { reach: brow, hand: 'open' },
        back: { angle: 4, bend: 6, hand: 'mitt' },
        turn: 0.6,
        headTilt: -6,
        gaze: [1, -0.3],
      },
      ctx.ink,
    );
    // In front of the sail, whose white sets the little figure off.
    const deck: Point = [boatAt[0] - 4 * bk, boatAt[1] - 0.2 * k];
    const captain: Actor = { fig: salute, x: deck[0], y: deck[1], facing: -1, scale: ts };
    // A wake behind the stern.
    const wake = stroke(
      `M${n(boatAt[0] - 15 * bk)} ${n(boatAt[1] + 3 * k)}q${n(-6 * k)} ${n(-2 * k)} ${n(-12 * k)} 0M${n(boatAt[0] - 15 * bk)} ${n(boatAt[1] + 6 * k)}q${n(-5 * k)} ${n(1.5 * k)} ${n(-10 * k)} ${n(1 * k)}`,
      '#ffffff',
      1.1 * k,
      'detail',
      0,
    );

    const nodes: Node[] = [actorNodes(giant), ...pennant, boat, wake, actorNodes(captain)];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      wx - 26 * k,
      headTop - 10 * k,
      boatAt[0] + 22 * k,
      edge + kerbH + gutterH + 8 * k,
    ];
    const focus: Point = [(wx + boatAt[0]) / 2, boatAt[1] - 18 * k];
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror(street, facing),
      actors: mirror([group(nodes)], facing),
      contacts: [[wx * facing, 26 * k]],
      glows: [],
    });
  },
};
