import { capitalise } from "./phrases.js";

// The writer's own frame around a claim: "I think …", "We firmly believe that …", "In my opinion, …".
const FRAME =
  /^(?:(?:i|we) (?:really |strongly |firmly |honestly |personally |do )?(?:think|believe|feel|reckon|suspect|guess|am (?:sure|convinced|certain)|are (?:sure|convinced|certain)|would (?:argue|say))(?: that)?,?|(?:in my (?:opinion|view)|personally|to my mind|in our view|if you ask me),)\s+/i;

/**
 * The claim itself, as the analysis reasons about it: inside a first-person frame ("I think remote work is here to
 * stay" claims that remote work is here to stay, not something about the writer) and without a conclusion marker
 * in its middle. A frame around too little to be a claim ("I think so") stays as written.
 */
export function claimCore(stated: string): string {
  // "Schools should therefore provide …": the marker says the claim is drawn; the claim is what is drawn.
  const claim = stated.replace(/(?<=\S)\s*,?\s+(?:therefore|thus|hence|consequently|accordingly)\b,?(?=\s)/gi, "");
  const m = FRAME.exec(claim);
  if (!m) return claim;
  const rest = claim.slice(m[0].length);
  return rest.split(/\s+/).length >= 3 ? capitalise(rest) : claim;
}
