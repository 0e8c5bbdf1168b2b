"use client";

// CONTRACT (implemented by the media work): the spec's Add Media dialog. Choose a file, take a
// photo (rear camera), record video, or choose from gallery; local preview; upload with a
// progress bar; reports the attached media back and closes/resets on finish or cancel.
export type UploadedMedia = { url: string; type: "image" | "video" };

export type AddMediaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** which kinds the caller accepts */
  accept: "image" | "video" | "any";
  /** purpose endpoint and its body field, e.g. "/api/post-images" + "imageURL" */
  registerUrl: string;
  field: string;
  /** client-side size limits in bytes, per kind */
  maxBytes: { image?: number; video?: number };
  onUploaded: (media: UploadedMedia) => void;
  title?: string;
};

export function AddMediaDialog(_props: AddMediaDialogProps) {
  return null;
}
