import type { Application, ApplicationImage } from "@app/contracts";
import { get, post, put } from "../../lib/api";
import type { WizardContent } from "./lib/content";

const base = "/patent-applications";
type Reply = { success: true; application: Application };

export const loadApplication = async (id: string) =>
  (await get<Reply>(`${base}/${encodeURIComponent(id)}`)).application;

export const createApplication = async (content: WizardContent) =>
  (await post<Reply>(`${base}/save`, content)).application;

/** Carries the version the edit was based on: the server refuses a stale one with 409. */
export const updateApplication = async (id: string, version: number, content: WizardContent) =>
  (await put<Reply>(`${base}/${encodeURIComponent(id)}`, { ...content, version })).application;

/**
 * Uploads several images at once, each under its chosen name. Always as 'draft' images, which the next save attaches:
 * an image uploaded straight to a saved application could be deleted by a save already on its way without it.
 */
export async function uploadImages(files: { file: File; name: string }[]) {
  const form = new FormData();
  for (const { file, name } of files) form.append("images", file, name);
  return (await post<{ success: true; images: ApplicationImage[] }>(`${base}/draft/images`, form)).images;
}
