import type { PatentResult } from "@app/contracts";
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { cpcFullName, shortCpcTitle } from "../../../lib/cpc";
import { formatDay } from "../../../lib/format";
import { detailKey, headingOf, matchPercent } from "../lib/display";
import classes from "../patent-search.module.css";

/** One result (spec 001 §2): title, number, filing date, abstract, match, claims, citations, inventors, assignee. */
export function ResultCard({ patent: p, onOpen }: { patent: PatentResult; onOpen: (number: string) => void }) {
  const heading = headingOf(p);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={`${p.number}: ${heading.text}`}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            {heading.label && (
              <Text size="xs" fw={700} tt="uppercase" c="gray.7">
                {heading.label}
              </Text>
            )}
            <UnstyledButton className={classes.titleButton} onClick={() => onOpen(detailKey(p))}>
              <Title order={3} fz="h4" fw={heading.label ? 500 : 700} lineClamp={2}>
                {heading.text}
              </Title>
            </UnstyledButton>
          </Stack>
          <Badge size="lg" variant="light" color="blue" style={{ flexShrink: 0 }}>
            {matchPercent(p.similarity)}% match
          </Badge>
        </Group>
        <Group gap="xs" c="gray.7" fz="sm">
          <Text span fw={600} c="dark">
            {p.number}
            {p.kind ? ` ${p.kind}` : ""}
          </Text>
          <Text span>· {p.status}</Text>
          {p.filingDate && <Text span>· Filed {formatDay(p.filingDate)}</Text>}
          {p.publicationDate && <Text span>· Published {formatDay(p.publicationDate)}</Text>}
        </Group>
        {!heading.label && p.abstract && (
          <Text size="sm" lineClamp={3}>
            {p.abstract}
          </Text>
        )}
        <Group gap="lg" fz="sm">
          {p.source === "uspto" ? (
            // The office's bibliographic record has neither: a count of 0 would be a claim we cannot make.
            <Text span size="sm" c="gray.7">
              Claims and citations: not in the USPTO record
            </Text>
          ) : (
            <>
              <Text span size="sm">
                <b>{p.claims}</b> {p.claims === 1 ? "claim" : "claims"}
              </Text>
              <Text span size="sm">
                <b>{p.citations}</b> {p.citations === 1 ? "citation" : "citations"}
              </Text>
            </>
          )}
          <Text span size="sm">
            Inventors: {p.inventors.length ? p.inventors.join(", ") : "Not on record"}
          </Text>
          <Text span size="sm">
            Assignee: {p.assignee}
          </Text>
        </Group>
        {p.cpc.length > 0 && (
          <Group gap={6}>
            {p.cpc.slice(0, 3).map((c) => (
              <Badge
                key={c.code}
                variant="outline"
                color="gray"
                tt="none"
                fw={500}
                className={classes.cpc}
                title={cpcFullName(c)}
              >
                {shortCpcTitle(c.title)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
