import { Badge } from "@mantine/core";
import { NumberedList } from "./numbered-list";
import { ResultPanel } from "./result-panel";

/** 'Hidden Assumptions' with its 'N found' badge (analyzer results and details screen). */
export function HiddenAssumptionsPanel({ assumptions }: { assumptions: string[] }) {
  return (
    <ResultPanel
      title="Hidden Assumptions"
      aside={
        <Badge color="teal" c="#0a5c45" variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>
          {`${assumptions.length} found`}
        </Badge>
      }
    >
      <NumberedList items={assumptions} color="teal" empty="No hidden assumptions identified" />
    </ResultPanel>
  );
}
