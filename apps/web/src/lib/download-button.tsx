import { Button, type ButtonProps } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

interface Props extends Pick<ButtonProps, "variant"> {
  href: string;
  children: string;
}

/** A file the server makes (a report, an export), downloaded by a plain link so the browser saves it. */
export function DownloadButton({ href, children, variant }: Props) {
  return (
    <Button component="a" href={href} download variant={variant} leftSection={<IconDownload size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
