import { Stack, Text, type TextProps } from "@mantine/core";
import { useMemo } from "react";
import { usePreferences } from "../../settings/preferences";
import { INVALID_INPUT, SAFE_TEXT_MAX, safeTextModel, truncationNote } from "../lib/safe-text";

interface SafeTextProps extends Omit<TextProps, "children"> {
  /** Anything: only strings are shown, everything else reads 'Invalid input'. */
  value: unknown;
  maxLength?: number;
}

/**
 * The one way argument text reaches the screen (spec 001 §5): tags stripped, long text truncated with a note,
 * connectives in italics (unless turned off in Settings), one paragraph per sentence. Plain React text nodes only.
 */
export function SafeText({ value, maxLength = SAFE_TEXT_MAX, ...textProps }: SafeTextProps) {
  const { emphasizeConnectives } = usePreferences();
  const model = useMemo(
    () => safeTextModel(value, maxLength, emphasizeConnectives),
    [value, maxLength, emphasizeConnectives],
  );

  if (model.invalid) {
    return (
      <Text c="red.8" {...textProps}>
        {INVALID_INPUT}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {model.truncatedAt !== null && (
        <Text size="sm" c="orange.9" fw={500}>
          {truncationNote(model.truncatedAt)}
        </Text>
      )}
      {model.paragraphs.map((segments, i) => (
        // Paragraph order never changes for a given text, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={i} {...textProps}>
          {segments.map((s, j) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: segments of a fixed paragraph
            s.em ? <em key={j}>{s.text}</em> : <span key={j}>{s.text}</span>,
          )}
        </Text>
      ))}
    </Stack>
  );
}
