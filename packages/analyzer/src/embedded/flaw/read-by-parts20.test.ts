import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { clearances } from "./clearances.js";

// Engine 20 reads more wordings of six flaw types by their parts, and leaves more sound texts alone: each reading
// fires on a text that shows its parts and stays quiet on a corrected one. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;
const shownFlaw = (text: string) => {
  const flaw = flawOf(text);
  return flaw.shown ? flaw.id : "none";
};

describe("flaws read by their parts (engine 20)", () => {
  it("false cause: a remedy or a change credited with what followed it ('works wonders', 'is getting … hooked')", () => {
    const tea = flawOf(
      "Started drinking ginger tea on Sunday, and by Wednesday my sore throat was gone. That tea works wonders.",
    );
    expect(tea).toMatchObject({ id: "false_cause", shown: true, evidence: expect.stringContaining("works wonders") });
    expect(
      flawOf(
        "Membership of the chess club doubled the same term the school bought new boards. Those boards are clearly getting pupils hooked on chess.",
      ).id,
    ).toBe("false_cause");
    // The writer leaves the cause open.
    expect(
      shownFlaw(
        "Started drinking ginger tea on Sunday, and by Wednesday my sore throat was gone. Sore throats often clear in a few days anyway, so I can't say whether the tea did anything.",
      ),
    ).toBe("none");
    // Taking the cause away and seeing the effect stop is a test, not a sequence.
    expect(
      shownFlaw(
        "The buzzing in the office started when the new fridge arrived, and it stopped once the fridge was moved to the kitchen. The fridge was the cause.",
      ),
    ).toBe("none");
  });

  it("ad hominem: a person's words dismissed in everyday phrasing, with the remark the dismissal rests on", () => {
    expect(
      flawOf(
        "Dev keeps saying the car park needs resurfacing. Dev still can't parallel park. I'm not taking parking advice from him.",
      ),
    ).toMatchObject({ id: "ad_hominem", evidence: "Dev still can't parallel park." });
    expect(
      flawOf("Jo's complaint about the new rota can be set aside. She only joined the team in May."),
    ).toMatchObject({
      id: "ad_hominem",
      evidence: "She only joined the team in May.",
    });
    expect(
      flawOf(
        "Nobody should mind what Lena thinks about the menu. Nothing she says counts: she burnt the rice at the last party.",
      ).id,
    ).toBe("ad_hominem");
    expect(
      flawOf("Of course Sam wants the meeting moved to Friday. He's the sort who never finishes anything on time."),
    ).toMatchObject({ id: "ad_hominem", evidence: "Of course Sam wants" });
    // Advice taken on evidence, not on who gave it.
    expect(
      shownFlaw(
        "Dev keeps saying the car park needs resurfacing. The surveyor found the same cracks last week, so I'm taking his advice.",
      ),
    ).toBe("none");
  });

  it("equivocation: a word of a rule or a request taken up in the writer's own sense", () => {
    const advert = flawOf(
      "The job advert asked for someone who is 'flexible'. I've done yoga for ten years, so I'm as flexible as they come and should get an interview.",
    );
    expect(advert).toMatchObject({ id: "equivocation", evidence: expect.stringContaining("as flexible as they come") });
    expect(
      shownFlaw(
        "The job advert asked for someone who can work flexible hours. I can work any shift, evenings included, so I meet that requirement.",
      ),
    ).toBe("none");
  });
  it("ad populum: a crowd counted, then a verdict of safety or harm however it is worded", () => {
    expect(
      flawOf("Half the mums at the school gate already let their kids walk home alone, so it must be perfectly safe."),
    ).toMatchObject({ id: "ad_populum", evidence: expect.stringContaining("must be perfectly safe") });
    expect(
      flawOf("Half the village has signed the petition against the new road, so the road must really be harmful.").id,
    ).toBe("ad_populum");
  });
  it("irrelevant authority: a source's word accepted on the source's standing", () => {
    expect(
      flawOf(
        "My driving instructor reckons the new bypass will ruin the town centre. He's one of the cleverest people I know, so I'm signing the petition against it.",
      ),
    ).toMatchObject({ id: "irrelevant_authority", evidence: expect.stringContaining("one of the cleverest people") });
  });
});

describe("sound texts left alone (engine 20)", () => {
  it("a choice put to the vote of those it serves is no appeal to the crowd", () => {
    expect(
      shownFlaw(
        "The book club should read the novel most members voted for next month, since the club exists for its members' enjoyment.",
      ),
    ).toBe("none");
  });

  it("two options that a stated fact limits are no false dilemma", () => {
    expect(
      shownFlaw(
        "The flat comes with exactly one parking space, both of us drive, and the landlord won't give a second. So either I park on the street or you do.",
      ),
    ).toBe("none");
  });

  it("a cause tested by putting it back, or a rise seen alike where nothing changed, is no false cause", () => {
    const tried = flawOf(
      "My headaches came every time I drank the new coffee. I switched back to tea and they stopped; tried the coffee again a week later and the headache was back by noon. The coffee is the problem.",
    );
    expect(tried.shown ? tried.id : "none").toBe("none");
    expect(
      shownFlaw(
        "Complaints about noise rose after the pub got a late licence. But they rose by almost the same amount in the streets around the other pubs, so the licence probably isn't to blame.",
      ),
    ).toBe("none");
  });

  it("a straw man needs a view that someone holds", () => {
    expect(clearances("The potholes damaged forty cars last month, so the council should fill them.")).toContain(
      "straw_man",
    );
    expect(clearances("Critics say the potholes are harmless, but they damaged forty cars last month.")).not.toContain(
      "straw_man",
    );
  });
});
