import {
  Alert,
  Badge,
  Center,
  Divider,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { formatDay } from "../../../lib/format";
import { usePatent } from "../api";
import { headingOf } from "../lib/display";
import { PatentabilityPanel } from "./patentability-panel";

/**
 * One patent's information and its AI Patentability Analysis against `description` (the keyword search text, else
 * empty: the user types one) (spec 001 §2). Mantine's modal closes on Escape, a backdrop click or its close button,
 * locks page scrolling while open and gives focus back to the result that opened it.
 */
export function PatentModal({
  number,
  description,
  onClose,
}: {
  number: string | null;
  description: string;
  onClose: () => void;
}) {
  const patent = usePatent(number);
  const p = patent.data;
  const heading = p ? headingOf(p) : null;
  return (
    <Modal
      opened={!!number}
      onClose={onClose}
      size="xl"
      title={
        <Text fw={700} component="span">
          {p?.number ?? number}
        </Text>
      }
    >
      {patent.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading patent" />
        </Center>
      )}
      {patent.isError && (
        <Alert color="red" title="Error">
          {patent.error.message}
        </Alert>
      )}
      {p && heading && (
        <Stack gap="md">
          <Stack gap={2}>
            {heading.label && (
              <Text size="xs" fw={700} tt="uppercase" c="gray.7">
                {heading.label}
              </Text>
            )}
            <Title order={2} fz="h3">
              {heading.text}
            </Title>
          </Stack>
          <Group gap="xs">
            <Badge variant="light">{p.status}</Badge>
            <Badge variant="light" color="gray">
              {p.type === "other" ? "Other" : `${p.type[0]?.toUpperCase()}${p.type.slice(1)}`}
            </Badge>
            {p.kind && (
              <Badge variant="outline" color="gray">
                Kind {p.kind}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Fact label="Filing date">{p.filingDate ? formatDay(p.filingDate) : "Not on record"}</Fact>
            <Fact label="Publication date">{p.publicationDate ? formatDay(p.publicationDate) : "Not on record"}</Fact>
            <Fact label="Grant date">{p.grantDate ? formatDay(p.grantDate) : "Not granted or not on record"}</Fact>
            <Fact label="Application number">{p.applicationNumber ?? "Not on record"}</Fact>
            <Fact label="Inventors">{p.inventors.length ? p.inventors.join(", ") : "Not on record"}</Fact>
            <Fact label="Assignee">{p.assignee}</Fact>
          </SimpleGrid>
          {p.cpc.length > 0 && (
            <Section title="Classification (CPC)">
              <List size="sm" spacing={4}>
                {p.cpc.map((c) => (
                  <List.Item key={c.code}>
                    <Text span ff="monospace" size="sm">
                      {c.code}
                    </Text>{" "}
                    {c.title}
                  </List.Item>
                ))}
              </List>
            </Section>
          )}
          <Section title="Abstract">
            <Text size="sm">{p.abstract || "Not on record"}</Text>
          </Section>
          <Section title={`Claims (${p.claims})`}>
            {p.claimsText.length ? (
              <Text size="sm">{p.claimsText[0]}</Text>
            ) : (
              <Text size="sm" c="gray.7">
                The claims of this patent are not in the index.
              </Text>
            )}
          </Section>
          <Section title={`Cited patents (${p.citations})`}>
            {p.citedNumbers.length ? (
              <Text size="sm">{p.citedNumbers.join(", ")}</Text>
            ) : (
              <Text size="sm" c="gray.7">
                No citations on record.
              </Text>
            )}
          </Section>
          <Divider />
          <PatentabilityPanel key={p.number} number={p.number} description={description} />
        </Stack>
      )}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
