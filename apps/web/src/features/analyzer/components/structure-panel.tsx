import type { AnalysisResults } from "@app/contracts";
import { Box, Divider, Stack, Text } from "@mantine/core";
import { splitLongPremises } from "../lib/premise-split";
import { STRUCTURE_TEXT_MAX } from "../lib/safe-text";
import { NumberedList } from "./numbered-list";
import { ResultPanel } from "./result-panel";
import { SafeText } from "./safe-text";

function Heading({ children }: { children: string }) {
  return (
    <Text component="h3" size="xs" fw={800} c="gray.7" m={0} mb={8} style={{ letterSpacing: "0.06em" }}>
      {children}
    </Text>
  );
}

/** Spec 001 §2: CONCLUSION, HIDDEN ASSUMPTIONS numbered, PREMISES numbered (a long single premise split at markers). */
export function StructurePanel({ structure }: { structure: AnalysisResults["argumentStructure"] }) {
  const premises = splitLongPremises(structure.premise);
  return (
    <ResultPanel title="Argument Structure">
      <Stack gap="md">
        <Box>
          <Heading>CONCLUSION</Heading>
          <Box p="sm" bg="blue.0" style={{ borderRadius: 8, borderLeft: "3px solid var(--mantine-color-blue-6)" }}>
            <SafeText value={structure.conclusion} maxLength={STRUCTURE_TEXT_MAX} fw={500} c="gray.9" />
          </Box>
        </Box>
        <Divider />
        <Box>
          <Heading>HIDDEN ASSUMPTIONS</Heading>
          <NumberedList
            items={structure.unstatedAssumptions}
            color="teal"
            maxLength={STRUCTURE_TEXT_MAX}
            empty="No hidden assumptions identified"
          />
        </Box>
        <Divider />
        <Box>
          <Heading>PREMISES</Heading>
          <NumberedList items={premises} maxLength={STRUCTURE_TEXT_MAX} />
        </Box>
      </Stack>
    </ResultPanel>
  );
}
