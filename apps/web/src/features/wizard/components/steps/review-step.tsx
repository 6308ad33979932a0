import { Group, List, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { RunAuditButton } from "../../../audit/components/run-audit-button";
import { CHECKLIST, type StepId } from "../../lib/steps";
import { StepHeading } from "./step-heading";

interface ReviewStepProps {
  complete: Record<StepId, boolean>;
  onJump: (step: StepId) => void;
}

/** The Review step: a check or a cross per required section (spec 001 §5), each a way back to its step. */
export function ReviewStep({ complete, onJump }: ReviewStepProps) {
  const missing = CHECKLIST.filter((item) => !complete[item.step]).length;
  return (
    <Stack gap="md">
      <StepHeading title="Review">
        {missing === 0
          ? "Every required section is complete. Save your application, then read the preview below once more."
          : `${missing} required ${missing === 1 ? "section needs" : "sections need"} attention. Select one to go back to it.`}
      </StepHeading>
      <List spacing="xs" listStyleType="none" aria-label="Review checklist">
        {CHECKLIST.map(({ label, step }) => (
          <List.Item key={step}>
            <UnstyledButton onClick={() => onJump(step)}>
              <Group gap="xs">
                <ThemeIcon size={24} radius="xl" color={complete[step] ? "green" : "red"} aria-hidden>
                  {complete[step] ? <IconCheck size={16} /> : <IconX size={16} />}
                </ThemeIcon>
                <Text>{label}</Text>
                <Text size="sm" c={complete[step] ? "teal.9" : "red.9"}>
                  {complete[step] ? "Complete" : "Incomplete"}
                </Text>
              </Group>
            </UnstyledButton>
          </List.Item>
        ))}
      </List>
      <RunAuditButton style={{ alignSelf: "flex-start" }} />
    </Stack>
  );
}
