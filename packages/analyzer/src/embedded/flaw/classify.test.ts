import { describe, expect, it } from "vitest";
import { analyzeEmbedded } from "../analyze-embedded.js";
import { classifyFlaw } from "./classify.js";
import { flawFeatures } from "./features.js";
import { leaning, predict, trainSoftmax } from "./linear-model.js";
import { modelInput } from "./model-input.js";
import { restatesPremise, ruleHits } from "./rules.js";

const NO_CONTEXT = { conclusion: "", premises: [] };

describe("flaw rules: the textbook signatures", () => {
  const cases: [string, string][] = [
    ["Everyone knows that the new phone is the best, so you should buy it.", "ad_populum"],
    ["Either we ban all cars from the centre or the city will choke on smog.", "false_dilemma"],
    [
      "If we let students retake one exam, before we know it every class will demand to retake every exam.",
      "slippery_slope",
    ],
    ["Ever since the new mayor took office, crime has gone up, so the mayor caused the crime wave.", "false_cause"],
    ["So you're saying we should just let criminals walk free?", "straw_man"],
    ["The book is right because it is true.", "circular_reasoning"],
    ["My opponent is a known liar, so nothing he says about the budget can be trusted.", "ad_hominem"],
    ["My neighbour's dog bit a child, so all dogs are dangerous.", "hasty_generalization"],
  ];
  it.each(cases)("%s → %s", (text, id) => {
    expect(classifyFlaw(text, NO_CONTEXT).id).toBe(id);
  });

  it("keeps the words that matched as evidence", () => {
    expect(ruleHits("Everyone knows that taxes are too high.")[0]).toEqual({
      id: "ad_populum",
      evidence: "Everyone knows",
      strong: true,
    });
  });

  it("calls a conclusion that only restates its premise circular", () => {
    expect(restatesPremise("Smoking harms your health.", ["Your health is harmed by smoking."])).toBeNull();
    expect(restatesPremise("The policy works well.", ["Well, the policy works."])).toBe("Well, the policy works.");
  });
});

describe("flaw classifier fitted on Argotario", () => {
  it("recognises a personal attack", () => {
    expect(classifyFlaw("You are an idiot, so your plan for the park is wrong.", NO_CONTEXT).id).toBe("ad_hominem");
  });

  it("recognises an appeal to feelings", () => {
    expect(classifyFlaw("Imagine the poor puppies shivering in the cold! How can you not donate?", NO_CONTEXT).id).toBe(
      "appeal_to_emotion",
    );
  });

  it("recognises a celebrity cited as an authority", () => {
    expect(classifyFlaw("A famous actor says this diet works, so it must work.", NO_CONTEXT).id).toBe(
      "irrelevant_authority",
    );
  });

  it("finds no flaw in a careful, specific argument", () => {
    const text =
      "The council should fund the night bus because shift workers have no other way home, and the route would cost less than the taxis the council already pays for.";
    expect(classifyFlaw(text, NO_CONTEXT).id).toBe("none");
    expect(analyzeEmbedded(text).logicalFlaws).toEqual([]);
  });

  it("writes the flaw as 'Name: explanation' with words from the text", () => {
    const [flaw] = analyzeEmbedded("Everyone knows that the new phone is the best, so you should buy it.").logicalFlaws;
    expect(flaw).toBe(
      'Ad Populum: It treats how many people believe or do something ("Everyone knows") as proof that you should buy it.',
    );
  });
});

describe("the flaw model: softmax regression", () => {
  const examples = [
    { features: ["w:idiot", "w:you"], label: "ad_hominem" },
    { features: ["w:fool", "w:you"], label: "ad_hominem" },
    { features: ["w:study", "w:shows"], label: "none" },
    { features: ["w:data", "w:shows"], label: "none" },
  ];
  const options = { epochs: 20, l2: 1e-5, rate: 0.5, minCount: 1, runs: 1 };

  it("learns which label a feature points to", () => {
    const model = trainSoftmax(examples, ["ad_hominem", "none"], options);
    const [hominem, none] = predict(model, ["w:you"]);
    expect(hominem).toBeGreaterThan(0.5);
    expect(hominem + none).toBeCloseTo(1);
    expect(leaning(model, ["w:study"], "none", "ad_hominem")).toBeGreaterThan(0);
  });

  it("trains the same model from the same data, whatever their order", () => {
    expect(trainSoftmax(examples, ["ad_hominem", "none"], options)).toEqual(
      trainSoftmax([...examples].reverse(), ["ad_hominem", "none"], options),
    );
  });

  it("drops features rarer than minCount", () => {
    const model = trainSoftmax(examples, ["ad_hominem", "none"], { ...options, minCount: 2 });
    expect(Object.keys(model.weights).sort()).toEqual(["w:shows", "w:you"]);
  });

  it("extracts word, bigram and cue features", () => {
    const f = flawFeatures("You idiot!");
    expect(f).toEqual(expect.arrayContaining(["w:you", "w:idiot", "b:you_idiot", "cue:insult", "cue:exclaim"]));
  });

  it("reads what the hand-written readers found as features of their own", () => {
    const { features } = modelInput("Everyone knows that the new phone is the best, so you should buy it.");
    expect(features).toEqual(expect.arrayContaining(["strong:ad_populum", "w:everyone"]));
  });
});
