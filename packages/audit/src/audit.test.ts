import { describe, expect, it } from "vitest";
import { audit } from "./audit.js";
import { draftFromText } from "./draft/from-text.js";
import type { PriorArtQuery } from "./outside/prior-art.js";
import { summarise } from "./summary.js";
import type { Finding } from "./types.js";

const DRAFT = `TITLE
Garden sprayer
BACKGROUND
Gardeners mix concentrate by eye.
SUMMARY
A sprayer has a tank and a dosing chamber.
DETAILED DESCRIPTION
A tank 50 holds water. A dosing chamber 54 meters concentrate into the water through an orifice 56.
ABSTRACT
A sprayer with a tank and a dosing chamber.`;

const finding = (ground: Finding["ground"], severity: Finding["severity"]): Finding => ({
  check: "x",
  ground,
  severity,
  place: null,
  excerpt: "",
  why: "",
  fix: "",
  step: null,
});

describe("summary", () => {
  it("counts findings by severity per ground and says why the draft is not ready", () => {
    const s = summarise([finding("112a", "must"), finding("112a", "should"), finding("formalities", "must")]);
    expect(s.byGround["112a"]).toEqual({ must: 1, should: 1, consider: 0 });
    expect(s.total).toEqual({ must: 2, should: 1, consider: 0 });
    expect(s.readiness).toBe("Not ready to file: 2 must-fix findings on 2 grounds, then 1 should-fix.");
  });

  it("with only points to consider, the draft is ready", () => {
    expect(summarise([finding("112b", "consider")]).readiness).toBe(
      "No must-fix or should-fix finding; 1 point to consider.",
    );
  });
});

describe("audit", () => {
  it("is deterministic and lists findings by ground, then severity", async () => {
    const a = await audit(draftFromText(DRAFT));
    const b = await audit(draftFromText(DRAFT));
    expect(a).toEqual(b);
    const grounds = a.findings.map((f) => f.ground);
    expect(grounds).toEqual(
      [...grounds].sort(
        (x, y) =>
          ["formalities", "112b", "112f", "112a", "101"].indexOf(x) -
          ["formalities", "112b", "112f", "112a", "101"].indexOf(y),
      ),
    );
    expect(a.priorArt).toBeNull();
    expect(a.novelty).toBeNull();
  });

  it("asks the injected prior-art search with the draft's texts and reports each patent with what it shares and lacks", async () => {
    const asked: PriorArtQuery[] = [];
    const report = await audit(
      draftFromText(DRAFT, {
        plannedClaims:
          "1. A sprayer comprising a tank and a dosing chamber.\n2. The sprayer of claim 1, wherein the tank is translucent.",
      }),
      {
        priorArt: async (q) => {
          asked.push(q);
          return [
            {
              number: "US1234567",
              title: "Dosing sprayer",
              match: 90,
              shared: ["tank", "dosing chamber"],
              lacking: [],
            },
          ];
        },
      },
    );
    expect(asked[0]).toEqual({
      abstract: "A sprayer with a tank and a dosing chamber.",
      summary: "A sprayer has a tank and a dosing chamber.",
      // The dependent claim without 'The sprayer of claim 1,': a claim reference is not an element.
      claims: ["A sprayer comprising a tank and a dosing chamber.", "wherein the tank is translucent."],
    });
    const prior = report.findings.filter((f) => f.ground === "priorArt");
    expect(prior).toHaveLength(1);
    expect(prior[0]).toMatchObject({ severity: "must", excerpt: "US1234567: Dosing sprayer" });
  });

  it("reads the novelty argument and reports its hidden assumptions beside the closest patent sharing their words", async () => {
    const report = await audit(draftFromText(DRAFT), {
      noveltyArgument:
        "No existing sprayer doses concentrate by the stroke of the pump, because all known sprayers mix in the tank. Therefore a sprayer whose pump turns a metering wheel is new.",
      priorArt: async () => [
        {
          number: "US7654321",
          title: "Pump sprayer with stroke dosing",
          match: 55,
          shared: ["pump", "sprayer"],
          lacking: ["wheel"],
        },
      ],
    });
    expect(report.novelty?.assumptions.length).toBeGreaterThan(0);
    const novelty = report.findings.filter((f) => f.ground === "novelty");
    expect(novelty.length).toBe(report.novelty?.assumptions.length);
    expect(novelty[0].references?.[0].number).toBe("US7654321");
  });
});
