import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Everyday arguments written for this test: each flaw is named from its own words, and a near text without them
// is not accused of it.
const detail = (text: string) => analyzeEmbeddedDetail(text);
const flawOf = (text: string) => detail(text).flaw;

describe("everyday flaws, named from the text's own words", () => {
  it("reads a correlation and its causal claim in one sentence as false cause, but not a claim offered as possible", () => {
    const text = "Towns with more libraries have more burglaries, so libraries attract burglars.";
    expect(flawOf(text).id).toBe("false_cause");
    expect(flawOf(text).evidence).toMatch(/^Towns with more libraries have more burglaries … libraries attract/);
    expect(flawOf("Towns with more libraries have more burglaries, so libraries might attract burglars.").id).not.toBe(
      "false_cause",
    );
  });

  it("reads two things that rise together, and a 'must lead to', as false cause", () => {
    const text = "Umbrella sales and traffic jams both rise in autumn. Buying umbrellas must lead to traffic jams.";
    const { parsed, flaw } = detail(text);
    expect(parsed.conclusion.text).toBe("Buying umbrellas must lead to traffic jams.");
    expect(parsed.conclusion.type).not.toBe("Policy Recommendation");
    expect(flaw.id).toBe("false_cause");
  });

  it("dates with 'ever since', so the claim drawn from the change is the conclusion", () => {
    const text =
      "Ever since the quarry opened, more people in the village have had coughs. The quarry dust is making people ill.";
    const { parsed, flaw } = detail(text);
    expect(parsed.conclusion.text).toBe("The quarry dust is making people ill.");
    expect(flaw.id).toBe("false_cause");
  });

  it("names composition when the whole is given its parts' own property, and not for another property", () => {
    expect(flawOf("Every tile on this roof is waterproof, so the roof is waterproof.").id).toBe("composition_division");
    expect(flawOf("Each singer in the choir is talented. So the choir must be talented.").id).toBe(
      "composition_division",
    );
    expect(flawOf("Every room in the hostel is clean, so the hostel passed its inspection.").id).not.toBe(
      "composition_division",
    );
  });

  it("names denying the antecedent when the denial is a contradictory word ('off', 'closed')", () => {
    expect(flawOf("If the fan is on, the room is cool. The fan is off. So the room is not cool.").id).toBe(
      "formal_fallacy",
    );
    expect(flawOf("If the fan is on, the room is cool. The room is not cool. So the fan is off.").id).toBe("none");
  });

  it("reads a side taken from two offered options as a false dilemma, quoting both options", () => {
    const text =
      "Either you back the strike or you are against the workers. You did not sign, so you are against the workers.";
    const flaw = flawOf(text);
    expect(flaw.id).toBe("false_dilemma");
    expect(flaw.evidence).toBe("Either you back the strike or you are against the workers.");
    expect(flawOf("So you are against a shorter week? You must want us to work forever.").id).toBe("straw_man");
  });

  it("reads 'don't take his advice' with a remark about him as an ad hominem, and quotes the claim as a clause", () => {
    const { flaw, parsed } = detail("Don't take his advice on diets; he is a fast-food addict.");
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toBe("he is a fast-food addict");
    expect(parsed.logicalFlaws[0]).toMatch(/whether you should not take his advice on diets\./);
  });

  it("reads a crowd doing something, offered as the reason to join it, as ad populum", () => {
    expect(flawOf("Everyone at my gym is drinking oat milk now, so you should switch to it too.").id).toBe(
      "ad_populum",
    );
    expect(flawOf("All my classmates bought the new calculator, and it broke within a week.").id).not.toBe(
      "ad_populum",
    );
  });

  it("does not read a record's words ('the timetable says') as an appeal to authority", () => {
    expect(flawOf("We will be late because the line is closed; the timetable says trains resume at noon.").id).not.toBe(
      "irrelevant_authority",
    );
  });

  it("reads an unkind word describing the cases counted as a sample, not an attack, and the generalisation as the claim", () => {
    const { parsed, flaw } = detail("I met two lazy builders in this town. Builders are lazy.");
    expect(parsed.conclusion.text).toBe("Builders are lazy.");
    expect(flaw.id).toBe("hasty_generalization");
    expect(flawOf("You are a lazy builder, so nobody should hire you.").id).toBe("ad_hominem");
  });

  it("reads the explanation drawn after a reported change as the claim, and a luck-bringing cause as false cause", () => {
    const text =
      "Since the band started playing in red shirts, it has sold out six shows. The red shirts are bringing it luck.";
    const { parsed, flaw } = detail(text);
    expect(parsed.conclusion.text).toBe("The red shirts are bringing it luck.");
    expect(flaw.id).toBe("false_cause");
  });

  it("reads a view written off for what its author is as an ad hominem, not for what the author did", () => {
    expect(flawOf("Her plan for the bus lanes is rubbish, because she is a known gossip.").evidence).toBe(
      "she is a known gossip.",
    );
    expect(
      flawOf(
        "His argument for the park is wrong, because the land is needed for housing and he has not counted the cost.",
      ).id,
    ).not.toBe("ad_hominem");
  });

  it("reads 'no study has shown it harmful, so it is fine' as an appeal to ignorance, but not tests that looked", () => {
    expect(flawOf("No study has shown that the glue is harmful, so it is fine for school projects.").id).toBe(
      "appeal_to_ignorance",
    );
    expect(
      flawOf("No test has ever found lead in our tap water, and the pipes were replaced in 2015, so the water is safe.")
        .id,
    ).toBe("none");
  });

  it("does not read friends named as cases as a source leaned on", () => {
    expect(
      flawOf("Two of my friends failed their driving test on a rainy day. Rain makes people fail driving tests.").id,
    ).not.toBe("irrelevant_authority");
    expect(flawOf("My cousin says the theory test is too hard, so it must be.").id).not.toBe("none");
  });

  it("names no cause or alternative when the text says what else stayed the same", () => {
    const text =
      "Our library's records show that loans doubled in the months the late fee was waived, while opening hours and stock stayed the same. Waiving the fee encouraged borrowing.";
    expect(flawOf(text).id).toBe("none");
    expect(
      flawOf(
        "Our gym's sign-ups doubled in the month we cut the joining fee. Cutting the fee must have brought in the new members.",
      ).id,
    ).not.toBe("none");
  });

  it("does not call a reason given with 'because' in the claim's own sentence a red herring", () => {
    expect(
      flawOf("We should mend the fence before spring, because the goats will get out and new posts cost more later.")
        .id,
    ).not.toBe("red_herring");
  });

  it("reads advice set aside for what its giver does as an ad hominem, and an outdated leaflet as no attack", () => {
    const flaw = flawOf("We can ignore the dentist's advice on sweets; she eats chocolate every day.");
    expect(flaw.id).toBe("ad_hominem");
    expect(flaw.evidence).toMatch(/^she eats chocolate every day/);
    expect(
      flawOf("We can ignore the council's leaflet about recycling; it was printed before the new rules came in.").id,
    ).toBe("none");
  });

  it("reads a group that does better, or a ban followed by a fall, as false cause when the claim names the cause", () => {
    expect(
      flawOf("Children who eat breakfast score higher in tests, so eating breakfast makes children cleverer.").id,
    ).toBe("false_cause");
    expect(
      flawOf("Since the council closed the car park, market takings have fallen. The closure is hurting the market.")
        .id,
    ).toBe("false_cause");
  });
});
