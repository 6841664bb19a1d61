/**
 * A night watchman's break: on a bench under a street lamp, the watchman reads the newspaper, and
 * the lamp post behind the bench has bent its long neck over the watchman's shoulder to read it
 * too, its lamp lowered to the page like a curious head. Company on the night shift, or a
 * busybody; the watchman may not even have noticed, or has nodded off with the paper on the knees.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A newspaper held open, centred at c, w wide and h tall, turned `deg`: a headline, columns. */
function newspaper(c: Point, w: number, h: number, deg: number, ink: string): Node {
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = -h * 0.12 + i * h * 0.11;
    lines.push(`M${n(-w * 0.44)} ${n(y)}H${n(-w * 0.06)}M${n(w * 0.06)} ${n(y)}H${n(w * 0.44)}`);
  }
  return group(
    [
      fill(rect(-w / 2, -h / 2, w, h, w * 0.02), '#eeeadf', 'paper'),
      fill(
        rect(-w * 0.44, -h * 0.42, w * 0.88, h * 0.14, 0),
        mix(ink, '#eeeadf', 0.45),
        'detail',
        0,
      ),
      stroke(lines.join(''), mix(ink, '#eeeadf', 0.6), w * 0.018, 'detail', 0),
      stroke(`M0 ${n(-h / 2)}V${n(h / 2)}`, mix(ink, '#eeeadf', 0.7), w * 0.012, 'detail', 0),
    ],
    `translate(${n(c[0])} ${n(c[1])}) rotate(${n(deg)})`,
  );
}

/**
 * On a bench at night, a watchman reads the newspaper while the street lamp bends down over its
 * shoulder to read it too.
 */
