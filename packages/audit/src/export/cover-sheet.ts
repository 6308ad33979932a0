import { COVER_ADDRESS_LABEL, COVER_HEADING, COVER_TITLE_LABEL } from "../draft/filing-parts.js";
import type { Block } from "./model.js";

/** What the cover sheet reads from the application. */
export interface CoverSheetInput {
  title: string;
  inventors: { name: string; residence?: string }[];
  federallySponsored: "yes" | "no" | null;
  federalResearch: string;
}

/** A line to write on by hand: what the application does not hold is left blank, never guessed. */
export const BLANK = "_______________________________________";

const field = (lead: string, value: string | undefined, indent = false): Block => ({
  kind: "paragraph",
  lead,
  text: value?.trim() ? value.trim().replace(/\s+/g, " ") : BLANK,
  indent,
});

const GOVERNMENT =
  "The invention was made by an agency of the United States Government or under a contract with an agency of the United States Government.";

/**
 * The fields of USPTO form PTO/SB/16 (provisional application cover sheet, 37 CFR 1.51(c)(1)) on the first page:
 * inventors with their residence, title, correspondence address, docket number, entity status and government
 * interest. The application holds no correspondence address, docket number or entity status, so those stay blank.
 */
export function coverSheet(input: CoverSheetInput): Block[] {
  const inventors = input.inventors.filter((i) => i.name.trim());
  const rows: Block[] = inventors.length
    ? inventors.flatMap((inv, i) => [
        field(`Inventor ${i + 1}: `, inv.name),
        field("Residence (city and state or foreign country): ", inv.residence, true),
      ])
    : [field("Inventor 1: ", ""), field("Residence (city and state or foreign country): ", "", true)];
  const government =
    input.federallySponsored === "yes"
      ? `Yes. ${GOVERNMENT} ${input.federalResearch.trim() || `Agency and contract number: ${BLANK}`}`
      : input.federallySponsored === "no"
        ? `No. ${GOVERNMENT.replace("was made", "was not made")}`
        : "";
  return [
    { kind: "heading", text: COVER_HEADING },
    {
      kind: "paragraph",
      text: "This is a request for filing a PROVISIONAL APPLICATION FOR PATENT under 37 CFR 1.53(c). The fields of form PTO/SB/16, filled from the application; a blank line is a field the application does not hold.",
    },
    { kind: "heading", text: "INVENTOR(S)" },
    ...rows,
    field(COVER_TITLE_LABEL, input.title),
    field(COVER_ADDRESS_LABEL, ""),
    field("Attorney docket number: ", ""),
    field(
      "Entity status: ",
      "[ ] Small entity (37 CFR 1.27)   [ ] Micro entity (37 CFR 1.29)   [ ] Neither (undiscounted fee)",
    ),
    field("Government interest: ", government),
  ];
}
