import type { FormErrors } from "@mantine/form";
import { schemaResolver } from "@mantine/form";
import type { z } from "zod";

/**
 * Mantine form validation from the same zod schema the server uses.
 * A message repeated on several fields ('All fields are required.') is written once, under the first of them
 * in form order; the others are only marked invalid, so the page never shows the same sentence three times.
 */
export function zodResolver(schema: z.ZodType) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    // Zod reports in its own order; the reader expects the first message at the first field on screen.
    const fieldOrder = values && typeof values === "object" ? Object.keys(values) : [];
    const rank = (path: string) => {
      const i = fieldOrder.indexOf(path.split(".")[0] ?? path);
      return i === -1 ? fieldOrder.length : i;
    };
    const seen = new Set<unknown>();
    const deduped: FormErrors = {};
    for (const [path, message] of Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b))) {
      deduped[path] = seen.has(message) ? true : message;
      seen.add(message);
    }
    return deduped;
  };
}

/** After a failed submit, focus the first invalid input so keyboard and screen-reader users land on the problem. */
export const focusFirstError = (form: { getInputNode(path: string): HTMLElement | null }) => (errors: FormErrors) => {
  const first = Object.keys(errors)[0];
  if (first) form.getInputNode(first)?.focus();
};
