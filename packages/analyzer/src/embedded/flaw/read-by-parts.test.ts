import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 16 reads several flaw types by their parts rather than by set phrases: a chain of predicted steps, a crowd
// or an age offered for a verdict, a view pinned on someone and made extreme, a dismissal told by a narrator, a
// pairing acted on as a cause, a challenge answered with another matter. Each reading fires on a text that shows its
// parts and stays quiet on a corrected text. All texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw;

describe("flaws read by their parts", () => {
  it("slippery slope: predicted steps linked by words of succession, or one link to an extreme end", () => {
    const chain = flawOf(
      "Let the drama club skip one rehearsal and they'll skip the next, then the dress rehearsal, and the play will never open.",
    );
    expect(chain).toMatchObject({ id: "slippery_slope", evidence: expect.stringContaining("skip the next, then") });
    expect(flawOf("Approve one food van in the park and soon the whole lawn will be a car park.").id).toBe(
      "slippery_slope",
    );
    // One predicted step with its reason, and a forecast on a fact, are no slide.
    expect(
      flawOf(
        "Let the drama club skip one rehearsal and they will have to rehearse twice next week, because the hall is booked on Friday.",
      ).id,
    ).not.toBe("slippery_slope");
    expect(flawOf("If it rains tomorrow, the match will be moved to Sunday.").id).not.toBe("slippery_slope");
  });

  it("ad populum: a practice's age or a crowd counted, offered for a verdict, with no 'but' between", () => {
    const aged = flawOf(
      "Our village has rung the church bells at six every morning since 1890. There is no reason to change that now.",
    );
    expect(aged).toMatchObject({ id: "ad_populum", evidence: expect.stringContaining("since 1890") });
    expect(flawOf("A queue round the block at the new noodle bar proves it is the best in town.").id).toBe(
      "ad_populum",
    );
    expect(
      flawOf(
        "Our village has rung the church bells at six every morning since 1890, but the new residents work nights, so the council will hold a vote.",
      ).id,
    ).not.toBe("ad_populum");
    // A count of time is no crowd.
    expect(
      flawOf("Rocks on the ridge formed 3 billion years ago. That proves the valley is older than the river.").id,
    ).not.toBe("ad_populum");
    // An age that is no reason for a verdict of worth: the oven is due for a service, not proven good.
    expect(flawOf("The bakery has used the same oven for thirty years, so it is obviously due for a service.").id).toBe(
      "none",
    );
  });

  it("straw man: a modest proposal, then a view pinned on its author and made extreme", () => {
    const pinned = flawOf(
      "Ravi suggested we order a little less takeaway. Apparently he wants us to never eat anything nice again.",
    );
    expect(pinned).toMatchObject({ id: "straw_man", evidence: expect.stringContaining("Apparently he wants") });
    // A faithful report of a view, however strong, is no straw man.
    expect(
      flawOf(
        "My doctor said I should stop smoking. She thinks I should never light another cigarette, and I agree with her.",
      ).id,
    ).not.toBe("straw_man");
    expect(
      flawOf(
        "Ravi suggested we order a little less takeaway. He thinks we could save forty pounds a month, and he is right.",
      ).id,
    ).toBe("none");
  });

  it("circular reasoning: the claim's verdict given back negated, or after 'which is why'", () => {
    expect(flawOf("The stepladder is safe because it isn't a hazardous thing to climb.")).toMatchObject({
      id: "circular_reasoning",
      evidence: expect.stringContaining("isn't a hazardous thing"),
    });
    expect(flawOf("This blender is reliable, which is exactly why it is dependable.").id).toBe("circular_reasoning");
    expect(flawOf("The bridge is safe because inspectors load-tested it last spring.").id).not.toBe(
      "circular_reasoning",
    );
  });

  it("ad hominem told by a narrator: words rejected for a remark whose subject is the person", () => {
    expect(
      flawOf(
        "The landlord waved away the tenant's complaint about damp, describing her as a moaner who is never satisfied.",
      ),
    ).toMatchObject({ id: "ad_hominem", evidence: expect.stringContaining("describing her as a moaner") });
    // A remark that bears on the words (the expert never saw the patient) is a reason.
    expect(flawOf("The judge set aside the expert's report because he had never seen the patient.").id).not.toBe(
      "ad_hominem",
    );
  });

  it("false cause: a pairing acted on as if the first thing made the second", () => {
    expect(
      flawOf(
        "Children who own a library card get better reading marks. The council should hand every newborn a library card to raise results.",
      ),
    ).toMatchObject({ id: "false_cause", evidence: expect.stringContaining("who own a library card") });
    expect(
      flawOf(
        "In a randomised trial, children given a library card got better reading marks than those who were not. The council should hand every newborn a library card to raise results.",
      ).id,
    ).not.toBe("false_cause");
    // A reason's "since" is no sequence.
    expect(flawOf("Since the bakery never opens on Sundays, we should buy our bread on Saturday.").id).toBe("none");
  });

  it("red herring told by a narrator: a challenge answered with another matter", () => {
    expect(
      flawOf("Asked why the school roof still leaks, the head spoke at length about the new sports kit."),
    ).toMatchObject({ id: "red_herring", evidence: expect.stringContaining("spoke at length about") });
    expect(
      flawOf(
        "When residents asked about the closed footbridge, the mayor replied that the city had opened three new parks in the spring.",
      ).id,
    ).toBe("red_herring");
    expect(
      flawOf(
        "When residents asked about the closed footbridge, the mayor replied that it will reopen in May once the cracked beam is replaced.",
      ).id,
    ).toBe("none");
  });

  it("a speaker in an exchange is the arguer, not a source leaned on; a professional on their own subject is no irrelevant authority", () => {
    expect(
      flawOf("Pressed about the delays, the rail boss said the new timetable is the best the line has ever had.").id,
    ).not.toBe("irrelevant_authority");
    expect(flawOf("My doctor said I should cut down on alcohol, so I have stopped drinking on weekdays.").id).toBe(
      "none",
    );
  });

  it("hasty generalisation: one thing counted small that happened, then a sweeping claim", () => {
    expect(
      flawOf("The club ordered two kits from that supplier and both arrived torn. The whole company is careless.").id,
    ).toBe("hasty_generalization");
    expect(
      flawOf(
        "Inspectors tested forty bikes from the hire scheme and found squealing brakes on thirty of them. The scheme needs new brake pads.",
      ).id,
    ).toBe("none");
  });

  it("appeal to emotion: flattery of the reader in place of a reason", () => {
    expect(flawOf("A person of your taste will surely see that this sofa belongs in your living room.").id).toBe(
      "appeal_to_emotion",
    );
    expect(
      flawOf("This sofa is ten centimetres narrower than your old one, so it will fit through your door.").id,
    ).toBe("none");
  });
});

