/**
 * Asleep on a night train: a passenger dozes in a compartment seat, the head fallen against the
 * big window, and the dream slips out of the head and through the open top of the window as a
 * pale, glowing whale swimming off into the night (or a little house with its windows lit,
 * drifting home; or a lighthouse sailing away). Where is the train going, and what is left behind?
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { whaleProp } from '../../kit/things.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { house } from './house-balloon.ts';
import { mirror, mx } from './water.ts';

/** Sleepers whose head, fallen sideways, still shows a face at phone size. */
const sleepers = [
  'girl',
  'boy',
  'woman',
  'old-woman',
  'old-man',
  'mouse',
  'lion',
  'hedgehog',
  'deer',
  'elephant',
] as const;

/** A lighthouse about `w` wide standing on (0, 0): a striped tower, its lamp lit, on a rock. */
function lighthouse(w: number, lamp: Color): Node[] {
  const h = w * 1.7;
  const tower = `M${n(-w * 0.26)} 0L${n(-w * 0.16)} ${n(-h)}H${n(w * 0.16)}L${n(w * 0.26)} 0Z`;
  return [
    fill(
      `M${n(-w * 0.55)} ${n(w * 0.18)}Q${n(-w * 0.4)} ${n(-w * 0.08)} 0 ${n(-w * 0.06)}Q${n(w * 0.45)} ${n(-w * 0.08)} ${n(w * 0.55)} ${n(w * 0.18)}Z`,
      '#7a7a86',
      'stone',
    ),
    fill(tower, '#f4eee4', 'wall'),
    ...[0.22, 0.58].map((t) =>
      fill(
        rect(-w * (0.245 - t * 0.08), -h * (t + 0.16), w * (0.49 - t * 0.16), h * 0.16),
        '#c8403a',
        'wall',
      ),
    ),
    fill(rect(-w * 0.14, -h - w * 0.24, w * 0.28, w * 0.24), lamp, 'glow', 0),
    fill(
      `M${n(-w * 0.2)} ${n(-h - w * 0.24)}L0 ${n(-h - w * 0.44)}L${n(w * 0.2)} ${n(-h - w * 0.24)}Z`,
      '#3a3a4a',
      'metal',
    ),
  ];
}

/** The dream itself, about `w` wide, centred on (0, 0). */
function dreamThing(
  object: NounId,
  w: number,
  glow: Color,
  ink: Color,
  ctx: Parameters<Action['stage']>[0],
): Node[] {
  if (object === 'house') {
    // Its chimney smoke left out: curls over a roof read as a sign, not smoke, at phone size.
    const g = house(ctx.palette, ctx.rng, w * 0.62).slice(0, -1);
    return [group(g, `translate(0 ${n(w * 0.28)})`)];
  }
  if (object === 'lighthouse') {
    return [group(lighthouse(w * 0.5, glow), `translate(0 ${n(w * 0.45)})`)];
  }
  return whaleProp(mix('#7a9ad0', glow, 0.35), ink, w).nodes;
}

/**
 * In a compartment at night: the seat's high back at the left, the sleeper on it facing +x; the
 * window behind and to the right, its top pane let down; the dream's glowing trail rises from the
 * head, over the pane and out, widening to the dream that floats off in the window's upper right.
 */
