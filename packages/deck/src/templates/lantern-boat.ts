import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { boat } from '../shapes/boat.ts';
import { figure } from '../shapes/figure.ts';
import { handLantern } from '../shapes/lanterns.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';

export const lanternBoat: Template = {
  id: 'lantern-boat',
  concepts: ['journey', 'solitude', 'hope', 'drift'],
  palettes: [
    'night-indigo',
    'teal-night',
    'violet-dream',
    'crimson-moon',
    'jade-twilight',
    'dusk-ember',
    'mist-grey',
    'storm-slate',
  ],
  draw(c) {
    const rng = c.rng;
    const waterY = rng.range(330, 400);
    withMirror(c, waterY, rng.range(120, 280), () => {
      paintBackdrop(c, {
        horizon: waterY,
        light: { x: rng.range(110, 290), y: rng.range(90, 200), r: rng.range(14, 26) },
        crescent: rng.chance(0.5),
        clouds: 1,
      });
      paintLandscape(c, {
        horizon: waterY - 22,
        groundY: waterY,
        layers: 2,
        farKind: rng.pick(['mountains', 'hills'] as const),
        farAmplitude: 30,
        nearAmplitude: 6,
        forest: false,
      });
    });
    const ink = depthColor(c, 1);
    const bx = rng.range(140, 260);
    const by = rng.range(480, 520);
    const length = rng.range(130, 170);
    const facing = rng.chance(0.5) ? 1 : -1;
    const rower = figure({
      height: length * 0.42,
      color: ink,
      pose: 'hold',
      facing,
      cloak: rng.chance(0.5),
      hat: rng.chance(0.3),
    });
    const [hx, hy] = rower.hand;
    const halo = c.softBlob(c.palette.warm, 0.55);
    const lamp = place(handLantern(length * 0.07, ink, c.palette.warm, halo), hx, hy);
    const craft = place(
      `<g transform="scale(${String(facing)} 1)">${boat(length, ink, false)}</g>` +
        place(rower.markup + lamp, -facing * length * 0.1, -length * 0.1),
      bx,
      by,
    );
    // The lantern's light on the water, then the reflected boat.
    const glow = c.radial(
      [
        [0, c.palette.warm, 0.4],
        [1, c.palette.warm, 0],
      ],
      bx + hx,
      by + 30,
      90,
    );
    c.add(
      `<ellipse cx="${String(Math.round(bx + hx))}" cy="${String(Math.round(by + 24))}" rx="90" ry="30" fill="${glow}"/>`,
    );
    c.add(
      `<g opacity=".35" transform="translate(0 ${String(Math.round(by * 2))}) scale(1 -1)">${craft}</g>`,
    );
    c.add(craft);
    c.add(
      `<path d="M${String(Math.round(bx - length * 0.7))} ${String(Math.round(by + 3))}h${String(Math.round(length * 1.4))}" stroke="${mix(c.palette.sky[2], c.palette.light, 0.5)}" stroke-width="1" opacity=".35"/>`,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'boat', weight: 1 },
        { name: 'lantern', weight: 0.8 },
        { name: 'person', weight: 0.6 },
        { name: 'lake', weight: 0.3 },
      ],
      setting: 'lake',
      concepts: ['light', 'night'],
      description: {
        en: 'A lone traveller in a small boat holds up a lantern on water as still as a mirror.',
        ja: '鏡のように静かな水の上で、小舟に乗った旅人がひとり、ランタンをかかげている。',
        ru: 'Одинокий путник в маленькой лодке держит фонарь над водой, гладкой, как зеркало.',
        pt: 'Um viajante solitário, num pequeno barco, ergue uma lanterna sobre a água parada como um espelho.',
        fi: 'Yksinäinen matkalainen pienessä veneessä pitelee lyhtyä peilityynellä vedellä.',
      },
    };
  },
};
