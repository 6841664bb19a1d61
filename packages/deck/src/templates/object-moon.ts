import type { Canvas } from '../canvas.ts';
import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { paintCloudBand } from '../paint/clouds.ts';
import { paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { withMirror } from '../paint/mirror.ts';
import { paintVignette } from '../paint/finish.ts';
import { boat } from '../shapes/boat.ts';
import { clock } from '../shapes/clock.ts';
import { figure } from '../shapes/figure.ts';
import { hourglass } from '../shapes/hourglass.ts';
import { key } from '../shapes/key.ts';
import { fish } from '../shapes/sea-life.ts';
import { teapot } from '../shapes/teapot.ts';
import { birdcage } from '../shapes/things.ts';
import { place } from '../svg.ts';
import type { Template } from '../template.ts';
import { capitalise, nouns } from '../words/nouns.ts';

const subjects = ['key', 'clock', 'teapot', 'fish', 'hourglass', 'birdcage'] as const;
type Subject = (typeof subjects)[number];

/** The object drawn in moonlight colours, centred on (0, 0), about `size` across. */
function moonObject(c: Canvas, subject: Subject, size: number): string {
  const { light, glow, ink, warm } = c.palette;
  const shade = mix(light, glow, 0.45);
  switch (subject) {
    case 'key':
      return key(size, light);
    case 'clock':
      return clock(size * 0.45, light, mix(ink, glow, 0.25), c.rng.int(1, 12), c.rng.int(0, 59));
    case 'teapot':
      return place(teapot(size * 0.8, light).markup, 0, size * 0.3);
    case 'fish':
      return fish(size, light);
    case 'hourglass':
      return place(hourglass(size, light, shade, warm), 0, size / 2);
    case 'birdcage':
      return place(birdcage(size, light).markup, 0, -size * 0.55);
  }
}

export const objectMoon: Template = {
  id: 'object-moon',
  concepts: ['dream', 'night', 'wonder'],
  // The glowing object needs a sky darker than itself.
  palettes: [
    'night-indigo',
    'dusk-ember',
    'dawn-rose',
    'teal-night',
    'violet-dream',
    'golden-hour',
    'storm-slate',
    'crimson-moon',
    'jade-twilight',
  ],
  draw(c) {
    const rng = c.rng;
    const subject = rng.pick(subjects);
    const horizon = rng.range(400, 440);
    const ox = rng.range(150, 250);
    const oy = rng.range(150, 210);
    const size = rng.range(130, 175);
    const tilt = subject === 'clock' ? 0 : rng.range(-25, 25);
    const onWater = rng.chance(0.45);
    const sky = (): void => {
      paintBackdrop(c, { horizon, clouds: 1 });
      paintGlow(c, ox, oy, size * 2.2, c.palette.glow, 0.5);
      paintGlow(c, ox, oy, size * 0.9, c.palette.light, 0.3);
      c.add(place(moonObject(c, subject, size), ox, oy, 1, tilt));
      paintCloudBand(c, oy + size * rng.range(0.2, 0.5), { count: 4, opacity: 0.35, spread: 10 });
    };
    const watcher = figure({
      height: rng.range(20, 28),
      color: c.palette.ink,
      pose: rng.pick(['stand', 'reach', 'point'] as const),
      facing: ox > 200 ? 1 : -1,
    });
    if (onWater) {
      withMirror(c, horizon, ox, () => {
        sky();
        paintLandscape(c, {
          horizon: horizon - 14,
          groundY: horizon,
          layers: 2,
          farAmplitude: 20,
          nearAmplitude: 6,
        });
      });
      const bx = rng.range(110, 290);
      const by = rng.range(480, 520);
      c.add(place(boat(46, c.palette.ink, false) + place(watcher.markup, 0, -5), bx, by));
    } else {
      sky();
      const ground = paintLandscape(c, {
        horizon,
        groundY: rng.range(490, 530),
        layers: 3,
        farKind: rng.pick(['hills', 'mountains'] as const),
        forest: rng.chance(0.4),
      });
      const fx = rng.range(90, 310);
      c.add(place(watcher.markup, fx, ground.yAt(fx) + 2));
    }
    paintVignette(c);
    const noun = nouns[subject];
    return {
      objects: [
        { name: subject, weight: 1 },
        { name: 'moon', weight: 0.6 },
        { name: onWater ? 'boat' : 'person', weight: 0.3 },
      ],
      setting: onWater ? 'lake' : 'hills',
      concepts: noun.concepts,
      description: {
        en: `${capitalise(noun.en)} glows in the sky where the moon should be, and a tiny person looks up at it.`,
        ja: `月のかわりに、大きな${noun.ja}が空に輝いていて、小さな人がそれを見上げている。`,
        ru: `Вместо луны в небе светится ${noun.ru}, а крошечный человек смотрит вверх.`,
        pt: `${capitalise(noun.pt)} brilha no céu no lugar da lua, e uma pessoa pequenina olha para cima.`,
        fi: `Kuun paikalla taivaalla hehkuu ${noun.fi}, ja pieni ihminen katsoo sitä ylöspäin.`,
      },
    };
  },
};
