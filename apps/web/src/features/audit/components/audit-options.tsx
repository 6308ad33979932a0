import { AuditRequest, NOVELTY_ARGUMENT_MAX, PLANNED_CLAIMS_MAX } from "@app/contracts";
import { Textarea } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { zodResolver } from "../../../lib/zod-form";

export type AuditOptionsValues = { plannedClaims: string; noveltyArgument: string };

/** The audit's two optional inputs, validated by the server's own schema. */
export const useAuditOptionsForm = () =>
  useForm<AuditOptionsValues>({
    initialValues: { plannedClaims: "", noveltyArgument: "" },
    validate: zodResolver(AuditRequest),
  });

/** Planned claims and the novelty argument: both optional, both explained where they are asked for. */
export function AuditOptionsFields({ form }: { form: UseFormReturnType<AuditOptionsValues> }) {
  return (
    <>
      <Textarea
        label="Planned claims (optional)"
        description="The claims you plan to file later, numbered. Each limitation is checked for support in your description; a provisional's priority is only as good as that support."
        placeholder={"1. A folding ladder comprising: a first rail; a second rail; and a hinge joining the rails."}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={PLANNED_CLAIMS_MAX}
        {...form.getInputProps("plannedClaims")}
      />
      <Textarea
        label="Why is it new? (optional)"
        description="Two or three sentences on why the invention is new and not obvious. Its hidden assumptions are checked against the prior art found."
        placeholder="No existing ladder locks its hinge by itself, because known ladders use a manual latch."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOVELTY_ARGUMENT_MAX}
        {...form.getInputProps("noveltyArgument")}
      />
    </>
  );
}
