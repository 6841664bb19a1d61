import { mix } from '../color.ts';
import { paintBackdrop } from '../paint/backdrop.ts';
import { depthColor, paintFog, paintLandscape } from '../paint/landscape.ts';
import { paintGlow } from '../paint/light.ts';
import { paintVignette } from '../paint/finish.ts';
import { flock } from '../shapes/birds.ts';
import { house } from '../shapes/buildings.ts';
import { clock } from '../shapes/clock.ts';
import { n, path, place, polygon } from '../svg.ts';
import type { Template } from '../template.ts';

export const clockTower: Template = {
  id: 'clock-tower',
  concepts: ['time', 'waiting', 'memory', 'order'],
  draw(c) {
    const rng = c.rng;
    const horizon = rng.range(440, 480);
    paintBackdrop(c, { horizon, clouds: 2 });
    const ground = paintLandscape(c, {
      horizon,
      groundY: rng.range(530, 555),
      layers: 2,
      nearKind: 'plain',
      nearAmplitude: 6,
    });
    const ink = depthColor(c, 0.95);
    const tx = rng.range(150, 250);
    const baseY = ground.yAt(tx) + 6;
    const w = rng.range(60, 76);
    const top = rng.range(150, 200);
    const r = w * rng.range(0.75, 0.95);
    const body = polygon([
      [tx - w / 2, baseY],
      [tx - w / 2, top],
      [tx - w * 0.62, top],
      [tx, top - w * 1.4],
      [tx + w * 0.62, top],
      [tx + w / 2, top],
      [tx + w / 2, baseY],
    ]);
    c.add(path(body, ink));
    const cy = top + r * 1.25;
    paintGlow(c, tx, cy, r * 3.5, c.palette.warm, 0.45);
    c.add(
      place(
        clock(r, mix(c.palette.warm, '#ffffff', 0.25), ink, rng.int(1, 12), rng.int(0, 59)),
        tx,
        cy,
      ),
    );
    for (let i = 0; i < rng.int(5, 9); i++) {
      const hx = rng.range(10, 390);
      if (Math.abs(hx - tx) < w) continue;
      c.add(
        place(
          house(rng, rng.range(30, 46), {
            color: depthColor(c, 1),
            windowColor: c.palette.warm,
            lit: 0.5,
          }),
          hx,
          ground.yAt(hx) + 14,
        ),
      );
    }
    paintFog(c, baseY - 20, 80, 0.5);
    c.add(
      flock(rng, 'scatter', {
        cx: tx + rng.range(-60, 60),
        cy: top - w * 1.6,
        radius: 70,
        count: rng.int(6, 12),
        size: 4,
        color: ink,
      }),
    );
    c.add(`<path d="M${n(tx)} ${n(top - w * 1.4)}v-14" stroke="${ink}" stroke-width="2"/>`);
    paintVignette(c);
    return {
      objects: [
        { name: 'clock', weight: 1 },
        { name: 'tower', weight: 0.8 },
        { name: 'town', weight: 0.4 },
        { name: 'bird', weight: 0.2 },
      ],
      setting: 'town',
      concepts: ['night'],
      description: {
        en: 'A tall clock tower rises out of the fog above a small town, its glowing face showing a secret hour.',
        ja: '小さな町の霧の中から高い時計塔がそびえ、光る文字盤がひみつの時刻を指している。',
        ru: 'Над туманом маленького города возвышается часовая башня, и её светящийся циферблат показывает тайный час.',
        pt: 'Uma torre do relógio ergue-se do nevoeiro sobre uma pequena cidade, e o seu mostrador aceso marca uma hora secreta.',
        fi: 'Korkea kellotorni kohoaa pikkukaupungin sumusta, ja sen hehkuva kellotaulu näyttää salaista tuntia.',
      },
    };
  },
};
