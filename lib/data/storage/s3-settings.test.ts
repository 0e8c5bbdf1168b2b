import { describe, expect, it } from "vitest";
import { s3Origin } from "./s3-settings";

const base = { bucket: "niji", region: "ap-northeast-1", forcePathStyle: false };

describe("s3Origin (the CSP's connect-src for direct uploads)", () => {
  it("is null without S3, AWS's virtual-hosted address by default, else the endpoint browsers use", () => {
    expect(s3Origin(null)).toBeNull();
    expect(s3Origin(base)).toBe("https://niji.s3.ap-northeast-1.amazonaws.com");
    expect(s3Origin({ ...base, endpoint: "https://acct.r2.cloudflarestorage.com/some/path" })).toBe("https://acct.r2.cloudflarestorage.com");
    expect(s3Origin({ ...base, endpoint: "http://minio:9000", publicEndpoint: "http://localhost:9000" })).toBe("http://localhost:9000");
  });
});