export const trainDream: Action = {
  id: 'train-dream',
  objects: ['whale', 'house', 'lighthouse'],
  who: [...sleepers],
  feelings: ['sleep'],
  settings: ['train'],
  framings: ['medium', 'low', 'near'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['moon', 'lamp'],
  family: (o) => `train-dream:${o}`,
  concepts: [
    'night train',
    'dozing',
    'sleeper',
    'journey',
    'window',
    'imagination',
    'escape',
    'passenger',
    'the unconscious',
  ],
  say: sayFrom(
    {
      whale: {
        en: "dozes by the window of a night train while a whale swims out of the sleeper's head and off into the dark",
        ja: '夜行列車の窓辺でうとうとしていて、その頭からクジラが泳ぎ出し、暗闇へ去っていく',
        ru: 'дремлет у окна ночного поезда, а из головы спящего выплывает кит и уплывает в темноту',
        pt: 'dormita à janela de um comboio noturno enquanto uma baleia sai a nadar da cabeça de quem dorme e se afasta no escuro',
        fi: 'torkkuu yöjunan ikkunan ääressä, ja nukkujan päästä ui valas ulos ja pois pimeään',
      },
      house: {
        en: "dozes by the window of a night train while a little house with lit windows floats out of the sleeper's head and off into the dark",
        ja: '夜行列車の窓辺でうとうとしていて、その頭から窓の灯った小さな家が浮かび出し、暗闇へ去っていく',
        ru: 'дремлет у окна ночного поезда, а из головы спящего выплывает домик со светящимися окнами и уплывает в темноту',
        pt: 'dormita à janela de um comboio noturno enquanto uma casinha de janelas acesas sai a flutuar da cabeça de quem dorme e se afasta no escuro',
        fi: 'torkkuu yöjunan ikkunan ääressä, ja nukkujan päästä leijuu ulos pieni talo valaistuin ikkunoin ja pois pimeään',
      },
      lighthouse: {
        en: "dozes by the window of a night train while a lighthouse sails out of the sleeper's head and off into the dark",
        ja: '夜行列車の窓辺でうとうとしていて、その頭から灯台がすべり出し、暗闇へ去っていく',
        ru: 'дремлет у окна ночного поезда, а из головы спящего выплывает маяк и уплывает в темноту',
        pt: 'dormita à janela de um comboio noturno enquanto um farol sai a navegar da cabeça de quem dorme e se afasta no escuro',
        fi: 'torkkuu yöjunan ikkunan ääressä, ja nukkujan päästä purjehtii ulos majakka ja pois pimeään',
      },
    },
    'whale',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    // Laid out in the sleeper's height, so a mouse's compartment is drawn to a mouse's size.
    const k = (m.height * s) / 100;
    // The sleeper's own pose: slumped, the head fallen sideways towards the window behind.
    const fig = posed(ctx, {
      legs: 'sit',
      lean: -8,
      front: { angle: 20, bend: 40, hand: 'mitt' },
      back: { angle: 10, bend: 50, hand: 'mitt' },
      turn: 0.15,
      headTilt: -24,
    });
    const sk = fig.skeleton;
    const a: Actor = { fig, x: 0, facing: 1, scale: s };
    const head = actorPoint(a, sk.headCentre);
    const hr = fig.headR * s;
    const hipY = sk.hip[1] * s;
    // The window: from behind the sleeper's shoulder far over to the right, its sill at the
    // shoulders, its top a long way up; the top pane let down to half.
    const wx0 = head[0] - 26 * k;
    const wx1 = head[0] + 100 * k;
    const sill = head[1] + 24 * k;
    const wTop = -205 * k;
    const midBar = sill - 48 * k;
    const nightTop = mix(p.night ? p.sky[0] : '#1c2450', '#0c1030', 0.35);
    const nightLow = mix(p.night ? p.sky[1] : '#3a4680', '#1c2450', 0.3);
    const far = 900 * k;
    const panel = mix(p.wood, '#6a3a2a', 0.35);
    const frame = darker(panel, 0.25);
    const glow = lighter(mix(p.light, '#fff4d0', 0.5), 0.35);
    const stars: string[] = [];
    for (let i = 0; i < 14; i++)
      stars.push(
        circle(
          rng.range(wx0 + 6 * k, wx1 - 6 * k),
          rng.range(wTop + 6 * k, sill - 40 * k),
          rng.range(0.6, 1.3) * k,
        ),
      );
    // Hills going by low in the window, black against the night.
    let hills = `M${n(wx0)} ${n(sill)}V${n(sill - 18 * k)}`;
    for (let x = wx0; x < wx1; x += 30 * k)
      hills += `Q${n(x + 15 * k)} ${n(sill - rng.range(22, 34) * k)} ${n(x + 30 * k)} ${n(sill - 18 * k)}`;
    hills += `V${n(sill)}Z`;
    const wall: Node[] = [
      fill(rect(wx0, wTop, wx1 - wx0, sill - wTop), nightTop, 'sky'),
      fill(rect(wx0, sill - 60 * k, wx1 - wx0, 60 * k), nightLow, 'sky', 0),
      fill(stars.join(''), '#fff6d8', 'glow', 0),
      fill(hills, mix(nightTop, '#000000', 0.4), 'stone'),
      // The compartment's panelled wall round the window, and its floor.
      fill(rect(-far, -far, far + wx0, 2 * far), panel, 'wood'),
      fill(rect(wx1, -far, far, 2 * far), panel, 'wood'),
      fill(rect(wx0, -far, wx1 - wx0, far + wTop), panel, 'wood'),
      fill(rect(wx0, sill, wx1 - wx0, far), panel, 'wood'),
      fill(rect(-far, 0, 2 * far, 200 * k), mix(p.floor, '#3a2a2a', 0.3), 'floor'),
      // The frame, its sill, and the lowered top pane's edge across the middle.
      stroke(rect(wx0, wTop, wx1 - wx0, sill - wTop), frame, 5 * k, 'wood'),
      fill(rect(wx0 - 6 * k, sill, wx1 - wx0 + 12 * k, 6 * k), lighter(panel, 0.12), 'wood'),
      fill(rect(wx0, midBar, wx1 - wx0, 5 * k), frame, 'wood'),
      fill(
        rect(wx0 + 3 * k, midBar + 5 * k, wx1 - wx0 - 6 * k, sill - midBar - 8 * k),
        lighter(nightLow, 0.1),
        'glass',
        0,
      ),
    ];
    // The seat's high back behind the sleeper and its cushion under it.
    const upholstery = mix(p.accent, p.shade, 0.35);
    const seat: Node[] = [
      fill(
        rect(-30 * k, head[1] - 14 * k, 30 * k, -(head[1] - 14 * k), 5 * k),
        upholstery,
        'cloth',
      ),
      fill(
        rect(-30 * k, hipY - 2 * k, 62 * k, -(hipY - 2 * k), 3 * k),
        lighter(upholstery, 0.1),
        'cloth',
      ),
    ];
    // The dream: a trail widening from the head up over the pane's edge to the dream itself.
    const dreamAt: Point = [wx0 + (wx1 - wx0) * 0.62, wTop + 48 * k];
    const dreamW = 72 * k;
    const start: Point = [head[0] + hr * 0.2, head[1] - hr * 0.9];
    const c1: Point = [start[0] + 4 * k, start[1] - 40 * k];
    const c2: Point = [dreamAt[0] - 50 * k, dreamAt[1] + 40 * k];
    const end: Point = [dreamAt[0] - dreamW * 0.1, dreamAt[1]];
    const trail = `M${n(start[0] - 2 * k)} ${n(start[1])}C${n(c1[0] - 4 * k)} ${n(c1[1])} ${n(c2[0] - 6 * k)} ${n(c2[1] - 18 * k)} ${n(end[0])} ${n(end[1] - 16 * k)}L${n(end[0])} ${n(end[1] + 16 * k)}C${n(c2[0] + 6 * k)} ${n(c2[1] + 12 * k)} ${n(c1[0] + 5 * k)} ${n(c1[1] + 3 * k)} ${n(start[0] + 3 * k)} ${n(start[1])}Z`;
    const dream = dreamThing(ctx.object, dreamW, glow, ctx.ink, ctx);
    const nodes: Node[] = [
      ...seat,
      actorNodes(a),
      fill(trail, mix(glow, nightTop, 0.25), 'glow', 0),
      group(dream, `translate(${n(dreamAt[0])} ${n(dreamAt[1])})`),
    ];
    // Little stars of sleep shed along the trail.
    const sparks: string[] = [];
    for (let i = 1; i < 5; i++) {
      const t = i / 5;
      const x = start[0] + (end[0] - start[0]) * t + rng.range(-6, 6) * k;
      const y = start[1] + (end[1] - start[1]) * t - 18 * k * Math.sin(t * Math.PI);
      sparks.push(circle(x, y, 1.2 * k));
    }
    nodes.push(fill(sparks.join(''), '#fff6d8', 'glow', 0));
    const faults: string[] = [];
    const box: [number, number, number, number] = [-32 * k, wTop - 4 * k, wx1 + 4 * k, 4 * k];
    return staged(facingBox(box, facing), mx([head[0], (head[1] + dreamAt[1]) / 2], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[8 * k * facing, 40 * k]],
      glows: [{ at: mx(dreamAt, facing), r: 60 * k, color: glow }],
      closeBox: facingBox([-30 * k, wTop - 6 * k, wx1, hipY + 10 * k], facing),
      faults,
    });
  },
};
