import { mix } from '../color.ts';
import { paintBackdrop, sideLight } from '../paint/backdrop.ts';
import { paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { house, lighthouse } from '../shapes/buildings.ts';
import { turtle } from '../shapes/sea-life.ts';
import { branchingTree } from '../shapes/tree.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const turtleIsland: Template = {
  id: 'turtle-island',
  concepts: ['patience', 'home', 'journey', 'slowness'],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(380, 420);
    const ink = mix(c.palette.ink, c.palette.far, 0.15);
    const tx = rng.range(170, 230);
    const length = rng.range(260, 320);
    const ty = waterY + length * 0.03;
    const facing = rng.chance(0.5) ? 1 : -1;
    const shellTop = ty - length * 0.2;
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: sideLight(c, tx, waterY),
        crescent: rng.chance(0.5),
      });
      paintLandscape(c, {
        horizon: waterY - 10,
        groundY: waterY,
        layers: 2,
        farAmplitude: 10,
        nearAmplitude: 3,
      });
      c.add(place(`<g transform="scale(${String(facing)} 1)">${turtle(length, ink)}</g>`, tx, ty));
      c.add(
        place(
          branchingTree(rng, { height: length * 0.42, color: ink, foliage: 'leaves' }),
          tx - facing * length * 0.06,
          shellTop + 6,
        ),
      );
      c.add(
        place(
          house(rng, length * 0.11, { color: ink, windowColor: c.palette.warm, lit: 1 }),
          tx + facing * length * 0.14,
          shellTop + length * 0.03,
        ),
      );
      if (rng.chance(0.5))
        c.add(
          place(
            lighthouse(length * 0.04, length * 0.16, { color: ink, windowColor: c.palette.warm })
              .markup,
            tx - facing * length * 0.22,
            shellTop + length * 0.07,
          ),
        );
    });
    // The flippers under water, seen dimly.
    paintVignette(c);
    return {
      objects: [
        { name: 'turtle', weight: 1 },
        { name: 'island', weight: 0.7 },
        { name: 'house', weight: 0.5 },
        { name: 'tree', weight: 0.5 },
      ],
      setting: 'sea',
      concepts: ['island'],
      description: {
        en: 'A giant sea turtle swims across the calm sea carrying a small island with a house and a tree on its shell.',
        ja: '巨大なウミガメが、家と木のある小さな島を甲羅にのせて、静かな海を泳いでいる。',
        ru: 'Огромная морская черепаха плывёт по спокойному морю, неся на панцире островок с домиком и деревом.',
        pt: 'Uma tartaruga marinha gigante atravessa o mar calmo levando na carapaça uma pequena ilha com uma casa e uma árvore.',
        fi: 'Jättimäinen merikilpikonna ui tyynellä merellä kantaen kilvellään pientä saarta, jolla on talo ja puu.',
      },
    };
  },
};
