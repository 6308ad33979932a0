import type { InventorFields } from "@app/contracts";
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconTrash, IconUserPlus } from "@tabler/icons-react";
import { StepHeading } from "./step-heading";

interface InventorsStepProps {
  inventors: InventorFields[];
  onChange: (inventors: InventorFields[]) => void;
}

const MAX_INVENTORS = 20;
const FIELDS = [
  { key: "name", label: "Full name", required: true },
  { key: "address", label: "Address", required: true },
  { key: "citizenship", label: "Citizenship", required: false },
  { key: "residence", label: "Residence", required: false },
] as const;
const blank = (): InventorFields => ({ name: "", address: "", citizenship: "", residence: "" });

/** Inventors: name and address required, citizenship and residence optional; at least one row always remains. */
export function InventorsStep({ inventors, onChange }: InventorsStepProps) {
  const set = (i: number, patch: Partial<InventorFields>) =>
    onChange(inventors.map((inv, j) => (j === i ? { ...inv, ...patch } : inv)));
  return (
    <Stack gap="md">
      <StepHeading title="Inventors">
        Everyone who contributed to the conception of at least one idea in the invention.
      </StepHeading>
      {inventors.map((inv, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
        <Fieldset key={i} legend={`Inventor ${i + 1}`} radius="md">
          {inventors.length >= 2 && (
            <Group justify="flex-end" mt={-8} mb={4}>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={`Remove inventor ${i + 1}`}
                onClick={() => onChange(inventors.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map(({ key, label, required }) => (
              <TextInput
                key={key}
                label={label}
                withAsterisk={required}
                aria-required={required}
                value={inv[key] ?? ""}
                onChange={(e) => set(i, { [key]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          disabled={inventors.length >= MAX_INVENTORS}
          onClick={() => onChange([...inventors, blank()])}
        >
          Add Inventor
        </Button>
      </Group>
    </Stack>
  );
}
