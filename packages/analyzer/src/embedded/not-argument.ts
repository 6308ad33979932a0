import type { Unit } from "./segment.js";

/**
 * An argument is a claim and at least one reason offered for it. Texts that plainly lack one of the two get
 * that said, with what is missing, instead of findings invented around nothing.
 */
export const NOT_ARGUMENT_PREFIX = "This text has no argument to analyze:";

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|night|day)|thanks?|thank you|many thanks|bye|goodbye|see you|cheers|welcome|yo|how are you|how's it going|what's up|nice to meet you|dear \w+|happy (?:birthday|anniversary|new year|holidays|easter|christmas|hanukkah|diwali|eid)|merry christmas|congratulations|congrats|best wishes|all the best|take care|have a (?:nice|good|great|lovely) \w+)\b/i;
// A line of code ends in a brace or semicolon, opens with a keyword, or holds an operator prose never uses.
const CODE_LINE =
  /[;{}]\s*$|^\s*(?:def |function\b|class \w+|import |from \S+ import|return\b|const |let |var |public |private |#include|SELECT |print\(|console\.)|=>|===?|!==?|&&|\|\||\w\(\)|^\s*[<$#@][\w-]+[:=]/;
const CODE_SYMBOLS = /[{}[\]();=<>$#|&\\]/g;
// A clause joined inside one sentence by a reason, purpose, inference, condition or threat ("or X will…") is
// already an argument.
const LINKED =
  /\b(?:so|because|since|therefore|thus|hence|if|unless|then|which means|given that|due to|thanks to|in order to|so that|so as to|as a result|otherwise)\b|, (?:for|as|to) |\bor (?:else )?[^.?!]{0,40}\b(?:will|would)\b/i;

// A notice or a message: polite requests ("Please bring …") beside when and where something happens.
const REQUEST = /^(?:please|kindly|(?:do not|don't) forget to|remember to|make sure (?:to|you)|feel free to)\b/i;
const DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|month|morning|afternoon|evening";
const WHEN_WHERE = new RegExp(
  String.raw`\b(?:(?:on|every|next|this|each) (?:${DAY})s?|at \d|\d(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.|o'clock)|(?:in|at) (?:the )?(?:room|hall|office|building|lobby|reception|cafeteria|canteen|library)\b|room \d|tomorrow|tonight|today|by (?:${DAY}|noon|\d))`,
  "i",
);
// Words that judge or recommend: a notice states no position.
const POSITION =
  /\b(?:should|must|ought|need to|best|better|worse|worst|good|bad|right|wrong|important|because|so|since)\b/i;

/** Requests beside the when and where of something: a notice or a message, no claim argued for. */
function notice(units: Unit[]): boolean {
  const requests = units.filter((u) => REQUEST.test(u.text.trim()));
  const rest = units.filter((u) => !requests.includes(u));
  return (
    requests.length > 0 &&
    rest.length > 0 &&
    rest.every((u) => WHEN_WHERE.test(u.text)) &&
    units.every((u) => !POSITION.test(u.text) && !u.isQuestion)
  );
}

function words(text: string): string[] {
  return text.match(/[a-z][a-z'-]*/gi) ?? [];
}

function looksLikeCode(text: string): boolean {
  const lines = text.split(/\n/).filter((l) => l.trim().length > 0);
  if (lines.length === 0) return false;
  const codeLines = lines.filter((l) => CODE_LINE.test(l)).length;
  const symbols = (text.match(CODE_SYMBOLS) ?? []).length / Math.max(1, text.replace(/\s/g, "").length);
  return codeLines / lines.length >= 0.5 && symbols >= 0.04;
}

// A bullet or number opening a line: "- buy milk", "• eggs", "2) call the bank".
const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/;

/**
 * Every line a short bulleted item, with no line outside the bullets to state a claim and no word linking the items:
 * a to-do or shopping list. An argument laid out in bullets has its claim on a line of its own ("We should … :").
 */
function bulletList(text: string): boolean {
  const lines = text.split(/\n/).filter((l) => l.trim().length > 0);
  return lines.length >= 2 && lines.every((l) => BULLET.test(l) && words(l).length <= 8) && !LINKED.test(text);
}

// Common function words of English and of the languages most often pasted instead (German, French, Spanish,
// Italian, Dutch, Portuguese), and the placeholder Latin of layouts. No English argument does without the first.
const ENGLISH =
  /^(?:the|a|an|and|or|but|of|to|in|on|at|for|with|by|from|is|are|was|were|be|it|this|that|i|you|he|she|we|they|not|no|if|so|as|will|would|can|should|must|do|does|have|has|because)$/;
const FOREIGN =
  /^(?:der|die|das|und|ist|nicht|wir|sie|ein|eine|mit|auf|für|weil|sollten|le|la|les|et|est|nous|vous|pas|que|une|des|du|pour|parce|el|los|las|y|es|por|para|con|del|porque|il|di|che|non|per|het|een|niet|zijn|omdat|não|uma|lorem|ipsum|dolor|amet)$/;

/** Most words foreign function words and almost none English: a text this analyzer cannot read. */
function notEnglish(text: string): boolean {
  const all = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (all.length < 6) return false;
  const share = (re: RegExp) => all.filter((w) => re.test(w)).length / all.length;
  return share(FOREIGN) >= 0.15 && share(ENGLISH) < 0.1;
}

// Numbered steps written inline ("Step 1: … Step 2: …"): a procedure, not reasons for a claim.
const STEPS = /\bstep \d+\b/gi;

const hasVerb = (u: Unit) => u.tokens.some((t) => t.pos === "VERB" || t.pos === "AUX");

/** Two or more comma- or dash-separated parts that each have a verb: "The moon is far away, we should stay". */
function twoClauses(u: Unit): boolean {
  let parts = 0;
  let verb = false;
  let size = 0;
  for (const t of u.tokens) {
    if (/^[,;:—–-]$/.test(t.value)) {
      if (verb && size >= 2) parts++;
      verb = false;
      size = 0;
      continue;
    }
    size++;
    if (t.pos === "VERB" || t.pos === "AUX") verb = true;
  }
  if (verb && size >= 2) parts++;
  return parts >= 2;
}

function quote(text: string): string {
  const w = text.trim().split(/\s+/);
  return w.length <= 12 ? text.trim() : `${w.slice(0, 12).join(" ")}…`;
}

/**
 * Why the text is not an argument, or null when it may be one.
 * `hadMarkup` says whether tags were removed before `text` was segmented into `units`.
 */
export function notAnArgument(
  text: string,
  units: Unit[],
  hadMarkup: boolean,
  showsFlaw: (text: string) => boolean,
): string | null {
  const say = (why: string) => `${NOT_ARGUMENT_PREFIX} ${why}`;
  if (words(text).length === 0)
    return say(
      hadMarkup
        ? "it holds only markup (tags, scripts or styles), no sentences to read."
        : "it has no words, so there is no claim and no reason.",
    );
  if (looksLikeCode(text)) return say("it looks like code, not sentences that make a claim and give reasons for it.");
  if (notEnglish(text)) return say("it does not read as English. The analyzer reads arguments written in English.");
  const statements = units.filter((u) => !u.isQuestion || u.assertion);
  // A greeting may carry a wish or a thank-you's reason ("Thanks for your help, it meant a lot"), none argued.
  if (units.length > 0 && units.every((u) => GREETING.test(u.text.trim()) && words(u.text).length <= 14))
    return say(
      "it is a greeting or a social message (thanks, good wishes); there is no claim and no reason given for one.",
    );
  // A personal attack or an appeal offered in place of a reason is still an attempt at arguing: its flaw is the finding.
  const attempted = () => showsFlaw(text);
  if (statements.length === 0 && !attempted())
    return say("it only asks a question. An argument states a claim and gives at least one reason for it.");
  const said = new Set(statements.map((u) => words(u.text).join(" ").toLowerCase()));
  if (statements.length >= 2 && said.size === 1 && !attempted())
    return say(`it repeats one claim ("${quote(statements[0].text)}") but gives no reason for it.`);
  // A longer unit without a verb is one whose verb the tagger missed ("Most people ski three days a year").
  const verbless = statements.filter(
    (u) => !hasVerb(u) && (words(u.text).length <= 6 || statements.length === 1),
  ).length;
  const list = say("it is a list of items, not statements. An argument needs a claim and a reason for it.");
  if (bulletList(text)) return list;
  if ((text.match(STEPS) ?? []).length >= 2 && !LINKED.test(text))
    return say(
      "it is a list of steps to follow, not reasons for a claim. An argument needs a claim and a reason for it.",
    );
  if (statements.length === 1 && verbless === 1)
    return /[,;\n]/.test(text.trim())
      ? list
      : say("it is a phrase, not a statement. An argument needs a claim and a reason for it.");
  if (statements.length >= 2 && verbless / statements.length >= 0.7 && !LINKED.test(text)) return list;
  // "Please bring a cake if you can": a courtesy, no condition argued from.
  const courteous = text.replace(/\bif (?:you can|possible|you like|you want|you wish|needed)\b/gi, "");
  if (notice(units) && !LINKED.test(courteous) && !attempted())
    return say(
      "it gives information and requests (when, where, what to bring), as a notice or a message does, not a claim with a reason for it.",
    );
  if (units.length === 1 && !LINKED.test(units[0].text) && !twoClauses(units[0]) && !attempted())
    return say(`it makes a single claim ("${quote(units[0].text)}") but gives no reason for it.`);
  return null;
}
