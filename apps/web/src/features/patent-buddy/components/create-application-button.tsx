import { Button, type ButtonProps } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type CreateApplication, WIZARD_PATH } from "../use-create-application";

interface Props extends ButtonProps {
  create: CreateApplication;
  children: ReactNode;
}

/** A link to the wizard that goes through the limit check; it shows a spinner while the count is being read. */
export function CreateApplicationButton({ create, children, ...props }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      component={Link}
      to={WIZARD_PATH}
      loading={busy}
      onClick={async (event) => {
        if (busy) return event.preventDefault();
        const check = create.onClick(event);
        if (!check) return;
        setBusy(true);
        await check.finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
