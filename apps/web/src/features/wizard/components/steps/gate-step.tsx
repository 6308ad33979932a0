import type { GateAnswer } from "@app/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { StepHeading } from "./step-heading";

interface GateStepProps {
  title: string;
  question: string;
  answer: GateAnswer;
  /** Sets the answer; the wizard then moves on one step. */
  onAnswer: (answer: "yes" | "no") => void;
}

/** A yes/no question that decides whether the next step appears (spec 001 §4). */
export function GateStep({ title, question, answer, onAnswer }: GateStepProps) {
  return (
    <Stack gap="md">
      <StepHeading title={title}>{question}</StepHeading>
      <Group>
        <Button
          variant={answer === "yes" ? "filled" : "default"}
          leftSection={<IconCheck size={18} aria-hidden />}
          aria-pressed={answer === "yes"}
          onClick={() => onAnswer("yes")}
        >
          Yes
        </Button>
        <Button
          variant={answer === "no" ? "filled" : "default"}
          leftSection={<IconX size={18} aria-hidden />}
          aria-pressed={answer === "no"}
          onClick={() => onAnswer("no")}
        >
          No
        </Button>
      </Group>
    </Stack>
  );
}
