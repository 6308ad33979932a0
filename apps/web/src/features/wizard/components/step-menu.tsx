import { Button, Group, Menu, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { StepIcon, type StepsView } from "./wizard-sidebar";

/** Below the md breakpoint the sidebar becomes this menu of steps, with the same counts. */
export function StepMenu({ steps, current, stateOf, counts, onJump }: StepsView) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <Menu width="target" position="bottom-start" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          Steps: {steps[index]?.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {steps.map((s, i) => (
          <Menu.Item
            key={s.id}
            leftSection={<StepIcon state={stateOf(s.id)} n={i + 1} />}
            onClick={() => onJump(s.id)}
            aria-current={s.id === current ? "step" : undefined}
          >
            {s.label}
            {stateOf(s.id) === "review" && (
              <Text span size="xs" c="red.9">
                {" "}
                · needs review
              </Text>
            )}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Group px="sm" py={6} gap="md">
          <Text size="xs">Completed {counts.completed}</Text>
          <Text size="xs">Needs Review {counts.needsReview}</Text>
          <Text size="xs">Remaining {counts.remaining}</Text>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
