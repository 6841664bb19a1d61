import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { standFigure } from '../paint/stand.ts';
import { skyLantern } from '../shapes/lanterns.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const skyLanterns: Template = {
  id: 'sky-lanterns',
  concepts: ['hope', 'wish', 'memory', 'celebration'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'storm-slate',
  ],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(420, 460);
    const count = rng.int(14, 26);
    const halo = c.softBlob(c.palette.warm, 0.35);
    const lanterns: string[] = [];
    const cx = rng.range(150, 250);
    for (let i = 0; i < count; i++) {
      const t = Math.pow(rng.next(), 0.8);
      const y = waterY - 30 - t * (waterY - 80);
      const x = cx + rng.gauss() * (40 + t * 90);
      lanterns.push(place(skyLantern(14 - t * 9, c.palette.warm, halo), x, y));
    }
    withMirror(c, waterY, undefined, () => {
      paintBackdrop(c, { horizon: waterY, clouds: 1 });
      paintLandscape(c, {
        horizon: waterY - 20,
        groundY: waterY,
        layers: 2,
        farAmplitude: 26,
        nearAmplitude: 5,
        forest: rng.chance(0.5),
      });
      c.add(lanterns.join(''));
    });
    const shore = paintLandscape(c, {
      horizon: rng.range(520, 545),
      groundY: rng.range(540, 560),
      layers: 1,
      nearKind: 'plain',
      nearAmplitude: 10,
    });
    const ink = depthColor(c, 1);
    const people = rng.int(1, 3);
    for (let i = 0; i < people; i++) {
      const x = cx + (i - (people - 1) / 2) * rng.range(30, 44);
      const hand = standFigure(
        c,
        shore,
        x,
        {
          height: rng.range(38, 48) * (i === 1 ? 0.75 : 1),
          color: ink,
          pose: 'reach',
          facing: rng.chance(0.5) ? 1 : -1,
        },
        6,
      );
      c.add(place(skyLantern(12, c.palette.warm, halo), hand[0], hand[1] - 10));
    }
    paintVignette(c);
    return {
      objects: [
        { name: 'lantern', weight: 1 },
        { name: 'person', weight: 0.5 },
        { name: 'lake', weight: 0.3 },
      ],
      setting: 'lake',
      concepts: ['light', 'farewell'],
      description: {
        en: 'Glowing paper lanterns drift up into the night from the shore of a lake, released by small figures.',
        ja: '湖のほとりから、小さな人影たちが放った紙のランタンが、光りながら夜空へとのぼっていく。',
        ru: 'С берега озера в ночное небо поднимаются светящиеся бумажные фонарики, которые отпустили маленькие фигурки.',
        pt: 'Lanternas de papel acesas sobem para a noite a partir da margem de um lago, soltas por pequenas figuras.',
        fi: 'Hehkuvat paperilyhdyt kohoavat järven rannalta yötaivaalle pienten hahmojen päästäminä.',
      },
    };
  },
};
