/** English function words: they carry no picture, so clue understanding skips them. */
export const stopwords: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with without into onto upon over ' +
    'under about above below between among through during before after since until till than as ' +
    'is am are was were be been being do does did done have has had having will would shall ' +
    'should can could may might must it its it’s this that these those there here i me my mine ' +
    'we us our ours you your yours he him his she her hers they them their theirs who whom whose ' +
    'which what when where why how all any both each few more most other some such no not only ' +
    'own same too very just also then once again ever s t don doesn didn isn aren wasn weren ' +
    'let lets up down out off one ones thing things get got like'
  ).split(' '),
);
