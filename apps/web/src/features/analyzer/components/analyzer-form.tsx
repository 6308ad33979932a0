import { ARGUMENT_MAX } from "@app/contracts";
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertCircle, IconSparkles } from "@tabler/icons-react";
import type { FormEvent } from "react";

interface AnalyzerFormProps {
  value: string;
  onChange(value: string): void;
  onAnalyze(): void;
  loading: boolean;
  error: string | null;
}

/** The labelled textarea, the Analyze button and the 'Error' box, shared by the signed-in and signed-out views. */
export function AnalyzerForm({ value, onChange, onAnalyze, loading, error }: AnalyzerFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loading) onAnalyze();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={loading}>
      <Stack gap="md">
        <Textarea
          label="Enter your argument below"
          placeholder="Type or paste your argument here..."
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          // Ctrl/Cmd+Enter submits without reaching for the mouse; plain Enter still makes new lines.
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          autosize
          minRows={6}
          maxRows={18}
          maxLength={ARGUMENT_MAX}
          styles={{ label: { fontWeight: 600, marginBottom: 6 } }}
        />
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            {value.length > 0 ? `${value.length.toLocaleString("en-US")} characters · ` : ""}Ctrl + Enter to analyze
          </Text>
          <Button
            type="submit"
            size="md"
            disabled={loading}
            leftSection={
              loading ? <Loader size={16} color="gray" aria-hidden /> : <IconSparkles size={18} aria-hidden />
            }
          >
            {loading ? "Analyzing..." : "Analyze Argument"}
          </Button>
        </Group>
        {error && (
          <Alert
            color="red"
            variant="light"
            title="Error"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
