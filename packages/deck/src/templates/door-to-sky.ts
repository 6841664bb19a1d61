import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { type Palette, palettes } from '../palettes.ts';
import { doorway } from '../shapes/door.ts';
import { figure } from '../shapes/figure.ts';
import { circle, n, path, place, rect } from '../svg.ts';
import type { Template } from '../template.ts';

/** The world behind the door: the opposite time of day, so the threshold reads at a glance. */
function otherWorld(current: Palette, pick: (items: readonly Palette[]) => Palette): Palette {
  const dark = current.time === 'night' || current.time === 'dusk';
  return pick(
    palettes.filter((p) => (dark ? p.time === 'day' || p.time === 'dawn' : p.time === 'night')),
  );
}

export const doorToSky: Template = {
  id: 'door-to-sky',
  concepts: ['threshold', 'escape', 'choice', 'secret'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(400, 440);
    const beyond = otherWorld(c.palette, (items) => rng.pick(items));
    paintBackdrop(c, {
      horizon,
      light: { x: rng.pick([90, 310]), y: rng.range(90, 180), r: rng.range(14, 22) },
      crescent: true,
    });
    const groundY = rng.range(480, 520);
    const ground = paintLandscape(c, {
      horizon,
      groundY,
      layers: 3,
      farKind: rng.pick(['hills', 'mountains', 'dunes'] as const),
      nearKind: 'plain',
      nearAmplitude: 6,
    });
    const dx = rng.range(150, 250);
    const dy = ground.yAt(dx) + 3;
    const dw = rng.range(70, 90);
    const dh = dw * rng.range(1.9, 2.2);
    const door = doorway(dw, dh, c.palette.ink);
    // Light spilling out of the door onto the ground, towards the viewer.
    const spill = c.linear(
      [
        [0, beyond.sky[2], 0.75],
        [1, beyond.sky[2], 0],
      ],
      0,
      dy,
      0,
      dy + 90,
    );
    c.add(
      path(
        `M${n(dx - dw / 2)} ${n(dy)}L${n(dx + dw / 2)} ${n(dy)}L${n(dx + dw * 1.3)} ${n(dy + 100)}L${n(dx - dw * 0.9)} ${n(dy + 100)}Z`,
        spill,
      ),
    );
    paintGlow(c, dx, dy - dh / 2, dh * 0.9, beyond.sky[2], 0.35);
    const inside = c.linear(
      [
        [0, beyond.sky[0]],
        [0.6, beyond.sky[1]],
        [1, beyond.sky[2]],
      ],
      0,
      -dh,
      0,
      0,
    );
    const clip = c.clip(`<path d="${door.opening}"/>`);
    const sunY = -dh * rng.range(0.45, 0.65);
    const sun = `${circle(0, sunY, dw * 0.5, beyond.glow, 'opacity=".4"')}${circle(0, sunY, dw * 0.2, beyond.light)}`;
    const hills = path(
      `M${n(-dw)} ${n(-dh * 0.12)}Q${n(-dw * 0.3)} ${n(-dh * 0.26)} ${n(dw * 0.2)} ${n(-dh * 0.14)}T${n(dw)} ${n(-dh * 0.18)}V0H${n(-dw)}Z`,
      mix(beyond.far, beyond.sky[2], 0.2),
    );
    c.add(
      place(
        `<g clip-path="${clip}">${rect(-dw, -dh, dw * 2, dh, inside)}${sun}${hills}</g>${door.frame}`,
        dx,
        dy,
      ),
    );
    const side = rng.chance(0.5) ? -1 : 1;
    const fx = dx + side * rng.range(70, 120);
    const walker = figure({
      height: rng.range(52, 66),
      color: c.palette.ink,
      pose: rng.pick(['walk', 'stand', 'point'] as const),
      facing: side > 0 ? -1 : 1,
      scarf: rng.chance(0.5),
    });
    c.add(place(walker.markup, fx, ground.yAt(fx) + 12));
    paintVignette(c);
    return {
      objects: [
        { name: 'door', weight: 1 },
        { name: 'person', weight: 0.5 },
        { name: 'light', weight: 0.4 },
      ],
      setting: 'hills',
      concepts: ['light'],
      description: {
        en: 'A lone door stands open in an empty landscape; through it shines a different sky, and someone hesitates in front of it.',
        ja: '何もない野原にぽつんと開いた扉があり、その向こうには別の空が輝いている。その前で、だれかがためらっている。',
        ru: 'Посреди пустой равнины стоит открытая дверь, за ней сияет другое небо, а перед ней кто-то стоит в нерешительности.',
        pt: 'Uma porta solitária está aberta numa paisagem vazia; por ela brilha outro céu, e alguém hesita diante dela.',
        fi: 'Autiossa maisemassa seisoo avoin ovi, jonka takana loistaa toinen taivas, ja joku epäröi sen edessä.',
      },
    };
  },
};
