import type { LandscapeAreaId } from "@app/contracts";

/**
 * The ten technology areas of spec 001 §9, each mapped to CPC symbols and keyword phrases (their
 * ids and names are the spec's list in @app/contracts, LANDSCAPE_AREAS). This file is the whole
 * mapping: data, each entry with its source. Every CPC symbol and the title quoted beside it were checked against the
 * shipped CPC title list (data/patents/cpc-titles-2022.08.tsv.gz); areas.test.ts checks them again.
 *
 * How a patent joins an area (docs/landscape.md, "Areas"): one of its CPC symbols falls under one of the area's
 * entries, or its title, abstract or claims contain one of the area's keyword phrases (PostgreSQL's English
 * stemming, so 'robot' also finds 'robots' and 'robotic').
 */

/**
 * How a CPC entry matches a patent's symbol:
 * - `subclass`: every symbol of the subclass ('B25J' → B25J9/16, B25J11/00, …);
 * - `group`: every symbol of the main group ('G06N20/00' → G06N20/00, G06N20/10, …);
 * - `subgroup`: the subgroup and the subgroups below it, whose numbers extend its own in the CPC scheme
 *   ('G06N3/08' → G06N3/08, G06N3/082 … G06N3/088; verified in the title list for each entry used here).
 */
export type CpcMatch = "subclass" | "group" | "subgroup";

export interface AreaCpc {
  code: string;
  match: CpcMatch;
  /** The title of `code` in the CPC 2022.08 title list, as written there (braces and references dropped). */
  title: string;
}

export interface AreaMapping {
  cpc: AreaCpc[];
  /** Phrases searched in the title, abstract and claims. */
  keywords: string[];
  /** Where the mapping comes from. */
  source: string;
}

const CPC_LIST = "CPC scheme 2022.08 (EPO/USPTO CPCTitleList202208, shipped as data/patents/cpc-titles-2022.08.tsv.gz)";

