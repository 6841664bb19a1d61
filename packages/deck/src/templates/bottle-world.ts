import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintLandscape } from '../paint/landscape.ts';
import { paintOrb } from '../paint/light.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { boat } from '../shapes/boat.ts';
import { lighthouse } from '../shapes/buildings.ts';
import { bottle } from '../shapes/things.ts';
import { branchingTree } from '../shapes/tree.ts';
import { n, path, place, rect } from '../svg.ts';
import type { Template } from '../template.ts';
import { nouns } from '../words/nouns.ts';

const contents = ['boat', 'tree', 'lighthouse', 'moon'] as const;

export const bottleWorld: Template = {
  id: 'bottle-world',
  concepts: ['memory', 'captivity', 'miniature', 'message'],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(420, 460);
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: sideLight(c, 200, waterY),
        crescent: rng.chance(0.5),
      });
      paintLandscape(c, {
        horizon: waterY - 12,
        groundY: waterY,
        layers: 2,
        farAmplitude: 14,
        nearAmplitude: 4,
      });
    });
    // A sand bar in the foreground for the bottle to stand on.
    const sandY = rng.range(520, 540);
    const sand = mix(c.palette.far, c.palette.ink, 0.55);
    c.add(path(`M-10 ${n(sandY + 10)}Q200 ${n(sandY - 26)} 410 ${n(sandY + 6)}V610H-10Z`, sand));
    const bx = rng.range(170, 230);
    const by = sandY - 6;
    const h = rng.range(230, 280);
    const glass = bottle(
      h,
      mix(c.palette.sky[1], c.palette.light, 0.3),
      mix(c.palette.light, c.palette.sky[2], 0.4),
    );
    const subject = rng.pick(contents);
    const clip = c.clip(`<path d="${glass.inside}"/>`);
    const ink = mix(c.palette.ink, c.palette.far, 0.2);
    const innerSky = c.linear(
      [
        [0, c.palette.sky[0]],
        [1, c.palette.sky[2]],
      ],
      0,
      -h,
      0,
      0,
    );
    const sea = mix(c.palette.water, c.palette.ink, 0.3);
    let world =
      rect(-100, -h, 200, h, innerSky, 'opacity=".8"') + rect(-100, -h * 0.22, 200, h * 0.22, sea);
    if (subject === 'boat')
      world += place(
        boat(h * 0.3, ink, true, mix(c.palette.light, c.palette.glow, 0.3)),
        0,
        -h * 0.22,
      );
    if (subject === 'tree')
      world += place(
        branchingTree(rng, { height: h * 0.42, color: ink, foliage: 'leaves' }),
        0,
        -h * 0.2,
      );
    if (subject === 'lighthouse')
      world += place(
        lighthouse(h * 0.07, h * 0.3, { color: ink, windowColor: c.palette.warm }).markup,
        0,
        -h * 0.2,
      );
    const inner = c.capture(() => {
      if (subject === 'moon') paintOrb(c, 0, -h * 0.45, h * 0.1);
    });
    world += inner;
    c.add(place(`${glass.back}<g clip-path="${clip}">${world}</g>${glass.front}`, bx, by));
    paintVignette(c);
    const noun = nouns[subject];
    return {
      objects: [
        { name: 'bottle', weight: 1 },
        { name: subject, weight: 0.8 },
        { name: 'sea', weight: 0.3 },
      ],
      setting: 'shore',
      concepts: noun.concepts.slice(0, 2),
      description: {
        en: `A glass bottle stands on the shore with a tiny world inside: ${noun.en}.`,
        ja: `岸辺にガラスのびんが立っていて、その中には小さな世界がある。${noun.ja}が見える。`,
        ru: `На берегу стоит стеклянная бутылка, а в ней — крошечный мир: ${noun.ru}.`,
        pt: `Uma garrafa de vidro está de pé na praia com um mundo minúsculo lá dentro: ${noun.pt}.`,
        fi: `Rannalla seisoo lasipullo, jonka sisällä on pieni maailma: ${noun.fi}.`,
      },
    };
  },
};
