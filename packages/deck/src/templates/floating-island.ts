import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintCloudBand, paintCumulus } from '../paint/clouds.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { house } from '../shapes/buildings.ts';
import { branchingTree } from '../shapes/tree.ts';
import { type Point, n, path, place, smoothOpen } from '../svg.ts';
import type { Template } from '../template.ts';

export const floatingIsland: Template = {
  id: 'floating-island',
  concepts: ['refuge', 'isolation', 'dream', 'home'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(440, 480);
    const ix = rng.range(170, 230);
    const iy = rng.range(260, 320);
    const w = rng.range(170, 220);
    paintBackdrop(c, {
      horizon,
      light: sideLight(c, ix, horizon),
      crescent: rng.chance(0.4),
      clouds: 2,
    });
    paintLandscape(c, {
      horizon,
      groundY: rng.range(530, 560),
      layers: 3,
      farKind: 'mountains',
      nearAmplitude: 16,
      forest: rng.chance(0.5),
    });
    paintCloudBand(c, horizon - 40, { count: 8, opacity: 0.5, spread: 30 });
    const ink = depthColor(c, 0.9);
    // The rock: a flat top and a jagged cone hanging below.
    const under: Point[] = [];
    const tip = iy + w * rng.range(0.55, 0.8);
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const x = ix + w / 2 - t * w;
      const cone = Math.sin(t * Math.PI);
      under.push([x + rng.gauss() * 4, iy + cone * (tip - iy) * (0.75 + rng.next() * 0.35)]);
    }
    const top = `M${n(ix - w / 2)} ${n(iy)}Q${n(ix)} ${n(iy - 14)} ${n(ix + w / 2)} ${n(iy)}`;
    c.add(
      path(
        `${top}${smoothOpen(under).replace(/^M[^C]*/, 'L' + `${n(ix + w / 2)} ${n(iy)}`)}Z`,
        ink,
      ),
    );
    // Hanging roots and a thread of waterfall.
    const roots: string[] = [];
    for (let i = 0; i < 7; i++) {
      const x = ix + rng.range(-w * 0.3, w * 0.3);
      const y = iy + (tip - iy) * rng.range(0.3, 0.7);
      roots.push(
        `M${n(x)} ${n(y)}q${n(rng.gauss() * 8)} ${n(20)} ${n(rng.gauss() * 6)} ${n(rng.range(30, 60))}`,
      );
    }
    c.add(`<path d="${roots.join('')}" stroke="${ink}" stroke-width="1.4" fill="none"/>`);
    const fallX = ix + rng.range(-w * 0.35, w * 0.35);
    const fall = c.linear(
      [
        [0, c.palette.light, 0.7],
        [1, c.palette.light, 0],
      ],
      0,
      iy,
      0,
      iy + 220,
    );
    c.add(`<path d="M${n(fallX - 3)} ${n(iy)}h6l4 220h-14Z" fill="${fall}"/>`);
    const hx = ix + rng.range(-w * 0.2, w * 0.2);
    c.add(
      place(
        house(rng, rng.range(40, 52), { color: ink, windowColor: c.palette.warm, lit: 0.9 }),
        hx,
        iy - 6,
      ),
    );
    const tx = hx + (hx > ix ? -1 : 1) * rng.range(40, 70);
    c.add(
      place(
        branchingTree(rng, {
          height: rng.range(70, 95),
          color: ink,
          foliage: rng.pick(['leaves', 'blossom'] as const),
          blossomColor: mix(c.palette.glow, '#ffffff', 0.3),
        }),
        tx,
        iy - 6,
      ),
    );
    paintCumulus(c, ix + rng.range(-40, 40), tip + rng.range(-20, 30), rng.range(90, 140));
    c.add(
      flock(rng, 'vee', {
        cx: ix + rng.range(-100, 100),
        cy: iy - rng.range(120, 170),
        radius: 0,
        count: rng.int(5, 9),
        size: 5,
        color: ink,
      }),
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'island', weight: 1 },
        { name: 'house', weight: 0.7 },
        { name: 'tree', weight: 0.5 },
        { name: 'waterfall', weight: 0.3 },
      ],
      setting: 'clouds',
      concepts: ['escape', 'sky'],
      description: {
        en: 'A small island with a house and a tree floats high above the land, trailing roots and a thin waterfall.',
        ja: '家と木のある小さな島が大地の上高くに浮かび、根と細い滝を垂らしている。',
        ru: 'Маленький остров с домиком и деревом парит высоко над землёй, роняя вниз корни и тонкую струйку водопада.',
        pt: 'Uma pequena ilha com uma casa e uma árvore flutua bem acima da terra, deixando pender raízes e uma cascata fina.',
        fi: 'Pieni saari, jolla on talo ja puu, leijuu korkealla maan yllä, ja sen alta roikkuu juuria ja ohut vesiputous.',
      },
    };
  },
};
