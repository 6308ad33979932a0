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

/** Uploads several images at once, for a saved application or the unsaved 'draft'. Each file carries its chosen name. */
export async function uploadImages(applicationId: string | null, files: { file: File; name: string }[]) {
  const form = new FormData();
  for (const { file, name } of files) form.append("images", file, name);
  const target = encodeURIComponent(applicationId ?? "draft");
  return (await post<{ success: true; images: ApplicationImage[] }>(`${base}/${target}/images`, form)).images;
}
