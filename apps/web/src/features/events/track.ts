import type { EventRequest } from "@app/contracts";

/** Fire-and-forget analytics: a failed event never disturbs the user. */
export function track(event: EventRequest): void {
  fetch("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => {});
}