describe("sound texts that only look like flaws", () => {
  it("a change undone and redone, with the effect following it, is a test, not a false cause", () => {
    expect(
      flawOf(
        "The rattle started when I fitted the new wheel. I put the old wheel back on and it stopped, then refitted the new one and it came back, so the new wheel is the cause.",
      ).id,
    ).toBe("none");
  });

  it("two options a rule sets are the only ones", () => {
    expect(
      flawOf(
        "Under the tournament rules, a tied final is settled either by a penalty shoot-out or by a replay, and replays were scrapped last year, so this one will go to penalties.",
      ).id,
    ).toBe("none");
  });

  it("a representative poll of what people want, or a popularity set aside, is no appeal to popularity", () => {
    expect(
      flawOf(
        "A survey of 3,000 randomly selected residents found that 70% want the library to open on Sundays, so most residents want Sunday opening.",
      ).id,
    ).toBe("none");
    // No reader finds a flaw's parts here; engine 19's model says the wording reads like circular reasoning, and says so.
    const kettle = flawOf(
      "It is the best-selling kettle on the site, but that's not why I chose it: it boils a litre in ninety seconds and switches off when dry.",
    );
    expect(kettle.id).not.toBe("ad_populum");
    expect(kettle.shown ? kettle.id : "none").toBe("none");
  });

  it("a step of deliberation is no event that preceded, and a phone that dies is no appeal to feeling", () => {
    expect(flawOf("After reviewing his X-rays, the dentist recommended a crown, so Sam booked one.").id).toBe("none");
    expect(flawOf("My phone kept dying by noon every day, so I replaced the battery.").id).toBe("none");
  });
});
