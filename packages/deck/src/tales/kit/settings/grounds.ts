import type { Rng } from '../../../random.ts';
import { at, circle, ellipse, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import { darker, lighter, mix } from '../colors.ts';

/**
 * The ground of a place seen from straight above, filling the whole 400×600 card: no sky, no
 * horizon. Each place is drawn as the surface it is (boards and a rug, tiles, grass with
 * flowers, sand with the sea's edge, snow, roof tiles, cobbles, a spiral staircase's steps, the
 * clouds with the fields far below), so the card reads as a view from above at a glance.
 */
export function groundFromAbove(place: string, p: Palette, rng: Rng, water: boolean): Node[] {
  if (water) return waterSurface(p, rng, place);
  switch (place) {
    case 'bedroom':
    case 'attic':
    case 'library':
    case 'theatre':
      return boards(p, rng, place);
    case 'kitchen':
      return tiles(p, rng);
    case 'stairwell':
      return spiralStairs(p, rng);
    case 'train':
      return rails(p, rng);
    case 'meadow':
      return grass(p, rng, true);
    case 'forest':
      return forestFloor(p, rng);
    case 'shore':
      return shoreline(p, rng);
    case 'desert':
      return dunes(p, rng);
    case 'snowfield':
    case 'icefield':
      return snow(p, rng, place === 'icefield');
    case 'street':
      return cobbles(p, rng);
    case 'rooftop':
      return roofTiles(p, rng);
    case 'underwater':
      return seabed(p, rng);
    case 'clouds':
      return cloudsFromAbove(p, rng);
    default:
      return grass(p, rng, false);
  }
}

const card = rect(0, 0, 400, 600);

function boards(p: Palette, rng: Rng, place: string): Node[] {
  const wood = mix(p.floor, p.wood, 0.4);
  const out: Node[] = [fill(card, wood, 'floor')];
  const w = 44;
  for (let x = 0; x < 400; x += w) {
    out.push(stroke(`M${String(x)} 0V600`, darker(wood, 0.3), 1.6, 'floor', 0));
    let y = -rng.range(0, 200);
    while (y < 600) {
      y += rng.range(140, 260);
      out.push(
        stroke(`M${String(x)} ${String(y)}h${String(w)}`, darker(wood, 0.25), 1.2, 'floor', 0),
      );
    }
    if (rng.chance(0.5))
      out.push(fill(rect(x + 2, 0, w - 4, 600), lighter(wood, 0.06), 'floor', 0));
  }
  // A rug (a room) or the stage's spotlight (a theatre) in the middle of the card.
  if (place === 'theatre') {
    out.push(fill(ellipse(200, 320, 170, 150), lighter(p.light, 0.2), 'glow', 0));
    out.push({ ...fill(ellipse(200, 320, 170, 150), p.light, 'glow', 0), opacity: 0.35 });
  } else {
    const rug = rng.pick(p.cloth);
    if (rng.chance(0.5)) {
      out.push(fill(ellipse(200, 330, 170, 190), darker(rug, 0.15), 'cloth', 0));
      out.push(fill(ellipse(200, 330, 150, 170), rug, 'cloth', 0));
      out.push(stroke(ellipse(200, 330, 125, 145), lighter(rug, 0.35), 4, 'cloth', 0));
    } else {
      out.push(fill(rect(40, 130, 320, 400, 4), darker(rug, 0.15), 'cloth', 0));
      out.push(fill(rect(52, 142, 296, 376, 2), rug, 'cloth', 0));
      out.push(stroke(rect(76, 166, 248, 328), lighter(rug, 0.35), 4, 'cloth', 0));
      for (let y = 134; y < 530; y += 10) {
        out.push(stroke(`M40 ${String(y)}h-8`, lighter(rug, 0.3), 2, 'cloth', 0));
        out.push(stroke(`M360 ${String(y)}h8`, lighter(rug, 0.3), 2, 'cloth', 0));
      }
    }
  }
  if (place === 'library') {
    // Books left open and piled on the floor.
    for (let i = 0; i < 5; i++) {
      const x = rng.pick([40, 70, 330, 360]);
      const y = rng.range(40, 560);
      out.push(
        group(
          [
            fill(rect(-22, -15, 44, 30, 2), rng.pick(p.cloth), 'paper'),
            fill(rect(-19, -13, 18, 26), lighter(p.paper, 0.3), 'paper', 0),
            fill(rect(1, -13, 18, 26), lighter(p.paper, 0.3), 'paper', 0),
          ],
          at(x, y, 1, rng.range(-40, 40)),
        ),
      );
    }
  }
  if (place === 'bedroom') {
    // The foot of a bed at a corner.
    const side = rng.chance(0.5) ? 0 : 260;
    out.push(fill(rect(side, -10, 140, 150, 6), p.wood, 'wood'));
    out.push(fill(rect(side + 8, -10, 124, 140, 10), lighter(rng.pick(p.cloth), 0.3), 'cloth'));
  }
  return out;
}

function tiles(p: Palette, rng: Rng): Node[] {
  const a = lighter(p.floor, 0.55);
  const b = darker(p.floor, 0.05);
  const out: Node[] = [fill(card, a, 'floor')];
  const s = 50;
  const chess = rng.chance(0.7);
  for (let y = 0; y < 600; y += s)
    for (let x = 0; x < 400; x += s) {
      if (chess && (x / s + y / s) % 2 === 0) out.push(fill(rect(x, y, s, s), b, 'floor', 0));
      if (!chess) out.push(stroke(rect(x, y, s, s), b, 2, 'floor', 0));
    }
  // The corner of a table with its cloth.
  out.push(fill(rect(-20, 470, 170, 150, 6), lighter(p.paper, 0.25), 'cloth'));
  out.push(stroke(rect(-8, 482, 146, 126), rng.pick(p.cloth), 5, 'cloth', 0));
  return out;
}

/** A spiral staircase from above: wedge steps around a dark well, turning into the card. */
function spiralStairs(p: Palette, rng: Rng): Node[] {
  const stone = lighter(p.wall, 0.25);
  const out: Node[] = [fill(card, darker(p.wall, 0.5), 'wall')];
  const c: Point = [200, 300];
  const steps = 22;
  const turn = rng.range(0, 360);
  for (let i = 0; i < steps; i++) {
    const a0 = ((turn + (i * 360) / 16) * Math.PI) / 180;
    const a1 = ((turn + ((i + 1) * 360) / 16) * Math.PI) / 180;
    const r0 = 70 + i * 1.5;
    const r1 = 430;
    const shade = 0.5 - i / (steps * 2.2);
    out.push(
      fill(
        poly([
          [c[0] + Math.cos(a0) * r0, c[1] + Math.sin(a0) * r0],
          [c[0] + Math.cos(a0) * r1, c[1] + Math.sin(a0) * r1],
          [c[0] + Math.cos(a1) * r1, c[1] + Math.sin(a1) * r1],
          [c[0] + Math.cos(a1) * r0, c[1] + Math.sin(a1) * r0],
        ]),
        darker(stone, Math.max(0, shade)),
        'stone',
        0,
      ),
    );
    out.push(
      stroke(
        `M${String(c[0] + Math.cos(a0) * r0)} ${String(c[1] + Math.sin(a0) * r0)}L${String(c[0] + Math.cos(a0) * r1)} ${String(c[1] + Math.sin(a0) * r1)}`,
        darker(stone, 0.55),
        2,
        'stone',
        0,
      ),
    );
  }
  out.push(fill(circle(c[0], c[1], 70), darker(p.wall, 0.75), 'shadow', 0));
  out.push(stroke(circle(c[0], c[1], 72), p.wood, 6, 'wood', 0));
  return out;
}

function rails(p: Palette, rng: Rng): Node[] {
  const out: Node[] = [...grass(p, rng, false)];
  // The train's roof runs down the card; the sleepers and rails beside it.
  out.push(fill(rect(250, 0, 120, 600), darker(p.ground, 0.25), 'stone', 0));
  for (let y = 0; y < 600; y += 24) out.push(fill(rect(255, y, 110, 9), p.wood, 'wood', 0));
  out.push(stroke('M275 0V600', '#8a8a92', 4, 'metal', 0));
  out.push(stroke('M345 0V600', '#8a8a92', 4, 'metal', 0));
  out.push(fill(rect(60, -10, 170, 620, 18), darker(p.accent, 0.1), 'metal'));
  for (let y = 40; y < 600; y += 150)
    out.push(fill(rect(90, y, 110, 60, 6), darker(p.accent, 0.3), 'metal', 0));
  return out;
}

function grass(p: Palette, rng: Rng, flowers: boolean): Node[] {
  const g = mix(p.ground, '#6f9a4a', p.night ? 0.2 : 0.45);
  const out: Node[] = [fill(card, g, 'plant')];
  for (let i = 0; i < 14; i++)
    out.push({
      ...fill(
        ellipse(rng.range(0, 400), rng.range(0, 600), rng.range(40, 90), rng.range(30, 70)),
        lighter(g, 0.1),
        'plant',
        0,
      ),
      opacity: 0.6,
    });
  for (let i = 0; i < 120; i++) {
    const x = rng.range(0, 400);
    const y = rng.range(0, 600);
    out.push(
      stroke(
        `M${String(x)} ${String(y)}l${String(rng.range(-4, 4))} -7M${String(x + 3)} ${String(y)}l${String(rng.range(-3, 5))} -6`,
        darker(g, 0.25),
        1.4,
        'plant',
        0,
      ),
    );
  }
  if (flowers) {
    const petals = [lighter(p.accent, 0.2), '#f4efe0', '#e8c64a', lighter(p.accent, 0.5)];
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, 400);
      const y = rng.range(0, 600);
      const c = rng.pick(petals);
      const r = rng.range(2.5, 4.5);
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2;
        out.push(fill(circle(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.7), c, 'plant', 0));
      }
      out.push(fill(circle(x, y, r * 0.5), '#e0a030', 'plant', 0));
    }
  }
  return out;
}

