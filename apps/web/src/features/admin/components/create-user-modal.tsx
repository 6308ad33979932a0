import { ADMIN_SECURITY_QUESTIONS, CreateUserRequest } from "@app/contracts";
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { focusFirstError } from "../../../lib/zod-form";
import { failureMessage } from "../api/messages";
import { useCreateUser } from "../api/user-actions";
import { AccountFields, type AccountValues } from "./account-fields";
import { adminFormResolver } from "./admin-form";
import { ResultMessage } from "./result-message";

interface Values extends AccountValues {
  securityQuestion: string;
  securityAnswer: string;
  isAdmin: boolean;
}

const ORDER: (keyof Values)[] = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "securityQuestion",
  "securityAnswer",
];

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create New User" centered radius="lg" size="lg">
      {opened && <CreateUserForm onClose={onClose} />}
    </Modal>
  );
}

function CreateUserForm({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      securityQuestion: ADMIN_SECURITY_QUESTIONS[0],
      securityAnswer: "",
      isAdmin: false,
    },
    validate: adminFormResolver<Values>(CreateUserRequest, ORDER, ["firstName", "lastName", "email", "password"]),
  });
  const submit = form.onSubmit(
    (values) => create.mutate(CreateUserRequest.parse(values), { onSuccess: onClose }),
    focusFirstError(form),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AccountFields form={form} />
        <Select
          label="Security question"
          data={[...ADMIN_SECURITY_QUESTIONS]}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          key={form.key("securityQuestion")}
          {...form.getInputProps("securityQuestion")}
        />
        <TextInput
          label="Security answer"
          autoComplete="off"
          required
          key={form.key("securityAnswer")}
          {...form.getInputProps("securityAnswer")}
        />
        <Checkbox
          label="Make admin"
          mt={4}
          key={form.key("isAdmin")}
          {...form.getInputProps("isAdmin", { type: "checkbox" })}
        />
        <ResultMessage message={create.isError ? failureMessage(create.error, "Failed to create user") : null} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
