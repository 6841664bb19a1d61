import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { paintLandscape } from '../paint/landscape.ts';
import { paintCrescent, paintGlow } from '../paint/light.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { figure } from '../shapes/figure.ts';
import { n, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const moonFisher: Template = {
  id: 'moon-fisher',
  concepts: ['patience', 'dream', 'wish', 'solitude'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'dawn-rose',
  ],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(400, 450);
    const mx = rng.range(150, 250);
    const my = rng.range(130, 190);
    const r = rng.range(55, 72);
    const tilt = rng.range(-20, 20);
    const ink = mix(c.palette.ink, c.palette.far, 0.15);
    const facing = rng.chance(0.5) ? 1 : -1;
    // The fisher sits on the moon's upper horn, the line dropping to a star caught in the water.
    const sitX = mx + facing * r * 0.25;
    const sitY = my - r * 0.82;
    const fisher = figure({ height: 44, color: ink, pose: 'hold', facing, hat: rng.chance(0.5) });
    const [hx, hy] = fisher.hand;
    const rodTipX = sitX + hx + facing * 60;
    const rodTipY = sitY + hy - 30;
    const catchY = waterY + rng.range(40, 110);
    withMirror(c, waterY, mx, () => {
      paintBackdrop(c, { horizon: waterY, clouds: 1 });
      paintCrescent(c, mx, my, r, tilt);
      paintLandscape(c, {
        horizon: waterY - 14,
        groundY: waterY,
        layers: 2,
        farAmplitude: 18,
        nearAmplitude: 4,
      });
      c.add(place(fisher.markup, sitX, sitY));
      c.add(
        `<path d="M${n(sitX + hx)} ${n(sitY + hy)}L${n(rodTipX)} ${n(rodTipY)}" stroke="${ink}" stroke-width="1.6" stroke-linecap="round"/>`,
      );
    });
    c.add(
      `<path d="M${n(rodTipX)} ${n(rodTipY)}L${n(rodTipX + facing * 4)} ${n(catchY)}" stroke="${mix(c.palette.light, c.palette.sky[1], 0.3)}" stroke-width=".7" opacity=".8"/>`,
    );
    paintGlow(c, rodTipX + facing * 4, catchY, 40, c.palette.light, 0.7);
    c.add(
      `<circle cx="${n(rodTipX + facing * 4)}" cy="${n(catchY)}" r="4" fill="${c.palette.light}"/>`,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'moon', weight: 1 },
        { name: 'person', weight: 0.7 },
        { name: 'star', weight: 0.5 },
        { name: 'fishing rod', weight: 0.4 },
      ],
      setting: 'lake',
      concepts: ['night', 'catch'],
      description: {
        en: 'Someone sits on the crescent moon with a fishing rod, and the line has caught a star in the water below.',
        ja: 'だれかが三日月に腰かけて釣りざおをたらし、その糸が下の水面で星を釣り上げている。',
        ru: 'Кто-то сидит на полумесяце с удочкой, и леска поймала звезду в воде внизу.',
        pt: 'Alguém está sentado no quarto crescente com uma cana de pesca, e a linha apanhou uma estrela na água lá em baixo.',
        fi: 'Joku istuu kuunsirpin päällä onkivavan kanssa, ja siima on saanut tähden kiinni alhaalla vedessä.',
      },
    };
  },
};
