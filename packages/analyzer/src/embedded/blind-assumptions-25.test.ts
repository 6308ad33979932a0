import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "./analyze-embedded.js";
import { segment } from "./segment.js";

// Round assume25 (decision 0024, engine 24): sixty more everyday arguments written by helpers, with the claim and the
// assumption a careful reader would name. These tests use texts of the same shapes written for the tests.
const parsedOf = (text: string) => analyzeEmbeddedDetail(text).parsed;
const segmentTexts = (text: string) => segment(text).map((u) => u.text);
const premisesOf = (text: string) => parsedOf(text).premiseSets.explicit.join(" | ");

describe("the lines of a message around its argument", () => {
  it("a subject line on a line of its own is no part of the first sentence", () => {
    const text =
      "Re: the Thursday quiz\nHi all, the Fox and Hounds moved its quiz to Mondays last year and twice as many teams turned up. Makes sense for us to try Mondays too.";
    expect(parsedOf(text).conclusion.text).toBe("Makes sense for us to try Mondays too.");
    expect(premisesOf(text)).not.toMatch(/Re:|Hi all/);
  });

  it.each([
    ["Update on my tomatoes!", "Update on my tomatoes"],
    ["Word of warning about Brightline chargers.", "Word of warning"],
    ["Heads up for the weekend:", "Heads up"],
    ["Lovely piece on the village fete.", "Lovely piece"],
  ])("a heading (%s) is neither claim nor reason", (heading, shown) => {
    const text = `${heading} The ones I bought last month both stopped charging within a week. Avoid them.`;
    expect(parsedOf(text).conclusion.text).toBe("Avoid them.");
    expect(premisesOf(text)).not.toContain(shown);
  });

  it("an emoji before a capital ends a sentence", () => {
    const text = "News about Pip 🐱 Vet says every one of her tests came back clear. So she's a healthy cat after all!";
    expect(premisesOf(text)).toBe("Vet says every one of her tests came back clear.");
  });

  it("a letter's 'Sir,' and the name signed under it", () => {
    const text =
      "Sir, Since the new lights went up on Dale Street there have been three falls there, against eleven the winter before. The lights clearly work. R. Okonjo, Westfield";
    const parsed = parsedOf(text);
    expect(parsed.conclusion.text).toBe("The lights clearly work.");
    expect(premisesOf(text)).not.toMatch(/Sir|Okonjo/);
  });

  it.each([
    "Can you pick Leo up from school?",
    "Anyone else tried this?",
    "Shall I go ahead and book it?",
    "Thoughts before Friday?",
  ])("a request to the reader (%s) is no reason", (ask) => {
    const text = `The blue van failed its inspection twice this year. We should sell it before the winter. ${ask}`;
    expect(parsedOf(text).conclusion.text).toBe("We should sell it before the winter.");
    expect(premisesOf(text)).toBe("The blue van failed its inspection twice this year.");
  });

  it.each([
    ["The new lights clearly work. K. Adeyemi, Northgate.", "The new lights clearly work."],
    ["The new lights clearly work. - Tomasz", "The new lights clearly work."],
  ])("a name signed after the last stop (%s) is no part of the claim", (tail, claim) => {
    const text = `Since the lights went up on Dale Street there have been two falls, against nine the winter before. ${tail}`;
    expect(parsedOf(text).conclusion.text).toBe(claim);
  });

  it("a subject line ends at its dash; the words after it argue", () => {
    const text =
      "Re: the leaking gutter — I'd remind you that the rent here has not gone up in three years. Most tenants would be glad of that.";
    const parsed = parsedOf(text);
    const read = [parsed.conclusion.text, ...parsed.premiseSets.explicit].join(" | ");
    expect(read).toContain("I'd remind you that the rent here has not gone up in three years.");
    expect(read).not.toContain("leaking gutter");
  });

  it("'Q.e.d.' and a rhetorical 'Would you say …?' are no name and no request", () => {
    expect(premisesOf("The fox took two hens last week. It came back on Monday. Q.e.d.")).toMatch(/Q\.e\.d/);
    expect(segmentTexts("Ignore any ideas from anyone without a Ph.D.")).toContain("D.");
    const text =
      "Board games do not harm family life. Would you say that baking together harms family life? Both are things families do to unwind.";
    expect(premisesOf(text)).toMatch(/Would you say/);
  });

  it("an instruction with a clause of time is still an instruction", () => {
    const parsed = parsedOf(
      "The taxi queue at the station is an hour long on Fridays, so book a cab before you arrive.",
    );
    expect(parsed.conclusion.type).toBe("Policy Recommendation");
    expect(parsed.necessaryAssumption).not.toMatch(/also holds for a cab/);
  });

  it("a one-word answer is no signature", () => {
    const parsed = parsedOf(
      "The queues are long and the roof leaks. So should the town build a new library? Absolutely.",
    );
    expect(parsed.conclusion.text).toBe("The town should build a new library.");
  });
});

