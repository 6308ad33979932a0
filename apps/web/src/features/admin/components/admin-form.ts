import type { FormErrors } from "@mantine/form";
import type { z } from "zod";
import { zodResolver } from "../../../lib/zod-form";

export const ALL_FIELDS_REQUIRED = "All fields are required";

/**
 * The shared zod schema, plus the spec's rule that an empty name, e-mail or password reads 'All fields are required'
 * (the schema alone would say 'Please enter a valid email address' for an empty e-mail). Written once, in field order.
 */
export function adminFormResolver<V extends object>(
  schema: z.ZodType,
  order: (keyof V & string)[],
  required: (keyof V & string)[],
) {
  const base = zodResolver(schema);
  return (values: V): FormErrors => {
    const errors = base(values);
    const out: FormErrors = {};
    let requiredShown = false;
    for (const field of order) {
      const empty = required.includes(field) && String((values as Record<string, unknown>)[field] ?? "").trim() === "";
      const error = empty ? ALL_FIELDS_REQUIRED : errors[field];
      if (!error) continue;
      const isRequired = error === ALL_FIELDS_REQUIRED;
      out[field] = isRequired && requiredShown ? true : error;
      requiredShown ||= isRequired;
    }
    return out;
  };
}