function forestFloor(p: Palette, rng: Rng): Node[] {
  const out = grass(p, rng, false);
  const leaves = [p.accent, '#c8782a', '#d9a441', '#8a4a2a'];
  for (let i = 0; i < 70; i++)
    out.push(
      group(
        [fill(ellipse(0, 0, 5, 2.6), rng.pick(leaves), 'plant', 0)],
        at(rng.range(0, 400), rng.range(0, 600), 1, rng.range(0, 180)),
      ),
    );
  // Tree crowns from above at the card's edges, each with its shadow.
  const crown = darker(mix(p.ground, '#3f6a3a', 0.5), 0.15);
  const spots: Point[] = [
    [-20, 40],
    [410, 120],
    [-30, 430],
    [420, 520],
    [210, -60],
    [180, 650],
  ];
  for (const [x, y] of spots) {
    const r = rng.range(70, 100);
    out.push({ ...fill(circle(x + 26, y + 30, r), darker(crown, 0.5), 'shadow', 0), opacity: 0.5 });
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2;
      out.push(
        fill(
          circle(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55, r * 0.5),
          crown,
          'plant',
          0,
        ),
      );
    }
    out.push(fill(circle(x - r * 0.15, y - r * 0.15, r * 0.55), lighter(crown, 0.15), 'plant', 0));
  }
  return out;
}

