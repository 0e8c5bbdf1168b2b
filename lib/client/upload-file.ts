"use client";

import { apiRequest, ApiError, parseErrorReply } from "@/lib/client/api-client";
import type { UploadPurpose } from "@/lib/contract/media/purposes";
import { purposeForEndpoint } from "@/lib/contract/uploads/endpoints";
import { UploadError } from "@/lib/client/upload-error";
import { serverText } from "@/lib/core/server-text";

export { UploadError, type UploadStage } from "@/lib/client/upload-error";

// The one browser upload helper (spec section 4 'Upload flow'):
// request address (POST /api/objects/upload) -> PUT raw file with progress -> register -> objectPath.
export type UploadOptions = {
  /** purpose endpoint, e.g. "/api/post-images" */
  registerUrl: string;
  /** body field the endpoint expects, e.g. "imageURL" */
  field: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** defaults to the endpoint's purpose; pass "business-edit" on the business edit screen (10 MB) */
  purpose?: UploadPurpose;
};

const abortError = () => new DOMException(serverText("uploadCancelled"), "AbortError");

// XMLHttpRequest, because fetch cannot report upload progress.
function putFile(url: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("PUT", url);
    xhr.withCredentials = false;
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        return resolve();
      }
      reject(new UploadError(serverText("uploadFailedStatus", { status: xhr.status, statusText: xhr.statusText }), xhr.status, parseErrorReply(xhr.responseText)));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(serverText("uploadNetwork")));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(file);
  });
}

export async function uploadFile(file: File, options: UploadOptions): Promise<string> {
  const { registerUrl, field, onProgress, signal } = options;
  const purpose = options.purpose ?? purposeForEndpoint(registerUrl);
  const res = await fetch("/api/objects/upload", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(purpose ? { purpose } : {}),
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  const { uploadURL } = (await res.json().catch(() => ({}))) as { uploadURL?: unknown };
  if (typeof uploadURL !== "string" || !uploadURL) throw new UploadError(serverText("uploadNoAddress"), 0, null, "address");

  await putFile(uploadURL, file, onProgress, signal);
  if (signal?.aborted) throw abortError();

  const objectURL = uploadURL.split("?")[0];
  const registered = await apiRequest<{ objectPath?: unknown }>("PUT", registerUrl, { [field]: objectURL });
  if (typeof registered?.objectPath !== "string") throw new UploadError(serverText("fileProcessFailed"), 0, null, "register");
  return registered.objectPath;
}
