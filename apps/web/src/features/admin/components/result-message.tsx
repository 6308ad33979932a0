import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messageColor } from "../../../lib/format";

/** An inline outcome inside a dialog: green when it says 'successfully', red otherwise (spec 000 §8). */
export function ResultMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  const color = messageColor(message);
  const Icon = color === "green" ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      role={color === "green" ? "status" : "alert"}
    >
      {message}
    </Alert>
  );
}
