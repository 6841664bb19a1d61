import type { Words } from '../types.ts';

/** The light of each palette, as the opening of the alt text's second sentence. */
export const paletteLight: Readonly<Record<string, Words>> = {
  'night-indigo': {
    en: 'Deep blue night',
    ja: '深い青の夜',
    ru: 'Глубокая синяя ночь',
    pt: 'Noite de azul profundo',
    fi: 'Syvänsininen yö',
  },
  'dusk-ember': {
    en: 'Ember-red dusk',
    ja: '燃えるような夕暮れ',
    ru: 'Огненные сумерки',
    pt: 'Entardecer em brasa',
    fi: 'Hehkuva iltarusko',
  },
  'dawn-rose': {
    en: 'Rose-pink dawn',
    ja: 'ばら色の夜明け',
    ru: 'Розовый рассвет',
    pt: 'Amanhecer cor-de-rosa',
    fi: 'Ruusunpunainen aamunkoitto',
  },
  'mist-grey': {
    en: 'A grey, misty day',
    ja: '霧に包まれた灰色の昼',
    ru: 'Серый туманный день',
    pt: 'Um dia cinzento e enevoado',
    fi: 'Harmaa, sumuinen päivä',
  },
  'teal-night': {
    en: 'A still teal night',
    ja: '静かな青緑の夜',
    ru: 'Тихая бирюзовая ночь',
    pt: 'Uma noite calma, verde-azulada',
    fi: 'Tyyni sinivihreä yö',
  },
  'violet-dream': {
    en: 'Violet twilight',
    ja: 'すみれ色の薄明',
    ru: 'Фиолетовые сумерки',
    pt: 'Crepúsculo violeta',
    fi: 'Violetti hämärä',
  },
  'golden-hour': {
    en: 'Golden evening light',
    ja: '黄金色の夕方の光',
    ru: 'Золотой вечерний свет',
    pt: 'Luz dourada de fim de tarde',
    fi: 'Kultainen iltavalo',
  },
  'moss-morning': {
    en: 'A pale green morning',
    ja: '淡い緑の朝',
    ru: 'Бледно-зелёное утро',
    pt: 'Uma manhã verde-clara',
    fi: 'Vaaleanvihreä aamu',
  },
  'arctic-blue': {
    en: 'A cold, clear day',
    ja: '冷たく澄んだ昼',
    ru: 'Холодный ясный день',
    pt: 'Um dia frio e límpido',
    fi: 'Kylmä, kirkas päivä',
  },
  'storm-slate': {
    en: 'A stormy sky',
    ja: '嵐の空',
    ru: 'Грозовое небо',
    pt: 'Um céu de tempestade',
    fi: 'Myrskyinen taivas',
  },
  'crimson-moon': {
    en: 'A blood-red night',
    ja: '血のように赤い夜',
    ru: 'Кроваво-красная ночь',
    pt: 'Uma noite vermelho-sangue',
    fi: 'Verenpunainen yö',
  },
  'jade-twilight': {
    en: 'Jade twilight',
    ja: '翡翠色の黄昏',
    ru: 'Нефритовые сумерки',
    pt: 'Crepúsculo cor de jade',
    fi: 'Jadenvihreä hämärä',
  },
};
