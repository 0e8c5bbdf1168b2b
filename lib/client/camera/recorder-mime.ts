// Recorder formats in order of preference (spec section 5): vp9, then vp8, then plain webm.
export const RECORDER_MIME_TYPES = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"] as const;

/**
 * The first supported type, or "" to let the browser choose its own format (Safari records mp4):
 * MediaRecorder throws NotSupportedError for a type it can't record, so naming webm anyway would fail.
 */
export function pickRecorderMimeType(isTypeSupported: (type: string) => boolean): string {
  return RECORDER_MIME_TYPES.find((type) => isTypeSupported(type)) ?? "";
}
