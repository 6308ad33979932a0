import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 17 accuses fewer sound texts: words that look like a flaw's parts but do another job in the sentence ("no
// fees at all", "each time", "most likely", "rather than", "that said"), a source whose field the text states, two
// courses offered rather than said to be the only ones, a cause the writer says cannot be told apart, a causal view
// reported and answered. Each sound text stays unaccused and a text with the flaw's real parts is still named. The
// texts were written for these tests, except the gym-app chat, which is one of the project's own everyday texts
// (src/eval/everyday); each assertion fails on engine 16.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

describe("words that look like a flaw's parts but are not", () => {
  it("a count, an intensifier, an occasion or a likelihood is no generalisation", () => {
    expect(
      flawOf(
        "We lost two of our four biggest clients this year, and in all three exit interviews the complaint was slow support. Other things may have played a part, but restoring the support desk should come first.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "The payroll server crashed three times last month, each time shortly after the nightly backup started. The vendor confirmed the backup fills the disk. We will move the backup to Sunday mornings.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "The bank's loan is 5.9%, but it carries a £300 arrangement fee on £4,000. Once you include the fee, the yearly cost is about 13%. The credit union charges 7.5% with no fees at all, so it is the cheaper loan.",
      ),
    ).not.toBe("hasty_generalization");
    // A sample and a claim about the whole kind are still a hasty generalisation.
    expect(flawOf("I met two rude waiters on my first night in Lisbon, so all the waiters in Lisbon are rude.")).toBe(
      "hasty_generalization",
    );
  });

  it("a source whose field the text states, or the writer's own 'that said', is no irrelevant authority", () => {
    expect(
      flawOf(
        "The surveyor who inspected the loft said the sag in the ridge beam is old settlement, not rot. He has had gauges on it since spring and it has not moved. Judging that is literally his job, so we are leaving the beam as it is.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "Full disclosure: my cousin manages Harbour Catering, so weigh my view with that in mind. That said, their quote is £900 below the other two and they served our dinner on time last year. Someone other than me should make the final call.",
      ),
    ).toBe("none");
    expect(flawOf("A famous footballer says this protein shake builds muscle, so it must work.")).toBe(
      "irrelevant_authority",
    );
  });

  it("one course preferred to another is no change of subject", () => {
    expect(
      flawOf(
        "The nurse told me to take the antibiotic with water rather than with my morning milk. Calcium binds to the drug and stops it being absorbed, so water it is.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "My neighbour explained that the grinding noise is the worn wheel bearing, a part that rumbles louder as it fails. He lifted the car and showed me the play in the wheel. So I am booking the repair this week rather than waiting for it to seize.",
      ),
    ).toBe("none");
  });
});

describe("courses offered, causes left open, views answered", () => {
  it("two courses proposed are no false dilemma; two said to be the only ones are", () => {
    expect(
      flawOf(
        "Sixty singers signed up for the choir and the hall holds forty. I'd suggest we either hire the church hall or split into two rehearsals.",
      ),
    ).toBe("none");
    expect(flawOf("Either we ban phones in class or our pupils will never learn anything.")).toBe("false_dilemma");
  });

  it("a cause the writer says cannot be told apart is no false cause", () => {
    expect(
      flawOf(
        "Ever since I started drinking green tea, my winter colds have stopped, so the tea must be protecting me. Then again, I also moved out of a damp flat that autumn, so I can't say which one helped.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "Ever since I started drinking green tea, my winter colds have stopped, so the tea must be protecting me.",
      ),
    ).toBe("false_cause");
  });

  it("a causal view reported and answered at once is the view argued against", () => {
    expect(
      flawOf(
        "Councillor Amis argues that a second multi-storey car park will boost trade in the town centre. Perhaps, but the council's own parking study last spring found the existing car park under half full on every weekday it counted. If the spaces we have sit empty, more spaces will not bring more shoppers.",
      ),
    ).toBe("none");
  });

  it("a claim the engine puts together from the topic is no evidence of a flaw", () => {
    // The text proposes in a question; the engine states an unstated claim about the pool, which restates a premise's
    // words only because it was made from them.
    const detail = analyzeEmbeddedDetail(
      "ok so i checked our gym app. its £35 a month each and we went 4 times in march and 3 in april. thats nearly a tenner a visit. the leisure centre pool is £5 pay as you go. think we cancel and just do the pool until we're actually going more than once a week?",
    );
    expect(detail.conclusionImplicit).toBe(true);
    expect(detail.flaw.id).toBe("none");
  });

  it("a plan changed 'instead', so many 'each', options a rule leaves, a rate or a margin are no flaw's parts", () => {
    expect(
      flawOf(
        "You told me the match kicks off at 3 and the train takes an hour, so if we catch the 2:15 we'll be late. Let's get the 1:45 instead.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "Our workshop logged 210 of these toasters back with the same burnt-out element this year, against a handful each for rival models that sell as well. I'd avoid this one.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "The booking site only accepts photos under 5MB and the scan is 9MB. So we either shrink it or send it in two parts. Shrinking it blurred the signature, so let's send two parts.",
      ),
    ).toBe("none");
    expect(
      flawOf(
        "The card looks cheaper at 19.9%, but there's a £60 yearly fee on a £1,000 limit. Once you include the fee, the true cost is about 26%. The other card charges 22.9% with no fee at all, so it's the cheaper one.",
      ),
    ).not.toBe("proportion_confusion");
    expect(
      flawOf(
        "A survey of 8,000 randomly selected adults from every county found that 58 percent cycle at least monthly. The authors concluded that most adults in the country do, citing a margin of error of two percentage points.",
      ),
    ).toBe("none");
  });
});

