import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintFog } from '../paint/landscape.ts';
import { paintOrb } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { cat } from '../shapes/things.ts';
import { n, path, place, rect } from '../svg.ts';
import type { Template } from '../template.ts';

export const rooftopCat: Template = {
  id: 'rooftop-cat',
  concepts: ['curiosity', 'night', 'independence', 'watching'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'golden-hour',
    'dawn-rose',
  ],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(420, 460);
    paintBackdrop(c, { horizon, clouds: 1 });
    const mx = rng.range(150, 250);
    const my = rng.range(200, 260);
    paintOrb(c, mx, my, rng.range(85, 110), true);
    // Far rooftops, then the near roof the cat sits on.
    const far = depthColor(c, 0.5);
    const roofs: string[] = [];
    let x = -10;
    while (x < 410) {
      const w = rng.range(30, 60);
      const h = rng.range(40, 110);
      roofs.push(
        `M${n(x)} 600V${n(horizon - h + 40)}l${n(w / 2)} ${n(-rng.range(10, 30))}l${n(w / 2)} ${n(rng.range(10, 30))}V600Z`,
      );
      x += w;
    }
    c.add(path(roofs.join(''), far));
    const windows: string[] = [];
    for (let i = 0; i < 14; i++)
      windows.push(
        rect(
          rng.range(0, 400),
          rng.range(horizon - 40, horizon + 60),
          5,
          7,
          c.palette.warm,
          `opacity="${rng.range(0.4, 0.9).toFixed(2)}"`,
        ),
      );
    c.add(windows.join(''));
    paintFog(c, horizon + 40, 80, 0.35);
    const ink = depthColor(c, 1);
    const ridgeY = rng.range(470, 500);
    const cx = rng.range(140, 260);
    c.add(path(`M-10 ${n(ridgeY + 10)}L${n(cx)} ${n(ridgeY)}L410 ${n(ridgeY + 14)}V610H-10Z`, ink));
    const chimneyX = cx + (rng.chance(0.5) ? -1 : 1) * rng.range(90, 140);
    c.add(
      rect(chimneyX - 10, ridgeY - 40, 20, 50, ink) + rect(chimneyX - 13, ridgeY - 44, 26, 7, ink),
    );
    c.add(place(cat(rng.range(70, 90), ink), cx, ridgeY + 1));
    paintVignette(c);
    return {
      objects: [
        { name: 'cat', weight: 1 },
        { name: 'moon', weight: 0.8 },
        { name: 'roof', weight: 0.4 },
      ],
      setting: 'town',
      concepts: ['moon', 'city'],
      description: {
        en: 'A cat sits on a rooftop with its back to us, gazing at an enormous moon over the town.',
        ja: '屋根の上に猫がこちらに背を向けて座り、町の上の大きな月をじっと見つめている。',
        ru: 'Кошка сидит на крыше спиной к нам и смотрит на огромную луну над городом.',
        pt: 'Um gato está sentado num telhado, de costas para nós, a olhar para uma lua enorme sobre a cidade.',
        fi: 'Kissa istuu katolla selkä meihin päin ja katselee valtavaa kuuta kaupungin yllä.',
      },
    };
  },
};
