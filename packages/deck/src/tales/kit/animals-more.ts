import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { circle, ellipse, n, poly, smoothClosed, type Point } from '../geom.ts';
import { face } from './face.ts';
import { darker, lighter, mix } from './colors.ts';
import type { AnimalHeadSpec } from './animals.ts';

/**
 * The species added in session 49 so that the deck's main characters are not eight animals on
 * repeat: an elephant (trunk, big ears), a stag (antlers), a hedgehog (a spiky crown) and a lion
 * (a mane). Each keeps the kit's face (eyes, brows, mouth) so every feeling reads as it does on
 * the older species; the silhouette alone says which animal it is at 160 px. Session 50 added a
 * dog (floppy ears, a big dark nose), reached the same way.
 */
export const moreSpecies = ['elephant', 'deer', 'hedgehog', 'lion', 'dog'] as const;
export type MoreSpecies = (typeof moreSpecies)[number];

function faceOpts(h: AnimalHeadSpec) {
  return { r: h.r, turn: h.turn, gaze: h.gaze, ink: h.ink, skin: h.fur, cheek: '#f08a80' };
}

/** The head of one of the added species, drawn around (0, 0) with radius h.r. */
export function moreHead(kind: MoreSpecies, h: AnimalHeadSpec): Node[] {
  switch (kind) {
    case 'elephant':
      return elephantHead(h);
    case 'deer':
      return deerHead(h);
    case 'hedgehog':
      return hedgehogHead(h);
    case 'lion':
      return lionHead(h);
    case 'dog':
      return dogHead(h);
  }
}

/** Big round ears behind the head, a trunk that hangs and curls to the side it looks to. */
function elephantHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const out: Node[] = [];
  const inner = lighter('#e2a9a9', 0.1);
  for (const side of [-1, 1]) {
    // The ear on the far side of a turned head shrinks and hides behind it.
    const far = side * t < -0.1;
    const k = far ? 1 - 0.45 * Math.abs(t) : 1;
    const x = side * R * (0.92 - (far ? 0.25 * Math.abs(t) : 0)) + t * R * 0.1;
    const ear = smoothClosed([
      [x - side * R * 0.2, -R * 0.7],
      [x + side * R * 0.55 * k, -R * 0.85],
      [x + side * R * 0.8 * k, -R * 0.2],
      [x + side * R * 0.55 * k, R * 0.55],
      [x - side * R * 0.15, R * 0.45],
    ]);
    out.push(fill(ear, h.fur, 'skin'));
    out.push(
      fill(ellipse(x + side * R * 0.32 * k, -R * 0.12, R * 0.3 * k, R * 0.45), inner, 'skin', 0),
    );
  }
  out.push(fill(ellipse(0, -R * 0.02, R * 0.92, R * 0.98), h.fur, 'skin'));
  out.push(...face(h.feeling, { ...faceOpts(h), eyeY: -0.22, mouthY: 0.62, eyeGap: 0.44 }));
  // The trunk: from between the eyes, down past the mouth, the tip curling up to the side the
  // head turns to (to the right when it looks straight on).
  const s = t < -0.05 ? -1 : 1;
  const mx = t * R * 0.5;
  const path = `M${n(mx)} ${n(R * 0.0)}C${n(mx + t * R * 0.2)} ${n(R * 0.6)} ${n(mx + s * R * 0.05)} ${n(R * 1.15)} ${n(mx + s * R * 0.42)} ${n(R * 1.12)}C${n(mx + s * R * 0.62)} ${n(R * 1.1)} ${n(mx + s * R * 0.66)} ${n(R * 0.9)} ${n(mx + s * R * 0.6)} ${n(R * 0.82)}`;
  out.push(stroke(path, darker(h.fur, 0.35), R * 0.4, 'skin'));
  out.push(stroke(path, h.fur, R * 0.3, 'skin', 0));
  // Wrinkles across the trunk.
  for (const y of [0.45, 0.65, 0.85])
    out.push(
      stroke(
        `M${n(mx + t * R * 0.12 - R * 0.1)} ${n(R * y)}L${n(mx + t * R * 0.12 + R * 0.1)} ${n(R * (y + 0.02))}`,
        darker(h.fur, 0.3),
        R * 0.035,
        'face',
        0,
      ),
    );
  // Small tusks beside the trunk's root.
  for (const side of [-1, 1])
    out.push(
      fill(
        `M${n(mx + side * R * 0.2)} ${n(R * 0.42)}Q${n(mx + side * R * 0.28)} ${n(R * 0.7)} ${n(mx + side * R * 0.42)} ${n(R * 0.74)}Q${n(mx + side * R * 0.3)} ${n(R * 0.55)} ${n(mx + side * R * 0.32)} ${n(R * 0.4)}Z`,
        '#f7f1e3',
        'face',
        0.5,
      ),
    );
  return out;
}