export const lampReads: Action = {
  id: 'lamp-reads',
  objects: ['newspaper'],
  who: ['man', 'woman', 'old-man', 'old-woman', 'fox', 'bear', 'wolf', 'cat', 'owl', 'rabbit'],
  // Alone on the night shift; dozing off; startled to find the lamp reading along; the news sad.
  feelings: ['longing', 'sleep', 'surprise', 'grief'],
  settings: ['street'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // "The street lamp" says where it is.
  ownPlace: true,
  // The bent lamp is the light (the staging puts it at the lamp's head).
  lights: ['lamp'],
  family: () => 'lamp-reads',
  concepts: [
    'street lamp',
    'bench',
    'night watchman',
    'night break',
    'reading',
    'prying',
    'friendship',
    'solitude',
    'headlines',
    'a watchful eye',
  ],
  say: sayFrom(
    {
      newspaper: {
        en: 'reads the newspaper on a bench on a night break, while the street lamp bends down over its shoulder to read it too',
        ja: '休憩中にベンチで新聞を読んでいると、街灯が肩越しにかがみこんで一緒に読んでいる',
        ru: 'в ночной перерыв читает на скамейке газету, а фонарь склонился через плечо и читает вместе с ним',
        pt: 'lê o jornal num banco, na pausa da noite, enquanto o candeeiro da rua se debruça por cima do ombro para ler também',
        fi: 'lukee yötauolla sanomalehteä penkillä, ja katulyhty kumartuu olan yli lukemaan sitä mukana',
      },
    },
    'newspaper',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const asleep = ctx.feeling === 'sleep';
    // The reader seated at x = 0 facing +x; the paper held up before the chest, or, asleep, open
    // on the knees.
    const probe = posed(ctx, { ...stance('sit-chair') });
    const hipY = probe.skeleton.hip[1] * s;
    const paperC: Point = asleep ? [24 * k, hipY - 8 * k] : [30 * k, hipY - 17 * k];
    const paperW = 46 * k;
    const paperH = 32 * k;
    const fig = posed(ctx, {
      ...stance('sit-chair'),
      lean: asleep ? -6 : 4,
      front: {
        reach: [(paperC[0] + paperW * 0.42) / s, (paperC[1] + paperH * 0.1) / s],
        hand: 'mitt',
      },
      back: {
        reach: [(paperC[0] - paperW * 0.4) / s, (paperC[1] + paperH * 0.15) / s],
        hand: 'mitt',
      },
      backArmOver: true,
      turn: ctx.feeling === 'surprise' ? -0.5 : 0.7,
      headTilt: asleep ? 18 : ctx.feeling === 'surprise' ? -14 : 10,
      gaze: ctx.feeling === 'surprise' ? [1, -0.8] : [1, 0.6],
    });
    const reader: Actor = { fig, x: 0, facing: 1, scale: s };
    const paper = newspaper(paperC, paperW, paperH, asleep ? -4 : -8, p.ink);

    // The bench in side view: the seat, a slanted back behind the reader, two legs.
    const wood = mix(p.wood, '#6a4a32', 0.35);
    const iron = '#2c2a30';
    const seatY = hipY + 2 * k;
    const bench: Node[] = [
      stroke(
        `M${n(-20 * k)} ${n(seatY)}L${n(-24 * k)} 0M${n(26 * k)} ${n(seatY)}L${n(30 * k)} 0M${n(-20 * k)} ${n(seatY)}L${n(-28 * k)} ${n(seatY - 40 * k)}`,
        iron,
        2.4 * k,
        'metal',
      ),
      fill(rect(-24 * k, seatY - 4 * k, 54 * k, 5 * k, 1 * k), wood, 'wood'),
      fill(
        `M${n(-23 * k)} ${n(seatY - 14 * k)}L${n(-20 * k)} ${n(seatY - 14 * k)}L${n(-25 * k)} ${n(seatY - 38 * k)}L${n(-29 * k)} ${n(seatY - 38 * k)}Z`,
        wood,
        'wood',
      ),
    ];

    // The lamp post: up from behind the bench, then bent over in a long curve like a neck, its
    // lamp lowered over the reader's shoulder towards the page, tilted to look at it.
    const baseX = -40 * k;
    const topY = -150 * k;
    const lampAt: Point = [paperC[0] + paperW * 0.28, paperC[1] - paperH / 2 - 14 * k];
    const knee: Point = [baseX + 6 * k, -118 * k];
    const post = `M${n(baseX)} 0L${n(knee[0])} ${n(knee[1])}C${n(knee[0] + 2 * k)} ${n(topY - 14 * k)} ${n(lampAt[0] + 8 * k)} ${n(topY - 16 * k)} ${n(lampAt[0] + 6 * k)} ${n(lampAt[1] - 15 * k)}`;
    const postColor = mix(p.ink, '#2a3440', 0.4);
    const glass = lighter(p.light, 0.35);
    const lamp: Node[] = [
      fill(rect(baseX - 6 * k, -10 * k, 12 * k, 10 * k, 1 * k), postColor, 'metal'),
      stroke(post, postColor, 3.4 * k, 'metal'),
      group(
        [
          fill(
            `M${n(-8 * k)} ${n(-4 * k)}L${n(8 * k)} ${n(-4 * k)}L${n(0)} ${n(-13 * k)}Z`,
            postColor,
            'metal',
          ),
          fill(
            `M${n(-7 * k)} ${n(-4 * k)}H${n(7 * k)}L${n(4.5 * k)} ${n(9 * k)}H${n(-4.5 * k)}Z`,
            glass,
            'glow',
          ),
          fill(rect(-5.5 * k, 9 * k, 11 * k, 2.5 * k, 0.6 * k), postColor, 'metal'),
          // Two eyes in the glass, looking down at the page: the lamp is reading.
          fill(
            `${oval(-2.6 * k, 2.6 * k, 1.9 * k, 2.2 * k)}${oval(2.6 * k, 2.6 * k, 1.9 * k, 2.2 * k)}`,
            '#fffdf4',
            'face',
            0.6,
          ),
          fill(
            `${oval(-2.2 * k, 3.6 * k, 0.95 * k, 1.1 * k)}${oval(3 * k, 3.6 * k, 0.95 * k, 1.1 * k)}`,
            '#2a2630',
            'face',
            0,
          ),
        ],
        `translate(${n(lampAt[0] + 4 * k)} ${n(lampAt[1] - 8 * k)}) rotate(-40) scale(1.35)`,
      ),
    ];
    // Its light falling on the page.
    const beam = fill(
      `M${n(lampAt[0] - 2 * k)} ${n(lampAt[1] + 2 * k)}L${n(paperC[0] - paperW * 0.55)} ${n(paperC[1] + paperH * 0.4)}L${n(paperC[0] + paperW * 0.5)} ${n(paperC[1] + paperH * 0.1)}Z`,
      mix(p.light, '#fff6d6', 0.5),
      'glow',
      0,
    );
    const nodes: Node[] = [...lamp, beam, ...bench, actorNodes(reader), paper];
    if (asleep) nodes.splice(nodes.length - 2, 2, paper, actorNodes(reader));
    const box: [number, number, number, number] = [
      baseX - 8 * k,
      topY - 6 * k,
      paperC[0] + paperW * 0.6,
      4,
    ];
    return staged(facingBox(box, facing), mx(paperC, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 40 * k],
        [baseX * facing, 12 * k],
      ],
      light: { at: mx(lampAt, facing), kind: 'lamp', reach: 1.4 * H },
      glows: [
        { at: mx([lampAt[0] + 2 * k, lampAt[1] - 2 * k], facing), r: 16 * k, color: p.light },
      ],
    });
  },
};
