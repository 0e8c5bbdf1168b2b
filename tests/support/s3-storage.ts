import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { setStorage } from "@/lib/data/storage";

const S3_ENV = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;

/**
 * The app's storage on a real S3-protocol server (s3rver on a loopback port, a temporary folder) for
 * the suite or describe block that calls it: before its tests the S3 settings point there and the
 * storage driver is made anew; after them the settings are put back and the folder goes.
 * `endpoint()` is the server's address once it runs.
 */
export function withS3Storage(bucket: string) {
  const saved = Object.fromEntries(S3_ENV.map((name) => [name, process.env[name]]));
  let server: S3rver | undefined;
  let dir: string | undefined;
  let endpoint = "";
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "niji-s3rver-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    Object.assign(process.env, { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_FORCE_PATH_STYLE: "1" });
    setStorage(null);
  });
  afterAll(async () => {
    for (const name of S3_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    setStorage(null);
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return { endpoint: () => endpoint };
}
