import type { Lang } from '../../types.ts';
import type { Feeling } from '../kit/face.ts';
import type { Who } from './cast.ts';

interface SubjectWords {
  readonly en: string;
  readonly ja: string;
  readonly ru: { readonly w: string; readonly g: 'm' | 'f' };
  readonly pt: { readonly w: string; readonly g: 'm' | 'f' };
  readonly fi: string;
  /** Plain English words for `objects` and `concepts`. */
  readonly noun: string;
  readonly concepts: readonly string[];
}

export const subjectWords: Record<Who, SubjectWords> = {
  girl: {
    en: 'girl',
    ja: '女の子',
    ru: { w: 'девочка', g: 'f' },
    pt: { w: 'menina', g: 'f' },
    fi: 'tyttö',
    noun: 'girl',
    concepts: ['child', 'childhood'],
  },
  boy: {
    en: 'boy',
    ja: '男の子',
    ru: { w: 'мальчик', g: 'm' },
    pt: { w: 'menino', g: 'm' },
    fi: 'poika',
    noun: 'boy',
    concepts: ['child', 'childhood'],
  },
  woman: {
    en: 'woman',
    ja: '女の人',
    ru: { w: 'женщина', g: 'f' },
    pt: { w: 'mulher', g: 'f' },
    fi: 'nainen',
    noun: 'woman',
    concepts: ['adult'],
  },
  man: {
    en: 'man',
    ja: '男の人',
    ru: { w: 'мужчина', g: 'm' },
    pt: { w: 'homem', g: 'm' },
    fi: 'mies',
    noun: 'man',
    concepts: ['adult'],
  },
  'old-woman': {
    en: 'old woman',
    ja: 'おばあさん',
    ru: { w: 'старушка', g: 'f' },
    pt: { w: 'velhinha', g: 'f' },
    fi: 'vanha nainen',
    noun: 'grandmother',
    concepts: ['age', 'wisdom'],
  },
  'old-man': {
    en: 'old man',
    ja: 'おじいさん',
    ru: { w: 'старик', g: 'm' },
    pt: { w: 'velhinho', g: 'm' },
    fi: 'vanha mies',
    noun: 'grandfather',
    concepts: ['age', 'wisdom'],
  },
  fox: {
    en: 'fox',
    ja: 'キツネ',
    ru: { w: 'лиса', g: 'f' },
    pt: { w: 'raposa', g: 'f' },
    fi: 'kettu',
    noun: 'fox',
    concepts: ['cunning', 'fable'],
  },
  bear: {
    en: 'bear',
    ja: 'クマ',
    ru: { w: 'медведь', g: 'm' },
    pt: { w: 'urso', g: 'm' },
    fi: 'karhu',
    noun: 'bear',
    concepts: ['strength', 'gentle giant'],
  },
  cat: {
    en: 'cat',
    ja: '猫',
    ru: { w: 'кот', g: 'm' },
    pt: { w: 'gato', g: 'm' },
    fi: 'kissa',
    noun: 'cat',
    concepts: ['curiosity', 'independence'],
  },
  rabbit: {
    en: 'rabbit',
    ja: 'ウサギ',
    ru: { w: 'кролик', g: 'm' },
    pt: { w: 'coelho', g: 'm' },
    fi: 'kani',
    noun: 'rabbit',
    concepts: ['Alice', 'timid'],
  },
  mouse: {
    en: 'mouse',
    ja: 'ネズミ',
    ru: { w: 'мышка', g: 'f' },
    pt: { w: 'ratinho', g: 'm' },
    fi: 'hiiri',
    noun: 'mouse',
    concepts: ['small', 'timid'],
  },
  frog: {
    en: 'frog',
    ja: 'カエル',
    ru: { w: 'лягушка', g: 'f' },
    pt: { w: 'sapo', g: 'm' },
    fi: 'sammakko',
    noun: 'frog',
    concepts: ['prince', 'pond'],
  },
  owl: {
    en: 'owl',
    ja: 'フクロウ',
    ru: { w: 'сова', g: 'f' },
    pt: { w: 'coruja', g: 'f' },
    fi: 'pöllö',
    noun: 'owl',
    concepts: ['wisdom', 'night'],
  },
  wolf: {
    en: 'wolf',
    ja: 'オオカミ',
    ru: { w: 'волк', g: 'm' },
    pt: { w: 'lobo', g: 'm' },
    fi: 'susi',
    noun: 'wolf',
    concepts: ['danger', 'wild'],
  },
  elephant: {
    en: 'elephant',
    ja: 'ゾウ',
    ru: { w: 'слон', g: 'm' },
    pt: { w: 'elefante', g: 'm' },
    fi: 'norsu',
    noun: 'elephant',
    concepts: ['memory', 'gentle giant'],
  },
  deer: {
    en: 'deer',
    ja: 'シカ',
    ru: { w: 'олень', g: 'm' },
    pt: { w: 'veado', g: 'm' },
    fi: 'peura',
    noun: 'deer',
    concepts: ['grace', 'forest'],
  },
  hedgehog: {
    en: 'hedgehog',
    ja: 'ハリネズミ',
    ru: { w: 'ёжик', g: 'm' },
    pt: { w: 'ouriço', g: 'm' },
    fi: 'siili',
    noun: 'hedgehog',
    concepts: ['prickly', 'small'],
  },
  lion: {
    en: 'lion',
    ja: 'ライオン',
    ru: { w: 'лев', g: 'm' },
    pt: { w: 'leão', g: 'm' },
    fi: 'leijona',
    noun: 'lion',
    concepts: ['courage', 'pride'],
  },
  dog: {
    en: 'dog',
    ja: 'イヌ',
    ru: { w: 'пёс', g: 'm' },
    pt: { w: 'cão', g: 'm' },
    fi: 'koira',
    noun: 'dog',
    concepts: ['loyalty', 'best friend'],
  },
};

