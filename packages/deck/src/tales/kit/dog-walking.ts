import { fill, group, type Color, type Node } from '../ir.ts';
import { at, ellipse, rect, type Point } from '../geom.ts';
import { darker, lighter } from './colors.ts';
import { dogHead, type SeatedDogSpec } from './dog-seated.ts';

/** A dog walking on four legs, and the points a staging needs: its head and its harness. */
export interface WalkingDog {
  readonly nodes: Node[];
  readonly headCentre: Point;
  readonly headR: number;
  /** Where a guide dog's harness handle rises from its back. */
  readonly harness: Point;
  readonly height: number;
}

/** A leg hanging from (0, 0), `len` long. */
function leg(len: number, color: Color): Node {
  return fill(rect(-2.7, 0, 5.4, len, 2.6), color, 'skin', 1);
}

/**
 * A dog walking as a dog walks, facing +x with its feet on y = 0: a long body on four legs in
 * mid-stride, the tail up, the head raised on its neck looking ahead, the kit's dog head
 * (kit/animals-more.ts) carrying the feeling. With `harness`, a guide dog's white harness round
 * its chest and shoulders (its handle is drawn by the staging, up to the hand that holds it).
 */
export function walkingDog(s: SeatedDogSpec & { readonly harness?: Color }): WalkingDog {
  const fur = s.fur;
  const shade = darker(fur, 0.16);
  const pale = lighter(fur, 0.62);
  const headR = 11;
  const headCentre: Point = [23, -45];
  // A leg from the hip or shoulder at `top`, swung `deg` degrees (positive: its foot goes back).
  const limb = (top: Point, deg: number, color: Color): Node =>
    group([leg(23, color)], at(top[0], top[1], 1, deg));
  const paw = (x: number, color: Color): Node =>
    fill(ellipse(x + 2, -2.2, 4.4, 2.5), color, 'skin');
  const nodes: Node[] = [
    // The tail up behind, curving forward at the tip.
    fill(`M-20 -30Q-31 -40 -27 -52Q-23 -50 -24 -44Q-24 -36 -15 -33Z`, fur, 'skin'),
    // The far legs, in shade: a hind leg reaching back, a foreleg reaching forward.
    limb([-13, -24], 14, shade),
    paw(-20, shade),
    limb([12, -24], -12, shade),
    paw(15.5, shade),
    // The body, then the neck rising to the head.
    fill(ellipse(-1, -30, 20, 10.5), fur, 'skin'),
    fill(ellipse(16, -37, 6.5, 11, 32), fur, 'skin'),
    fill(ellipse(14, -30, 6, 6.5), pale, 'skin', 0),
    // The near legs: a hind leg under the body, a foreleg stepping back under the chest.
    limb([-11, -24], -8, fur),
    paw(-9.5, fur),
    limb([9, -24], 10, fur),
    paw(3.5, fur),
  ];
  if (s.harness !== undefined) {
    nodes.push(fill(ellipse(6, -31, 3, 10.5, -8), s.harness, 'cloth'));
    nodes.push(fill(ellipse(-1, -39.5, 9, 2.2), s.harness, 'cloth'));
  }
  nodes.push(fill(ellipse(18, -39, 7, 2.6, 35), s.collar, 'cloth'));
  nodes.push(dogHead(s, headCentre, headR));
  return { nodes, headCentre, headR, harness: [2, -40], height: -(headCentre[1] - headR * 1.1) };
}
