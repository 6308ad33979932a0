import { SEARCH_QUERY_MAX } from "@app/contracts";
import { Alert, Button, Group, Loader, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconAlertCircle, IconSparkles } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { usePatentAnalysis } from "../api";
import { AnalysisResult } from "./analysis-result";

export const ANALYSIS_NOTE =
  "Computed from the words of your description and this patent, by the formulas shown below. It is an aid for your own review, not a legal opinion: have a patent attorney or agent review your invention before filing.";

/**
 * The modal's AI Patentability Analysis (spec 001 §2): the invention described in `description` (the keyword search
 * text, when there was one) against this patent. The user can edit the description and analyse again.
 */
export function PatentabilityPanel({ number, description }: { number: string; description: string }) {
  const [draft, setDraft] = useState(description);
  const [submitted, setSubmitted] = useState<string | null>(description.trim() ? description.trim() : null);
  const analysis = usePatentAnalysis(number, submitted);
  const headingId = useId();
  const loading = analysis.isFetching;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (text && !loading) setSubmitted(text);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} fz="lg" id={headingId}>
        AI Patentability Analysis
      </Title>
      <Text size="xs" c="gray.7">
        {ANALYSIS_NOTE}
      </Text>
      <form onSubmit={submit} noValidate aria-busy={loading}>
        <Stack gap="xs">
          <Textarea
            label="Describe your invention"
            description="Name its parts, how they connect and what it does. Your keyword search is used when there was one."
            placeholder="For example: a lamp connected to a battery through a switch, to light a tent…"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
            }}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={SEARCH_QUERY_MAX}
            styles={{ label: { fontWeight: 600 } }}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!draft.trim() || loading}
              leftSection={
                loading ? <Loader size={16} color="gray" aria-hidden /> : <IconSparkles size={18} aria-hidden />
              }
            >
              {loading ? "Analyzing..." : "Analyze"}
            </Button>
          </Group>
        </Stack>
      </form>
      {!submitted && (
        <Text size="sm" c="gray.7">
          Describe your invention and press Analyze to compare it with this patent, element by element.
        </Text>
      )}
      {analysis.isError && (
        <Alert color="red" title="Analysis failed" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {analysis.error.message}
        </Alert>
      )}
      {submitted && analysis.isPending && !analysis.isError && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Comparing your description with this patent…</Text>
        </Group>
      )}
      {analysis.data && <AnalysisResult analysis={analysis.data} />}
    </Stack>
  );
}
