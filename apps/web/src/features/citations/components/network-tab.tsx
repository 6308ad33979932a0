import type { CitationAnalysisReply } from "@app/contracts";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { shortCpcTitle } from "../../../lib/cpc";
import classes from "../citations.module.css";
import { percent } from "../lib/display";
import { CitationGraph, LEGEND } from "./citation-graph";

const dash = (s: string | null) => s ?? "Not on record";

/**
 * Network (spec 001 §2, §3): the citation graph, technology clusters by assignee and key connections with their
 * computed strength; the tables are the graph's accessible alternative (docs/citations.md).
 */
export function NetworkTab({ data }: { data: CitationAnalysisReply }) {
  const { graph, clusters, keyConnections } = data.network;
  const labels = new Map(graph.nodes.map((n) => [n.id, n.label]));
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="network-graph">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="network-graph">
            Citation network
          </Title>
          <Text size="sm" c="gray.7">
            {graph.shownCitations === graph.totalCitations
              ? `All ${graph.totalCitations} citations with their known assignees.`
              : `${graph.shownCitations} of ${graph.totalCitations} citations, those in the index first; the Citations tab lists every one.`}{" "}
            Arrows point from the citing patent to the cited one.
          </Text>
          <CitationGraph graph={graph} />
          <Group gap="md" component="ul" className={classes.list} aria-label="Legend">
            {LEGEND.map((l) => (
              <Group component="li" key={l.label} gap={6}>
                <span
                  className={classes.legendDot}
                  style={{ background: l.color, borderColor: l.border }}
                  aria-hidden
                />
                <Text span size="sm">
                  {l.label}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="clusters">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="clusters">
            Technology clusters
          </Title>
          <Text size="sm" c="gray.7">
            The first 3 distinct assignees among the citations (forward first); influence High above 5 citations, else
            Medium. Patents outside the index have no known assignee.
          </Text>
          {clusters.length === 0 ? (
            <Text size="sm">No citation has a known assignee.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Assignee</Table.Th>
                    <Table.Th>Citations</Table.Th>
                    <Table.Th>Companies</Table.Th>
                    <Table.Th>Influence</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {clusters.map((c) => (
                    <Table.Tr key={c.name}>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td>{c.patents}</Table.Td>
                      <Table.Td>{c.companies.join(", ")}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={c.influence === "High" ? "green" : "yellow"} c="dark">
                          {c.influence}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="connections">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="connections">
            Key connections
          </Title>
          <Text size="sm" c="gray.7">
            The 2 strongest citing patents (Technology Transfer) and the strongest cited patent (Prior Art) of the
            index. Strength = 0.5 × shared citations (Jaccard) + 0.5 × shared CPC subclasses and main groups (Jaccard).
          </Text>
          {keyConnections.length === 0 ? (
            <Text size="sm">No cited or citing patent is in the index, so there is nothing to compare.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>From</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Strength</Table.Th>
                    <Table.Th>Shared</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {keyConnections.map((k) => (
                    <Table.Tr key={`${k.from}>${k.to}`}>
                      <Table.Td>
                        {k.from}
                        <Text size="xs" c="gray.7">
                          {dash(k.fromAssignee)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {k.to}
                        <Text size="xs" c="gray.7">
                          {dash(k.toAssignee)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{k.type}</Table.Td>
                      <Table.Td>{percent(k.strength)}</Table.Td>
                      <Table.Td>
                        {k.sharedCitations} {k.sharedCitations === 1 ? "citation" : "citations"}
                        {k.sharedCpc.length
                          ? `; CPC ${k.sharedCpc.map((c) => `${c.code} (${shortCpcTitle(c.title)})`).join(", ")}`
                          : "; no CPC group"}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="graph-list">
        <Stack gap="sm">
          <details className={classes.details}>
            <summary>
              <Title order={2} fz="h4" id="graph-list" display="inline">
                The graph as a list ({graph.edges.length} links)
              </Title>
            </summary>
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label="Links of the citation graph">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>From</Table.Th>
                    <Table.Th>Link</Table.Th>
                    <Table.Th>To</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {graph.edges.map((e) => (
                    <Table.Tr key={`${e.source}>${e.target}:${e.kind}`}>
                      <Table.Td>{labels.get(e.source)}</Table.Td>
                      <Table.Td>{e.kind === "cites" ? "cites" : "is the assignee of"}</Table.Td>
                      <Table.Td>{labels.get(e.target)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </Stack>
      </Paper>
    </Stack>
  );
}
