import { notifications } from "@mantine/notifications";
import { ApiError } from "../../../lib/api";
import { messageColor } from "../../../lib/format";

/**
 * The message for a failed admin call: the server's own sentence for a refusal it explained
 * (4xx with an error, e.g. 'You cannot block your own account.'), otherwise the screen's spec message.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && typeof err.body.error === "string")
    return err.message;
  return fallback;
}

/** Shown as a notification, green when it contains 'successfully', red otherwise (spec 000 §8). */
export function notify(message: string) {
  const color = messageColor(message);
  notifications.show({ message, color, autoClose: color === "green" ? 4000 : 7000, withBorder: true });
}
