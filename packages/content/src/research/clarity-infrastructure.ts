import type { Article, ArticleBlock } from "./article.js";

const p = (text: string): ArticleBlock => ({ kind: "paragraph", text });
const h = (text: string): ArticleBlock => ({ kind: "subheading", text });
const quote = (text: string): ArticleBlock => ({ kind: "quote", text });
const list = (items: string[], ordered = false): ArticleBlock => ({ kind: "list", ordered, items });

export const clarityInfrastructure: Article = {
  slug: "clarity-infrastructure",
  title: "Clarity as Infrastructure: Toward a Logical Web",
  subtitle:
    "The web made information cheap to publish and easy to find. It never gave reasoning the same treatment. This essay argues that it should, and sketches what that would take.",
  author: "Clarity Research",
  date: "2026-11-02",
  dateLabel: "November 2026",
  kind: "Manifesto and working paper",
  abstract:
    "Public reasoning runs on unstructured prose: conclusions travel, while the premises and assumptions that carry them stay invisible. We argue that clarity of reasoning should be treated as shared infrastructure, a layer of open conventions and tools that makes the parts of any argument explicit, addressable and open to correction. We describe why online arguments lack structure, what a minimal machine-readable record of reasoning could contain, how reasoning validators could support legal review and the governance of communities and DAOs, the limits and risks of the idea, and a research agenda for testing it.",
  pdfPath: "/research/clarity-infrastructure.pdf",
  sections: [
    {
      id: "the-missing-layer",
      heading: "The missing layer",
      blocks: [
        p(
          "Every serious system we depend on has layers that nobody sees. Packets move because of protocols agreed on decades ago. Payments settle because ledgers follow shared rules. Search works because documents carry links and metadata that machines can follow. The public conversation, by contrast, runs on almost nothing. A claim made in a newsletter, a proposal posted to a forum, a clause in a contract, a comment under a video: each arrives as a block of prose whose internal structure exists only in the mind of its author and, if we are lucky, in the mind of a careful reader.",
        ),
        p(
          "That structure is not mysterious. An argument has a conclusion it wants you to accept. It offers reasons, some stated and some left for you to supply. It relies on a rule that connects the reasons to the conclusion, usually without saying so. It uses a method — analogy, cause and effect, generalisation from examples, appeal to authority — and each method has characteristic ways of going wrong. Logicians, debate coaches and the writers of reasoning tests have described these parts for a long time. What has been missing is a way to make them visible at the speed and scale at which arguments are now produced.",
        ),
        p(
          "This essay makes a simple case: clarity of reasoning should be treated as infrastructure. Not as a virtue we exhort people to practise, and not as a feature of one product, but as a shared layer of conventions, formats and tools that lets any argument be laid open, inspected and improved. We call the result a logical web: a web in which the reasoning behind a claim travels with the claim, in a form that both people and machines can read.",
        ),
        quote(
          "Information has infrastructure. Reasoning has rhetoric. A logical web would give reasoning the same plumbing we already give to data.",
        ),
      ],
    },
    {
      id: "why-arguments-lack-structure",
      heading: "Why arguments online lack structure",
      blocks: [
        p(
          "It is tempting to blame the state of online argument on bad faith. Some of it is. But most of the structural poverty of public reasoning follows from the medium itself, and it would persist even if everyone argued honestly.",
        ),
        p(
          "First, prose is linear and reasoning is not. An argument is closer to a graph than to a line: several premises converge on an intermediate claim, which joins another to support the conclusion, while an unstated rule quietly holds the joints together. When that graph is flattened into paragraphs, the reader has to rebuild it. Most readers, most of the time, do not. They respond to the conclusion and to the tone, because those are what survive the flattening.",
        ),
        p(
          "Second, the economics of attention favour compression. A post that states a conclusion with confidence travels further than one that lists its assumptions. Qualifications read as weakness, and the premises that would most help a reader evaluate a claim are exactly the ones an author is tempted to leave out. The result is a steady pressure toward arguments with a missing piece, where the missing piece is often the one carrying the weight.",
        ),
        p(
          "Third, responses attach to the wrong things. Reply threads are organised by time, not by logic. A careful rebuttal of the second premise sits next to a complaint about the author’s motives and a restatement of the conclusion in capital letters. Nothing in the format records which part of the argument a reply addresses, so disagreements rarely converge. The same objections are raised and answered again in every thread, because there is no durable place where an answer can live.",
        ),
        p(
          "Fourth, our tools have been optimised for everything around the argument except the argument. We have fact-checking for individual claims, sentiment analysis for tone and recommendation systems for engagement. Very little attends to inference: whether the reasons, taken together, actually support what they are offered for. A statement can be accurate in every sentence and still treat a correlation as a cause.",
        ),
        list([
          "Linear prose hides the graph of reasoning.",
          "Attention rewards confident conclusions and penalises visible assumptions.",
          "Reply formats record time, not logical relationships.",
          "Our tools check facts and tone, but rarely inference.",
        ]),
      ],
    },
    {
      id: "making-the-invisible-explicit",
      heading: "Making the invisible parts explicit",
      blocks: [
        p(
          "The first job of a logical web is modest: to say out loud what an argument already contains. Consider an ordinary example. “Cities that added protected bike lanes saw fewer traffic deaths within five years, so our city should build them to make its streets safer.” Nothing here is outrageous, and the conclusion may well be right. But the argument as written depends on parts it never states.",
        ),
        p(
          "It states a premise: cities that added bike lanes saw fewer traffic deaths. It states a conclusion: our city should build bike lanes. Between them sits an implied rule — if an intervention coincided with an improvement elsewhere, it will cause the same improvement here — and at least two hidden assumptions: that the lanes, rather than something else that changed in those cities at the same time, produced the decline; and that our city resembles those cities in the ways that matter. The method of reasoning is causal generalisation from examples. Its characteristic flaw, if the assumptions fail, is mistaking correlation for causation.",
        ),
        p(
          "Naming these parts does not refute the argument. It does something more useful: it shows where the argument can be tested. A reader who doubts the conclusion no longer has to oppose it wholesale. She can ask whether other safety measures were introduced in the same years, or whether the comparison cities had similar traffic volumes. An author who wants to persuade can strengthen the weakest joint, perhaps by citing studies that controlled for other changes. This is what an improved version of an argument looks like: not a different conclusion, but the same conclusion resting on stated and defensible ground.",
        ),
        quote("Naming the parts of an argument does not refute it. It shows where it can be tested."),
        p(
          "This decomposition — the conclusion and its type, the explicit premises, the unspoken reasons, the hidden assumptions, the necessary and sufficient conditions, the implied rule, the method, the flaw, the strongest counter-argument and an improved version — is the vocabulary Clarity uses today. None of it is new. What is new is that language models can now produce a serviceable first draft of it for almost any passage, in seconds. That makes it possible to treat decomposition not as a seminar exercise but as a routine step, like spell-checking, that happens whenever an argument matters.",
        ),
        p(
          "The same move pays off far from public debate. A patent application is an argument addressed to an examiner: this invention is new, it would not have been obvious, and the claims describe it. Its hidden assumptions — that no earlier disclosure already teaches the key step, that combining known elements would not have been obvious to a practitioner — are exactly where rejections come from. Surfacing them before filing is the same act as surfacing the hidden assumption in the bike-lane argument, applied where the cost of missing it is measured in fees and months.",
        ),
      ],
    },
    {
      id: "machine-readable-reasoning",
      heading: "Machine-readable reasoning",
      blocks: [
        p(
          "Decomposition on demand helps one reader at a time. It becomes infrastructure when the result can be stored, shared and referenced. That requires a representation of reasoning that is stable enough for software to work with and simple enough for people to correct.",
        ),
        p(
          "We think such a representation needs only a few properties. It should be anchored to the text it describes, so that the structure can always be checked against the words. It should distinguish what the author said from what an analyst inferred, because an unstated assumption attributed to someone is a claim about them and deserves to be marked as such. It should let each part be addressed on its own, so that a reply, a source or a correction can point to the second premise rather than to the whole post. And it should be revisable, with a history, because first analyses — human or machine — are often wrong.",
        ),
        p("A minimal reasoning record could contain:"),
        list(
          [
            "The source text, or a stable reference to it, and the span each part was drawn from.",
            "The conclusion, with its type: a causal claim, a prediction, a recommendation, a value judgement or a definition.",
            "The explicit premises, each as its own addressable item.",
            "The inferred parts — unspoken reasons, hidden assumptions and the implied rule — each marked as inferred, and by whom.",
            "The method of reasoning and any flaws found, each tied to the part of the structure it concerns.",
            "Links to counter-arguments, evidence and revisions, each attached to the specific part it addresses.",
          ],
          true,
        ),
        p(
          "None of this requires a new formal logic. Attempts to force natural argument into symbolic notation have a long history and a consistent lesson: the translation loses too much, and too few people can read the result. The better model is the hyperlink. A link does not capture the meaning of the page it points to; it records a relationship simple enough to be universal. Reasoning records should aim for the same modesty: a handful of well-understood relationships — supports, assumes, attacks, revises — rather than a complete theory of inference.",
        ),
        p(
          "Once reasoning is machine-readable, familiar kinds of tools become possible. A reader can filter a long debate down to the replies that address a particular premise. An editor can see which assumptions a set of articles share. A search engine can return arguments that reach the opposite conclusion from the same evidence. And a reviewer can ask, of any new proposal, which of its assumptions have been challenged before and how those challenges were answered.",
        ),
      ],
    },
    {
      id: "reasoning-validators-for-governance",
      heading: "Reasoning validators for governance",
      blocks: [
        p(
          "The most consequential arguments are not the ones that trend. They are the ones that decide things: a statute, a contract, a policy, a budget, a vote. In these settings reasoning already carries formal weight — a court must give reasons, a board must minute its rationale, a proposal must justify its cost — yet the reasons are checked by hand, unevenly, and usually after the decision has been taken. This is where we think a reasoning validator can do the most good.",
        ),
        p(
          "By a reasoning validator we mean a tool that takes a proposal and returns its structure together with a short report: what it concludes, what it assumes, which assumptions are load-bearing, where the inference is weakest and what the strongest objection would be. A validator does not vote and does not decide. It is closer to a linter than to a judge.",
        ),
        quote(
          "A validator is closer to a linter than to a judge: it points at the line where the problem may be and leaves the decision to the people accountable for it.",
        ),
        h("Legal drafting and review"),
        p(
          "Legal texts are dense with reasoning that is explicit in form and implicit in substance. A brief argues that a precedent applies because the facts are analogous; the analogy rests on which facts are treated as material, and that choice is rarely stated. A contract recital explains why a clause exists; the clause then operates in situations the recital never anticipated. A validator that extracts the implied rule of an analogy, or flags that a clause’s stated purpose does not cover a case it governs, gives lawyers a faster route to what they would look for anyway. It does not replace legal judgement and must not pretend to: its output is a set of questions, not a set of answers.",
        ),
        h("DAO and community proposals"),
        p(
          "Online communities, cooperatives and decentralised autonomous organisations increasingly govern themselves through written proposals and votes. These settings have an unusual property: the proposal is often the only record of why a decision was made, and the people voting have little time to scrutinise it. A proposal to move a treasury allocation or change a protocol parameter typically asserts a problem, proposes a fix and predicts an outcome. Each step carries assumptions — about costs, about how participants will respond, about what happened last time — that voters could evaluate if only they were stated.",
        ),
        p(
          "A reasoning validator fits naturally into this workflow. When a proposal is submitted, its structure is generated and published beside it. Authors can correct the analysis and strengthen weak joints before voting opens. Voters see, in a few lines, which assumptions they are actually being asked to accept. After the vote the record remains: when a prediction fails, the community can find the assumption that failed with it, and the next proposal can address it directly. Over time such a community accumulates something most institutions lack — an auditable memory of its own reasoning.",
        ),
        p(
          "The same pattern applies to public consultations, standards bodies, grant committees and the decision memos inside companies. Wherever a group must decide on the strength of written reasons, making those reasons explicit lowers the cost of scrutiny and raises the cost of hand-waving.",
        ),
      ],
    },
    {
      id: "limits-and-risks",
      heading: "Limits and risks",
      blocks: [
        p(
          "An infrastructure for reasoning would be powerful, and powerful tools fail in specific ways. We want to name them plainly, because a project about clarity that is vague about its own weaknesses would not deserve trust.",
        ),
        p(
          "The analysis can be wrong. Language models produce fluent decompositions whether or not they are correct. They can invent assumptions an author never held, miss the premise that actually matters, or label a sound inference a fallacy because it resembles one. Every analysis must therefore be presented as a draft, attributable and open to correction, and never as a verdict.",
        ),
        p(
          "Structure can be mistaken for truth. An argument with no detected flaw may still rest on a false premise; a validator checks how reasons connect, not whether each reason is true. Conversely, an argument with a named flaw may still reach a correct conclusion. Interfaces must resist turning structural analysis into a single score that readers treat as a credibility rating.",
        ),
        p(
          "Validators can be gamed. Once authors know what a tool flags, some will learn to write arguments that pass it while keeping the weak parts out of view — moving them into citations, into definitions, or into premises phrased as common knowledge. This is the ordinary fate of any metric, and the defence is the ordinary one: keep people in the loop, treat validation as an aid to reading rather than a gate, and change the checks when they stop measuring what matters.",
        ),
        p(
          "Not everything worth saying is an argument. Testimony, grief, humour, poetry and protest move people in ways that decomposition does not capture and should not try to. A logical web must leave room for speech that is not an argument, and must never imply that a claim without explicit premises is therefore illegitimate.",
        ),
        p(
          "Finally, whoever defines the format shapes the conversation. The categories a system uses — what counts as a flaw, which assumptions are worth naming — encode judgements. If one company controls them, reasoning infrastructure becomes one more way to steer discourse. The formats must be open, the analyses reproducible, and the categories themselves subject to the same scrutiny they make possible.",
        ),
      ],
    },
    {
      id: "a-research-agenda",
      heading: "A research agenda",
      blocks: [
        p(
          "Much of what we describe can be built now, imperfectly. Making it reliable and trustworthy raises questions we cannot answer alone. We are working on some of them and would welcome collaborators on all of them.",
        ),
        list(
          [
            "Faithfulness. How often does an automated decomposition match what careful human analysts would produce, and where does it diverge? We need shared benchmarks of real arguments — policy proposals, patent claims, editorials, forum posts — annotated by people who disagree with one another.",
            "Attribution of the unstated. What is the right way to present an assumption the author did not write? We want interfaces that make inferred content unmistakable, and evidence about how readers actually interpret it.",
            "A minimal open format. What is the smallest vocabulary of parts and relationships that covers most real arguments? It should be small enough to implement in an afternoon and stable enough to last a decade.",
            "Validation without scoring. How can a tool surface weak points without collapsing them into a number that invites gaming and misplaced trust?",
            "Deliberation outcomes. Do communities that publish reasoning records beside their proposals make better decisions, or merely slower ones? This is an empirical question, and it should be answered with field studies rather than assumed.",
            "Domain adaptation. Legal argument, scientific writing and patent prosecution each have their own conventions. What transfers between them, and what must be built for each?",
          ],
          true,
        ),
        p(
          "We will measure progress not by how many arguments are analysed but by whether analysis changes anything: whether authors revise, whether replies converge on the parts of an argument that matter, and whether decisions are easier to audit afterwards.",
        ),
      ],
    },
    {
      id: "clarity-as-a-public-good",
      heading: "Conclusion: clarity as a public good",
      blocks: [
        p(
          "The early web succeeded because it chose simple, open conventions — an address, a link, a markup language — and let everything else grow on top of them. It did not try to decide what pages should say. A logical web should follow the same path. It should not try to decide which conclusions are right. It should make it cheap to see what an argument claims, what it assumes and where it is weakest, and leave the rest to the people reading.",
        ),
        p(
          "Clarity is our attempt to build the first practical pieces of that layer: an analyzer that lays out the parts of an argument, and tools that apply the same discipline to the arguments inventors make to patent examiners. They are small pieces. But infrastructure has always been built from small pieces that turned out to fit together, and the reasoning behind our shared decisions is too important to leave unstructured.",
        ),
      ],
    },
  ],
};
