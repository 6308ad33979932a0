import { describe, expect, it } from "vitest";
import { analyzeEmbeddedDetail } from "../analyze-embedded.js";

// Engine 18 reads flaws by their parts in wordings engine 17 missed. Each case is a text that shows the parts and
// the flaw it must be named as; each control shows one part only, or answers it, and must not be named so. All
// texts were written for these tests.
const flawOf = (text: string) => analyzeEmbeddedDetail(text).flaw.id;

const cases: { part: string; text: string; flaw: string }[] = [
  {
    part: "ignorance: nobody's shown any evidence, so it's definitely so",
    text: "Nobody's shown me any evidence that this boiler was ever serviced badly, so it's definitely in perfect working order. Offers over £400.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: never showed any proof, so I'm assuming",
    text: "The landlord never gave us any proof the damp was there before we moved in, so I'm assuming it wasn't and we won't pay for it.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: nobody could explain it, so it must have been",
    text: "None of the engineers at the depot could explain the humming from the old signal box last night. So it must have been a ghost, whatever they say.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: until someone can show it, it stays",
    text: "Nobody has ever proved otters don't use our stretch of the river. Until someone can show me they're gone, they stay on the wildlife board.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "populum: a counted crowd, so it's obviously the strongest",
    text: "Three million people play the archer class according to the forums, so it's obviously the strongest class in the game.",
    flaw: "ad_populum",
  },
  {
    part: "populum: everyone at my work has switched, so it must be healthier",
    text: "honestly everyone at my gym has switched to almond butter now, the whole place, so it must be better for you than peanut butter lol",
    flaw: "ad_populum",
  },
  {
    part: "populum: more reviews than any other, so it must be the most effective",
    text: "Buy the Brightwash one. It has more five-star reviews than any other detergent on the site, so it must be the most effective.",
    flaw: "ad_populum",
  },
  {
    part: "slope: three steps listed in one sentence after a first step",
    text: "The head opposed letting sixth-formers leave at lunch, arguing that once it's allowed the younger pupils will demand the same, lessons will start late every afternoon, and the school will lose its good rating.",
    flaw: "slippery_slope",
  },
  {
    part: "slope: one step turns into the next, then the next",
    text: "Skip one practice and it turns into two, then a fortnight, then a whole season, and you never pick the violin up again.",
    flaw: "slippery_slope",
  },
  {
    part: "straw man: so you'd rather …",
    text: "A: Maybe we could wait a year before getting her a phone. B: So you'd rather she had no friends and got left out of everything? Great.",
    flaw: "straw_man",
  },
  {
    part: "straw man: what, so nobody's allowed …",
    text: "A: I think the office should cut down on printing. B: What, so nobody's allowed to print a contract any more? That's mad.",
    flaw: "straw_man",
  },
  {
    part: "straw man: so now she wants …",
    text: "Ms Lowe asked the parish council for one extra bin on the green. So now she wants to turn the whole village into a rubbish tip. Ridiculous.",
    flaw: "straw_man",
  },
  {
    part: "straw man: a refusal of an extreme nobody asked for",
    text: "A couple of members asked whether the bar could stock an alcohol-free beer. I'm not going to force every member to drink lemonade just to please a few, so the order stays the same.",
    flaw: "straw_man",
  },
  {
    part: "circular: a reply that opens with 'because' restates the question's verdict",
    text: "Q: Why is this the hardest route on the crag? A: Because nothing else here is as demanding.",
    flaw: "circular_reasoning",
  },
  {
    part: "authority: standing offered in place of a reason",
    text: "Dr Ana Ruiz, one of the country's most respected dermatologists, said at the meeting that the new bypass will ruin the town's trade. Given her eminence, the council should drop the scheme.",
    flaw: "irrelevant_authority",
  },
  {
    part: "authority: if anyone understands this, it's her",
    text: "A: Why are you against the bridge toll? B: Maya Cole wrote a column saying tolls never pay for themselves. A: The film star? B: Yes, and if anyone understands this, it's her.",
    flaw: "irrelevant_authority",
  },
  {
    part: "ad hominem: ignore him",
    text: "A: The surveyor says the wall needs underpinning. B: He's a pen-pusher who's never laid a brick in his life. Ignore him and book the plasterer.",
    flaw: "ad_hominem",
  },
  {
    part: "ad hominem: why is anyone taking her seriously, this is a woman who …",
    text: "Why is anyone taking Mrs Dunn's letter about the bus stop seriously? This is a woman who can't even park her own car straight.",
    flaw: "ad_hominem",
  },
  {
    part: "ad hominem: can safely be ignored",
    text: "Mr Vance has written to the paper again about the library hours. Mr Vance moved here last spring and knows nothing about this town. His views can safely be ignored.",
    flaw: "ad_hominem",
  },
  {
    part: "false cause: a change and a fall, then the thing credited in the next sentence",
    text: "We moved the shop's website to the new platform in March and orders dropped by a fifth in April. The platform is obviously driving customers off, so I've asked for the old one back.",
    flaw: "false_cause",
  },
  {
    part: "false cause: since it arrived, and 'not a coincidence'",
    text: "Since the new vicar arrived in June, the church roof has leaked twice. I don't think that's a coincidence.",
    flaw: "false_cause",
  },
  {
    part: "false cause: the act repeated as advice",
    text: "Three weeks with no bites, then we switched to red maggots and caught six bream in an hour. If you're struggling, switch to red maggots!",
    flaw: "false_cause",
  },
  {
    part: "false dilemma: not for one course, so you don't care",
    text: "If you're not signing the petition, you clearly don't care about the children who cross that road.",
    flaw: "false_dilemma",
  },
  {
    part: "false dilemma: those who won't support it are against the other thing",
    text: "The club asks every member to back the new dress code. Members who refuse to support it are, frankly, against the club's traditions.",
    flaw: "false_dilemma",
  },
  {
    part: "emotion: a feeling pressed with a request",
    text: "Selling my late mother's piano, £900. I know that's more than others ask, but it meant the world to her, so please don't insult her memory with silly offers.",
    flaw: "appeal_to_emotion",
  },
  {
    part: "red herring: a complaint answered with the other side's credit",
    text: "Guest: The shower in room 12 ran cold all weekend. Manager: We were voted the best small hotel in the county last year, and our breakfast is famous.",
    flaw: "red_herring",
  },
  {
    part: "red herring: a letter that names its matter and turns to another",
    text: "Regarding your complaint about the broken fence: I'd remind you that your hedge has overhung the path for months, and that house prices here have risen nicely.",
    flaw: "red_herring",
  },
  {
    part: "authority: a professor of another field, and the household acts on it",
    text: "Our lodger is a professor of geology and he's convinced house prices will fall next spring, so we're holding off selling.",
    flaw: "irrelevant_authority",
  },
  {
    part: "authority: a champion at the top of his game",
    text: "Read an interview with a former tennis champion who reckons index funds are a con. He's been at the very top of his game, so I'm moving my savings into gold.",
    flaw: "irrelevant_authority",
  },
  {
    part: "hasty: one occasion, then a sweeping verdict on the kind",
    text: "Rang their helpline once and waited forty minutes. This energy company is useless at everything. Avoid.",
    flaw: "hasty_generalization",
  },
  {
    part: "hasty: one purchase two years ago, then the material condemned",
    text: "Fitted vinyl flooring in the kitchen two years ago and it's already peeling at the edges. Vinyl just isn't up to a busy kitchen, so we're tiling the new utility room.",
    flaw: "hasty_generalization",
  },
  {
    part: "ignorance: never seen anything saying it isn't, so it must be",
    text: "A: Is the new bike shed covered by the house insurance? B: I've never seen anything saying it isn't, so it must be.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: a question nobody can answer yes to, so there aren't any",
    text: "Has anybody ever actually recorded otters on this stretch of the canal? No. So there aren't any, and the dredging can start on Monday.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "populum: people didn't leave five stars for nothing",
    text: "Over 20,000 five-star ratings. Twenty thousand people didn't leave five stars for nothing, this balm really does cure eczema.",
    flaw: "ad_populum",
  },
  {
    part: "populum: when that many say it, there's obviously something in it",
    text: "Over 2,000 people have signed the petition saying the new mast gives them headaches. When that many people are saying the same thing, there's obviously something in it.",
    flaw: "ad_populum",
  },
  {
    part: "populum: every house on the road has one, so it has to be a good investment",
    text: "We're getting solar panels. Nearly every house on our street has had them fitted, so it has to be a good investment.",
    flaw: "ad_populum",
  },
  {
    part: "circular: a reason after a dash that restates it",
    text: "I always follow the advice in Mr Hale's gardening column. He's a completely dependable source — whatever he writes is always reliable.",
    flaw: "circular_reasoning",
  },
  {
    part: "ignorance: never heard of anyone …, so it's safe",
    text: "I've never heard of anyone getting stung by the bees on the allotment, so it's safe to let the kids play right next to the hives.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "ignorance: never been caught, so clearly it doesn't",
    text: "The weather app has never been caught sharing anyone's contacts, so clearly it doesn't. People deleting it are overreacting.",
    flaw: "appeal_to_ignorance",
  },
  {
    part: "populum: hardly anyone does it, so it isn't needed",
    text: "Hardly anyone at the Saturday park run bothers with a warm-up, so they clearly aren't needed at that pace.",
    flaw: "ad_populum",
  },
  {
    part: "straw man: 'oh, so … aren't allowed …?'",
    text: "A: Could you move your bins off the pavement after collection? B: Oh, so bins aren't allowed outside houses any more? It's a street, not a palace.",
    flaw: "straw_man",
  },
  {
    part: "circular: 'How do I know? Because …' answers the claim before the question",
    text: "TrailMap is the most accurate walking app out there. How do I know? Because its maps are more reliable than any other app's.",
    flaw: "circular_reasoning",
  },
  {
    part: "ad hominem: not taking lectures from someone, and what the man hasn't done",
    text: "I'm not taking lectures about my hedge from Clive. The man hasn't washed his car since 2019.",
    flaw: "ad_hominem",
  },
  {
    part: "emotion: they'll be gutted, please don't let them down",
    text: "Hi Sam, I know you wanted time to think, but the whole committee has been counting on you and they'll be absolutely gutted if you say no. Please don't let them down.",
    flaw: "appeal_to_emotion",
  },
  {
    part: "false cause: had good luck since, and it's clearly doing something",
    text: "Started carrying my grandad's old penknife in May and I've had two promotions since. Clearly it's doing something, so it stays in my pocket.",
    flaw: "false_cause",
  },
  {
    part: "slope: steps that end inside two years",
    text: "If Dad gets a stairlift he'll stop climbing anything at all, then he'll need help to get up from a chair, then to get dressed, and he'll be in a care home inside two years.",
    flaw: "slippery_slope",
  },
];

