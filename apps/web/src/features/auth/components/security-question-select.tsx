import { SECURITY_QUESTIONS } from "@app/contracts";
import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

/**
 * The five registration questions (spec 000 §5), used by registration and first-time setup.
 * A native select: the phone's own picker on mobile, and one labelled control for assistive technology.
 */
export function SecurityQuestionSelect(props: Omit<NativeSelectProps, "data">) {
  return (
    <NativeSelect
      label="Security question"
      description="Used to confirm it is you if you forget your password."
      data={[...SECURITY_QUESTIONS]}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      withAsterisk={false}
      {...props}
    />
  );
}
