import { afterEach, describe, expect, it, vi } from "vitest";
import { getStorage, setStorage, type StorageDriver } from "./index";

afterEach(() => {
  setStorage(null);
  vi.unstubAllEnvs();
});

describe("getStorage", () => {
  it("is a singleton and can be replaced", () => {
    vi.stubEnv("BLOB_READ_WRITE_TOKEN", "");
    const first = getStorage();
    expect(getStorage()).toBe(first);
    const fake = { put: vi.fn(), get: vi.fn(), stat: vi.fn(), delete: vi.fn() } as unknown as StorageDriver;
    setStorage(fake);
    expect(getStorage()).toBe(fake);
  });
});
