"use client";

// CONTRACT (implemented by the media work): the one browser upload helper.
// request address (POST /api/objects/upload) -> PUT raw file with progress -> register -> objectPath.
export type UploadOptions = {
  /** purpose endpoint, e.g. "/api/post-images" */
  registerUrl: string;
  /** body field the endpoint expects, e.g. "imageURL" */
  field: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export async function uploadFile(_file: File, _options: UploadOptions): Promise<string> {
  throw new Error("uploadFile: not implemented yet");
}
