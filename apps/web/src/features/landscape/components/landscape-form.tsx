import { LANDSCAPE_TEXT_MAX } from "@app/contracts";
import { Button, Group, Paper, Select, TextInput } from "@mantine/core";
import { CHOICES, CUSTOM_CPC, CUSTOM_TEXT, type Subject } from "../lib/subject";

interface LandscapeFormProps {
  choice: string | null;
  onChoice: (choice: string | null) => void;
  custom: string;
  onCustom: (value: string) => void;
  loading: boolean;
  onAnalyze: (subject: Subject) => void;
}

/**
 * A technology area (or the user's own CPC code or text) and 'Analyze Landscape', disabled until an area is chosen
 * (spec 001 §5) or the code or text is typed.
 */
export function LandscapeForm({ choice, onChoice, custom, onCustom, loading, onAnalyze }: LandscapeFormProps) {
  const isCustom = choice === CUSTOM_CPC || choice === CUSTOM_TEXT;
  const subject: Subject | null = !choice
    ? null
    : isCustom
      ? custom.trim()
        ? { kind: choice === CUSTOM_CPC ? "cpc" : "q", value: custom.trim() }
        : null
      : { kind: "area", value: choice };
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <form
        aria-label="Landscape analysis"
        onSubmit={(e) => {
          e.preventDefault();
          if (subject) onAnalyze(subject);
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            flex="1 1 240px"
            label="Technology area"
            placeholder="Choose a technology area"
            data={CHOICES}
            value={choice}
            onChange={onChoice}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
          />
          {isCustom && (
            <TextInput
              flex="1 1 240px"
              label={choice === CUSTOM_CPC ? "CPC code" : "Search text"}
              placeholder={choice === CUSTOM_CPC ? "e.g. H01M10/052 or B25J" : "e.g. solid electrolyte battery"}
              value={custom}
              maxLength={choice === CUSTOM_CPC ? 20 : LANDSCAPE_TEXT_MAX}
              onChange={(e) => onCustom(e.currentTarget.value)}
            />
          )}
          <Button type="submit" disabled={!subject} loading={loading}>
            Analyze Landscape
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
