import { CreateSuperUserRequest } from "@app/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCrown } from "@tabler/icons-react";
import { focusFirstError } from "../../../lib/zod-form";
import { failureMessage } from "../api/messages";
import { useCreateSuperUser } from "../api/user-actions";
import { AccountFields, type AccountValues } from "./account-fields";
import { adminFormResolver } from "./admin-form";
import { ResultMessage } from "./result-message";

interface Values extends AccountValues {
  currentUserEmail: string;
}

const ORDER: (keyof Values)[] = ["firstName", "lastName", "email", "password", "confirmPassword"];

const CrownTitle = (
  <Group gap={8}>
    <IconCrown size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
    <span>Create Super User</span>
  </Group>
);

/** Super users only; the server checks that too, with the signed-in user's address sent as currentUserEmail. */
export function CreateSuperUserModal({
  opened,
  onClose,
  currentUserEmail,
}: {
  opened: boolean;
  onClose: () => void;
  currentUserEmail: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={CrownTitle} centered radius="lg" size="lg">
      {opened && <CreateSuperUserForm onClose={onClose} currentUserEmail={currentUserEmail} />}
    </Modal>
  );
}

function CreateSuperUserForm({ onClose, currentUserEmail }: { onClose: () => void; currentUserEmail: string }) {
  const create = useCreateSuperUser();
  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", currentUserEmail },
    validate: adminFormResolver<Values>(CreateSuperUserRequest, ORDER, ["firstName", "lastName", "email", "password"]),
  });
  const submit = form.onSubmit(
    (values) => create.mutate(CreateSuperUserRequest.parse({ ...values, currentUserEmail }), { onSuccess: onClose }),
    focusFirstError(form),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A super user has every admin right and can create other super users.
        </Text>
        <AccountFields form={form} />
        <ResultMessage message={create.isError ? failureMessage(create.error, "Failed to create super user") : null} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="yellow"
            autoContrast
            leftSection={<IconCrown size={16} aria-hidden />}
            loading={create.isPending}
          >
            Create Super User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
