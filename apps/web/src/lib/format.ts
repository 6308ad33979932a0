/** Dates in US English style (spec 000 §9). */
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : "Never";

/** A calendar date ('2015-03-10', as patents carry them): the same day in every time zone. */
export const formatDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

export const formatDateTime = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
      })
    : "Never";

/** Under 1 hour 'Just now', under 24 hours 'Nh ago', otherwise 'Nd ago' (spec 001 §9). */
export function relativeTime(iso: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Messages containing 'successfully' are shown green, others red (spec 000 §8). */
export const messageColor = (message: string) => (/successfully/i.test(message) ? "green" : "red");
