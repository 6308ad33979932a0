/** Rhetorical questions assert their answer; these are the common English shapes and what each asserts. */

const LEAD = "^(?:so |and |but |then |really,? )?";
const SUBJECT =
  "(i|you|we|they|he|she|it|this|that|these|those|people|everyone|anyone|(?:the|our|their|these|those|a|an|your|my) [a-z'-]+)";

const NEGATIVE_AUX: Record<string, { aux: string; thirdPerson?: boolean }> = {
  "don't": { aux: "" },
  "doesn't": { aux: "", thirdPerson: true },
  "didn't": { aux: "did" },
  "isn't": { aux: "is" },
  "aren't": { aux: "are" },
  "wasn't": { aux: "was" },
  "weren't": { aux: "were" },
  "shouldn't": { aux: "should" },
  "wouldn't": { aux: "would" },
  "couldn't": { aux: "could" },
  "can't": { aux: "can" },
  "won't": { aux: "will" },
  "hasn't": { aux: "has" },
  "haven't": { aux: "have" },
};

function sentence(subject: string, rest: string): string {
  const s = `${subject} ${rest}`.replace(/\s+/g, " ").trim();
  const fixed = s.replace(/^i\b/, "I");
  return `${fixed[0].toUpperCase()}${fixed.slice(1)}.`;
}

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The assertion a rhetorical question makes, or null for a genuine question. */
export function rhetoricalAssertion(question: string): string | null {
  const said = assertionOf(question);
  if (!said) return null;
  // "Why should we listen to Dr. Lee?": a name keeps the capitals the question gave it.
  const names = question.trim().match(/(?<=\s)[A-Z][\w'-]*/g) ?? [];
  return names.reduce((out, name) => (name === "I" ? out : out.replace(new RegExp(`\\b${name}\\b`, "gi"), name)), said);
}

function assertionOf(question: string): string | null {
  const q = question.trim().replace(/[’‘]/g, "'");
  if (!q.endsWith("?")) return null;
  const body = q.slice(0, -1).trim();
  // "So it has to be the starter motor, right?": a statement with a tag asks only for agreement; it asserts.
  const tagged =
    /^(.{12,}?),\s*(?:right|yeah|no|surely|don't you think|wouldn't you say|(?:isn't|aren't|doesn't|don't|hasn't|haven't|wasn't|weren't|won't|didn't|can't|couldn't|shouldn't) (?:it|they|he|she|we|you|there|that))$/i.exec(
      body,
    );
  if (
    tagged &&
    !/^(?:is|are|do|does|did|can|could|will|would|should|what|why|how|who|where|when|which)\b/i.test(tagged[1])
  )
    return `${tagged[1].replace(/^(?:so|and|but),?\s+/i, "").replace(/^\w/, (c) => c.toUpperCase())}.`;
  const lower = body.toLowerCase();
  let m = new RegExp(`${LEAD}how (?:can|could) ${SUBJECT} (?:not|fail to) (.+)$`).exec(lower);
  if (m) return sentence(m[1] === "anyone" ? "everyone" : m[1], `should ${m[2]}`);
  m = new RegExp(`${LEAD}how (?:can|could) ${SUBJECT} (.+)$`).exec(lower);
  if (m) return m[1] === "anyone" ? sentence("no one", `should ${m[2]}`) : sentence(m[1], `should not ${m[2]}`);
  m = new RegExp(`${LEAD}why (?:would|should|do|does|would you) ${SUBJECT} (?:ever |even )?(.+)$`).exec(lower);
  if (m) return m[1] === "anyone" ? sentence("no one", `should ${m[2]}`) : sentence(m[1], `should not ${m[2]}`);
  m = new RegExp(`${LEAD}why (?:not|don't we|don't you) (.+)$`).exec(lower);
  if (m) return sentence("we", `should ${m[1]}`);
  m = new RegExp(`${LEAD}(${Object.keys(NEGATIVE_AUX).join("|")}) ${SUBJECT} (.+)$`).exec(lower);
  if (m) {
    const { aux, thirdPerson: third } = NEGATIVE_AUX[m[1]];
    let rest = m[3];
    if (third) rest = rest.replace(/^(\w+)/, (v) => thirdPerson(v));
    return sentence(m[2], aux ? `${aux} ${rest}` : rest);
  }
  return null;
}