describe("claims everyday writers make without a subject or a marker", () => {
  it("'Makes sense to …' recommends the act", () => {
    const parsed = parsedOf(
      "Foxes got into the run twice this week. Makes sense to put a motion-sensor light on the shed.",
    );
    expect(parsed.conclusion.text).toBe("Makes sense to put a motion-sensor light on the shed.");
    expect(parsed.conclusion.type).toBe("Policy Recommendation");
  });

  it("'Definitely worth the money.' is the verdict, not the price quoted before it", () => {
    const parsed = parsedOf(
      "The garage quoted £120 to fit winter tyres. I skid on the hill to work every frosty morning. Definitely worth the money.",
    );
    expect(parsed.conclusion.text).toBe("Definitely worth the money.");
  });

  it("'mark my words' vouches for a forecast, which rests on the record holding", () => {
    const parsed = parsedOf(
      "Great article on the county show. Priya's going to win best jam again this year, mark my words. She's taken the prize five years running.",
    );
    expect(parsed.conclusion.text).toBe("Priya's going to win best jam again this year, mark my words.");
    expect(parsed.necessaryAssumption).toMatch(
      /^Nothing has changed since the record the reasons cite \(she's taken the prize five years running\)/,
    );
  });

  it("', so get there early' draws a call from a forecast, which still rests on the record", () => {
    const parsed = parsedOf(
      "The fish van has run out of haddock by nine at every market since March. Friday will be no different, so get there early.",
    );
    expect(parsed.conclusion.text).toBe("Get there early.");
    expect(parsed.necessaryAssumption).toBe(
      "Nothing has changed since the record the reasons cite (the fish van has run out of haddock by nine at every market since March) that would make this time different: Friday will be no different.",
    );
  });
});

describe("'What holds for X also holds for Y' pairs two things in the same place", () => {
  it("not a reason's subject with a property the claim gives", () => {
    const parsed = parsedOf(
      "The vet rang this morning and every one of his blood results came back in the normal range. So he's a healthy dog again!",
    );
    expect(parsed.unstatedAssumptions.join(" ")).not.toMatch(/the vet (?:also holds|carries over)/);
  });

  it("still pairs two groups in the same place", () => {
    const parsed = parsedOf(
      "I asked the parents waiting at Monday football and every single one wants the 9am start rather than 8:40. So the parents at Elm Road School clearly want the later start.",
    );
    expect(parsed.necessaryAssumption).toBe("What holds for Monday football also holds for Elm Road School.");
  });
});

describe("gaps of everyday shapes", () => {
  it("what worked for another holds here only if the two are alike in the way that matters", () => {
    const parsed = parsedOf(
      "Hollin Tennis Club moved its social evening to Fridays last spring and attendance doubled. We're about the same size, with the same kind of members. Makes sense for us to try Fridays from March.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "We are like Hollin Tennis Club in the ways that matter for whether it makes sense for us to try Fridays from March.",
    );
  });

  it("a name with an article and an 'and' is the case told", () => {
    const parsed = parsedOf(
      "Hi all, the Crown and Anchor moved its quiz to Mondays last year and twice as many teams turned up. We're about the same size, with the same crowd. Makes sense for us to try Mondays too.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "We are like the Crown and Anchor in the ways that matter for whether it makes sense for us to try Mondays too.",
    );
  });

  it("a cause picked out in a cleft explains the change only if nothing else does", () => {
    const parsed = parsedOf(
      "This year I started watering the lawn with rainwater from the butt. Three summers of brown patches and now it's green all over. It's the rainwater that did it.",
    );
    expect(parsed.conclusion.text).toBe("It's the rainwater that did it.");
    expect(parsed.necessaryAssumption).toBe(
      "Nothing other than the rainwater accounts for what the reasons report: three summers of brown patches and now it's green all over.",
    );
  });

  it("a source's word is weighed on what they said, a pronoun standing for the name", () => {
    const parsed = parsedOf(
      "Not going to bother with solar panels after all. Dmitri's been an electrician for thirty years and he says panels barely pay back on a north-facing roof like ours.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Dmitri is a reliable source on whether panels barely pay back on a north-facing roof like ours.",
    );
  });

  it("'seems to be what's pushing' draws an explanation, a claim", () => {
    const parsed = parsedOf(
      "Nearly all our members who swim twice a week finished the fun run under an hour, while the others mostly didn't. Swimming seems to be what's building their stamina.",
    );
    expect(parsed.conclusion.text).toBe("Swimming seems to be what's building their stamina.");
  });
});

describe("a call to act together", () => {
  it("'Let's …' recommends, ahead of the verdict that closes the text", () => {
    const parsed = parsedOf(
      "Let's book the loft insulation this month. The quote was £900 and the fitter reckons it'll save us £150 a year on heating, which makes it a no-brainer.",
    );
    expect(parsed.conclusion.text).toBe("Let's book the loft insulation this month.");
    expect(parsed.conclusion.type).toBe("Policy Recommendation");
  });
});

describe("a price paid for a gain, and a cause read off two groups", () => {
  it.each([
    [
      "The plumber quoted £240 to fit a water softener. We descale the kettle every week and the shower head clogs monthly. Definitely worth the money.",
      "Fitting a water softener is worth what it costs: £240 and any cost the reasons leave out.",
    ],
    [
      "Let's book the gutter clearance this month. The quote came in at $380, and the roofer reckons it'll stop the damp patch coming back.",
      "Booking the gutter clearance this month is worth what it costs: $380 and any cost the reasons leave out.",
    ],
    [
      "Proposal for the committee: a new scoreboard would cost about £6,000 and would let us host county matches. That's money well spent.",
      "A new scoreboard is worth what it costs: about £6,000 and any cost the reasons leave out.",
    ],
  ])("%s", (text, necessary) => {
    expect(parsedOf(text).necessaryAssumption).toBe(necessary);
  });

  it.each([
    [
      "Pupils who walk to school scored higher on the morning quiz than those who don't. Walking is clearly what's waking their brains up.",
      "Nothing else about pupils who walk to school (how they were before, what else they do) accounts for the difference from the others.",
    ],
    [
      "Looking at the survey, the cafés that play live music took far more on Saturdays than the ones without. The music obviously brings people in.",
      "Nothing else about the cafés that play live music (how they were before, what else they do) accounts for the difference from the others.",
    ],
  ])("%s", (text, necessary) => {
    expect(parsedOf(text).necessaryAssumption).toBe(necessary);
  });

  it("a comparison of two groups with no cause credited states no cause", () => {
    const parsed = parsedOf(
      "Members who joined this year are younger than those who didn't renew. So the club should run more evening sessions.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/^Nothing else about/);
  });
});

describe("labels, forecasts and proposals", () => {
  it("'Agreed action:' marks the claim after it", () => {
    const parsed = parsedOf(
      "Notes from Monday's huddle: Omar has locked up on Saturday nights eight weeks running, while nobody else has done it twice. Agreed action: from June we share the Saturday lock-up.",
    );
    expect(parsed.conclusion.text).toBe("From June we share the Saturday lock-up.");
  });

  it("a forecast after a record told is the claim, and rests on the record holding", () => {
    const parsed = parsedOf(
      "Every time the council has proposed a car park on Mill Green, residents have filled the hall and the plan has been dropped: 2015, 2018 and again last year. This new plan will go the same way.",
    );
    expect(parsed.conclusion.text).toBe("This new plan will go the same way.");
    expect(parsed.necessaryAssumption).toMatch(/^Nothing has changed since the record the reasons cite \(every time/);
  });

  it("the writer's own plan after a record is no forecast", () => {
    const parsed = parsedOf(
      "The office printer jammed four times last week, each time during the Monday print run. We will move the print run to Tuesdays.",
    );
    expect(parsed.necessaryAssumption).not.toMatch(/^Nothing has changed since the record/);
  });

  it.each([
    [
      "Half the team is yawning by two, and the work slows down with it. I'd suggest we swap the sweets in the kitchen for fruit.",
      /^Swapping the sweets in the kitchen for fruit would/,
    ],
    [
      "Our heating bills doubled last winter. Let's book the loft insulation this month.",
      /^Booking the loft insulation this month would/,
    ],
  ])("a proposal names its act: %s", (text, necessary) => {
    expect(parsedOf(text).necessaryAssumption).toMatch(necessary);
  });
});

describe("no claim made up from a topic the text barely names", () => {
  it.each([
    [
      "The office printer jammed four times last week, each time shortly after the nightly scan started. The supplier confirmed the scan overheats it. We will move the scan to Sunday mornings.",
      "We will move the scan to Sunday mornings.",
    ],
    [
      "If the town's only post office closes, the nearest one will be nine miles away in Hatley. The bus there runs once a day, and the parish survey found half of residents over seventy post parcels weekly. Closing it would leave many older people with no practical way to send parcels.",
      "Closing it would leave many older people with no practical way to send parcels.",
    ],
  ])("the writer's own statement stands, and no flaw is named: %s", (text, claim) => {
    const d = analyzeEmbeddedDetail(text);
    expect(d.parsed.conclusion.text).toBe(claim);
    expect(d.flaw.id).toBe("none");
  });
});

describe("a report of words vouches only through a person", () => {
  it.each([
    "In the staff survey most teachers said they would leave rather than work weekends. So the weekend rota should be scrapped.",
    "The council's notice says the roadworks last until Friday. So we should take the bus all week.",
  ])("no reliable source is named for %s", (text) => {
    expect(parsedOf(text).necessaryAssumption).not.toMatch(/reliable source/);
  });

  it("a trade named before 'says' is someone's word", () => {
    expect(
      parsedOf(
        "Our roofer has fixed slate roofs for twenty years and he says the ridge tiles will last another decade. So we can leave the roof alone for now.",
      ).necessaryAssumption,
    ).toMatch(/^Our roofer is a reliable source on whether the ridge tiles will last another decade/);
  });
});

describe("what the reasons show, said inside the writer's frame", () => {
  it("'I think that shows he's …' claims he is, and a phrase of manner stays out of the rule", () => {
    const parsed = parsedOf(
      "Hi Mr. Osei, Kwame has finished every reading log this term on time, without once being chased. He even asks for extra books at weekends. I think that shows he's ready for the top reading group.",
    );
    expect(parsed.necessaryAssumption).toBe(
      "Anyone who has finished every reading log this term on time and even asks for extra books at weekends is ready for the top reading group.",
    );
  });
});
