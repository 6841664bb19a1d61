import { mix } from '../color.ts';
import { hasMoon } from '../palettes.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { figure } from '../shapes/figure.ts';
import { branchingTree } from '../shapes/tree.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const birdSpiral: Template = {
  id: 'bird-spiral',
  concepts: ['freedom', 'cycle', 'migration', 'vortex'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(420, 460);
    const sx = rng.range(150, 250);
    const sy = rng.range(170, 240);
    paintBackdrop(c, { horizon, light: { x: sx, y: sy, r: rng.range(18, 28) }, clouds: 1 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(500, 540),
      layers: 3,
      farKind: rng.pick(['hills', 'dunes', 'mountains'] as const),
      nearAmplitude: 22,
    });
    const ink = depthColor(c, 0.98);
    c.add(
      flock(rng, 'spiral', {
        cx: sx,
        cy: sy,
        radius: rng.range(120, 170),
        count: rng.int(55, 80),
        size: 8,
        color: mix(ink, c.palette.sky[1], 0.1),
      }),
    );
    const treeX = rng.chance(0.5) ? rng.range(60, 130) : rng.range(270, 340);
    c.add(
      place(
        branchingTree(rng, {
          height: rng.range(110, 150),
          color: ink,
          foliage: rng.pick(['leaves', 'bare'] as const),
          lean: (200 - treeX) / 200,
        }),
        treeX,
        ground.yAt(treeX) + 4,
      ),
    );
    const fx = treeX < 200 ? rng.range(220, 320) : rng.range(80, 180);
    const watcher = figure({
      height: rng.range(26, 34),
      color: ink,
      pose: rng.pick(['stand', 'reach', 'point'] as const),
      facing: fx < sx ? 1 : -1,
      cloak: rng.chance(0.3),
    });
    c.add(place(watcher.markup, fx, ground.yAt(fx) + 3));
    paintVignette(c);
    const moon = hasMoon(c.palette);
    return {
      objects: [
        { name: 'bird', weight: 1 },
        { name: moon ? 'moon' : 'sun', weight: 0.5 },
        { name: 'tree', weight: 0.4 },
        { name: 'person', weight: 0.3 },
      ],
      setting: 'hills',
      concepts: ['flight'],
      description: {
        en: `A great spiral of birds circles the ${moon ? 'moon' : 'sun'} above a lone tree, while a person watches from the hill.`,
        ja: `一本の木の上で、鳥の群れが${moon ? '月' : '太陽'}のまわりに大きならせんを描き、丘の上からだれかがそれを見ている。`,
        ru: `Над одиноким деревом стая птиц кружит огромной спиралью вокруг ${moon ? 'луны' : 'солнца'}, а с холма на это смотрит человек.`,
        pt: `Uma grande espiral de pássaros gira em torno ${moon ? 'da lua' : 'do sol'} acima de uma árvore solitária, e alguém observa do alto da colina.`,
        fi: `Suuri lintuparvi kiertää spiraalina ${moon ? 'kuun' : 'auringon'} ympärillä yksinäisen puun yllä, ja joku katselee sitä mäeltä.`,
      },
    };
  },
};
