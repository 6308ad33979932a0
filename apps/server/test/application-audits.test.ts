import { PLANNED_CLAIMS_MAX } from "@app/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patentApplications, patentAudits } from "../src/db/schema.js";
import { AUDITS_KEPT, auditApplication } from "../src/modules/applications/audits.service.js";
import { upsertPatents } from "../src/modules/patents/patents-write.service.js";
import { Client, createTestApp, type TestApp } from "./helpers/app.js";
import { checks, type Found, LADDER, REEL } from "./helpers/audit-index.js";
import { freshIp } from "./helpers/auth.js";
import { PASSWORD, seedUser, signedIn } from "./helpers/users.js";

/**
 * A wizard application with flaws planted for these tests: FIG. 2 used but never described in the brief
 * description of drawings, a term of degree in a planned claim, and a planned limitation the description never
 * supports.
 */
const FLAWED = {
  title: "Folding ladder with a locking hinge",
  abstract: "A folding ladder has two rails joined by a hinge that locks when the ladder is opened.",
  field: "The invention relates to portable ladders.",
  background: "Folding ladders collapse when their hinge is not locked, which injures users.",
  summary:
    "A folding ladder has two rails, a hinge joining the rails, and a locking pin that enters the hinge when the ladder opens.",
  drawings: "FIG. 1 is a side view of the ladder.",
  detailedDescription:
    "As shown in FIG. 1, the ladder has a first rail 10 and a second rail 12 joined by a hinge 14. FIG. 2 shows the locking pin 16 entering a bore 18 of the hinge 14 when the rails 10, 12 are opened. The rails 10, 12 are made of aluminium.",
};
const PLANNED =
  "1. A folding ladder comprising: a first rail; a second rail; a hinge joining the rails, the hinge being substantially rigid; and a solar-powered charging circuit feeding a wireless transmitter.";
const NOVELTY =
  "No existing ladder locks its hinge by itself, because known ladders use a manual latch. Therefore a ladder whose pin enters the hinge when it opens is new.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertPatents(t.database.db, [LADDER, REEL]);
});
afterAll(() => t.close());

const user = async () => signedIn(t.app, await seedUser(t.app), PASSWORD, freshIp());
const newApplication = async (c: Client, fields: object = FLAWED) =>
  (await c.post("/api/patent-applications/save", fields)).body.data as { id: string; version: number };
const runAudit = (c: Client, id: string, body: object = { plannedClaims: PLANNED, noveltyArgument: NOVELTY }) =>
  c.post(`/api/patent-applications/${id}/audits`, body);
const savedRows = (applicationId: string) =>
  t.database.db.select().from(patentAudits).where(eq(patentAudits.applicationId, applicationId));

