import { capitalise } from "./phrases.js";

// The writer's own frame around a claim: "I think …", "We firmly believe that …", "In my opinion, …".
const FRAME =
  /^(?:(?:i|we) (?:really |strongly |firmly |honestly |personally |do )?(?:think|believe|feel|reckon|suspect|guess|am (?:sure|convinced|certain)|are (?:sure|convinced|certain)|would (?:argue|say))(?: that)?,?|(?:in my (?:opinion|view)|personally|to my mind|in our view|if you ask me),)\s+/i;

/**
 * The claim inside a first-person frame: "I think remote work is here to stay" claims that remote work is here to
 * stay, and the analysis is about that, not about what the writer thinks. A frame around too little to be a claim
 * ("I think so") stays as written.
 */
export function withoutStanceFrame(claim: string): string {
  const m = FRAME.exec(claim);
  if (!m) return claim;
  const rest = claim.slice(m[0].length);
  return rest.split(/\s+/).length >= 3 ? capitalise(rest) : claim;
}
