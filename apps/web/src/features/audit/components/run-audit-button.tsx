import { Alert, Button, type ButtonProps, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconReportSearch } from "@tabler/icons-react";
import { useNavigate, useParams } from "react-router";
import { errorMessage } from "../../../lib/api";
import { focusFirstError } from "../../../lib/zod-form";
import { useRunAudit } from "../api";
import { reportPath } from "../lib/report";
import { AuditOptionsFields, useAuditOptionsForm } from "./audit-options";

interface Props extends ButtonProps {
  /** The application to audit; by default the one in the page's address (the wizard's /patent-buddy/wizard/:id). */
  applicationId?: string;
  label?: string;
}

/**
 * 'Run Audit': a small form (optional planned claims and novelty argument), then the saved report. It audits the
 * application as last saved; an application not saved yet has nothing to audit.
 */
export function RunAuditButton({ applicationId, label = "Run Audit", ...buttonProps }: Props) {
  const params = useParams();
  const id = applicationId ?? params.id;
  const [opened, { open, close }] = useDisclosure(false);
  const form = useAuditOptionsForm();
  const run = useRunAudit(id ?? "");
  const navigate = useNavigate();

  if (!id)
    return (
      <Text size="sm" c="gray.7">
        Save your application to run an audit on it.
      </Text>
    );

  const submit = form.onSubmit(
    (values) =>
      run.mutate(values, {
        onSuccess: (audit) => {
          close();
          navigate(reportPath(id, audit.id));
        },
      }),
    focusFirstError(form),
  );

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconReportSearch size={18} aria-hidden />}
        onClick={() => {
          run.reset();
          open();
        }}
        {...buttonProps}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title="Run Audit" size="lg" closeButtonProps={{ "aria-label": "Close" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              Checks the application as last saved for formalities, clarity (112(b)), means-plus-function (112(f)),
              support (112(a)), eligibility (101) and the closest prior art. It takes a few seconds and is saved with
              the application.
            </Text>
            <AuditOptionsFields form={form} />
            {run.isError && (
              <Alert color="red" title="Error" role="alert">
                {errorMessage(run.error, "The audit failed. Please try again.")}
              </Alert>
            )}
            <Button type="submit" loading={run.isPending} style={{ alignSelf: "flex-start" }}>
              Run Audit
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
