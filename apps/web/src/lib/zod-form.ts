import type { FormErrors } from "@mantine/form";
import { schemaResolver } from "@mantine/form";
import type { z } from "zod";

/**
 * Mantine form validation from the same zod schema the server uses.
 * A message repeated on several fields ('All fields are required.') is written once, under the first of them;
 * the others are only marked invalid, so the page never shows the same sentence three times.
 */
export function zodResolver(schema: z.ZodType) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    const seen = new Set<unknown>();
    const deduped: FormErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      deduped[path] = seen.has(message) ? true : message;
      seen.add(message);
    }
    return deduped;
  };
}

/** After a failed submit, focus the first invalid input so keyboard and screen-reader users land on the problem. */
export const focusFirstError =
  (form: { getInputNode(path: string): HTMLElement | null }) =>
  (errors: FormErrors) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };
