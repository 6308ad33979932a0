import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { applicationKeys } from "../../applications/api";
import { useSession } from "../../auth/session";
import { createApplication, loadApplication, updateApplication } from "../api";
import { contentOf, emptyContent, localDraft, type WizardContent } from "../lib/content";
import {
  AUTOSAVE_MS,
  LIMIT_MARKER,
  LIMIT_MESSAGE,
  LOGIN_TO_SAVE,
  MESSAGE_MS,
  SAVE_ERROR,
  SAVED,
  type WizardMessage,
} from "../lib/messages";

export const WIZARD_PATH = "/patent-buddy/wizard";
const EMPTY = JSON.stringify(emptyContent());

type Mode = "manual" | "auto";

/**
 * The wizard's document and its saving: load by id, create then move to the new id, versioned updates, autosave
 * a moment after typing stops, the signed-out draft kept in this browser and saved once the user signs in.
 */
export function useWizard(id: string | undefined) {
  const { user, isLoading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [content, setContent] = useState<WizardContent>(() => (id ? emptyContent() : initialDraft()));
  const [savedJson, setSavedJson] = useState(EMPTY);
  const [loading, setLoading] = useState(!!id);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [message, setMessage] = useState<WizardMessage | null>(null);

  const contentRef = useRef(content);
  contentRef.current = content;
  const idRef = useRef<string | null>(id ?? null);
  const loadedRef = useRef<string | null>(null);
  const versionRef = useRef(0);
  const inFlight = useRef(false);
  const queued = useRef<Mode | null>(null);
  const atLimit = useRef(false);

  const dirty = JSON.stringify(content) !== savedJson;

  useEffect(() => {
    if (!message || message.signIn) return;
    const t = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [message]);

  const load = useCallback(
    async (appId: string) => {
      setLoading(true);
      setLoadFailed(false);
      try {
        const app = await loadApplication(appId);
        const loaded = contentOf(app);
        idRef.current = loadedRef.current = appId;
        versionRef.current = app.version;
        setContent(loaded);
        setSavedJson(JSON.stringify(loaded));
        setConflict(false);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) navigate(WIZARD_PATH, { replace: true });
        else setLoadFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [navigate],
  );

  // A saved application: load it once signed in. A new one (no id): start from this browser's draft.
  useEffect(() => {
    if (id && user && loadedRef.current !== id) void load(id);
    if (!id && idRef.current) {
      idRef.current = loadedRef.current = null;
      setContent(initialDraft());
      setSavedJson(EMPTY);
    }
    if (id && !user && !sessionLoading) setLoading(false);
  }, [id, user, sessionLoading, load]);

  // Until it is saved, a new application lives in this browser, so a reload or a trip to sign in loses nothing.
  useEffect(() => {
    if (!idRef.current && JSON.stringify(content) !== EMPTY) {
      localDraft.write({ ...localDraft.read(), content });
    }
  }, [content]);

  const saveRef = useRef<(mode: Mode) => Promise<void>>(async () => {});
  saveRef.current = async (mode) => {
    if (!user) {
      if (mode === "manual") {
        localDraft.write({ content: contentRef.current, saveAfterSignIn: true });
        setMessage({ text: LOGIN_TO_SAVE, tone: "error", signIn: true });
      }
      return;
    }
    if (inFlight.current) {
      queued.current = queued.current === "manual" ? "manual" : mode;
      return;
    }
    if (mode === "manual") atLimit.current = false;
    inFlight.current = true;
    setSaving(true);
    const snapshot = contentRef.current;
    try {
      const app = idRef.current
        ? await updateApplication(idRef.current, versionRef.current, snapshot)
        : await createApplication(snapshot);
      versionRef.current = app.version;
      setSavedJson(JSON.stringify(snapshot));
      // The list and the count (the landing page's limit check) now read differently.
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (!idRef.current) {
        idRef.current = loadedRef.current = app.id;
        localDraft.clear();
        navigate(`${WIZARD_PATH}/${app.id}`, { replace: true });
      }
      if (mode === "manual") setMessage({ text: SAVED, tone: "success" });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      if (status === 409 && (err as Error).message.includes(LIMIT_MARKER)) {
        atLimit.current = true;
        setMessage({ text: LIMIT_MESSAGE, tone: "error" });
      } else if (status === 409) {
        setConflict(true);
      } else if (status === 401) {
        setMessage({ text: LOGIN_TO_SAVE, tone: "error", signIn: true });
      } else if (mode === "manual") {
        setMessage({ text: SAVE_ERROR, tone: "error" });
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
      const next = queued.current;
      queued.current = null;
      if (next) void saveRef.current(next);
    }
  };
  const save = useCallback((mode: Mode = "manual") => saveRef.current(mode), []);

  // Autosave: a signed-in user's changes are saved a moment after typing stops.
  useEffect(() => {
    if (!user || !dirty || loading || conflict || atLimit.current) return;
    const t = setTimeout(() => void saveRef.current("auto"), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [user, dirty, loading, conflict]);

  // Save was pressed while signed out: now that the user is back and signed in, save it.
  useEffect(() => {
    if (!user || id || !localDraft.read()?.saveAfterSignIn) return;
    localDraft.write({ content: contentRef.current });
    void saveRef.current("manual");
  }, [user, id]);

  const update = useCallback((patch: Partial<WizardContent>) => setContent((c) => ({ ...c, ...patch })), []);
  const reload = useCallback(() => idRef.current && load(idRef.current), [load]);

  return {
    content,
    update,
    save,
    reload,
    saving,
    /** Changes not yet on the server (signed in), or not yet saved anywhere but this browser (signed out). */
    dirty,
    conflict,
    loading: loading || (!!id && sessionLoading),
    loadFailed,
    message,
    setMessage,
    applicationId: idRef.current,
    signedIn: !!user,
    sessionLoading,
  };
}

function initialDraft(): WizardContent {
  return localDraft.read()?.content ?? emptyContent();
}
