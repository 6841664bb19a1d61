/**
 * The longest banister in the world: someone sits side-saddle on a stairwell's banister, sliding
 * down it with both arms flung up (or clutching on, aghast), and the rail does not stop at a newel
 * post at the foot of the stairs: it runs on out of the tall open window and down over the roofs
 * of the town far below, or down to the sea. A dare, an escape, a way out of the house no one
 * else has found.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The rail's slope down the stairs (down towards +x). */
const SLOPE = 0.5;

/**
 * Seen side-on in a stairwell: the flight coming down from the upper left with its balusters,
 * the sitter on the rail just before the window's jamb, and the rail leaving the stairs through
 * the tall open window, curving down over the view to land on a far roof or in the sea.
 */
export const banisterSlide: Action = {
  id: 'banister-slide',
  objects: ['town', 'sea'],
  who: ['girl', 'boy', 'old-woman', 'old-man', 'woman', 'man', 'mouse', 'hedgehog', 'deer', 'lion'],
  feelings: ['mischief', 'fear'],
  settings: ['stairwell'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  // A woodcut blanks the view through the window (a day's sky and sea to bare paper): the rail
  // going out over nothing loses where it goes.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['window', 'lamp'],
  family: (o) => `banister-slide:${o}`,
  concepts: [
    'banister',
    'sliding',
    'stairs',
    'escape',
    'dare',
    'childhood',
    'freedom',
    'the way out',
    'speed',
  ],
  say: sayFrom(
    {
      town: {
        en: 'slides down a banister that runs on out of the window and down over the roofs of the town',
        ja: '窓の外へと続き、町の屋根の上へ下っていく階段の手すりを滑り降りている',
        ru: 'съезжает по перилам, которые тянутся дальше в окно и вниз над крышами города',
        pt: 'escorrega pelo corrimão, que continua janela fora e desce por cima dos telhados da cidade',
        fi: 'liukuu alas kaidetta, joka jatkuu ikkunasta ulos ja alas kaupungin kattojen yli',
      },
      sea: {
        en: 'slides down a banister that runs on out of the window and down to the sea',
        ja: '窓の外へと続き、海まで下っていく階段の手すりを滑り降りている',
        ru: 'съезжает по перилам, которые тянутся дальше в окно и вниз к самому морю',
        pt: 'escorrega pelo corrimão, que continua janela fora e desce até ao mar',
        fi: 'liukuu alas kaidetta, joka jatkuu ikkunasta ulos ja alas merelle asti',
      },
    },
    'town',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    // Laid out in the sitter's height, so a mouse's stairwell is drawn to a mouse's size.
    const k = (m.height * s) / 100;
    const railAt = (x: number): number => -62 * k + SLOPE * x;
    // The window: a tall opening right of the sitter, its sill near the floor.
    const wx0 = 12 * k;
    const wx1 = 72 * k;
    const sill = -16 * k;
    const wTop = -196 * k;
    const far = 900 * k;
    const night = p.night;
    const skyTop = night ? mix(p.sky[0], '#0c1030', 0.3) : lighter(p.sky[0], 0.05);
    const skyLow = night ? mix(p.sky[1], '#2a3060', 0.3) : lighter(p.sky[1], 0.1);
    const view: Node[] = [
      fill(rect(wx0, wTop, wx1 - wx0, sill - wTop), skyTop, 'sky'),
      fill(
        rect(wx0, wTop + (sill - wTop) * 0.45, wx1 - wx0, (sill - wTop) * 0.55),
        skyLow,
        'sky',
        0,
      ),
    ];
    if (night) {
      const stars: string[] = [];
      for (let i = 0; i < 12; i++)
        stars.push(
          circle(
            rng.range(wx0 + 5 * k, wx1 - 5 * k),
            rng.range(wTop + 6 * k, -130 * k),
            rng.range(0.6, 1.2) * k,
          ),
        );
      view.push(fill(stars.join(''), '#fff4d0', 'glow', 0));
    }
    // Far below: the town's roofs with lit windows, or the sea out to its horizon.
    const lowTop = sill - 58 * k;
    if (ctx.object === 'sea') {
      const sea = mix(p.water, night ? '#10284a' : '#2a6a9a', 0.35);
      view.push(
        fill(rect(wx0, lowTop, wx1 - wx0, sill - lowTop), sea, 'water'),
        stroke(
          [0.25, 0.5, 0.75]
            .map((t) => {
              const y = lowTop + (sill - lowTop) * t;
              return `M${n(wx0 + 8 * k + t * 20 * k)} ${n(y)}h${n(14 * k)}M${n(wx0 + 50 * k + t * 10 * k)} ${n(y + 3 * k)}h${n(10 * k)}`;
            })
            .join(''),
          lighter(sea, 0.3),
          1 * k,
          'water',
          0,
        ),
      );
    } else {
      const roof = mix(p.ink, night ? '#1a1a30' : '#6a4a4a', 0.45);
      const walls = mix(p.wall, night ? '#2a2a40' : '#c8b8a0', 0.5);
      const houses: Node[] = [];
      const lit: string[] = [];
      for (let x = wx0 - 6 * k; x < wx1; x += 22 * k) {
        const top = lowTop + rng.range(4, 16) * k;
        houses.push(
          fill(rect(x, top, 20 * k, sill - top), walls, 'wall'),
          fill(
            `M${n(x - 2 * k)} ${n(top)}L${n(x + 10 * k)} ${n(top - 10 * k)}L${n(x + 22 * k)} ${n(top)}Z`,
            roof,
            'wood',
          ),
        );
        lit.push(
          rect(x + 4 * k, top + 6 * k, 4 * k, 5 * k),
          rect(x + 12 * k, top + 14 * k, 4 * k, 5 * k),
        );
      }
      view.push(...houses, fill(lit.join(''), lighter(p.light, 0.3), 'glow', 0));
    }
    // The rail out of the window: on at the same slope over the view with nothing under it, its
    // balusters hanging from it over the drop.
    const jamb: Point = [wx0, railAt(wx0)];
    const rail = mix(p.wood, '#6a3a1a', 0.3);
    const hanging: string[] = [];
    for (let x = wx0 + 10 * k; x < wx1; x += 14 * k)
      hanging.push(`M${n(x)} ${n(railAt(x))}v${n(20 * k)}`);
    const outRail: Node[] = [
      stroke(hanging.join(''), darker(rail, 0.1), 2.2 * k, 'wood'),
      stroke(
        `M${n(jamb[0])} ${n(jamb[1])}L${n(wx1 + 10 * k)} ${n(railAt(wx1 + 10 * k))}`,
        rail,
        5 * k,
        'wood',
      ),
    ];
    const windowClip = rect(wx0, wTop, wx1 - wx0, sill - wTop);
    const wallColor = mix(p.wall, '#e8dcc0', 0.2);
    const wall: Node[] = [
      // The stairwell's wall round the window, the floor below.
      fill(rect(-far, -far, far + wx0, 2 * far), wallColor, 'wall'),
      fill(rect(wx1, -far, far, 2 * far), wallColor, 'wall'),
      fill(rect(wx0, -far, wx1 - wx0, far + wTop), wallColor, 'wall'),
      fill(rect(wx0, sill, wx1 - wx0, far), wallColor, 'wall'),
      // The open casement folded back against the wall beside the window.
      fill(
        rect(wx1 + 5 * k, wTop + 10 * k, 18 * k, sill - wTop - 20 * k),
        mix('#a8c8d8', wallColor, 0.5),
        'glass',
      ),
      stroke(
        rect(wx1 + 5 * k, wTop + 10 * k, 18 * k, sill - wTop - 20 * k),
        darker(wallColor, 0.35),
        2 * k,
        'wood',
      ),
    ];
    // The window, its view and the rail going out through it are the story (the shot frames
    // them with the sitter); the wall round it is the room.
    const windowNodes: Node[] = [
      group([...view, ...outRail], undefined, windowClip),
      // The window's frame: its jambs, its sill and the open casement folded back against the wall.
      fill(
        rect(wx0 - 5 * k, wTop - 5 * k, wx1 - wx0 + 10 * k, 5 * k),
        darker(wallColor, 0.3),
        'wood',
      ),
      fill(rect(wx0 - 5 * k, wTop, 5 * k, sill - wTop), darker(wallColor, 0.3), 'wood'),
      fill(rect(wx1, wTop, 5 * k, sill - wTop), darker(wallColor, 0.3), 'wood'),
      fill(rect(wx0 - 8 * k, sill, wx1 - wx0 + 16 * k, 5 * k), darker(wallColor, 0.2), 'wood'),
    ];
    // The flight of stairs under the rail, from off the card's left down to the floor at the
    // window's jamb, with a baluster on every step.
    const stepW = 14 * k;
    const stepH = stepW * SLOPE;
    // The rail stands a child's height over the treads; the last tread is level with the sill.
    const drop = sill - railAt(wx0);
    const stairColor = mix(p.wood, '#8a5a3a', 0.25);
    /** The flight from `xa` to `xb`: its treads down to the floor, a baluster a step, the rail. */
    const flight = (xa: number, xb: number): Node[] => {
      let steps = `M${n(xa)} ${n(railAt(xa) + drop)}`;
      const balusters: string[] = [];
      for (let x = xa; x < xb - 4 * k; x += stepW) {
        const y = railAt(x) + drop;
        const x2 = Math.min(x + stepW, xb);
        steps += `H${n(x2)}V${n(y + stepH)}`;
        balusters.push(`M${n(x + stepW * 0.5)} ${n(y)}V${n(railAt(x + stepW * 0.5))}`);
      }
      steps += `V0H${n(xa)}Z`;
      return [
        fill(steps, stairColor, 'wood'),
        stroke(balusters.join(''), darker(rail, 0.1), 2.2 * k, 'wood'),
        stroke(`M${n(xa)} ${n(railAt(xa))}L${n(xb)} ${n(railAt(xb))}`, rail, 5 * k, 'wood'),
      ];
    };
    // Near the sitter the flight is the story's; further up it runs off the card, the room's.
    const near = -4 * stepW;
    const farFlight = flight(-18 * stepW, near);
    const nearFlight = flight(near, jamb[0]);
    // The sitter, side-saddle on the rail just above the window's jamb, leaning back.
    const fear = ctx.feeling === 'fear';
    const probe = posed(ctx, { legs: 'sit' });
    const hip = probe.skeleton.hip;
    const sx = -22 * k;
    const sy = railAt(sx) - 4 * k - hip[1] * s;
    const fig = posed(ctx, {
      legs: 'sit',
      lean: fear ? 4 : -14,
      front: fear
        ? { reach: [10, hip[1] + 5], hand: 'fist' }
        : { angle: 160, bend: 10, hand: 'open' },
      back: fear
        ? { reach: [-8, hip[1] - 1], hand: 'fist' }
        : { angle: 145, bend: 20, hand: 'open' },
      turn: 0.35,
      headTilt: fear ? 6 : -8,
      gaze: fear ? [0.9, 0.5] : [0.8, -0.1],
    });
    const a: Actor = { fig, x: sx, y: sy, facing: 1, scale: s };
    const head = actorPoint(a, fig.skeleton.headCentre);
    const hr = fig.headR * s;
    // Speed: three lines streaming back from behind the sitter along the rail.
    const speed = stroke(
      [0, 1, 2]
        .map((i) => {
          const y = railAt(sx) - (14 + i * 12) * k;
          const x = sx - (18 + i * 3) * k;
          return `M${n(x)} ${n(y - 10 * k)}L${n(x - 14 * k)} ${n(y - 17 * k)}`;
        })
        .join(''),
      lighter(p.ink, 0.4),
      1.3 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [...nearFlight, speed, actorNodes(a)];
    const faults: string[] = [];
    // The head must stay on the wall, not over the window (a dark head on a night view is lost).
    if (head[0] + hr > wx0 + 4 * k) faults.push('banister-slide: the head over the window');
    const box: [number, number, number, number] = [-50 * k, wTop - 6 * k, wx1 + 6 * k, 8 * k];
    // The eye goes between the sitter and the window: both must be on the card.
    return staged(facingBox(box, facing), mx([(box[0] + box[2]) / 2, head[1]], facing), {
      wall: mirror([...wall, ...farFlight], facing),
      wallCovers: true,
      behind: mirror(windowNodes, facing),
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      glows: [{ at: mx([(wx0 + wx1) / 2, -120 * k], facing), r: 70 * k, color: p.light }],
      faults,
    });
  },
};
