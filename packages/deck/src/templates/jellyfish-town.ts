import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { house, tower } from '../shapes/buildings.ts';
import { jellyfish } from '../shapes/sea-life.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const jellyfishTown: Template = {
  id: 'jellyfish-town',
  concepts: ['drift', 'dream', 'depth', 'glow'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'storm-slate',
    'mist-grey',
  ],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(440, 480);
    paintBackdrop(c, { horizon, clouds: 1 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 550),
      layers: 2,
      nearKind: 'hills',
      nearAmplitude: 14,
    });
    const ink = depthColor(c, 1);
    for (let i = 0; i < rng.int(5, 8); i++) {
      const hx = rng.range(10, 390);
      c.add(
        place(
          house(rng, rng.range(30, 44), { color: ink, windowColor: c.palette.warm, lit: 0.4 }),
          hx,
          ground.yAt(hx) + 8,
        ),
      );
    }
    const tx = rng.range(60, 340);
    c.add(
      place(
        tower(rng, 26, rng.range(70, 110), { color: ink, windowColor: c.palette.warm }),
        tx,
        ground.yAt(tx) + 8,
      ),
    );
    const body = mix(c.palette.glow, '#ffffff', 0.35);
    const halo = c.softBlob(c.palette.glow, 0.35);
    const count = rng.int(4, 8);
    for (let i = 0; i < count; i++) {
      const size = i === 0 ? rng.range(70, 95) : rng.range(18, 45);
      const x = i === 0 ? rng.range(140, 260) : rng.range(30, 370);
      const y = i === 0 ? rng.range(170, 240) : rng.range(60, horizon - 120);
      c.add(place(jellyfish(rng, size, body, halo), x, y, 1, rng.range(-15, 15)));
    }
    paintVignette(c);
    return {
      objects: [
        { name: 'jellyfish', weight: 1 },
        { name: 'house', weight: 0.4 },
        { name: 'tower', weight: 0.2 },
      ],
      setting: 'town',
      concepts: ['sea', 'night'],
      description: {
        en: 'Glowing jellyfish float like lanterns through the night sky above a sleeping village.',
        ja: '眠る村の上の夜空を、光るクラゲたちがちょうちんのようにただよっている。',
        ru: 'Светящиеся медузы плывут, словно фонари, по ночному небу над спящей деревней.',
        pt: 'Águas-vivas luminosas flutuam como lanternas pelo céu noturno sobre uma aldeia adormecida.',
        fi: 'Hehkuvat meduusat leijuvat kuin lyhdyt yötaivaalla nukkuvan kylän yllä.',
      },
    };
  },
};
