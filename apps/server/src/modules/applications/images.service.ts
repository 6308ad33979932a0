import { randomBytes, randomUUID } from "node:crypto";
import { type ApplicationImage, IMAGE_LIMIT } from "@app/contracts";
import type { Db, Tx } from "../../db/client.js";
import { databaseImageStorage, type ImageStorage } from "./image-storage.js";
import type { ImageType } from "./image-type.js";
import { imagesRepository as repo, toImage } from "./images.repository.js";

export const storage: ImageStorage = databaseImageStorage;

/** A draft image no save has claimed after this long belongs to a wizard that was closed: it is deleted. */
export const DRAFT_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

export interface Upload {
  filename: string;
  bytes: Uint8Array;
  contentType: ImageType;
}

/** The name the user gave the file, as shown: no control characters, trimmed, at most 200 characters. */
export const displayName = (filename: string) =>
  filename
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200) || "image";

/** A file name safe anywhere (a storage key, a header): letters, digits, dot, dash and underscore; its end kept. */
export const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .slice(-80)
    .replace(/^[._]+/, "") || "image";

/** Never the same twice, so nothing is ever overwritten. */
const storageKey = (userId: string, applicationId: string | null, filename: string) =>
  `${userId}/${applicationId ?? "draft"}/${Date.now()}_${randomBytes(8).toString("hex")}_${safeFileName(displayName(filename))}`;

/** Deletes images by storage key: their bytes, then their rows. */
async function removeImages(tx: Tx, keys: string[]): Promise<void> {
  await storage.remove(tx, keys);
  await repo.deleteByKeys(tx, keys);
}

/**
 * Stores a batch of checked uploads for an application (null: the user's draft), all or nothing. Undefined when
 * the images already there and the batch together would exceed the limit. Stale draft images go first.
 */
export async function storeUploads(
  db: Db,
  userId: string,
  applicationId: string | null,
  uploads: Upload[],
): Promise<ApplicationImage[] | undefined> {
  return db.transaction(async (tx) => {
    await repo.lock(tx, userId, applicationId);
    await removeImages(tx, await repo.staleDraftKeys(tx, userId, new Date(Date.now() - DRAFT_IMAGE_TTL_MS)));
    if ((await repo.count(tx, userId, applicationId)) + uploads.length > IMAGE_LIMIT) return undefined;
    const images = uploads.map((u) => ({
      id: randomUUID(),
      storageKey: storageKey(userId, applicationId, u.filename),
      name: displayName(u.filename),
      contentType: u.contentType,
      size: u.bytes.byteLength,
      bytes: u.bytes,
    }));
    await repo.insert(
      tx,
      userId,
      applicationId,
      images.map(({ bytes: _, ...image }) => image),
    );
    for (const image of images) await storage.put(tx, image.storageKey, image.bytes, image.contentType);
    return images.map((image) => toImage(image));
  });
}

/**
 * The images a save keeps, in the client's order with the client's names, from what is stored: those of `wanted`
 * that are the user's draft images (now attached) or already this application's. Any other id is dropped. The
 * application's images the save no longer lists are deleted. Runs inside the save's transaction.
 */
export async function saveImages(
  tx: Tx,
  userId: string,
  applicationId: string,
  wanted: ApplicationImage[],
): Promise<ApplicationImage[]> {
  const rows = await repo.attach(tx, userId, applicationId, [...new Set(wanted.map((w) => w.id))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const images: ApplicationImage[] = [];
  for (const w of wanted) {
    const row = byId.get(w.id);
    if (row && !images.some((image) => image.id === w.id)) images.push(toImage(row, w.name));
  }
  const dropped = await repo.keysExcept(
    tx,
    applicationId,
    images.map((image) => image.id),
  );
  await removeImages(tx, dropped);
  return images;
}
