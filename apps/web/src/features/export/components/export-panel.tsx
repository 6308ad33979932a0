import type { EntityStatus } from "@app/audit/dates";
import { Alert, Anchor, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { DownloadButton } from "../../../lib/download-button";
import { formatDay } from "../../../lib/format";
import { filingFigures, localDay, longDay, movedNote, validDay } from "../lib/filing";

interface Props {
  applicationId: string;
  /** Changes in the wizard that the server does not have yet: the files would lack them. */
  unsaved?: boolean;
}

const ENTITIES: [EntityStatus, string][] = [
  ["large", "Large entity"],
  ["small", "Small entity"],
  ["micro", "Micro entity"],
];
const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

/** Downloads of the specification, and the fee and deadlines for a chosen filing date (packages/audit/src/dates). */
export function ExportPanel({ applicationId, unsaved }: Props) {
  const [filingDate, setFilingDate] = useState(localDay);
  const base = `/api/patent-applications/${encodeURIComponent(applicationId)}/export`;
  const figures = validDay(filingDate) ? filingFigures(filingDate) : null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm">
          The specification laid out for filing (37 CFR 1.52): a cover sheet with the fields of form PTO/SB/16, numbered
          paragraphs, the abstract on its own page and your figures as drawing sheets.
        </Text>
        <Text size="sm" c="gray.7">
          WebP and GIF figures are converted to PNG for the files (an animated GIF gives its first frame); PNG and JPEG
          are used as uploaded.
        </Text>
        {unsaved && (
          <Alert color="yellow" p="xs">
            You have unsaved changes: save first, as the files hold the application as last saved.
          </Alert>
        )}
        <Group gap="sm">
          <DownloadButton href={`${base}.docx`}>Download DOCX</DownloadButton>
          <DownloadButton href={`${base}.pdf`} variant="light">
            Download PDF
          </DownloadButton>
        </Group>
      </Stack>

      <TextInput
        type="date"
        label="Filing date"
        description="The day you file the provisional application; the fee and deadlines below follow it."
        value={filingDate}
        onChange={(e) => setFilingDate(e.currentTarget.value)}
        error={validDay(filingDate) ? null : "Enter a filing date"}
        maw={260}
      />

      {figures && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Provisional filing fee
          </Title>
          {figures.fee ? (
            <>
              <Table withTableBorder maw={420} aria-label="Provisional filing fee by entity size">
                <Table.Tbody>
                  {ENTITIES.map(([key, label]) => (
                    <Table.Tr key={key}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td ta="right">{usd(figures.fee?.usd[key] ?? 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="gray.7">
                {figures.fee.rule}, in force since {formatDay(figures.fee.effective)}. Source: {figures.fee.source}
              </Text>
            </>
          ) : (
            <Text size="sm">No fee schedule is recorded here for a filing before January 19, 2025.</Text>
          )}
        </Stack>
      )}

      {figures && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Deadlines
          </Title>
          <Deadline
            label="File the non-provisional application by"
            due={figures.nonProvisional}
            why="12 months from the filing date, to claim this provisional's benefit (35 U.S.C. 119(e))."
          />
          <Deadline
            label="Restoration window ends"
            due={figures.restoration}
            why="Up to 14 months, a late non-provisional can still claim the benefit by a petition stating the delay was unintentional, with its fee (37 CFR 1.78(b))."
          />
          <Text size="xs" c="gray.7">
            A deadline on a weekend or a federal holiday in Washington, D.C. moves to the next business day. Check it
            with your attorney or the{" "}
            <Anchor
              href="https://www.uspto.gov/patents/basics/apply/provisional-application"
              target="_blank"
              rel="noreferrer"
              size="xs"
              underline="always"
            >
              USPTO
            </Anchor>{" "}
            before relying on it.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function Deadline({
  label,
  due,
  why,
}: {
  label: string;
  due: ReturnType<typeof filingFigures>["nonProvisional"];
  why: string;
}) {
  const moved = movedNote(due);
  return (
    <Stack gap={2}>
      <Text>
        {label}: <strong>{longDay(due.due)}</strong>
      </Text>
      <Text size="sm" c="gray.7">
        {why}
        {moved ? ` ${moved}` : ""}
      </Text>
    </Stack>
  );
}