function shoreline(p: Palette, rng: Rng): Node[] {
  const sand = mix(p.ground, '#e3cf9a', 0.55);
  const sea = mix(p.water, '#4a8aa8', 0.3);
  const out: Node[] = [fill(card, sand, 'floor')];
  const edge: Point[] = [];
  for (let y = -10; y <= 610; y += 30)
    edge.push([300 + Math.sin(y / 60) * 26 + rng.range(-6, 6), y]);
  out.push(fill(poly([...edge, [420, 610], [420, -10]]), sea, 'water'));
  out.push(stroke(poly(edge, false), '#f6f2e6', 6, 'water', 0));
  out.push(
    stroke(
      poly(
        edge.map(([x, y]) => [x + 16, y] as Point),
        false,
      ),
      lighter(sea, 0.35),
      2.5,
      'water',
      0,
    ),
  );
  for (let i = 0; i < 16; i++) {
    const x = rng.range(20, 260);
    const y = rng.range(0, 600);
    out.push(fill(ellipse(x, y, 4, 3), rng.pick(['#f4e6d8', '#e8b8a0', '#d9c8b0']), 'detail', 0));
  }
  return out;
}

function dunes(p: Palette, rng: Rng): Node[] {
  const sand = mix(p.ground, '#e0b878', 0.55);
  const out: Node[] = [fill(card, sand, 'floor')];
  for (let y = -20; y < 640; y += rng.range(14, 22)) {
    const d = `M-10 ${String(y)}Q100 ${String(y - 12)} 200 ${String(y + rng.range(-4, 4))}T410 ${String(y - 6)}`;
    out.push(stroke(d, darker(sand, 0.14), 1.6, 'floor', 0));
  }
  return out;
}

