import type { ItemMatch, MatchStatus } from "@app/contracts";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleHalf2, IconCircleX } from "@tabler/icons-react";
import { STATUS_LABEL, segments } from "../lib/analysis-display";
import classes from "../patent-search.module.css";

const STATUS_STYLE: Record<MatchStatus, { color: string; Icon: typeof IconCircleCheck }> = {
  disclosed: { color: "blue", Icon: IconCircleCheck },
  partly: { color: "orange", Icon: IconCircleHalf2 },
  "not found": { color: "gray", Icon: IconCircleX },
};

/** Each element (or link) of the invention → this patent's best passage, the matched words marked, match and status. */
export function ElementMatches({ title, items }: { title: string; items: ItemMatch[] }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="md">
        {title}
      </Title>
      <Stack component="ul" gap={6} className={classes.plainList}>
        {items.map((item) => {
          const { color, Icon } = STATUS_STYLE[item.status];
          return (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={600} size="sm">
                    {item.text}
                  </Text>
                  <Badge
                    variant="light"
                    color={color}
                    tt="none"
                    leftSection={<Icon size={14} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {STATUS_LABEL[item.status]} · {Math.round(item.match * 100)}% match
                  </Badge>
                </Group>
                {item.passage ? (
                  <Text size="sm" c="gray.8">
                    <Text span size="xs" fw={700} c="gray.7" tt="uppercase" mr={6}>
                      {item.passage.location}
                    </Text>
                    {segments(item.passage.text, item.passage.highlights).map((s) =>
                      s.marked ? (
                        <mark key={s.start} className={classes.match}>
                          {s.text}
                        </mark>
                      ) : (
                        <span key={s.start}>{s.text}</span>
                      ),
                    )}
                  </Text>
                ) : (
                  <Text size="sm" c="gray.7">
                    No passage of this patent holds these words.
                  </Text>
                )}
                {item.passage && item.missingWords.length > 0 && (
                  <Text size="xs" c="gray.7">
                    Not in this passage: {item.missingWords.join(", ")}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