describe("POST /api/patent-applications/:id/audits", () => {
  it("audits the stored application: its planted flaws, prior art from the index, the novelty argument; saved", async () => {
    const c = await user();
    const { id } = await newApplication(c);
    const res = await runAudit(c, id);
    expect(res.status).toBe(201);
    const { audit } = res.body;
    expect(audit).toMatchObject({ applicationId: id, engine: "audit-1" });
    const found = checks(audit.report.findings);
    // Each placed finding keeps its words in their paragraph, for the report page's highlight.
    const placed = audit.report.findings.filter((f: { place: unknown }) => f.place);
    for (const f of placed) expect(f.context.text.slice(f.context.start, f.context.end)).toBe(f.excerpt);
    expect(found).toContain("formalities.figures: FIG. 2");
    expect(found).toContain("112a.claim-support: a solar-powered charging circuit feeding a wireless transmitter");
    expect(found.some((f) => f.startsWith("112b.degree-terms: substantially"))).toBe(true);
    // The ladder patent is found and compared element by element; the hose reel shares nothing.
    const priorArt = audit.report.priorArt as { number: string; shared: string[]; lacking: string[] }[];
    expect(priorArt.map((p) => p.number)).toContain("US90000011");
    expect(priorArt.map((p) => p.number)).not.toContain("US90000012");
    const ladder = priorArt.find((p) => p.number === "US90000011");
    expect(ladder?.shared.length).toBeGreaterThan(0);
    const closest = (audit.report.findings as Found[]).find((f) => f.check === "priorArt.closest");
    expect(closest?.references?.[0]?.number).toBe("US90000011");
    expect(audit.report.novelty.argument).toBe(NOVELTY);
    expect(audit.summary.total.must).toBeGreaterThanOrEqual(2);
    expect(audit.summary.readiness).toMatch(/^Not ready to file/);
    expect(await savedRows(id)).toHaveLength(1);
  });

  it("lists saved audits newest first (summaries only) and compares a run after a fix with the one before", async () => {
    const c = await user();
    const { id, version } = await newApplication(c);
    const first = (await runAudit(c, id)).body.audit;
    // The fix: FIG. 2 described in the brief description of the drawings.
    const fixed = { ...FLAWED, drawings: `${FLAWED.drawings}\nFIG. 2 is a detail of the locking pin.`, version };
    expect((await c.request("PUT", `/api/patent-applications/${id}`, fixed)).status).toBe(200);
    const second = (await runAudit(c, id)).body.audit;

    const list = await c.get(`/api/patent-applications/${id}/audits`);
    expect(list.status).toBe(200);
    expect(list.body.audits.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    expect(Object.keys(list.body.audits[0]).sort()).toEqual(["applicationId", "createdAt", "engine", "id", "summary"]);

    const detail = await c.get(`/api/patent-applications/${id}/audits/${second.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.changes.previousId).toBe(first.id);
    expect(checks(detail.body.changes.resolved)).toEqual(["formalities.figures: FIG. 2"]);
    expect(checks(detail.body.changes.remaining)).toContain(
      "112a.claim-support: a solar-powered charging circuit feeding a wireless transmitter",
    );
    expect(detail.body.audit.report.findings).toEqual(second.report.findings);
    // The first run has nothing before it.
    expect((await c.get(`/api/patent-applications/${id}/audits/${first.id}`)).body.changes).toBeNull();
  });

  it("owner only: another user gets 404 on every call and saves nothing; signed out is 401", async () => {
    const owner = await user();
    const { id } = await newApplication(owner);
    const auditId = (await runAudit(owner, id)).body.audit.id;
    const stranger = await user();
    expect((await runAudit(stranger, id)).status).toBe(404);
    expect((await stranger.get(`/api/patent-applications/${id}/audits`)).status).toBe(404);
    expect((await stranger.get(`/api/patent-applications/${id}/audits/${auditId}`)).status).toBe(404);
    // The stranger's own application does not open the owner's audit either.
    const own = await newApplication(stranger);
    expect((await stranger.get(`/api/patent-applications/${own.id}/audits/${auditId}`)).status).toBe(404);
    expect((await owner.get(`/api/patent-applications/${id}/audits/not-a-uuid`)).status).toBe(404);
    expect((await runAudit(owner, "not-a-uuid")).status).toBe(404);
    const anonymous = new Client(t.app, freshIp());
    expect((await runAudit(anonymous, id)).status).toBe(401);
    expect((await anonymous.get(`/api/patent-applications/${id}/audits`)).status).toBe(401);
    expect(await savedRows(id)).toHaveLength(1);
  });

  it("refuses unknown fields, over-long claims or argument, and a cross-site request, saving nothing", async () => {
    const c = await user();
    const { id } = await newApplication(c);
    expect((await runAudit(c, id, { plannedClaims: "1. A ladder.", score: 100 })).status).toBe(400);
    expect((await runAudit(c, id, { plannedClaims: "a".repeat(PLANNED_CLAIMS_MAX + 1) })).status).toBe(400);
    expect((await runAudit(c, id, { noveltyArgument: "a".repeat(2_001) })).status).toBe(400);
    expect((await runAudit(c, id, { plannedClaims: 42 })).status).toBe(400);
    const crossSite = await c.request(
      "POST",
      `/api/patent-applications/${id}/audits`,
      {},
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await savedRows(id)).toHaveLength(0);
    // Neither field is required: the application alone is audited.
    expect((await runAudit(c, id, {})).status).toBe(201);
  });

  it("deleting the application deletes its audits", async () => {
    const c = await user();
    const { id } = await newApplication(c);
    await runAudit(c, id);
    await runAudit(c, id);
    expect(await savedRows(id)).toHaveLength(2);
    expect((await c.delete(`/api/patent-applications/${id}`)).status).toBe(200);
    expect(await savedRows(id)).toHaveLength(0);
  });

  it(`keeps the newest ${AUDITS_KEPT} audits of an application and drops older ones`, async () => {
    const c = await user();
    const { id } = await newApplication(c, { title: "Lamp", abstract: "A lamp." });
    const oldest = (await runAudit(c, id, {})).body.audit.id;
    // The rest through the service itself (the route's rate limit allows 10 a minute), with the same database.
    const application = (await c.get(`/api/patent-applications/${id}`)).body.application;
    const [row] = await t.database.db.select().from(patentApplications).where(eq(patentApplications.id, id));
    const empty = { plannedClaims: "", noveltyArgument: "" };
    for (let i = 0; i < AUDITS_KEPT; i++)
      await auditApplication(t.database.db, async () => [], row?.userId ?? "", application, empty);
    const list = (await c.get(`/api/patent-applications/${id}/audits`)).body.audits as { id: string }[];
    expect(list).toHaveLength(AUDITS_KEPT);
    expect(list.map((a) => a.id)).not.toContain(oldest);
    expect((await c.get(`/api/patent-applications/${id}/audits/${oldest}`)).status).toBe(404);
    expect(await savedRows(id)).toHaveLength(AUDITS_KEPT);
  });

  it("is limited per user: the eleventh audit in a minute is refused with 429", async () => {
    const c = await user();
    const { id } = await newApplication(c, { title: "Lamp" });
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push((await runAudit(c, id, {})).status);
    expect(replies.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(replies[10]).toBe(429);
    expect(await savedRows(id)).toHaveLength(10);
  });
});
