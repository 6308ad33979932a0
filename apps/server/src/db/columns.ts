import { customType, date, timestamp } from "drizzle-orm/pg-core";

/** Column types the schema files share. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** Binary data; the image storage moves it as base64 text (image-storage.ts says why). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const day = (name: string) => date(name, { mode: "string" });