function snow(p: Palette, rng: Rng, ice: boolean): Node[] {
  const white = lighter(p.ground, 0.75);
  const out: Node[] = [fill(card, ice ? mix(white, '#9ac8dc', 0.35) : white, 'floor')];
  for (let i = 0; i < 10; i++)
    out.push({
      ...fill(
        ellipse(rng.range(0, 400), rng.range(0, 600), rng.range(50, 110), rng.range(20, 50)),
        mix(white, p.shade, 0.12),
        'floor',
        0,
      ),
      opacity: 0.5,
    });
  if (ice) {
    for (let i = 0; i < 9; i++) {
      let q: Point = [rng.range(0, 400), rng.range(0, 600)];
      const pts: Point[] = [q];
      for (let k = 0; k < 6; k++) {
        q = [q[0] + rng.range(-50, 50), q[1] + rng.range(-50, 50)];
        pts.push(q);
      }
      out.push(stroke(poly(pts, false), darker(mix(white, '#7ab0c8', 0.5), 0.2), 1.5, 'floor', 0));
    }
  }
  for (let i = 0; i < 50; i++)
    out.push(
      fill(circle(rng.range(0, 400), rng.range(0, 600), rng.range(0.8, 1.8)), '#ffffff', 'glow', 0),
    );
  return out;
}

function cobbles(p: Palette, rng: Rng): Node[] {
  const stone = mix(p.ground, '#9a9098', 0.4);
  const out: Node[] = [fill(card, darker(stone, 0.35), 'stone')];
  for (let y = 0; y < 600; y += 26)
    for (let x = (y / 26) % 2 === 0 ? 0 : -17; x < 400; x += 34)
      out.push(
        fill(
          rect(x + 2, y + 2, 30, 22, 8),
          rng.chance(0.2) ? lighter(stone, 0.08) : stone,
          'stone',
          0,
        ),
      );
  // A kerb and the pavement along one side, a drain, a lamp's foot.
  out.push(fill(rect(330, 0, 80, 600), lighter(stone, 0.25), 'stone', 0));
  out.push(stroke('M330 0V600', darker(stone, 0.4), 4, 'stone', 0));
  out.push(fill(circle(370, 110, 12), '#3a3a40', 'metal'));
  out.push(fill(rect(60, 520, 40, 26, 3), '#3a3a40', 'metal', 0));
  return out;
}

function roofTiles(p: Palette, rng: Rng): Node[] {
  const tile = mix(p.accent, '#b0553a', 0.5);
  const out: Node[] = [fill(card, darker(tile, 0.25), 'stone')];
  for (let y = -10; y < 610; y += 22)
    for (let x = (y / 22) % 2 === 0 ? -10 : -30; x < 410; x += 40)
      out.push(
        fill(
          `M${String(x)} ${String(y)}h40v12a20 12 0 0 1 -40 0Z`,
          rng.chance(0.15) ? darker(tile, 0.1) : tile,
          'stone',
          0,
        ),
      );
  // The ridge and a chimney.
  out.push(fill(rect(-10, 0, 26, 600), darker(tile, 0.4), 'stone', 0));
  out.push(fill(rect(300, 60, 60, 50, 3), mix(p.wall, '#8a4a3a', 0.5), 'stone'));
  out.push(fill(rect(308, 68, 44, 34, 2), '#2a2028', 'shadow', 0));
  return out;
}

