import type { Words } from '../types.ts';

/**
 * Subjects that templates swap in and out. Each entry is the noun as the subject of a sentence
 * (English and Portuguese with an indefinite article, Russian and Finnish in the nominative), so
 * templates only place it where that form is grammatical. `concepts` are what the thing evokes.
 */
export interface Noun extends Words {
  readonly concepts: readonly string[];
}

export const nouns = {
  key: {
    en: 'a key',
    ja: '鍵',
    ru: 'ключ',
    pt: 'uma chave',
    fi: 'avain',
    concepts: ['secret', 'answer', 'freedom'],
  },
  clock: {
    en: 'a clock',
    ja: '時計',
    ru: 'часы',
    pt: 'um relógio',
    fi: 'kello',
    concepts: ['time', 'waiting', 'memory'],
  },
  teapot: {
    en: 'a teapot',
    ja: 'ティーポット',
    ru: 'чайник',
    pt: 'um bule',
    fi: 'teekannu',
    concepts: ['comfort', 'home', 'ritual'],
  },
  fish: {
    en: 'a fish',
    ja: '魚',
    ru: 'рыба',
    pt: 'um peixe',
    fi: 'kala',
    concepts: ['freedom', 'silence', 'depth'],
  },
  hourglass: {
    en: 'an hourglass',
    ja: '砂時計',
    ru: 'песочные часы',
    pt: 'uma ampulheta',
    fi: 'tiimalasi',
    concepts: ['time', 'patience', 'ending'],
  },
  birdcage: {
    en: 'a birdcage',
    ja: '鳥かご',
    ru: 'птичья клетка',
    pt: 'uma gaiola',
    fi: 'lintuhäkki',
    concepts: ['captivity', 'longing', 'freedom'],
  },
  umbrella: {
    en: 'an umbrella',
    ja: '傘',
    ru: 'зонт',
    pt: 'um guarda-chuva',
    fi: 'sateenvarjo',
    concepts: ['shelter', 'protection', 'rain'],
  },
  whale: {
    en: 'a whale',
    ja: 'クジラ',
    ru: 'кит',
    pt: 'uma baleia',
    fi: 'valas',
    concepts: ['giant', 'depth', 'solitude'],
  },
  boat: {
    en: 'a sailing boat',
    ja: '帆船',
    ru: 'парусник',
    pt: 'um veleiro',
    fi: 'purjevene',
    concepts: ['journey', 'drift', 'adventure'],
  },
  tree: {
    en: 'a tree',
    ja: '木',
    ru: 'дерево',
    pt: 'uma árvore',
    fi: 'puu',
    concepts: ['growth', 'life', 'roots'],
  },
  castle: {
    en: 'a castle',
    ja: 'お城',
    ru: 'замок',
    pt: 'um castelo',
    fi: 'linna',
    concepts: ['fantasy', 'ambition', 'fairy tale'],
  },
  lighthouse: {
    en: 'a lighthouse',
    ja: '灯台',
    ru: 'маяк',
    pt: 'um farol',
    fi: 'majakka',
    concepts: ['guidance', 'warning', 'solitude'],
  },
  moon: {
    en: 'the moon',
    ja: '月',
    ru: 'луна',
    pt: 'a lua',
    fi: 'kuu',
    concepts: ['dream', 'night', 'mystery'],
  },
  house: {
    en: 'a little house',
    ja: '小さな家',
    ru: 'домик',
    pt: 'uma casinha',
    fi: 'pieni talo',
    concepts: ['home', 'refuge', 'belonging'],
  },
  star: {
    en: 'a star',
    ja: '星',
    ru: 'звезда',
    pt: 'uma estrela',
    fi: 'tähti',
    concepts: ['wish', 'hope', 'distance'],
  },
  lantern: {
    en: 'a lantern',
    ja: 'ランタン',
    ru: 'фонарь',
    pt: 'uma lanterna',
    fi: 'lyhty',
    concepts: ['hope', 'guidance', 'warmth'],
  },
  chair: {
    en: 'an empty chair',
    ja: '空っぽの椅子',
    ru: 'пустой стул',
    pt: 'uma cadeira vazia',
    fi: 'tyhjä tuoli',
    concepts: ['absence', 'waiting', 'memory'],
  },
  cat: {
    en: 'a cat',
    ja: '猫',
    ru: 'кошка',
    pt: 'um gato',
    fi: 'kissa',
    concepts: ['curiosity', 'independence', 'watching'],
  },
  jellyfish: {
    en: 'a jellyfish',
    ja: 'クラゲ',
    ru: 'медуза',
    pt: 'uma água-viva',
    fi: 'meduusa',
    concepts: ['drift', 'glow', 'fragility'],
  },
  tower: {
    en: 'a tower',
    ja: '塔',
    ru: 'башня',
    pt: 'uma torre',
    fi: 'torni',
    concepts: ['isolation', 'height', 'watching'],
  },
  bird: {
    en: 'a bird',
    ja: '鳥',
    ru: 'птица',
    pt: 'um pássaro',
    fi: 'lintu',
    concepts: ['freedom', 'flight', 'song'],
  },
} as const satisfies Record<string, Noun>;

export type NounKey = keyof typeof nouns;

/** Capitalise the first letter (for nouns that open a sentence). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
