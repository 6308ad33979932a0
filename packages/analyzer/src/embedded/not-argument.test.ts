import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { NOT_ARGUMENT_PREFIX } from "./not-argument.js";

const why = (text: string) => analyzeEmbeddedDetail(text).notArgument;

describe("what is not an argument", () => {
  it.each([
    ["Hello", /greeting/],
    ["Hi there! How are you?", /greeting/],
    ["What time is it?", /only asks a question/],
    ["Homework is useless.", /single claim \("Homework is useless\."\) but gives no reason/],
    ["Milk\nEggs\nBread\nButter", /list of items/],
    ["apples, pears, plums", /list of items/],
    ["- buy milk\n- call mom\n- fix the bike", /list of items/],
    ["1. Book the flights\n2. Renew passports\n3. Pack", /list of items/],
    ["function add(a, b) {\n  return a + b;\n}", /looks like code/],
    ["<div><script>alert(1)</script></div>", /only markup/],
    ["Good evening all, hope the trip home went smoothly!", /greeting or a social message/],
    ["Thanks so much for fixing the gate, it made our week.", /greeting or a social message/],
    ["Happy anniversary, Ruth and Tom!", /greeting or a social message/],
    ["I adore this painting.", /single claim/],
    [
      "The choir practises every Thursday at 7 pm in the church hall. Please bring your music folder.",
      /notice or a message/,
    ],
    ["The book club meets tomorrow in the library. Please bring a snack if you can.", /notice or a message/],
    ["Wir müssen die Brücke reparieren, weil sie alt ist und es gefährlich wird.", /does not read as English/],
    ["Il faut planter des arbres parce que les villes sont trop chaudes.", /does not read as English/],
    ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.", /does not read as English/],
    ["Step 1: unplug the router. Step 2: wait ten seconds. Step 3: plug it back in.", /list of steps/],
    ["Vote Green! Vote Green! Vote Green!", /repeats one claim \("Vote Green!"\)/],
  ])("%j → says what is missing", (text, reason) => {
    const message = why(text);
    expect(message?.startsWith(NOT_ARGUMENT_PREFIX)).toBe(true);
    expect(message).toMatch(reason);
  });

  it("gives no invented findings for a text that is not an argument", () => {
    const { parsed } = analyzeEmbeddedDetail("Hello");
    expect(parsed.conclusion.text).toBe("");
    expect(parsed.unstatedAssumptions).toEqual([]);
    expect(parsed.necessaryAssumption).toBe("");
    expect(parsed.logicalFlaws).toEqual([]);
    expect(parsed.possibleCounter).toBe("");
  });

  it.each([
    "Cats are mammals, so cats are animals.",
    "We should ban cars from the centre because they pollute the air.",
    "Mars is so far away, we should fix the roads in our own town first.",
    "Should schools ban phones? Yes. Phones distract pupils in class.",
    "Smoking should be banned in parks in order to protect children's health.",
    "We must act now or the planet will burn.",
    "Thanks for the report, but its numbers are wrong since the survey missed rural towns.",
    "Step one is cheap, so the council should at least try the pilot.",
    // An argument laid out in bullets keeps its claim on a line of its own.
    "We should move the meeting to Friday:\n- half the team is away on Thursday\n- the report is due on Friday anyway",
    // A request with a reason for it is an argument, whatever its manners.
    "Please vote for Maria on Tuesday. She fixed the roads and cut waiting times at the clinic.",
  ])("analyses an argument: %s", (text) => {
    expect(why(text)).toBeNull();
  });

  it("still analyses a lone sentence that attacks a person in place of a reason", () => {
    const detail = analyzeEmbeddedDetail("You are an idiot and nobody should listen to you.");
    expect(detail.notArgument).toBeNull();
    expect(detail.flaw.id).toBe("ad_hominem");
  });

  it("reads pasted HTML as its text, not as premises", () => {
    const { parsed } = analyzeEmbeddedDetail(
      "<p>Dogs need long walks every day.</p><script>window.__xss=1</script><style>body{display:none}</style><p>So cats are easier pets for busy people.</p>",
    );
    const all = [parsed.conclusion.text, ...parsed.premiseSets.explicit].join(" ");
    expect(all).not.toMatch(/xss|display|<|>/);
    expect(parsed.conclusion.text).toMatch(/cats are easier pets/i);
  });
});
