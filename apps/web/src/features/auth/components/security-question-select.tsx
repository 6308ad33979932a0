import { SECURITY_QUESTIONS } from "@app/contracts";
import { Select, type SelectProps } from "@mantine/core";

/** The five registration questions (spec 000 §5), used by registration and first-time setup. */
export function SecurityQuestionSelect(props: Omit<SelectProps, "data">) {
  return (
    <Select
      label="Security question"
      description="Used to confirm it is you if you forget your password."
      data={[...SECURITY_QUESTIONS]}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
