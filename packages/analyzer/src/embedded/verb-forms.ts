// Irregular past participles of verbs common in arguments; regular verbs follow the spelling rules below.
const IRREGULAR: Record<string, string> = {
  be: "been",
  begin: "begun",
  break: "broken",
  bring: "brought",
  build: "built",
  buy: "bought",
  catch: "caught",
  choose: "chosen",
  cut: "cut",
  do: "done",
  draw: "drawn",
  drive: "driven",
  eat: "eaten",
  fall: "fallen",
  feel: "felt",
  find: "found",
  forbid: "forbidden",
  forget: "forgotten",
  get: "got",
  give: "given",
  go: "gone",
  grow: "grown",
  have: "had",
  hear: "heard",
  hide: "hidden",
  hold: "held",
  keep: "kept",
  know: "known",
  lay: "laid",
  lead: "led",
  leave: "left",
  lend: "lent",
  let: "let",
  lose: "lost",
  make: "made",
  mean: "meant",
  meet: "met",
  pay: "paid",
  put: "put",
  read: "read",
  ride: "ridden",
  run: "run",
  say: "said",
  see: "seen",
  sell: "sold",
  send: "sent",
  set: "set",
  shut: "shut",
  sit: "sat",
  speak: "spoken",
  spend: "spent",
  stand: "stood",
  steal: "stolen",
  take: "taken",
  teach: "taught",
  tell: "told",
  think: "thought",
  throw: "thrown",
  understand: "understood",
  wear: "worn",
  win: "won",
  write: "written",
  shoot: "shot",
};

// Simple past forms that differ from the participle above; the rest of the past tense is the participle.
const SIMPLE_PAST: Record<string, string> = {
  began: "begin",
  broke: "break",
  chose: "choose",
  drew: "draw",
  drove: "drive",
  ate: "eat",
  fell: "fall",
  gave: "give",
  went: "go",
  grew: "grow",
  hid: "hide",
  knew: "know",
  rode: "ride",
  ran: "run",
  saw: "see",
  spoke: "speak",
  stole: "steal",
  took: "take",
  threw: "throw",
  wore: "wear",
  wrote: "write",
};
const PAST_LEMMA = new Map<string, string>([
  ...Object.entries(IRREGULAR)
    .filter(([lemma, past]) => lemma !== past)
    .map(([lemma, past]): [string, string] => [past, lemma]),
  ...Object.entries(SIMPLE_PAST),
]);

/** The lemma of an irregular past form ("got" → "get", "went" → "go"); undefined for any other word. */
export const irregularLemma = (word: string): string | undefined => PAST_LEMMA.get(word);

export function pastParticiple(lemma: string): string {
  const v = lemma.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (v.endsWith("e")) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // Short verbs ending consonant-vowel-consonant double the consonant: ban → banned, stop → stopped.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v[v.length - 1]}ed`;
  return `${v}ed`;
}

/** Verbs of two syllables stressed on the last, which double their final consonant: "preferring", "controlling". */
const DOUBLING = new Set(
  "prefer refer occur defer incur confer deter commit control admit permit submit omit regret forget begin equip patrol compel expel rebel transfer".split(
    " ",
  ),
);

/** "desire" → "desiring", "be" → "being", "stop" → "stopping", "die" → "dying". */
export function presentParticiple(lemma: string): string {
  const v = lemma.toLowerCase();
  if (DOUBLING.has(v)) return `${v}${v[v.length - 1]}ing`;
  if (v === "be" || v === "see" || v === "flee" || v.endsWith("ee") || v.endsWith("ye")) return `${v}ing`;
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(v) || /ue$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v[v.length - 1]}ing`;
  return `${v}ing`;
}
