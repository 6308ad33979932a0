import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";

/** A call's outcome, announced (role=alert): green for success, red for failure (spec 000 §8). */
export function ResultAlert({ result }: { result: { ok: boolean; text: string } | null }) {
  if (!result) return null;
  const Icon = result.ok ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert color={result.ok ? "green" : "red"} variant="light" icon={<Icon size={18} aria-hidden />}>
      {result.text}
    </Alert>
  );
}

export type Result = { ok: boolean; text: string } | null;
