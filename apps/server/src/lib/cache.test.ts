import { afterEach, describe, expect, it, vi } from "vitest";
import { createCache } from "./cache.js";

const ready = () => {
  const cache = createCache<string>({ ttlMs: 60_000, max: 3 });
  cache.setEnabled(true);
  return cache;
};

describe("the change-invalidated cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a value until its time is up", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = ready();
    cache.set("k", "v", "g", cache.epoch());
    vi.setSystemTime(Date.now() + 59_000);
    expect(cache.get("k")).toBe("v");
    vi.setSystemTime(Date.now() + 2_000);
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops one key, or every key of a group", () => {
    const cache = ready();
    cache.set("a", "1", "user-1", cache.epoch());
    cache.set("b", "2", "user-1", cache.epoch());
    cache.set("c", "3", "user-2", cache.epoch());
    cache.drop("a");
    expect(cache.get("a")).toBeUndefined();
    cache.dropGroup("user-1");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe("3");
  });

  it("never stores a value read before a drop", () => {
    const cache = ready();
    const readAt = cache.epoch();
    cache.dropGroup("user-1");
    cache.set("a", "stale", "user-1", readAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("stores nothing while changes cannot be heard, and comes back empty", () => {
    const cache = ready();
    cache.set("a", "1", "g", cache.epoch());
    cache.setEnabled(false);
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "2", "g", cache.epoch());
    expect(cache.get("b")).toBeUndefined();
    cache.setEnabled(true);
    cache.set("b", "2", "g", cache.epoch());
    expect(cache.get("b")).toBe("2");
  });

  it("starts over when full rather than growing without bound", () => {
    const cache = ready();
    for (const k of ["a", "b", "c", "d"]) cache.set(k, k, "g", cache.epoch());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBe("d");
  });
});
