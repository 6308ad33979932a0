import type { AuditReport } from "@app/contracts";
import { List, Stack, Text } from "@mantine/core";

/** What the argument analyzer read in the inventor's novelty argument; the assumptions to check are findings too. */
export function NoveltySection({ novelty }: { novelty: AuditReport["novelty"] }) {
  if (!novelty)
    return (
      <Text c="gray.7">
        No novelty argument was given. Run the audit again with two or three sentences on why the invention is new, to
        have its hidden assumptions checked against the prior art.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          Your argument:{" "}
        </Text>
        {novelty.argument}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          Its conclusion:{" "}
        </Text>
        {novelty.conclusion}
      </Text>
      {novelty.assumptions.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Assumptions it rests on
          </Text>
          <List size="sm" spacing={4}>
            {novelty.assumptions.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
