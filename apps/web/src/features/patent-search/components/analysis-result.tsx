import type { PatentAnalysis } from "@app/contracts";
import { Alert, Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { BASIS_LABEL, CRITERIA, ratingColor } from "../lib/analysis-display";
import { ElementMatches } from "./element-matches";

/** The figures of one analysis, each with why it is what it is. */
export function AnalysisResult({ analysis: a }: { analysis: PatentAnalysis }) {
  if (!a.criteria || a.overallScore === null)
    return (
      <Alert color="gray" title="No elements to compare">
        {a.recommendations[0]}
      </Alert>
    );
  const { coverage: c } = a;
  const criteria = a.criteria;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text size="sm" fw={600} c="gray.7">
            Overall score against this patent
          </Text>
          <Group gap={6} align="baseline">
            <Text fz={36} fw={700} lh={1}>
              {a.overallScore}
            </Text>
            <Text size="md" fw={500}>
              out of 100
            </Text>
          </Group>
          <Progress value={a.overallScore} aria-label={`Overall score: ${a.overallScore} out of 100`} size="sm" />
          <Text size="sm">
            {c.disclosed + c.partly} of {c.total} {c.total === 1 ? "element" : "elements"} of your description appear in
            this patent ({c.disclosed} disclosed, {c.partly} partly, {c.notFound} not found).
          </Text>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {CRITERIA.map(({ key, label }) => {
          const criterion = criteria[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Title order={4} fz="sm">
                    {label}
                  </Title>
                  <Badge variant="light" color={ratingColor(criterion.rating)} tt="none" style={{ flexShrink: 0 }}>
                    {criterion.rating}
                  </Badge>
                </Group>
                <Text size="sm">{criterion.reason}</Text>
                <Text size="xs" c="gray.7">
                  {BASIS_LABEL[criterion.basis]}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>

      <ElementMatches title="Elements of your invention" items={a.elements} />
      {a.relations.length > 0 && <ElementMatches title="How the elements connect" items={a.relations} />}

      <Stack gap={4}>
        <Title order={4} fz="md">
          Recommendations
        </Title>
        {a.recommendations.length ? (
          <List size="sm" spacing={4}>
            {a.recommendations.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">None: your description stands apart from this patent and says how it works.</Text>
        )}
      </Stack>

      <Text size="xs" c="gray.7">
        How it is computed: an element's match is the share of its words found close together in one passage of this
        patent, the main noun counting double and {a.weights === "index" ? "words rare in the index" : "specific words"}{" "}
        more than common ones; 75% or more is disclosed, 40% or more partly. Novelty and non-obviousness compare your
        elements with this patent; utility, written description and enablement rate your description itself. Overall
        score: novelty 35%, non-obviousness 25%, utility 10%, written description 15%, enablement 15%.
      </Text>
    </Stack>
  );
}
