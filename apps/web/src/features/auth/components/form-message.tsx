import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";

export type MessageTone = "success" | "error" | "info";

const TONES = {
  success: { color: "green", Icon: IconCircleCheck },
  error: { color: "red", Icon: IconAlertCircle },
  info: { color: "blue", Icon: IconInfoCircle },
} as const;

/** One announced message (role=alert) under or over a form. Renders nothing without text. */
export function FormMessage({ text, tone, title }: { text?: string | null; tone: MessageTone; title?: string }) {
  if (!text) return null;
  const { color, Icon } = TONES[tone];
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} aria-hidden />} title={title}>
      {text}
    </Alert>
  );
}