export const AREA_MAPPING: Readonly<Record<LandscapeAreaId, AreaMapping>> = {
  "artificial-intelligence": {
    cpc: [
      { code: "G06N3/00", match: "group", title: "Computing arrangements based on biological models" },
      { code: "G06N5/00", match: "group", title: "Computing arrangements using knowledge-based models" },
      { code: "G06N7/00", match: "group", title: "Computing arrangements based on specific mathematical models" },
      { code: "G06N20/00", match: "group", title: "Machine learning" },
    ],
    keywords: ["artificial intelligence", "neural network", "machine learning", "deep learning", "expert system"],
    source: `${CPC_LIST}: subclass G06N, its main groups on biological (neural) models, knowledge-based models, mathematical models and machine learning; G06N10 (quantum computing) belongs to Quantum Computing.`,
  },
  "machine-learning": {
    cpc: [
      { code: "G06N20/00", match: "group", title: "Machine learning" },
      { code: "G06N3/08", match: "subgroup", title: "Learning methods" },
    ],
    keywords: ["machine learning", "deep learning", "reinforcement learning", "supervised learning", "training data"],
    source: `${CPC_LIST}: main group G06N20/00 'Machine learning' and G06N3/08 'Learning methods' (of neural network models).`,
  },
  blockchain: {
    cpc: [{ code: "H04L9/50", match: "subgroup", title: "using hash chains, e.g. blockchains or hash trees" }],
    keywords: ["blockchain", "distributed ledger", "smart contract", "cryptocurrency"],
    source: `${CPC_LIST}: H04L9/50, cryptographic mechanisms 'using hash chains, e.g. blockchains or hash trees' (added in 2022; older patents are found by their words).`,
  },
  "internet-of-things": {
    cpc: [
      {
        code: "G16Y",
        match: "subclass",
        title: "Information and communication technology specially adapted for the internet of things [IoT]",
      },
      {
        code: "H04W4/70",
        match: "subgroup",
        title: "Services for machine-to-machine communication [M2M] or machine type communication [MTC]",
      },
    ],
    keywords: ["internet of things", "iot", "m2m"],
    source: `${CPC_LIST}: subclass G16Y (ICT for the IoT) and H04W4/70 (machine-to-machine services).`,
  },
  cybersecurity: {
    cpc: [
      {
        code: "H04L63/00",
        match: "group",
        title: "Network architectures or network communication protocols for network security",
      },
      {
        code: "G06F21/00",
        match: "group",
        title:
          "Security arrangements for protecting computers, components thereof, programs or data against unauthorised activity",
      },
      {
        code: "H04W12/00",
        match: "group",
        title: "Security arrangements; Authentication; Protecting privacy or anonymity",
      },
      { code: "H04L9/40", match: "subgroup", title: "Network security protocols" },
    ],
    keywords: ["cybersecurity", "cyber security", "malware", "intrusion detection", "firewall"],
    source: `${CPC_LIST}: network security (H04L63/00, H04L9/40), computer security (G06F21/00) and wireless security (H04W12/00).`,
  },
  biotechnology: {
    cpc: [
      {
        code: "C12N",
        match: "subclass",
        title: "Microorganisms or enzymes; compositions thereof; … mutation or genetic engineering; culture media",
      },
      {
        code: "C12P",
        match: "subclass",
        title: "Fermentation or enzyme-using processes to synthesise a desired chemical compound or composition …",
      },
      {
        code: "C12Q",
        match: "subclass",
        title: "Measuring or testing processes involving enzymes, nucleic acids or microorganisms …",
      },
      { code: "C07K16/00", match: "group", title: "Immunoglobulins [IGs], e.g. monoclonal or polyclonal antibodies" },
    ],
    keywords: ["genetic engineering", "recombinant", "monoclonal antibody", "crispr", "gene therapy"],
    source: `${CPC_LIST}: subclasses C12N (genetic engineering, enzymes), C12P (fermentation), C12Q (nucleic-acid and enzyme testing) and main group C07K16/00 (antibodies).`,
  },
  "clean-energy": {
    cpc: [
      {
        code: "Y02E",
        match: "subclass",
        title:
          "Reduction of greenhouse gas [GHG] emissions, related to energy generation, transmission or distribution",
      },
    ],
    keywords: ["renewable energy", "photovoltaic", "solar cell", "wind turbine", "fuel cell"],
    source: `${CPC_LIST}: subclass Y02E, the EPO's tagging of climate-change mitigation technologies in energy (renewables, storage, smart grids, efficient combustion).`,
  },
  robotics: {
    cpc: [
      { code: "B25J", match: "subclass", title: "Manipulators; chambers provided with manipulation devices" },
      { code: "Y10S901/00", match: "group", title: "Robots" },
    ],
    keywords: ["robot", "robotic arm", "end effector"],
    source: `${CPC_LIST}: subclass B25J (manipulators, programme-controlled manipulators B25J9/00) and the USPC cross-reference art collection Y10S901/00 'Robots'.`,
  },
  "quantum-computing": {
    cpc: [
      {
        code: "G06N10/00",
        match: "group",
        title: "Quantum computing, i.e. information processing based on quantum-mechanical phenomena",
      },
      {
        code: "B82Y10/00",
        match: "group",
        title:
          "Nanotechnology for information processing, storage or transmission, e.g. quantum computing or single electron logic",
      },
    ],
    keywords: ["quantum computing", "quantum computer", "qubit", "quantum processor"],
    source: `${CPC_LIST}: main group G06N10/00 'Quantum computing' and B82Y10/00 (nanotechnology for information processing, e.g. quantum computing).`,
  },
  "augmented-reality": {
    cpc: [
      { code: "G06T19/006", match: "subgroup", title: "Mixed reality" },
      { code: "G02B27/01", match: "subgroup", title: "Head-up displays" },
    ],
    keywords: ["augmented reality", "mixed reality", "virtual reality", "head mounted display"],
    source: `${CPC_LIST}: G06T19/006 'Mixed reality', G02B27/01 'Head-up displays' (head mounted G02B27/017 below it); virtual reality is found by its words (G06F3/011's subgroups do not extend its number, so no prefix finds them).`,
  },
};
