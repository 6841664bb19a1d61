import { fill, group, type Color, type Node } from '../ir.ts';
import { at, circle, ellipse, n, rect, type Point } from '../geom.ts';
import { animalHead } from './animals.ts';
import { darker, lighter } from './colors.ts';
import type { Feeling } from './face.ts';

/** How a dog on four legs is drawn: its coat, its feeling, where it looks. */
export interface SeatedDogSpec {
  readonly fur: Color;
  readonly collar: Color;
  readonly feeling: Feeling;
  /** Head turn, -1 … 1 (1: in profile towards +x, where it faces). */
  readonly turn: number;
  readonly gaze: Point;
  readonly ink: Color;
  /** The head's tilt in degrees (negative: chin up, watching far off). */
  readonly headTilt?: number;
}

/** A dog drawn on four legs, and the points a staging needs to put things on it. */
export interface SeatedDog {
  readonly nodes: Node[];
  readonly headCentre: Point;
  readonly headR: number;
  /** The top of its back and haunch, from the tail up to the neck (snow lies there). */
  readonly back: readonly Point[];
  readonly height: number;
}

/**
 * A dog sitting as a dog sits, facing +x with its feet on y = 0: the haunch folded under it, the
 * front legs straight, the tail laid on the ground behind, a collar, and the kit's dog head
 * (kit/animals-more.ts) so its face carries the feeling as every other character's does. The
 * kit's animals stand on two legs like people; a waiting dog sits on four, and its patience is
 * in that shape.
 */
export function seatedDog(s: SeatedDogSpec): SeatedDog {
  const fur = s.fur;
  const shade = darker(fur, 0.14);
  const pale = lighter(fur, 0.62);
  const headR = 11;
  const headCentre: Point = [9, -49];
  const nodes: Node[] = [
    // The tail laid along the ground behind, its tip curling up.
    fill(`M-13 -7Q-25 -5 -30 -12Q-34 -9 -31 -5Q-26 0 -13 -1Z`, fur, 'skin'),
    // The far front leg, in shade.
    fill(rect(9.5, -27, 5.5, 26, 2.5), shade, 'skin'),
    fill(ellipse(13.5, -2.2, 4.6, 2.6), shade, 'skin'),
    // The chest, sitting up, leaning a little forward.
    fill(ellipse(0, -27, 10.5, 18, 18), fur, 'skin'),
    fill(ellipse(6.5, -31, 4.5, 10, 18), pale, 'skin', 0),
    // The haunch folded under the body, and its hind paw.
    fill(ellipse(-8, -13, 13, 12.5), fur, 'skin'),
    fill(ellipse(-1, -2.8, 7.5, 3.2), shade, 'skin'),
    // The near front leg.
    fill(rect(4, -27, 5.8, 26.5, 2.5), fur, 'skin'),
    fill(ellipse(8, -2.2, 4.8, 2.7), fur, 'skin'),
    // The collar round the neck, with a round tag.
    fill(ellipse(7, -40, 8.5, 3, 14), s.collar, 'cloth'),
    fill(circle(11, -36.5, 2), '#e0b84a', 'metal'),
  ];
  nodes.push(dogHead(s, headCentre, headR));
  const back: Point[] = [
    [-19, -14],
    [-15, -22],
    [-9, -32],
    [-4, -40],
  ];
  return { nodes, headCentre, headR, back, height: -(headCentre[1] - headR * 1.1) };
}

/** The kit's dog head for a dog on four legs, centred on `centre` and tilted as `s` says. */
export function dogHead(s: SeatedDogSpec, centre: Point, r: number): Node {
  const head = animalHead('dog', {
    r,
    fur: s.fur,
    feeling: s.feeling,
    turn: s.turn,
    gaze: s.gaze,
    ink: s.ink,
    hat: 'none',
    hatColor: s.fur,
  });
  return group([...head.back, ...head.front], at(centre[0], centre[1], 1, s.headTilt ?? 0));
}

/** Snow lying on a back: a white crest along `pts`, `w` thick, heaped in the middle. */
export function snowOn(pts: readonly Point[], w: number, snow: Color): Node {
  const top = pts.map(([x, y], i): Point => {
    const mid = 1 - Math.abs((2 * i) / Math.max(1, pts.length - 1) - 1);
    return [x - w * (0.4 + 0.6 * mid) * 0.6, y - w * (0.4 + 0.6 * mid)];
  });
  const outline = [...top, ...[...pts].reverse()];
  const [first, ...rest] = outline;
  if (first === undefined) return group([]);
  const d = `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}Z`;
  return fill(d, snow, 'detail');
}
