import type { Lang } from '@fabula/deck';

/**
 * Function words per language: they carry no picture, so clue understanding skips them (unless
 * a clue is nothing else: "Up" is a film), and a one-word entry never matches one (Finnish "on",
 * "is", is no *onni*, Portuguese "nada", "nothing", no *nadar*). Words of place and direction (up, down, out, over,
 * under) are not here: "under the sea" and "over the moon" mean something.
 */
const lists: Readonly<Record<Lang, string>> = {
  en:
    'a an the and or but nor so yet of in on at to for from by with as than ' +
    'is am are was were be been being do does did done have has had having will would shall ' +
    'should can could may might must it its it’s this that these those there here i me my mine ' +
    'we us our ours you your yours he him his she her hers they them their theirs who whom whose ' +
    'which what when where why how all any both each few more most other some such no not only ' +
    'own same too very just also then once again ever s t don doesn didn isn aren wasn weren ' +
    'let lets one ones thing things get got like',
  ja: 'の を は が に で と も へ や か な だ です ます から まで より って た て',
  ru:
    'и в во на с со к ко о об от до по за из у а но же ли бы не что как это то для при над под ' +
    'я ты он она мы вы они мой моя моё мое мои твой твоя его её ее их все всё так там тут вот уже ещё',
  pt:
    'o a os as um uma uns umas de do da dos das em no na nos nas e ou com por para pelo pela ao à ' +
    'me te se nos meu minha meus minhas teu tua seu sua que quem não nada tudo isso isto',
  fi: 'ja tai on ei se ne kun kuin että mutta myös minä sinä hän me te he ole olla olen ovat oli',
};

const sets = new Map<Lang, ReadonlySet<string>>();

export function isStopword(word: string, lang: Lang): boolean {
  let set = sets.get(lang);
  if (!set) {
    set = new Set(lists[lang].split(' '));
    sets.set(lang, set);
  }
  return set.has(word);
}

/** English function words (the card profiles and banned-word checks use these). */
export const stopwords: ReadonlySet<string> = new Set(lists.en.split(' '));