/** A stag: a long pale muzzle, leaf ears out to the sides and branching antlers. */
function deerHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const out: Node[] = [];
  const antler = '#8a6a46';
  for (const side of [-1, 1]) {
    const bx = side * R * 0.32 + t * R * 0.15;
    const by = -R * 0.78;
    const tip: Point = [bx + side * R * 0.95, by - R * 1.05];
    const beam = `M${n(bx)} ${n(by)}Q${n(bx + side * R * 0.15)} ${n(by - R * 0.75)} ${n(tip[0])} ${n(tip[1])}`;
    out.push(stroke(beam, antler, R * 0.15, 'skin'));
    // Two tines off the beam, pointing up.
    for (const [u, len] of [
      [0.35, 0.55],
      [0.68, 0.5],
    ] as const) {
      const x = bx + side * R * (0.05 + 0.75 * u * u);
      const y = by - R * 0.95 * u - R * 0.05;
      out.push(
        stroke(
          `M${n(x)} ${n(y)}L${n(x - side * R * 0.08)} ${n(y - R * len)}`,
          antler,
          R * 0.12,
          'skin',
        ),
      );
    }
    const ex = side * R * 0.85 + t * R * 0.1;
    out.push(
      fill(ellipse(ex + side * R * 0.2, -R * 0.55, R * 0.42, R * 0.2, side * -28), h.fur, 'skin'),
    );
    out.push(
      fill(
        ellipse(ex + side * R * 0.22, -R * 0.55, R * 0.26, R * 0.1, side * -28),
        '#f0c8b8',
        'skin',
        0,
      ),
    );
  }
  const snout = t * R * 0.55;
  out.push(
    fill(
      smoothClosed([
        [-R * 0.85, -R * 0.2],
        [-R * 0.6, -R * 0.85],
        [0, -R * 0.95],
        [R * 0.6, -R * 0.85],
        [R * 0.85, -R * 0.2],
        [R * 0.5 + snout * 0.5, R * 0.55],
        [snout, R * 0.95],
        [-R * 0.5 + snout * 0.5, R * 0.55],
      ]),
      h.fur,
      'skin',
    ),
  );
  out.push(fill(ellipse(snout * 0.9, R * 0.6, R * 0.42, R * 0.34), lighter(h.fur, 0.7), 'skin', 0));
  out.push(...face(h.feeling, { ...faceOpts(h), eyeY: -0.2, mouthY: 0.72, eyeGap: 0.4 }));
  out.push(fill(ellipse(snout * 0.95, R * 0.45, R * 0.15, R * 0.1), h.ink, 'face', 0));
  return out;
}