interface FeelingWords {
  readonly en: string;
  readonly ja: string;
  readonly ru: { readonly m: string; readonly f: string };
  readonly pt: { readonly m: string; readonly f: string };
  readonly fi: string;
  /** Plain English concepts the feeling brings. */
  readonly concepts: readonly string[];
}

export const feelingWords: Record<Feeling, FeelingWords> = {
  joy: {
    en: 'joyful',
    ja: '嬉しそうな',
    ru: { m: 'радостный', f: 'радостная' },
    pt: { m: 'feliz', f: 'feliz' },
    fi: 'iloinen',
    concepts: ['joy', 'delight'],
  },
  fear: {
    en: 'frightened',
    ja: 'おびえた',
    ru: { m: 'испуганный', f: 'испуганная' },
    pt: { m: 'assustado', f: 'assustada' },
    fi: 'pelästynyt',
    concepts: ['fear', 'danger'],
  },
  longing: {
    en: 'wistful',
    ja: '切なげな',
    ru: { m: 'тоскующий', f: 'тоскующая' },
    pt: { m: 'saudoso', f: 'saudosa' },
    fi: 'kaihoisa',
    concepts: ['longing', 'nostalgia'],
  },
  mischief: {
    en: 'mischievous',
    ja: 'いたずら好きな',
    ru: { m: 'озорной', f: 'озорная' },
    pt: { m: 'travesso', f: 'travessa' },
    fi: 'kujeileva',
    concepts: ['mischief', 'trick'],
  },
  surprise: {
    en: 'astonished',
    ja: '驚いた',
    ru: { m: 'изумлённый', f: 'изумлённая' },
    pt: { m: 'espantado', f: 'espantada' },
    fi: 'hämmästynyt',
    concepts: ['surprise', 'discovery'],
  },
  grief: {
    en: 'grieving',
    ja: '悲しみに暮れた',
    ru: { m: 'скорбящий', f: 'скорбящая' },
    pt: { m: 'desolado', f: 'desolada' },
    fi: 'murheellinen',
    concepts: ['grief', 'loss'],
  },
  wonder: {
    en: 'wide-eyed',
    ja: '目を輝かせた',
    ru: { m: 'зачарованный', f: 'зачарованная' },
    pt: { m: 'maravilhado', f: 'maravilhada' },
    fi: 'lumoutunut',
    concepts: ['wonder', 'curiosity'],
  },
  calm: {
    en: 'calm',
    ja: '穏やかな',
    ru: { m: 'спокойный', f: 'спокойная' },
    pt: { m: 'tranquilo', f: 'tranquila' },
    fi: 'rauhallinen',
    concepts: ['peace', 'patience'],
  },
  sleep: {
    en: 'sleepy',
    ja: '眠たげな',
    ru: { m: 'сонный', f: 'сонная' },
    pt: { m: 'sonolento', f: 'sonolenta' },
    fi: 'uninen',
    concepts: ['sleep', 'dream'],
  },
  resolve: {
    en: 'determined',
    ja: '決意に満ちた',
    ru: { m: 'решительный', f: 'решительная' },
    pt: { m: 'decidido', f: 'decidida' },
    fi: 'päättäväinen',
    concepts: ['courage', 'quest'],
  },
};

/** "a frightened girl", "おびえた女の子", "испуганная девочка", "uma menina assustada", "pelästynyt tyttö". */
export function subjectPhrase(who: Who, feeling: Feeling, lang: Lang): string {
  const s = subjectWords[who];
  const f = feelingWords[feeling];
  switch (lang) {
    case 'en': {
      const phrase = `${f.en} ${s.en}`;
      return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
    }
    case 'ja':
      return `${f.ja}${s.ja}`;
    case 'ru':
      return `${f.ru[s.ru.g]} ${s.ru.w}`;
    case 'pt':
      return `${s.pt.g === 'f' ? 'uma' : 'um'} ${s.pt.w} ${f.pt[s.pt.g]}`;
    case 'fi':
      return `${f.fi} ${s.fi}`;
  }
}

