import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintVignette } from '../paint/finish.ts';
import { figure } from '../shapes/figure.ts';
import { umbrella } from '../shapes/sky-things.ts';
import { n, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const fallingStars: Template = {
  id: 'falling-stars',
  concepts: ['wish', 'shelter', 'wonder', 'luck'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'storm-slate',
    'mist-grey',
  ],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(430, 470);
    paintBackdrop(c, { horizon, clouds: 2 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(520, 545),
      layers: 3,
      farKind: rng.pick(['hills', 'mountains'] as const),
      nearKind: 'plain',
    });
    const color = mix(c.palette.light, '#ffffff', 0.4);
    const streaks: string[] = [];
    const angle = rng.range(-0.5, 0.5);
    for (let i = 0; i < rng.int(24, 40); i++) {
      const x = rng.range(-40, 440);
      const y = rng.range(0, horizon - 40);
      const len = rng.range(20, 60);
      streaks.push(`M${n(x)} ${n(y)}l${n(Math.sin(angle) * len)} ${n(Math.cos(angle) * len)}`);
    }
    c.add(
      `<path d="${streaks.join('')}" stroke="${color}" stroke-width="1.3" stroke-linecap="round" opacity=".7"/>`,
    );
    const ink = depthColor(c, 1);
    const fx = rng.range(140, 260);
    const y = ground.yAt(fx) + 8;
    const person = figure({
      height: 58,
      color: ink,
      pose: 'hold',
      facing: rng.chance(0.5) ? 1 : -1,
      cloak: rng.chance(0.4),
    });
    const [hx, hy] = person.hand;
    c.add(place(person.markup + place(umbrella(70, ink), hx, hy + 6), fx, y));
    // Stars that have landed glow in the grass.
    const halo = c.softBlob(color, 0.6);
    for (let i = 0; i < rng.int(4, 8); i++) {
      const sx = fx + rng.gauss() * 90;
      c.add(
        `<circle cx="${n(sx)}" cy="${n(ground.yAt(sx) + rng.range(8, 40))}" r="${n(rng.range(5, 9))}" fill="${halo}"/>`,
      );
    }
    paintVignette(c);
    return {
      objects: [
        { name: 'umbrella', weight: 1 },
        { name: 'star', weight: 0.8 },
        { name: 'person', weight: 0.6 },
      ],
      setting: 'meadow',
      concepts: ['rain', 'night'],
      description: {
        en: 'Stars fall like rain over a meadow, and a person stands beneath an umbrella among the glowing ones that have landed.',
        ja: '草原に星が雨のように降りそそぎ、地面で光る星たちのあいだで、だれかが傘をさして立っている。',
        ru: 'Звёзды падают на луг, как дождь, а человек стоит под зонтом среди тех, что уже светятся в траве.',
        pt: 'Estrelas caem como chuva sobre um prado, e alguém está de guarda-chuva entre as que já brilham no chão.',
        fi: 'Tähtiä sataa niitylle kuin vettä, ja joku seisoo sateenvarjon alla maahan pudonneiden hehkuvien tähtien keskellä.',
      },
    };
  },
};