const controls: { part: string; text: string; not: string }[] = [
  {
    part: "ignorance: a gap that leads to caution",
    text: "Nobody has shown any evidence yet that the new filter removes lead, so let's wait for the lab results before we buy it.",
    not: "appeal_to_ignorance",
  },
  {
    part: "ignorance: no proof of purchase, so a duty follows",
    text: "I never kept the receipt, so I must pay for the repair myself.",
    not: "appeal_to_ignorance",
  },
  {
    part: "populum: a superlative is no crowd",
    text: "Our league's tables are the most accurate because they're kept by the league that keeps the most accurate tables.",
    not: "ad_populum",
  },
  {
    part: "populum: a count of trial results is evidence",
    text: "In a randomised trial of two thousand patients, the new inhaler cut attacks by a third, so it's clearly the better choice for most asthma patients.",
    not: "ad_populum",
  },
  {
    part: "emotion: a feeling stated beside findings",
    text: "It was heartbreaking to see the old barn pulled down. But the structural engineer found the roof beams rotten through, and an independent survey agreed, so the owners had no safe choice.",
    not: "appeal_to_emotion",
  },
  {
    part: "hasty: a review that limits its own scope",
    text: "I've used this kettle every morning for two months. In my case it boils fast and the lid hasn't stuck. I can't promise it'll last for everyone, but for the price I'm happy. 4 stars.",
    not: "hasty_generalization",
  },
  {
    part: "hasty: worked every time after counted uses",
    text: "Booked through the new app four times and it's worked every time, though the map is slow. 4/5 so far.",
    not: "hasty_generalization",
  },
  {
    part: "ad hominem: a funder named and weighed, not dismissed",
    text: "The trial showing this supplement helps memory was funded by the firm that sells it. That on its own doesn't make it wrong, but it's a reason to read it carefully, and it had only twenty people. I'd wait for an independent trial.",
    not: "ad_hominem",
  },
  {
    part: "false cause: a control group that stayed well",
    text: "The rice sat out overnight after the party. Everyone who ate it on Sunday was ill by Monday, and the three of us who had the salad instead were fine. I'm fairly sure it was the rice.",
    not: "false_cause",
  },
  {
    part: "populum: a crowd set aside",
    text: "Over 300 people came to the meeting about the library closure. Turnout alone doesn't prove the closure is wrong, but it shows people care, and the council should consult properly.",
    not: "ad_populum",
  },
  {
    part: "authority: a specialist on their own subject",
    text: "Dr Ana Ruiz, one of the country's most respected dermatologists, says this rash is eczema and not an allergy, so I'm going to try the cream she prescribed.",
    not: "irrelevant_authority",
  },
  {
    part: "red herring: a reply that answers in other words",
    text: "Interviewer: Why did you stop coaching the juniors? Coach: The sessions moved to Tuesday evenings, and that's when I work late. I couldn't do both.",
    not: "red_herring",
  },
  {
    part: "false cause: a change tested by putting it back",
    text: "The boiler kept cutting out after we fitted the new thermostat. We put the old one back and it stopped, so the new thermostat was the problem.",
    not: "false_cause",
  },
  {
    part: "false dilemma: a question and its bare negation",
    text: "Either the ladder passed its safety check or it didn't, and the sticker shows the check expired in May. Until it is re-tested, nobody uses it.",
    not: "false_dilemma",
  },
  {
    part: "false dilemma: options limited by what a warden won't allow",
    text: "The ford is only passable near low water, and the evening low tide falls after dark, which the ranger won't allow. So it's the morning crossing or we wait a day.",
    not: "false_dilemma",
  },
  {
    part: "overlooked alternative: an explanation put to a test",
    text: "The ache started when I changed rackets, and the new grip is smaller, which makes you squeeze harder. That would explain it. I've added an overgrip and will see if it settles.",
    not: "overlooked_alternative",
  },
  {
    part: "overlooked alternative: 'the reason is simple' gives the writer's own grounds",
    text: "I'm sad to be closing the bakery after ten years. The reason is simple, though: the rent has doubled and the takings don't cover it.",
    not: "overlooked_alternative",
  },
  {
    part: "authority: a record read for what it says",
    text: "Either the hall booking covers the bouncy castle or it doesn't. I've re-read the agreement, which says 'no inflatables', so there won't be one on Saturday.",
    not: "irrelevant_authority",
  },
  {
    part: "authority: a professor of the field the claim is about",
    text: "Our lodger is a professor of geology and he's convinced the cliff path will keep eroding, because the clay under it slumps every wet winter.",
    not: "irrelevant_authority",
  },
  {
    part: "hasty: an occasion, then advice that sweeps over nothing",
    text: "Went to both the Monday and Friday sessions at the bike workshop this month. Friday had more mechanics on. If you've got anything with hydraulic brakes, go Friday, because that's when the specialist is in.",
    not: "hasty_generalization",
  },
  {
    part: "overlooked alternative: a hedged 'probably' is no single explanation asserted",
    text: "The toaster stopped working on the same morning the fuse went, so the toaster probably has a fault that trips it.",
    not: "overlooked_alternative",
  },
  {
    part: "hasty: 'unlike most' is a scope and 'every day' how often",
    text: "Yes, tortoises really do need calcium every day. Unlike most pets, they grow their shells all their lives, so it has to come from their food.",
    not: "hasty_generalization",
  },
  {
    part: "hasty: 'isn't for everyone' is a hedge",
    text: "Cold-water swimming isn't for everyone, and if you have a heart condition you should ask your GP first. But for most healthy adults a short dip a few times a week is considered safe.",
    not: "hasty_generalization",
  },
  {
    part: "authority: a source's word about its own plans",
    text: "A: Did they offer you the flat? B: They said they'll decide by Monday. I don't know yet, so I'm not giving notice on this place until I hear.",
    not: "irrelevant_authority",
  },
  {
    part: "authority: an adviser whose experience is stated",
    text: "My mortgage broker, who's spent fifteen years arranging loans for first-time buyers, says the bank usually values new-builds below the asking price. So I'm budgeting for a bigger deposit.",
    not: "irrelevant_authority",
  },
  {
    part: "authority: a brochure read and not relied on",
    text: "Of course the gym's brochure says members lose weight fast, they're selling memberships. So I didn't rely on it. I read two independent reviews and tried a free week first.",
    not: "irrelevant_authority",
  },
  {
    part: "overlooked alternative: a link the writer says they are not claiming as the cause",
    text: "Our survey found that players who come to Tuesday drills win more matches. That might simply be because keener players do both, so we're not claiming the drills are the reason.",
    not: "overlooked_alternative",
  },
  {
    part: "false dilemma: two choices an exam board gives",
    text: "The exam board gives you two choices: resit in January or keep your current grade. There isn't a third route, and you're one mark off a pass, so I'd resit.",
    not: "false_dilemma",
  },
  {
    part: "false cause: a cause reported by someone whose job it is to know",
    text: "The warden told us the coast path is closed because of a landslip after Tuesday's storm. She walks it every morning and it's her job to know, so we're taking the inland route.",
    not: "false_cause",
  },
  {
    part: "hasty: 'after all' and 'fix them all' are no generalisation",
    text: "The printer jammed the minute the new driver installed. The maker has since confirmed the driver broke the paper feed, and rolling back fixed it on my laptop, so it wasn't my settings after all.",
    not: "hasty_generalization",
  },
];

describe("engine 18: more wordings of a flaw's parts", () => {
  it.each(cases)("$part", ({ text, flaw }) => {
    expect(flawOf(text)).toBe(flaw);
  });
  it.each(controls)("not so: $part", ({ text, not }) => {
    expect(flawOf(text)).not.toBe(not);
  });
});