describe("round 32's sound texts, rewritten: parts that look like a flaw's but are not", () => {
  it("the writer's own 'I said' and a reason the writer weighs ('that made sense') are no authority leaned on", () => {
    expect(
      flawOf(
        "At the running shop, the assistant asked where I'd mostly be training. I said the canal towpath, mainly at night. 'Then you'll want a reflective jacket and a head torch,' she said. 'The towpath has no lights, and cyclists come up fast.' That made sense, so I bought both and kept my old jacket for daytime runs.",
      ),
    ).toBe("none");
  });

  it("a source whose qualification the text states is no irrelevant authority", () => {
    expect(
      flawOf(
        "Update from the allotment committee: The soil scientist we hired, who is qualified and spent years as a county advisor, says the yellowing isn't the weather. It's the high pH from years of lime, which locks up iron. She advised sulphur chips this autumn. The county's own advisor tested it last week and agreed, so we'll order them.",
      ),
    ).toBe("none");
  });

  it("a payment that bears on the words is a reason to doubt them, not an attack", () => {
    expect(
      flawOf(
        "Before you buy that blender because of the chef's video, look at the 'ad' label. He's being paid by the brand. That doesn't make the blender bad, but the video isn't independent evidence either. Compare the warranty and the motor power with two others.",
      ),
    ).toBe("none");
  });

  it("'instead' inside a plan is a preference, not a change of subject", () => {
    expect(
      flawOf(
        "right so the 12 only runs hourly on sundays and the last one home is 11:15. the 9pm gig ends about 11 and the stop is a 5 min walk so we'd make it but only just. if we go to the 7pm set instead we've got loads of time. 7?",
      ),
    ).toBe("none");
  });

  it("two options a cancellation leaves are no false dilemma", () => {
    expect(
      flawOf(
        "the 17:10 train is cancelled because of the storm and the only other train tonight is the 21:05. so it's either the 21:05 or we stay over and get the 7am. i vote 21:05, we'd still be home by midnight",
      ),
    ).toBe("none");
  });

  it("'if nobody does it' is a condition, not a crowd", () => {
    expect(
      flawOf(
        "I'm moving away in May. The allotment lease has to be renewed in person at the town hall, and if nobody does it by 1 April we lose the plot. Please tell Sam if you can help.",
      ),
    ).toBe("none");
  });

  it("'every Sunday' says how often, not every case", () => {
    expect(
      flawOf(
        "My grandad baked bread every Sunday morning, and that's where I got the habit. But I keep it up for practical reasons: my starter needs feeding weekly, and Sunday gives the dough time to prove before I bake on Monday.",
      ),
    ).toBe("none");
  });

  it("a writer who counts the case as one and declines to generalise", () => {
    expect(
      flawOf(
        "Small aside: I switched to a wooden chopping board and my knives stay sharp for longer. That's one cook and one kitchen, so I won't claim wood is better for everyone. But if your knives dull fast on plastic, a wooden board might be worth a try.",
      ),
    ).toBe("none");
  });

  it("a supposed sequence ('if they still gasp after that') is no finding", () => {
    expect(
      flawOf(
        "If your fish are gasping at the surface on hot days, think oxygen first. Warm water holds less oxygen, and the fish need more of it at the same time. Add an air stone, or lower the water so the filter splashes. If they still gasp after that, test the water for ammonia.",
      ),
    ).toBe("none");
  });

  it("an explanation named and answered leaves no single explanation overlooked", () => {
    expect(
      flawOf(
        "Caf\u00e9 report: sales fell 15% in March. The Easter holidays may explain some of that, but last March had them too and showed no such drop. The one change this year was closing at 3pm instead of 5pm, and most of the fall is after 3. We suggest reopening until 5 for a trial month.",
      ),
    ).toBe("none");
  });
});

