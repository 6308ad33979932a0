import type { AuditReport } from "@app/contracts";
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";

interface Props {
  priorArt: AuditReport["priorArt"];
  onOpenPatent: (number: string) => void;
}

function Elements({ label, items, color }: { label: string; items: string[]; color: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c={color}>
        {label} ({items.length})
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The closest patents in the index, each with the elements of the draft it shares and those it lacks. */
export function PriorArtSection({ priorArt, onOpenPatent }: Props) {
  if (priorArt === null)
    return (
      <Text c="gray.7">
        Prior art was not searched: the patent index was still loading when this audit ran. Run the audit again in a
        minute.
      </Text>
    );
  if (priorArt.length === 0) return <Text c="gray.7">No patent in the index shares the draft's elements.</Text>;
  return (
    <Stack gap="sm">
      {priorArt.map((p) => (
        <Paper key={p.number} withBorder radius="md" p="md" component="article" aria-labelledby={`patent-${p.number}`}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} fz="md" id={`patent-${p.number}`}>
                <Anchor component="button" fz="md" fw={700} onClick={() => onOpenPatent(p.number)}>
                  {p.number}
                </Anchor>{" "}
                {p.title}
              </Title>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {p.match}% match
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Elements label="Shares" items={p.shared} color="red.9" />
              <Elements label="Lacks" items={p.lacking} color="teal.9" />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