/** A character as the other one in a sentence: given to, danced with. */
interface PartnerWords {
  readonly en: string;
  readonly ja: string;
  /** Dative and instrumental. */
  readonly ru: readonly [dat: string, ins: string];
  readonly pt: string;
  /** Allative and genitive. */
  readonly fi: readonly [all: string, gen: string];
}

/** The words for the other character of an action (its `second`), or for `fallback` if none. */
export function partner(second: string | null, fallback: Who): PartnerWords {
  return partnerWords[(second ?? fallback) as Who];
}

export const partnerWords: Record<Who, PartnerWords> = {
  girl: {
    en: 'a girl',
    ja: '女の子',
    ru: ['девочке', 'девочкой'],
    pt: 'uma menina',
    fi: ['tytölle', 'tytön'],
  },
  boy: {
    en: 'a boy',
    ja: '男の子',
    ru: ['мальчику', 'мальчиком'],
    pt: 'um menino',
    fi: ['pojalle', 'pojan'],
  },
  woman: {
    en: 'a woman',
    ja: '女の人',
    ru: ['женщине', 'женщиной'],
    pt: 'uma mulher',
    fi: ['naiselle', 'naisen'],
  },
  man: {
    en: 'a man',
    ja: '男の人',
    ru: ['мужчине', 'мужчиной'],
    pt: 'um homem',
    fi: ['miehelle', 'miehen'],
  },
  'old-woman': {
    en: 'an old woman',
    ja: 'おばあさん',
    ru: ['старушке', 'старушкой'],
    pt: 'uma velhinha',
    fi: ['vanhalle naiselle', 'vanhan naisen'],
  },
  'old-man': {
    en: 'an old man',
    ja: 'おじいさん',
    ru: ['старику', 'стариком'],
    pt: 'um velhinho',
    fi: ['vanhalle miehelle', 'vanhan miehen'],
  },
  fox: {
    en: 'a fox',
    ja: 'キツネ',
    ru: ['лисе', 'лисой'],
    pt: 'uma raposa',
    fi: ['ketulle', 'ketun'],
  },
  bear: {
    en: 'a bear',
    ja: 'クマ',
    ru: ['медведю', 'медведем'],
    pt: 'um urso',
    fi: ['karhulle', 'karhun'],
  },
  cat: { en: 'a cat', ja: '猫', ru: ['коту', 'котом'], pt: 'um gato', fi: ['kissalle', 'kissan'] },
  rabbit: {
    en: 'a rabbit',
    ja: 'ウサギ',
    ru: ['кролику', 'кроликом'],
    pt: 'um coelho',
    fi: ['kanille', 'kanin'],
  },
  mouse: {
    en: 'a mouse',
    ja: 'ネズミ',
    ru: ['мышке', 'мышкой'],
    pt: 'um ratinho',
    fi: ['hiirelle', 'hiiren'],
  },
  frog: {
    en: 'a frog',
    ja: 'カエル',
    ru: ['лягушке', 'лягушкой'],
    pt: 'um sapo',
    fi: ['sammakolle', 'sammakon'],
  },
  owl: {
    en: 'an owl',
    ja: 'フクロウ',
    ru: ['сове', 'совой'],
    pt: 'uma coruja',
    fi: ['pöllölle', 'pöllön'],
  },
  wolf: {
    en: 'a wolf',
    ja: 'オオカミ',
    ru: ['волку', 'волком'],
    pt: 'um lobo',
    fi: ['sudelle', 'suden'],
  },
  elephant: {
    en: 'an elephant',
    ja: 'ゾウ',
    ru: ['слону', 'слоном'],
    pt: 'um elefante',
    fi: ['norsulle', 'norsun'],
  },
  deer: {
    en: 'a deer',
    ja: 'シカ',
    ru: ['оленю', 'оленем'],
    pt: 'um veado',
    fi: ['peuralle', 'peuran'],
  },
  hedgehog: {
    en: 'a hedgehog',
    ja: 'ハリネズミ',
    ru: ['ёжику', 'ёжиком'],
    pt: 'um ouriço',
    fi: ['siilille', 'siilin'],
  },
  lion: {
    en: 'a lion',
    ja: 'ライオン',
    ru: ['льву', 'львом'],
    pt: 'um leão',
    fi: ['leijonalle', 'leijonan'],
  },
  dog: {
    en: 'a dog',
    ja: 'イヌ',
    ru: ['псу', 'псом'],
    pt: 'um cão',
    fi: ['koiralle', 'koiran'],
  },
};
