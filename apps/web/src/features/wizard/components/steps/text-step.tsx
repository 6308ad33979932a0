import { Stack, Text, Textarea, TextInput } from "@mantine/core";
import { wordCount } from "../../lib/steps";
import { StepHeading } from "./step-heading";
import type { TextStepConfig } from "./text-steps";

interface TextStepProps {
  config: TextStepConfig;
  value: string;
  onChange: (value: string) => void;
}

/** A step that is one text field, with its word-count guide when it has one. */
export function TextStep({ config, value, onChange }: TextStepProps) {
  const words = wordCount(value);
  const over = config.words && words > config.words.limit;
  const guide = config.words && (
    <Text size="sm" c={over ? "red.9" : "gray.7"} aria-live="polite">
      {config.words.hint} {words} {words === 1 ? "word" : "words"}.
    </Text>
  );
  const common = {
    label: config.label,
    placeholder: config.placeholder,
    value,
    withAsterisk: config.required,
    "aria-required": config.required,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  return (
    <Stack gap="md">
      <StepHeading title={config.heading}>{config.intro}</StepHeading>
      {config.multiline ? <Textarea {...common} autosize minRows={6} maxRows={24} /> : <TextInput {...common} />}
      {guide}
    </Stack>
  );
}
