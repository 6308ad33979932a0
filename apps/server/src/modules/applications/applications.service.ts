import { type ApplicationFields, completedSectionsOf, statusOf } from "@app/contracts";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { applicationsRepository as repo, type StoredFields } from "./applications.repository.js";
import { saveImages } from "./images.service.js";

/** A malformed id is just another application that is not yours: 404. */
export const validId = (id: string) => z.uuid().safeParse(id).success;

/** What is stored for a save: the content, and the sections and status computed from it (never the client's). */
function stored(fields: ApplicationFields): StoredFields {
  const { status: _ignored, completedSections: _alsoIgnored, title, shortDescription, ...content } = fields;
  const completedSections = completedSectionsOf(fields);
  return { title, shortDescription, content, completedSections, status: statusOf(completedSections) };
}

/** Creates the application and attaches its draft images, in one transaction. Undefined at the limit. */
export async function createApplication(db: Db, userId: string, fields: ApplicationFields) {
  return db.transaction(async (tx) => {
    const row = await repo.createWithinLimit(tx, userId, stored(fields));
    return row && repo.setImages(tx, row, await saveImages(tx, userId, row.id, fields.images));
  });
}

/**
 * Applies a save based on `version` and its images, in one transaction. Undefined (and nothing changed) when the
 * application is not the user's or another save came first.
 */
export async function updateApplication(
  db: Db,
  userId: string,
  id: string,
  version: number,
  fields: ApplicationFields,
) {
  return db.transaction(async (tx) => {
    const row = await repo.updateIfVersion(tx, userId, id, version, stored(fields));
    return row && repo.setImages(tx, row, await saveImages(tx, userId, id, fields.images));
  });
}
