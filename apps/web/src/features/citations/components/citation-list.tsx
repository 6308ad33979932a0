import type { CitationItem } from "@app/contracts";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import classes from "../citations.module.css";
import { formatPublished, itemHeading, officeNote, percent, searchLink } from "../lib/display";

const PAGE = 50;

function Item({ c }: { c: CitationItem }) {
  const heading = itemHeading(c);
  const date = formatPublished(c.date);
  return (
    <li className={classes.item}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text span fw={700}>
            {c.number}
            {c.kind ? ` ${c.kind}` : ""}
          </Text>
          <Badge variant="light" color={c.inIndex ? "blue" : "gray"} c={c.inIndex ? undefined : "dark"}>
            {c.inIndex ? "In the index" : "Outside the index"}
          </Badge>
          {c.category && (
            <Badge variant="outline" color="gray" c="dark" tt="none" fw={500}>
              {c.category}
            </Badge>
          )}
        </Group>
        <Text size="sm" c={heading.label || c.title ? undefined : "gray.7"} fs={c.title ? undefined : "italic"}>
          {heading.label ? `${heading.label}: ` : ""}
          {heading.text}
        </Text>
        <Group gap="md" fz="sm" c="gray.7">
          <Text span size="sm">
            {date ? `Date ${date}` : "Date not on record"}
          </Text>
          {c.assignee && (
            <Text span size="sm">
              Assignee: {c.assignee}
            </Text>
          )}
          {c.inventors.length > 0 && (
            <Text span size="sm">
              Inventors: {c.inventors.join(", ")}
            </Text>
          )}
          {c.relevance !== null && (
            <Text span size="sm">
              Relevance {percent(c.relevance)}
            </Text>
          )}
        </Group>
        {c.office && (
          <Text size="sm" c="grape.9">
            {officeNote(c.office)}
          </Text>
        )}
        <Group gap="md">
          {c.inIndex && (
            <Anchor component={Link} to={searchLink(c.number)} size="sm">
              Open {c.number} in Patent Search
            </Anchor>
          )}
          {c.url && (
            <Anchor href={c.url} target="_blank" rel="noopener noreferrer" size="sm">
              Public page of {c.number} (opens in a new tab)
            </Anchor>
          )}
        </Group>
      </Stack>
    </li>
  );
}

interface ListProps {
  title: string;
  description: string;
  empty: string;
  items: CitationItem[];
}

/**
 * One citation list, 50 at a time (a patent can cite hundreds of documents): those in the index first, since they
 * say the most, then the others; each group in the order the sources give.
 */
export function CitationList({ title, description, empty, items: given }: ListProps) {
  const [shown, setShown] = useState(PAGE);
  const items = [...given.filter((c) => c.inIndex), ...given.filter((c) => !c.inIndex)];
  const id = `citations-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={id}>
            {title} ({items.length})
          </Title>
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        </Stack>
        {items.length === 0 ? (
          <Text size="sm">{empty}</Text>
        ) : (
          <ul className={classes.list}>
            {items.slice(0, shown).map((c) => (
              <Item key={c.number} c={c} />
            ))}
          </ul>
        )}
        {items.length > shown && (
          <Group>
            <Button variant="light" onClick={() => setShown((n) => n + PAGE)}>
              Show {Math.min(PAGE, items.length - shown)} more of {items.length - shown}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function CitationsTab({ forward, backward }: { forward: CitationItem[]; backward: CitationItem[] }) {
  return (
    <Stack gap="lg">
      <CitationList
        title="Forward citations"
        description="Patents in the index that cite this one."
        empty="No patent in the index cites this one."
        items={forward}
      />
      <CitationList
        title="Backward citations"
        description="Documents this patent cites, those in the index first. Those outside the index show what the citation records: number, kind, date and a link to their public page."
        empty="This patent cites no documents on record."
        items={backward}
      />
    </Stack>
  );
}