function seabed(p: Palette, rng: Rng): Node[] {
  const sand = mix(p.ground, '#c8b890', 0.35);
  const out: Node[] = [fill(card, sand, 'floor')];
  for (let y = 0; y < 620; y += 18)
    out.push(
      stroke(
        `M-10 ${String(y)}Q100 ${String(y + 8)} 200 ${String(y)}T410 ${String(y)}`,
        darker(sand, 0.12),
        1.6,
        'floor',
        0,
      ),
    );
  for (let i = 0; i < 7; i++) {
    const x = rng.pick([rng.range(0, 80), rng.range(320, 400)]);
    const y = rng.range(0, 600);
    for (let k = 0; k < 5; k++)
      out.push(
        fill(ellipse(x + rng.range(-14, 14), y + rng.range(-14, 14), 14, 5), '#3f7a5a', 'plant', 0),
      );
  }
  // Caustic light wandering on the sand.
  for (let i = 0; i < 24; i++)
    out.push({
      ...stroke(
        ellipse(rng.range(0, 400), rng.range(0, 600), rng.range(20, 40), rng.range(12, 24)),
        lighter(p.light, 0.4),
        2,
        'glow',
        0,
      ),
      opacity: 0.35,
    });
  return out;
}

function cloudsFromAbove(p: Palette, rng: Rng): Node[] {
  // Far below: fields in a patchwork, a river; near: the tops of clouds.
  const out: Node[] = [fill(card, mix(p.ground, '#7a9a5a', 0.4), 'plant')];
  for (let i = 0; i < 26; i++)
    out.push(
      fill(
        rect(rng.range(-40, 380), rng.range(-40, 580), rng.range(40, 110), rng.range(30, 90)),
        rng.pick([
          lighter(p.ground, 0.2),
          mix(p.ground, '#c8b060', 0.4),
          mix(p.ground, '#5a8a4a', 0.4),
        ]),
        'plant',
        0,
      ),
    );
  out.push(
    stroke(
      'M-10 80C120 160 40 300 200 340S300 520 410 560',
      mix(p.water, '#7ab0c8', 0.4),
      9,
      'water',
      0,
    ),
  );
  const white = lighter(p.sky[1], 0.8);
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, 400);
    const y = rng.range(0, 600);
    for (let k = 0; k < 6; k++)
      out.push(
        fill(
          circle(x + rng.range(-50, 50), y + rng.range(-26, 26), rng.range(22, 40)),
          white,
          'floor',
          0,
        ),
      );
  }
  return out;
}

/** Water seen from above, ripples and a few weeds or lily pads at the edges. */
function waterSurface(p: Palette, rng: Rng, place: string): Node[] {
  const w = darker(mix(mix(p.water, '#1f5a78', 0.5), p.ink, 0.25), 0.2);
  const out: Node[] = [fill(card, w, 'water')];
  for (let i = 0; i < 14; i++)
    out.push({
      ...fill(
        ellipse(rng.range(0, 400), rng.range(0, 600), rng.range(60, 120), rng.range(20, 40)),
        lighter(w, 0.1),
        'water',
        0,
      ),
      opacity: 0.6,
    });
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, 400);
    const y = rng.range(0, 600);
    out.push(
      stroke(`M${String(x)} ${String(y)}q10 -4 20 0t20 0`, lighter(w, 0.35), 1.5, 'water', 0),
    );
  }
  if (place === 'meadow' || place === 'forest') {
    // The meadow's pond: grassy banks at two corners, lily pads.
    out.push(fill('M-10 -10H180Q120 60 60 70T-10 170Z', mix(p.ground, '#6f9a4a', 0.45), 'plant'));
    out.push(
      fill('M410 610H230Q300 540 350 520T410 430Z', mix(p.ground, '#6f9a4a', 0.45), 'plant'),
    );
    for (let i = 0; i < 7; i++) {
      const x = rng.range(20, 380);
      const y = rng.range(20, 580);
      out.push(fill(`M${String(x)} ${String(y)}l12 -3a13 13 0 1 1 -3 -9Z`, '#4f8a4a', 'plant', 0));
    }
  }
  return out;
}
