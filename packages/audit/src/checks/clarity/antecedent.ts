import { allClaims, claimParagraph, findingAt } from "../../draft/access.js";
import { claimChain } from "../../draft/claims.js";
import { STOPWORDS, stem, wordsOf } from "../../text.js";
import type { Finding } from "../../types.js";
import type { Check } from "../check.js";

const DEFINITE = /\b(?:the|said)\s+/gi;
/** Modifiers that do not name the thing: 'the first lever' needs a basis for 'lever'. */
const ORDINAL =
  /^(first|second|third|fourth|fifth|sixth|last|final|next|further|additional|other|respective|corresponding|resulting|following|same|entire|whole|total|two|three|four|both)$/;
/**
 * Things every object or composition has, which a claim may name with 'the' without introducing them (MPEP
 * 2173.05(e): inherent components): directions and regions, the rest of a mixture, the parts of a wearer's body.
 */
const INHERENT =
  /^(direction|vicinity|periphery|center|centre|middle|outside|inside|interior|exterior|top|bottom|front|rear|back|left|right|horizontal|vertical|longitudinal|lateral|axial|radial|circumferential|balance|remainder|rest|range|presence|absence|art|environment|atmosphere|air|ground|time|body|head|neck|torso|shoulders?|arms?|hands?|fingers?|legs?|foot|feet|skin|nose|nostrils?|mouth|ears?|eyes?)$/;
/** Words that end a noun phrase besides function words: verbs and participles that follow a subject. */
const VERB =
  /^(is|are|was|were|be|being|been|has|have|comprises|includes|contains|extends|defines|forms|receives|provides|moves|rotates|causes|allows|enables|according|wherein|whereby|when|which|that|so)$/;
/** 'the method of claim 1', 'the device as recited in claim 2': the parent's preamble, not a new term. */
const REFERS_TO_CLAIM =
  /^\s*(?:of|according to|as (?:claimed|recited|defined|set forth|described) in|in)\s+(?:any (?:one )?of )?claims?\s+\d/i;

/** The words of a noun phrase starting at `from`, up to the first function word, verb, participle or mark. */
function phraseAt(text: string, from: number, max: number): string[] {
  const words: string[] = [];
  const re = /([A-Za-z][A-Za-z-]*)|(\S)/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && words.length < max; m = re.exec(text)) {
    if (m[2] || !/^\s*$/.test(text.slice(from, m.index))) break;
    const w = m[1].toLowerCase();
    if (STOPWORDS.has(w) && !ORDINAL.test(w)) break;
    if (VERB.test(w)) break;
    if (words.length > 0 && /(ed|ing)$/.test(w) && w.length > 5) break;
    words.push(w);
    from = m.index + m[0].length;
  }
  return words;
}

/** 'said administration' after 'administering', 'the adjustment' after 'adjusting': a noun made of an earlier verb. */
function nominalises(word: string, known: ReadonlySet<string>): boolean {
  const root = word.replace(/(ation|ition|tion|sion|ment|ance|ence)$/, "");
  if (root === word || root.length < 5) return false;
  const prefix = root.slice(0, Math.max(5, root.length - 1));
  return [...known].some((k) => k.startsWith(prefix));
}

const core = (words: string[]) => words.filter((w) => !ORDINAL.test(w)).map(stem);
const stemsOf = (text: string) => new Set(wordsOf(text).map((w) => stem(w.lower)));

/**
 * MPEP 2173.05(e): a claim refers with 'the' or 'said' only to what it, or a claim it depends on, introduced
 * before. Deliberately lenient, so that what it reports is a real gap: a definite phrase has a basis when its
 * naming word was used anywhere earlier in the claim or its parents (with 'a', with no article as mass nouns and
 * plurals are introduced, or inside a longer name), or its last word was ('the emitted light' after 'light'). Let pass as well: the claim's opening words ('The ornamental
 * design for…'), relational phrases ('the same frequency'), a noun made of an earlier verb ('said administration' after
 * 'administering'), Jepson claims' 'the improvement', labels ('the formula
 * (5)'), an inherent attribute followed by 'of' or 'between' ('the length of the arm'), Markush groups ('the group
 * consisting of') and references to a parent claim ('the method of claim 1').
 */
export const antecedentBasis: Check = {
  id: "112b.antecedent-basis",
  ground: "112b",
  abstractAndClaims: true,
  run(d) {
    const out: Finding[] = [];
    for (const { section, claim, siblings } of allClaims(d)) {
      const chain = claimChain(claim, siblings);
      const seen = new Set<string>();
      for (const m of claim.text.matchAll(DEFINITE)) {
        const at = (m.index ?? 0) + m[0].length;
        const words = phraseAt(claim.text, at, 4);
        const wanted = core(words);
        if (wanted.length === 0) continue;
        const after = claim.text.slice(at + words.join(" ").length);
        // An attribute of something named next is inherent to it: 'the length of the arm', 'the distance between
        // the plates'; 'parts by weight' is a unit.
        if (/^\s*(of|between)\b/i.test(after) && !REFERS_TO_CLAIM.test(after)) continue;
        if (/^parts?$/.test(words[words.length - 1]) && /^\s*by (weight|volume|mass)\b/i.test(after)) continue;
        if (REFERS_TO_CLAIM.test(after)) continue;
        if (
          (m.index ?? 0) === 0 ||
          /^(following|same|provisos?)$/.test(words[0]) ||
          /^(group|improvement)/.test(wanted[0])
        )
          continue;
        // A labelled formula or figure: 'the formula (5)', 'the compound (Ia)'.
        if (/^\s*\(/.test(after)) continue;
        if (INHERENT.test(words[0]) || INHERENT.test(words[words.length - 1])) continue;
        const earlier = [...chain.slice(1).map((c) => c.text), claim.text.slice(0, m.index ?? 0)].join(" ");
        const known = stemsOf(earlier);
        const basis =
          known.has(wanted[0]) || known.has(wanted[wanted.length - 1]) || nominalises(words[words.length - 1], known);
        const key = wanted.join(" ");
        if (basis || seen.has(key)) continue;
        seen.add(key);
        const start = m.index ?? 0;
        // Highlight up to the naming word that lacks a basis: 'the first lever', not the verb after it.
        const named = words.slice(0, words.findIndex((w) => !ORDINAL.test(w)) + 1).join(" ");
        out.push(
          findingAt(
            {
              check: this.id,
              ground: this.ground,
              severity: "should",
              why: `'${m[0]}${named}' has no antecedent: neither this claim nor a claim it depends on introduces it with 'a' or 'an' (MPEP 2173.05(e)).`,
              fix: `Introduce it first ('a ${named}'), or use the name the claim already gave it.`,
            },
            section,
            claimParagraph(claim),
            start,
            at + named.length,
          ),
        );
      }
    }
    return out;
  },
};
