import type { PatentRecord } from "../../src/modules/patents/patent-record.js";

/** A patent of a hand-made test index: a grant with no title, names, classes or citations unless `more` says. */
export const testPatent = (number: string, more: Partial<PatentRecord> = {}): PatentRecord => ({
  number,
  kind: "B1",
  docType: "grant",
  title: null,
  abstract: `The abstract of ${number}.`,
  claims: [],
  firstClaim: null,
  filingDate: "2014-02-03",
  publicationDate: "2016-05-10",
  grantDate: "2016-05-10",
  inventors: [],
  assignee: null,
  assignees: [],
  cpc: [],
  ipc: [],
  citations: [],
  citationsDetail: [],
  applicationNumber: null,
  source: "test",
  ...more,
});

/** A titled grant with its claims, by one inventor: what the patentability analysis and the audit compare with. */
export const claimedPatent = (number: string, title: string, abstract: string, claims: string[] = []): PatentRecord =>
  testPatent(number, {
    title,
    abstract,
    claims,
    firstClaim: claims[0] ?? null,
    filingDate: "2015-03-10",
    publicationDate: "2018-06-19",
    grantDate: "2018-06-19",
    inventors: ["Ada Lovelace"],
  });
