import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { findGap, gapAssumptions } from "./gap.js";
import { readSentences } from "./nlp.js";

// Round assume18 (decision 0024): the fixes of the round, each on texts written for these tests, with a case where
// the reading fires on its evidence and one where it stays quiet.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;

describe("a recommendation that grants the other side a point weighs the two in the text's words", () => {
  it("a benefit, then 'however' and a cost said of the same thing", () => {
    const p = parsedOf(
      "A new parking garage would bring more shoppers downtown. However, it would cost the city its only green square. The council should not build the garage.",
    );
    expect(p.necessaryAssumption).toBe(
      "Costing the city its only green square matters more than bringing more shoppers downtown.",
    );
    expect(p.improvedVersion).toContain(
      "This assumes that costing the city its only green square matters more than bringing more shoppers downtown.",
    );
  });

  it("a benefit granted with 'although', the point set against it said of 'they'", () => {
    const p = parsedOf(
      "Although electric scooters are fun to ride, they block the pavements for people in wheelchairs. The town should ban them.",
    );
    expect(p.necessaryAssumption).toBe(
      "Blocking the pavements for people in wheelchairs matters more than being fun to ride.",
    );
  });

  it("two things compared keep their subjects", () => {
    const p = parsedOf("Although trains are faster, buses are cheaper. We should take the bus.");
    expect(p.necessaryAssumption).toBe("Buses being cheaper matters more than trains being faster.");
  });

  it("the granted benefit is never quoted as a reason for the claim", () => {
    const p = parsedOf(
      "A bigger car park would make the station easier to reach. But it would take the space of the bike racks. The rail company should keep the bike racks.",
    );
    expect(p.necessaryAssumption).toMatch(/^Taking the space of the bike racks matters more than making the station/);
    for (const a of p.unstatedAssumptions) expect(a).not.toMatch(/as (?:well|badly) as the reasons/);
  });

  it("'still' sets a point against the grant; a verb read as an adjective after 'would' is still the verb", () => {
    const p = parsedOf(
      "Solar panels would lower our electricity bills. Still, they would spoil the look of the old roof. We should not put them up.",
    );
    expect(p.necessaryAssumption).toBe(
      "Spoiling the look of the old roof matters more than lowering our electricity bills.",
    );
  });

  it("a cost granted with 'even though' is weighed against the gain the writer sets against it", () => {
    const p = parsedOf(
      "Even though a pay rise for nurses would cost the hospital a lot, it would keep experienced staff. The hospital should raise their pay.",
    );
    expect(p.necessaryAssumption).toBe("Keeping experienced staff matters more than costing the hospital a lot.");
  });

  it("says nothing rather than a side the tagger garbled (a modal left in it)", () => {
    const p = parsedOf(
      "Granted, a longer school day would give pupils more time for sport. But it would leave them too tired for homework. The school should keep the current hours.",
    );
    for (const a of p.unstatedAssumptions) expect(a).not.toMatch(/matters more than .*\bwould\b/);
  });

  it("stays quiet on two facts set side by side", () => {
    const p = parsedOf("Sales of tea rose this spring. However, sales of coffee fell. The café should stock more tea.");
    expect(p.unstatedAssumptions.join(" ")).not.toContain("matters more than");
  });

  it("stays quiet when the claim recommends nothing", () => {
    const p = parsedOf(
      "A new parking garage would bring more shoppers downtown. However, it would cost the city its only green square. The garage will probably be built anyway.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toContain("matters more than");
  });
});

describe("a claim reached by elimination rests on nothing else remaining", () => {
  it("'must have' after a reason that singles the doer out", () => {
    const p = parsedOf(
      "The vase was fine at breakfast and now it lies broken on the floor. Only the cat was home all day. So the cat must have knocked over the vase.",
    );
    expect(p.necessaryAssumption).toBe(
      "Nothing other than the cat could have knocked over the vase, given that only the cat was home all day.",
    );
  });

  it("'can only be' names the one place left", () => {
    const p = parsedOf(
      "Our tent was dry when we packed it, and only the red bag got wet on the boat. So the tent can only be in the blue bag.",
    );
    expect(p.necessaryAssumption).toBe(
      "The tent could not be anywhere other than in the blue bag, given that only the red bag got wet on the boat.",
    );
  });

  it("an alternative the claim names is the one to rule out", () => {
    const p = parsedOf(
      "The kitchen pipes are dry and the stain spreads from above. So the leak must be in the upstairs bathroom, not in the kitchen.",
    );
    expect(p.necessaryAssumption).toBe(
      "The leak could not be in the kitchen, given that the kitchen pipes are dry and the stain spreads from above.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/good reason for|calls for/);
  });

  it("a named doer keeps its capital in both the claim and the reason", () => {
    const p = parsedOf(
      "The cookies were on the top shelf, and only Sam is tall enough to reach it. So Sam must have taken the cookies.",
    );
    expect(p.necessaryAssumption).toBe(
      "Nothing other than Sam could have taken the cookies, given that only Sam is tall enough to reach it.",
    );
  });

  it("stays quiet when no reason singles the doer out", () => {
    const p = parsedOf("The gardener was in the shed all morning. So the gardener must have heard the storm.");
    expect(p.unstatedAssumptions.join(" ")).not.toContain("Nothing other than");
  });

  it("stays quiet on a property inferred with 'must be'", () => {
    const p = parsedOf("The milk smells odd. So it must be sour.");
    expect(p.unstatedAssumptions.join(" ")).not.toMatch(/other than|could not be/);
  });
});

describe("a claim about a rate or most of a group, drawn from a count or an average", () => {
  it("a count read as a rate rests on it not being just a bigger total", () => {
    const p = parsedOf(
      "The east clinic treated 400 flu patients this winter and the west clinic only 150. So flu is more likely in the east.",
    );
    expect(p.necessaryAssumption).toBe(
      "The count in the reasons (the east clinic treated 400 flu patients this winter and the west clinic only 150) reflects that flu is more likely in the east, not just a bigger total to count from.",
    );
  });

  it("a count read as how fast or how common something is (the merge)", () => {
    const p = parsedOf(
      "The harbour town reported 60 cases of measles this spring and the hill village only 12. So measles is more common in the harbour town.",
    );
    expect(p.necessaryAssumption).toMatch(/^The count in the reasons \(the harbour town reported 60 cases of measles/);
    const faster = parsedOf("Ward A logged 80 falls last year and ward B only 20. So falls happen faster on ward A.");
    expect(faster.necessaryAssumption).toContain("reflects that falls happen faster on ward A");
  });

  it("a count read as a share", () => {
    const p = parsedOf(
      "Our bakery sold three times as many croissants this year as last year. So a larger share of our visitors buy croissants now.",
    );
    expect(p.necessaryAssumption).toMatch(/^The count in the reasons \(our bakery sold three times as many croissants/);
    expect(p.necessaryAssumption).toContain("reflects that a larger share of our visitors buy croissants now");
  });

  it("an average read as what most members have", () => {
    const p = parsedOf("The average rent in our town rose sharply this year. So most tenants pay more now.");
    expect(p.necessaryAssumption).toBe(
      "The average rent in our town rose sharply this year because most tenants pay more now, not because of a few large changes.",
    );
  });

  it("stays quiet when the claim is no rate (a count read as a need)", () => {
    const p = parsedOf(
      "The east clinic treated 400 flu patients this winter and the west clinic only 150. So the east clinic needs more nurses.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toContain("The count in the reasons");
  });

  it("stays quiet when the premise already gives rates", () => {
    const p = parsedOf(
      "Only 20% of drivers on this road speed, but 35% on the next road. So the next road is more dangerous.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toContain("The count in the reasons");
  });

  it("stays quiet on an average read as an average", () => {
    const p = parsedOf("The average rent in our town rose sharply this year. So the average tenant pays more now.");
    expect(p.unstatedAssumptions.join(" ")).not.toContain("a few large changes");
  });
});

describe("a syllogism with one named thing is valid, and gets no invented assumption", () => {
  const text = "Every member of the choir sings on Sundays. Omar is a member of the choir. So Omar sings on Sundays.";

  it("is read as a valid form: the premises' truth is all it needs, and the text is kept whole", () => {
    const p = parsedOf(text);
    expect(p.methodOfReasoning).toBe("Deductive reasoning (categorical syllogism)");
    expect(p.necessaryAssumption).toMatch(/^The premises are true as stated/);
    expect(p.unstatedAssumptions.join(" ")).not.toContain("General assumption");
    expect(p.improvedVersion).toBe(text);
  });

  it("keeps a 'no' rule and the claim's 'not'", () => {
    const denied =
      "No student at our school wears a uniform. Lena is a student at our school. So Lena does not wear a uniform.";
    const p = parsedOf(denied);
    expect(p.methodOfReasoning).toBe("Deductive reasoning (categorical syllogism)");
    expect(p.improvedVersion).toBe(denied);
  });

  it("is not valid when the thing is placed in another class, or the claim says more", () => {
    for (const other of [
      "Every member of the choir sings on Sundays. Omar is a member of the band. So Omar sings on Sundays.",
      "Every member of the choir sings on Sundays. Omar is not a member of the choir. So Omar sings on Sundays.",
      "Every member of the choir sings on Sundays. Omar is a member of the choir. So Omar sings on Saturdays.",
      "No student at our school wears a uniform. Lena is a student at our school. So Lena wears a uniform.",
    ])
      expect(parsedOf(other).methodOfReasoning).not.toContain("Deductive");
  });
});

describe("a cause told in sequence, with a perfect 'has made … safer'", () => {
  it("rests on no other factor, named by the claim's cause and the thing it changed", () => {
    const p = parsedOf(
      "Since the council painted the bike lanes red, crashes on Bridge Road have fallen. The red paint has made the road safer.",
    );
    expect(p.necessaryAssumption).toBe(
      "No factor other than the red paint accounts for what the reasons report about the road.",
    );
    expect(p.unstatedAssumptions.join(" ")).not.toContain("because the red paint has made");
  });

  it("stays quiet when no reason reports anything about the road", () => {
    const p = parsedOf("The council painted the bike lanes red last spring. The red paint has made the road safer.");
    expect(p.unstatedAssumptions.join(" ")).not.toContain("No factor other than");
  });
});

describe("a claim about the premise's own thing ('its food') is no term carried to another group", () => {
  const clause = (text: string) => ({ text, tokens: readSentences(text).flatMap((s) => s.tokens) });
  const frames = (claim: string, premise: string) =>
    gapAssumptions(clause(claim), findGap(clause(claim), [clause(premise)])).map((c) => c.text);

  it("states the sign the premise is taken for, not 'what holds for X also holds for Y'", () => {
    const p = parsedOf("The museum is packed every Sunday. So its exhibitions are excellent.");
    expect(p.necessaryAssumption).toBe(
      "The museum being packed every Sunday is a sign of its exhibitions being excellent.",
    );
    expect(frames("So its exhibitions are excellent.", "The museum is packed every Sunday.")).toEqual([]);
  });

  it("keeps the frame for a claim about something named on its own", () => {
    expect(frames("So the exhibitions there are excellent.", "The museum is packed every Sunday.").join(" ")).toMatch(
      /^What holds for /,
    );
  });
});