describe("rounds 31 and 33's sound texts, rewritten: evidence, deadlines, offers and doubts", () => {
  it("a comparison with similar groups that carried on as before is a controlled test", () => {
    expect(
      flawOf(
        "Last year three Year 4 classes used the new times-tables app while three similar classes carried on as before. Starting scores were close, but after a year the app classes averaged seven points higher on the same test. That's reasonable evidence the app helped, and we'll extend it to all Year 4 classes.",
      ),
    ).toBe("none");
  });

  it("a deadline with an automatic penalty leaves two real options", () => {
    expect(
      flawOf(
        "The MOT is due on 3 March. Either I book it by then or I risk an automatic \u00a31,000 fine for driving without one, and I'd rather not. So this week I'm ringing round the garages.",
      ),
    ).toBe("none");
  });

  it("two courses asked about are an offer", () => {
    expect(
      flawOf(
        "Team, the side gate locks at 6pm, so volunteers arriving later have to walk round through the dark car park. Three people have raised safety worries. Could we either give volunteers a gate code or put a light on the path? The caretaker thinks a light costs about \u00a3400.",
      ),
    ).toBe("none");
  });

  it("the writer's own family custom is no generalisation", () => {
    expect(
      flawOf(
        "Hi Tom, in my family we've always gone carol singing on Christmas Eve, so I'd like to request the 24th off. I've checked the rota and Aisha has agreed to cover my late shift, so the desk will still be staffed.",
      ),
    ).toBe("none");
  });

  it("a source who admits he was not there is weighed, not leaned on", () => {
    expect(
      flawOf(
        "Mrs. Price told the meeting that the play park fence had been kicked in by older boys. When asked, she agreed she had not seen it herself and was passing on what a friend had said. Members agreed to wait for the caretaker's report before deciding anything.",
      ),
    ).toBe("none");
  });

  it("the writer's own fear beside the figures is no appeal", () => {
    expect(
      flawOf(
        "Sir, when my mother fell last spring I was terrified and in tears, and waited forty minutes for a taxi outside the surgery. That is my story, but the council's own figures show the bus to the surgery is cancelled on 30% of weekdays. A reliable bus would fix a documented problem, and I hope the council funds it.",
      ),
    ).toBe("none");
  });

  it("a trial's count of randomly allocated people is a sample, not a crowd", () => {
    expect(
      flawOf(
        "The study recruited 1,800 commuters and randomly assigned half to cycle to work for six months while the rest carried on as usual. The cyclists took on average two fewer sick days. With random allocation and that many commuters, it's fair to say cycling itself helps.",
      ),
    ).toBe("none");
  });

  it("a crowd cited as demand is no appeal to popularity", () => {
    expect(
      flawOf(
        "Market notes: The bagel stall has sold out before 11am six Saturdays running, with people still queuing at noon. That's good evidence that demand is outstripping one pitch, so we're offering the stallholder a double pitch from July.",
      ),
    ).toBe("none");
  });

  it("a witness who only heard about it is no eyewitness leaned on", () => {
    expect(
      flawOf(
        "Re: the post saying the new postman broke the Kellys' gate. The post quotes a neighbour who 'saw it happen', but she has since told me she was on holiday that week and only heard about it afterwards. So that's not an eyewitness account. I'll keep giving him the benefit of the doubt.",
      ),
    ).toBe("none");
  });

  it("an explanation ruled out leaves none overlooked", () => {
    expect(
      flawOf(
        "After we fitted draught strips to every door, our heating bill from December to February fell 12% on the year before. The winters were almost equally cold and nothing else changed in the flat, so the weather doesn't explain it. The strips are paying for themselves.",
      ),
    ).toBe("none");
  });

  it("'I have to' is no case observed", () => {
    expect(
      flawOf(
        "Why do I have to wait a week between allergy jabs? Each dose trains the immune system a little, and the body needs time to adjust before the next. Coming back too soon raises the risk of a reaction.",
      ),
    ).toBe("none");
  });
});
