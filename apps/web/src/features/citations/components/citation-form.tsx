import { PATENT_NUMBER_MAX } from "@app/contracts";
import { Button, Group, Paper, TextInput } from "@mantine/core";
import { IconHash } from "@tabler/icons-react";

interface CitationFormProps {
  value: string;
  onChange: (value: string) => void;
  loading: boolean;
  onAnalyze: (number: string) => void;
}

/** A patent number and 'Analyze Citations'; blank input disables the button (spec 001 §5). */
export function CitationForm({ value: number, onChange, loading, onAnalyze }: CitationFormProps) {
  const blank = !number.trim();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <form
        aria-label="Citation analysis"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blank) onAnalyze(number.trim());
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            flex="1 1 240px"
            label="Patent number"
            placeholder="e.g. US 11,646,472 B2"
            value={number}
            maxLength={PATENT_NUMBER_MAX}
            onChange={(e) => onChange(e.currentTarget.value)}
            leftSection={<IconHash size={16} aria-hidden />}
          />
          <Button type="submit" disabled={blank} loading={loading}>
            Analyze Citations
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
