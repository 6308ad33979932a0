import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";
import { sampleAndGeneralisation } from "./sample.js";

// Everyday arguments written for this test (not from any evaluation set): each flaw is named from its own words,
// and a near text without them is not accused of it.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("everyday signs of a flaw, and their corrected texts", () => {
  it("reads 'all night' as how long, not as a universal", () => {
    expect(sampleAndGeneralisation("I stayed up all night writing my essay, so it deserves a good mark.")).toBeNull();
    expect(sampleAndGeneralisation("I met two rude porters, so all porters are rude.")).not.toBeNull();
    // With the duration set aside, the claim about the kind is what one case is generalised to.
    expect(sampleAndGeneralisation("Board games make children patient. My nephew plays them all day.")).not.toBeNull();
    expect(
      sampleAndGeneralisation("My aunt went jogging every day and hurt her knee. So jogging is dangerous."),
    ).not.toBeNull();
  });

  it("reads 'to work' as a place, not as a remedy that works", () => {
    expect(flawOf("The tram line is shut until Monday, so this week I will cycle to work.").id).toBe("none");
  });

  it("names a plea backed by someone's hurt feelings, and not a plea backed by a reason", () => {
    const plea = flawOf("Please let me keep the puppy. My little brother would be heartbroken if it went back.");
    expect(plea.id).toBe("appeal_to_emotion");
    expect(plea.evidence).toMatch(/^Please let me keep the puppy\. .*would be heartbroken$/);
    expect(flawOf("Please let me keep the puppy. I have saved enough for its food and vet bills.").id).not.toBe(
      "appeal_to_emotion",
    );
  });

  it("names a crowd that reads or has bought something, offered as the reason", () => {
    expect(flawOf("Thousands of people read the tarot every week, so the cards must tell the future.").id).toBe(
      "ad_populum",
    );
    expect(flawOf("Every household in our village has installed solar panels, so we should install them too.").id).toBe(
      "ad_populum",
    );
    expect(flawOf("Our roof faces south and gets sun all day, so we should install solar panels.").id).not.toBe(
      "ad_populum",
    );
  });

  it("names two kinds offered as the only ones, and an option ruled out by 'nobody wants'", () => {
    expect(
      flawOf("There are only two kinds of drivers: careful ones and reckless ones. Jo speeds, so she is reckless.").id,
    ).toBe("false_dilemma");
    expect(
      flawOf("Either we close the pool or we double the entry price. Nobody wants a dearer pool, so it must close.").id,
    ).toBe("false_dilemma");
  });

  it("names a view made extreme after what someone asked for, and not a fair report of it", () => {
    expect(flawOf("Tom asked for a shorter school day. So he thinks children should never learn anything.").id).toBe(
      "straw_man",
    );
    expect(flawOf("Tom asked for a shorter school day. So he thinks the timetable is too long.").id).not.toBe(
      "straw_man",
    );
  });

  it("names a first step said to bring collapse, and not a single forecast", () => {
    expect(
      flawOf("Once the club lets members bring guests, the bar will run out of room, and the club will fall apart.").id,
    ).toBe("slippery_slope");
    expect(flawOf("Once the club lets members bring guests, the bar will be busier on Fridays.").id).not.toBe(
      "slippery_slope",
    );
  });

  it("names luck credited to an object on one occasion, and a change blamed on who came before it", () => {
    const luck = flawOf("I took my green pen to the maths exam and passed it. The green pen brings me luck.");
    expect(luck.id).toBe("false_cause");
    expect(luck.evidence).toMatch(/The green pen brings me luck\.$/);
    expect(flawOf("I took my green pen to the maths exam and passed it. I had revised for weeks.").id).toBe("none");
    expect(flawOf("Since the new chef started, bookings have dropped. The chef is driving diners away.").id).toBe(
      "false_cause",
    );
  });

  it("names a remark about a person after a question that dismisses their work, but not one about the work", () => {
    const attack = flawOf("Why should we take Ms. Park's traffic figures seriously? She cycles everywhere.");
    expect(attack.id).toBe("ad_hominem");
    expect(attack.evidence).toBe("She cycles everywhere.");
    expect(flawOf("Why should we take Ms. Park's traffic figures seriously? They count only one street.").id).not.toBe(
      "ad_hominem",
    );
  });

  it("names a verdict on a kind of food in a place drawn from two meals, and a law about people from two friends", () => {
    expect(flawOf("The Greek food in this city is bland; I ate two dull salads here last week.").id).toBe(
      "hasty_generalization",
    );
    expect(flawOf("Two of my cousins got lost on a foggy night. Fog makes people lose their way.").id).toBe(
      "hasty_generalization",
    );
    expect(flawOf("The Greek food in this city won three national prizes, so it is worth a visit.").id).not.toBe(
      "hasty_generalization",
    );
  });

  it("names a threat to the reader offered in place of a reason, and not a warning of a real cost", () => {
    expect(flawOf("If you don't sign the new rota, we'll fire you. So sign it today.").id).toBe("appeal_to_emotion");
    expect(flawOf("If you vote for the mayor again, our town will be invaded by crime. Vote for her rival.").id).toBe(
      "appeal_to_emotion",
    );
    expect(flawOf("You should take the late shift. You wouldn't want to be fired before Christmas.").id).toBe(
      "appeal_to_emotion",
    );
    expect(
      flawOf("If you don't renew your passport, you will not be able to fly in June. So renew it now.").id,
    ).not.toBe("appeal_to_emotion");
  });

  it("quotes a false cause's finding and claim as sentences, and is quiet when the claim says how the cause works", () => {
    const text = "Colds in the office fell after the new air filters were fitted; the filters prevent colds.";
    expect(flawOf(text).id).toBe("false_cause");
    expect(flawOf(text).evidence).toBe(
      "Colds in the office fell after the new air filters were fitted; … the filters prevent colds.",
    );
    expect(
      flawOf(
        "Colds in the office fell after the new air filters were fitted; the filters prevent colds by trapping the virus in the air.",
      ).id,
    ).toBe("none");
  });

  it("names a cause drawn from two things at the same time, or from one good outcome that followed", () => {
    expect(flawOf("I coughed at the same time the fuse blew, so my cough must have blown the fuse.").id).toBe(
      "false_cause",
    );
    expect(flawOf("I took up knitting and then I got a pay rise, so knitting leads to pay rises.").id).toBe(
      "false_cause",
    );
  });

  it("reads 'members of the X are …' as a claim about a kind, and 'the two classes I took' as a sample", () => {
    expect(
      sampleAndGeneralisation("Three bus drivers have been rude to me. Drivers of buses are rude."),
    ).not.toBeNull();
    expect(
      sampleAndGeneralisation("The two cookery classes I took were dull, so all its classes must be dull."),
    ).not.toBeNull();
    expect(
      sampleAndGeneralisation("Three bus drivers have been rude to me. I will write to the bus company."),
    ).toBeNull();
  });
});
