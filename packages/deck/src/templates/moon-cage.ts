import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { standFigure } from '../paint/stand.ts';
import { birdcage } from '../shapes/things.ts';
import { circle, n, path, place } from '../svg.ts';
import type { Template } from '../template.ts';

export const moonCage: Template = {
  id: 'moon-cage',
  concepts: ['captivity', 'longing', 'freedom', 'treasure'],
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
    const horizon = rng.range(440, 480);
    paintBackdrop(c, { horizon, clouds: 2 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(530, 555),
      layers: 3,
      forest: rng.chance(0.5),
      nearKind: 'plain',
    });
    const ink = depthColor(c, 1);
    // A bare branch reaching in from the side, the cage hanging from it.
    const side = rng.chance(0.5) ? -1 : 1;
    const startX = side < 0 ? -10 : 410;
    const by = rng.range(60, 110);
    const tipX = 200 + side * rng.range(-40, 10);
    c.add(
      path(
        `M${n(startX)} ${n(by - 14)}Q${n((startX + tipX) / 2)} ${n(by - 30)} ${n(tipX)} ${n(by + 6)}L${n(tipX - side * 4)} ${n(by + 9)}Q${n((startX + tipX) / 2)} ${n(by - 12)} ${n(startX)} ${n(by + 10)}Z`,
        ink,
      ),
    );
    const twigs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const t = rng.range(0.15, 0.85);
      const x = startX + (tipX - startX) * t;
      const y = by - 18 * Math.sin(t * Math.PI) - 4;
      twigs.push(
        `M${n(x)} ${n(y)}q${n(-side * 10)} ${n(-20)} ${n(-side * rng.range(10, 30))} ${n(-rng.range(20, 40))}`,
      );
    }
    c.add(
      `<path d="${twigs.join('')}" stroke="${ink}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
    const hangX = tipX - side * 30;
    const chain = rng.range(30, 80);
    c.add(`<path d="M${n(hangX)} ${n(by)}v${n(chain)}" stroke="${ink}" stroke-width="1.5"/>`);
    const size = rng.range(160, 200);
    const cage = birdcage(size, ink);
    const [mx, my] = cage.centre;
    const cageX = hangX;
    const cageY = by + chain - size * 0.04;
    const moonR = size * 0.2;
    paintGlow(c, cageX + mx, cageY + my, size * 1.3, c.palette.glow, 0.5);
    c.add(circle(cageX + mx, cageY + my, moonR, c.palette.light));
    c.add(place(cage.markup, cageX, cageY));
    standFigure(
      c,
      ground,
      200 - side * rng.range(40, 110),
      {
        height: 36,
        color: ink,
        pose: rng.pick(['reach', 'stand'] as const),
        facing: side > 0 ? 1 : -1,
      },
      10,
    );
    paintVignette(c);
    return {
      objects: [
        { name: 'moon', weight: 1 },
        { name: 'birdcage', weight: 0.9 },
        { name: 'branch', weight: 0.3 },
        { name: 'person', weight: 0.3 },
      ],
      setting: 'meadow',
      concepts: ['light', 'night'],
      description: {
        en: 'The moon glows inside a birdcage hanging from a bare branch, while someone looks up from the meadow below.',
        ja: '葉のない枝からつるされた鳥かごの中で月が光り、下の草原からだれかがそれを見上げている。',
        ru: 'Луна светится в птичьей клетке, висящей на голой ветке, а кто-то смотрит на неё с луга.',
        pt: 'A lua brilha dentro de uma gaiola pendurada num galho nu, e alguém olha para cima, no prado lá em baixo.',
        fi: 'Kuu hehkuu paljaasta oksasta roikkuvassa lintuhäkissä, ja joku katsoo sitä ylös niityltä.',
      },
    };
  },
};
