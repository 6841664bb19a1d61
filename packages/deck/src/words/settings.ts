import type { Words } from '../types.ts';

/**
 * Where a scene happens. `over` is the phrase used after the light-and-time phrase in alt text
 * ("Rose-pink dawn over the hills."); Japanese uses a bare noun before に広がる.
 */
export const settings = {
  hills: {
    en: 'over the hills',
    ja: '丘',
    ru: 'над холмами',
    pt: 'sobre as colinas',
    fi: 'kukkuloiden yllä',
  },
  sea: { en: 'over the sea', ja: '海', ru: 'над морем', pt: 'sobre o mar', fi: 'meren yllä' },
  lake: {
    en: 'over a still lake',
    ja: '静かな湖',
    ru: 'над тихим озером',
    pt: 'sobre um lago calmo',
    fi: 'tyynen järven yllä',
  },
  desert: {
    en: 'over the desert',
    ja: '砂漠',
    ru: 'над пустыней',
    pt: 'sobre o deserto',
    fi: 'aavikon yllä',
  },
  snow: {
    en: 'over a snowy plain',
    ja: '雪原',
    ru: 'над снежной равниной',
    pt: 'sobre uma planície nevada',
    fi: 'lumisen tasangon yllä',
  },
  town: {
    en: 'over a sleeping town',
    ja: '眠る町',
    ru: 'над спящим городом',
    pt: 'sobre uma cidade adormecida',
    fi: 'nukkuvan kaupungin yllä',
  },
  forest: {
    en: 'over the forest',
    ja: '森',
    ru: 'над лесом',
    pt: 'sobre a floresta',
    fi: 'metsän yllä',
  },
  mountains: {
    en: 'over the mountains',
    ja: '山々',
    ru: 'над горами',
    pt: 'sobre as montanhas',
    fi: 'vuorten yllä',
  },
  meadow: {
    en: 'over a meadow',
    ja: '草原',
    ru: 'над лугом',
    pt: 'sobre um prado',
    fi: 'niityn yllä',
  },
  clouds: {
    en: 'above the clouds',
    ja: '雲の上',
    ru: 'над облаками',
    pt: 'acima das nuvens',
    fi: 'pilvien yllä',
  },
  shore: {
    en: 'over the shore',
    ja: '海辺',
    ru: 'над берегом',
    pt: 'sobre a costa',
    fi: 'rannan yllä',
  },
} as const satisfies Record<string, Words>;

export type Setting = keyof typeof settings;