/** A hedgehog: a crown of spikes around a pale pointed face with a black button nose. */
function hedgehogHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const out: Node[] = [];
  const spikes: Point[] = [];
  const count = 15;
  for (let i = 0; i <= count * 2; i++) {
    // From the left cheek over the crown to the right cheek.
    const a = Math.PI * (0.93 + (1.14 * i) / (count * 2));
    const r = i % 2 === 0 ? R * 1.0 : R * 1.55;
    spikes.push([Math.cos(a) * r * 1.05 - t * R * 0.15, Math.sin(a) * r + R * 0.05]);
  }
  spikes.push([R * 0.6, R * 0.5], [-R * 0.6, R * 0.5]);
  const quill = darker(h.fur, 0.2);
  out.push(fill(`M${spikes.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, quill, 'skin'));
  // Light tips on a few quills so the crown reads as spikes, not a dark cloud.
  for (let i = 1; i < count * 2; i += 4) {
    const p = spikes[i];
    if (p)
      out.push(fill(circle(p[0] * 0.97, p[1] * 0.97, R * 0.06), lighter(h.fur, 0.55), 'skin', 0));
  }
  const pale = lighter(h.fur, 0.68);
  const snout = t * R * 0.7;
  out.push(
    fill(
      smoothClosed([
        [-R * 0.82, -R * 0.15],
        [-R * 0.5, -R * 0.7],
        [R * 0.5, -R * 0.7],
        [R * 0.82, -R * 0.15],
        [R * 0.5 + snout * 0.4, R * 0.55],
        [snout, R * 0.9],
        [-R * 0.5 + snout * 0.4, R * 0.55],
      ]),
      pale,
      'skin',
    ),
  );
  for (const side of [-1, 1])
    out.push(fill(circle(side * R * 0.62 + t * R * 0.1, -R * 0.6, R * 0.2), pale, 'skin', 0));
  out.push(
    ...face(h.feeling, { ...faceOpts(h), skin: pale, eyeY: -0.15, mouthY: 0.5, eyeGap: 0.36 }),
  );
  out.push(fill(circle(snout, R * 0.82, R * 0.13), h.ink, 'face', 0));
  return out;
}

/** A lion: a round shaggy mane around a golden face, small round ears, a broad muzzle. */
function lionHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const out: Node[] = [];
  // A warm russet mane, darker than the face and redder, so it never reads as a brown bear's ruff.
  const mane = mix(darker(h.fur, 0.25), '#9a3e1a', 0.45);
  const tufts = 14;
  const ring: Point[] = [];
  for (let i = 0; i < tufts; i++) {
    const a = (i / tufts) * Math.PI * 2;
    ring.push([Math.cos(a) * R * 1.38 - t * R * 0.2, Math.sin(a) * R * 1.32 + R * 0.08]);
  }
  out.push(fill(ellipse(-t * R * 0.2, R * 0.08, R * 1.42, R * 1.36), mane, 'skin'));
  for (const [x, y] of ring) out.push(fill(circle(x, y, R * 0.36), mane, 'skin', 0));
  for (const side of [-1, 1])
    out.push(fill(circle(side * R * 0.7 + t * R * 0.1, -R * 0.72, R * 0.26), h.fur, 'skin'));
  out.push(fill(ellipse(0, 0, R * 0.92, R * 0.95), h.fur, 'skin'));
  const mx = t * R * 0.45;
  out.push(fill(ellipse(mx, R * 0.45, R * 0.46, R * 0.34), lighter(h.fur, 0.6), 'skin', 0));
  out.push(...face(h.feeling, { ...faceOpts(h), eyeY: -0.12, mouthY: 0.6, eyeGap: 0.4 }));
  out.push(
    fill(
      `M${n(mx - R * 0.17)} ${n(R * 0.24)}L${n(mx + R * 0.17)} ${n(R * 0.24)}L${n(mx)} ${n(R * 0.4)}Z`,
      '#8a4a3a',
      'face',
      0,
    ),
  );
  return out;
}

/**
 * A dog (added in session 50): long floppy ears hanging down both cheeks, darker than the face, a
 * pale muzzle under a big dark nose. The hanging ears are what no other head of the kit has (the
 * fox, wolf and cat prick theirs up, the bear's are round buttons, the rabbit's stand tall), so
 * the head reads as a dog at 160 px in every fur.
 */
function dogHead(h: AnimalHeadSpec): Node[] {
  const R = h.r;
  const t = h.turn;
  const out: Node[] = [];
  const ear = darker(h.fur, 0.38);
  out.push(fill(ellipse(0, -R * 0.02, R * 0.95, R * 0.9), h.fur, 'skin'));
  const mx = t * R * 0.5;
  const pale = lighter(h.fur, 0.62);
  // The muzzle sticks out a little below the round of the head, as a dog's does.
  out.push(fill(ellipse(mx, R * 0.5, R * 0.5, R * 0.38), pale, 'skin', 0));
  out.push(...face(h.feeling, { ...faceOpts(h), eyeY: -0.2, mouthY: 0.7, eyeGap: 0.4 }));
  out.push(
    fill(
      smoothClosed([
        [mx - R * 0.2, R * 0.24],
        [mx + R * 0.2, R * 0.24],
        [mx + R * 0.08, R * 0.44],
        [mx - R * 0.08, R * 0.44],
      ]),
      h.ink,
      'face',
      0,
    ),
  );
  for (const side of [-1, 1]) {
    // The ear on the far side of a turned head tucks behind the cheek and shows less.
    const far = side * t < -0.1;
    const k = far ? 1 - 0.5 * Math.abs(t) : 1;
    const x = side * R * (0.78 - (far ? 0.2 * Math.abs(t) : 0)) + t * R * 0.1;
    out.push(
      fill(
        smoothClosed([
          [x - side * R * 0.2, -R * 0.82],
          [x + side * R * 0.3 * k, -R * 0.7],
          [x + side * R * 0.42 * k, R * 0.05],
          [x + side * R * 0.28 * k, R * 0.55],
          [x + side * R * 0.02, R * 0.5],
          [x - side * R * 0.12, -R * 0.2],
        ]),
        ear,
        'skin',
      ),
    );
  }
  return out;
}

/** The tails of the added species (behind the hips), or null for none. */
export function moreTail(kind: MoreSpecies, base: Point, fur: Color, r: number): Node | null {
  const [x, y] = base;
  switch (kind) {
    case 'elephant':
    case 'lion': {
      const tip: Point = kind === 'lion' ? [x - r * 2.1, y - r * 0.9] : [x - r * 1.0, y + r * 1.1];
      return group([
        stroke(
          `M${n(x)} ${n(y)}Q${n(x - r * 1.2)} ${n(y + r * 0.9)} ${n(tip[0])} ${n(tip[1])}`,
          fur,
          r * 0.12,
          'skin',
        ),
        fill(
          circle(tip[0], tip[1], r * (kind === 'lion' ? 0.28 : 0.16)),
          darker(fur, 0.42),
          'skin',
        ),
      ]);
    }
    case 'deer':
      return fill(
        ellipse(x - r * 0.15, y - r * 0.1, r * 0.22, r * 0.32, -30),
        lighter(fur, 0.6),
        'skin',
      );
    case 'hedgehog':
      return null;
    case 'dog':
      // Up and wagging, curled at the tip.
      return stroke(
        `M${n(x)} ${n(y)}C${n(x - r * 0.9)} ${n(y - r * 0.2)} ${n(x - r * 1.3)} ${n(y - r * 1.2)} ${n(x - r * 0.9)} ${n(y - r * 1.6)}`,
        fur,
        r * 0.26,
        'skin',
      );
  }
}

/**
 * A hedgehog's quills down its back, along the spine from the hips to the neck whatever the pose
 * (a lying or curled figure keeps them on its back), pointing away from the side it faces (+x).
 */
export function backQuills(hip: Point, neck: Point, fur: Color, r: number): Node {
  const v: Point = [neck[0] - hip[0], neck[1] - hip[1]];
  const len = Math.hypot(v[0], v[1]) || 1;
  // The normal on the back's side: the one pointing to -x (for an upright figure, left).
  let nx = -v[1] / len;
  let ny = v[0] / len;
  if (nx > 0) [nx, ny] = [-nx, -ny];
  const count = 6;
  const pts: Point[] = [];
  for (let i = 0; i <= count * 2; i++) {
    const u = 0.05 + (0.9 * i) / (count * 2);
    const bx = hip[0] + v[0] * u;
    const by = hip[1] + v[1] * u;
    const out = i % 2 === 0 ? -r * 0.1 : r * 0.75;
    // Each quill leans towards the hips, as a hedgehog's lie.
    const lean = i % 2 === 0 ? 0 : -0.18;
    pts.push([bx + nx * out + v[0] * lean * (r / len), by + ny * out + v[1] * lean * (r / len)]);
  }
  return fill(poly(pts), darker(fur, 0.2), 'skin');
}
