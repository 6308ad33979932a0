import { type ApplicationImage, IMAGE_LIMIT, IMAGE_TYPES } from "@app/contracts";
import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPhotoPlus, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../../lib/api";
import { uploadImages } from "../../api";
import { UPLOAD_ERROR, type WizardMessage } from "../../lib/messages";

interface FiguresProps {
  images: ApplicationImage[];
  onChange: (images: ApplicationImage[]) => void;
  signedIn: boolean;
  onMessage: (message: WizardMessage) => void;
}

interface Pending {
  key: string;
  file: File;
  /** The custom name; the file's own name without its extension until the user changes it. */
  name: string;
}

let pendingKeys = 0;
const extensionOf = (file: string) => /\.[^.]+$/.exec(file)?.[0] ?? "";
const withoutExtension = (file: string) => file.replace(/\.[^.]+$/, "");

/** The figures: choose several images, name them, upload; thumbnails with their names, each removable. */
export function Figures({ images, onChange, signedIn, onMessage }: FiguresProps) {
  const location = useLocation();
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const room = IMAGE_LIMIT - images.length - pending.length;

  const choose = (files: File[]) =>
    setPending((p) => [
      ...p,
      ...files
        .slice(0, Math.max(0, room))
        .map((file) => ({ key: String(++pendingKeys), file, name: withoutExtension(file.name) })),
    ]);

  const upload = async () => {
    setUploading(true);
    try {
      const files = pending.map(({ file, name }) => ({
        file,
        name: `${name.trim() || withoutExtension(file.name)}${extensionOf(file.name)}`,
      }));
      const uploaded = await uploadImages(files);
      onChange([...images, ...uploaded]);
      setPending([]);
    } catch (err) {
      // The server's reason when it gave one (a file too large, not an image), otherwise the spec's message.
      const reason = err instanceof ApiError && err.status >= 400 && err.status < 500 ? ` ${err.message}` : "";
      onMessage({ text: reason ? `Failed to upload images.${reason}` : UPLOAD_ERROR, tone: "error" });
    } finally {
      setUploading(false);
    }
  };

  if (!signedIn) {
    return (
      <Text size="sm" c="gray.7">
        <Link to="/login" state={{ from: location }}>
          Sign in
        </Link>{" "}
        to add figures: images are stored with your account.
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Figures</Text>
        <Text size="sm" c="gray.7">
          {images.length} of {IMAGE_LIMIT} · PNG, JPEG, WebP or GIF, up to 5 MB each
        </Text>
      </Group>
      {pending.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            {pending.map((p, i) => (
              <Group key={p.key} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  flex={1}
                  label={`Name for ${p.file.name}`}
                  value={p.name}
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setPending((all) => all.map((q, j) => (j === i ? { ...q, name } : q)));
                  }}
                />
                <CloseButton
                  mb={6}
                  aria-label={`Do not upload ${p.file.name}`}
                  onClick={() => setPending((all) => all.filter((_, j) => j !== i))}
                />
              </Group>
            ))}
            <Group>
              <Button leftSection={<IconUpload size={18} aria-hidden />} loading={uploading} onClick={upload}>
                Upload {pending.length} {pending.length === 1 ? "image" : "images"}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Group>
        <FileButton onChange={choose} accept={IMAGE_TYPES.join(",")} multiple disabled={room <= 0}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />}>
              Choose Images
            </Button>
          )}
        </FileButton>
      </Group>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {images.map((image, i) => (
            <Paper key={image.id} withBorder radius="md" p={6} pos="relative">
              <Image src={image.url} alt={image.name} h={110} fit="contain" radius="sm" />
              <Group justify="space-between" wrap="nowrap" gap={4} mt={4}>
                <Text size="xs" truncate title={image.name}>
                  FIG. {i + 1} · {image.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${image.name}`}
                  onClick={() => onChange(images.filter((x) => x.id !== image.id))}
                />
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
