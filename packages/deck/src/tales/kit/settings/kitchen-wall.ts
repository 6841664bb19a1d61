// What hangs on a kitchen's back wall, in four kinds. A blind review (2026-11-29, -y) listed "the
// kitchen with three hanging bowls" among the backdrops that make a board look like one set: ten
// kitchen cards had the same rail of three pots. Chosen from a stream of its own (a fork), so
// nothing else on the card moves.
import { circle, ellipse, n, rect } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { darker, lighter, mix } from '../colors.ts';

export const kitchenWallKinds = ['pots', 'plates', 'strings', 'clock'] as const;
export type KitchenWallKind = (typeof kitchenWallKinds)[number];

/**
 * The wall's hangings centred at x, hung from y (world coordinates): `potSizes` are the three
 * pots' radii, drawn from the setting's own stream whatever the kind.
 */
export function kitchenWall(
  rng: Rng,
  p: Palette,
  x: number,
  y: number,
  potSizes: readonly number[],
): Node[] {
  const kind = rng.pick(kitchenWallKinds);
  const copper = mix('#b0603a', p.shade, 0.2);
  switch (kind) {
    case 'pots': {
      const out: Node[] = [
        stroke(`M${n(x - 30)} ${n(y)}H${n(x + 30)}`, darker(p.wood, 0.4), 1.4, 'metal'),
      ];
      potSizes.forEach((r, i) => {
        const px = x + (i - 1) * 20;
        out.push(stroke(`M${n(px)} ${n(y)}V${n(y + 7)}`, p.ink, 0.6, 'detail', 0));
        out.push(
          fill(
            `M${n(px - r)} ${n(y + 9)}A${n(r)} ${n(r)} 0 0 0 ${n(px + r)} ${n(y + 9)}Z`,
            copper,
            'metal',
          ),
        );
      });
      return out;
    }
    case 'plates': {
      // A plate rack: a shelf with a rail, plates standing on edge in it.
      const count = rng.int(4, 6);
      const w = count * 11 + 8;
      const base = y + 26;
      const plate = lighter(p.wall, 0.55);
      const rim = rng.pick(p.cloth);
      const out: Node[] = [fill(rect(x - w / 2, base, w, 3), darker(p.wood, 0.1), 'wood')];
      for (let i = 0; i < count; i++) {
        const cx = x - w / 2 + 8 + i * 11;
        const r = rng.range(8, 10);
        out.push(fill(ellipse(cx, base - r, 4, r), plate, 'detail'));
        out.push(fill(ellipse(cx, base - r, 2.4, r * 0.7), rim, 'detail', 0));
      }
      out.push(
        stroke(`M${n(x - w / 2)} ${n(base - 8)}H${n(x + w / 2)}`, darker(p.wood, 0.3), 1.2, 'wood'),
      );
      return out;
    }
    case 'strings': {
      // A string of onions and a bunch of herbs, each from its nail, a ladle between them.
      const onion = mix('#c08a48', p.shade, 0.15);
      const herbs = mix('#5a8a48', p.shade, 0.25);
      const out: Node[] = [];
      const ox = x - 22;
      out.push(stroke(`M${n(ox)} ${n(y)}V${n(y + 46)}`, darker(onion, 0.35), 1, 'detail'));
      for (let i = 0; i < 6; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        const cy = y + 8 + i * 7;
        out.push(fill(circle(ox + side * 3.5, cy, rng.range(3.6, 4.6)), onion, 'detail'));
      }
      const hx = x + 24;
      const bunch: string[] = [];
      for (let i = 0; i < 7; i++) {
        const a = -0.5 + i / 6;
        bunch.push(ellipse(hx + a * 12, y + 18 + Math.abs(a) * 4, 2.2, 9, a * 30));
      }
      out.push(stroke(`M${n(hx)} ${n(y)}V${n(y + 9)}`, p.ink, 0.6, 'detail', 0));
      out.push(fill(bunch.join(''), herbs, 'detail'));
      out.push(fill(rect(hx - 3, y + 7, 6, 4, 1), rng.pick(p.cloth), 'cloth'));
      // The ladle.
      out.push(stroke(`M${n(x)} ${n(y + 2)}V${n(y + 24)}`, darker(copper, 0.1), 1.4, 'metal'));
      out.push(
        fill(`M${n(x - 5)} ${n(y + 24)}A5 5 0 0 0 ${n(x + 5)} ${n(y + 24)}Z`, copper, 'metal'),
      );
      return out;
    }
    case 'clock': {
      // A round wall clock over a calendar's hanging sheet.
      const face = lighter(p.wall, 0.6);
      const cy = y + 10;
      const hour = rng.range(0, Math.PI * 2);
      const out: Node[] = [
        fill(circle(x - 12, cy, 12), darker(p.wood, 0.1), 'wood'),
        fill(circle(x - 12, cy, 9.5), face, 'detail'),
        stroke(
          `M${n(x - 12)} ${n(cy)}l${n(Math.sin(hour) * 5)} ${n(-Math.cos(hour) * 5)}M${n(x - 12)} ${n(cy)}l0 -7.5`,
          p.ink,
          1,
          'detail',
          0,
        ),
      ];
      const cx = x + 20;
      out.push(fill(rect(cx - 9, y + 4, 18, 24, 1), lighter(p.wall, 0.65), 'paper'));
      out.push(fill(rect(cx - 9, y + 4, 18, 6, 1), rng.pick(p.cloth), 'paper', 0));
      const days: string[] = [];
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 4; c++) days.push(rect(cx - 7 + c * 4, y + 13 + r * 4.5, 2.4, 2.4));
      out.push(fill(days.join(''), darker(p.wall, 0.25), 'detail', 0));
      return out;
    }
  }
}
